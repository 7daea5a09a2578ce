/**
 * Suggestions a person can follow as given (issue #28), on real lists of the shipped catalogue: a
 * swap is never harsher than the product it replaces, a product used morning and night is swapped
 * once for both, an added product brings the active asked for and not a peel around it, and the
 * reasons read as English.
 */
import { describe, expect, it } from "vitest";
import { catalogue, catalogueProduct as S } from "./__fixtures__/catalogue";
import { factsFor } from "./facts";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../drizzle/seed/products";
import { evaluate } from "./index";
import type { EngineInput, Evaluation, Recommendation } from "./types";

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

  it("adds salicylic acid for oily skin without bringing another acid along", () => {
    const e = run({ skinType: "oily" });
    const bha = e.recommendations.find((r) => r.type === "add" && r.reason.includes("salicylic acid"));
    expect(bha, JSON.stringify(e.recommendations.map((r) => r.name))).toBeDefined();
    expect(exfoliants(bha!)).toEqual(["bha"]);
  });

  it("writes 'an exfoliant', not 'a exfoliant'", () => {
    const reasons = ["normal", "oily", "sensitive"].flatMap((skinType) => run({ skinType: skinType as EngineInput["skinType"] }).recommendations.map((r) => r.reason));
    expect(reasons.join(" ")).toContain("is an exfoliant");
    expect(reasons.filter((r) => / is a [aeiou]/i.test(r))).toEqual([]);
  });
});
