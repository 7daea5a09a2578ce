import { describe, expect, it } from "vitest";
import { formatScore, overallScore, scoreRingColor } from "./scores";

describe("ring colours", () => {
  it("one scale on cards and results: green at 8, amber at 6, orange at 3.5, red below", () => {
    expect(scoreRingColor(10)).toBe("green");
    expect(scoreRingColor(8)).toBe("green");
    expect(scoreRingColor(7.9)).toBe("amber");
    expect(scoreRingColor(6)).toBe("amber");
    expect(scoreRingColor(5.9)).toBe("orange");
    expect(scoreRingColor(3.5)).toBe("orange");
    expect(scoreRingColor(3.4)).toBe("red");
    expect(scoreRingColor(0)).toBe("red");
  });
});

describe("overall score", () => {
  it("is the mean of the two lowest sub-scores", () => {
    expect(
      overallScore({ completenessScore: 8.5, effectivenessScore: 10, safetyScore: 5.1, ingredientQualityScore: 8.7, routineBalanceScore: 10 }),
    ).toBe(6.8);
    expect(overallScore({ completenessScore: 2, effectivenessScore: 9, safetyScore: 9, ingredientQualityScore: 3, routineBalanceScore: 9 })).toBe(2.5);
    expect(overallScore(null)).toBe(0);
  });

  it("formats with one decimal, a dash when missing", () => {
    expect(formatScore(6.8)).toBe("6.8");
    expect(formatScore(7)).toBe("7");
    expect(formatScore(6.66)).toBe("6.7");
    expect(formatScore(null)).toBe("-");
    expect(formatScore(undefined)).toBe("-");
  });
});
