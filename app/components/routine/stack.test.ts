import { describe, expect, it } from "vitest";
import { parseStack, parseStacks } from "./stack";

describe("parseStack", () => {
  it("reads an api stack and sorts products by order", () => {
    const stack = parseStack({
      id: "s1",
      name: "Mine",
      goal: "glow",
      secondaryGoals: ["hydration", 3],
      status: "evaluated",
      userId: "u1",
      morningProducts: [
        { id: "b", name: "B", order: 2 },
        { id: "a", name: "A", order: 1, brand: "X", ingredients: "Water", usageFrequency: "daily-am", selfAssessment: 3, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }, { ingredient: 5 }] },
        { id: "bad" },
      ],
      nightProducts: "nope",
      evaluation: {
        completenessScore: 8,
        effectivenessScore: "9",
        insights: [{ type: "warning", title: "t", description: "d" }, null],
        recommendations: [{ type: "swap", name: "N", keyIngredients: ["a", "b", "c", "d", "e"], timing: "morning" }],
        productMarks: [
          { routine: "morning", position: 1, name: "A", mark: "KEEP" },
          { routine: "morning", position: 2, name: "B", mark: "CARE", reason: "Retinoid in the morning routine: Move the retinoid to your night routine." },
          { mark: "MAYBE" },
        ],
        scoreExplanations: { safety: "ok", completeness: 5 },
      },
      user: { name: "Ann" },
    });
    expect(stack?.morningProducts.map((p) => p.name)).toEqual(["A", "B"]);
    expect(stack?.morningProducts[0]).toMatchObject({ usageFrequency: "daily-am", selfAssessment: 3, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] });
    expect(stack?.nightProducts).toEqual([]);
    expect(stack?.secondaryGoals).toEqual(["hydration"]);
    expect(stack?.evaluation?.effectivenessScore).toBeNull();
    expect(stack?.evaluation?.insights).toHaveLength(1);
    expect(stack?.evaluation?.recommendations[0].keyIngredients).toHaveLength(4);
    expect(stack?.evaluation?.productMarks.map((m) => m.mark)).toEqual(["KEEP", "CARE"]);
    expect(stack?.evaluation?.scoreExplanations).toEqual({ safety: "ok" });
    expect(stack?.skinType).toBe("normal");
  });

  it("returns null for anything that is not a stack", () => {
    expect(parseStack(null)).toBeNull();
    expect(parseStack({ name: "x" })).toBeNull();
    expect(parseStacks({ stacks: [{ id: "a" }, 5] }).map((s) => s.id)).toEqual(["a"]);
    expect(parseStacks("x")).toEqual([]);
  });
});
