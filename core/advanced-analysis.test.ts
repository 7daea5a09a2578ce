import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ALL_GOOD_INSIGHT,
  CONCENTRATION_THRESHOLDS,
  analyzeRoutine,
  defaultUsageFrequency,
  finalizeScore,
  productPeriods,
  routineTier,
  scoreRoutine,
  sortInsights,
  validateConcentration,
  withAnalysisDefaults,
  type AdvancedRoutineEntry,
  type Insight,
  type ScoreRoutineInput,
  type SkinProfile,
} from "./advanced-analysis";
import {
  AGE_BRACKETS,
  PRIMARY_CONCERNS,
  SENSITIVITIES,
  SKIN_TYPES,
  USAGE_FREQUENCIES,
  type UsageFrequency,
} from "./domain";

// ---------------------------------------------------------------------------
// Fixture helpers
// ---------------------------------------------------------------------------

function product(
  name: string,
  productType: string,
  ingredients: string,
  extra: Partial<AdvancedRoutineEntry> = {},
): AdvancedRoutineEntry {
  return { name, productType, ingredients, usageFrequency: "daily-am", selfAssessment: 3, concentrations: [], ...extra };
}
const am = (name: string, type: string, ingredients: string, extra: Partial<AdvancedRoutineEntry> = {}) =>
  product(name, type, ingredients, { usageFrequency: "daily-am", ...extra });
const pm = (name: string, type: string, ingredients: string, extra: Partial<AdvancedRoutineEntry> = {}) =>
  product(name, type, ingredients, { usageFrequency: "daily-pm", ...extra });

function profile(over: Partial<SkinProfile> = {}): SkinProfile {
  return { skinType: "normal", primaryConcern: "hydration", ageBracket: "20-29", sensitivities: [], ...over };
}

function scores(input: ScoreRoutineInput) {
  const r = scoreRoutine(input);
  return {
    overall: r.overallScore,
    completeness: r.completenessScore,
    effectiveness: r.effectivenessScore,
    safety: r.safetyScore,
    tier: r.routineTier,
  };
}

function rules(input: ScoreRoutineInput, score: "completeness" | "effectiveness" | "safety"): string[] {
  return analyzeRoutine(input).breakdown[score].terms.map((t) => t.rule);
}

const titles = (insights: Insight[]) => insights.map((i) => i.title);
const RANK = { warning: 0, info: 1, success: 2 } as const;

// ---------------------------------------------------------------------------
// Hand-computed profiles
// ---------------------------------------------------------------------------

describe("scoreRoutine: hand-computed profiles", () => {
  it("P1 hydration, complete routine: completeness clamps at 10, success insight, Solid tier (8.85 rounds up)", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hydration" }),
      morningProducts: [
        am("Milky Cleanser", "Cleanser", "Aqua, Glycerin, Cetearyl Alcohol"),
        am("HA Serum", "Serum", "Aqua, Sodium Hyaluronate, Panthenol, Niacinamide", {
          concentrations: [{ ingredient: "Niacinamide", percentage: 5 }],
        }),
        am("Day Cream", "Moisturizer", "Aqua, Glycerin, Dimethicone"),
        am("Sun Fluid", "Sunscreen", "Aqua, Zinc Oxide"),
      ],
      nightProducts: [pm("Milky Cleanser", "Cleanser", "Aqua, Glycerin, Cetearyl Alcohol"), pm("Night Cream", "Moisturizer", "Aqua, Urea, Ceramide NP")],
    };
    // Completeness: 5 + 0.5 am cleanser + 1 am moisturizer + 1.5 am sunscreen + 0.5 pm cleanser + 1 pm moisturizer
    //   + 1.5 targets hydration = 11; expected cleanser/moisturizer/hydrating serum all present; no type > 2 → clamp 10.
    // Effectiveness: 5 + 2 (glycerin, sodium hyaluronate, panthenol, urea = 4 distinct) + 1.5 (niacinamide 5 ≥ 5) = 8.5.
    // Safety: 8 (cetearyl alcohol is a fatty alcohol, not an irritant).
    // Overall: 0.3*10 + 0.5*8.5 + 0.2*8 = 3 + 4.25 + 1.6 = 8.85 → 8.9 → Solid Routine.
    expect(scores(input)).toEqual({ overall: 8.9, completeness: 10, effectiveness: 8.5, safety: 8, tier: "Solid Routine" });
    const analysis = analyzeRoutine(input);
    expect(analysis.breakdown.completeness.raw).toBeCloseTo(11, 10);
    const recs = analysis.result.prioritizedRecommendations;
    expect(recs.every((r) => r.type === "success")).toBe(true);
    expect(recs[recs.length - 1]).toEqual(ALL_GOOD_INSIGHT);
    expect(titles(recs)).toEqual(["Targets your hydration concern", "Effective concentrations", ALL_GOOD_INSIGHT.title]);
    expect(recs[1].description).toContain("Niacinamide at 5% in HA Serum");
  });

  it("P2 fine-lines 50+: every 40+ bonus, effectiveness clamps at 10, Platinum", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "fine-lines", ageBracket: "50+" }),
      morningProducts: [
        am("Cream Cleanser", "Cleanser", "Aqua, Glycerin"),
        am("Vitamin C Serum", "Serum", "Aqua, Ascorbic Acid, Tocopherol, Ferulic Acid", {
          concentrations: [{ ingredient: "Vitamin C", percentage: 15 }],
        }),
        am("Peptide Day Cream", "Moisturizer", "Aqua, Palmitoyl Tripeptide-1, Dimethicone"),
        am("Mineral Shield", "Sunscreen", "Aqua, Zinc Oxide"),
      ],
      nightProducts: [
        pm("Cream Cleanser", "Cleanser", "Aqua, Glycerin"),
        pm("Retinol Serum", "Serum", "Aqua, Retinol, Squalane", { concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] }),
        pm("Night Cream", "Moisturizer", "Aqua, Ceramide NP"),
      ],
    };
    // Completeness: 5 + 0.5 + 1 + 1.5 + 0.5 + 1 + 1.5 (targets fine lines) = 11; cleanser, moisturizer, sunscreen and
    //   treatment (serums with ascorbic acid / retinol) present; Cleanser 2, Serum 2, Moisturizer 2 → clamp 10.
    // Effectiveness: 5 + 2 (ascorbic acid, palmitoyl tripeptide-1, retinol) + 1.5 (vitamin C 15 ≥ 10)
    //   + 1 retinoid + 0.5 vitamin C/E/ferulic + 0.5 peptide (50+) = 10.5 → clamp 10.
    // Safety: 8. Overall: 3 + 5 + 1.6 = 9.6 → Platinum.
    expect(scores(input)).toEqual({ overall: 9.6, completeness: 10, effectiveness: 10, safety: 8, tier: "Platinum Routine" });
    expect(rules(input, "effectiveness")).toEqual([
      "base",
      "3+ target actives",
      "concentration meets threshold",
      "fine-lines 40+ retinoid",
      "fine-lines 40+ vitamin C/E/ferulic",
      "fine-lines 40+ peptide",
    ]);
    const recs = scoreRoutine(input).prioritizedRecommendations;
    expect(recs.find((r) => r.title === "Age-appropriate actives")?.description).toContain("Retinol Serum");
    expect(recs).toContainEqual(ALL_GOOD_INSIGHT);
  });

  it("P3 fine-lines 30-39: 30s bonuses only, half-up 7.95 → 8.0, info before success, no all-good insight", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "fine-lines", ageBracket: "30-39", skinType: "combination" }),
      morningProducts: [
        am("Foam Cleanser", "Cleanser", "Aqua, Cocamidopropyl Betaine"),
        am("C Serum", "Serum", "Aqua, Ascorbic Acid"),
        am("SPF 30 Lotion", "Sunscreen", "Aqua, Titanium Dioxide"),
      ],
      nightProducts: [pm("Retinal Serum", "Serum", "Aqua, Retinal"), pm("Night Cream", "Moisturizer", "Aqua, Dimethicone")],
    };
    // Completeness: 5 + 0.5 am cleanser + 1.5 am sunscreen + 1 pm moisturizer + 1.5 targets = 9.5; nothing expected missing.
    // Effectiveness: 5 + 1 (ascorbic acid, retinal = 2) + 0.5 retinoid (30-39) + 0.5 vitamin (30-39) = 7.
    // Safety: 8. Overall: 0.3*9.5 + 0.5*7 + 0.2*8 = 2.85 + 3.5 + 1.6 = 7.95 → 8.0 → Solid.
    expect(scores(input)).toEqual({ overall: 8, completeness: 9.5, effectiveness: 7, safety: 8, tier: "Solid Routine" });
    const recs = scoreRoutine(input).prioritizedRecommendations;
    expect(recs.map((r) => r.type)).toEqual(["info", "success", "success"]);
    expect(titles(recs)).toEqual(["No morning moisturizer", "Targets your fine lines concern", "Age-appropriate actives"]);
    expect(recs).not.toContainEqual(ALL_GOOD_INSIGHT);
  });

  it("P4 hyperpigmentation under-20 without sunscreen: 0.5 penalty, missing sunscreen -0.5", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hyperpigmentation", ageBracket: "under-20", skinType: "oily" }),
      morningProducts: [
        am("Niacinamide 10%", "Serum", "Aqua, Niacinamide", { concentrations: [{ ingredient: "Niacinamide", percentage: 10 }] }),
        am("Gel Cream", "Moisturizer", "Aqua, Dimethicone"),
      ],
      nightProducts: [pm("Gel Cleanser", "Cleanser", "Aqua, Sodium Laureth Sulfate")],
    };
    // Completeness: 5 + 1 am moisturizer + 0.5 pm cleanser + 1.5 targets - 0.5 missing sunscreen = 7.5.
    // Effectiveness: 5 + 1 (niacinamide) + 1.5 (niacinamide 10 ≥ 5) - 0.5 (no morning sunscreen, under-20) = 7.
    // Safety: 8. Overall: 2.25 + 3.5 + 1.6 = 7.35 → 7.4 → Solid.
    expect(scores(input)).toEqual({ overall: 7.4, completeness: 7.5, effectiveness: 7, safety: 8, tier: "Solid Routine" });
    const recs = scoreRoutine(input).prioritizedRecommendations;
    expect(recs[0].type).toBe("warning");
    expect(recs[0].title).toBe("No sunscreen in your morning routine");
    expect(recs[0].description).toContain("hyperpigmentation");
  });

  it("P5 same routine aged 20-29: full 1-point sunscreen penalty", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hyperpigmentation", ageBracket: "20-29", skinType: "oily" }),
      morningProducts: [
        am("Niacinamide 10%", "Serum", "Aqua, Niacinamide", { concentrations: [{ ingredient: "Niacinamide", percentage: 10 }] }),
        am("Gel Cream", "Moisturizer", "Aqua, Dimethicone"),
      ],
      nightProducts: [pm("Gel Cleanser", "Cleanser", "Aqua, Sodium Laureth Sulfate")],
    };
    // Effectiveness: 5 + 1 + 1.5 - 1 = 6.5. Overall: 2.25 + 3.25 + 1.6 = 7.1 → Solid.
    expect(scores(input)).toEqual({ overall: 7.1, completeness: 7.5, effectiveness: 6.5, safety: 8, tier: "Solid Routine" });
  });

  it("P6 sensitive rosacea with irritants and sensitivities: safety clamps at 0, Red Flag, warnings before info", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "rosacea", skinType: "sensitive", sensitivities: ["fragrance", "alcohol", "essential-oils"] }),
      morningProducts: [
        am("Rose Toner", "Toner", "Aqua, Alcohol Denat., Parfum, Rosa Damascena Flower Oil, Citrus Limon Peel Oil, Menthol", {
          selfAssessment: 1,
        }),
      ],
      nightProducts: [
        pm("Mint Mask", "Mask", "Aqua, Alcohol Denat., Parfum, Mentha Piperita Oil, Eucalyptus Globulus Leaf Oil", { selfAssessment: 5 }),
      ],
    };
    // Completeness: 5, nothing added; missing gentle cleanser, moisturizer, sunscreen, soothing treatment = -2 → 3.
    // Effectiveness: 5 - 2 (2 products) - 1.5 (no target actives; rosacea needs no sunscreen penalty) = 1.5.
    // Safety: irritant hits 5 (toner) + 4 (mask) = 9 × 0.7 = 6.3; sensitivity matches 3 per product × 2 = 6;
    //   ratings 1 and 5 = 0.6 → 8 - 6.3 - 6 - 0.6 = -4.9 → clamp 0.
    // Overall: 0.9 + 0.75 + 0 = 1.65 → 1.7 → Red Flag.
    expect(scores(input)).toEqual({ overall: 1.7, completeness: 3, effectiveness: 1.5, safety: 0, tier: "Red Flag Routine" });
    const analysis = analyzeRoutine(input);
    expect(analysis.breakdown.safety.raw).toBeCloseTo(-4.9, 10);
    expect(analysis.breakdown.safety.terms.filter((t) => t.rule.startsWith("irritant"))).toHaveLength(9);
    expect(analysis.breakdown.safety.terms.filter((t) => t.rule.startsWith("sensitivity"))).toHaveLength(6);
    const recs = analysis.result.prioritizedRecommendations;
    const types = recs.map((r) => r.type);
    expect(types).toContain("warning");
    expect(types).toContain("info");
    expect(types).not.toContain("success");
    for (let i = 1; i < types.length; i++) expect(RANK[types[i]]).toBeGreaterThanOrEqual(RANK[types[i - 1]]);
    const irritants = recs.find((r) => r.title === "Irritants in Rose Toner");
    expect(irritants?.type).toBe("warning");
    expect(irritants?.description).toContain("Alcohol Denat");
    expect(irritants?.description).toContain("Menthol");
    expect(recs.find((r) => r.title === "Mint Mask contains essential oils")?.description).toContain("Mentha Piperita Oil");
    expect(recs.find((r) => r.title === "Rose Toner feels too strong")?.type).toBe("warning");
    expect(recs.find((r) => r.title === "Mint Mask feels too mild")?.type).toBe("info");
    expect(titles(recs)).toEqual(
      expect.arrayContaining(["Missing step: gentle cleanser", "Missing step: soothing treatment", "Missing step: moisturizer"]),
    );
  });

  describe("P7-P9 retinoid + AHA at night (anti-aging 40-49, SPF moisturizer)", () => {
    const routine = (retinol: Partial<AdvancedRoutineEntry>, acid: Partial<AdvancedRoutineEntry>): ScoreRoutineInput => ({
      profile: profile({ primaryConcern: "anti-aging", ageBracket: "40-49" }),
      morningProducts: [am("Daily Cleanser", "Cleanser", "Aqua, Coco-Glucoside"), am("Day Lotion SPF 30", "Moisturizer", "Aqua, Zinc Oxide, Glycerin")],
      nightProducts: [
        pm("Glycolic Toner", "Exfoliant", "Aqua, Glycolic Acid", { concentrations: [{ ingredient: "Glycolic Acid", percentage: 10 }], ...acid }),
        pm("Retinol Serum", "Serum", "Aqua, Retinol", { concentrations: [{ ingredient: "Retinol", percentage: 0.3 }], ...retinol }),
        pm("Night Cream", "Moisturizer", "Aqua, Dimethicone"),
      ],
    });
    // Shared: Completeness 5 + 0.5 am cleanser + 1 am moisturizer + 1.5 am sunscreen ("SPF 30" in the name)
    //   + 1 pm moisturizer + 1.5 targets (glycolic acid, retinol) = 10.5; nothing missing → clamp 10.
    // Effectiveness: 5 + 1 (2 target actives) + 1.5 (glycolic 10 ≥ 5) = 7.5 (no fine-lines bonus for anti-aging).

    it("P7 glycolic 10% with retinol 0.3% nightly: 1.5", () => {
      const input = routine({}, {});
      // Safety: 8 - 1.5 = 6.5. Overall: 3 + 3.75 + 1.3 = 8.05 → 8.1 → Solid.
      expect(scores(input)).toEqual({ overall: 8.1, completeness: 10, effectiveness: 7.5, safety: 6.5, tier: "Solid Routine" });
      const rec = scoreRoutine(input).prioritizedRecommendations[0];
      expect(rec).toMatchObject({ type: "warning", title: "Strong retinoid and AHA on the same nights" });
      expect(rec.description).toContain("Retinol Serum and Glycolic Toner");
    });

    it("P8 retinol below 0.25% (or AHA below 10%): 0.8", () => {
      // Safety: 8 - 0.8 = 7.2. Overall: 3 + 3.75 + 1.44 = 8.19 → 8.2.
      const weakRetinol = routine({ concentrations: [{ ingredient: "Retinol", percentage: 0.2 }] }, {});
      expect(scores(weakRetinol)).toEqual({ overall: 8.2, completeness: 10, effectiveness: 7.5, safety: 7.2, tier: "Solid Routine" });
      // Glycolic 9.9 still meets the 5% effectiveness threshold; the pair is not "strong" → 0.8.
      const weakAcid = routine({}, { concentrations: [{ ingredient: "Glycolic Acid", percentage: 9.9 }] });
      expect(scores(weakAcid).safety).toBe(7.2);
      // No concentrations at all → 0.8, and effectiveness loses the threshold bonus: 5 + 1 = 6.
      const unknown = routine({ concentrations: [] }, { concentrations: [] });
      expect(scores(unknown)).toMatchObject({ safety: 7.2, effectiveness: 6 });
      // Lactic acid 12% with retinol exactly 0.25% is "strong" → 1.5 (and no 5% glycolic threshold: effectiveness 6).
      const lactic = routine(
        { concentrations: [{ ingredient: "Retinol", percentage: 0.25 }] },
        { ingredients: "Aqua, Lactic Acid", concentrations: [{ ingredient: "Lactic Acid", percentage: 12 }] },
      );
      expect(scores(lactic)).toMatchObject({ safety: 6.5, effectiveness: 7.5 });
    });

    it.each<[string, Partial<AdvancedRoutineEntry>, Partial<AdvancedRoutineEntry>]>([
      ["retinoid on alternate nights", { usageFrequency: "alternate-nights" }, {}],
      ["retinoid 3x a week", { usageFrequency: "3x-week" }, {}],
      ["AHA weekly", {}, { usageFrequency: "weekly" }],
    ])("P9 %s: 0.25 even at high strength", (_label, retinol, acid) => {
      // Safety: 8 - 0.25 = 7.75 → 7.8. Overall: 3 + 3.75 + 0.2*7.8 = 8.31 → 8.3.
      const input = routine(retinol, acid);
      expect(scores(input)).toEqual({ overall: 8.3, completeness: 10, effectiveness: 7.5, safety: 7.8, tier: "Solid Routine" });
      expect(rules(input, "safety")).toEqual(["base", "retinoid + AHA at night (reduced)"]);
      expect(scoreRoutine(input).prioritizedRecommendations[0]).toMatchObject({ type: "info", title: "Retinoid and AHA at night" });
    });

    it("'at night' follows usage frequency: daily-am in the night list is not at night; daily-both in the morning list is", () => {
      const notAtNight = routine({ usageFrequency: "daily-am" }, {});
      expect(rules(notAtNight, "safety")).toEqual(["base"]);
      expect(scores(notAtNight).safety).toBe(8);
      const both: ScoreRoutineInput = {
        ...notAtNight,
        morningProducts: [...notAtNight.morningProducts, am("Retinol AM/PM", "Serum", "Aqua, Retinol", { usageFrequency: "daily-both" })],
        nightProducts: notAtNight.nightProducts.filter((p) => p.name !== "Retinol Serum"),
      };
      // Retinol AM/PM has no concentrations → 0.8.
      expect(scores(both).safety).toBe(7.2);
    });

    it("a single product holding both a retinoid and an AHA counts as the pair", () => {
      const input: ScoreRoutineInput = {
        profile: profile({ primaryConcern: "anti-aging" }),
        morningProducts: [],
        nightProducts: [pm("Resurfacing Serum", "Serum", "Aqua, Glycolic Acid, Retinol")],
      };
      expect(rules(input, "safety")).toEqual(["base", "retinoid + AHA at night (default)"]);
    });
  });

  describe("P10 benzoyl peroxide with retinol (acne, oily 20-29)", () => {
    const routine = (bpoFrequency: UsageFrequency): ScoreRoutineInput => ({
      profile: profile({ primaryConcern: "acne", skinType: "oily" }),
      morningProducts: [
        am("BPO Wash", "Cleanser", "Aqua, Benzoyl Peroxide", { usageFrequency: bpoFrequency }),
        am("Oil-Free Lotion", "Moisturizer", "Aqua, Dimethicone"),
        am("Sun Gel SPF 50", "Sunscreen", "Aqua, Octocrylene"),
      ],
      nightProducts: [pm("Retinol Serum", "Serum", "Aqua, Retinol"), pm("Night Gel", "Moisturizer", "Aqua, Dimethicone")],
    });

    it("other period: 0.3", () => {
      // Completeness: 5 + 0.5 + 1 + 1.5 + 1 (pm moisturizer) + 1.5 targets = 10.5; acne expectations met → 10.
      // Effectiveness: 5 + 1 (benzoyl peroxide, retinol) = 6. Safety: 8 - 0.3 = 7.7.
      // Overall: 3 + 3 + 1.54 = 7.54 → 7.5.
      const input = routine("daily-am");
      expect(scores(input)).toEqual({ overall: 7.5, completeness: 10, effectiveness: 6, safety: 7.7, tier: "Solid Routine" });
      const rec = scoreRoutine(input).prioritizedRecommendations.find((r) => r.title.startsWith("Benzoyl peroxide"));
      expect(rec?.type).toBe("info");
      expect(rec?.description).toContain("BPO Wash");
      expect(rec?.description).toContain("Retinol Serum");
    });

    it("same period (BPO wash used morning and night): 0.8", () => {
      // Completeness: 10.5 + 0.5 night cleanser (daily-both) = 11 → 10. Safety: 8 - 0.8 = 7.2.
      // Overall: 3 + 3 + 1.44 = 7.44 → 7.4.
      const input = routine("daily-both");
      expect(scores(input)).toEqual({ overall: 7.4, completeness: 10, effectiveness: 6, safety: 7.2, tier: "Solid Routine" });
      expect(rules(input, "completeness")).toContain("night cleanser");
      const rec = scoreRoutine(input).prioritizedRecommendations.find((r) => r.title.startsWith("Benzoyl peroxide"));
      expect(rec?.type).toBe("warning");
    });

    it("adapalene is not 'retinol' for the avoid pair", () => {
      const input = routine("daily-both");
      input.nightProducts = [pm("Adapalene Gel", "Spot Treatment", "Aqua, Adapalene"), pm("Night Gel", "Moisturizer", "Aqua, Dimethicone")];
      expect(rules(input, "safety")).toEqual(["base"]);
    });
  });

  /** A barrier-repair routine with a harsh cleanser, no occlusive and three serums. */
  const barrierRepair = (skinType: SkinProfile["skinType"]): ScoreRoutineInput => ({
    profile: profile({ primaryConcern: "barrier-repair", skinType }),
    morningProducts: [
      am("Foaming Wash", "Cleanser", "Aqua, Sodium Lauryl Sulfate, Parfum"),
      am("Serum A", "Serum", "Aqua, Ceramide NP"),
      am("Serum B", "Serum", "Aqua, Niacinamide"),
      am("Light Gel", "Moisturizer", "Aqua, Carbomer"),
    ],
    nightProducts: [pm("Serum C", "Serum", "Aqua, Carbomer")],
  });

  it("P11 barrier-repair: harsh cleanser, no occlusive, three serums (-0.3), irritants at 0.4; Yellow Flag", () => {
    const input = barrierRepair("normal");
    // Completeness: 5 + 0.5 am cleanser + 1 am moisturizer + 1.5 targets (ceramide np, niacinamide)
    //   - 0.5 gentle cleanser - 0.5 occlusive - 0.3 (3 serums) = 6.7.
    // Effectiveness: 5 + 1 (2 target actives) = 6.
    // Safety: 2 irritant hits (sodium lauryl sulfate, parfum) × 0.4 = 0.8 → 7.2.
    // Overall: 0.3*6.7 + 0.5*6 + 0.2*7.2 = 2.01 + 3 + 1.44 = 6.45 → 6.5 → Yellow Flag.
    expect(scores(input)).toEqual({ overall: 6.5, completeness: 6.7, effectiveness: 6, safety: 7.2, tier: "Yellow Flag Routine" });
    const recs = scoreRoutine(input).prioritizedRecommendations;
    expect(recs.find((r) => r.title === "Irritants in Foaming Wash")?.type).toBe("info");
    expect(recs.find((r) => r.title === "3 Serum products")?.description).toContain("Serum A, Serum B and Serum C");
    expect(recs.find((r) => r.title === "Missing step: gentle cleanser")?.description).toContain("Foaming Wash contains Sodium Lauryl Sulfate and Parfum");
  });

  it("P12 same barrier-repair routine on dry skin, plus an occlusive night balm", () => {
    const base = barrierRepair("dry");
    // Dry skin: irritant hits cost 0.7 → safety 8 - 1.4 = 6.6. Overall: 2.01 + 3 + 1.32 = 6.33 → 6.3.
    expect(scores(base)).toEqual({ overall: 6.3, completeness: 6.7, effectiveness: 6, safety: 6.6, tier: "Yellow Flag Routine" });
    expect(scoreRoutine(base).prioritizedRecommendations.find((r) => r.title === "Irritants in Foaming Wash")?.type).toBe("warning");

    const withBalm: ScoreRoutineInput = { ...base, nightProducts: [...base.nightProducts, pm("Healing Balm", "Moisturizer", "Petrolatum, Lanolin")] };
    // Completeness: 6.7 + 1 night moisturizer + 0.5 (occlusive no longer missing) = 8.2.
    // Effectiveness: 6. Safety 6.6. Overall: 2.46 + 3 + 1.32 = 6.78 → 6.8.
    expect(scores(withBalm)).toEqual({ overall: 6.8, completeness: 8.2, effectiveness: 6, safety: 6.6, tier: "Yellow Flag Routine" });
  });

  it("P13 hydration with 2 products, daily-both cleanser, acid and vitamin C sensitivities", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hydration", skinType: "dry", sensitivities: ["retinoids", "acids", "vitamin-c"] }),
      morningProducts: [
        am("Cleansing Balm", "Cleanser", "Aqua, Glycerin", { usageFrequency: "daily-both" }),
        am("Glow Toner", "Toner", "Aqua, Mandelic Acid, Ascorbic Acid"),
      ],
      nightProducts: [],
    };
    // Completeness: 5 + 0.5 am cleanser + 0.5 pm cleanser (daily-both) + 1.5 targets (glycerin)
    //   - 0.5 moisturizer - 0.5 hydrating serum (a toner is not a serum) = 6.5.
    // Effectiveness: 5 - 2 (2 products) + 1 (glycerin) = 4.
    // Safety: 8 - 1 (acids: mandelic acid) - 1 (vitamin-c: ascorbic acid) = 6; no retinoid in the routine.
    // Overall: 1.95 + 2 + 1.2 = 5.15 → 5.2 → Yellow Flag.
    expect(scores(input)).toEqual({ overall: 5.2, completeness: 6.5, effectiveness: 4, safety: 6, tier: "Yellow Flag Routine" });
    const recs = scoreRoutine(input).prioritizedRecommendations;
    expect(titles(recs)).toEqual([
      "No sunscreen in your morning routine",
      "Only 2 products in your routine",
      "Glow Toner contains acids",
      "Glow Toner contains vitamin C",
      "Missing step: moisturizer",
      "Missing step: hydrating serum",
      "Targets your hydration concern",
    ]);
  });

  it("P14 rosacea: gentle cleanser and soothing treatment recognised; SLS cleanser is not gentle", () => {
    const gentle: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "rosacea", skinType: "sensitive" }),
      morningProducts: [
        am("Milky Cleanser", "Cleanser", "Aqua, Glycerin, Cetearyl Alcohol"),
        am("Cica Serum", "Serum", "Aqua, Centella Asiatica Extract, Allantoin"),
        am("Mineral SPF 30", "Sunscreen", "Aqua, Zinc Oxide"),
      ],
      nightProducts: [pm("Calming Cream", "Moisturizer", "Aqua, Squalane")],
    };
    // Completeness: 5 + 0.5 + 1.5 + 1 (pm moisturizer) + 1.5 targets = 9.5; nothing missing.
    // Effectiveness: 5 + 1 (centella asiatica extract, allantoin) = 6. Safety 8.
    // Overall: 2.85 + 3 + 1.6 = 7.45 → 7.5.
    expect(scores(gentle)).toEqual({ overall: 7.5, completeness: 9.5, effectiveness: 6, safety: 8, tier: "Solid Routine" });

    const harsh: ScoreRoutineInput = {
      ...gentle,
      morningProducts: [am("Clarifying Wash", "Cleanser", "Aqua, Sodium Lauryl Sulfate"), ...gentle.morningProducts.slice(1)],
    };
    // Completeness: 9.5 - 0.5 gentle cleanser = 9. Safety: 8 - 0.7 (SLS, sensitive skin) = 7.3.
    // Overall: 2.7 + 3 + 1.46 = 7.16 → 7.2.
    expect(scores(harsh)).toEqual({ overall: 7.2, completeness: 9, effectiveness: 6, safety: 7.3, tier: "Solid Routine" });
  });

  it("P15 fine-lines 40-49 with vitamin E only and 30-39 with peptides only", () => {
    const routine = (ageBracket: SkinProfile["ageBracket"], serum: string): ScoreRoutineInput => ({
      profile: profile({ primaryConcern: "fine-lines", ageBracket }),
      morningProducts: [am("Cleanser", "Cleanser", "Aqua"), am("Sunscreen", "Sunscreen", "Aqua, Zinc Oxide")],
      nightProducts: [pm("Night Serum", "Serum", serum), pm("Night Cream", "Moisturizer", "Aqua")],
    });
    // 40-49, tocopherol only: no target active. Completeness: 5 + 0.5 + 1.5 + 1 - 0.5 (treatment) = 7.5.
    // Effectiveness: 5 - 1.5 (no targets) + 0.5 (vitamin E, 40+) = 4. Overall: 2.25 + 2 + 1.6 = 5.85 → 5.9.
    const vitE = routine("40-49", "Aqua, Tocopherol");
    expect(scores(vitE)).toEqual({ overall: 5.9, completeness: 7.5, effectiveness: 4, safety: 8, tier: "Yellow Flag Routine" });
    expect(rules(vitE, "effectiveness")).toEqual(["base", "no target actives", "fine-lines 40+ vitamin C/E/ferulic"]);
    // 30-39, peptide only: target active but no 30s peptide bonus. Completeness: 5 + 0.5 + 1.5 + 1 + 1.5 = 9.5.
    // Effectiveness: 5 + 1 = 6. Overall: 2.85 + 3 + 1.6 = 7.45 → 7.5.
    const peptide = routine("30-39", "Aqua, Acetyl Hexapeptide-8");
    expect(scores(peptide)).toEqual({ overall: 7.5, completeness: 9.5, effectiveness: 6, safety: 8, tier: "Solid Routine" });
    // 40-49 with a retinoid: 5 + 1 (retinol) + 1 (40+ retinoid) = 7.
    const retinol40 = routine("40-49", "Aqua, Retinol");
    expect(rules(retinol40, "effectiveness")).toEqual(["base", "1-2 target actives", "fine-lines 40+ retinoid"]);
    expect(scores(retinol40).effectiveness).toBe(7);
    // 20-29 gets no age bonus at all, even with a retinoid: 5 + 1 = 6.
    expect(rules(routine("20-29", "Aqua, Retinol, Tocopherol"), "effectiveness")).toEqual(["base", "1-2 target actives"]);
  });

  it("P17 acne, normal skin: irritants 0.4 each, reduced retinoid + AHA and BPO in the other period (6.65 → 6.7)", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "acne", skinType: "normal" }),
      morningProducts: [am("BPO Wash", "Cleanser", "Aqua, Benzoyl Peroxide, Parfum, Alcohol Denat.")],
      nightProducts: [
        pm("Retinol Serum", "Serum", "Aqua, Retinol", { usageFrequency: "alternate-nights" }),
        pm("Glycolic Toner", "Exfoliant", "Aqua, Glycolic Acid"),
      ],
    };
    // Completeness: 5 + 0.5 am cleanser + 1.5 targets (benzoyl peroxide, retinol) - 0.5 moisturizer - 0.5 sunscreen = 6.
    // Effectiveness: 5 + 1 (2 target actives) = 6 (3 products; acne has no sunscreen penalty).
    // Safety: 8 - 0.4 (parfum) - 0.4 (alcohol denat) - 0.25 (retinoid alternate nights) - 0.3 (BPO morning, retinol night)
    //   = 6.65 (6.6499999… in floating point) → 6.7.
    // Overall: 0.3*6 + 0.5*6 + 0.2*6.7 = 1.8 + 3 + 1.34 = 6.14 → 6.1 → Yellow Flag.
    expect(scores(input)).toEqual({ overall: 6.1, completeness: 6, effectiveness: 6, safety: 6.7, tier: "Yellow Flag Routine" });
    expect(rules(input, "safety")).toEqual([
      "base",
      expect.stringMatching(/^irritant .* in BPO Wash$/),
      expect.stringMatching(/^irritant .* in BPO Wash$/),
      "retinoid + AHA at night (reduced)",
      "benzoyl peroxide + retinol other period",
    ]);
  });

  it("P16 empty routine: every completeness deduction, Red Flag", () => {
    const input: ScoreRoutineInput = { profile: profile({ primaryConcern: "acne", ageBracket: "under-20" }), morningProducts: [], nightProducts: [] };
    // Completeness: 5 - 4 × 0.5 = 3. Effectiveness: 5 - 2 - 1.5 = 1.5 (acne: no sunscreen penalty). Safety 8.
    // Overall: 0.9 + 0.75 + 1.6 = 3.25 → 3.3 → Red Flag.
    expect(scores(input)).toEqual({ overall: 3.3, completeness: 3, effectiveness: 1.5, safety: 8, tier: "Red Flag Routine" });
    expect(titles(scoreRoutine(input).prioritizedRecommendations)).toEqual([
      "No sunscreen in your morning routine",
      "Nothing targets your acne concern",
      "No products in your routine",
      "Missing step: cleanser",
      "Missing step: moisturizer",
      "Missing step: treatment",
    ]);
  });
});

// ---------------------------------------------------------------------------
// Individual rules
// ---------------------------------------------------------------------------

describe("completeness terms", () => {
  it("counts each morning/night role once, by the period the product is used in", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hydration" }),
      morningProducts: [am("Cleanser", "cleanser", "Aqua"), am("Cream", " Moisturizer ", "Aqua")],
      nightProducts: [pm("Sunscreen at night", "Sunscreen", "Aqua, Zinc Oxide")],
    };
    // Product types match case- and space-insensitively; a sunscreen used only at night is no morning sunscreen.
    expect(rules(input, "completeness")).toEqual(["base", "morning cleanser", "morning moisturizer", "missing hydrating serum"]);
  });

  it("-0.3 once per product type with more than two entries, not per extra product", () => {
    const serums = (n: number) => Array.from({ length: n }, (_, i) => am(`Serum ${i}`, "Serum", "Aqua"));
    const input = (n: number): ScoreRoutineInput => ({ profile: profile({ primaryConcern: "hydration" }), morningProducts: serums(n), nightProducts: [] });
    // 2 serums: 5 - 0.5 cleanser - 0.5 moisturizer - 0.5 hydrating serum (no humectant) = 3.5.
    expect(scores(input(2)).completeness).toBe(3.5);
    expect(scores(input(3)).completeness).toBe(3.2);
    expect(scores(input(5)).completeness).toBe(3.2);
  });

  it("a Serum, Essence or Ampoule with a humectant is a hydrating serum; the targets bonus is +1.5", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "hydration" }),
      morningProducts: [am("Essence", "Essence", "Aqua, Sodium Hyaluronate")],
      nightProducts: [],
    };
    // 5 + 1.5 targets - 0.5 cleanser - 0.5 moisturizer = 5.5.
    expect(scores(input).completeness).toBe(5.5);
  });
});

describe("effectiveness: concentration thresholds", () => {
  const withConcentration = (ingredient: string, percentage: number): ScoreRoutineInput => ({
    profile: profile({ primaryConcern: "hydration" }),
    morningProducts: [
      am("Cleanser", "Cleanser", "Aqua"),
      am("Moisturizer", "Moisturizer", "Aqua, Glycerin", { concentrations: [{ ingredient, percentage }] }),
      am("Sunscreen", "Sunscreen", "Aqua, Zinc Oxide"),
    ],
    nightProducts: [],
  });
  // Baseline effectiveness: 5 + 1 (glycerin) = 6; meeting a threshold adds 1.5 → 7.5.
  it.each<[string, number, number]>([
    ["Retinol", 0.1, 7.5],
    ["Retinol", 0.09, 6],
    ["Niacinamide", 5, 7.5],
    ["Niacinamide", 4.9, 6],
    ["Vitamin C", 10, 7.5],
    ["L-Ascorbic Acid", 10, 7.5],
    ["Ascorbic acid", 9.9, 6],
    ["Glycolic Acid", 5, 7.5],
    ["Glycolic Acid", 4, 6],
    ["Salicylic Acid", 1, 7.5],
    ["Salicylic Acid", 0.5, 6],
    ["Hyaluronic Acid", 100, 6],
    ["Niacinamide", 0, 6],
    ["Niacinamide", 150, 6],
    ["   ", 50, 6],
  ])("%s at %s percent → effectiveness %s", (ingredient, percentage, expected) => {
    expect(scores(withConcentration(ingredient, percentage)).effectiveness).toBe(expected);
  });

  it("exports the five thresholds of the spec", () => {
    expect(CONCENTRATION_THRESHOLDS.map((t) => [t.id, t.minPercent])).toEqual([
      ["retinol", 0.1],
      ["niacinamide", 5],
      ["vitamin-c", 10],
      ["glycolic", 5],
      ["salicylic", 1],
    ]);
  });

  it("counts distinct target actives across products (the same ingredient twice is one)", () => {
    const input: ScoreRoutineInput = {
      profile: profile({ primaryConcern: "acne" }),
      morningProducts: [am("A", "Serum", "Aqua, Niacinamide"), am("B", "Serum", "Aqua, Niacinamide"), am("C", "Serum", "Aqua, Salicylic Acid")],
      nightProducts: [],
    };
    expect(rules(input, "effectiveness")).toEqual(["base", "1-2 target actives"]);
    const three = { ...input, nightProducts: [pm("D", "Spot Treatment", "Aqua, Benzoyl Peroxide")] };
    expect(rules(three, "effectiveness")).toEqual(["base", "3+ target actives"]);
  });
});

describe("safety: ratings", () => {
  it("-0.3 for each product rated 1 or 5, nothing for 2-4", () => {
    const rated = (...ratings: number[]): ScoreRoutineInput => ({
      profile: profile(),
      morningProducts: ratings.map((r, i) => am(`P${i}`, "Serum", "Aqua", { selfAssessment: r })),
      nightProducts: [],
    });
    expect(scores(rated(2, 3, 4)).safety).toBe(8);
    expect(scores(rated(1, 3, 4)).safety).toBe(7.7);
    expect(scores(rated(1, 5, 5)).safety).toBe(7.1);
  });
});

// ---------------------------------------------------------------------------
// Tiers, rounding, insight order
// ---------------------------------------------------------------------------

describe("tiers and rounding", () => {
  it.each<[number, string]>([
    [10, "Platinum Routine"],
    [9, "Platinum Routine"],
    [8.9, "Solid Routine"],
    [7, "Solid Routine"],
    [6.9, "Yellow Flag Routine"],
    [4, "Yellow Flag Routine"],
    [3.9, "Red Flag Routine"],
    [0, "Red Flag Routine"],
  ])("overall %s → %s", (score, tier) => {
    expect(routineTier(score)).toBe(tier);
  });

  it("clamps to 0-10 and rounds half-up to one decimal despite float noise", () => {
    expect(finalizeScore(-4.9)).toBe(0);
    expect(finalizeScore(10.5)).toBe(10);
    expect(finalizeScore(8 - 0.25 - 0.3)).toBe(7.5); // 7.45 in decimal
    expect(finalizeScore(0.3 * 6.7 + 0.5 * 6 + 0.2 * 7.2)).toBe(6.5); // 6.45
    expect(finalizeScore(0.5 * 2.3 + 0.2 * 1)).toBe(1.4); // 1.35 in decimal, 1.3499999999999999 in floating point
    expect(finalizeScore(7.44)).toBe(7.4);
    expect(finalizeScore(Number.NaN)).toBe(0);
  });
});

describe("insight order", () => {
  it("sortInsights is stable within a type", () => {
    const i = (type: Insight["type"], title: string): Insight => ({ type, title, description: "" });
    expect(titles(sortInsights([i("success", "s1"), i("info", "i1"), i("warning", "w1"), i("success", "s2"), i("warning", "w2")]))).toEqual([
      "w1",
      "w2",
      "i1",
      "s1",
      "s2",
    ]);
  });
});

describe("concentrations, defaults and periods", () => {
  it("validateConcentration", () => {
    expect(validateConcentration(" Niacinamide ", "5")).toEqual({ ingredient: "Niacinamide", percentage: 5 });
    expect(validateConcentration("Retinol", 0.1)).toEqual({ ingredient: "Retinol", percentage: 0.1 });
    expect(validateConcentration("Zinc", 100)).toEqual({ ingredient: "Zinc", percentage: 100 });
    expect(validateConcentration("", 5)).toBeNull();
    expect(validateConcentration("   ", 5)).toBeNull();
    expect(validateConcentration("Retinol", 0)).toBeNull();
    expect(validateConcentration("Retinol", -1)).toBeNull();
    expect(validateConcentration("Retinol", 100.1)).toBeNull();
    expect(validateConcentration("Retinol", "abc")).toBeNull();
    expect(validateConcentration("Retinol", "")).toBeNull();
    expect(validateConcentration("Retinol", Number.NaN)).toBeNull();
  });



  it("defaults: daily-am for morning, daily-pm for night, rating 3", () => {
    expect(defaultUsageFrequency("morning")).toBe("daily-am");
    expect(defaultUsageFrequency("night")).toBe("daily-pm");
    const filled = withAnalysisDefaults({ name: "X", productType: "Serum", ingredients: "" }, "night");
    expect(filled).toMatchObject({ usageFrequency: "daily-pm", selfAssessment: 3, concentrations: [] });
    expect(withAnalysisDefaults({ name: "X", usageFrequency: "weekly" as const, selfAssessment: 5 }, "morning")).toMatchObject({
      usageFrequency: "weekly",
      selfAssessment: 5,
    });
  });



  it.each<[UsageFrequency, "morning" | "night", string[]]>([
    ["daily-both", "morning", ["morning", "night"]],
    ["daily-both", "night", ["morning", "night"]],
    ["daily-am", "night", ["morning"]],
    ["daily-pm", "morning", ["night"]],
    ["alternate-nights", "morning", ["night"]],
    ["3x-week", "morning", ["morning"]],
    ["weekly", "night", ["night"]],
    ["as-needed", "morning", ["morning"]],
  ])("productPeriods(%s listed in %s)", (frequency, listedIn, expected) => {
    expect([...productPeriods(listedIn, frequency)].sort()).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

const INGREDIENT_POOL = [
  "Aqua",
  "Glycerin",
  "Sodium Hyaluronate",
  "Niacinamide",
  "Retinol",
  "Retinal",
  "Adapalene",
  "Glycolic Acid",
  "Lactic Acid",
  "Salicylic Acid",
  "Benzoyl Peroxide",
  "Ascorbic Acid",
  "Tocopherol",
  "Ferulic Acid",
  "Palmitoyl Tripeptide-1",
  "Ceramide NP",
  "Petrolatum",
  "Zinc Oxide",
  "Alcohol Denat.",
  "Parfum",
  "Linalool",
  "Lavandula Angustifolia Oil",
  "Menthol",
  "Centella Asiatica Extract",
  "Azelaic Acid",
  "Sodium Lauryl Sulfate",
  "Dimethicone",
];
const TYPE_POOL = ["Cleanser", "Exfoliant", "Toner", "Serum", "Spot Treatment", "Moisturizer", "Oil", "Sunscreen", "Mask", "Mystery"];

const entryArb: fc.Arbitrary<AdvancedRoutineEntry> = fc.record({
  name: fc.oneof(fc.constantFrom("Gel", "Cream SPF 30", "Serum"), fc.string({ maxLength: 12 })),
  productType: fc.constantFrom(...TYPE_POOL),
  ingredients: fc.array(fc.constantFrom(...INGREDIENT_POOL), { maxLength: 8 }).map((a) => a.join(", ")),
  usageFrequency: fc.constantFrom(...USAGE_FREQUENCIES.map((f) => f.id)),
  selfAssessment: fc.integer({ min: 1, max: 5 }),
  concentrations: fc.array(
    fc.record({
      ingredient: fc.constantFrom("Retinol", "Niacinamide", "Vitamin C", "Glycolic Acid", "Lactic Acid", "Salicylic Acid", ""),
      percentage: fc.oneof(fc.double({ min: -5, max: 120, noNaN: true }), fc.constantFrom(0.1, 0.25, 5, 10)),
    }),
    { maxLength: 3 },
  ),
});

const inputArb: fc.Arbitrary<ScoreRoutineInput> = fc.record({
  profile: fc.record({
    skinType: fc.constantFrom(...SKIN_TYPES),
    primaryConcern: fc.constantFrom(...PRIMARY_CONCERNS),
    ageBracket: fc.constantFrom(...AGE_BRACKETS),
    sensitivities: fc.subarray([...SENSITIVITIES]),
  }),
  morningProducts: fc.array(entryArb, { maxLength: 7 }),
  nightProducts: fc.array(entryArb, { maxLength: 7 }),
});

const isOneDecimal = (x: number) => Number.isFinite(x) && Math.abs(Math.round(x * 10) / 10 - x) < 1e-9;

describe("properties", () => {
  it("every score is within 0-10 with one decimal; overall and tier follow the sub-scores", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = scoreRoutine(input);
        for (const s of [r.overallScore, r.completenessScore, r.effectivenessScore, r.safetyScore]) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(10);
          expect(isOneDecimal(s)).toBe(true);
        }
        expect(r.overallScore).toBe(finalizeScore(0.3 * r.completenessScore + 0.5 * r.effectivenessScore + 0.2 * r.safetyScore));
        expect(r.routineTier).toBe(routineTier(r.overallScore));
      }),
      { numRuns: 300 },
    );
  });

  it("is deterministic and does not mutate its input", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const snapshot = structuredClone(input);
        const a = scoreRoutine(input);
        const b = scoreRoutine(structuredClone(input));
        expect(b).toEqual(a);
        expect(input).toEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });

  it("insights are sorted warning, info, success and the all-good insight appears exactly when all three scores are 8+", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = scoreRoutine(input);
        const ranks = r.prioritizedRecommendations.map((i) => RANK[i.type]);
        for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]);
        const allGood = r.completenessScore >= 8 && r.effectivenessScore >= 8 && r.safetyScore >= 8;
        expect(r.prioritizedRecommendations.filter((i) => i.title === ALL_GOOD_INSIGHT.title)).toHaveLength(allGood ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });

  it("scores do not depend on the order of products within a routine", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = { ...input, morningProducts: [...input.morningProducts].reverse(), nightProducts: [...input.nightProducts].reverse() };
        const a = scoreRoutine(input);
        const b = scoreRoutine(reversed);
        expect([b.overallScore, b.completenessScore, b.effectivenessScore, b.safetyScore]).toEqual([
          a.overallScore,
          a.completenessScore,
          a.effectivenessScore,
          a.safetyScore,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it("adding a product rated 1 never raises safety", () => {
    fc.assert(
      fc.property(inputArb, entryArb, (input, extra) => {
        const before = scoreRoutine(input).safetyScore;
        const after = scoreRoutine({ ...input, nightProducts: [...input.nightProducts, { ...extra, selfAssessment: 1 }] }).safetyScore;
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
