/**
 * Suggestions a person can follow as given (issue #28), on real lists of the shipped catalogue: a
 * swap is never harsher than the product it replaces, a product used morning and night is swapped
 * once for both, an added product brings the active asked for and not a peel around it, and the
 * reasons read as English.
 */
import { describe, expect, it } from "vitest";
import { catalogue, catalogueProduct as S } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { candidateFromRow } from "./catalog";
import { normalizeProductType } from "./product-types";
import { factsFor } from "./facts";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../drizzle/seed/products";
import { evaluate } from "./index";
import type { CatalogCandidate, EngineInput, Evaluation, Recommendation } from "./types";
import { sortSteps } from "../layering";

const CLEANSER = S("Hydrating Facial Cleanser", "CeraVe");
const CREAM = S("Moisturizing Cream", "CeraVe");
const SUNSCREEN = S("Anthelios UVMune 400 Invisible Fluid SPF50+");
const GLYCOLIC_TONER = S("Glycolic Acid 7% Toning Solution");

function run(over: Partial<EngineInput>): Evaluation {
  return evaluate(
    {
      goal: "glow",
      secondaryGoals: [],
      skinType: "normal",
      skinFeeling: "",
      morningProducts: [CLEANSER, CREAM, SUNSCREEN],
      nightProducts: [CLEANSER, GLYCOLIC_TONER, CREAM],
      ...over,
    },
    catalogue(),
  );
}

/** The exfoliating classes a recommended product holds anywhere in its list. */
function exfoliants(r: Recommendation): string[] {
  const product = CATALOG_PRODUCTS.find((p) => p.name === r.name && p.brand === r.brand);
  if (!product) throw new Error(`${r.name} is not in the shipped catalogue`);
  const classes = new Set<string>();
  for (const key of ingredientKeysOf(product.ingredients)) {
    for (const c of factsFor(key).classes) if (["retinoid", "aha", "bha", "benzoyl-peroxide", "exfoliant-physical"].includes(c)) classes.add(c);
  }
  return [...classes].sort();
}

describe("suggestions a person can follow as given", () => {
  it("never swaps a glycolic toner for a product that adds another exfoliating active (the AHA + BHA peel)", () => {
    for (const skinType of ["normal", "oily", "dry", "combination"] as const) {
      const swaps = run({ skinType }).recommendations.filter((r) => r.replaces === GLYCOLIC_TONER.name);
      for (const swap of swaps) expect(exfoliants(swap), `${skinType}: ${swap.name}`).toEqual(["aha"]);
    }
  });

  it("swaps a product used morning and night once, for both routines", () => {
    const e = run({ skinType: "oily" });
    const creamSwaps = e.recommendations.filter((r) => r.replaces === CREAM.name);
    expect(creamSwaps).toHaveLength(1);
    expect(creamSwaps[0].timing).toContain("morning and night");
  });

  it("adds salicylic acid for oily skin without bringing another acid along, and never to a night that already exfoliates", () => {
    const exfoliating = run({ skinType: "oily" });
    expect(exfoliating.recommendations.filter((r) => r.type === "add" && exfoliants(r).length)).toEqual([]);
    const e = run({ skinType: "oily", nightProducts: [CLEANSER, CREAM] });
    const bha = e.recommendations.find((r) => r.type === "add" && r.reason.includes("salicylic acid"));
    expect(bha, JSON.stringify(e.recommendations.map((r) => r.name))).toBeDefined();
    expect(exfoliants(bha!)).toEqual(["bha"]);
  });

  it("writes 'an exfoliant', not 'a exfoliant'", () => {
    const reasons = ["normal", "oily", "sensitive"].flatMap((skinType) => run({ skinType: skinType as EngineInput["skinType"] }).recommendations.map((r) => r.reason));
    expect(reasons.join(" ")).toContain("is an exfoliant");
    expect(reasons.filter((r) => / is a [aeiou]/i.test(r))).toEqual([]);
  });

  it("never swaps for a higher declared strength of the same exfoliating active (a 20% glycolic peel, 10% lactic acid, for a 7% glycolic toner)", () => {
    const swab = candidateFromRow({ Label: "Exfoliant", Brand: F.GLYCOLIC_PEEL_SWAB.brand ?? "", Name: F.GLYCOLIC_PEEL_SWAB.name, Ingredients: F.GLYCOLIC_PEEL_SWAB.ingredients, Rank: "4" }, "peel-swab") as CatalogCandidate;
    const cat = [...catalogue(), swab];
    const strength = (r: Recommendation) => Math.max(0, ...[...r.name.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1])));
    for (const skinType of ["normal", "oily", "dry", "combination", "sensitive"] as const) {
      // Fragrance high in its list and a declared fragrance sensitivity are the toner's reason to be swapped, not its
      // glycolic acid, so the swap keeps an AHA and is compared with the toner's 7%.
      const toner = { ...GLYCOLIC_TONER, ingredients: GLYCOLIC_TONER.ingredients.replace("Glycerin", "Glycerin, Parfum") };
      const input: EngineInput = {
        goal: "glow",
        secondaryGoals: [],
        skinType,
        skinFeeling: "",
        profile: { sensitivities: ["fragrance"] },
        morningProducts: [CLEANSER, CREAM, SUNSCREEN],
        nightProducts: [CLEANSER, toner, CREAM],
      };
      const swaps = evaluate(input, cat).recommendations.filter((r) => r.replaces === GLYCOLIC_TONER.name);
      expect(swaps.length, skinType).toBeGreaterThan(0);
      for (const swap of swaps) expect(strength(swap), `${skinType}: ${swap.name}`).toBeLessThanOrEqual(7);
    }
  });

  it("a benzoyl peroxide 2.5% gel is swapped for benzoyl peroxide at 2.5% or less, or for nothing: not 5%, not a scar gel or a patch", () => {
    const bpo = S("CLEAR Regular Strength Daily Skin Clearing Treatment with 2.5% Benzoyl Peroxide");
    for (const skinType of ["oily", "combination", "normal"] as const) {
      const e = run({ goal: "acne-care", skinType, nightProducts: [CLEANSER, bpo, CREAM] });
      // Laureth-4 high in its list is a pore-clogging finding, but an acne drug is kept for its drug (engine 1.4.10): CARE.
      expect(e.productMarks.find((m) => m.name === bpo.name)?.mark).toBe("CARE");
      for (const swap of e.recommendations.filter((r) => r.replaces === bpo.name)) {
        expect(exfoliants(swap), `${skinType}: ${swap.name}`).toEqual(["benzoyl-peroxide"]);
        expect(swap.name, skinType).not.toMatch(/\b5%/);
      }
    }
  });

  it("a retinoid serum swapped for drying alcohol is swapped for another retinoid, except when the retinoid is the finding", () => {
    for (const skinType of ["dry", "sensitive"] as const) {
      const swaps = run({ goal: "anti-aging", skinType, nightProducts: [CLEANSER, F.RETINOL_SERUM, CREAM] }).recommendations.filter((r) => r.replaces === F.RETINOL_SERUM.name);
      for (const swap of swaps) expect(exfoliants(swap), `${skinType}: ${swap.name}`).toEqual(["retinoid"]);
    }
    // With no other retinoid serum to offer, no swap: not a hydrating serum in its place.
    const noRetinoid = catalogue().filter((c) => !c.ingredientKeys.some((k) => factsFor(k).classes.has("retinoid")));
    const input: EngineInput = { goal: "anti-aging", secondaryGoals: [], skinType: "dry", skinFeeling: "", morningProducts: [CLEANSER, CREAM, SUNSCREEN], nightProducts: [CLEANSER, F.RETINOL_SERUM, CREAM] };
    expect(evaluate(input, noRetinoid).recommendations.filter((r) => r.replaces === F.RETINOL_SERUM.name).map((r) => r.name)).toEqual([]);
    const pregnant = run({ goal: "anti-aging", profile: { pregnant: true }, nightProducts: [CLEANSER, F.RETINOL_SERUM, CREAM] });
    for (const swap of pregnant.recommendations.filter((r) => r.replaces === F.RETINOL_SERUM.name)) expect(exfoliants(swap), swap.name).toEqual([]);
  });

  it("a toner a retailer files under Cleanser is a toner: no '2 × Cleanser' and no cleanser in its place", () => {
    const toner = { ...S("Alcohol-Free Rose Petal Witch Hazel Toner"), productType: "Cleanser" };
    const e = run({ skinType: "sensitive", morningProducts: [CLEANSER, toner, CREAM, SUNSCREEN], nightProducts: [CLEANSER, toner, CREAM] });
    expect(e.insights.filter((i) => i.ruleId === "duplicate-type").map((i) => i.description)).toEqual([]);
    for (const r of e.recommendations.filter((x) => x.replaces === toner.name)) expect(r.productType).toBe("Toner");
    expect(normalizeProductType("Cleanser", "Rose Floral Toner Mini")).toBe("Toner");
    expect(normalizeProductType("Cleanser", "Hydrating Essence Toner")).toBe("Toner");
    expect(normalizeProductType("Moisturizer", "Take The Day Off Cleansing Oil")).toBe("Cleanser");
    // A cleanser that says toner, or a cleanser of any other name, stays a cleanser.
    expect(normalizeProductType("Cleanser", "Cleansing Toner")).toBe("Cleanser");
    expect(normalizeProductType("Cleanser", "Ultra Facial Cleanser")).toBe("Cleanser");
  });
});

describe("following every suggestion at once", () => {
  // What the next evaluation would hold against the suggestions themselves: two of a type, two exfoliants, a pair.
  const CLASHES = /^(duplicate-type|duplicate-retinoid|over-exfoliation|exfoliation-load|conflict-)/;
  const STARTS: Partial<EngineInput>[] = [
    { morningProducts: [], nightProducts: [] },
    { morningProducts: [F.GENTLE_CLEANSER], nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER] },
    { morningProducts: [F.GENTLE_CLEANSER, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM] },
    { morningProducts: [F.GENTLE_CLEANSER], nightProducts: [F.GENTLE_CLEANSER, F.BENZOYL_PEROXIDE_GEL] },
  ];

  it("brings no second product of a type, no second exfoliant and no conflicting pair into a routine", () => {
    const byName = new Map(CATALOG_PRODUCTS.map((p) => [`${p.name}|${p.brand}`, p]));
    const clashes: string[] = [];
    for (const goal of ["anti-aging", "acne-care", "hydration", "even-tone", "glow", "oil-control", "reduce-redness"] as const) {
      for (const skinType of ["normal", "dry", "oily", "combination", "sensitive"] as const) {
        for (const start of STARTS) {
          const input: EngineInput = { goal, secondaryGoals: [], skinType, skinFeeling: "", morningProducts: [], nightProducts: [], ...start };
          const e = evaluate(input, catalogue());
          const next = { ...input, morningProducts: [...input.morningProducts], nightProducts: [...input.nightProducts] };
          for (const r of e.recommendations) {
            const product = byName.get(`${r.name}|${r.brand}`);
            if (!product) throw new Error(`${r.name} is not in the shipped catalogue`);
            const added = S(product.name, product.brand);
            for (const [routine, key] of [["morning", "morningProducts"], ["night", "nightProducts"]] as const) {
              if (!r.timing.includes(routine)) continue;
              next[key] = r.type === "swap" ? next[key].map((p) => (p.name === r.replaces ? added : p)) : [...next[key], added];
            }
          }
          for (const key of ["morningProducts", "nightProducts"] as const) next[key] = sortSteps(next[key].map((p, i) => ({ ...p, order: i + 1 })));
          const before = new Set(e.insights.map((i) => i.ruleId));
          const after = evaluate(next, catalogue());
          for (const i of after.insights) {
            if (i.type === "warning" && CLASHES.test(i.ruleId ?? "") && !before.has(i.ruleId)) clashes.push(`${goal}/${skinType}/${STARTS.indexOf(start)}: ${i.ruleId} (${(i.products ?? []).join(" + ")})`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("what is never suggested", () => {
  const row = (Name: string, Label: string, Ingredients: string) => candidateFromRow({ Label, Brand: "Test", Name, Ingredients, Rank: "5" }, Name) as CatalogCandidate;
  const CREAM_LIST = "Water, Glycerin, Ceramide NP, Ceramide AP, Cholesterol, Squalane, Panthenol, Sodium Hyaluronate, Niacinamide, Allantoin, Tocopherol";
  const noMoisturizer = { morningProducts: [CLEANSER, SUNSCREEN], nightProducts: [CLEANSER] };

  it("a kit whose list joins its products' lists, a two-step product, or a body product: never, whatever its name", () => {
    const single = row("Barrier Cream", "Moisturizer", CREAM_LIST);
    const kit = row("The Little Ones", "Moisturizer", `Jelly Cleanser: Water, Sodium Lauroyl Methyl Isethionate, Glycerin. Day Serum: Water, Ascorbic Acid. Barrier Cream: ${CREAM_LIST}`);
    const steps = row("Two Step Cream", "Moisturizer", `Step 1: Water, Glycerin, Lactic Acid. Step 2: ${CREAM_LIST}`);
    const body = row("Barrier Body Cream", "Moisturizer", CREAM_LIST);
    const faceAndBody = row("Barrier Cream for Face and Body", "Moisturizer", CREAM_LIST);
    expect([kit.joinsLists, steps.joinsLists, single.joinsLists]).toEqual([true, true, undefined]);
    const named = (cat: CatalogCandidate[]) =>
      evaluate({ goal: "hydration", secondaryGoals: [], skinType: "dry", skinFeeling: "", ...noMoisturizer }, cat).recommendations.map((r) => r.name);
    expect(named([single])).toContain(single.name);
    expect(named([faceAndBody])).toContain(faceAndBody.name);
    for (const c of [kit, steps, body]) expect(named([c]), c.name).not.toContain(c.name);
  });
});
