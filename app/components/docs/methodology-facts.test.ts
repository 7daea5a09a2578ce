import { describe, expect, it } from "vitest";
import { OVERALL_WEIGHTS } from "@core/advanced-analysis";
import { COMPLETENESS_POINTS, PENALTIES, POSITION_WEIGHTS, RULES } from "@core/evaluation/rules";
import { methodologyFacts } from "./methodology-facts.server";

describe("methodologyFacts", () => {
  const facts = methodologyFacts();

  it("states the engine's own numbers", () => {
    expect(facts.completeness).toEqual(COMPLETENESS_POINTS);
    expect(facts.penalties.rows.find((r) => r.severity === "high")).toEqual({ severity: "high", safety: PENALTIES.safety.high, routineBalance: PENALTIES.routineBalance.high });
    expect(facts.advanced.weights).toEqual(OVERALL_WEIGHTS);
  });

  it("turns position weights into readable ranges that survive JSON (no Infinity)", () => {
    expect(facts.positionWeights).toHaveLength(POSITION_WEIGHTS.length);
    expect(facts.positionWeights[0]).toEqual({ positions: "1-5", from: 1, last: 5, weight: 1 });
    expect(facts.positionWeights[1]).toEqual({ positions: "6-10", from: 6, last: 10, weight: POSITION_WEIGHTS[1][1] });
    expect(facts.positionWeights[facts.positionWeights.length - 1].last).toBeNull();
    expect(facts.positionWeights[facts.positionWeights.length - 1].positions).toMatch(/^\d+ and later$/);
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
  });

  it("lists every ingredient interaction rule, and says whom a skin-type rule is for", () => {
    expect(facts.interactions.map((r) => r.id)).toEqual(RULES.filter((r) => r.check === "pair").map((r) => r.id));
    expect(facts.irritants.find((r) => r.id === "sensitive-fragrance")?.appliesTo).toBe("sensitive skin");
    expect(facts.comedogenic.find((r) => r.id === "comedogenic-ingredients")).toMatchObject({ appliesTo: "oily or combination skin, or the acne-care goal", costs: "Safety" });
  });
});
