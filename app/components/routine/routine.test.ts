import { describe, expect, it } from "vitest";
import {
  addItem,
  canContinue,
  frequencyChoiceOf,
  itemFromProduct,
  itemsFromRoutineProducts,
  setFrequency,
  moveItem,
  payloadFromRoutineProducts,
  removeItem,
  splitIngredients,
  storedOrder,
  toPayload,
  type RoutineItem,
  type Routines,
} from "./routine";
import { displayOrder } from "./display-order";

const item = (name: string, productType = "", productId: string | null = name): RoutineItem =>
  itemFromProduct({ id: productId, name, brand: "B", productType, ingredients: "Water" }, `k-${name}`);

const empty = (): Routines => ({ morning: [], night: [] });

describe("adding, removing and moving", () => {
  it("adds with order = length + 1 to the chosen routine", () => {
    let r = addItem(empty(), "morning", item("A"));
    r = addItem(r, "morning", item("B"));
    r = addItem(r, "night", item("C"));
    expect(r.morning.map((i) => [i.name, i.order])).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
    expect(r.night.map((i) => [i.name, i.order])).toEqual([["C", 1]]);
  });

  it("does not add the same product twice to one routine, but allows it in the other", () => {
    let r = addItem(empty(), "morning", item("A"));
    expect(addItem(r, "morning", { ...item("A"), key: "other" })).toBe(r);
    r = addItem(r, "night", item("A"));
    expect(r.night).toHaveLength(1);
  });

  it("renumbers after a removal", () => {
    let r = empty();
    for (const n of ["A", "B", "C"]) r = addItem(r, "night", item(n));
    r = removeItem(r, "night", "k-B");
    expect(r.night.map((i) => [i.name, i.order])).toEqual([
      ["A", 1],
      ["C", 2],
    ]);
  });

  it("moves to the end of the other routine and renumbers the source", () => {
    let r = empty();
    for (const n of ["A", "B", "C"]) r = addItem(r, "morning", item(n));
    r = addItem(r, "night", item("X"));
    r = moveItem(r, "morning", "k-A");
    expect(r.morning.map((i) => [i.name, i.order])).toEqual([
      ["B", 1],
      ["C", 2],
    ]);
    expect(r.night.map((i) => [i.name, i.order])).toEqual([
      ["X", 1],
      ["A", 2],
    ]);
  });

  it("needs at least 2 products in all to continue", () => {
    const one = addItem(empty(), "morning", item("A"));
    expect(canContinue(one)).toBe(false);
    expect(canContinue(addItem(one, "night", item("B")))).toBe(true);
  });
});

describe("ordering", () => {
  const stored = [
    { ...item("Cream", "Moisturizer"), order: 1 },
    { ...item("Mystery", "Gadget"), order: 2 },
    { ...item("Wash", "Cleanser"), order: 3 },
    { ...item("SPF", "Sunscreen"), order: 4 },
    { ...item("Acid", "Serum"), order: 5 },
  ];

  it("recommended order sorts by product type, unknown types last", () => {
    expect(displayOrder(stored, true).map((i) => i.name)).toEqual(["Wash", "Acid", "Cream", "SPF", "Mystery"]);
  });

  it("off, the stored order is kept", () => {
    expect(displayOrder([...stored].reverse(), false).map((i) => i.name)).toEqual(["Cream", "Mystery", "Wash", "SPF", "Acid"]);
  });

  it("the payload follows the shown order, renumbered", () => {
    expect(toPayload(displayOrder(stored, true)).map((p) => [p.name, p.order])).toEqual([
      ["Wash", 1],
      ["Acid", 2],
      ["Cream", 3],
      ["SPF", 4],
      ["Mystery", 5],
    ]);
    expect(toPayload(displayOrder(stored, true))[0]).toEqual({ productId: "Wash", name: "Wash", brand: "B", productType: "Cleanser", ingredients: "Water", order: 1 });
  });
});

describe("splitIngredients", () => {
  it("splits on commas, trims and deduplicates", () => {
    expect(splitIngredients(" Water, Glycerin ,water, , Niacinamide")).toEqual(["Water", "Glycerin", "Niacinamide"]);
    expect(splitIngredients("")).toEqual([]);
    expect(splitIngredients(null)).toEqual([]);
  });

  it("splits pasted lists like the engine: lines, bullets, locants and parentheses", () => {
    expect(splitIngredients("- Water\n- 1,2-Hexanediol\n- Iron Oxides (CI 77491, CI 77492)")).toEqual(["Water", "1,2-Hexanediol", "Iron Oxides (CI 77491, CI 77492)"]);
    expect(splitIngredients("Water • Glycerin\tSqualane")).toEqual(["Water", "Glycerin", "Squalane"]);
  });

  it("splits a list once: the same text answers the same list (the results page asks once per key ingredient card)", () => {
    const text = "Aqua, Niacinamide, Zinc PCA, Glycerin";
    expect(splitIngredients(text)).toBe(splitIngredients(`${text}`));
    expect(splitIngredients(`${text}, Squalane`)).not.toBe(splitIngredients(text));
  });
});

describe("editing keeps the advanced analysis data", async () => {
  const { itemsFromRoutineProducts: fromRoutine, storedOrder: stored, toPayload: payload } = await import("./routine");
  it("carries usage frequency, rating and concentrations through an edit and save", () => {
    const items = fromRoutine([
      { name: "Serum", order: 1, usageFrequency: "alternate-nights", selfAssessment: 2, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] },
      { name: "Cream", order: 2 },
    ]);
    const [serum, cream] = payload(stored(items));
    expect(serum).toMatchObject({ name: "Serum", usageFrequency: "alternate-nights", selfAssessment: 2, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] });
    expect(cream).not.toHaveProperty("usageFrequency");
    expect(cream).not.toHaveProperty("concentrations");
  });
});

describe("a stack's product list as the update payload", () => {
  it("keeps the stored order, renumbered 1..n, with each product's schedule", () => {
    const payload = payloadFromRoutineProducts([
      { name: "Cream", order: 7 },
      { name: "Serum", order: 2, usageFrequency: "2x-week", days: ["mon", "thu"] },
    ]);
    expect(payload.map((p) => [p.name, p.order])).toEqual([
      ["Serum", 1],
      ["Cream", 2],
    ]);
    expect(payload[0]).toMatchObject({ usageFrequency: "2x-week", days: ["mon", "thu"] });
  });
});

describe("how often each product is used", () => {
  it("sends the chosen frequency, clears weekdays on a new choice, and keeps a daily frequency the advanced analysis gave", () => {
    let r = addItem(addItem(empty(), "night", item("Retinol", "Serum")), "night", item("Toner", "Toner"));
    const [retinol, toner] = r.night;
    expect(frequencyChoiceOf(retinol)).toBe("daily");
    r = setFrequency(r, "night", retinol.key, "2x-week");
    expect(toPayload(storedOrder(r.night)).map((p) => [p.name, p.usageFrequency ?? null, p.days ?? null])).toEqual([
      ["Retinol", "2x-week", null],
      ["Toner", null, null],
    ]);
    const [scheduled] = itemsFromRoutineProducts([{ name: "Retinol", order: 1, usageFrequency: "3x-week", days: ["mon", "wed", "fri"] }]);
    expect(frequencyChoiceOf(scheduled)).toBe("custom");
    expect(toPayload(storedOrder([scheduled]))[0]).toMatchObject({ usageFrequency: "3x-week", days: ["mon", "wed", "fri"] });
    const changed = setFrequency({ morning: [], night: [scheduled] }, "night", scheduled.key, "weekly");
    expect(toPayload(storedOrder(changed.night))[0]).toMatchObject({ usageFrequency: "weekly" });
    expect(toPayload(storedOrder(changed.night))[0]).not.toHaveProperty("days");
    const [daily] = itemsFromRoutineProducts([{ name: "Cleanser", order: 1, usageFrequency: "daily-pm" }]);
    expect(toPayload(storedOrder(setFrequency({ morning: [], night: [daily] }, "night", daily.key, "daily").night))[0].usageFrequency).toBe("daily-pm");
    expect(toner.advanced).toBeUndefined();
  });
});
