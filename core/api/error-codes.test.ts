import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, LANGUAGES } from "../i18n/catalogues";
import { API_ERROR_CODES, isApiErrorCode } from "./error-codes";

const API_SOURCE = join(__dirname, "../../workers/api/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the api's error codes", () => {
  it.each(LANGUAGES)("each has a sentence in the %s catalogue (apiError.<code>)", (language) => {
    const missing = API_ERROR_CODES.filter((code) => !Object.hasOwn(CATALOGUES[language], `apiError.${code}`));
    expect(missing).toEqual([]);
  });

  it("every code an answer body writes out literally (`code: \"...\"`, outside ApiError) is in the list", () => {
    const files = sourceFiles(API_SOURCE);
    expect(files.length).toBeGreaterThan(50);
    const literal = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bcode: "([a-z_]+)"/g)) literal.add(match[1]);
    }
    expect(literal).toContain("internal_error");
    expect([...literal].filter((code) => !isApiErrorCode(code))).toEqual([]);
  });

  it("is a list of distinct snake_case codes", () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(isApiErrorCode("not_a_code")).toBe(false);
  });
});
