import { describe, expect, it } from "vitest";
import { INITIAL_VISIBLE_RECOMMENDATIONS, NO_RECOMMENDATIONS_TEXT, SHOW_LESS_LABEL, showMoreLabel } from "./display";
import { addState, analysisBlocks, expertAnalysis, hasMore, INITIAL_VISIBLE, visibleItems } from "./results";
import { advancedEntry } from "./__fixtures__/entries";
import type { AdvancedEntry, AdvancedRoutine, RecommendedProduct } from "./routine";

const rec: RecommendedProduct = { key: "p9", name: "SPF 50", brand: "B", imageUrl: null, reason: "", productId: "p9", productType: "Sunscreen", keyIngredients: [] };
const e = (over: Partial<AdvancedEntry>): AdvancedEntry => advancedEntry({ id: "x", name: "Other", brand: "", productType: "", ingredients: "", ...over });

describe("results", () => {
  it("shows 3 priority recommendations first, then all; the toggle reads 'Show N More Recommendations' / 'Show Less'", () => {
    const items = [1, 2, 3, 4, 5];
    expect(INITIAL_VISIBLE).toBe(INITIAL_VISIBLE_RECOMMENDATIONS);
    expect(visibleItems(items, false)).toEqual([1, 2, 3]);
    expect(visibleItems(items, true)).toEqual(items);
    expect(hasMore(items)).toBe(true);
    expect(hasMore([1, 2, 3])).toBe(false);
    expect(showMoreLabel(items.length)).toBe("Show 2 More Recommendations");
    expect(SHOW_LESS_LABEL).toBe("Show Less");
    expect(NO_RECOMMENDATIONS_TEXT).toBe("Great job! Your routine is well-balanced and effective.");
  });

  it("offers Add to AM / PM until the product is in that routine, and not on a full routine", () => {
    const routine = { morningProducts: [e({ productId: "p9" })], nightProducts: [] as AdvancedEntry[] };
    expect(addState(routine, rec, "morning")).toBe("added");
    expect(addState(routine, rec, "night")).toBe("add");
    const full = { morningProducts: [], nightProducts: Array.from({ length: 30 }, (_, i) => e({ id: String(i), name: `P${i}` })) };
    expect(addState(full, rec, "night")).toBe("full");
  });

  it("reads the expert analysis as titled sections, or as one block without headings", () => {
    expect(analysisBlocks("COMPLETENESS\nYou cover the basics.\n\nSAFETY\n\nTAILORED ADVICE\nUse SPF.")).toEqual([
      { title: "Completeness", text: "You cover the basics." },
      { title: "Tailored Advice", text: "Use SPF." },
    ]);
    expect(analysisBlocks("INGREDIENT_QUALITY\nGood.")).toEqual([{ title: "Ingredient Quality", text: "Good." }]);
    expect(analysisBlocks("Just some text.")).toEqual([{ title: null, text: "Just some text." }]);
    expect(analysisBlocks("  ")).toEqual([]);
  });
});

describe("the expert analysis never describes an earlier version of the routine", () => {
  const marks = [
    { routine: "morning" as const, position: 1, name: "Cleanser" },
    { routine: "night" as const, position: 1, name: "Retinol" },
  ];
  const routine = (over: Partial<AdvancedRoutine> = {}): AdvancedRoutine => ({
    id: "s1",
    name: "R",
    goal: "",
    skinType: "dry",
    status: "evaluated",
    userId: "u1",
    updatedAt: "2026-03-01T00:00:00.000Z",
    morningProducts: [e({ id: "a", name: "Cleanser", order: 1 })],
    nightProducts: [e({ id: "b", name: "Retinol", order: 1 })],
    evaluation: { analysis: "SUGGESTIONS\nAdd a sunscreen.", recommendations: [], createdAt: "2026-01-01T00:00:00.000Z", productMarks: marks },
    ...over,
  });

  it("shows the text while the products are the evaluated ones (a later share does not count)", () => {
    expect(expertAnalysis(routine())).toEqual({ kind: "text", blocks: [{ title: "Suggestions", text: "Add a sunscreen." }] });
  });

  it("says the routine changed once a product was added, swapped or removed", () => {
    expect(expertAnalysis(routine({ morningProducts: [e({ name: "Cleanser", order: 1 }), e({ name: "SPF 50", order: 2 })] })).kind).toBe("changed");
    expect(expertAnalysis(routine({ nightProducts: [e({ name: "Gentle Retinal", order: 1 })] })).kind).toBe("changed");
    expect(expertAnalysis(routine({ status: "failed", nightProducts: [] })).kind).toBe("changed");
  });

  it("while the changed routine is evaluated again, says it is coming instead of showing the old text", () => {
    expect(expertAnalysis(routine({ status: "pending", nightProducts: [] }))).toEqual({ kind: "pending" });
    expect(expertAnalysis(routine({ status: "pending" })).kind).toBe("text");
    expect(expertAnalysis(routine({ status: "pending", evaluation: null }))).toEqual({ kind: "pending" });
    expect(expertAnalysis(routine({ status: "draft", evaluation: null }))).toEqual({ kind: "none" });
  });
});

describe("the expert analysis quotes the advanced analysis's own scores", () => {
  const own = { title: "Your Scores", text: "Overall: 6.8/10, a Yellow Flag Routine.\nCompleteness: 7.5/10." };
  const routine: AdvancedRoutine = {
    id: "s1",
    name: "R",
    goal: "",
    skinType: "dry",
    status: "evaluated",
    userId: "u1",
    updatedAt: "2026-03-01T00:00:00.000Z",
    morningProducts: [e({ id: "a", name: "Cleanser", order: 1 })],
    nightProducts: [],
    evaluation: {
      analysis: "COMPLETENESS\nCompleteness: 4.5/10. Covered: a cleanser.\n\nSAFETY\nSafety: 9.0/10. None.\n\nSUGGESTIONS\nAdd a sunscreen.",
      recommendations: [],
      createdAt: "2026-01-01T00:00:00.000Z",
      productMarks: [{ routine: "morning" as const, position: 1, name: "Cleanser" }],
    },
  };

  it("in place of the evaluation's five score sections, never beside them", () => {
    const shown = expertAnalysis(routine, own);
    expect(shown).toEqual({ kind: "text", blocks: [own, { title: "Suggestions", text: "Add a sunscreen." }] });
    expect(JSON.stringify(shown)).not.toMatch(/4\.5\/10|9\.0\/10/);
  });
});

