import { describe, expect, it } from "vitest";
import { parseRoutine, parseRoutines } from "./routine-view";

describe("parseStack", () => {
  it("reads an api stack and sorts products by order", () => {
    const routine = parseRoutine({
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
    expect(routine?.morningProducts.map((p) => p.name)).toEqual(["A", "B"]);
    expect(routine?.morningProducts[0]).toMatchObject({ usageFrequency: "daily-am", selfAssessment: 3, concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] });
    expect(routine?.nightProducts).toEqual([]);
    expect(routine?.secondaryGoals).toEqual(["hydration"]);
    expect(routine?.evaluation?.effectivenessScore).toBeNull();
    expect(routine?.evaluation?.insights).toHaveLength(1);
    expect(routine?.evaluation?.recommendations[0].keyIngredients).toHaveLength(4);
    expect(routine?.evaluation?.productMarks.map((m) => m.mark)).toEqual(["KEEP", "CARE"]);
    expect(routine?.evaluation?.scoreExplanations).toEqual({ safety: "ok" });
    expect(routine?.skinType).toBe("normal");
  });

  it("returns null for anything that is not a stack", () => {
    expect(parseRoutine(null)).toBeNull();
    expect(parseRoutine({ name: "x" })).toBeNull();
    expect(parseRoutines({ stacks: [{ id: "a" }, 5] }).map((s) => s.id)).toEqual(["a"]);
    expect(parseRoutines("x")).toEqual([]);
  });
});
