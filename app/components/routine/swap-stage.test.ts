import { describe, expect, it } from "vitest";
import { swapRecommendation as rec } from "./__fixtures__/recommendations";
import { recommendationKey } from "./replace";
import { pressSwap, stagedChanges, stagedProducts, stageSwaps, swapTarget } from "./swap-stage";
import type { StackProduct } from "./routine-view";

const product = (id: string, name: string, order: number, over: Partial<StackProduct> = {}): StackProduct => ({
  id,
  productId: `cat-${id}`,
  name,
  brand: "Brand",
  imageUrl: null,
  productType: "Serum",
  ingredients: "Aqua",
  order,
  ...over,
});

const lists = {
  morning: [product("m2", "Anthelios", 2, { usageFrequency: "daily-am" }), product("m1", "Cleanser", 1), product("m3", "Mist", 3)],
  night: [product("n1", "Cream", 1), product("n2", "Anthelios", 2)],
};
const names = (rows: ReturnType<typeof stageSwaps>["morning"]) =>
  rows.map((r) => (r.kind === "kept" ? r.product.name : `${r.recommendation.name}${r.kind === "swapped" ? ` (for ${r.replaced.name})` : " (added)"}`));

describe("staging a swap", () => {
  it("the replacement takes the named product's place: same routine, same position, the old one gone", () => {
    const swap = rec();
    const rows = stageSwaps(lists, [swap], [recommendationKey(swap)], { "p-spf": "Water, Zinc Oxide" });
    expect(names(rows.morning)).toEqual(["Cleanser", "AM Lotion SPF 50 (for Anthelios)", "Mist"]);
    expect(names(rows.night)).toEqual(["Cream", "Anthelios"]); // the timing said morning
    const saved = stagedProducts(rows.morning);
    expect(saved.map((p) => [p.name, p.order, p.productId, p.ingredients])).toEqual([
      ["Cleanser", 1, "cat-m1", "Aqua"],
      ["AM Lotion SPF 50", 2, "p-spf", "Water, Zinc Oxide"],
      ["Mist", 3, "cat-m3", "Aqua"],
    ]);
    expect(saved.map((p) => p.name)).not.toContain("Anthelios");
  });

  it("nothing staged: the routine as it is", () => {
    const rows = stageSwaps(lists, [rec()], []);
    expect(names(rows.morning)).toEqual(["Cleanser", "Anthelios", "Mist"]);
    expect(stagedChanges(rows)).toEqual([]);
  });

  it("finds the named product in the other routine when the timing's routine lacks it", () => {
    const swap = rec({ replaces: "Cream" });
    expect(swapTarget(lists, swap).routine).toBe("night");
    const rows = stageSwaps(lists, [swap], [recommendationKey(swap)]);
    expect(names(rows.night)).toEqual(["AM Lotion SPF 50 (for Cream)", "Anthelios"]);
    expect(stagedChanges(rows).map((c) => [c.routine, c.row.kind])).toEqual([["night", "swapped"]]);
  });

  it("a product no longer in the routine: the replacement is added at the end, and says so", () => {
    const swap = rec({ replaces: "Gone Toner", timing: "night routine" });
    const rows = stageSwaps(lists, [swap], [recommendationKey(swap)]);
    expect(names(rows.night)).toEqual(["Cream", "Anthelios", "AM Lotion SPF 50 (added)"]);
    expect(swapTarget(lists, swap).product).toBeNull();
  });

  it("pressing again unstages; one replacement per product", () => {
    const a = rec();
    const b = rec({ name: "Other SPF", productId: "p-other" });
    const all = [a, b];
    let staged = pressSwap([], a, all);
    expect(staged).toEqual([recommendationKey(a)]);
    staged = pressSwap(staged, b, all);
    expect(staged).toEqual([recommendationKey(b)]);
    expect(names(stageSwaps(lists, all, staged).morning)).toEqual(["Cleanser", "Other SPF (for Anthelios)", "Mist"]);
    expect(pressSwap(staged, b, all)).toEqual([]);
  });

  it("two swaps for two products of the same name replace one each", () => {
    const morningSwap = rec();
    const nightSwap = rec({ name: "Night Cream", productId: "p-nc", timing: "night routine" });
    const rows = stageSwaps(lists, [morningSwap, nightSwap], [recommendationKey(morningSwap), recommendationKey(nightSwap)]);
    expect(names(rows.morning)).toContain("AM Lotion SPF 50 (for Anthelios)");
    expect(names(rows.night)).toEqual(["Cream", "Night Cream (for Anthelios)"]);
  });
});
