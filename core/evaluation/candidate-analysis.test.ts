import { describe, expect, it } from "vitest";
import { catalogue, sampleProducts } from "./__fixtures__/catalogue";
import {
  ANALYSIS_VERSION,
  CONFLICT_RULES,
  PRESENT_RULES,
  WANT_MATCHERS,
  candidateAnalysis,
  computeCandidateAnalysis,
  concernBit,
  roleClasses,
  treatmentMask,
} from "./candidate-analysis";
import { analyzeCandidate, goalIngredients, maxDose } from "./analyze";
import { presentHit } from "./exposure";
import { concernIngredients } from "./marks";
import { DOSE } from "./rules";
import { evaluateCoded } from "./engine";
import { RULES } from "./rules";
import { ENGINE_VERSION } from "./version";
import type { CatalogCandidate, EngineInput } from "./types";
import { GOAL_IDS, SKIN_TYPES } from "../domain";

/** The catalogue as the queue consumer reads it from the database: analyses stored as JSON, read back. */
function stored(items: readonly CatalogCandidate[]): CatalogCandidate[] {
  return JSON.parse(JSON.stringify(items.map((c) => ({ ...c, analysis: computeCandidateAnalysis(c) })))) as CatalogCandidate[];
}

function inputs(): EngineInput[] {
  const out: EngineInput[] = [];
  const products = sampleProducts(40);
  let k = 0;
  for (const skinType of SKIN_TYPES) {
    for (const goal of GOAL_IDS) {
      const start = (k * 3) % products.length;
      const routine = products.slice(start, start + 2 + (k % 4));
      out.push({
        goal,
        secondaryGoals: [],
        skinType,
        skinFeeling: "",
        morningProducts: k % 3 === 0 ? [] : routine.slice(0, 2),
        nightProducts: routine.slice(2),
      });
      k++;
    }
  }
  return out;
}

describe("a catalogue product's compact analysis", () => {
  it("names the engine that made it", () => {
    expect(ANALYSIS_VERSION.startsWith(ENGINE_VERSION)).toBe(true);
    expect(computeCandidateAnalysis(catalogue()[0]).v).toBe(ANALYSIS_VERSION);
  });

  it("is the computed one for every shipped product once stored and read back", () => {
    const items = catalogue();
    const read = stored(items);
    const recommendable = read.filter((c) => c.analysis?.type).length;
    expect(recommendable).toBeGreaterThan(100);
    read.forEach((c, i) => expect(c.analysis).toEqual(computeCandidateAnalysis(items[i])));
  });

  it("gives the same evaluations as a catalogue without analyses", () => {
    const plain = catalogue().map((c) => ({ ...c }));
    const withAnalyses = stored(plain);
    const cases = inputs();
    let recommended = 0;
    for (const input of cases) {
      const expected = evaluateCoded(input, plain);
      const got = evaluateCoded(input, withAnalyses);
      expect(got).toEqual(expected);
      recommended += expected.recommendations.length;
    }
    expect(recommended).toBeGreaterThan(cases.length);
  }, 120_000);

  it("is used as stored: an analysis made by this engine is not recomputed", () => {
    const [c] = stored(catalogue());
    const forged = { ...c, analysis: { ...c.analysis!, beneficial: 99 } };
    expect(candidateAnalysis(forged).beneficial).toBe(99);
  });

  it("is recomputed when another engine made it", () => {
    const [c] = stored(catalogue());
    const old = {
      ...c,
      analysis: { ...c.analysis!, v: "engine-0.0.0/a1", beneficial: 99 },
    };
    expect(candidateAnalysis(old)).toEqual(computeCandidateAnalysis(c));
  });

  it("follows a changed ingredient list", () => {
    const c = catalogue().find((p) => p.productType === "Serum" && computeCandidateAnalysis(p).type === "Serum")!;
    const before = computeCandidateAnalysis(c);
    const changed = {
      ...c,
      ingredientKeys: ["water", "salicylic acid", "glycerin", "niacinamide", "fragrance"],
    };
    const after = computeCandidateAnalysis(changed);
    expect(after).not.toEqual(before);
    expect(after.fragrance).toBe(true);
    expect(after.wanted["salicylic acid"]?.count).toBe(1);
  });

  it("has one matcher per add rule's label", () => {
    for (const r of RULES) if (r.remedy === "add" && r.add?.want) expect(WANT_MATCHERS.get(r.add.want.label)).toBe(r.add.want);
    expect(RULES.some((r) => r.add?.want && r.add.wantGoal)).toBe(false);
  });

  it("holds the ranking's tests as the full analysis gives them", () => {
    let checked = 0;
    for (const c of catalogue()) {
      const an = computeCandidateAnalysis(c);
      if (!an.type) continue;
      const a = analyzeCandidate(c);
      PRESENT_RULES.forEach((r, i) => expect((an.present >> i) & 1).toBe(presentHit(r, a) ? 1 : 0));
      CONFLICT_RULES.forEach((r, j) => {
        expect((an.sides >> (2 * j)) & 1).toBe(maxDose(a, r.a) >= DOSE.moderate ? 1 : 0);
        expect((an.sides >> (2 * j + 1)) & 1).toBe(maxDose(a, r.b) >= DOSE.moderate ? 1 : 0);
      });
      for (const sensitive of [false, true])
        for (const skin of SKIN_TYPES) expect((an.concern & concernBit(sensitive, skin)) !== 0).toBe(concernIngredients(a, sensitive, skin).length > 0);
      expect(an.roles).toBe(treatmentMask(roleClasses(a.list)));
      GOAL_IDS.forEach((g, i) => expect((an.goals >> i) & 1).toBe(goalIngredients(a.list, g).length > 0 ? 1 : 0));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("is what the ranking reads: a stored concern keeps a product from being recommended", () => {
    const items = stored(catalogue());
    const input = inputs().find((i) => evaluateCoded(i, items).recommendations.length > 0)!;
    const chosen = evaluateCoded(input, items).recommendations[0].productId;
    const forged = stored(catalogue()).map((c) => (c.id === chosen ? { ...c, analysis: { ...c.analysis!, concern: -1 } } : c));
    expect(evaluateCoded(input, forged).recommendations.map((r) => r.productId)).not.toContain(chosen);
  });
});
