/** One wait per pair of steps: the analysis text and the app's timer read it from core/layering.ts. */
import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluation";
import { parseAnalysis } from "./evaluation/analysis-text";
import { sortByRecommendedOrder } from "./domain";
import { maskUse, sortSteps, waitAfterStep, waitWords } from "./layering";
import { CATALOG_PRODUCTS } from "../drizzle/seed/products";

const P = (name: string) => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
};

describe("the wait between two steps", () => {
  it("is the product type's wait, also after the last step", () => {
    expect(waitAfterStep({ productType: "Serum" }, { productType: "Moisturizer" })).toBe(60);
    expect(waitAfterStep({ productType: "Sunscreen" }, null)).toBe(120);
    expect(waitAfterStep({ productType: "Cleanser" }, { productType: "Serum" })).toBe(0);
  });

  it("is 15 minutes between niacinamide and vitamin C high in their lists, either way round", () => {
    const nia = P("Niacinamide 10% + Zinc 1%");
    const vitC = P("Vitamin C Suspension 23% + HA Spheres 2%");
    expect(waitAfterStep(nia, vitC)).toBe(900);
    expect(waitAfterStep(vitC, nia)).toBe(900);
    // Ascorbic acid at position 25 of a moisturiser is not a vitamin C step.
    const traceC = { productType: "Moisturizer", ingredients: CATALOG_PRODUCTS.find((p) => /Ascorbic Acid, Polysorbate 20, Retinol/.test(p.ingredients))!.ingredients };
    expect(waitAfterStep(nia, traceC)).toBe(60);
    // A sunscreen's niacinamide (EltaMD UV Clear's, say) is no reason to wait 15 minutes after a vitamin C serum.
    const niacinamideSpf = { name: "UV Clear Broad-Spectrum SPF 46", productType: "Moisturizer", ingredients: "Zinc Oxide 9.0%, Octinoxate 7.5%, Purified Water, Cyclopentasiloxane, Niacinamide, Octyldodecyl Neopentanoate" };
    expect(waitAfterStep(vitC, niacinamideSpf)).toBe(60);
    expect(waitAfterStep(vitC, { ...niacinamideSpf, name: "UV Clear", productType: "Sunscreen" })).toBe(60);
  });

  it("the analysis text says, step by step, the same wait as the timer", () => {
    const morning = [P("Hydrating Facial Cleanser"), P("Vitamin C Suspension 23% + HA Spheres 2%"), P("Niacinamide 10% + Zinc 1%"), P("Moisturizing Cream")];
    const e = evaluate({ goal: "even-tone", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: morning, nightProducts: [P("Hydrating Facial Cleanser"), P("Moisturizing Cream")] });
    const text = parseAnalysis(e.analysis)["MORNING ROUTINE"];
    const shown = sortByRecommendedOrder(morning.map((p, i) => ({ ...p, order: i })));
    shown.forEach((step, i) => {
      const seconds = waitAfterStep(step, shown[i + 1]);
      const said = `${i + 1}. ${step.name} (${step.productType})${seconds > 0 ? `, then wait ${waitWords(seconds)}` : ""}`;
      expect(text).toContain(said);
    });
    expect(text).toContain("then wait 15 minutes");
    const pair = e.insights.find((i) => i.ruleId === "conflict-niacinamide-vitamin-c");
    expect(pair?.action).toContain(`wait ${waitWords(waitAfterStep(shown[1], shown[2]))} between the two`);
  });
});

describe("where a mask goes (engine 1.4.5)", () => {
  const steps = (...xs: { productType: string; name: string }[]) => xs.map((x, order) => ({ ...x, order }));
  const names = (xs: { productType: string; name: string; order: number }[]) => sortSteps(xs).map((x) => x.name);
  it("a sheet, hydrogel or bio-cellulose mask follows the toner and essence, before serums, moisturizer and oil", () => {
    const night = steps(
      { productType: "Cleanser", name: "Gel Cleanser" },
      { productType: "Oil", name: "Rosehip Oil" },
      { productType: "Moisturizer", name: "Barrier Cream" },
      { productType: "Mask", name: "Hydrating Sheet Mask" },
      { productType: "Serum", name: "Retinol Serum" },
      { productType: "Toner", name: "Soothing Toner" },
    );
    expect(names(night)).toEqual(["Gel Cleanser", "Soothing Toner", "Hydrating Sheet Mask", "Retinol Serum", "Barrier Cream", "Rosehip Oil"]);
    for (const name of ["Brightening Hydrogel Mask", "Calming Bio-Cellulose Mask", "Sheet Masks"]) {
      expect(names(steps({ productType: "Moisturizer", name: "Cream" }, { productType: "Mask", name }, { productType: "Essence", name: "Essence" }))).toEqual(["Essence", name, "Cream"]);
    }
  });

  it("trap: a sleeping mask stays last, an eye or lip hydrogel patch is not a face sheet mask, a mud mask follows the cleanser", () => {
    expect(names(steps({ productType: "Mask", name: "Overnight Sleeping Mask" }, { productType: "Moisturizer", name: "Cream" }))).toEqual(["Cream", "Overnight Sleeping Mask"]);
    expect(names(steps({ productType: "Mask", name: "Hydrogel Eye Mask" }, { productType: "Moisturizer", name: "Cream" }))).toEqual(["Cream", "Hydrogel Eye Mask"]);
    expect(names(steps({ productType: "Toner", name: "Toner" }, { productType: "Mask", name: "SUPERMUD Clearing Treatment" }, { productType: "Cleanser", name: "Wash" }))).toEqual([
      "Wash",
      "SUPERMUD Clearing Treatment",
      "Toner",
    ]);
  });
});


describe("splash and purifying masks (engine 1.4.6)", () => {
  const steps = (...xs: { productType: string; name: string; ingredients?: string }[]) => xs.map((x, order) => ({ ...x, order }));
  const names = (xs: { productType: string; name: string; order: number }[]) => sortSteps(xs).map((x) => x.name);
  it("a splash mask is splashed on the cleansed face, before toner and moisturizer", () => {
    expect(names(steps({ productType: "Moisturizer", name: "Cream" }, { productType: "Toner", name: "Toner" }, { productType: "Mask", name: "Green Tea Splash Mask" }, { productType: "Cleanser", name: "Wash" }))).toEqual([
      "Wash",
      "Green Tea Splash Mask",
      "Toner",
      "Cream",
    ]);
  });

  it("a purifying mask, or one led by silica, is washed off after minutes", () => {
    expect(maskUse({ productType: "Mask", name: "Pore Purifying Mask", ingredients: "Water, Glycerin, Xanthan Gum" })).toBe("rinse-off");
    expect(maskUse({ productType: "Mask", name: "Vacuum Pore Mask", ingredients: "Water, Silica, Butylene Glycol, Mannitol" })).toBe("rinse-off");
  });

  it("trap: a splash-named sleeping pack stays last; silica far down a sleeping mask does not make it rinse-off", () => {
    expect(maskUse({ productType: "Mask", name: "Splash Hydration Sleeping Pack" })).toBe("leave-on");
    expect(maskUse({ productType: "Mask", name: "Hydrating Mask", ingredients: "Water, Glycerin, Dimethicone, Squalane, Shea Butter, Silica" })).toBe("leave-on");
  });
});
