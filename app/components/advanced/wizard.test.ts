import { describe, expect, it } from "vitest";
import { scoreRoutine } from "@core/advanced-analysis";
import { advancedEntry } from "./__fixtures__/entries";
import type { AdvancedEntry, AdvancedRoutine } from "./routine";
import {
  addConcentration,
  afterProfile,
  afterSave,
  applyDraft,
  back,
  canAdd,
  draftFor,
  formatPercentage,
  initialPosition,
  isLastProduct,
  MAX_CONCENTRATIONS,
  needsIngredients,
  positionInUrl,
  removeConcentration,
  samePosition,
  usablePosition,
  writePosition,
  savePayload,
  scoreStack,
  STEP_TITLES,
  wizardProducts,
} from "./wizard";

let n = 0;
function entry(over: Partial<AdvancedEntry> = {}): AdvancedEntry {
  n += 1;
  return advancedEntry({ id: `e${n}`, name: `Product ${n}`, ...over });
}
const saved = { usageFrequency: "daily-am" as const, selfAssessment: 3 };

function routineOf(morning: AdvancedEntry[], night: AdvancedEntry[]): Pick<AdvancedRoutine, "morningProducts" | "nightProducts"> {
  return { morningProducts: morning, nightProducts: night };
}

describe("steps", () => {
  it("has the three steps of the spec", () => {
    expect(STEP_TITLES).toEqual(["Skin Profile", "Product Details", "Results"]);
  });

  it("goes through the products morning then night, 'Product k of n'", () => {
    const routine = routineOf([entry({ name: "AM 1" }), entry({ name: "AM 2" })], [entry({ name: "PM 1" })]);
    const products = wizardProducts(routine);
    expect(products.map((p) => [p.product.name, p.routine, p.label])).toEqual([
      ["AM 1", "morning", "Product 1 of 3"],
      ["AM 2", "morning", "Product 2 of 3"],
      ["PM 1", "night", "Product 3 of 3"],
    ]);
  });

  it("moves profile -> first product -> ... -> results after the last save", () => {
    expect(afterProfile(3)).toEqual({ step: 1, index: 0 });
    expect(afterProfile(0)).toEqual({ step: 2, index: 0 });
    expect(afterSave(0, 3)).toEqual({ step: 1, index: 1 });
    expect(afterSave(2, 3)).toEqual({ step: 2, index: 0 });
    expect(isLastProduct(2, 3)).toBe(true);
    expect(isLastProduct(1, 3)).toBe(false);
    expect(back(1)).toEqual({ step: 1, index: 0 });
    expect(back(0)).toEqual({ step: 0, index: 0 });
  });

  it("on a reload resumes at the first product not saved, or at the results", () => {
    const fresh = routineOf([entry(), entry()], [entry()]);
    expect(initialPosition(fresh, true)).toEqual({ step: 0, index: 0 });
    expect(initialPosition(fresh, true, true)).toEqual({ step: 1, index: 0 });
    const middle = routineOf([entry(saved), entry()], [entry()]);
    expect(initialPosition(middle, true)).toEqual({ step: 1, index: 1 });
    const lastLeft = routineOf([entry(saved), entry(saved)], [entry()]);
    expect(initialPosition(lastLeft, true)).toEqual({ step: 1, index: 2 });
    const done = routineOf([entry(saved)], [entry(saved)]);
    expect(initialPosition(done, true)).toEqual({ step: 2, index: 0 });
  });

  it("shows read-only results to anyone but the owner", () => {
    expect(initialPosition(routineOf([entry()], [entry()]), false)).toEqual({ step: 2, index: 0 });
  });
});

describe("positions in the URL", () => {
  const url = (search: string) => positionInUrl(new URLSearchParams(search));
  const written = (pos: { step: 0 | 1 | 2; index: number }, search = "") => {
    const params = new URLSearchParams(search);
    writePosition(pos, params);
    return params.toString();
  };

  it("names each step, and each product 1-based", () => {
    expect(written({ step: 0, index: 0 })).toBe("step=profile");
    expect(written({ step: 1, index: 2 })).toBe("step=products&product=3");
    expect(written({ step: 2, index: 0 }, "step=products&product=3")).toBe("step=results");
    for (const pos of [{ step: 0, index: 0 }, { step: 1, index: 4 }, { step: 2, index: 0 }] as const) {
      expect(url(written(pos))).toEqual(pos);
    }
  });

  it("reads no position from a missing, unknown or malformed step (the /profile link's ?step=products included)", () => {
    for (const search of ["", "step=products", "step=products&product=0", "step=products&product=-1", "step=products&product=1.5", "step=products&product=x", "step=done"]) {
      expect(url(search)).toBeNull();
    }
  });

  it("uses a product position only when the routine has that product", () => {
    expect(usablePosition({ step: 1, index: 1 }, 2)).toEqual({ step: 1, index: 1 });
    expect(usablePosition({ step: 1, index: 2 }, 2)).toBeNull();
    expect(usablePosition({ step: 2, index: 0 }, 0)).toEqual({ step: 2, index: 0 });
    expect(samePosition({ step: 1, index: 1 }, { step: 1, index: 1 })).toBe(true);
    expect(samePosition({ step: 1, index: 0 }, { step: 1, index: 1 })).toBe(false);
    expect(samePosition(null, { step: 0, index: 0 })).toBe(false);
  });
});

describe("product details", () => {
  it("defaults loaded products to daily-am (morning) or daily-pm (night) and rating 3", () => {
    expect(draftFor(entry(), "morning")).toEqual({ usageFrequency: "daily-am", selfAssessment: 3, concentrations: [], ingredients: "" });
    expect(draftFor(entry(), "night")).toMatchObject({ usageFrequency: "daily-pm", selfAssessment: 3 });
    const stored = entry({ usageFrequency: "weekly", selfAssessment: 5, concentrations: [{ ingredient: "Retinol", percentage: 1 }] });
    expect(draftFor(stored, "night")).toMatchObject({ usageFrequency: "weekly", selfAssessment: 5, concentrations: [{ ingredient: "Retinol", percentage: 1 }] });
  });

  it("disables Add while either field is empty", () => {
    expect(canAdd([], "", "")).toBe(false);
    expect(canAdd([], "Retinol", "")).toBe(false);
    expect(canAdd([], "  ", "1")).toBe(false);
    expect(canAdd([], "Retinol", "0.5")).toBe(true);
    const full = Array.from({ length: MAX_CONCENTRATIONS }, (_, i) => ({ ingredient: `I${i}`, percentage: 1 }));
    expect(canAdd(full, "Retinol", "0.5")).toBe(false);
  });

  it.each([["0"], ["-1"], ["100.1"], ["abc"], ["1e999"], [" "]])("silently ignores the percentage %j", (pct) => {
    const list = [{ ingredient: "Niacinamide", percentage: 10 }];
    expect(addConcentration(list, "Retinol", pct)).toEqual({ list, added: false });
  });

  it("adds a valid concentration (0 < % <= 100), trims the name, and replaces the same ingredient", () => {
    let { list } = addConcentration([], " Retinol ", "0.3");
    expect(list).toEqual([{ ingredient: "Retinol", percentage: 0.3 }]);
    ({ list } = addConcentration(list, "Niacinamide", "100"));
    ({ list } = addConcentration(list, "retinol", "1"));
    expect(list).toEqual([
      { ingredient: "retinol", percentage: 1 },
      { ingredient: "Niacinamide", percentage: 100 },
    ]);
    expect(removeConcentration(list, 0)).toEqual([{ ingredient: "Niacinamide", percentage: 100 }]);
    expect(addConcentration([], "", "5").added).toBe(false);
  });

  it("offers the INCI textarea only for a product without ingredients, and sends it only then", () => {
    const bare = entry({ ingredients: "  " });
    const listed = entry();
    expect(needsIngredients(bare)).toBe(true);
    expect(needsIngredients(listed)).toBe(false);
    const draft = { ...draftFor(bare, "night"), ingredients: " Aqua, Niacinamide " };
    expect(savePayload(bare, draft)).toEqual({ usageFrequency: "daily-pm", selfAssessment: 3, concentrations: [], ingredients: "Aqua, Niacinamide" });
    expect(savePayload(listed, draft)).not.toHaveProperty("ingredients");
    expect(savePayload(bare, { ...draft, ingredients: "  " })).not.toHaveProperty("ingredients");
    expect(applyDraft(bare, draft).ingredients).toBe("Aqua, Niacinamide");
    expect(applyDraft(listed, draft).ingredients).toBe("Aqua, Glycerin");
  });

  it("formats percentages", () => {
    expect(formatPercentage(10)).toBe("10%");
    expect(formatPercentage(0.3)).toBe("0.3%");
    expect(formatPercentage(1 / 3)).toBe("0.33%");
  });
});

describe("scoring in the browser", () => {
  it("is core's scoreRoutine with unsaved products at their defaults", () => {
    const profile = { skinType: "dry" as const, primaryConcern: "fine-lines" as const, ageBracket: "40-49" as const, sensitivities: [] };
    const cleanser = entry({ productType: "Cleanser", ingredients: "Aqua, Glycerin, Ceramide NP" });
    const retinol = entry({ productType: "Serum", ingredients: "Aqua, Retinol, Tocopherol", concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] });
    const routine = routineOf([cleanser], [retinol]);
    const expected = scoreRoutine({
      profile,
      morningProducts: [{ ...cleanser, usageFrequency: "daily-am", selfAssessment: 3 }],
      nightProducts: [{ ...retinol, usageFrequency: "daily-pm", selfAssessment: 3 }],
    });
    expect(scoreStack(profile, routine)).toEqual(expected);
    // A saved rating of 1 costs safety.
    const harsh = scoreStack(profile, routineOf([cleanser], [{ ...retinol, usageFrequency: "daily-pm", selfAssessment: 1 }]));
    expect(harsh.safetyScore).toBeCloseTo(expected.safetyScore - 0.3, 5);
  });
});
