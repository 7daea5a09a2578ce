/** Golden tests of the evaluation engine on routines built from real products. */
import { describe, expect, it } from "vitest";
import * as F from "./__fixtures__/products";
import { baseInput } from "./__fixtures__/products";
import { ENGINE_VERSION, evaluate, overallScore } from "./index";
import type { EngineInput, Evaluation, Insight } from "./types";

function run(overrides: Partial<EngineInput>): Evaluation {
  return evaluate(baseInput(overrides), []);
}

function byRule(e: Evaluation, ruleId: string): Insight[] {
  return e.insights.filter((i) => i.ruleId === ruleId);
}

function one(e: Evaluation, ruleId: string, routine?: string): Insight {
  const found = byRule(e, ruleId).filter((i) => routine === undefined || i.routine === routine);
  expect(found, `${ruleId} ${routine ?? ""}: ${e.insights.map((i) => i.ruleId).join(", ")}`).toHaveLength(1);
  return found[0];
}

const night = (...products: EngineInput["nightProducts"]) => ({ nightProducts: [F.GENTLE_CLEANSER, ...products, F.ULTRA_REPAIR_CREAM] });

describe("conflicts, per routine", () => {
  it("retinoid with an AHA in the same routine: high, naming both products and ingredients", () => {
    const e = run(night(F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM));
    const i = one(e, "conflict-retinoid-aha", "night");
    expect(i.type).toBe("warning");
    expect(i.severity).toBe("high");
    expect(i.products).toEqual([F.GLYCOLIC_PEEL_SWAB.name, F.RETINOL_SERUM.name]);
    expect(i.ingredients).toEqual(["Glycolic Acid", "Retinol"]);
    expect(i.description).toContain(F.GLYCOLIC_PEEL_SWAB.name);
    expect(i.description).toContain("Retinol (position 4)");
    expect(i.action).toMatch(/alternate nights/i);
    expect(i.evidence).toBeTruthy();
    expect(i.title).toContain("(night)");
  });

  it("lactic acid counts as an AHA too, and the conflict is only flagged in the routine where both meet", () => {
    const e = run({
      morningProducts: [F.GENTLE_CLEANSER, F.LACTIC_PADS, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN],
      nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_025, F.ULTRA_REPAIR_CREAM],
    });
    expect(byRule(e, "conflict-retinoid-aha")).toEqual([]);
    const both = run(night(F.LACTIC_PADS, F.RETINOL_025));
    const i = one(both, "conflict-retinoid-aha", "night");
    expect(i.ingredients).toEqual(expect.arrayContaining(["Lactic Acid", "Retinol"]));
  });

  it("vitamin C with a retinoid: medium in the same routine, nothing when split morning and night", () => {
    const same = run(night(F.VITAMIN_C_POWDER, F.RETINOL_SERUM));
    const i = one(same, "conflict-vitamin-c-retinoid", "night");
    expect(i.severity).toBe("medium");
    expect(i.products).toEqual([F.VITAMIN_C_POWDER.name, F.RETINOL_SERUM.name]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Ascorbic Acid (Vitamin C)", "Retinol"]));
    expect(i.action).toMatch(/split morning and night/i);

    const split = run({
      morningProducts: [F.GENTLE_CLEANSER, F.VITAMIN_C_POWDER, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN],
      nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM],
    });
    expect(byRule(split, "conflict-vitamin-c-retinoid").filter((x) => x.type === "warning")).toEqual([]);
    expect(split.safetyScore).toBeGreaterThan(same.safetyScore);
  });

  it("benzoyl peroxide with retinol: high; adapalene is exempt", () => {
    const e = run(night(F.BENZOYL_PEROXIDE_GEL, F.RETINOL_SERUM));
    const i = one(e, "conflict-benzoyl-peroxide-retinoid", "night");
    expect(i.severity).toBe("high");
    expect(i.products).toEqual([F.BENZOYL_PEROXIDE_GEL.name, F.RETINOL_SERUM.name]);
    expect(i.ingredients).toEqual(["Benzoyl Peroxide", "Retinol"]);

    const adapalene = run(night(F.BENZOYL_PEROXIDE_GEL, F.ADAPALENE_GEL));
    expect(byRule(adapalene, "conflict-benzoyl-peroxide-retinoid")).toEqual([]);
  });

  it("niacinamide with vitamin C is low-severity information with 'wait 15 minutes'", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.VITAMIN_C_POWDER, F.NIACINAMIDE_SERUM, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    const i = one(e, "conflict-niacinamide-vitamin-c", "morning");
    expect(i.type).toBe("info");
    expect(i.severity).toBe("low");
    expect(i.action).toContain("wait 15 minutes");
    expect(i.products).toEqual([F.VITAMIN_C_POWDER.name, F.NIACINAMIDE_SERUM.name]);
    // Information costs no safety points.
    expect(i.penalty).toBeUndefined();
    expect(e.safetyScore).toBe(10);
  });
});

describe("no false positives", () => {
  it("hyaluronic acid is not an exfoliant: no acid conflict, no over-exfoliation with a retinoid", () => {
    const e = run(night(F.HYALURONIC_SERUM, F.HYALURONIC_CLOUD_SERUM, F.RETINOL_SERUM));
    expect(byRule(e, "conflict-retinoid-aha")).toEqual([]);
    expect(byRule(e, "over-exfoliation")).toEqual([]);
    expect(e.insights.flatMap((i) => i.ingredients ?? [])).not.toContain("Sodium Hyaluronate");
  });

  it("fatty alcohols (cetyl, cetearyl, stearyl) are not drying alcohol on dry skin", () => {
    const e = run({ skinType: "dry" });
    expect(byRule(e, "dry-drying-alcohol")).toEqual([]);
    // ...while real ethanol high in a list is flagged, naming product and ingredient.
    const alcohol = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.ALCOHOL_NECK_CREAM] });
    const i = one(alcohol, "dry-drying-alcohol");
    expect(i.products).toEqual([F.ALCOHOL_NECK_CREAM.name]);
    expect(i.ingredients).toEqual(["Alcohol (Ethanol)"]);
    expect(i.ingredients).not.toContain("Cetearyl Alcohol");
  });

  it("retinyl palmitate late in a list is not a strong retinoid: no high or medium retinoid conflict", () => {
    for (const cream of [F.NIGHT_CREAM_RETINYL_PALMITATE, F.OXYGEN_MASK_RETINYL_PALMITATE]) {
      const e = run({ nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_PEEL_SWAB, cream] });
      const conflicts = e.insights.filter((i) => i.ruleId === "conflict-retinoid-aha" || i.ruleId === "conflict-vitamin-c-retinoid");
      for (const c of conflicts) expect(c.severity).toBe("low");
      expect(byRule(e, "photosensitiser-without-spf")).toEqual([]);
      expect(byRule(e, "over-exfoliation")).toEqual([]);
    }
    // The same pair with real retinol is high: the difference is the position weighting.
    const real = run({ nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM] });
    expect(one(real, "conflict-retinoid-aha").severity).toBe("high");
  });

  it("a clean, complete routine has no warnings", () => {
    const e = run({});
    expect(e.insights.filter((i) => i.type === "warning")).toEqual([]);
    expect(e.safetyScore).toBe(10);
    expect(e.routineBalanceScore).toBe(10);
    expect(e.completenessScore).toBe(10);
  });
});

describe("sunscreen rules", () => {
  it("sunscreen in the night routine is flagged, naming the product", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    const i = one(e, "sunscreen-at-night", "night");
    expect(i.type).toBe("warning");
    expect(i.products).toEqual([F.SUNSCREEN.name]);
    expect(i.action).toMatch(/morning/);
    expect(e.routineBalanceScore).toBeLessThan(10);
  });

  it("a retinoid without a morning sunscreen is a high warning naming the retinoid", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM] });
    const i = one(e, "photosensitiser-without-spf");
    expect(i.severity).toBe("high");
    expect(i.products).toEqual([F.RETINOL_SERUM.name]);
    expect(i.ingredients).toEqual(["Retinol"]);
    expect(i.action).toContain("1/4 teaspoon (1.25 ml)");
    // The generic no-sunscreen warning is replaced by the stronger one, not repeated.
    expect(byRule(e, "no-morning-sunscreen")).toEqual([]);
    const withSpf = run({ nightProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(withSpf, "photosensitiser-without-spf")).toEqual([]);
  });

  it("no sunscreen and no photosensitiser: the medium no-morning-sunscreen warning", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    expect(one(e, "no-morning-sunscreen").severity).toBe("medium");
  });
});

describe("skin-type warnings", () => {
  it("sensitive skin: fragrance in a leave-on product is a warning naming product and ingredients", () => {
    const e = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.FRAGRANCED_CREAM] });
    const i = one(e, "sensitive-fragrance");
    expect(i.severity).toBe("medium");
    expect(i.products).toContain(F.FRAGRANCED_CREAM.name);
    expect(i.ingredients).toContain("Fragrance (Parfum)");
    // The same stack on normal skin has no fragrance warning.
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, F.FRAGRANCED_CREAM] }), "sensitive-fragrance")).toEqual([]);
  });

  it("sensitive skin: menthol, essential oils and denatured alcohol are named", () => {
    const e = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.MENTHOL_TONER, F.ESSENTIAL_OIL_SPOT_GEL, F.ULTRA_REPAIR_CREAM] });
    const fragrance = one(e, "sensitive-fragrance");
    expect(fragrance.ingredients).toEqual(expect.arrayContaining(["Menthol", "Eugenia Caryophyllus (Clove) Bud Oil", "Origanum Heracleoticum Flower Oil"]));
    expect(fragrance.products).toEqual(expect.arrayContaining([F.MENTHOL_TONER.name, F.ESSENTIAL_OIL_SPOT_GEL.name]));
    const alcohol = one(e, "sensitive-alcohol");
    expect(alcohol.products).toEqual([F.MENTHOL_TONER.name, F.ESSENTIAL_OIL_SPOT_GEL.name]);
    expect(alcohol.ingredients).toEqual(["Alcohol Denat."]);
  });

  it("oily skin: mineral oil and petrolatum high in a leave-on list; a shea butter at position 12 is not heavy", () => {
    const e = run({ skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, F.MINERAL_OIL_LOTION] });
    const i = one(e, "oily-heavy-occlusive");
    expect(i.products).toEqual([F.MINERAL_OIL_LOTION.name]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Petrolatum"]));
    expect(byRule(run({ skinType: "oily" }), "oily-heavy-occlusive")).toEqual([]);
  });

  it("oily skin without salicylic acid; combination without a gel; normal without antioxidants; dry without humectant", () => {
    expect(one(run({ skinType: "oily" }), "oily-no-bha").type).toBe("warning");
    expect(one(run({ skinType: "combination" }), "combination-no-gel").type).toBe("warning");
    const gel = run({ skinType: "combination", morningProducts: [F.GENTLE_CLEANSER, F.GEL_MOISTURIZER, F.SUNSCREEN] });
    expect(byRule(gel, "combination-no-gel")).toEqual([]);
    // A gel by composition (hydroxyethylcellulose second in a water base) counts too.
    const serumGel = run({ skinType: "combination", nightProducts: [F.GENTLE_CLEANSER, F.HYALURONIC_SERUM, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(serumGel, "combination-no-gel")).toEqual([]);
    // (The anhydrous sunscreen's tocopherol at position 21 counts as an antioxidant, so it is left out here.)
    const noAntioxidant = run({
      morningProducts: [F.GENTLE_CLEANSER, F.MINERAL_OIL_LOTION],
      nightProducts: [F.GENTLE_CLEANSER, F.MINERAL_OIL_LOTION],
    });
    expect(one(noAntioxidant, "normal-no-antioxidant")).toMatchObject({ severity: "low", type: "info" });
    // Only rinse-off glycerin (cleanser) and a trace of propylene glycol after the 1% line (adapalene gel).
    const dry = run({ skinType: "dry", morningProducts: [F.ADAPALENE_GEL], nightProducts: [F.GENTLE_CLEANSER] });
    expect(one(dry, "dry-no-humectant").severity).toBe("medium");
  });

  it("sensitive skin without soothing ingredients", () => {
    const e = run({ skinType: "sensitive", morningProducts: [F.NIACINAMIDE_SERUM, F.SUNSCREEN], nightProducts: [F.HYALURONIC_SERUM] });
    expect(one(e, "sensitive-no-soothing").type).toBe("warning");
    expect(byRule(run({ skinType: "sensitive" }), "sensitive-no-soothing")).toEqual([]);
  });
});

describe("routine rules", () => {
  it("over-exfoliation: three acid or retinoid products in one routine is high", () => {
    const e = run(night(F.GLYCOLIC_PEEL_SWAB, F.LACTIC_PADS, F.RETINOL_025));
    const i = one(e, "over-exfoliation", "night");
    expect(i.severity).toBe("high");
    expect(i.products).toEqual([F.GLYCOLIC_PEEL_SWAB.name, F.LACTIC_PADS.name, F.RETINOL_025.name]);
  });

  it("layering against the product-type order names both products", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, F.HYALURONIC_SERUM] });
    const i = one(e, "layering-order", "night");
    expect(i.description).toContain(`${F.HYALURONIC_SERUM.name} (Serum) should come before ${F.ULTRA_REPAIR_CREAM.name} (Moisturizer)`);
    expect(byRule(run({}), "layering-order")).toEqual([]);
  });

  it("duplicated product types in one routine", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, F.MINERAL_OIL_LOTION] });
    const i = one(e, "duplicate-type", "night");
    expect(i.products).toEqual([F.ULTRA_REPAIR_CREAM.name, F.MINERAL_OIL_LOTION.name]);
  });

  it("pregnancy: retinoids are a high warning only when the profile says pregnant", () => {
    const routine = night(F.RETINOL_SERUM);
    const e = run({ ...routine, profile: { pregnant: true } });
    const i = one(e, "pregnancy-caution");
    expect(i.severity).toBe("high");
    expect(i.ingredients).toContain("Retinol");
    expect(byRule(run(routine), "pregnancy-caution")).toEqual([]);
  });

  it("declared sensitivities flag the matching products", () => {
    const e = run({ ...night(F.GLYCOLIC_PEEL_SWAB), profile: { sensitivities: ["acids"] } });
    const i = one(e, "sensitivity-acids");
    expect(i.products).toEqual([F.GLYCOLIC_PEEL_SWAB.name]);
    expect(i.ingredients).toEqual(["Glycolic Acid"]);
  });

  it("an empty routine", () => {
    const e = run({ nightProducts: [] });
    expect(one(e, "empty-routine", "night").severity).toBe("medium");
  });
});

describe("insight order and shape", () => {
  it("warnings first by severity, then info, then success; every warning names products", () => {
    const e = run({
      morningProducts: [F.GENTLE_CLEANSER, F.VITAMIN_C_POWDER, F.NIACINAMIDE_SERUM, F.ULTRA_REPAIR_CREAM],
      nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN],
    });
    const rank = { warning: 0, info: 1, success: 2 } as const;
    const sev = { high: 0, medium: 1, low: 2 } as const;
    for (let k = 1; k < e.insights.length; k++) {
      const a = e.insights[k - 1];
      const b = e.insights[k];
      expect(rank[a.type as keyof typeof rank] <= rank[b.type as keyof typeof rank]).toBe(true);
      if (a.type === b.type) expect(sev[a.severity ?? "low"] <= sev[b.severity ?? "low"]).toBe(true);
    }
    const productWarnings = e.insights.filter((i) => i.type === "warning" && i.ruleId !== "no-morning-sunscreen" && i.ruleId !== "empty-routine");
    expect(productWarnings.length).toBeGreaterThan(2);
    for (const w of productWarnings) {
      expect(w.products?.length).toBeGreaterThan(0);
      for (const name of w.products ?? []) expect(w.description).toContain(name);
    }
  });
});

describe("scores", () => {
  it("are within 0-10 with one decimal, and the overall score is the mean of the two lowest", () => {
    const e = run(night(F.GLYCOLIC_PEEL_SWAB, F.LACTIC_PADS, F.RETINOL_025, F.BENZOYL_PEROXIDE_GEL));
    const scores = [e.completenessScore, e.effectivenessScore, e.safetyScore, e.ingredientQualityScore, e.routineBalanceScore];
    for (const s of scores) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(10);
      expect(Math.abs(s * 10 - Math.round(s * 10))).toBeLessThan(1e-9);
    }
    const [a, b] = [...scores].sort((x, y) => x - y);
    expect(overallScore(e)).toBeCloseTo(Math.round(((a + b) / 2) * 10) / 10, 10);
    expect(e.safetyScore).toBeLessThan(5);
  });

  it("overallScore: 0 without an evaluation, rounding half up to one decimal", () => {
    expect(overallScore(null)).toBe(0);
    expect(overallScore(undefined)).toBe(0);
    const scores = { completenessScore: 9, effectivenessScore: 6.3, safetyScore: 7.2, ingredientQualityScore: 8, routineBalanceScore: 10 };
    expect(overallScore(scores)).toBe(6.8); // (6.3 + 7.2) / 2 = 6.75
  });

  it("completeness adds points per covered essential, with the missing ones explained", () => {
    const full = run({});
    const noSpf = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    expect(full.completenessScore - noSpf.completenessScore).toBeCloseTo(2.5, 10);
    expect(noSpf.scoreExplanations.completeness).toContain("morning sunscreen (2.5 available)");
    expect(full.scoreExplanations.safety).toContain("No deductions");
  });

  it("safety explanation lists each deduction", () => {
    const e = run(night(F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM));
    expect(e.scoreExplanations.safety).toContain("Retinoid with AHA in the same routine (night) -2.5");
    // The same two products are not charged again as over-exfoliation: the pair warning says it once.
    expect(byRule(e, "over-exfoliation")).toEqual([]);
    // The 20% glycolic swab used nightly is a peel used daily: its own deduction (engine 1.4.9).
    expect(e.scoreExplanations.safety).toContain("A peel-strength acid used more than twice a week (night) -2.5");
    expect(e.safetyScore).toBe(10 - 2.5 - 2.5);
  });

  it("effectiveness rewards actives for the goal", () => {
    const plain = run({ goal: "even-tone" });
    const treated = run({ goal: "even-tone", morningProducts: [F.GENTLE_CLEANSER, F.VITAMIN_C_POWDER, F.NIACINAMIDE_SERUM, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    expect(treated.effectivenessScore).toBeGreaterThan(plain.effectivenessScore);
  });
});

describe("output", () => {
  it("is byte-identical for the same input and carries the engine version", () => {
    const input = baseInput(night(F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM, F.FRAGRANCED_CREAM));
    const a = JSON.stringify(evaluate(input, []));
    const b = JSON.stringify(evaluate(structuredClone(input), []));
    expect(a).toBe(b);
    expect(evaluate(input, []).engineVersion).toBe(ENGINE_VERSION);
  });

  it("survives empty and placeholder ingredient lists", () => {
    const e = evaluate(
      {
        goal: "glow",
        secondaryGoals: [],
        skinType: "normal",
        skinFeeling: "",
        morningProducts: [{ name: "Mystery Cream", productType: "Moisturizer", ingredients: "" }],
        nightProducts: [{ name: "Boutique", ingredients: "Visit the Perricone MD boutique" }],
      },
      [],
    );
    expect(e.ingredientQualityScore).toBe(5);
    expect(e.productMarks.map((m) => m.mark)).toEqual(["KEEP", "KEEP"]);
  });
});
