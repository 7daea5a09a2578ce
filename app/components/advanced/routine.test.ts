import { describe, expect, it } from "vitest";
import { advancedEntry } from "./__fixtures__/entries";
import { parseRoutine } from "../routine/routine-view";
import { appendPayload, isEntrySaved, replaceEntry, routineHolds, toAdvancedRoutine } from "./routine";

/** The advanced analysis's view of an api answer. */
const advanced = (answer: unknown) => toAdvancedRoutine(parseRoutine(answer)!);

/** An entry as the api sends it; `over` may hold what the api should never send. */
const entry = (over: Record<string, unknown> = {}) => ({
  ...advancedEntry({ id: "e1", productId: "p1", name: "Gentle Cleanser", productType: "Cleanser" }),
  ...over,
});

const api = {
  id: "s1",
  name: "My Routine",
  goal: "anti-aging",
  skinType: "dry",
  status: "evaluated",
  userId: "u1",
  morningProducts: [entry({ id: "e2", order: 2, name: "Sunscreen", productId: null }), entry()],
  nightProducts: [entry({ id: "e3", usageFrequency: "weekly", selfAssessment: 4, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }, { ingredient: "x", percentage: 0 }] })],
  evaluation: {
    analysis: "COMPLETENESS\nGood.",
    recommendations: [
      { type: "add", name: "SPF 50", brand: "B", productId: "p9", reason: "Protect", keyIngredients: ["Zinc Oxide"], timing: "morning", productType: "Sunscreen" },
      { type: "swap", name: "SPF 50", brand: "B", productId: "p9", reason: "dup", timing: "night" },
      { name: 42 },
    ],
  },
};

describe("advanced stack", () => {
  it("parses a stack with each entry's advanced data, sorted by order", () => {
    const routine = advanced(api);
    expect(routine.morningProducts.map((e) => e.id)).toEqual(["e1", "e2"]);
    expect(routine.nightProducts[0]).toMatchObject({ usageFrequency: "weekly", selfAssessment: 4, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
    expect(routine.evaluation?.recommendations.map((r) => r.name)).toEqual(["SPF 50"]);
    expect(advanced({ ...api, evaluation: null }).evaluation).toBeNull();
  });

  it("ignores unknown frequencies and ratings outside 1-5", () => {
    const routine = advanced({ ...api, morningProducts: [entry({ usageFrequency: "hourly", selfAssessment: 9 })] });
    expect(routine.morningProducts[0]).toMatchObject({ usageFrequency: null, selfAssessment: null });
  });

  it("counts an entry as saved once frequency and rating are stored", () => {
    expect(isEntrySaved({ usageFrequency: null, selfAssessment: null })).toBe(false);
    expect(isEntrySaved({ usageFrequency: "daily-am", selfAssessment: null })).toBe(false);
    expect(isEntrySaved({ usageFrequency: "daily-am", selfAssessment: 3 })).toBe(true);
  });

  it("replaces the saved entry in place", () => {
    const routine = advanced(api);
    const saved = { ...routine.morningProducts[0], usageFrequency: "daily-both" as const, selfAssessment: 2, order: 99 };
    const next = replaceEntry(routine, saved);
    expect(next.morningProducts[0]).toMatchObject({ usageFrequency: "daily-both", selfAssessment: 2, order: 1 });
    expect(next.nightProducts).toEqual(routine.nightProducts);
  });

  it("appends a recommended product keeping every entry's advanced data, and never sends entry ids", () => {
    const routine = advanced(api);
    const body = appendPayload(routine, "morning", {
      productId: "p9",
      name: "SPF 50",
      brand: "B",
      productType: "Sunscreen",
      ingredients: "Zinc Oxide, Aqua",
      imageUrl: null,
      usageFrequency: "daily-am",
      selfAssessment: 3,
    });
    expect(body.name).toBe("My Routine");
    expect(body.goal).toBe("anti-aging");
    expect(body.morningProducts.map((p) => [p.name, p.order])).toEqual([
      ["Gentle Cleanser", 1],
      ["Sunscreen", 2],
      ["SPF 50", 3],
    ]);
    expect(body.morningProducts[2]).toMatchObject({ productId: "p9", usageFrequency: "daily-am", selfAssessment: 3, concentrations: [] });
    expect(body.nightProducts[0]).toMatchObject({ usageFrequency: "weekly", selfAssessment: 4, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] });
    for (const p of [...body.morningProducts, ...body.nightProducts]) expect(p).not.toHaveProperty("id");
    expect(body.morningProducts[1]).not.toHaveProperty("productId");
  });

  it("knows whether a routine holds a product (catalogue id, else name and brand)", () => {
    const routine = advanced(api);
    expect(routineHolds(routine.morningProducts, { productId: "p1", name: "x", brand: "y" })).toBe(true);
    expect(routineHolds(routine.morningProducts, { productId: null, name: "sunscreen ", brand: "brand" })).toBe(true);
    expect(routineHolds(routine.morningProducts, { productId: "p9", name: "SPF 50", brand: "B" })).toBe(false);
  });
});
