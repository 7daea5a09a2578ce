/**
 * Property tests (fast-check) over random routines drawn from a pool of real products: scores in
 * range with one decimal, byte-identical output, and the monotonicity the formulas are built for.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GOAL_IDS, SENSITIVITIES, SKIN_TYPES } from "../domain";
import { analyzeRoutine } from "./analyze";
import { catalogue, catalogueProduct, sampleProducts } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { evaluate, overallScore } from "./index";
import type { EngineInput, Evaluation, RoutineProductInput } from "./types";

const fixtures = Object.values(F).filter((v): v is RoutineProductInput => typeof v === "object" && v !== null && "ingredients" in v);
const pool: RoutineProductInput[] = [...fixtures, ...sampleProducts(60)];

function isSunscreen(p: RoutineProductInput): boolean {
  const r = analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [p], nightProducts: [] });
  return r.morning[0].isSunscreen;
}

const sunscreens = pool.filter(isSunscreen);
const nonSunscreens = pool.filter((p) => !isSunscreen(p));
/** Products carrying a conflict-prone active: retinoids, AHAs, benzoyl peroxide, vitamin C. */
const conflictingActives = [F.RETINOL_SERUM, F.RETINOL_025, F.GLYCOLIC_PEEL_SWAB, F.GLYCOLIC_TONER, F.LACTIC_PADS, F.BENZOYL_PEROXIDE_GEL, F.VITAMIN_C_POWDER, F.ADAPALENE_GEL];

const product = fc.constantFrom(...pool);
const inputArb: fc.Arbitrary<EngineInput> = fc.record({
  goal: fc.constantFrom(...GOAL_IDS),
  secondaryGoals: fc.subarray([...GOAL_IDS], { maxLength: 3 }),
  skinType: fc.constantFrom(...SKIN_TYPES),
  skinFeeling: fc.constantFrom("", "tight and flaky", "oily, shiny T-zone, some breakouts", "red and itchy", "fine"),
  morningProducts: fc.array(product, { maxLength: 6 }),
  nightProducts: fc.array(product, { maxLength: 6 }),
  profile: fc.option(
    fc.record({ pregnant: fc.boolean(), sensitivities: fc.subarray([...SENSITIVITIES], { maxLength: 2 }) }),
    { nil: undefined },
  ),
});

/** Inserts a product into one routine at a position in [0, length]. */
function withProduct(input: EngineInput, p: RoutineProductInput, routine: "morning" | "night", at: number): EngineInput {
  const key = routine === "morning" ? "morningProducts" : "nightProducts";
  const list = [...input[key]];
  list.splice(Math.min(at, list.length), 0, p);
  return { ...input, [key]: list };
}

/** Checks `check(before, after)` for a product of `products` added to either routine, anywhere, of random inputs. */
function whenAddedAnywhere(products: fc.Arbitrary<RoutineProductInput>, numRuns: number, check: (before: Evaluation, after: Evaluation) => void) {
  fc.assert(
    fc.property(inputArb, products, fc.constantFrom("morning" as const, "night" as const), fc.nat(6), (input, p, routine, at) => {
      check(evaluate(input, []), evaluate(withProduct(input, p, routine, at), []));
    }),
    { numRuns },
  );
}

const scoresOf = (e: Evaluation) => [e.completenessScore, e.effectivenessScore, e.safetyScore, e.ingredientQualityScore, e.routineBalanceScore];

describe("engine properties", () => {
  const cat = catalogue();

  it("every score is within 0-10 with one decimal (overall score too)", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const e = evaluate(input, cat);
        for (const s of [...scoresOf(e), overallScore(e)]) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(10);
          expect(Number.isInteger(Math.round(s * 10)) && Math.abs(s * 10 - Math.round(s * 10)) < 1e-9).toBe(true);
        }
        for (const r of e.recommendations) expect(r.keyIngredients.length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 150 },
    );
    // The first property also warms the catalogue's analysis (about 1,300 products) on a shared machine.
  }, 30_000);

  it("is deterministic: the same input gives byte-identical JSON", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const a = JSON.stringify(evaluate(input, cat));
        const b = JSON.stringify(evaluate(structuredClone(input), cat));
        expect(b).toBe(a);
      }),
      { numRuns: 100 },
    );
  });

  it("adding a missing sunscreen to the morning never lowers completeness (and raises it)", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...sunscreens), fc.nat(6), (input, spf, at) => {
        const base = { ...input, morningProducts: input.morningProducts.filter((p) => !isSunscreen(p)) };
        const before = evaluate(base, []);
        const after = evaluate(withProduct(base, spf, "morning", at), []);
        expect(after.completenessScore).toBeGreaterThanOrEqual(before.completenessScore);
        expect(after.completenessScore).toBeGreaterThan(before.completenessScore);
      }),
      { numRuns: 150 },
    );
  });

  it("adding any product anywhere never lowers completeness or effectiveness", () => {
    whenAddedAnywhere(product, 150, (before, after) => {
      expect(after.completenessScore).toBeGreaterThanOrEqual(before.completenessScore);
      expect(after.effectivenessScore).toBeGreaterThanOrEqual(before.effectivenessScore);
    });
  });

  it.each([
    ["a conflicting active", conflictingActives],
    ["any product that is not a sunscreen", nonSunscreens],
  ])("adding %s never raises safety", (_what, products) => {
    whenAddedAnywhere(fc.constantFrom(...products), 200, (before, after) => {
      expect(after.safetyScore).toBeLessThanOrEqual(before.safetyScore);
    });
  });

  it("a soap stays harsh when a gentler cleanser follows it (a counterexample the property above found)", () => {
    const soap = catalogueProduct("Pure-Castile Liquid Soap Lavender");
    const base: EngineInput = { goal: "hydration", secondaryGoals: [], skinType: "dry", skinFeeling: "", morningProducts: [soap], nightProducts: [catalogueProduct("Pure-Castile Liquid Soap Unscented Baby")] };
    const before = evaluate(base, []);
    const after = evaluate({ ...base, morningProducts: [soap, catalogueProduct("Renewing SA Cleanser")] }, []);
    expect(before.insights.map((i) => i.ruleId)).toContain("dry-harsh-cleanser");
    expect(after.insights.map((i) => i.ruleId)).toContain("dry-harsh-cleanser");
    expect(after.safetyScore).toBeLessThanOrEqual(before.safetyScore);
  });

  it("the test pools are what they claim", () => {
    expect(sunscreens.length).toBeGreaterThan(0);
    expect(conflictingActives.every((p) => !isSunscreen(p))).toBe(true);
  });
});
