/**
 * Each finding said once on the results page, checked on real evaluations: the engine run on
 * products of the seeded catalogue, then split into the page's sections as results-view does.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "@core/evaluation";
import { parseAnalysis } from "@core/evaluation/analysis-text";
import type { EngineInput, Evaluation } from "@core/evaluation/types";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../../drizzle/seed/products";
import { interactionInsights, optimizationTexts, otherInsights, skinTypeInsights, usageAdvice } from "./results";

const catalogue = CATALOG_PRODUCTS.map((p, i) => ({ id: `id-${i}`, name: p.name, brand: p.brand, productType: p.productType, ingredientKeys: ingredientKeysOf(p.ingredients) }));
const P = (name: string) => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
};

function page(input: Partial<EngineInput>) {
  const full: EngineInput = { goal: "anti-aging", secondaryGoals: [], skinType: "dry", skinFeeling: "", morningProducts: [], nightProducts: [], ...input };
  const e: Evaluation = evaluate(full, catalogue);
  const products = [...full.morningProducts, ...full.nightProducts].map((p) => ({ name: p.name, productType: p.productType ?? "" }));
  const advice = usageAdvice(products);
  const texts = optimizationTexts(parseAnalysis(e.analysis), { recommendations: e.recommendations, advice, insights: e.insights });
  return { e, advice, texts, all: texts.map((t) => t.text).join("\n") };
}

describe("each finding once on the results page", () => {
  const routine = {
    morningProducts: [P("Hydrating Facial Cleanser"), P("Vitamin C Suspension 23% + HA Spheres 2%"), P("Anthelios UVMune 400 Invisible Fluid SPF50+")],
    nightProducts: [P("Moisturizing Cream"), P("Glycolic Acid 7% Toning Solution"), P("Hydrating Facial Cleanser")],
  };

  it("every insight goes to exactly one of Interactions, Skin Type Compatibility and Key Insights", () => {
    const { e } = page(routine);
    const placed = [...interactionInsights(e.insights), ...skinTypeInsights(e.insights), ...otherInsights(e.insights)];
    expect(placed).toHaveLength(e.insights.length);
    expect(new Set(placed).size).toBe(e.insights.length);
  });

  it("the texts do not restate the recommendation cards or the usage advice, and say no sentence twice", () => {
    const { e, advice, texts, all } = page(routine);
    expect(e.recommendations.length).toBeGreaterThan(0);
    for (const r of e.recommendations) expect(all).not.toContain(`${r.name} by ${r.brand} (`);
    expect(advice.map((a) => a.id)).toEqual(["sunscreen", "cleanser"]);
    expect(all).not.toMatch(/1\/4 teaspoon/);
    expect(all).not.toMatch(/massage the cleanser/i);
    const sentences = all.split(/(?<=[.!?])(?<!(?:^|[:;]\s)\d{1,2}\.)\s+(?=[A-Z])/);
    expect(new Set(sentences).size).toBe(sentences.length);
    // What is left still guides: the order of each routine and the patch test.
    expect(texts.find((t) => t.title === "Morning routine")?.text).toMatch(/^Recommended order: 1\. Hydrating Facial Cleanser/);
    expect(texts.find((t) => t.title === "Suggestions")?.text).toMatch(/warnings on this page/);
    expect(all).toMatch(/Patch test every new product/);
  });

  it("a missing sunscreen is said by its warning, not again in the morning text", () => {
    const { e, all } = page({
      morningProducts: [P("Hydrating Facial Cleanser"), P("Moisturizing Cream")],
      nightProducts: [P("Retinol 0.5% in Squalane"), P("Moisturizing Cream")],
    });
    expect(e.insights.some((i) => i.ruleId === "photosensitiser-without-spf" || i.ruleId === "no-morning-sunscreen")).toBe(true);
    expect(parseAnalysis(e.analysis)["MORNING ROUTINE"]).toMatch(/There is no sunscreen in this routine/);
    expect(all).not.toMatch(/There is no sunscreen in this routine/);
    // Without a sunscreen in the routine, Usage Advice has no sunscreen card: the advice is said once here.
    expect(all.match(/1\/4 teaspoon/g)).toHaveLength(1);
  });

  it("numbers every step of both routines when they start with the same cleanser", () => {
    const { texts } = page({
      morningProducts: [P("Hydrating Facial Cleanser"), P("Niacinamide 10% + Zinc 1%"), P("Moisturizing Cream")],
      nightProducts: [P("Hydrating Facial Cleanser"), P("Niacinamide 10% + Zinc 1%"), P("Moisturizing Cream")],
    });
    for (const title of ["Morning routine", "Night routine"]) {
      const text = texts.find((t) => t.title === title)?.text ?? "";
      expect(text).toMatch(/^Recommended order: 1\. Hydrating Facial Cleanser \(Cleanser\); 2\. Niacinamide 10% \+ Zinc 1% \(Serum\), then wait 1 minute; 3\. Moisturizing Cream \(Moisturizer\), then wait 1 minute\./);
    }
  });
});

