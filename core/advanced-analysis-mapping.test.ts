import { describe, expect, it } from "vitest";
import {
  canTargetConcerns,
  classifyIngredient,
  describeIngredient,
  matchesSensitivity,
  splitIngredients,
} from "./advanced-analysis-mapping";
import { scoreRoutine } from "./advanced-analysis";

describe("splitIngredients", () => {
  it("splits on top-level commas, keeps locants whole and de-duplicates by canonical key", () => {
    const parsed = splitIngredients("Aqua (Water), 1,2-Hexanediol, Fragrance (Parfum, Aroma), Water, Glycerin.");
    expect(parsed.map((p) => p.name)).toEqual(["Aqua (Water)", "1,2-Hexanediol", "Fragrance (Parfum, Aroma)", "Glycerin"]);
    expect(splitIngredients("")).toEqual([]);
    expect(splitIngredients(null)).toEqual([]);
  });
});

describe("knowledge-base classification", () => {
  it.each<[string, string]>([
    ["Retinol", "retinoid"],
    ["Glycolic Acid", "aha"],
    ["Salicylic Acid", "bha"],
    ["Ascorbic Acid", "vitamin-c"],
    ["Niacinamide", "niacinamide"],
    ["Benzoyl Peroxide", "benzoyl-peroxide"],
    ["Palmitoyl Tripeptide-1", "peptide"],
    ["Alcohol Denat.", "drying-alcohol"],
    ["Lavandula Angustifolia (Lavender) Oil", "essential-oil"],
    ["Parfum", "fragrance"],
  ])("%s is %s", (name, cls) => {
    expect(classifyIngredient(name).has(cls as never)).toBe(true);
  });

  it("irritant hits: drying alcohol, fragrance, essential oils, menthol, SLS; not allergens, fatty alcohols or actives", () => {
    for (const name of ["Alcohol Denat.", "Parfum", "Citrus Limon Peel Oil", "Menthol", "Sodium Lauryl Sulfate"]) {
      expect(describeIngredient(name).irritant, name).toBe(true);
    }
    for (const name of ["Linalool", "Limonene", "Cetearyl Alcohol", "Benzyl Alcohol", "Retinol", "Glycolic Acid", "Sodium Laureth Sulfate"]) {
      expect(describeIngredient(name).irritant, name).toBe(false);
    }
  });

  it("vehicle-only ingredients and UV filters never count as target actives", () => {
    expect([...describeIngredient("Dimethicone").targets]).toEqual([]);
    expect([...describeIngredient("Zinc Oxide").targets]).toEqual([]);
    expect([...describeIngredient("Octocrylene").targets]).toEqual([]);
    expect(describeIngredient("Ceramide NP").targets.has("barrier-repair")).toBe(true);
    expect(describeIngredient("Sodium Hyaluronate").targets.has("hydration")).toBe(true);
    expect(canTargetConcerns(new Set(["emollient", "occlusive"]))).toBe(false);
    expect(canTargetConcerns(new Set(["mineral-uv-filter", "soothing"]))).toBe(false);
    expect(canTargetConcerns(new Set(["ceramide", "emollient"]))).toBe(true);
    expect(canTargetConcerns(new Set())).toBe(true);
  });

  it("a sunscreen alone does not earn the targets-concern points for anti-aging", () => {
    const r = scoreRoutine({
      profile: { skinType: "normal", primaryConcern: "anti-aging", ageBracket: "20-29", sensitivities: [] },
      morningProducts: [
        { name: "Sun Fluid", productType: "Sunscreen", ingredients: "Aqua, Zinc Oxide, Octocrylene", usageFrequency: "daily-am", selfAssessment: 3, concentrations: [] },
      ],
      nightProducts: [],
    });
    // Completeness: 5 + 1.5 morning sunscreen - 0.5 cleanser - 0.5 moisturizer - 0.5 treatment = 5.
    // Effectiveness: 5 - 2 (1 product) - 1.5 (no target actives) = 1.5.
    expect([r.completenessScore, r.effectivenessScore]).toEqual([5, 1.5]);
  });

  it("vitamin C/E/ferulic and retinol-like flags", () => {
    expect(describeIngredient("Tocopherol").antioxidantVitamin).toBe(true);
    expect(describeIngredient("Vitamin E").antioxidantVitamin).toBe(true);
    expect(describeIngredient("Ferulic Acid").antioxidantVitamin).toBe(true);
    expect(describeIngredient("Squalane").antioxidantVitamin).toBe(false);
    expect(describeIngredient("Retinol").retinolLike).toBe(true);
    expect(describeIngredient("Adapalene").retinolLike).toBe(false);
  });

  it("sensitivities match by class", () => {
    const m = (name: string, s: Parameters<typeof matchesSensitivity>[1]) => matchesSensitivity(describeIngredient(name), s);
    expect(m("Linalool", "fragrance")).toBe(true);
    expect(m("Alcohol Denat.", "alcohol")).toBe(true);
    expect(m("Cetearyl Alcohol", "alcohol")).toBe(false);
    expect(m("Mandelic Acid", "acids")).toBe(true);
    expect(m("Salicylic Acid", "acids")).toBe(true);
    expect(m("Hyaluronic Acid", "acids")).toBe(false);
    expect(m("Ascorbic Acid", "acids")).toBe(false);
    expect(m("Ascorbic Acid", "vitamin-c")).toBe(true);
    expect(m("Retinal", "retinoids")).toBe(true);
    expect(m("Mentha Piperita Oil", "essential-oils")).toBe(true);
  });
});

describe("keyword fallback for names the knowledge base does not know", () => {
  it.each<[string, string[], boolean]>([
    ["Acme Encapsulated Retinol Complex", ["retinoid"], false],
    ["Acme Glycolic Acid Complex", ["aha"], false],
    ["Acme Salicylic Acid Beads", ["bha"], false],
    ["Acme Ethylhexyl Salicylate Blend", ["chemical-uv-filter"], false],
    ["Acme Lavender Essential Oil", ["essential-oil"], true],
    ["Acme Rosehip Seed Oil", [], false],
    ["Acme Denatured Alcohol", ["drying-alcohol"], true],
    ["Acme Cetyl Alcohol Flakes", ["fatty-alcohol"], false],
    ["Acme Fragrance Blend", ["fragrance"], true],
    ["Acme Linalool Fraction", ["fragrance-allergen"], false],
    ["Acme Menthol Crystals", [], true],
    ["Acme Hyaluronic Complex", ["humectant"], false],
  ])("%s → %j, irritant %s", (name, classes, irritant) => {
    const facts = describeIngredient(name);
    expect(facts.source).toBe("keywords");
    expect([...facts.classes].sort()).toEqual([...classes].sort());
    expect(facts.irritant).toBe(irritant);
  });

  it("keyword targets follow the concern table", () => {
    expect([...describeIngredient("Acme Encapsulated Retinol Complex").targets].sort()).toEqual(
      ["acne", "anti-aging", "fine-lines", "hyperpigmentation"].sort(),
    );
    expect([...describeIngredient("Acme Hyaluronic Complex").targets]).toEqual(["hydration"]);
    expect([...describeIngredient("Acme Bakuchiol Oil").targets].sort()).toEqual(["anti-aging", "fine-lines"]);
    expect(describeIngredient("Acme Encapsulated Adapalene").retinolLike).toBe(false);
    expect(describeIngredient("Acme Tocopherol Mix").antioxidantVitamin).toBe(true);
  });
});
