import { describe, expect, it } from "vitest";
import { lostCreditsText } from "./lost-credits";

describe("lostCreditsText", () => {
  it("says how many credits go, and how many of them were paid for", () => {
    expect(lostCreditsText(0, 0)).toBeNull();
    expect(lostCreditsText(3, 0)).toBe("Your 3 free credits will be lost.");
    expect(lostCreditsText(17, 15)).toBe("Your 17 unused credits will be lost, 15 of them paid for: deleted accounts are not refunded.");
    expect(lostCreditsText(15, 15)).toBe("Your 15 unused credits will be lost, all 15 were paid for: deleted accounts are not refunded.");
    expect(lostCreditsText(1, 1)).toBe("Your 1 unused credit will be lost, it was paid for: deleted accounts are not refunded.");
  });
});
