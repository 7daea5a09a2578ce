import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { excludedTests, hasPgBouncerForTests, hasRetailCatalogue, notRunLine, PGBOUNCER_TESTS, playwrightArgs, RETAIL_CATALOGUE_TESTS } from "./test-scope";

describe("what a test run can cover", () => {
  it("finds the retail catalogue only where the shared folder holds it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scope-"));
    try {
      expect(hasRetailCatalogue(dir)).toBe(false);
      expect(hasRetailCatalogue(path.join(dir, "missing"))).toBe(false);
      fs.writeFileSync(path.join(dir, "sephora-cosmetics.csv"), "Label,Brand\n");
      expect(hasRetailCatalogue(dir)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it("runs the pool's tests whenever PGBOUNCER is set (CI sets it, and a broken one then fails them)", () => {
    expect(hasPgBouncerForTests({ PGBOUNCER: "/nowhere/pgbouncer" })).toBe(true);
  });

  it("leaves out, by file name, exactly what is missing", () => {
    expect(excludedTests({ retailCatalogue: true, pgBouncer: true })).toEqual([]);
    expect(excludedTests({ retailCatalogue: false, pgBouncer: true })).toEqual([RETAIL_CATALOGUE_TESTS]);
    expect(excludedTests({ retailCatalogue: false, pgBouncer: false })).toEqual([RETAIL_CATALOGUE_TESTS, PGBOUNCER_TESTS]);
  });

  it("says in one line what did not run, and nothing when everything ran", () => {
    expect(notRunLine({ retailCatalogue: true, pgBouncer: true }, true)).toBeNull();
    const line = notRunLine({ retailCatalogue: false, pgBouncer: false }, false);
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^Not run here: /);
    expect(line).toContain("sephora-cosmetics.csv");
    expect(line).toContain("PgBouncer 1.21+");
    expect(line).toContain("visual.spec.ts");
    expect(notRunLine({ retailCatalogue: true, pgBouncer: false }, true)).not.toContain("sephora");
  });

  it("runs Playwright without traces under CI, where nobody can open them, and with the config's elsewhere (ADR 0076)", () => {
    expect(playwrightArgs({ CI: "true" })).toEqual(["test", "--trace", "off"]);
    expect(playwrightArgs({})).toEqual(["test"]);
  });
});
