/**
 * Golden tests of the rules added for real routines, on products of the shipped catalogue
 * (drizzle/seed/products.ts, read by name), traps included. The same rules over the retail
 * catalogue, with more traps: golden-rules.sephora.test.ts (where ../shared/data is there).
 */
import { describe, expect, it } from "vitest";
import { catalogue, catalogueProduct as C } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { baseInput } from "./__fixtures__/products";
import { evaluate } from "./index";
import { parseAnalysis } from "./analysis-text";
import { analyzeRoutine } from "./analyze";
import type { EngineInput, Evaluation, Insight, ProductMark, RoutineProductInput } from "./types";

const run = (overrides: Partial<EngineInput>): Evaluation => evaluate(baseInput(overrides), []);
const byRule = (e: Evaluation, ruleId: string): Insight[] => e.insights.filter((i) => i.ruleId === ruleId);
const one = (e: Evaluation, ruleId: string): Insight => {
  const found = byRule(e, ruleId);
  expect(found, `${ruleId}: ${e.insights.map((i) => i.ruleId).join(", ")}`).toHaveLength(1);
  return found[0];
};
const markOf = (e: Evaluation, name: string): ProductMark => {
  const m = e.productMarks.find((x) => x.name === name);
  if (!m) throw new Error(`no mark for ${name}`);
  return m;
};
const night = (...products: EngineInput["nightProducts"]) => ({ nightProducts: [F.GENTLE_CLEANSER, ...products, F.ULTRA_REPAIR_CREAM] });

// Shipped catalogue products.
const BPO = "Stubborn Acne AM Treatment"; // Benzoyl Peroxide 2.5% declared first
const PEEL = "AHA 30% + BHA 2% Peeling Solution"; // glycolic acid first, salicylic and lactic acid
const BHA = "Skin Perfecting 2% BHA Liquid Exfoliant"; // salicylic acid at 4
const VITAMIN_C = "Vitamin C Suspension 23% + HA Spheres 2%"; // L-ascorbic acid first
const RETINOL = "Retinol 0.5% in Squalane"; // retinol at 3
const ELIXIR = "Beauty Elixir"; // alcohol at 2, peppermint, rosemary and melissa oils at 7-9, allergens at the end
const SLEEPING_MASK = "Water Sleeping Mask"; // fragrance at 13 of 16
const ALCOHOL_TONER = "Clarifying Lotion 2"; // alcohol denat. at 2, salicylic acid at 6
const UNSCENTED_SPF = "UV Clear Broad-Spectrum SPF 46";

describe("benzoyl peroxide pairs", () => {
  it("with an AHA in the same routine: medium, naming both products; split routines are fine", () => {
    const e = run(night(C(BPO), C(PEEL)));
    const i = one(e, "conflict-benzoyl-peroxide-aha");
    expect(i.severity).toBe("medium");
    expect(i.type).toBe("warning");
    expect(i.products).toEqual([BPO, PEEL]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Benzoyl Peroxide", "Glycolic Acid"]));
    expect(i.action).toMatch(/different routines|alternate days/);
    const split = run({ morningProducts: [F.GENTLE_CLEANSER, C(BPO), F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, C(PEEL), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(split, "conflict-benzoyl-peroxide-aha")).toEqual([]);
  });

  it("with L-ascorbic acid: medium (oxidation)", () => {
    const e = run(night(C(BPO), C(VITAMIN_C)));
    const i = one(e, "conflict-benzoyl-peroxide-vitamin-c");
    expect(i.severity).toBe("medium");
    expect(i.description).toMatch(/oxidis/);
    expect(i.products).toEqual([BPO, VITAMIN_C]);
  });

  it("counts in over-exfoliation: benzoyl peroxide with a salicylic acid product; high with a peel and a retinoid too", () => {
    const e = run(night(C(BPO), C(BHA)));
    const i = one(e, "over-exfoliation");
    expect(i.products).toEqual([BPO, BHA]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Benzoyl Peroxide", "Salicylic Acid (BHA)"]));
    const three = run(night(C(BPO), C(PEEL), C(RETINOL)));
    expect(one(three, "over-exfoliation").severity).toBe("high");
  });
});

describe("an AHA that only adjusts the pH is not an exfoliant", () => {
  // EltaMD UV Clear lists lactic acid at 12 of 16, after sodium hyaluronate and tocopheryl acetate; the
  // Alpha Arbutin serum at 6, after its thickener. Neither claims an acid: a pH adjuster (well under 1%),
  // while an AHA exfoliates from about 4-5% at a low pH.
  const ARBUTIN = "Alpha Arbutin 2% + HA";
  it("benzoyl peroxide or vitamin C under that sunscreen, or that serum beside a glycolic toner, raise no acid finding", () => {
    const am = run({ morningProducts: [F.GENTLE_CLEANSER, C(BPO), C(VITAMIN_C), C(UNSCENTED_SPF)], nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    for (const rule of ["conflict-benzoyl-peroxide-aha", "conflict-acid-vitamin-c"]) expect(byRule(am, rule), rule).toEqual([]);
    expect(am.insights.flatMap((i) => i.ingredients ?? [])).not.toContain("Lactic Acid");
    const pm = run(night(C(ARBUTIN), C("Glycolic Acid 7% Toning Solution")));
    for (const rule of ["over-exfoliation", "exfoliation-load"]) expect(byRule(pm, rule), rule).toEqual([]);
  });

  it("trap: an AHA in the first five, or one the name claims, still counts", () => {
    const pm = run(night(C(PEEL), C(BPO)));
    expect(one(pm, "conflict-benzoyl-peroxide-aha").ingredients).toContain("Glycolic Acid");
    const named = { ...C(ARBUTIN), name: "Alpha Arbutin 2% + Lactic Acid" };
    expect(one(run(night(named, C(BPO))), "conflict-benzoyl-peroxide-aha").ingredients).toContain("Lactic Acid");
  });
});

describe("acids, vitamin C and retinoids", () => {
  it("AHA or BHA with L-ascorbic acid is a low-severity pH caution that says the evidence is mixed", () => {
    const i = one(run(night(C(PEEL), C(VITAMIN_C))), "conflict-acid-vitamin-c");
    expect(i.severity).toBe("low");
    expect(i.description).toMatch(/pH/);
    expect(i.evidence).toMatch(/mixed/i);
  });

  it("L-ascorbic acid and retinol in two products of one routine: medium", () => {
    expect(one(run(night(C(VITAMIN_C), C(RETINOL))), "conflict-vitamin-c-retinoid").severity).toBe("medium");
  });

  it("a retinoid in the morning is flagged with 'use it at night'; the same product at night raises nothing", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C(RETINOL), F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    const i = one(e, "retinoid-morning");
    expect(i.products).toEqual([RETINOL]);
    expect(i.ingredients).toEqual(["Retinol"]);
    expect(i.action).toMatch(/night/);
    expect(byRule(run(night(C(RETINOL))), "retinoid-morning")).toEqual([]);
  });
});

describe("exposure: fragrance, essential oils and alcohol by position", () => {
  it("dry skin: essential oils high in a leave-on list are flagged; for normal skin they are not", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C(ELIXIR), F.ULTRA_REPAIR_CREAM] });
    const i = one(e, "dry-fragrance");
    expect(i.products).toEqual([ELIXIR]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Mentha Piperita Oil"]));
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, C(ELIXIR)] }), "dry-fragrance")).toEqual([]);
  });

  it("dry skin trap: a fragrance only near the end of a list is not 'high in the list'", () => {
    expect(byRule(run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C(SLEEPING_MASK)] }), "dry-fragrance")).toEqual([]);
  });

  it("sensitive skin: oils near the top weigh more than a fragrance at the end", () => {
    const top = one(run({ skinType: "sensitive", nightProducts: [C(ELIXIR)] }), "sensitive-fragrance");
    const end = one(run({ skinType: "sensitive", nightProducts: [C(SLEEPING_MASK)] }), "sensitive-fragrance");
    expect(top.severity).toBe("high");
    expect(["low", "medium"]).toContain(end.severity);
  });

  it("trap: an unscented sunscreen raises no fragrance warning for sensitive skin", () => {
    const e = run({ skinType: "sensitive", morningProducts: [C(UNSCENTED_SPF)], nightProducts: [F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "sensitive-fragrance")).toEqual([]);
    expect(markOf(e, UNSCENTED_SPF).mark).toBe("KEEP");
  });

  it("alcohol denat. at position 2 is drying alcohol for dry skin", () => {
    const i = one(run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C(ALCOHOL_TONER), F.ULTRA_REPAIR_CREAM] }), "dry-drying-alcohol");
    expect(i.severity).toBe("medium");
    expect(i.description).toContain("Alcohol Denat. (position 2)");
  });

  it("trap: fatty alcohols high in a list are never drying alcohol", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Moisturizing Cream", "CeraVe")] });
    expect(byRule(e, "dry-drying-alcohol")).toEqual([]);
  });

  it("a declared fragrance sensitivity and sensitive skin report the same oils once", () => {
    const e = run({ skinType: "sensitive", profile: { sensitivities: ["fragrance"] }, nightProducts: [C(ELIXIR)] });
    expect(one(e, "sensitivity-fragrance").ingredients).toContain("Mentha Piperita Oil");
    expect(byRule(e, "sensitive-fragrance")).toEqual([]);
  });
});

describe("coherent output", () => {
  it("'No ingredient conflicts' never appears beside an interaction warning", () => {
    for (const routine of [
      { morningProducts: [F.GENTLE_CLEANSER, C(RETINOL), F.SUNSCREEN] },
      night(C(PEEL), C(BHA)),
      night(C(PEEL), C(VITAMIN_C)),
    ]) {
      const e = run(routine);
      expect(e.insights.some((i) => i.type === "warning" && /^(conflict-|over-exfoliation|retinoid-morning)/.test(i.ruleId ?? ""))).toBe(true);
      expect(byRule(e, "success-no-conflicts")).toEqual([]);
    }
  });

  it("marks agree with the page: a product behind a warning is REPLACE or CARE, never KEEP", () => {
    const e = run({ skinType: "dry", ...night(C(BPO), C(PEEL), C(ELIXIR)) });
    const warned = new Set(e.insights.filter((i) => i.type === "warning" && i.scoreKey === "safety").flatMap((i) => i.products ?? []));
    expect(warned.size).toBeGreaterThan(2);
    for (const m of e.productMarks) if (warned.has(m.name)) expect(m.mark, m.name).not.toBe("KEEP");
    expect(markOf(e, ELIXIR).mark).toBe("REPLACE");
    const care = markOf(run(night(C(BPO), C(VITAMIN_C))), VITAMIN_C);
    expect(care.mark).toBe("CARE");
    expect(care.reason).toContain("Benzoyl peroxide with vitamin C in the same routine (night)");
  });

  it("each warning is said once: SUGGESTIONS does not repeat the warnings' actions", () => {
    const e = run({ skinType: "dry", ...night(C(BPO), C(PEEL), C(ELIXIR)) });
    const suggestions = parseAnalysis(e.analysis).SUGGESTIONS;
    const warnings = e.insights.filter((i) => i.type === "warning");
    expect(warnings.length).toBeGreaterThan(2);
    for (const w of warnings) if (w.action) expect(suggestions).not.toContain(w.action);
    const keys = e.insights.map((i) => `${i.ruleId}|${i.routine}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("a list pasted one per line with bullets evaluates like the comma list", () => {
    const retinol = C(RETINOL);
    const lines = { ...retinol, ingredients: retinol.ingredients.split(/,\s*/).map((n) => `• ${n}`).join("\n") };
    const a = run(night(C(PEEL), retinol));
    const b = run(night(C(PEEL), lines));
    expect(b.insights.map((i) => [i.ruleId, i.severity, i.ingredients])).toEqual(a.insights.map((i) => [i.ruleId, i.severity, i.ingredients]));
    expect(one(b, "conflict-retinoid-aha").ingredients).toContain("Retinol");
  });
});

describe("engine 1.4.3: who a concern is for", () => {
  // SLES at position 2 of a rinse-off gel: SLS/SLES irritation grows with concentration and contact time
  // (CIR: safe in products for brief, discontinuous use followed by thorough rinsing), so a foaming
  // cleanser concerns dry or sensitive skin, not normal or oily skin.
  const SLES_GEL = "Effaclar Purifying Foaming Gel";
  const sulfateRoutine = (skinType: EngineInput["skinType"]) =>
    run({ skinType, morningProducts: [C(SLES_GEL), F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [C(SLES_GEL), F.ULTRA_REPAIR_CREAM] });

  it("a rinse-off sulfate cleanser is no concern and stays KEEP for normal or oily skin", () => {
    for (const skinType of ["normal", "oily", "combination"] as const) {
      const e = sulfateRoutine(skinType);
      expect(byRule(e, "ingredient-concern"), skinType).toEqual([]);
      expect(markOf(e, SLES_GEL).mark, skinType).toBe("KEEP");
    }
  });

  it("trap: for dry or sensitive skin the same cleanser is still flagged for its SLES", () => {
    for (const skinType of ["dry", "sensitive"] as const) {
      const e = sulfateRoutine(skinType);
      expect(e.insights.filter((i) => i.type === "warning" && i.products?.includes(SLES_GEL)).flatMap((i) => i.ingredients), skinType).toContain("Sodium Laureth Sulfate");
      expect(markOf(e, SLES_GEL).mark, skinType).not.toBe("KEEP");
    }
  });

  // Propylene glycol (position 5) is a contact allergen of its own, unrelated to fragrance allergy.
  const PG_CREAM = "Moisturizing Skin Cream";
  it("a fragrance sensitivity alone does not flag propylene glycol; sensitive skin does", () => {
    const fragranceOnly = run({ profile: { sensitivities: ["fragrance"] }, nightProducts: [F.GENTLE_CLEANSER, C(PG_CREAM)] });
    expect(byRule(fragranceOnly, "ingredient-concern")).toEqual([]);
    expect(markOf(fragranceOnly, PG_CREAM).mark).toBe("KEEP");
    const sensitive = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, C(PG_CREAM)] });
    expect(one(sensitive, "ingredient-concern").ingredients).toContain("Propylene Glycol");
  });

  it("trap: a fragrance sensitivity still flags a fragrance at the end of a list", () => {
    const e = run({ profile: { sensitivities: ["fragrance"] }, nightProducts: [F.GENTLE_CLEANSER, C(SLEEPING_MASK)] });
    expect(one(e, "sensitivity-fragrance").products).toContain(SLEEPING_MASK);
  });
});

describe("engine 1.4.3: a sunscreen at night is one that claims sun protection", () => {
  // The same UV filters as Neutrogena's Ultra Sheer SPF 55 (no strengths declared), in a cream a person
  // entered as a moisturizer with no SPF in its name: nothing says it is meant as sun protection.
  const sheer = C("Ultra Sheer Dry-Touch Sunscreen SPF 55");
  const unclaimed = { ...sheer, name: "Night Cream", productType: "Moisturizer" };
  it("UV filters alone do not make a night cream 'a sunscreen in your night routine'", () => {
    expect(byRule(run(night(unclaimed)), "sunscreen-at-night")).toEqual([]);
  });

  it("trap: the type, an SPF in the name, or filter strengths declared as on a Drug Facts label still do", () => {
    expect(one(run(night(sheer)), "sunscreen-at-night").products).toEqual([sheer.name]);
    expect(byRule(run(night({ ...unclaimed, name: "Night Cream SPF 30" })), "sunscreen-at-night")).toHaveLength(1);
    const drugFacts = { ...C("AM Moisturizing Facial Lotion"), productType: "Moisturizer" }; // Homosalate 12%, Octinoxate 7.5%...
    expect(one(run(night(drugFacts)), "sunscreen-at-night").products).toEqual([drugFacts.name]);
  });
});

describe("engine 1.4.3: two retinoids are one active twice, not over-exfoliation", () => {
  // Retinol and hydroxypinacolone retinoate both act on the retinoic acid receptors: the second adds
  // irritation, not a second mechanism, so the advice is to keep one, not to alternate "exfoliants".
  const GRANACTIVE = "Granactive Retinoid 2% in Squalane";
  it("retinol and a retinoate serum on the same night: a duplicated retinoid, CARE on both, no over-exfoliation", () => {
    const e = run(night(C(RETINOL), C(GRANACTIVE)));
    expect(byRule(e, "over-exfoliation")).toEqual([]);
    const i = one(e, "duplicate-retinoid");
    expect(i.severity).toBe("medium");
    expect(i.products).toEqual([RETINOL, GRANACTIVE]);
    expect(i.ingredients).toEqual(["Retinol", "Hydroxypinacolone Retinoate"]);
    expect(i.action).toMatch(/one retinoid/);
    expect(byRule(e, "success-no-conflicts")).toEqual([]);
    for (const name of [RETINOL, GRANACTIVE]) expect(markOf(e, name).mark).toBe("CARE");
  });

  it("trap: a retinoid with an acid is still over-exfoliation, and one retinoid with a BHA and a peel still high", () => {
    expect(one(run(night(C(RETINOL), C(BHA))), "over-exfoliation").products).toEqual([RETINOL, BHA]);
    expect(byRule(run(night(C(RETINOL), C(BHA))), "duplicate-retinoid")).toEqual([]);
    expect(one(run(night(C(RETINOL), C(BHA), C(PEEL))), "over-exfoliation").severity).toBe("high");
    // Two retinoids and an acid: two exfoliating mechanisms (medium), and the retinoid said twice.
    const three = run(night(C(RETINOL), C(GRANACTIVE), C(BHA)));
    expect(one(three, "over-exfoliation").severity).toBe("medium");
    expect(one(three, "duplicate-retinoid").products).toEqual([RETINOL, GRANACTIVE]);
  });

  it("three retinoids, or three products of one type: the title does not say two", () => {
    const ADAPALENE = "Adapalene Gel 0.1% Acne Treatment";
    const retinoids = one(run(night(C(RETINOL), C(GRANACTIVE), C(ADAPALENE))), "duplicate-retinoid");
    expect(retinoids.products).toEqual([RETINOL, GRANACTIVE, ADAPALENE]);
    expect(retinoids.title).toMatch(/^More than one retinoid in one routine\b/);
    const creams = one(run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, { ...F.ULTRA_REPAIR_CREAM, name: "Second Cream" }, { ...F.ULTRA_REPAIR_CREAM, name: "Third Cream" }] }), "duplicate-type");
    expect(creams.description).toContain("3 × Moisturizer");
    expect(creams.title).toMatch(/^The same product type more than once in one routine\b/);
  });

  it("trap: the two retinoids on different nights are neither", () => {
    const e = run(night({ ...C(RETINOL), days: ["mon", "wed", "fri"] }, { ...C(GRANACTIVE), days: ["tue", "thu"] }));
    expect(byRule(e, "duplicate-retinoid")).toEqual([]);
    expect(byRule(e, "over-exfoliation")).toEqual([]);
  });
});

describe("engine 1.4.3: an ingredient is flagged once", () => {
  const ingredientsOf = (e: Evaluation, ruleId: string) => byRule(e, ruleId).flatMap((i) => i.ingredients ?? []);
  it("ingredient-concern leaves out what a skin-type or sensitivity rule already names in that product", () => {
    // Fragrance at 13 of 16: sensitive-fragrance says it (low); the generic concern must not say it again at medium.
    const mask = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, C(SLEEPING_MASK)] });
    expect(byRule(mask, "ingredient-concern").filter((i) => i.products?.includes(SLEEPING_MASK))).toEqual([]);
    expect(one(mask, "sensitive-fragrance").products).toContain(SLEEPING_MASK);
    // Alcohol and essential oils of the Beauty Elixir on dry skin: dry-drying-alcohol and dry-fragrance say them.
    const elixir = run({ skinType: "dry", nightProducts: [C("Hydrating Facial Cleanser"), C(ELIXIR)] });
    expect(ingredientsOf(elixir, "ingredient-concern")).toEqual([]);
    expect(ingredientsOf(elixir, "dry-fragrance")).toContain("Mentha Piperita Oil");
    expect(ingredientsOf(elixir, "dry-drying-alcohol")).toContain("Alcohol (Ethanol)");
    // A declared fragrance sensitivity names the oils; the concern finding does not repeat them.
    const declared = run({ profile: { sensitivities: ["fragrance"] }, nightProducts: [C("Hydrating Facial Cleanser"), C(ELIXIR)] });
    expect(ingredientsOf(declared, "ingredient-concern")).not.toContain("Mentha Piperita Oil");
    expect(ingredientsOf(declared, "sensitivity-fragrance")).toContain("Mentha Piperita Oil");
  });

  it("trap: another concern in the same product is still named", () => {
    const spray = "Facial Spray with Aloe, Herbs and Rosewater"; // propylene glycol at 2, fragrance
    const e = run({ skinType: "sensitive", nightProducts: [C("Hydrating Facial Cleanser"), C(spray)] });
    expect(ingredientsOf(e, "ingredient-concern")).toEqual(["Propylene Glycol"]);
    expect(ingredientsOf(e, "sensitive-fragrance")).toContain("Fragrance (Parfum)");
  });
});

describe("engine 1.4.3: a drying concern is for dry or sensitive skin", () => {
  // Bentonite (3) in a clay mask absorbs oil: what oily skin uses it for. "Can be drying on dry skin" is a
  // concern for dry or sensitive skin, as it already was for a sunscreen's alcohol.
  const CLAY = "Rare Earth Deep Pore Cleansing Masque";
  // Used twice a week, as its maker directs (daily it is rule occasional-use's, engine 1.4.9).
  const clay = (skinType: EngineInput["skinType"]) =>
    run({ skinType, nightProducts: [C("Hydrating Facial Cleanser"), { ...C(CLAY), usageFrequency: "2x-week" }, F.ULTRA_REPAIR_CREAM] });
  it("a bentonite clay mask is no concern and stays KEEP for oily, combination or normal skin", () => {
    for (const skinType of ["oily", "combination", "normal"] as const) {
      const e = clay(skinType);
      expect(byRule(e, "ingredient-concern"), skinType).toEqual([]);
      expect(markOf(e, CLAY).mark, skinType).toBe("KEEP");
    }
  });

  it("trap: for dry or sensitive skin the bentonite is still flagged as drying", () => {
    for (const skinType of ["dry", "sensitive"] as const) {
      const i = one(clay(skinType), "ingredient-concern");
      expect(i.ingredients, skinType).toContain("Bentonite");
      expect(i.description).toMatch(/drying/);
    }
  });
});

describe("engine 1.4.3: a lotion filed under Cleanser", () => {
  // Retailers file Clinique's Clarifying Lotions (alcohol, salicylic acid: a leave-on toner) under "Cleanser".
  const asRetailed = { ...C(ALCOHOL_TONER), productType: "Cleanser" };
  it("is the toner its name says: not a second cleanser, not rinsed off", () => {
    const e = run({ nightProducts: [C("Hydrating Facial Cleanser"), asRetailed, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "duplicate-type")).toEqual([]);
    const asToner = run({ nightProducts: [C("Hydrating Facial Cleanser"), C(ALCOHOL_TONER), F.ULTRA_REPAIR_CREAM] });
    expect(e.insights.map((i) => [i.ruleId, i.severity])).toEqual(asToner.insights.map((i) => [i.ruleId, i.severity]));
  });

  it("trap: a cleansing or make-up removing lotion stays a cleanser", () => {
    for (const name of ["Gentle Cleansing Lotion", "Make-Up Removing Lotion"]) {
      const e = run({ nightProducts: [C("Hydrating Facial Cleanser"), { ...C("Hydrating Facial Cleanser"), name }, F.ULTRA_REPAIR_CREAM] });
      expect(one(e, "duplicate-type").description, name).toContain("2 × Cleanser");
    }
  });
});

describe("engine 1.4.4: a rinse-off mask goes on after cleansing", () => {
  // A clay mask is washed off after 10-15 minutes: on top of a moisturizer it would be rinsed away with it, so it
  // follows the cleanser, before toner, serums and moisturizer. A sleeping mask stays on all night: the last step.
  const CLAY = "Rare Earth Deep Pore Cleansing Masque";
  const SERUM = "Niacinamide 10% + Zinc 1%";
  it("a clay masque entered after the moisturizer is out of order, and the order given puts it after the cleanser", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, C(SERUM), F.ULTRA_REPAIR_CREAM, C(CLAY)] });
    const i = one(e, "layering-order");
    expect(i.products).toEqual(expect.arrayContaining([CLAY, F.ULTRA_REPAIR_CREAM.name]));
    expect(i.description).toContain(`Recommended order: 1. ${F.GENTLE_CLEANSER.name}, 2. ${CLAY}, 3. ${SERUM}, 4. ${F.ULTRA_REPAIR_CREAM.name}.`);
    const text = parseAnalysis(e.analysis)["NIGHT ROUTINE"];
    expect(text).toContain(`2. ${CLAY} (Mask)`);
  });

  it("the masque right after the cleanser is in order", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, C(CLAY), C(SERUM), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "layering-order")).toEqual([]);
  });

  it("trap: a sleeping mask is still the last step, after the moisturizer", () => {
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C(SLEEPING_MASK)] }), "layering-order")).toEqual([]);
    const early = run({ nightProducts: [F.GENTLE_CLEANSER, C(SLEEPING_MASK), F.ULTRA_REPAIR_CREAM] });
    expect(one(early, "layering-order").products).toEqual([SLEEPING_MASK, F.ULTRA_REPAIR_CREAM.name]);
  });
});

describe("engine 1.4.4: an acne patch or spot gel keeps its job", () => {
  // A hydrocolloid pimple patch covers one spot: its adhesive's paraffin is not a film spread over oily skin, and
  // a scar gel is not a treatment for a blemish.
  const PATCH = "Acne Pimple Master Patch";
  it("oily skin: a pimple patch is not a heavy occlusive, and is never swapped for a scar gel", () => {
    const e = evaluate(baseInput({ skinType: "oily", goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, C(PATCH), F.ULTRA_REPAIR_CREAM] }), catalogue());
    expect(byRule(e, "oily-heavy-occlusive").filter((i) => i.products?.includes(PATCH))).toEqual([]);
    expect(e.recommendations.filter((r) => r.name === "Advanced Scar Gel")).toEqual([]);
    expect(markOf(e, PATCH).mark).toBe("KEEP");
  }, 60_000);
});

describe("engine 1.4.4: an eczema-prone or rosacea-prone profile and a sulfate cleanser", () => {
  // SLES at 2 of a foaming gel: brief contact is tolerated by normal skin, but a barrier prone to eczema or rosacea
  // is what sulfates damage most (AAD: avoid sodium lauryl sulfate with eczema and rosacea).
  const EFFACLAR = "Effaclar Purifying Foaming Gel";
  const routine = (profile?: EngineInput["profile"]) =>
    run({ skinType: "normal", ...(profile ? { profile } : {}), morningProducts: [C(EFFACLAR), F.SUNSCREEN], nightProducts: [C(EFFACLAR), F.ULTRA_REPAIR_CREAM] });
  it("a barrier-repair or rosacea profile: the sulfate is a concern", () => {
    for (const primaryConcern of ["barrier-repair", "rosacea"] as const) {
      const i = one(routine({ primaryConcern }), "ingredient-concern");
      expect(i.ingredients, primaryConcern).toContain("Sodium Laureth Sulfate");
      expect(i.source, primaryConcern).toBe("profile");
    }
  });

  it("trap: normal skin with no such profile, or an acne profile: no concern", () => {
    expect(byRule(routine(), "ingredient-concern")).toEqual([]);
    expect(byRule(routine({ primaryConcern: "acne" }), "ingredient-concern")).toEqual([]);
  });
});

describe("engine 1.4.4: only a claim makes the morning's sunscreen", () => {
  // The filters of an SPF 55 sunscreen in a cream entered as a moisturizer with no SPF in its name: it was never
  // tested or labelled for protection, so it is not the morning's sunscreen either.
  const sheer = C("Ultra Sheer Dry-Touch Sunscreen SPF 55");
  const unclaimed = { ...sheer, name: "Day Cream", productType: "Moisturizer" };
  it("a cream with UV filters but no claim in the morning: no sunscreen, and the add asks for one", () => {
    const e = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, unclaimed] }), catalogue());
    expect(byRule(e, "success-sunscreen")).toEqual([]);
    expect(one(e, "no-morning-sunscreen").type).toBe("warning");
    const add = e.recommendations.find((r) => r.productType === "Sunscreen");
    expect(add, JSON.stringify(e.recommendations.map((r) => r.name))).toBeDefined();
  }, 60_000);

  it("trap: the same cream named SPF 30, or with Drug Facts strengths, is the morning's sunscreen", () => {
    const named = run({ morningProducts: [F.GENTLE_CLEANSER, { ...unclaimed, name: "Day Cream SPF 30" }] });
    expect(one(named, "success-sunscreen").products).toEqual(["Day Cream SPF 30"]);
    const drugFacts = { ...C("AM Moisturizing Facial Lotion"), productType: "Moisturizer" };
    expect(byRule(run({ morningProducts: [F.GENTLE_CLEANSER, drugFacts] }), "no-morning-sunscreen")).toEqual([]);
  });
});

describe("advice that holds together (engine 1.4.7)", () => {
  // Labels written for these tests, in the shape of real ones.
  const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Test", productType, ingredients });
  const RETINYL_SPF = product(
    "Daily Defense Broad Spectrum SPF 50",
    "Sunscreen",
    "Water, Homosalate, Octisalate, Octocrylene, Avobenzone, Glycerin, Dimethicone, Cetearyl Alcohol, Butylene Glycol, Tocopheryl Acetate, Sodium Hyaluronate, Retinyl Palmitate, Ascorbyl Palmitate, Phenoxyethanol, Ethylhexylglycerin",
  );
  const VITAMIN_C_SPF = product(
    "Brightening Day Cream SPF 30",
    "Moisturizer",
    "Water, Ascorbic Acid, Zinc Oxide, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Dimethicone, Tocopherol, Phenoxyethanol",
  );
  const GLYCOLIC_CLEANSER = product(
    "Glycolic Acid Daily Cleanser",
    "Cleanser",
    "Water, Glycolic Acid, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Sodium Hydroxide, Phenoxyethanol",
  );
  const EYE_SPF = product("Essential Eye Cream SPF 15", "Eye Cream", "Water, Octinoxate, Zinc Oxide, Glycerin, Dimethicone, Caffeine, Phenoxyethanol");
  const POWDER_SPF = product("Invisible Setting Powder SPF 45", "Sunscreen", "Zinc Oxide, Titanium Dioxide, Silica, Mica, Dimethicone, Tocopherol");

  it("a pair met only in low amounts is a note: no suggested week, and no claim that no pair meets", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C(VITAMIN_C), RETINYL_SPF], nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    const note = one(e, "conflict-vitamin-c-retinoid");
    expect(note.type).toBe("info");
    expect(note.schedule).toBeUndefined();
    expect(note.description).not.toMatch(/Suggested week/);
    expect(byRule(e, "success-no-conflicts")).toEqual([]);
  });

  it("a sunscreen is never given days: it is worn every morning, whatever it holds", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C(BPO), VITAMIN_C_SPF], nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    const pair = one(e, "conflict-benzoyl-peroxide-vitamin-c");
    expect(pair.type).toBe("warning");
    expect(pair.products).toContain(VITAMIN_C_SPF.name);
    for (const i of e.insights) expect(i.schedule?.map((s) => s.product) ?? []).not.toContain(VITAMIN_C_SPF.name);
    expect(JSON.stringify(e.insights)).not.toMatch(/Brightening Day Cream SPF 30 (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
  });

  it("a cleanser's acid is rinsed off before the retinoid goes on: no pair; the same acid left on is one", () => {
    const washed = run(night(GLYCOLIC_CLEANSER, C(RETINOL)));
    expect(byRule(washed, "conflict-retinoid-aha")).toEqual([]);
    const leftOn = run(night(F.GLYCOLIC_TONER, C(RETINOL)));
    expect(one(leftOn, "conflict-retinoid-aha").type).toBe("warning");
  });

  it("pregnant: a retinoid the warning says to stop serves no goal and earns no praise", () => {
    const routine = { goal: "anti-aging" as const, ...night(C(RETINOL)) };
    const usual = run(routine);
    expect(JSON.stringify(byRule(usual, "success-goal").concat(byRule(usual, "goal-uncovered")))).toMatch(/Retinol/);
    const pregnant = run({ ...routine, profile: { pregnant: true } });
    one(pregnant, "pregnancy-caution");
    for (const i of [...byRule(pregnant, "success-goal"), ...byRule(pregnant, "goal-uncovered")]) expect(i.description).not.toMatch(/Retinol/);
    expect(pregnant.scoreExplanations.effectiveness).not.toMatch(/Retinol/);
    expect(pregnant.effectivenessScore).toBeLessThan(usual.effectivenessScore);
  });

  it("pregnant or breastfeeding: a product the warning says to stop gets no suggested days", () => {
    const routine = night(C(RETINOL), C(BHA));
    const usual = run(routine);
    expect(one(usual, "over-exfoliation").schedule?.map((e) => e.product)).toContain(RETINOL);
    for (const profile of [{ pregnant: true }, { breastfeeding: true }]) {
      const e = run({ ...routine, profile });
      one(e, "pregnancy-caution");
      for (const i of e.insights) expect(i.schedule?.map((s) => s.product) ?? [], `${i.ruleId} ${JSON.stringify(profile)}`).not.toContain(RETINOL);
      expect(e.insights.map((i) => i.description).join(" ")).not.toMatch(/Suggested week/);
    }
  });

  it("the morning's sunscreen covers the face: an SPF eye cream or an SPF powder is not it, nor what is suggested", () => {
    for (const partial of [EYE_SPF, POWDER_SPF]) {
      const e = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, partial] }), catalogue());
      expect(byRule(e, "success-sunscreen"), partial.name).toEqual([]);
      one(e, "no-morning-sunscreen");
      const sunscreen = e.recommendations.find((r) => r.productType === "Sunscreen");
      expect(sunscreen, partial.name).toBeDefined();
      expect(sunscreen!.name).not.toMatch(/powder|eye|lip/i);
    }
    // Suggestions state SPF 30 or more, never a partial product, in every case.
    const sunscreens = [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM];
    const e = evaluate(baseInput({ morningProducts: sunscreens }), catalogue());
    for (const r of e.recommendations.filter((x) => /spf/i.test(x.name))) {
      expect(Number(/spf\s*(\d+)/i.exec(r.name)?.[1] ?? 30)).toBeGreaterThanOrEqual(30);
    }
  });

  it("a sunscreen the owner keeps in the night routine is moved to the morning, not bought again", () => {
    const spfCream = product("Daily Moisturizer Broad Spectrum SPF 30", "Moisturizer", "Water, Homosalate, Octisalate, Avobenzone, Glycerin, Dimethicone, Cetearyl Alcohol, Phenoxyethanol");
    const e = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], nightProducts: [F.GENTLE_CLEANSER, spfCream] }), catalogue());
    expect(one(e, "sunscreen-at-night").products).toEqual([spfCream.name]);
    expect(e.recommendations.filter((r) => r.productType === "Sunscreen")).toEqual([]);
    // Without one at night, the missing morning sunscreen is suggested.
    const none = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] }), catalogue());
    expect(none.recommendations.filter((r) => r.productType === "Sunscreen")).toHaveLength(1);
    // Nor when the one at night states under SPF 30: moving it would leave the morning under-protected.
    const weak = product("Tinted Night Cream SPF 15", "Moisturizer", "Water, Octinoxate, Zinc Oxide, Glycerin, Dimethicone, Phenoxyethanol");
    const low = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], nightProducts: [F.GENTLE_CLEANSER, weak] }), catalogue());
    one(low, "sunscreen-at-night");
    expect(low.recommendations.filter((r) => r.productType === "Sunscreen")).toHaveLength(1);
  });

  it("scrub particles trigger reactive skin where they scrub, not as a leave-on cream's texture", () => {
    const e = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, F.GEL_MOISTURIZER] });
    for (const i of byRule(e, "reactive-skin-triggers")) expect((i.ingredients ?? []).join()).not.toMatch(/Seedcake/i);
    const scrub = product("Exfoliating Face Scrub", "Exfoliant", "Water, Glycerin, Juglans Regia (Walnut) Shell Powder, Cetearyl Alcohol, Phenoxyethanol");
    const scrubbed = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, scrub, F.ULTRA_REPAIR_CREAM] });
    expect(one(scrubbed, "reactive-skin-triggers").products).toEqual([scrub.name]);
  });

  it("a morning whose sun protection states less than SPF 30: a warning, no praise, and an SPF 30+ sunscreen suggested", () => {
    const tinted = product("Tinted Moisturizer Broad Spectrum SPF 15", "Moisturizer", "Water, Octinoxate, Zinc Oxide, Glycerin, Dimethicone, Iron Oxides, Phenoxyethanol");
    const e = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, tinted] }), catalogue());
    const low = one(e, "low-spf");
    expect(low.products).toEqual([tinted.name]);
    expect(low.description).toMatch(/SPF 15 at most/);
    expect(byRule(e, "success-sunscreen")).toEqual([]);
    expect(byRule(e, "no-morning-sunscreen")).toEqual([]);
    const added = e.recommendations.filter((r) => r.productType === "Sunscreen");
    expect(added).toHaveLength(1);
    expect(Number(/spf\s*(\d+)/i.exec(added[0].name)?.[1] ?? 30)).toBeGreaterThanOrEqual(30);
    // With an SPF 40 after it, the morning is protected.
    const both = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, tinted, F.SUNSCREEN] }), catalogue());
    expect(byRule(both, "low-spf")).toEqual([]);
    expect(one(both, "success-sunscreen").products).toEqual([F.SUNSCREEN.name]);
  });

  it("a sunscreen product under SPF 30 is swapped for one of SPF 30 or more, never joined by a second sunscreen (engine 1.4.10)", () => {
    const spf15 = product("Daily Defense Lotion SPF 15", "Sunscreen", "Avobenzone 3%, Octisalate 5%, Octocrylene 2%, Water, Glycerin, Dimethicone, Phenoxyethanol");
    const e = evaluate(baseInput({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, spf15] }), catalogue());
    expect(one(e, "low-spf").products).toEqual([spf15.name]);
    const suggested = e.recommendations.filter((r) => r.productType === "Sunscreen");
    expect(suggested).toHaveLength(1);
    expect(suggested[0].replaces).toBe(spf15.name);
    expect(Number(/spf\s*(\d+)/i.exec(suggested[0].name)?.[1] ?? 0)).toBeGreaterThanOrEqual(30);
  });

  it("breaking out or oily: an eye cream is not named for pore-clogging or heavy ingredients, a moisturizer with the same list is", () => {
    const list = "Water, Isopropyl Myristate, Petrolatum, Cetearyl Alcohol, Glycerin, Caffeine, Phenoxyethanol";
    const eye = product("Rich Eye Cream", "Eye Cream", list);
    const face = product("Rich Face Cream", "Moisturizer", list);
    const feeling = "I keep breaking out and my skin gets oily by noon";
    const around = run({ skinType: "oily", skinFeeling: feeling, nightProducts: [F.GENTLE_CLEANSER, eye, F.GEL_MOISTURIZER] });
    expect(JSON.stringify(around.insights.filter((i) => i.ruleId?.startsWith("feeling-")))).not.toContain(eye.name);
    expect(parseAnalysis(around.analysis)["HOW YOUR SKIN FEELS"]).not.toContain(eye.name);
    const spread = run({ skinType: "oily", skinFeeling: feeling, nightProducts: [F.GENTLE_CLEANSER, face, F.GEL_MOISTURIZER] });
    expect(one(spread, "feeling-breakouts-comedogenic").products).toContain(face.name);
    expect(parseAnalysis(spread.analysis)["HOW YOUR SKIN FEELS"]).toContain(face.name);
  });

  it("a sheet mask and a sleeping mask are two jobs, not '2 × Mask'; two sleeping masks the same night are", () => {
    const sheet = product("Hydrating Sheet Mask", "Mask", "Water, Glycerin, Butylene Glycol, Sodium Hyaluronate, Allantoin, Phenoxyethanol");
    const sleeping = product("Overnight Sleeping Mask", "Mask", "Water, Glycerin, Squalane, Dimethicone, Ceramide NP, Phenoxyethanol");
    const other = product("Night Recovery Sleeping Mask", "Mask", "Water, Glycerin, Shea Butter, Panthenol, Phenoxyethanol");
    expect(byRule(run(night(sheet, sleeping)), "duplicate-type")).toEqual([]);
    expect(one(run(night(sleeping, other)), "duplicate-type").products).toEqual([sleeping.name, other.name]);
  });

  it("products used on different days are never layered: no order to fix between them", () => {
    const mask = { ...product("Overnight Sleeping Mask", "Mask", "Water, Glycerin, Squalane, Dimethicone, Phenoxyethanol"), days: ["mon" as const, "thu" as const] };
    const serum = { ...F.HYALURONIC_SERUM, days: ["tue" as const, "fri" as const] };
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, mask, serum] }), "layering-order")).toEqual([]);
    const same = run({ nightProducts: [F.GENTLE_CLEANSER, { ...mask, days: null }, { ...serum, days: null }] });
    expect(one(same, "layering-order").products).toEqual([mask.name, serum.name]);
  });

  it("a drug active the name states and the published list leaves out (a US label's 'Active ingredient') is read as there", () => {
    const spotGel = product("Blemish Clearing Salicylic Acid Acne Treatment", "Spot Treatment", "Water, Alcohol Denat., Hamamelis Virginiana Water, Glycerin, Sulfur, Zinc Oxide, Xanthan Gum, Phenoxyethanol");
    const e = run({ goal: "acne-care", skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, spotGel, F.GEL_MOISTURIZER] });
    expect(byRule(e, "oily-no-bha")).toEqual([]);
    expect(byRule(e, "goal-uncovered")).toEqual([]);
    const without = run({ goal: "acne-care", skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, { ...spotGel, name: "Blemish Clearing Acne Treatment" }, F.GEL_MOISTURIZER] });
    one(without, "oily-no-bha");
    // Traps: a "retinol alternative" holds no retinol, a name that only says BHA is not read (BHA is also an antioxidant),
    // and a product free of an active does not hold it.
    const keysOf = (name: string) =>
      analyzeRoutine(baseInput({ nightProducts: [product(name, "Serum", "Water, Bakuchiol, Glycerin, Phenoxyethanol")] })).night[0].list.ingredients.map((i) => i.key);
    expect(keysOf("Blemish Clearing Salicylic Acid Acne Treatment")[0]).toBe("salicylic acid");
    for (const name of ["Bakuchiol Retinol Alternative Serum", "BHA Clarifying Serum", "Salicylic Acid-Free Gentle Moisturizer", "Benzoyl Peroxide Free Acne Moisturizer", "Calming Serum without Salicylic Acid"]) {
      expect(keysOf(name), name).toEqual(["water", "bakuchiol", "glycerin", "phenoxyethanol"]);
    }
  });

  it("a face and lip sunscreen stick is the face's sunscreen; a lip balm with SPF is not", () => {
    const stick = product("Mineral Face & Lip Sunscreen Stick SPF 50", "Sunscreen", "Zinc Oxide, Caprylic/Capric Triglyceride, Beeswax, Tocopherol");
    one(run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, stick] }), "success-sunscreen");
    const balm = product("Lip Balm SPF 30", "Sunscreen", "Zinc Oxide, Beeswax, Tocopherol");
    one(run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, balm] }), "no-morning-sunscreen");
  });

  it("combination skin without a gel texture is given what the finding asks for: one gel moisturizer, never a second moisturizer", () => {
    const bare = evaluate(baseInput({ skinType: "combination", morningProducts: [F.GENTLE_CLEANSER, F.SUNSCREEN] }), catalogue());
    one(bare, "combination-no-gel");
    const moisturizers = bare.recommendations.filter((r) => r.type === "add" && r.productType === "Moisturizer" && r.timing.includes("morning"));
    expect(moisturizers, JSON.stringify(bare.recommendations.map((r) => r.name))).toHaveLength(1);
    expect(analyzeRoutine(baseInput({ morningProducts: [C(moisturizers[0].name)] })).morning[0].isGel).toBe(true);
    // With a cream in the morning, a second moisturizer would be "2 × Moisturizer" next time: the finding's action says to use a gel instead.
    const withCream = evaluate(baseInput({ skinType: "combination", morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] }), catalogue());
    one(withCream, "combination-no-gel");
    expect(withCream.recommendations.filter((r) => r.type === "add" && r.productType === "Moisturizer")).toEqual([]);
  });

  it("the texts agree with their numbers and nouns: one goal is \"Your goal\", a product with no swap is looked for with its article", () => {
    const single = parseAnalysis(run({}).analysis);
    expect(JSON.stringify(single)).toMatch(/Your goal: Anti-Aging\./);
    const two = parseAnalysis(run({ secondaryGoals: ["hydration"] }).analysis);
    expect(JSON.stringify(two)).toMatch(/Your goals: Anti-Aging and Hydration\./);
    const oil = product("Rose Face Oil", "Oil", "Parfum, Rosa Damascena Flower Oil, Squalane, Limonene, Linalool, Geraniol, Citronellol");
    const e = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, oil, F.ULTRA_REPAIR_CREAM] });
    const mark = markOf(e, oil.name);
    expect(mark.mark).toBe("REPLACE");
    expect(mark.reason).toMatch(/[Ll]ook for an oil without/);
  });
});

describe("what the retailer's aisle says is not what the product does", () => {
  const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Test", productType, ingredients });
  const AFTER_SUN = product("After Sun Greek Yoghurt Cooling Gel for Face and Body", "Sun protect", "Water, Glycerin, Glyceryl Polyacrylate, Yogurt, Hydrogenated Polyisobutene, Butylene Glycol, Panthenol, Menthyl Lactate, Phenoxyethanol");
  const SELF_TAN = product("Pro Light Self Tan Bronzing Mist", "Sun protect", "Water, Dihydroxyacetone, Propylene Glycol, PPG-5-Ceteth-20, Glycerin, Ethoxydiglycol, Caramel, Phenoxyethanol, Parfum (Fragrance), Linalool");
  const SETTING_MIST = product("Defense Refresh Setting Mist Broad Spectrum SPF 50", "Sun protect", "Avobenzone 3%, Homosalate 4%, Octisalate 3%, Octinoxate 6%, Alcohol Denat, Silica Silylate, Rosmarinus Officinalis Leaf Oil");
  const SUPPLEMENT = product("Pure Skin Clarifying Dietary Supplement", "Treatment", "Vitamin A, Vitamin C, Vitamin E, Niacin, Biotin, Zinc, Selenium, Burdock Root Extract");
  const CLEANSE_SUPPLEMENT = product("Daily Cleanse Clear Skin and Breakout Supplement", "Treatment", "Zinc, Selenium, Copper, Organic Chlorella, Spirulina, Milk Thistle Extract, Alpha Lipoic Acid");

  it("an after-sun gel, a self-tanner or an SPF setting mist is not the morning's sunscreen", () => {
    for (const p of [AFTER_SUN, SELF_TAN, SETTING_MIST]) {
      const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, p] });
      expect(byRule(e, "success-sunscreen"), p.name).toEqual([]);
      one(e, "no-morning-sunscreen");
    }
    expect(analyzeRoutine(baseInput({ morningProducts: [AFTER_SUN, SELF_TAN] })).morning.map((p) => p.type)).toEqual(["Moisturizer", "Mist"]);
  });

  it("a self-tanner at night is no 'sunscreen in the night routine'", () => {
    expect(byRule(run(night(SELF_TAN)), "sunscreen-at-night")).toEqual([]);
  });

  it("a supplement is taken by mouth: said once, and its vitamins and zinc are not read as skincare", () => {
    const e = run({ goal: "acne-care", ...night(SUPPLEMENT, CLEANSE_SUPPLEMENT) });
    const note = one(e, "not-topical");
    expect(note.type).toBe("info");
    expect(note.products).toEqual([SUPPLEMENT.name, CLEANSE_SUPPLEMENT.name]);
    const others = e.insights.filter((i) => i.ruleId !== "not-topical");
    expect(JSON.stringify(others)).not.toMatch(/Supplement/);
    expect(analyzeRoutine(baseInput(night(SUPPLEMENT, CLEANSE_SUPPLEMENT))).night.slice(1, 3).map((p) => [p.type, p.list.ingredients.length])).toEqual([[null, 0], [null, 0]]);
  });
});

describe("medicines taken by mouth (engine 1.4.10)", () => {
  const ISOTRETINOIN: RoutineProductInput = { name: "Isotretinoin 20 mg Capsules", brand: "Generic", productType: "Serum", ingredients: "Isotretinoin 20 mg, Soybean Oil, Beeswax, Butylated Hydroxyanisole, Edetate Disodium, Hydrogenated Soybean Oil, Gelatin, Glycerin" };
  const DOXYCYCLINE: RoutineProductInput = { name: "Doxycycline Hyclate 100 mg Tablets", brand: "Generic", productType: "Moisturizer", ingredients: "Doxycycline Hyclate, Microcrystalline Cellulose, Magnesium Stearate" };

  it("capsules with a dose in mg, tablets and anything oral are taken by mouth; a serum sold in capsules is not", () => {
    const night = analyzeRoutine(baseInput({ nightProducts: [ISOTRETINOIN, DOXYCYCLINE, { ...F.RETINOL_SERUM, name: "Retinol Ceramide Capsules Line Erasing Night Serum" }] })).night;
    expect(night.map((p) => p.takenByMouth)).toEqual([true, true, false]);
    // Brands and drug names taken only by mouth, unless a vehicle word makes them topical (a minocycline foam).
    const named = ["Accutane 40mg", "Minocycline ER", "Absorica LD 32 mg", "Amzeeq Minocycline Topical Foam 4%", "Spironolactone"];
    const read = analyzeRoutine(baseInput({ nightProducts: named.map((name) => ({ ...F.RETINOL_SERUM, name })) })).night;
    expect(read.map((p) => p.takenByMouth)).toEqual([true, true, true, false, true]);
  });

  it("pregnant: isotretinoin, a tetracycline or spironolactone taken by mouth is a high warning to call the prescriber today", () => {
    const e = run({ profile: { pregnant: true }, morningProducts: [F.GENTLE_CLEANSER, { ...F.RETINOL_SERUM, name: "Spironolactone 100 mg Tablets" }, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, ISOTRETINOIN] });
    const i = one(e, "oral-pregnancy");
    expect(i).toMatchObject({ type: "warning", severity: "high", products: ["Spironolactone 100 mg Tablets", ISOTRETINOIN.name] });
    expect(i.action).toMatch(/^Contact your prescriber today/);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, ISOTRETINOIN] }), "oral-pregnancy")).toEqual([]);
  });

  it("isotretinoin: its list is not a morning retinoid, no days are given to it, and exfoliants beside it are paused", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, ISOTRETINOIN, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "retinoid-morning")).toEqual([]);
    const pause = one(e, "oral-isotretinoin");
    expect(pause).toMatchObject({ type: "warning", severity: "medium", products: [F.GLYCOLIC_TONER.name] });
    expect(pause.description).toMatch(/^While taking Isotretinoin 20 mg Capsules: /);
    expect(e.productMarks.find((m) => m.name === F.GLYCOLIC_TONER.name)?.mark).not.toBe("KEEP");
    expect(e.insights.flatMap((i) => i.schedule ?? []).map((s) => s.product)).not.toContain(ISOTRETINOIN.name);
    // Without exfoliants there is nothing to pause.
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, ISOTRETINOIN, F.ULTRA_REPAIR_CREAM] }), "oral-isotretinoin")).toEqual([]);
  });

  it("a tetracycline with no morning sunscreen is a sun warning; worn only some mornings, the sunscreen finding is medium", () => {
    const none = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], nightProducts: [F.GENTLE_CLEANSER, DOXYCYCLINE, F.ULTRA_REPAIR_CREAM] });
    expect(one(none, "oral-photosensitiser").products).toEqual([DOXYCYCLINE.name]);
    expect(byRule(none, "no-morning-sunscreen")).toEqual([]);
    const some = run({ morningProducts: [F.GENTLE_CLEANSER, { ...F.SUNSCREEN, usageFrequency: "2x-week" }], nightProducts: [F.GENTLE_CLEANSER, DOXYCYCLINE] });
    expect(byRule(some, "oral-photosensitiser")).toEqual([]);
    expect(one(some, "sunscreen-some-days").severity).toBe("medium");
  });
});

describe("ammonium lactate (engine 1.4.10)", () => {
  it("is lactic acid partly neutralised: it sensitises to the sun, but a 12% lotion is labelled for twice-daily use, not a peel", () => {
    const list = "Water, Ammonium Lactate, Light Mineral Oil, Glyceryl Stearate, PEG-100 Stearate, Propylene Glycol, Glycerin, Magnesium Aluminum Silicate, Laureth-4, Polyoxyl 40 Stearate, Cetyl Alcohol, Methylcellulose, Methylparaben, Propylparaben";
    for (const name of ["Daily Moisturizing Lotion 12% Lactic Acid", "Ammonium Lactate Lotion 12%"]) {
      const lotion = { name, brand: "AmLactin", productType: "Moisturizer", ingredients: list };
      const e = run({ morningProducts: [F.GENTLE_CLEANSER], nightProducts: [F.GENTLE_CLEANSER, lotion] });
      expect(one(e, "photosensitiser-without-spf").products, name).toEqual([name]);
      expect(byRule(e, "peel-strength"), name).toEqual([]);
    }
  });
});

describe("prescription products (engine 1.4.10)", () => {
  const RETIN_A_GEL: RoutineProductInput = { name: "Retin-A Gel 0.025%", brand: "Bausch Health", productType: "Serum", ingredients: "Tretinoin 0.025%, Alcohol, Butylated Hydroxytoluene, Hydroxypropyl Cellulose" };

  it("are never REPLACE for their vehicle: Retin-A's alcohol on dry skin is CARE, with no swap; pregnancy still replaces the drug", () => {
    const e = evaluate(baseInput({ skinType: "dry", goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, RETIN_A_GEL, F.ULTRA_REPAIR_CREAM] }), catalogue());
    expect(one(e, "dry-drying-alcohol").products).toEqual([RETIN_A_GEL.name]);
    const mark = e.productMarks.find((m) => m.name === RETIN_A_GEL.name);
    expect(mark?.mark).toBe("CARE");
    expect(JSON.stringify(mark?.reason)).toContain("prescription product");
    expect(e.recommendations.filter((r) => r.replaces === RETIN_A_GEL.name)).toEqual([]);
    const pregnant = evaluate(baseInput({ skinType: "dry", goal: "acne-care", profile: { pregnant: true }, nightProducts: [F.GENTLE_CLEANSER, RETIN_A_GEL, F.ULTRA_REPAIR_CREAM] }), catalogue());
    expect(pregnant.productMarks.find((m) => m.name === RETIN_A_GEL.name)?.mark).toBe("REPLACE");
  });

  it("other prescription creams (a calcineurin inhibitor, an antifungal) are treatments, kept as prescribed, never swapped for a moisturizer", () => {
    const elidel: RoutineProductInput = { name: "Elidel Cream 1%", brand: "Bausch Health", productType: "Moisturizer", ingredients: "Pimecrolimus 1%, Benzyl Alcohol, Cetyl Alcohol, Citric Acid, Mono- and Di-Glycerides, Oleyl Alcohol, Propylene Glycol, Sodium Cetostearyl Sulphate, Sodium Hydroxide, Stearyl Alcohol, Triglycerides, Water" };
    const keto: RoutineProductInput = { name: "Ketoconazole Cream 2%", brand: "Generic", productType: "Moisturizer", ingredients: "Ketoconazole 2%, Water, Propylene Glycol, Stearyl Alcohol, Cetyl Alcohol, Sorbitan Monostearate, Polysorbate 60, Isopropyl Myristate, Sodium Sulfite" };
    const e = evaluate(baseInput({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, elidel, keto, F.ULTRA_REPAIR_CREAM] }), catalogue());
    expect(analyzeRoutine(baseInput({ nightProducts: [elidel, keto] })).night.map((p) => p.type)).toEqual(["Serum", "Serum"]);
    expect(byRule(e, "duplicate-type")).toEqual([]);
    for (const p of [elidel, keto]) {
      expect(e.productMarks.find((m) => m.name === p.name)?.mark, p.name).not.toBe("REPLACE");
      expect(e.recommendations.filter((r) => r.replaces === p.name), p.name).toEqual([]);
    }
  });
});

describe("a topical antibiotic (engine 1.4.10)", () => {
  const CLINDAMYCIN: RoutineProductInput = { name: "Clindamycin Phosphate Gel 1%", brand: "Generic", productType: "Spot Treatment", ingredients: "Clindamycin Phosphate 1%, Water, Carbomer 940, Methylparaben, Polyethylene Glycol 400, Propylene Glycol, Sodium Hydroxide, Allantoin" };
  const BPO_WASH: RoutineProductInput = { name: "Acne Foaming Cream Cleanser 4% Benzoyl Peroxide", brand: "Test", productType: "Cleanser", ingredients: "Benzoyl Peroxide 4%, Water, Glycerin, Sodium Cocoyl Glycinate, Cocamidopropyl Betaine" };

  it("on its own is a warning to pair it with benzoyl peroxide, and one is suggested; with any benzoyl peroxide it is not", () => {
    const alone = evaluate(baseInput({ goal: "acne-care", morningProducts: [F.GENTLE_CLEANSER, CLINDAMYCIN, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, CLINDAMYCIN, F.ULTRA_REPAIR_CREAM] }), catalogue());
    const i = one(alone, "antibiotic-alone");
    expect(i).toMatchObject({ type: "warning", severity: "medium", products: [CLINDAMYCIN.name] });
    const added = alone.recommendations.filter((r) => r.type === "add" && catalogue().find((c) => c.id === r.productId)?.ingredientKeys.includes("benzoyl peroxide"));
    expect(added.length).toBeGreaterThan(0);
    expect(byRule(run({ morningProducts: [BPO_WASH, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, CLINDAMYCIN, F.ULTRA_REPAIR_CREAM] }), "antibiotic-alone")).toEqual([]);
    const combined = { ...CLINDAMYCIN, name: "Clindamycin 1.2% and Benzoyl Peroxide 5% Gel", ingredients: "Clindamycin Phosphate 1.2%, Benzoyl Peroxide 5%, Water, Carbomer 980, Glycerin, Potassium Hydroxide" };
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, combined, F.ULTRA_REPAIR_CREAM] }), "antibiotic-alone")).toEqual([]);
  });
});

describe("titles inside a sentence", () => {
  it("keep the capital of vitamin C and of abbreviations", () => {
    const e = evaluate(baseInput({ profile: { sensitivities: ["vitamin-c"] }, morningProducts: [F.GENTLE_CLEANSER, C(VITAMIN_C), F.SUNSCREEN] }), catalogue());
    const text = JSON.stringify(e);
    expect(text).toContain("(contains vitamin C, which you react to)");
    expect(text).not.toMatch(/vitamin c\b/);
  });
});

describe("the same product twice in one routine", () => {
  it("is a duplicated step, not 'without duplicated steps'", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.HYALURONIC_SERUM, F.HYALURONIC_SERUM, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    const dup = one(e, "duplicate-type");
    expect(dup.description).toContain("2 × Serum");
    expect(JSON.stringify(e)).not.toMatch(/without duplicated steps/);
  });
});

describe("a REPLACE mark's alternative", () => {
  it("says the catalogue has none only when the catalogue was searched for one", () => {
    const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Test", productType, ingredients });
    const oil = product("Rose Face Oil", "Oil", "Parfum, Rosa Damascena Flower Oil, Squalane, Limonene, Linalool, Geraniol, Citronellol");
    const input = { skinType: "sensitive" as const, nightProducts: [F.GENTLE_CLEANSER, oil, F.ULTRA_REPAIR_CREAM] };
    const unsearched = markOf(run(input), oil.name);
    expect(unsearched.mark).toBe("REPLACE");
    expect(unsearched.reason).toMatch(/Look for an oil without/);
    expect(unsearched.reason).not.toMatch(/catalogue/);
    const searched = markOf(evaluate(baseInput(input), catalogue()), oil.name);
    expect(searched.mark).toBe("REPLACE");
    expect(searched.reason).toMatch(/catalogue|Swap suggested/);
  });
});

describe("the safety paragraph", () => {
  it("does not say no irritants were found beside a warning about ingredients that can irritate", () => {
    const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Test", productType, ingredients });
    const eye = product("Midnight Eye Concentrate", "Eye Cream", "Alcohol Denat., Water, Squalane, Glycerin, Lavandula Angustifolia Oil, Rosmarinus Officinalis Leaf Oil, Tocopherol");
    const e = run({ skinType: "normal", nightProducts: [F.GENTLE_CLEANSER, eye, F.ULTRA_REPAIR_CREAM] });
    one(e, "ingredient-concern");
    expect(e.analysis).not.toMatch(/No conflicts, irritants for your skin type or profile warnings were found\./);
    expect(e.analysis).toMatch(/possible irritants are noted on their products/);
    expect(run({}).analysis).toMatch(/No conflicts, irritants for your skin type or profile warnings were found\./);
  });
});

describe("steps that fit the product", () => {
  const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Test", productType, ingredients });
  it("no face amount for a retinol eye cream, no massaging and rinsing for micellar water, and the pregnancy title names breastfeeding too", () => {
    const eyeRetinol = product("Retinol Eye Cream", "Eye Cream", "Water, Glycerin, Caprylic/Capric Triglyceride, Retinol, Dimethicone, Phenoxyethanol");
    const micellar = product("Micellar Cleansing Water", "Cleanser", "Water, Hexylene Glycol, Glycerin, Poloxamer 184, Disodium EDTA");
    const e = run({ morningProducts: [micellar, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [micellar, eyeRetinol, F.ULTRA_REPAIR_CREAM] });
    expect(e.analysis).not.toMatch(/Massage the cleanser/);
    expect(e.analysis).not.toMatch(/Retinol Eye Cream: apply the retinoid to dry skin, a pea-sized amount for the face/);
    const withFoam = run({ nightProducts: [F.GENTLE_CLEANSER, C(RETINOL), F.ULTRA_REPAIR_CREAM] });
    expect(withFoam.analysis).toMatch(/Massage the cleanser/);
    expect(withFoam.analysis).toMatch(/pea-sized amount for the face/);
    expect(one(run({ ...night(C(RETINOL)), profile: { breastfeeding: true } }), "pregnancy-caution").title).toMatch(/breastfeeding/);
  });
});

describe("a peel, a night product and an acne gel (engine 1.4.9)", () => {
  const product = (name: string, productType: string, ingredients: string, extra: Partial<EngineInput["nightProducts"][number]> = {}) => ({ name, brand: "Test", productType, ingredients, ...extra });
  const peelUsed = (usageFrequency?: "3x-week" | "2x-week" | "alternate-nights") => ({ ...C(PEEL), ...(usageFrequency ? { usageFrequency } : {}) });

  it("a peel-strength acid used every night is high, three times a week medium, twice a week nothing", () => {
    const daily = one(run(night(peelUsed())), "peel-strength");
    expect(daily.severity).toBe("high");
    expect(daily.ingredients).toEqual(expect.arrayContaining(["Glycolic Acid"]));
    expect(daily.description).toMatch(/30% \(position 1\).*used daily/);
    expect(daily.action).toMatch(/at most twice a week/);
    expect(one(run(night(peelUsed("3x-week"))), "peel-strength").severity).toBe("medium");
    expect(one(run(night(peelUsed("alternate-nights"))), "peel-strength").severity).toBe("medium");
    expect(byRule(run(night(peelUsed("2x-week"))), "peel-strength")).toEqual([]);
  });

  it("counts the morning and night uses of one peel together and marks it CARE", () => {
    const peel = peelUsed();
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, peel, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], ...night(peel) });
    const i = one(e, "peel-strength");
    expect(i.routine).toBe("both");
    expect(i.description).toMatch(/used 14× a week/);
    expect(e.productMarks.filter((m) => m.name === PEEL).map((m) => m.mark)).toEqual(["CARE", "CARE"]);
  });

  it("reads a strength the owner declares, and leaves a 10% acid or a 2% salicylic acid alone", () => {
    const owned = product("Glycolic Resurfacing Solution", "Exfoliant", "Water, Glycolic Acid, Sodium Hydroxide, Glycerin, Phenoxyethanol", { concentrations: [{ ingredient: "Glycolic Acid", percentage: 40 }] });
    expect(one(run(night(owned)), "peel-strength").severity).toBe("high");
    const toner = product("Glycolic Acid 10% Toner", "Toner", "Water, Glycolic Acid, Sodium Hydroxide, Glycerin, Phenoxyethanol");
    expect(byRule(run(night(toner)), "peel-strength")).toEqual([]);
    expect(byRule(run(night(C(BHA))), "peel-strength")).toEqual([]);
  });

  it("a peel in a suggested week gets at most two days", () => {
    const e = run(night(peelUsed(), C(BHA)));
    const days = e.insights.flatMap((i) => i.schedule ?? []).filter((s) => s.product === PEEL).map((s) => s.days.length);
    expect(days.length).toBeGreaterThan(0);
    for (const n of days) expect(n).toBeLessThanOrEqual(2);
  });

  it("a scrub or a clay mask used more than three times a week is a warning, medium on dry or sensitive skin; 'Daily Scrub' is not", () => {
    const scrub = product("Exfoliating Face Scrub", "Exfoliant", "Water, Glycerin, Juglans Regia (Walnut) Shell Powder, Cetearyl Alcohol, Phenoxyethanol");
    const daily = one(run(night(scrub)), "occasional-use");
    expect(daily.severity).toBe("low");
    expect(daily.ingredients).toEqual(["Juglans Regia Shell Powder"]);
    expect(daily.description).toMatch(/used daily/);
    expect(one(run({ skinType: "dry", ...night(scrub) }), "occasional-use").severity).toBe("medium");
    expect(byRule(run(night({ ...scrub, usageFrequency: "3x-week" })), "occasional-use")).toEqual([]);
    const clay = product("Purifying Clay Mask", "Mask", "Kaolin, Water, Bentonite, Glycerin, Zinc Oxide, Phenoxyethanol");
    expect(one(run({ skinType: "sensitive", ...night(clay) }), "occasional-use").severity).toBe("medium");
    expect(byRule(run(night({ ...clay, usageFrequency: "2x-week" })), "occasional-use")).toEqual([]);
    expect(byRule(run(night({ ...scrub, name: "Gentle Daily Scrub" })), "occasional-use")).toEqual([]);
    // A sleeping mask is left on; a cleanser's late seed meal is no scrub.
    expect(byRule(run(night(C(SLEEPING_MASK))), "occasional-use")).toEqual([]);
    const ferment = product("The Cleansing Gel", "Cleanser", "Water, Sodium Laureth Sulfate, Glycerin, Cocamidopropyl Betaine, Algae Extract, Sesamum Indicum Seed Powder, Phenoxyethanol");
    expect(byRule(run(night(ferment)), "occasional-use")).toEqual([]);
  });

  it("a retinoid most nights on sensitive or rosacea-prone skin: start with two or three nights a week", () => {
    const nightly = one(run({ skinType: "sensitive", ...night(F.RETINOL_SERUM) }), "retinoid-pace");
    expect(nightly.severity).toBe("low");
    expect(nightly.action).toMatch(/two or three nights a week/);
    expect(nightly.description).toMatch(/Retinol.*used daily/);
    const rosacea = one(run({ profile: { primaryConcern: "rosacea" }, ...night(F.RETINOL_SERUM) }), "retinoid-pace");
    expect(rosacea.source).toBe("profile");
    expect(byRule(run({ skinType: "sensitive", ...night({ ...F.RETINOL_SERUM, usageFrequency: "3x-week" }) }), "retinoid-pace")).toEqual([]);
    expect(byRule(run({ skinType: "normal", ...night(F.RETINOL_SERUM) }), "retinoid-pace")).toEqual([]);
    // A trace of retinyl palmitate in a night cream is no retinoid to pace.
    expect(byRule(run({ skinType: "sensitive", ...night(F.NIGHT_CREAM_RETINYL_PALMITATE) }), "retinoid-pace")).toEqual([]);
  });

  it("a suggested week with more exfoliating products than free days names those left without a day", () => {
    const e = run(night(F.GLYCOLIC_TONER, F.LACTIC_PADS, F.RETINOL_SERUM, F.ADAPALENE_GEL, F.BENZOYL_PEROXIDE_GEL));
    const f = one(e, "over-exfoliation");
    const scheduled = new Set((f.schedule ?? []).map((s) => s.product));
    expect(scheduled.size).toBeGreaterThanOrEqual(2);
    const left = (f.products ?? []).filter((p) => !scheduled.has(p));
    expect(left.length).toBeGreaterThan(0);
    const sentence = /No day is left for ([^:]+):/.exec(f.description)?.[1] ?? "";
    for (const name of left) expect(sentence, name).toContain(name);
    for (const name of scheduled) expect(sentence).not.toContain(name);
    // Two products that fit the week: no such sentence.
    expect(one(run(night(F.GLYCOLIC_TONER, F.RETINOL_SERUM)), "conflict-retinoid-aha").description).not.toMatch(/No day is left/);
  });

  it("a sleeping mask or a night cream in the morning is told it belongs at night; a retinoid is told once", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C(SLEEPING_MASK), F.SUNSCREEN] });
    const i = one(e, "night-product-morning");
    expect(i.severity).toBe("low");
    expect(i.products).toEqual([SLEEPING_MASK]);
    expect(i.action).toMatch(/night routine/);
    expect(markOf(e, SLEEPING_MASK).mark).toBe("CARE");
    expect(byRule(run(night(C(SLEEPING_MASK))), "night-product-morning")).toEqual([]);
    const nightCream = product("Multi-Active Night Cream", "Moisturizer", "Water, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Phenoxyethanol");
    one(run({ morningProducts: [F.GENTLE_CLEANSER, nightCream, F.SUNSCREEN] }), "night-product-morning");
    const retinoidAtNight = run({ morningProducts: [F.GENTLE_CLEANSER, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    one(retinoidAtNight, "retinoid-morning");
    expect(byRule(retinoidAtNight, "night-product-morning")).toEqual([]);
  });

  it("a product for day and night, an eye or lip sleeping mask, or a 'Night Repair' serum is not flagged in the morning", () => {
    const list = "Water, Glycerin, Butylene Glycol, Sodium Hyaluronate, Phenoxyethanol";
    const labelled: [string, string][] = [
      ["Helix AM/PM Eye Gel", "Eye cream"],
      ["Day & Night Cream", "Moisturizer"],
      ["Lip Sleeping Mask", "Face Mask"],
      ["Eye Sleeping Mask", "Eye cream"],
      ["Advanced Night Repair Synchronized Recovery Complex", "Treatment"],
    ];
    for (const [name, label] of labelled) {
      const e = run({ morningProducts: [F.GENTLE_CLEANSER, product(name, label, list), F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
      expect(byRule(e, "night-product-morning"), name).toEqual([]);
    }
  });

  it("an acne or antibacterial gel, lotion or cream is a treatment, not the routine's moisturizer", () => {
    const list = "Water, Alcohol Denat., Salicylic Acid, Glycolic Acid, Hydroxyethylcellulose, Glycerin";
    const gels = ["AHA/BHA Acne Clearing Gel", "Anti Bac Clearing Lotion", "Acne Solutions Clinical Clearing Gel"].map((name) => product(name, "Treatment", list));
    const types = analyzeRoutine(baseInput({ nightProducts: gels })).night.map((p) => p.type);
    expect(types).toEqual(["Serum", "Serum", "Serum"]);
    one(run({ nightProducts: [F.GENTLE_CLEANSER, gels[0]] }), "no-moisturizer");
    const others = [
      product("Acne Treatment Mask", "Treatment", list),
      product("Skin Rescue Acne Clearing Pads", "Treatment", list),
      product("Oil-Free Moisturizer for Acne-Prone Skin", "Moisturizer", list),
      product("Clear Complexion Moisturizer", "Treatment", list),
    ];
    expect(analyzeRoutine(baseInput({ nightProducts: others })).night.map((p) => p.type)).toEqual(["Mask", "Exfoliant", "Moisturizer", "Moisturizer"]);
  });
});

describe("drugs read as drugs (engine 1.4.9, a dermatologist's review)", () => {
  const product = (name: string, productType: string, ingredients: string) => ({ name, brand: "Rx", productType, ingredients });
  const TRETINOIN = product("Tretinoin Cream 0.05%", "", "Tretinoin 0.05%, Water, Stearic Acid, Isopropyl Myristate, Polyoxyl 40 Stearate, Stearyl Alcohol, Xanthan Gum, Sorbic Acid, Butylated Hydroxytoluene");
  const ADAPALENE = product("Differin Adapalene Gel 0.1%", "", "Adapalene 0.1%, Carbomer 940, Edetate Disodium, Methylparaben, Poloxamer 182, Propylene Glycol, Purified Water, Sodium Hydroxide");
  const BPO = product("Benzoyl Peroxide 5% Acne Treatment Gel", "", "Benzoyl Peroxide 5%, Water, Carbomer, Sodium Hydroxide, Glycerin");

  it("trifarotene (Aklief) is a retinoid: a high pregnancy warning", () => {
    const aklief = product("Aklief Trifarotene Cream 0.005%", "Spot Treatment", "Trifarotene 0.005%, Allantoin, Cyclomethicone, Ethanol, Medium-Chain Triglycerides, Phenoxyethanol, Propylene Glycol, Water");
    const i = one(run({ profile: { pregnant: true }, ...night(aklief) }), "pregnancy-caution");
    expect(i.severity).toBe("high");
    expect(i.products).toEqual([aklief.name]);
  });

  it("a cream or gel named for its drug is a treatment, not the routine's moisturizer", () => {
    const routine = analyzeRoutine(baseInput({ nightProducts: [TRETINOIN, ADAPALENE, product("Hydroquinone 4% Cream", "", "Hydroquinone 4%, Water, Glycerin"), product("Metronidazole Gel 0.75%", "Treatment", "Metronidazole 0.75%, Water, Carbomer")] }));
    expect(routine.night.map((p) => p.type)).toEqual(["Serum", "Serum", "Serum", "Serum"]);
    one(run({ nightProducts: [F.GENTLE_CLEANSER, TRETINOIN] }), "no-moisturizer");
    expect(byRule(run(night(TRETINOIN)), "duplicate-type")).toEqual([]);
  });

  it("adapalene with benzoyl peroxide is one acne treatment: no over-exfoliation, no 'add a BHA'; tretinoin with it is still a conflict", () => {
    const e = run({ skinType: "oily", goal: "acne-care", ...night(ADAPALENE, BPO) });
    expect(byRule(e, "over-exfoliation")).toEqual([]);
    expect(byRule(e, "oily-no-bha")).toEqual([]);
    expect(byRule(e, "conflict-benzoyl-peroxide-retinoid")).toEqual([]);
    const withTretinoin = run({ skinType: "oily", goal: "acne-care", ...night(TRETINOIN, BPO) });
    one(withTretinoin, "conflict-benzoyl-peroxide-retinoid");
    // A third exfoliant beside them is over-exfoliation again.
    one(run({ skinType: "oily", ...night(ADAPALENE, BPO, F.GLYCOLIC_TONER) }), "over-exfoliation");
  });

  it("witch hazel in any form is a trigger on sensitive skin", () => {
    for (const list of ["Hamamelis Virginiana (Witch Hazel) Leaf/Bark/Twig Extract, Water, Glycerin", "Witch Hazel Distillate, Aloe Barbadensis Leaf Juice, Glycerin", "Water, Hamamelis Virginiana Bark Extract, Glycerin"]) {
      const e = run({ skinType: "sensitive", ...night(product("Witch Hazel Toner", "Toner", list)) });
      expect(byRule(e, "reactive-skin-triggers"), list).toHaveLength(1);
    }
  });

  it("a corticosteroid kept as a daily step is a medium warning, CARE not REPLACE", () => {
    const hc = product("Hydrocortisone 1% Cream", "", "Hydrocortisone 1%, Water, Cetearyl Alcohol, Glycerin, Petrolatum, Methylparaben");
    const e = run({ goal: "reduce-redness", ...night(hc) });
    const i = one(e, "topical-steroid");
    expect(i.severity).toBe("medium");
    expect(i.action).toMatch(/7 days/);
    expect(markOf(e, hc.name).mark).toBe("CARE");
  });

  it("a corticosteroid's strength is its potency: 0.01% listed first is no trace; as needed for flares it is a note", () => {
    const triLuma = product("Tri-Luma Cream", "Spot Treatment", "Fluocinolone Acetonide 0.01%, Hydroquinone 4%, Tretinoin 0.05%, Water, Cetyl Alcohol, Glycerin, Stearyl Alcohol, Methylparaben");
    const daily = one(run({ goal: "even-tone", ...night(triLuma) }), "topical-steroid");
    expect(daily).toMatchObject({ type: "warning", severity: "medium" });
    expect(daily.description).not.toMatch(/Possibly|Likely/);
    const hc = product("Cortizone-10 Maximum Strength Cream", "", "Hydrocortisone 1%, Water, Cetearyl Alcohol, Glycerin, Petrolatum, Methylparaben");
    const flares = run({ goal: "reduce-redness", ...night({ ...hc, usageFrequency: "as-needed" }) });
    const note = one(flares, "topical-steroid");
    expect(note).toMatchObject({ type: "info", severity: "low" });
    expect(note.description).toContain("short course for flares");
    expect(markOf(flares, hc.name).mark).toBe("KEEP");
    // A prescription steroid follows its prescriber, whatever the days: clobetasol 3 times a week is still a warning.
    const clobetasol = product("Clobetasol Propionate Cream 0.05%", "Spot Treatment", "Clobetasol Propionate 0.05%, Water, Propylene Glycol, Glyceryl Stearate, Cetostearyl Alcohol, Chlorocresol");
    expect(one(run({ ...night({ ...clobetasol, usageFrequency: "3x-week" }) }), "topical-steroid").type).toBe("warning");
  });

  it("dry or sensitive skin: an acid every morning and another every night is a heavy weekly load; normal skin is not told", () => {
    const lactic = product("Lactic Acid 10% + HA", "Serum", "Water, Lactic Acid, Glycerin, Sodium Hydroxide, Sodium Hyaluronate, Phenoxyethanol");
    const mandelic = product("Mandelic Acid 10% + HA", "Serum", "Water, Mandelic Acid, Glycerin, Sodium Hydroxide, Sodium Hyaluronate, Phenoxyethanol");
    const both = { morningProducts: [F.GENTLE_CLEANSER, lactic, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], ...night(mandelic) };
    for (const skinType of ["dry", "sensitive"] as const) expect(one(run({ skinType, ...both }), "exfoliation-load").severity, skinType).toBe("low");
    expect(byRule(run({ skinType: "normal", ...both }), "exfoliation-load")).toEqual([]);
  });

  it("triethanolamine, a pH adjuster, marks no product for replacement", () => {
    const toner = product("Glycolic Toner", "Toner", "Water, Glycolic Acid, Aloe Barbadensis Leaf Juice, Glycerin, Panthenol, Allantoin, Sodium Hyaluronate, Triethanolamine, Phenoxyethanol");
    const e = run(night(toner));
    expect(JSON.stringify(byRule(e, "ingredient-concern"))).not.toMatch(/Triethanolamine/);
    expect(markOf(e, toner.name).mark).not.toBe("REPLACE");
  });

  it("an SPF under 30 beside an AHA, a retinoid or hydroquinone is a medium warning that says why", () => {
    const spf15 = product("Daily Moisturizer SPF 15", "Moisturizer", "Avobenzone 3%, Octinoxate 7.5%, Water, Glycerin, Dimethicone, Phenoxyethanol");
    const plain = one(run({ morningProducts: [F.GENTLE_CLEANSER, spf15] }), "low-spf");
    expect(plain.severity).toBe("low");
    const sensitised = one(run({ morningProducts: [F.GENTLE_CLEANSER, spf15], ...night(TRETINOIN) }), "low-spf");
    expect(sensitised.severity).toBe("medium");
    expect(sensitised.description).toMatch(/more sensitive to the sun/);
  });

  it("pregnant, an oxybenzone sunscreen is switched for one without it, never stopped (engine 1.4.10)", () => {
    const oxybenzone = product("Sport Sunscreen SPF 50", "Sunscreen", "Avobenzone 3%, Homosalate 10%, Octisalate 5%, Octocrylene 2.75%, Oxybenzone 6%, Water, Glycerin");
    const e = evaluate(baseInput({ profile: { pregnant: true }, morningProducts: [F.GENTLE_CLEANSER, oxybenzone] }), catalogue());
    expect(byRule(e, "pregnancy-caution")).toEqual([]);
    const i = one(e, "pregnancy-uv-filter");
    expect(i).toMatchObject({ severity: "medium", products: [oxybenzone.name] });
    expect(i.action).toMatch(/^Keep wearing sunscreen every morning/);
    const swap = e.recommendations.find((r) => r.replaces === oxybenzone.name);
    expect(swap?.productType).toBe("Sunscreen");
    expect(catalogue().find((c) => c.id === swap?.productId)?.ingredientKeys).not.toContain("benzophenone-3");
    expect(catalogue().find((c) => c.id === swap?.productId)?.ingredientKeys).not.toContain("oxybenzone");
  });

  it("goals read as words in sentences: 'For reducing redness', '(anti-aging)'", () => {
    const served = run({ goal: "reduce-redness", ...night() });
    expect(JSON.stringify(served.insights)).toMatch(/For reducing redness:/);
    const uncovered = run({ goal: "anti-aging", nightProducts: [F.GENTLE_CLEANSER] });
    expect(JSON.stringify(uncovered.insights)).not.toMatch(/anti aging/);
  });
});

describe("dark spots and visible light (engine 1.4.11)", () => {
  const TINTED = { ...F.SUNSCREEN, name: "Tinted Mineral Sunscreen SPF 40", ingredients: `${F.SUNSCREEN.ingredients.replace(/\.$/, "")}, Iron Oxides (CI 77491, CI 77492, CI 77499).` };
  const BB_CREAM = { name: "Skin Tint Balm", brand: "Test", productType: "Moisturizer", ingredients: "Water, Glycerin, Dimethicone, Titanium Dioxide, Iron Oxides (CI 77492), Phenoxyethanol" };

  it("an untinted sunscreen, with dark spots the goal or the concern: a note naming it that moves no score and keeps it", () => {
    const e = run({ goal: "even-tone" });
    const note = one(e, "pigment-visible-light");
    expect(note).toMatchObject({ type: "info", severity: "low", products: [F.SUNSCREEN.name] });
    expect(note.penalty).toBeUndefined();
    expect(note.action).toMatch(/iron oxides/);
    expect(markOf(e, F.SUNSCREEN.name).mark).toBe("KEEP");
    const glow = run({ goal: "glow" });
    expect([e.safetyScore, e.routineBalanceScore, e.completenessScore]).toEqual([glow.safetyScore, glow.routineBalanceScore, glow.completenessScore]);
    expect(one(run({ goal: "glow", profile: { primaryConcern: "hyperpigmentation" } }), "pigment-visible-light").source).toBe("profile");
  });

  it("not with a tinted sunscreen, a tint worn over it, no sunscreen at all, or another goal", () => {
    expect(byRule(run({ goal: "even-tone", morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, TINTED] }), "pigment-visible-light")).toEqual([]);
    expect(byRule(run({ goal: "even-tone", morningProducts: [F.GENTLE_CLEANSER, F.SUNSCREEN, BB_CREAM] }), "pigment-visible-light")).toEqual([]);
    expect(byRule(run({ goal: "even-tone", morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] }), "pigment-visible-light")).toEqual([]);
    expect(byRule(run({ goal: "glow" }), "pigment-visible-light")).toEqual([]);
  });
});

describe("a suggested week never rations a routine's only moisturizer (engine 1.4.11)", () => {
  const RETINOL_NIGHT_CREAM = { name: "Retinol Renewal Night Cream", brand: "Test", productType: "Moisturizer", ingredients: "Water, Glycerin, Caprylic/Capric Triglyceride, Retinol, Cetearyl Alcohol, Dimethicone, Squalane, Ceramide NP, Tocopherol, Phenoxyethanol" };
  const weekOf = (e: Evaluation) => e.insights.flatMap((i) => i.schedule ?? []);

  it("an acid toner beside the only night cream, which holds a retinoid: the cream keeps every night", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER, RETINOL_NIGHT_CREAM] });
    expect(e.insights.some((i) => i.products?.includes(RETINOL_NIGHT_CREAM.name) && i.products.includes(F.GLYCOLIC_TONER.name))).toBe(true);
    expect(weekOf(e).map((s) => s.product)).not.toContain(RETINOL_NIGHT_CREAM.name);
  });

  it("with another moisturizer in the routine, the retinoid cream may be given days", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER, RETINOL_NIGHT_CREAM, F.ULTRA_REPAIR_CREAM] });
    expect(weekOf(e).map((s) => s.product)).toContain(RETINOL_NIGHT_CREAM.name);
  });
});

describe("an eye product stays on the eye area (engine 1.4.11)", () => {
  const TRETINOIN = { name: "Tretinoin Cream 0.025%", brand: "Generic", productType: "Serum", ingredients: "Tretinoin 0.025%, Purified Water, Stearic Acid, Isopropyl Myristate, Polyoxyl 40 Stearate, Stearyl Alcohol, Xanthan Gum, Sorbic Acid, Butylated Hydroxytoluene" };
  const RETINOL_EYE = { name: "Retinol Fusion PM Eye Cream", brand: "Test", productType: "Eye Cream", ingredients: "Water, Squalane, Glycerin, Retinol, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Dimethicone, Tocopherol, Phenoxyethanol" };
  const RETINOL_EYE_SERUM = { ...RETINOL_EYE, name: "Retinol Eye Serum", productType: "Serum" };

  it("a retinol eye cream beside tretinoin: no duplicated retinoid, no stacking, no week", () => {
    for (const eye of [RETINOL_EYE, RETINOL_EYE_SERUM]) {
      const e = run({ nightProducts: [F.GENTLE_CLEANSER, TRETINOIN, eye, F.ULTRA_REPAIR_CREAM] });
      const together = e.insights.filter((i) => i.type === "warning" && i.products?.includes(eye.name) && i.products.includes(TRETINOIN.name));
      expect(together.map((i) => i.ruleId), eye.name).toEqual([]);
      expect(e.insights.flatMap((i) => i.schedule ?? []).map((s) => s.product), eye.name).toEqual([]);
    }
  });

  it("two retinoid face products still meet, and a face-and-eye product is a face product", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, TRETINOIN, { ...RETINOL_EYE, name: "Retinol Face & Eye Cream", productType: "Moisturizer" }] });
    expect(one(e, "duplicate-retinoid").products).toEqual([TRETINOIN.name, "Retinol Face & Eye Cream"]);
  });
});

describe("a declared sensitivity to acids (engine 1.4.11)", () => {
  const AZELAIC = { name: "Azelaic Acid Suspension 10%", brand: "The Ordinary", productType: "Serum", ingredients: "Water, Isodecyl Neopentanoate, Dimethicone, Azelaic Acid, Dimethicone/Bis-Isobutyl PPG-20 Crosspolymer, Hydroxyethyl Acrylate/Sodium Acryloyldimethyl Taurate Copolymer, Polysorbate 60, Tocopherol, Trisodium Ethylenediamine Disuccinate, Isohexadecane, Triethanolamine, Phenoxyethanol, Chlorphenesin" };
  it("names the exfoliating acids (AHA, BHA, PHA), not azelaic acid, a rosacea treatment", () => {
    const profile = { sensitivities: ["acids" as const] };
    expect(byRule(run({ skinType: "sensitive", goal: "reduce-redness", profile, nightProducts: [F.GENTLE_CLEANSER, AZELAIC, F.ULTRA_REPAIR_CREAM] }), "sensitivity-acids")).toEqual([]);
    expect(one(run({ skinType: "sensitive", profile, nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_TONER, F.ULTRA_REPAIR_CREAM] }), "sensitivity-acids").products).toEqual([F.GLYCOLIC_TONER.name]);
  });
});

describe("dapsone with benzoyl peroxide (engine 1.4.11)", () => {
  const ACZONE = { name: "Aczone Gel 7.5%", brand: "Almirall", productType: "Serum", ingredients: "Dapsone 7.5%, Purified Water, Diethylene Glycol Monoethyl Ether, Methylparaben, Acrylamide/Sodium Acryloyldimethyl Taurate Copolymer, Isohexadecane, Polysorbate 80" };
  it("the same routine: a low warning that splits them, benzoyl peroxide to the morning (the dapsone label's discolouration)", () => {
    const e = run({ goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, ACZONE, F.BENZOYL_PEROXIDE_GEL, F.ULTRA_REPAIR_CREAM] });
    const i = one(e, "conflict-dapsone-benzoyl-peroxide");
    expect(i).toMatchObject({ type: "warning", severity: "low", products: [ACZONE.name, F.BENZOYL_PEROXIDE_GEL.name] });
    expect(i.description).toMatch(new RegExp(`Move ${F.BENZOYL_PEROXIDE_GEL.name} to your morning routine`));
    expect(byRule(e, "success-no-conflicts")).toEqual([]);
  });
  it("split between the routines, or benzoyl peroxide only in a wash rinsed off before it: nothing to say", () => {
    const split = run({ goal: "acne-care", morningProducts: [F.GENTLE_CLEANSER, F.BENZOYL_PEROXIDE_GEL, F.ULTRA_REPAIR_CREAM, F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, ACZONE, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(split, "conflict-dapsone-benzoyl-peroxide")).toEqual([]);
    const wash = { name: "Acne Foaming Wash 4% Benzoyl Peroxide", brand: "Test", productType: "Cleanser", ingredients: "Benzoyl Peroxide 4%, Water, Sodium Cocoyl Isethionate, Glycerin, Cocamidopropyl Betaine, Carbomer, Sodium Hydroxide" };
    expect(byRule(run({ goal: "acne-care", nightProducts: [wash, ACZONE, F.ULTRA_REPAIR_CREAM] }), "conflict-dapsone-benzoyl-peroxide")).toEqual([]);
  });
});

describe("a prescription drug's vehicle (engine 1.4.11)", () => {
  const HQ = { name: "Hydroquinone 4% Cream", brand: "Generic", productType: "Serum", ingredients: "Hydroquinone 4%, Purified Water, Cetyl Alcohol, Stearyl Alcohol, Glyceryl Stearate, PEG-100 Stearate, Propylene Glycol, Sodium Lauryl Sulfate, Sodium Metabisulfite, Ascorbic Acid, Methylparaben, Propylparaben, Edetate Disodium" };
  const DUAC = { name: "Clindamycin and Benzoyl Peroxide Gel", brand: "Generic", productType: "Spot Treatment", ingredients: "Clindamycin Phosphate, Benzoyl Peroxide, Purified Water, Carbomer, Dimethicone, Glycerin, Silicon Dioxide, Sodium Hydroxide" };

  it("the ascorbic acid that keeps hydroquinone from oxidising is no vitamin C treatment: no acid pair, no move, no week, no credit", () => {
    const e = run({ goal: "even-tone", nightProducts: [F.GENTLE_CLEANSER, HQ, F.GLYCOLIC_TONER, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "conflict-acid-vitamin-c")).toEqual([]);
    expect(e.insights.flatMap((i) => i.schedule ?? []).map((s) => s.product)).not.toContain(HQ.name);
    expect(e.insights.flatMap((i) => i.ingredients ?? [])).not.toContain("Ascorbic Acid (Vitamin C)");
    expect(analyzeRoutine(baseInput({ nightProducts: [HQ] })).night[0].list.ingredients.find((i) => i.key === "hydroquinone")?.afterOnePercentLine).toBe(false);
  });

  it("actives listed together at the head are a combination: the benzoyl peroxide of a clindamycin gel still counts", () => {
    const e = run({ goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, DUAC, F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "antibiotic-alone")).toEqual([]);
    const cream = analyzeRoutine(baseInput({ nightProducts: [DUAC] })).night[0].list.ingredients.find((i) => i.key === "benzoyl peroxide");
    expect(cream?.afterOnePercentLine).toBe(false);
  });
});

describe("a drug no table lists (engine 1.4.11)", () => {
  const MINOXIDIL = { name: "Minoxidil Topical Solution 5% (beard)", brand: "Generic", productType: "Serum", ingredients: "Minoxidil 5%, Alcohol, Propylene Glycol, Purified Water" };
  it("a first ingredient with its strength that no cosmetic list names is the product's drug: its vehicle's alcohol makes it CARE, never a swap", () => {
    const e = run({ nightProducts: [F.GENTLE_CLEANSER, MINOXIDIL, F.ULTRA_REPAIR_CREAM] });
    expect(e.insights.some((i) => i.products?.includes(MINOXIDIL.name))).toBe(true);
    expect(markOf(e, MINOXIDIL.name).mark).toBe("CARE");
    expect(evaluate(baseInput({ nightProducts: [F.GENTLE_CLEANSER, MINOXIDIL, F.ULTRA_REPAIR_CREAM] }), catalogue()).recommendations.filter((r) => r.replaces === MINOXIDIL.name)).toEqual([]);
  });
});

describe("an active the name claims is there (engine 1.4.11)", () => {
  const list = "Water, Glycerin, Squalane, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Dimethicone, Sodium Hyaluronate, Tocopherol, Retinol, Phenoxyethanol, Ethylhexylglycerin";
  it("pregnant: a serum named for its retinol, listed near the 1% line, is REPLACE like the warning that says stop; unnamed, it stays CARE, likely", () => {
    const named = { name: "Retinol Youth Renewal Serum", brand: "Test", productType: "Serum", ingredients: list };
    const unnamed = { ...named, name: "Youth Renewal Serum" };
    const profile = { pregnant: true };
    const e = run({ profile, nightProducts: [F.GENTLE_CLEANSER, named, F.ULTRA_REPAIR_CREAM] });
    expect(one(e, "pregnancy-caution").certainty).toBe("clear");
    expect(markOf(e, named.name).mark).toBe("REPLACE");
    const u = run({ profile, nightProducts: [F.GENTLE_CLEANSER, unnamed, F.ULTRA_REPAIR_CREAM] });
    expect(one(u, "pregnancy-caution").certainty).toBe("likely");
    expect(markOf(u, unnamed.name).mark).toBe("CARE");
    const free = run({ profile, nightProducts: [F.GENTLE_CLEANSER, { ...named, name: "Retinol-Free Youth Serum" }, F.ULTRA_REPAIR_CREAM] });
    expect(one(free, "pregnancy-caution").certainty).toBe("likely");
  });
});

describe("the general advice never recommends what the page holds back (engine 1.4.11)", () => {
  const tailored = (e: Evaluation) => parseAnalysis(e.analysis)["TAILORED ADVICE"];
  const BHA_TONER = { name: "Clarifying BHA Toner", brand: "Test", productType: "Toner", ingredients: "Water, Salicylic Acid, Butylene Glycol, Niacinamide, Glycerin, Sodium Hydroxide, Phenoxyethanol" };
  it("oily skin whose stinging pauses the salicylic acid: no 'use salicylic acid'", () => {
    const base = { skinType: "oily" as const, nightProducts: [F.GENTLE_CLEANSER, BHA_TONER, F.GEL_MOISTURIZER] };
    expect(tailored(run(base))).toMatch(/salicylic acid/);
    const stinging = run({ ...base, skinFeeling: "burning and stinging when I apply my toner" });
    expect(byRule(stinging, "feeling-irritated-actives")).toHaveLength(1);
    expect(tailored(stinging)).not.toMatch(/salicylic acid/);
    expect(tailored(run({ ...base, profile: { sensitivities: ["acids"] } }))).not.toMatch(/salicylic acid/);
  });
  it("over 40 with redness the goal: no retinoid advice", () => {
    expect(tailored(run({ profile: { ageBracket: "50+" } }))).toMatch(/retinoid and peptides/);
    expect(tailored(run({ goal: "reduce-redness", profile: { ageBracket: "50+" } }))).toMatch(/without a retinoid/);
  });
});

describe("the concern test's scope (engine 1.4.11)", () => {
  const WASH = { name: "Oil-Free Acne Wash", brand: "Test", productType: "Cleanser", ingredients: "Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Sodium Chloride, Fragrance, Citric Acid, Sodium Benzoate" };
  const CREAM = { name: "Daily Body Cream", brand: "Test", productType: "Moisturizer", ingredients: "Water, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Dimethicone, Shea Butter, Squalane, Ceramide NP, Panthenol, Allantoin, Tocopherol, Limonene, Geraniol, Phenoxyethanol" };
  const flagged = (e: Evaluation, name: string) => byRule(e, "ingredient-concern").some((i) => i.products?.includes(name));
  it("a rinse-off product's fragrance concerns dry or sensitive skin only", () => {
    expect(flagged(run({ skinType: "oily", morningProducts: [WASH, F.GEL_MOISTURIZER, F.SUNSCREEN] }), WASH.name)).toBe(false);
    expect(flagged(run({ skinType: "sensitive", morningProducts: [WASH, F.GEL_MOISTURIZER, F.SUNSCREEN] }), WASH.name)).toBe(true);
  });
  it("declared fragrance allergens are the perfume's parts: flagged by themselves for sensitive skin only", () => {
    expect(flagged(run({ skinType: "combination", nightProducts: [F.GENTLE_CLEANSER, CREAM] }), CREAM.name)).toBe(false);
    const sensitive = run({ skinType: "sensitive", nightProducts: [F.GENTLE_CLEANSER, CREAM] });
    expect(sensitive.insights.filter((i) => i.type === "warning" && i.products?.includes(CREAM.name)).flatMap((i) => i.ingredients ?? [])).toEqual(expect.arrayContaining(["Limonene"]));
  });
});

describe("two moisturizers that are two jobs (engine 1.4.11)", () => {
  const JELLY = { name: "Original Healing Petroleum Jelly", brand: "Vaseline", productType: "Moisturizer", ingredients: "Petrolatum" };
  const HC = { name: "Hydrocortisone 1% Cream", brand: "Generic", productType: "Moisturizer", ingredients: "Hydrocortisone 1%, Purified Water, Cetearyl Alcohol, Glycerin, Isopropyl Myristate, Light Mineral Oil, Methylparaben, White Petrolatum" };
  it("petrolatum sealed over a cream, or a hydrocortisone cream filed as a moisturizer, is no '2 × Moisturizer'; two creams still are", () => {
    expect(byRule(run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, JELLY] }), "duplicate-type")).toEqual([]);
    expect(byRule(run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, HC, F.ULTRA_REPAIR_CREAM] }), "duplicate-type")).toEqual([]);
    expect(one(run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, F.FRAGRANCED_CREAM] }), "duplicate-type").products).toEqual([F.ULTRA_REPAIR_CREAM.name, F.FRAGRANCED_CREAM.name]);
  });
});

describe("a prescribed steroid (engine 1.4.11)", () => {
  const DESONIDE = { name: "Desonide Cream 0.05%", brand: "Generic", productType: "Moisturizer", ingredients: "Desonide 0.05%, Purified Water, Glycerin, Cetyl Alcohol, Stearyl Alcohol, Isopropyl Palmitate, Polysorbate 60, Sorbitan Monostearate, Methylparaben, Propylparaben, Citric Acid" };
  const HC = { name: "Hydrocortisone 1% Cream", brand: "Generic", productType: "Moisturizer", ingredients: "Hydrocortisone 1%, Purified Water, Cetearyl Alcohol, Glycerin, Isopropyl Myristate, Light Mineral Oil, Methylparaben, White Petrolatum" };
  it("follows its prescriber's course, not the over-the-counter label's 7 days; hydrocortisone keeps the label's advice", () => {
    const rx = one(run({ nightProducts: [F.GENTLE_CLEANSER, DESONIDE, F.ULTRA_REPAIR_CREAM] }), "topical-steroid");
    expect(rx.action).toMatch(/as your prescriber directs/);
    expect(rx.action).not.toMatch(/7 days/);
    expect(rx.description).toMatch(/as your prescriber directs/);
    expect(one(run({ nightProducts: [F.GENTLE_CLEANSER, HC, F.ULTRA_REPAIR_CREAM] }), "topical-steroid").action).toMatch(/7 days/);
  });
});
