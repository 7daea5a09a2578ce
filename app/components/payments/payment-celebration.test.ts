import { describe, expect, it } from "vitest";
import { memoryStorage as memory } from "../../../tests/mocks/storage";
import { CELEBRATED_KEY, firstCelebration } from "./payment-celebration";

describe("firstCelebration", () => {
  it("celebrates a payment once, however often its page is reopened", () => {
    const storage = memory();
    expect(firstCelebration(storage, "pi_1")).toBe(true);
    expect(firstCelebration(storage, "pi_1")).toBe(false);
    expect(firstCelebration(storage, "pi_2")).toBe(true);
  });

  it("remembers the last 20 payments only, and survives broken or missing storage", () => {
    const storage = memory();
    for (let i = 0; i < 25; i++) firstCelebration(storage, `pi_${i}`);
    expect(JSON.parse(storage.data.get(CELEBRATED_KEY)!)).toHaveLength(20);
    expect(firstCelebration(storage, "pi_0")).toBe(true);
    expect(firstCelebration(memory({ [CELEBRATED_KEY]: "{not json" }), "pi_x")).toBe(true);
    expect(firstCelebration(null, "pi_y")).toBe(true);
  });
});
