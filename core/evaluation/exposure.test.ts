/**
 * The exposure formula of docs/methodology.md ("Exposure"), on real products: fixtures and the
 * shipped catalogue (drizzle/seed/products.ts); on retail catalogue products: exposure.sephora.test.ts.
 */
import { describe, expect, it } from "vitest";
import { catalogueProduct as C } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { analyzeRoutine, matchingIngredients, type AnalyzedProduct } from "./analyze";
import { exposureOf, severityByExposure } from "./exposure";
import { ALCOHOL_EXPOSURE, FRAGRANCE_EXPOSURE, RULES, type PresentRule } from "./rules";
import type { RoutineProductInput } from "./types";

const analyzed = (p: RoutineProductInput): AnalyzedProduct =>
  analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [p], nightProducts: [] }).morning[0];
const matcher = (id: string) => (RULES.find((r) => r.id === id) as PresentRule).match;
const fragranceOf = (p: AnalyzedProduct, ignoreTraces = false) => exposureOf(p, matchingIngredients(p, matcher("sensitive-fragrance")), ignoreTraces);
const alcoholOf = (p: AnalyzedProduct) => exposureOf(p, matchingIngredients(p, matcher("dry-drying-alcohol")), true);

describe("exposure", () => {
  it("parfum at position 10 and allergens after the 1% line: 0.85 plus half of 0.1 per allergen, medium", () => {
    const p = analyzed(F.FRAGRANCED_CREAM);
    const ings = matchingIngredients(p, matcher("sensitive-fragrance"));
    const parfum = ings.find((i) => i.key === "fragrance");
    expect(parfum?.position).toBe(10);
    const allergens = ings.filter((i) => i !== parfum);
    expect(allergens.length).toBeGreaterThan(0);
    expect(allergens.every((i) => i.afterOnePercentLine)).toBe(true);
    expect(fragranceOf(p)).toBeCloseTo(0.85 + allergens.length * 0.05, 10);
    expect(severityByExposure(fragranceOf(p), FRAGRANCE_EXPOSURE)).toBe("medium");
  });

  it("a rinse-off product counts 0.4 of the same list", () => {
    const leaveOn = analyzed({ ...F.FRAGRANCED_CREAM, productType: "Moisturizer" });
    const rinseOff = analyzed({ ...F.FRAGRANCED_CREAM, name: "Fragranced Wash", productType: "Cleanser" });
    expect(fragranceOf(rinseOff)).toBeCloseTo(fragranceOf(leaveOn) * 0.4, 10);
  });

  it("several essential oils near the top weigh more than one fragrance near the end", () => {
    const top = analyzed(C("Beauty Elixir")); // peppermint, rosemary and melissa oils at 7-9 of 16
    const end = analyzed(C("Water Sleeping Mask")); // fragrance at 13 of 16
    expect(fragranceOf(top)).toBeGreaterThanOrEqual(1.5);
    expect(fragranceOf(end)).toBeGreaterThan(0);
    expect(fragranceOf(end)).toBeLessThan(1.5);
  });

  it("alcohol at position 2 counts 1 or more: a drying dose", () => {
    const high = analyzed(C("Clarifying Lotion 2"));
    const alcohol = matchingIngredients(high, matcher("dry-drying-alcohol"));
    expect(alcohol.map((i) => i.position)).toEqual([2]);
    expect(alcoholOf(high)).toBeGreaterThanOrEqual(1);
    expect(severityByExposure(alcoholOf(high), ALCOHOL_EXPOSURE)).not.toBeNull();
  });

  it("fatty alcohols high in a cream are no drying alcohol at all", () => {
    expect(alcoholOf(analyzed(C("Moisturizing Cream", "CeraVe")))).toBe(0); // cetearyl alcohol at 3, cetyl alcohol at 5
  });
});
