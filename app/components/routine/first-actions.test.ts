/** "Do these first" on a real evaluation: never the same swap or action twice. */
import { describe, expect, it } from "vitest";
import { evaluate } from "@core/evaluation";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../../drizzle/seed/products";
import { translator } from "@core/i18n/catalogues";
import { firstActions } from "./schedule";

const catalogue = CATALOG_PRODUCTS.map((p, i) => ({ id: `id-${i}`, name: p.name, brand: p.brand, productType: p.productType, ingredientKeys: ingredientKeysOf(p.ingredients) }));
const P = (name: string) => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
};

describe("Do these first never says the same thing twice", () => {
  // Clarifying Lotion 2 used to be the example; since engine 1.4.2 its swap must keep its BHA and the
  // shipped catalogue has no gentler BHA toner for dry skin, so it gets no swap at all.
  it("a toner behind two warnings answered by one swap gives one line", () => {
    const routine = [P("Hydrating Facial Cleanser"), P("AHA/BHA Clarifying Treatment Toner"), P("Moisturizing Cream")];
    const e = evaluate({ goal: "hydration", secondaryGoals: [], skinType: "sensitive", skinFeeling: "", morningProducts: routine, nightProducts: routine }, catalogue);
    const about = e.insights.filter((i) => i.type === "warning" && i.products?.includes("AHA/BHA Clarifying Treatment Toner"));
    expect(about.length).toBeGreaterThanOrEqual(2);
    const actions = firstActions(e.insights, e.recommendations, translator("en")).map((a) => a.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions.filter((a) => a.startsWith("Swap AHA/BHA Clarifying Treatment Toner for"))).toHaveLength(1);
  });
});
