import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { confusableRows, confusableSkeleton } from "./index";

const migrations = fileURLToPath(new URL("../../migrations/", import.meta.url));

describe("confusable skeletons", () => {
  it("maps look-alikes from other scripts, digits and fullwidth forms to one key", () => {
    expect(confusableSkeleton("раураl")).toBe("paypal"); // Cyrillic р а у а р а
    expect(confusableSkeleton("ΑΡΕ")).toBe("ape"); // Greek capitals
    expect(confusableSkeleton("Ｌ0１")).toBe("lol");
    expect(confusableSkeleton("m")).toBe("rn");
  });

  it("leaves characters outside the table as they are", () => {
    expect(confusableSkeleton("ゆき子")).toBe("ゆき子".normalize("NFD"));
  });

  it("is the table the database migration stores, row for row", () => {
    const file = readdirSync(migrations).find((f) => f.startsWith("0015_"))!;
    const sql = readFileSync(migrations + file, "utf8");
    const stored = [...sql.matchAll(/^\('((?:[^']|'')*)','((?:[^']|'')*)'\)[,;]/gmu)].map((m) => [m[1].replace(/''/g, "'"), m[2].replace(/''/g, "'")]);
    expect(stored).toEqual(confusableRows());
  });
});
