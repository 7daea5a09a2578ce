import { describe, expect, it } from "vitest";
import {
  ownScoresBlock,
  SCORE_EXPLANATIONS,
  SUITABILITY_HINT,
  SUITABILITY_LABELS,
  canAddConcentration,
  ingredientPreview,
  orderedProducts,
  profileSentence,
  scoreBand,
  scoreExplanation,
  showMoreLabel,
} from "./display";

describe("score bands and explanations", () => {
  it.each<[number, string]>([
    [10, "excellent"],
    [8, "excellent"],
    [7.9, "middle"],
    [5, "middle"],
    [4.9, "low"],
    [0, "low"],
  ])("%s is %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it("has a title, description and three band texts per score", () => {
    expect(Object.keys(SCORE_EXPLANATIONS).sort()).toEqual(["completeness", "effectiveness", "overall", "safety"]);
    for (const e of Object.values(SCORE_EXPLANATIONS)) {
      expect(e.title).not.toBe("");
      expect(new Set([e.bands.excellent, e.bands.middle, e.bands.low]).size).toBe(3);
    }
    expect(scoreExplanation("safety", 8.5)).toBe(SCORE_EXPLANATIONS.safety.bands.excellent);
    expect(scoreExplanation("safety", 4.9)).toBe(SCORE_EXPLANATIONS.safety.bands.low);
    expect(SCORE_EXPLANATIONS.overall.description).toContain("30%");
  });

  it("profileSentence names age bracket, skin type and primary concern", () => {
    expect(profileSentence({ ageBracket: "40-49", skinType: "dry", primaryConcern: "fine-lines" })).toBe(
      "Age 40-49 · Dry skin · Primary concern: Fine Lines",
    );
    expect(profileSentence({ ageBracket: "under-20", skinType: "oily", primaryConcern: "barrier-repair" })).toBe(
      "Under 20 · Oily skin · Primary concern: Barrier Repair",
    );
  });
});

describe("screen helpers", () => {
  it("canAddConcentration is false while either input is empty", () => {
    expect(canAddConcentration("Retinol", "0.5")).toBe(true);
    expect(canAddConcentration("", "0.5")).toBe(false);
    expect(canAddConcentration("Retinol", " ")).toBe(false);
  });

  it("suitability labels and hint", () => {
    expect(SUITABILITY_LABELS).toEqual({ 1: "Too Strong", 2: "Slightly Strong", 3: "Just Right", 4: "Slightly Mild", 5: "Too Mild" });
    expect(SUITABILITY_HINT).toBe("1 = Too strong/irritating, 3 = Just right, 5 = Too mild/ineffective");
  });

  it("orderedProducts goes morning then night with 'Product k of n'", () => {
    const ordered = orderedProducts(["a", "b"], ["c"]);
    expect(ordered.map((o) => [o.product, o.routine, o.index, o.label])).toEqual([
      ["a", "morning", 0, "Product 1 of 3"],
      ["b", "morning", 1, "Product 2 of 3"],
      ["c", "night", 0, "Product 3 of 3"],
    ]);
    expect(orderedProducts([], [])).toEqual([]);
  });

  it("show-more label and ingredient preview", () => {
    expect(showMoreLabel(7)).toBe("Show 4 More Recommendations");
    expect(ingredientPreview("Aqua, Glycerin, Niacinamide, Zinc PCA, Panthenol, 1,2-Hexanediol")).toEqual({
      shown: ["Aqua", "Glycerin", "Niacinamide", "Zinc PCA"],
      hidden: 2,
    });
  });
});

describe("the expert analysis's own scores block", () => {
  it("quotes the result's scores and its tier", () => {
    const block = ownScoresBlock({ overallScore: 6.8, completenessScore: 7.5, effectivenessScore: 6, safetyScore: 7.2, routineTier: "Yellow Flag Routine", prioritizedRecommendations: [] });
    expect(block.text).toMatch(/^Overall: 6\.8\/10, a Yellow Flag Routine\./);
    expect(block.text).toContain("Completeness: 7.5/10.");
    expect(block.text).toContain("Effectiveness: 6.0/10.");
    expect(block.text).toContain("Safety: 7.2/10.");
  });
});
