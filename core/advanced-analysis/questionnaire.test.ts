/** The advanced analysis follows its questionnaire, and its tier is the one its overall score is in. */
import { describe, expect, it } from "vitest";
import { ROUTINE_TIERS, routineTier, scoreRoutine, type AdvancedRoutineEntry, type SkinProfile } from ".";
import { CATALOG_PRODUCTS } from "../../drizzle/seed/products";

const entry = (name: string, over: Partial<AdvancedRoutineEntry> = {}): AdvancedRoutineEntry => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients, usageFrequency: "daily-pm", selfAssessment: 3, concentrations: [], ...over };
};
const profile: SkinProfile = { skinType: "combination", primaryConcern: "acne", ageBracket: "20-29", sensitivities: [] };
const routine = {
  morningProducts: [entry("Hydrating Facial Cleanser", { usageFrequency: "daily-am" }), entry("Moisturizing Cream", { usageFrequency: "daily-am" })],
  nightProducts: [entry("Hydrating Facial Cleanser"), entry("Adapalene Gel 0.1% Acne Treatment"), entry("Moisturizing Cream")],
};

describe("the questionnaire's answers change the findings", () => {
  it("pregnant: adapalene is a warning and costs safety; not pregnant: no such warning", () => {
    const plain = scoreRoutine({ profile, ...routine });
    const pregnant = scoreRoutine({ profile: { ...profile, pregnant: true }, ...routine });
    const breastfeeding = scoreRoutine({ profile: { ...profile, breastfeeding: true }, ...routine });
    const title = "Adapalene Gel 0.1% Acne Treatment while pregnant or breastfeeding";
    expect(plain.prioritizedRecommendations.map((i) => i.title)).not.toContain(title);
    for (const r of [pregnant, breastfeeding]) {
      const w = r.prioritizedRecommendations.find((i) => i.title === title);
      expect(w?.type).toBe("warning");
      expect(w?.description).toMatch(/Adapalene/);
      expect(r.safetyScore).toBeLessThan(plain.safetyScore);
    }
  });

  it("salicylic acid is a pregnancy warning only above 2 % declared", () => {
    const bha = CATALOG_PRODUCTS.find((p) => p.productType !== "Cleanser" && /Salicylic Acid/.test(p.ingredients.split(",").slice(0, 4).join()))!;
    const low = scoreRoutine({ profile: { ...profile, pregnant: true }, morningProducts: [], nightProducts: [entry(bha.name, { concentrations: [{ ingredient: "Salicylic Acid", percentage: 2 }] })] });
    const high = scoreRoutine({ profile: { ...profile, pregnant: true }, morningProducts: [], nightProducts: [entry(bha.name, { concentrations: [{ ingredient: "Salicylic Acid", percentage: 10 }] })] });
    const flagged = (r: typeof low) => r.prioritizedRecommendations.some((i) => /while pregnant/.test(i.title));
    expect(flagged(low)).toBe(false);
    expect(flagged(high)).toBe(true);
  });
});

describe("the tier matches the overall score", () => {
  it("every score from 0 to 10 lies in the range its tier shows", () => {
    for (let tenth = 0; tenth <= 100; tenth++) {
      const score = tenth / 10;
      const tier = ROUTINE_TIERS.find((t) => t.tier === routineTier(score))!;
      const [low, high] = tier.range.split("-").map(Number);
      expect(score).toBeGreaterThanOrEqual(low);
      expect(score).toBeLessThanOrEqual(high);
    }
  });
});
