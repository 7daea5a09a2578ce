/**
 * Integration files share one Node worker and the api modules loaded in it (ADR 0064). Every
 * module-level `let`, Map or Set of the api and drizzle/ must be listed in tests/helpers/isolate-state.ts,
 * as emptied before each file or as safe to keep, so a new cache cannot carry one file's rows into
 * another's unnoticed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLEARED_BETWEEN_FILES, KEPT_ACROSS_FILES } from "../helpers/isolate-state";

const root = path.resolve(import.meta.dirname, "../..");
const MODULE_STATE = /^(?:export )?(?:let ([A-Za-z_$][\w$]*)|const ([A-Za-z_$][\w$]*)(?::[^=]+)? = new (?:Map|Set|WeakMap|WeakSet)\b)/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") && !e.name.endsWith(".d.ts"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe("the api's module state between integration files", () => {
  it("is each listed as emptied before a file or as safe to keep", () => {
    const found = [...sources("workers/api/src"), ...sources("drizzle")].flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), "utf8").matchAll(MODULE_STATE)].map((m) => `${file} ${m[1] ?? m[2]}`),
    );
    expect(found.length).toBeGreaterThan(10);
    const listed = new Set([...Object.keys(CLEARED_BETWEEN_FILES), ...Object.keys(KEPT_ACROSS_FILES)]);
    expect(found.filter((name) => !listed.has(name))).toEqual([]);
    // And nothing listed is gone (a stale entry would hide a renamed cache).
    expect([...listed].filter((name) => !found.includes(name))).toEqual([]);
  });
});
