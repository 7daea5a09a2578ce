/** "Do these first" on a real evaluation: never the same swap or action twice. */
import { describe, expect, it } from "vitest";
import { evaluate } from "@core/evaluation";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../../drizzle/seed/products";
import { firstActions } from "./schedule";

const catalogue = CATALOG_PRODUCTS.map((p, i) => ({ id: `id-${i}`, name: p.name, brand: p.brand, productType: p.productType, ingredientKeys: ingredientKeysOf(p.ingredients) }));
const P = (name: string) => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
};

describe("Do these first never says the same thing twice", () => {
  it("a toner behind two warnings answered by one swap gives one line", () => {
    const routine = [P("Hydrating Facial Cleanser"), P("Clarifying Lotion 2"), P("Moisturizing Cream")];
    const e = evaluate({ goal: "hydration", secondaryGoals: [], skinType: "dry", skinFeeling: "", morningProducts: routine, nightProducts: routine }, catalogue);
    const about = e.insights.filter((i) => i.type === "warning" && i.products?.includes("Clarifying Lotion 2"));
    expect(about.length).toBeGreaterThanOrEqual(2);
    const actions = firstActions(e.insights, e.recommendations).map((a) => a.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions.filter((a) => a.startsWith("Swap Clarifying Lotion 2 for"))).toHaveLength(1);
  });
});
