import { describe, expect, it } from "vitest";
import { BoundedMemo } from "./bounded-memo";

describe("BoundedMemo", () => {
  it("computes a key's value once, null included", () => {
    const memo = new BoundedMemo<string | null>(10);
    let calls = 0;
    const compute = (key: string) => (calls++, key === "none" ? null : key.toUpperCase());
    expect(memo.of("a", compute)).toBe("A");
    expect(memo.of("a", compute)).toBe("A");
    expect(memo.of("none", compute)).toBeNull();
    expect(memo.of("none", compute)).toBeNull();
    expect(calls).toBe(2);
  });

  it("empties itself when full, so it never holds more than its limit", () => {
    const memo = new BoundedMemo<number>(2);
    memo.set("a", 1);
    memo.set("b", 2);
    memo.set("c", 3);
    expect([memo.get("a"), memo.get("b"), memo.get("c")]).toEqual([undefined, undefined, 3]);
    memo.clear();
    expect(memo.get("c")).toBeUndefined();
  });
});
