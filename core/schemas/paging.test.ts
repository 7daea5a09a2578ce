import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { limitParam } from "./paging";

const limit = v.object({ limit: limitParam(50) });
const problem = (value: string) => {
  const result = v.safeParse(limit, { limit: value });
  return result.success ? null : result.issues[0].message;
};

describe("limitParam", () => {
  it("reads a whole number from 1 to the maximum, and is optional", () => {
    expect(v.parse(limit, { limit: "1" })).toEqual({ limit: 1 });
    expect(v.parse(limit, { limit: "50" })).toEqual({ limit: 50 });
    expect(v.parse(limit, { limit: "007" })).toEqual({ limit: 7 });
    expect(v.parse(limit, {})).toEqual({});
  });

  it("names the problem: too small, too large, or not a whole number", () => {
    expect(problem("0")).toBe("limit must be at least 1");
    expect(problem("51")).toBe("limit must be at most 50");
    expect(problem("1000")).toBe("limit must be at most 50");
    expect(problem("9".repeat(400))).toBe("limit must be at most 50");
    for (const text of ["", "ten", "1.5", "-1", " 5", "5 ", "1e3", "0x10"]) expect(problem(text), text).toBe("limit must be a whole number");
  });
});
