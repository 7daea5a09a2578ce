/**
 * The exposure formula of docs/methodology.md ("Exposure") on products of the retail catalogue
 * (../shared/data, read by name, never copied; left out of a run without it).
 */
import { describe, expect, it } from "vitest";
import { catalogueProduct as C } from "./__fixtures__/retail-catalogue";
import { analyzeRoutine, matchingIngredients, type AnalyzedProduct } from "./analyze";
import { exposureOf, isTrace, severityByExposure } from "./exposure";
import { ALCOHOL_EXPOSURE, FRAGRANCE_EXPOSURE, FRAGRANCE_HIGH_EXPOSURE, RULES, type PresentRule } from "./rules";
import type { RoutineProductInput } from "./types";

const ALLERGEN_LAST = "Honeymoon Glow AHA Resurfacing Night Serum with Echinacea GreenEnvy™";
const analyzed = (p: RoutineProductInput): AnalyzedProduct =>
  analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [p], nightProducts: [] }).morning[0];
const matcher = (id: string) => (RULES.find((r) => r.id === id) as PresentRule).match;
const fragranceOf = (p: AnalyzedProduct, ignoreTraces = false) => exposureOf(p, matchingIngredients(p, matcher("sensitive-fragrance")), ignoreTraces);
const alcoholOf = (p: AnalyzedProduct) => exposureOf(p, matchingIngredients(p, matcher("dry-drying-alcohol")), true);

describe("exposure", () => {
  it("one declared allergen last in a list counts half a trace: 0.05, low for sensitive skin, nothing for dry skin", () => {
    const p = analyzed(C(ALLERGEN_LAST));
    expect(matchingIngredients(p, matcher("sensitive-fragrance")).map((i) => `${i.key}@${i.position}`)).toEqual(["citral@52"]);
    expect(fragranceOf(p)).toBeCloseTo(0.05, 10);
    expect(severityByExposure(fragranceOf(p), FRAGRANCE_EXPOSURE)).toBe("low");
    expect(severityByExposure(fragranceOf(p, true), FRAGRANCE_HIGH_EXPOSURE)).toBeNull();
  });

  it("several essential oils near the top weigh more than the same count at the end", () => {
    const top = analyzed(C("Beauty Elixir"));
    const end = analyzed(C("Aqua Bomb Sleeping Mask"));
    expect(fragranceOf(top)).toBeGreaterThanOrEqual(1.5);
    expect(fragranceOf(end)).toBeLessThan(1.5);
    expect(fragranceOf(end, true)).toBe(0);
  });

  it("alcohol at positions 48-49 of 50 is a trace (0); at position 2 it is 1", () => {
    const late = analyzed(C("Beauty Water"));
    const ethanol = matchingIngredients(late, matcher("dry-drying-alcohol"));
    expect(ethanol.map((i) => i.position)).toEqual([48, 49]);
    expect(ethanol.every((i) => isTrace(i, 50))).toBe(true);
    expect(alcoholOf(late)).toBe(0);
    expect(severityByExposure(alcoholOf(late), ALCOHOL_EXPOSURE)).toBeNull();
    const high = analyzed(C("Power Peel Multi-Acid Resurfacing Pads"));
    expect(alcoholOf(high)).toBeGreaterThanOrEqual(1);
  });
});
