import { describe, expect, it } from "vitest";
import type { Insight } from "@core/evaluation/types";
import {
  changedSinceEvaluation,
  interactionInsights,
  otherInsights,
  keyIngredientNames,
  previewNames,
  routineKeyIngredientNames,
  productsContaining,
  secondaryChips,
  skinTypeInsights,
  sortInsights,
  usageAdvice,
} from "./results";

const insight = (type: Insight["type"], title: string, ruleId?: string, ingredients?: string[]): Insight => ({
  type,
  title,
  description: "",
  ruleId,
  ingredients,
});

describe("results helpers", () => {
  it("secondary chips: up to 2 and '+N more'", () => {
    expect(secondaryChips(["hydration", "glow", "acne-care", "even-tone"], "anti-aging")).toEqual({ shown: ["hydration", "glow"], more: 2 });
    expect(secondaryChips(["glow"], "glow")).toEqual({ shown: [], more: 0 });
  });

  it("product preview: first 3 names and '+N more'", () => {
    expect(previewNames([{ name: "a" }, { name: "b" }, { name: "c" }, { name: "d" }, { name: "e" }])).toEqual({ names: ["a", "b", "c"], more: 2 });
  });

  it("insights: warnings first, then info, then success", () => {
    const sorted = sortInsights([insight("success", "s"), insight("info", "i"), insight("warning", "w1"), insight("warning", "w2")]);
    expect(sorted.map((i) => i.title)).toEqual(["w1", "w2", "i", "s"]);
  });

  it("picks interaction and skin-type findings by rule", () => {
    const all = [
      insight("warning", "a", "conflict-retinoid-aha"),
      insight("warning", "b", "over-exfoliation"),
      insight("warning", "c", "dry-drying-alcohol"),
      insight("info", "d", "sensitive-no-soothing"),
      insight("info", "e", "no-moisturizer"),
      insight("warning", "f", "duplicate-retinoid"),
    ];
    expect(interactionInsights(all).map((i) => i.title)).toEqual(["a", "b", "f"]);
    expect(skinTypeInsights(all).map((i) => i.title)).toEqual(["c", "d"]);
  });

  it("Key Insights leaves out what Interactions and Skin Type Compatibility already show, so each finding appears once", () => {
    const all = [
      insight("warning", "a", "conflict-benzoyl-peroxide-aha"),
      insight("warning", "b", "retinoid-morning"),
      insight("warning", "c", "dry-fragrance"),
      insight("warning", "d", "sensitivity-fragrance"),
      insight("success", "e", "success-sunscreen"),
    ];
    expect(interactionInsights(all).map((i) => i.title)).toEqual(["a", "b"]);
    expect(otherInsights(all).map((i) => i.title)).toEqual(["d", "e"]);
    const sections = [...interactionInsights(all), ...skinTypeInsights(all), ...otherInsights(all)].map((i) => i.title);
    expect(sections.sort()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("key ingredients: goal actives first, then known actives in the products, at most 6", () => {
    const evaluation = { insights: [insight("success", "goal", "success-goal", ["Ascorbic Acid (Vitamin C)", "Glycolic Acid"])] };
    const products = [{ ingredients: "Water, Niacinamide, Ascorbyl Glucoside, Sodium Hyaluronate" }, { ingredients: "Retinol, Squalane" }];
    expect(keyIngredientNames(products, evaluation)).toEqual(["Ascorbic Acid", "Glycolic Acid", "Retinol", "Niacinamide", "Sodium Hyaluronate"]);
    expect(keyIngredientNames([{ ingredients: "Water, Glycerin" }], null)).toEqual([]);
  });

  it("a routine's key ingredients: from its morning and night products and its evaluation; none before it is evaluated", () => {
    const evaluation = { insights: [insight("success", "goal", "success-goal", ["Glycolic Acid"])] };
    const routine = {
      status: "evaluated",
      evaluation,
      morningProducts: [{ ingredients: "Water, Niacinamide" }],
      nightProducts: [{ ingredients: "Retinol, Squalane" }],
    } as unknown as Parameters<typeof routineKeyIngredientNames>[0];
    expect(routineKeyIngredientNames(routine)).toEqual(["Glycolic Acid", "Retinol", "Niacinamide"]);
    expect(routineKeyIngredientNames({ ...routine, status: "pending" })).toEqual([]);
    expect(routineKeyIngredientNames({ ...routine, evaluation: null })).toEqual([]);
  });

  it("finds which products contain an ingredient", () => {
    const products = [
      { name: "Serum", ingredients: "Water, Sodium Hyaluronate" },
      { name: "Cream", ingredients: "Water, Hyaluronic Acid" },
      { name: "Wash", ingredients: "Water" },
    ];
    expect(productsContaining(products, "Sodium Hyaluronate")).toEqual(["Serum", "Cream"]);
  });

  it("usage advice for sunscreen and cleanser", () => {
    expect(usageAdvice([{ productType: "Sunscreen", name: "x" }, { productType: "Cleanser", name: "y" }]).map((a) => a.id)).toEqual([
      "sunscreen",
      "cleanser",
    ]);
    expect(usageAdvice([{ productType: "Serum", name: "x" }])).toEqual([]);
    expect(usageAdvice([{ productType: "Sunscreen", name: "x" }])[0].text).toContain("1/4 teaspoon (1.25 ml)");
  });

  it("notices a routine changed after its evaluation (by timestamps when the evaluation has no marks)", () => {
    const evaluation = { createdAt: "2026-01-01T10:00:00.000Z", productMarks: [] } as never;
    const lists = { morningProducts: [], nightProducts: [] };
    expect(changedSinceEvaluation({ ...lists, status: "evaluated", updatedAt: "2026-01-01T10:00:00.400Z", evaluation })).toBe(false);
    expect(changedSinceEvaluation({ ...lists, status: "evaluated", updatedAt: "2026-01-01T10:05:00.000Z", evaluation })).toBe(true);
    expect(changedSinceEvaluation({ ...lists, status: "pending", updatedAt: "2026-01-01T10:05:00.000Z", evaluation })).toBe(false);
  });
});
