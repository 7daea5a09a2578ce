import { describe, expect, it } from "vitest";
import { cardRingColor, formatScore, overallScore, resultsRingColor } from "./routine-scores";

describe("ring colours", () => {
  it("cards: red under 3.5, amber under 7, else the type colour", () => {
    expect(cardRingColor(3.4, "safety")).toBe("red");
    expect(cardRingColor(3.5, "safety")).toBe("amber");
    expect(cardRingColor(6.9, "overall")).toBe("amber");
    expect(cardRingColor(7, "overall")).toBe("overall");
    expect(cardRingColor(9, "completeness")).toBe("completeness");
  });

  it("results: green at 8 or more, amber at 6 or more, else orange", () => {
    expect(resultsRingColor(8)).toBe("green");
    expect(resultsRingColor(7.9)).toBe("amber");
    expect(resultsRingColor(6)).toBe("amber");
    expect(resultsRingColor(5.9)).toBe("orange");
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
