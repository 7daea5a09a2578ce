/** Recommendations chosen from the passed catalogue, and the KEEP / REPLACE marks. */
import { describe, expect, it } from "vitest";
import { catalogue } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { baseInput } from "./__fixtures__/products";
import { factsFor, weighedKeys } from "./facts";
import { evaluate } from "./index";
import type { CatalogCandidate, EngineInput, Evaluation, Recommendation } from "./types";

const cat = catalogue();
const byId = new Map(cat.map((c) => [c.id, c]));

function candidateOf(r: Recommendation): CatalogCandidate {
  const c = byId.get(r.productId);
  if (!c) throw new Error(`recommendation ${r.name} is not from the catalogue`);
  return c;
}

function checkFromCatalogue(e: Evaluation, skinType: EngineInput["skinType"]) {
  for (const r of e.recommendations) {
    const c = candidateOf(r);
    expect(r.name).toBe(c.name);
    expect(r.brand).toBe(c.brand);
    expect(r.keyIngredients.length).toBeLessThanOrEqual(4);
    const names = new Set(weighedKeys(c.ingredientKeys).ingredients.map((i) => i.name));
    for (const k of r.keyIngredients) expect(names.has(k), `${k} in ${c.name}`).toBe(true);
    if (c.suitableFor?.length) expect(c.suitableFor).toContain(skinType);
    expect(r.timing).toMatch(/morning|night/);
  }
}

describe("recommendations from the real catalogue", () => {
  it("sensitive skin with a fragranced cream: a swap for a fragrance-free moisturizer, suited to sensitive skin", () => {
    const input = baseInput({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.FRAGRANCED_CREAM] });
    const e = evaluate(input, cat);
    checkFromCatalogue(e, "sensitive");
    const swap = e.recommendations.find((r) => r.type === "swap" && r.replaces === F.FRAGRANCED_CREAM.name);
    expect(swap, JSON.stringify(e.recommendations.map((r) => [r.type, r.replaces]))).toBeDefined();
    if (!swap) return;
    expect(swap.productType).toBe("Moisturizer");
    expect(swap.timing).toMatch(/^night/);
    expect(swap.timing).not.toContain("morning");
    const keys = candidateOf(swap).ingredientKeys;
    for (const k of keys) {
      const f = factsFor(k);
      expect(f.classes.has("fragrance") || f.classes.has("essential-oil"), `${k} in ${swap.name}`).toBe(false);
    }
    expect(swap.reason).toContain(F.FRAGRANCED_CREAM.name);
    expect(swap.reason).toContain("Fragrance (Parfum)");
  });

  it("a retinoid and no sunscreen: adds a real SPF product for the morning", () => {
    const input = baseInput({
      morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM],
      nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM],
    });
    const e = evaluate(input, cat);
    checkFromCatalogue(e, "normal");
    const add = e.recommendations.find((r) => r.type === "add" && r.productType === "Sunscreen");
    expect(add).toBeDefined();
    expect(add?.replaces).toBeNull();
    expect(add?.timing).toContain("morning");
    expect(add?.name).toMatch(/spf\s*\d+|sunscreen/i);
    expect(add?.reason).toContain("1/4 teaspoon (1.25 ml)");
  });

  it("dry skin with a drying-alcohol cream: the swap is an alcohol-free moisturizer", () => {
    const e = evaluate(baseInput({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.ALCOHOL_NECK_CREAM] }), cat);
    checkFromCatalogue(e, "dry");
    const swap = e.recommendations.find((r) => r.replaces === F.ALCOHOL_NECK_CREAM.name);
    expect(swap).toBeDefined();
    if (!swap) return;
    for (const k of candidateOf(swap).ingredientKeys) expect(factsFor(k).classes.has("drying-alcohol"), k).toBe(false);
  });

  it("no recommendation with an empty catalogue, and none invented", () => {
    const e = evaluate(baseInput({ skinType: "sensitive", nightProducts: [F.FRAGRANCED_CREAM] }), []);
    expect(e.recommendations).toEqual([]);
  });
});

describe("candidate selection on a small catalogue", () => {
  const keysOf = (text: string) => text.split(",").map((s) => s.trim().toLowerCase());
  const moisturizer = (id: string, name: string, list: string, extra: Partial<CatalogCandidate> = {}): CatalogCandidate => ({
    id,
    name,
    brand: "TEST",
    productType: "Moisturizer",
    ingredientKeys: keysOf(list),
    ...extra,
  });
  const CLEAN = "water, glycerin, squalane, ceramide np, niacinamide, panthenol, phenoxyethanol";
  const input = baseInput({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.FRAGRANCED_CREAM] });

  it("skips candidates with the flagged ingredient, unsuited ones and conflicting ones; ties go to the name", () => {
    const small: CatalogCandidate[] = [
      moisturizer("a", "Zeta Cream", CLEAN),
      moisturizer("b", "Alpha Cream", CLEAN),
      moisturizer("c", "Best But Scented", `${CLEAN}, fragrance`, { rank: 5 }),
      moisturizer("d", "Oily Skin Only", CLEAN, { suitableFor: ["oily"] }),
      moisturizer("e", "Retinol Night Cream", "water, glycerin, retinol, ceramide np, niacinamide, panthenol"),
    ];
    const e = evaluate(input, small);
    const swap = e.recommendations.find((r) => r.replaces === F.FRAGRANCED_CREAM.name);
    expect(swap?.name).toBe("Alpha Cream");
    expect(swap?.productId).toBe("b");
    expect(swap?.keyIngredients.length).toBeLessThanOrEqual(4);
    // Order of the catalogue does not matter.
    const again = evaluate(input, [...small].reverse());
    expect(JSON.stringify(again.recommendations)).toBe(JSON.stringify(e.recommendations));
  });

  it("the only candidate carrying the flagged ingredient is not recommended at all", () => {
    const e = evaluate(input, [moisturizer("c", "Scented", `${CLEAN}, parfum`)]);
    expect(e.recommendations.filter((r) => r.type === "swap")).toEqual([]);
  });
});

describe("KEEP and REPLACE marks", () => {
  it("a swap recommendation marks the product it replaces", () => {
    const e = evaluate(baseInput({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.FRAGRANCED_CREAM] }), cat);
    const mark = e.productMarks.find((m) => m.routine === "night" && m.position === 2);
    expect(mark?.name).toBe(F.FRAGRANCED_CREAM.name);
    expect(mark?.mark).toBe("REPLACE");
    // The reason names the finding on the page, then the alternative (#28).
    expect(mark?.reason).toMatch(/^Fragrance for sensitive skin.*Swap suggested: /);
  });

  it("a major irritating, drying or sensitising ingredient marks REPLACE; clean products KEEP", () => {
    const e = evaluate(baseInput({ nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER, F.ULTRA_REPAIR_CREAM] }), []);
    const marks = e.productMarks.filter((m) => m.routine === "night");
    expect(marks.map((m) => m.mark)).toEqual(["KEEP", "REPLACE", "KEEP"]);
    // The reason names the finding on the page (#28); the finding names the ingredient and its concern.
    expect(marks[1].reason).toContain("Ingredients that can irritate, dry or sensitise");
    // Normal skin: the alcohol's concern is its irritation; drying concerns dry or sensitive skin (engine 1.4.3).
    expect(e.insights.find((i) => i.ruleId === "ingredient-concern")?.description).toContain("Alcohol Denat. (position 3) (irritation)");
    // The glycolic acid itself is a treatment active, not a reason to replace the product.
    expect(marks[1].reason).not.toContain("Glycolic");
  });

  it("position weighting: trace fragrance allergens do not mark a product for normal skin, but do for sensitive skin", () => {
    const normal = evaluate(baseInput({ nightProducts: [F.NIGHT_CREAM_RETINYL_PALMITATE] }), []);
    expect(normal.productMarks.find((m) => m.routine === "night")?.mark).toBe("KEEP");
    const sensitive = evaluate(baseInput({ skinType: "sensitive", nightProducts: [F.NIGHT_CREAM_RETINYL_PALMITATE] }), []);
    const m = sensitive.productMarks.find((x) => x.routine === "night");
    expect(m?.mark).toBe("REPLACE");
    // Hydroxycitronellal sits just before the 1% line: for an allergy rule that is as sure as above it (#28).
    expect(m?.reason).toContain("Fragrance for sensitive skin");
  });

  it("one mark per product row, in routine order with 1-based positions", () => {
    const input = baseInput({});
    const e = evaluate(input, []);
    expect(e.productMarks.map((m) => [m.routine, m.position, m.name])).toEqual([
      ...input.morningProducts.map((p, i) => ["morning", i + 1, p.name]),
      ...input.nightProducts.map((p, i) => ["night", i + 1, p.name]),
    ]);
  });
});
