/**
 * Golden tests of the rules added for real routines, on products of the retail catalogue
 * (../shared/data/sephora-cosmetics.csv, read by name, never copied), traps included. Left out of a
 * run without that file (npm test says so); golden-rules.test.ts runs the same rules on the shipped
 * catalogue everywhere.
 */
import { describe, expect, it } from "vitest";
import { catalogue, catalogueProduct as C } from "./__fixtures__/retail-catalogue";
import * as F from "./__fixtures__/products";
import { baseInput } from "./__fixtures__/products";
import { evaluate } from "./index";
import { parseAnalysis } from "./analysis-text";
import { maskUse } from "../layering";
import type { EngineInput, Evaluation, Insight, ProductMark } from "./types";

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

// Real catalogue products.
const BPO_KIT = "Acne Solutions Clear Skin System Starter Kit"; // Benzoyl Peroxide 2.50% declared
const ACID_POTION = "Beauty Shroom™ Exfoliating Acid Potion"; // glycolic acid at 2, salicylic and lactic acid
const VITAMIN_C = "Turbo Booster C Powder"; // L-ascorbic acid first
const RETINOL = "Retinol Fusion PM"; // retinol at 4
const CITRIC_AT_END = "Super Multi-Corrective Cream"; // citric acid last, as a pH adjuster

describe("benzoyl peroxide pairs", () => {
  it("with an AHA in the same routine: medium, naming both products; split routines are fine", () => {
    const e = run(night(C(BPO_KIT), C(ACID_POTION)));
    const i = one(e, "conflict-benzoyl-peroxide-aha");
    expect(i.severity).toBe("medium");
    expect(i.type).toBe("warning");
    expect(i.products).toEqual([BPO_KIT, ACID_POTION]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Benzoyl Peroxide", "Glycolic Acid"]));
    expect(i.action).toMatch(/different routines|alternate days/);
    expect(i.evidence).toMatch(/limited/);
    const split = run({ morningProducts: [F.GENTLE_CLEANSER, C(BPO_KIT), F.SUNSCREEN], nightProducts: [F.GENTLE_CLEANSER, C(ACID_POTION), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(split, "conflict-benzoyl-peroxide-aha")).toEqual([]);
  });

  it("with L-ascorbic acid: medium (oxidation); a stable derivative is not flagged", () => {
    const e = run(night(F.BENZOYL_PEROXIDE_GEL, C(VITAMIN_C)));
    const i = one(e, "conflict-benzoyl-peroxide-vitamin-c");
    expect(i.severity).toBe("medium");
    expect(i.description).toMatch(/oxidis/);
    expect(i.ingredients).toEqual(["Benzoyl Peroxide", "Ascorbic Acid (Vitamin C)"]);
    const derivative = run(night(F.BENZOYL_PEROXIDE_GEL, C("Truth Serum®")));
    expect(byRule(derivative, "conflict-benzoyl-peroxide-vitamin-c")).toEqual([]);
  });

  it("counts in over-exfoliation: benzoyl peroxide with a salicylic acid product", () => {
    const e = run(night(F.BENZOYL_PEROXIDE_GEL, C("Clarifying Lotion 3")));
    const i = one(e, "over-exfoliation");
    expect(i.products).toEqual([F.BENZOYL_PEROXIDE_GEL.name, "Clarifying Lotion 3"]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Benzoyl Peroxide", "Salicylic Acid (BHA)"]));
    const three = run(night(F.BENZOYL_PEROXIDE_GEL, C(ACID_POTION), C(RETINOL)));
    expect(one(three, "over-exfoliation").severity).toBe("high");
  });
});

describe("AHA or BHA with L-ascorbic acid", () => {
  it("is a low-severity pH caution that says the evidence is mixed", () => {
    const e = run(night(C(ACID_POTION), C(VITAMIN_C)));
    const i = one(e, "conflict-acid-vitamin-c");
    expect(i.severity).toBe("low");
    expect(i.type).toBe("warning");
    expect(i.description).toMatch(/pH/);
    expect(i.evidence).toMatch(/mixed/i);
  });

  it("trap: citric acid at the end of a cream is a pH adjuster, not an exfoliating acid", () => {
    const e = run(night(C(VITAMIN_C), C(CITRIC_AT_END)));
    expect(byRule(e, "conflict-acid-vitamin-c")).toEqual([]);
    expect(byRule(e, "over-exfoliation")).toEqual([]);
  });

  it("trap: the fruit acids and magnesium ascorbyl phosphate formulated in one serum raise nothing", () => {
    const e = run(night(C("Superfood Firm and Brighten Vitamin C Serum")));
    expect(byRule(e, "conflict-acid-vitamin-c")).toEqual([]);
  });
});

describe("vitamin C with a retinoid concerns low-pH L-ascorbic acid only", () => {
  it("L-ascorbic acid and retinol in two products of one routine: medium", () => {
    const e = run(night(C(VITAMIN_C), C(RETINOL)));
    expect(one(e, "conflict-vitamin-c-retinoid").severity).toBe("medium");
  });

  it.each([
    ["sodium ascorbyl phosphate", "Truth Serum®"],
    ["tetrahexyldecyl ascorbate", "Potent-C™ Targeted Spot Brightener"],
    ["ascorbyl glucoside", "Skin Love Glow Elixir"],
    ["3-O-ethyl ascorbic acid", "Face Mask - Rose - Moisturizing"],
  ])("trap: a stable derivative (%s, %s) with retinol is not flagged", (_form, name) => {
    const e = run(night(C(name), C(RETINOL)));
    expect(byRule(e, "conflict-vitamin-c-retinoid")).toEqual([]);
  });

  it("trap: retinol and L-ascorbic acid formulated together by the maker are not flagged", () => {
    for (const name of ["+Retinol Vita C Power Serum", "Retinol Fusion PM Eye Cream"]) {
      const e = run(night(C(name)));
      expect(byRule(e, "conflict-vitamin-c-retinoid")).toEqual([]);
      expect(e.insights.some((i) => i.ruleId === "success-no-conflicts")).toBe(true);
    }
  });

  it("magnesium ascorbyl phosphate beside retinol in one serum raises nothing either", () => {
    expect(byRule(run(night(F.RETINOL_025)), "conflict-vitamin-c-retinoid")).toEqual([]);
  });
});

describe("a retinoid in the morning", () => {
  it("is flagged with 'use it at night', naming the product and the retinoid", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C(RETINOL), F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    const i = one(e, "retinoid-morning");
    expect(i.routine).toBe("morning");
    expect(i.products).toEqual([RETINOL]);
    expect(i.ingredients).toEqual(["Retinol"]);
    expect(i.action).toMatch(/night/);
    expect(i.description).toMatch(/daylight/);
    // The same product at night raises nothing.
    expect(byRule(run(night(C(RETINOL))), "retinoid-morning")).toEqual([]);
  });

  it("trap: bakuchiol is not a retinoid", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C("Squalane + Phyto-Retinol Serum"), F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    expect(byRule(e, "retinoid-morning")).toEqual([]);
  });

  it("trap: a trace of retinyl palmitate late in a day cream is not counted", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.NIGHT_CREAM_RETINYL_PALMITATE, F.SUNSCREEN] });
    expect(byRule(e, "retinoid-morning")).toEqual([]);
  });
});

describe("exposure: fragrance, essential oils and alcohol by position", () => {
  it("dry skin: fragrance and essential oils high in a leave-on list are flagged", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Beauty Elixir"), F.ULTRA_REPAIR_CREAM] });
    const i = one(e, "dry-fragrance");
    expect(i.products).toEqual(["Beauty Elixir"]);
    expect(i.ingredients).toEqual(expect.arrayContaining(["Fragrance (Parfum)", "Mentha Piperita Oil"]));
    expect(["medium", "high"]).toContain(i.severity);
    // The same product for normal skin: no skin-type warning.
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, C("Beauty Elixir")] }), "dry-fragrance")).toEqual([]);
  });

  it("dry skin trap: essential oils and allergens only at the end of a list are not 'high in the list'", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Aqua Bomb Sleeping Mask")] });
    expect(byRule(e, "dry-fragrance")).toEqual([]);
  });

  it("sensitive skin: several oils near the top count more than oils at the end, and one allergen at the end is low", () => {
    const top = run({ skinType: "sensitive", nightProducts: [C("Beauty Elixir")] });
    const end = run({ skinType: "sensitive", nightProducts: [C("Aqua Bomb Sleeping Mask")] });
    expect(one(top, "sensitive-fragrance").severity).toBe("high");
    expect(one(end, "sensitive-fragrance").severity).toBe("medium");
    const trace = run({
      skinType: "sensitive",
      morningProducts: [F.ULTRA_REPAIR_CREAM, F.SUNSCREEN],
      nightProducts: [C("Honeymoon Glow AHA Resurfacing Night Serum with Echinacea GreenEnvy™")],
    });
    const i = one(trace, "sensitive-fragrance");
    expect(i.ingredients).toEqual(["Citral"]);
    expect(i.severity).toBe("low");
  });

  it("trap: an unscented sunscreen raises no fragrance warning for sensitive skin", () => {
    const unscented = "Classic Face SPF 30 - Unscented";
    const e = run({ skinType: "sensitive", morningProducts: [C(unscented)], nightProducts: [F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "sensitive-fragrance")).toEqual([]);
    expect(markOf(e, unscented).mark).toBe("KEEP");
  });

  it("ethanol near the end of a long list (positions 48-49 of 50) is not drying alcohol; near the top it is", () => {
    const late = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Beauty Water"), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(late, "dry-drying-alcohol")).toEqual([]);
    const high = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Power Peel Multi-Acid Resurfacing Pads"), F.ULTRA_REPAIR_CREAM] });
    const i = one(high, "dry-drying-alcohol");
    expect(i.severity).toBe("medium");
    expect(i.description).toContain("Alcohol Denat. (position 2)");
  });

  it("trap: fatty alcohols high in a list are never drying alcohol", () => {
    const e = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("Lotus Youth Preserve Moisturizer")] });
    expect(byRule(e, "dry-drying-alcohol")).toEqual([]);
  });

  it("a declared fragrance sensitivity and sensitive skin report the same oils once", () => {
    const e = run({ skinType: "sensitive", profile: { sensitivities: ["fragrance"] }, nightProducts: [C("Beauty Elixir")] });
    expect(one(e, "sensitivity-fragrance").ingredients).toContain("Mentha Piperita Oil");
    expect(byRule(e, "sensitive-fragrance")).toEqual([]);
  });
});

describe("comedogenic esters for an acne goal", () => {
  it("isocetyl stearate (Fulton 5) high in a moisturizer is flagged by name", () => {
    const e = run({ goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, C("Oil Free Moisturizer")] });
    const i = one(e, "comedogenic-ingredients");
    expect(i.ingredients).toContain("Isocetyl Stearate");
  });

  it("decyl oleate is rated (3), so it is known rather than 'unknown'", () => {
    const e = run({ goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, C("Goat Milk Moisturizing Cream")] });
    expect(one(e, "comedogenic-ingredients").ingredients).toEqual(expect.arrayContaining(["Ethylhexyl Palmitate", "Myristyl Myristate"]));
    expect(e.insights.flatMap((i) => i.ingredients ?? [])).not.toContain("Decyl Oleate");
  });

  it("an unrated ester high in a leave-on is an 'unknown, check' note, only for the acne goal", () => {
    const acne = run({ goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, C("Lotus Youth Preserve Moisturizer")] });
    const i = one(acne, "comedogenic-unrated-ester");
    expect(i.type).toBe("info");
    expect(i.ingredients).toEqual(["Cetearyl Isononanoate"]);
    expect(i.penalty).toBeUndefined();
    const other = run({ goal: "hydration", nightProducts: [F.GENTLE_CLEANSER, C("Lotus Youth Preserve Moisturizer")] });
    expect(byRule(other, "comedogenic-unrated-ester")).toEqual([]);
  });
});

describe("coherent output", () => {
  it("'No ingredient conflicts' never appears beside an interaction warning", () => {
    for (const routine of [
      { morningProducts: [F.GENTLE_CLEANSER, C(RETINOL), F.SUNSCREEN] },
      night(C(ACID_POTION), C("Facial Radiance Pads")),
      night(C(ACID_POTION), C(VITAMIN_C)),
    ]) {
      const e = run(routine);
      expect(e.insights.some((i) => i.type === "warning" && /^(conflict-|over-exfoliation|retinoid-morning)/.test(i.ruleId ?? ""))).toBe(true);
      expect(byRule(e, "success-no-conflicts")).toEqual([]);
    }
  });

  it("marks agree with the page: a product behind a warning is REPLACE or CARE, never KEEP", () => {
    const e = run({ skinType: "dry", ...night(C(BPO_KIT), C(ACID_POTION), C("Beauty Elixir")) });
    // Warnings about the products themselves (safety); layering order and duplicated types are about the routine.
    const warned = new Set(e.insights.filter((i) => i.type === "warning" && i.scoreKey === "safety").flatMap((i) => i.products ?? []));
    expect(warned.size).toBeGreaterThan(2);
    for (const m of e.productMarks) if (warned.has(m.name)) expect(m.mark, m.name).not.toBe("KEEP");
    expect(markOf(e, "Beauty Elixir").mark).toBe("REPLACE");
    const pair = run(night(F.BENZOYL_PEROXIDE_GEL, C(VITAMIN_C)));
    const care = markOf(pair, VITAMIN_C);
    expect(care.mark).toBe("CARE");
    expect(care.reason).toContain("Benzoyl peroxide with vitamin C in the same routine (night)");
  });

  it("a retinoid without a morning sunscreen is 'use with care', naming the missing step", () => {
    const serum = "FAB Skin Lab Retinol Serum 0.25% Pure Concentrate";
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM], ...night(C(serum)) });
    expect(one(e, "photosensitiser-without-spf").products).toEqual([serum]);
    const m = markOf(e, serum);
    expect(m.mark).toBe("CARE");
    expect(m.reason).toMatch(/without a morning sunscreen/);
    // With a morning sunscreen the same serum is KEEP.
    expect(markOf(run(night(C(serum))), serum).mark).toBe("KEEP");
  });

  it("a morning retinoid is at least 'use with care'", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C("FAB Skin Lab Retinol Serum 0.25% Pure Concentrate"), F.SUNSCREEN] });
    expect(markOf(e, "FAB Skin Lab Retinol Serum 0.25% Pure Concentrate").mark).not.toBe("KEEP");
  });

  it("each warning is said once: SUGGESTIONS does not repeat the warnings' actions", () => {
    const e = run({ skinType: "dry", ...night(C(BPO_KIT), C(ACID_POTION), C("Beauty Elixir")) });
    const suggestions = parseAnalysis(e.analysis).SUGGESTIONS;
    const warnings = e.insights.filter((i) => i.type === "warning");
    expect(warnings.length).toBeGreaterThan(2);
    for (const w of warnings) if (w.action) expect(suggestions).not.toContain(w.action);
    expect(suggestions).toContain(`Start with the ${warnings.length} warnings above`);
    // One finding per rule and routine.
    const keys = e.insights.map((i) => `${i.ruleId}|${i.routine}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("pasted and broken lists", () => {
  it("a list pasted one per line with bullets evaluates like the comma list", () => {
    const retinol = C(RETINOL);
    const lines = { ...retinol, ingredients: retinol.ingredients.split(/,\s*/).map((n) => `• ${n}`).join("\n") };
    const a = run(night(C(ACID_POTION), retinol));
    const b = run(night(C(ACID_POTION), lines));
    expect(b.insights.map((i) => [i.ruleId, i.severity, i.ingredients])).toEqual(a.insights.map((i) => [i.ruleId, i.severity, i.ingredients]));
    expect(one(b, "conflict-retinoid-aha").ingredients).toContain("Retinol");
  });

  it("an unreadable run of names is reported, shortened, and never quoted whole in a warning", () => {
    const blob = "Our lovely blend of botanicals gives radiant glowing skin every single day for women and men of all ages and skin types";
    const product = { name: "Mystery Serum", productType: "Serum", ingredients: `Water, ${blob}, Retinol, Phenoxyethanol` };
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, product, F.SUNSCREEN] });
    const i = one(e, "unreadable-list");
    expect(i.type).toBe("info");
    expect(i.products).toEqual(["Mystery Serum"]);
    expect(i.description).not.toContain(blob);
    expect(JSON.stringify(e.insights)).not.toContain(blob);
    expect(one(e, "retinoid-morning").ingredients).toEqual(["Retinol"]);
  });
});

describe("engine 1.4.3: what is a sunscreen", () => {
  // Zinc oxide (3) and titanium dioxide (4) in a 10-minute clay mask absorb oil and soothe; a mask is
  // rinsed off (or slept in), so it protects nobody from the sun, morning or night.
  const ZINC_MASK = "Out of Trouble™ 10 Minute Mask to Rescue Problem Skin";
  it("a mask with zinc oxide is not a sunscreen: not at night, and not the morning's sun protection", () => {
    expect(byRule(run(night(C(ZINC_MASK))), "sunscreen-at-night")).toEqual([]);
    const am = run({ morningProducts: [F.GENTLE_CLEANSER, C(ZINC_MASK), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(am, "success-sunscreen")).toEqual([]);
    expect(byRule(am, "no-morning-sunscreen")).toHaveLength(1);
  });

  // Charlotte's Magic Cream lists homosalate at 2 but claims no SPF: a night cream, not a "sunscreen".
  it("a cream whose name and type claim no sun protection is not called a sunscreen at night", () => {
    expect(byRule(run(night(C("Charlotte's Magic Cream"))), "sunscreen-at-night")).toEqual([]);
  });

  it("trap: a day cream that claims SPF 30 is still a sunscreen at night", () => {
    const e = run(night(C("Day Cream Broad Spectrum Sunscreen SPF 30")));
    expect(one(e, "sunscreen-at-night").products).toEqual(["Day Cream Broad Spectrum Sunscreen SPF 30"]);
    expect(byRule(run(night(C("Ultra Facial Cream SPF 30"))), "sunscreen-at-night")).toHaveLength(1);
  });
});

describe("engine 1.4.4: held-out routines", () => {
  const withCatalogue = (overrides: Partial<EngineInput>): Evaluation => evaluate(baseInput(overrides), catalogue());

  // A wash-off mud mask (illite, montmorillonite, kaolin) goes on the cleansed face and is rinsed off before the
  // leave-on steps; the sleeping mask of the same line is the night's last step.
  const MUD = "SUPERMASK - The Mud Mask";
  it("a mud mask after the moisturizer is out of order; right after the cleanser it is not", () => {
    const late = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C(MUD)] });
    expect(one(late, "layering-order").description).toContain(`Recommended order: 1. ${F.GENTLE_CLEANSER.name}, 2. ${MUD}, 3. ${F.ULTRA_REPAIR_CREAM.name}.`);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, C(MUD), F.ULTRA_REPAIR_CREAM] }), "layering-order")).toEqual([]);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C("Sleeping Mask - Pearl")] }), "layering-order")).toEqual([]);
  });

  // Retinol Fusion PM: "..., Polysorbate-20, Alcohol." Alcohol last of 12, after the retinol (at most about 1%):
  // a solvent trace, not a drying or irritating amount.
  it("alcohol listed last, after the retinol, is not flagged; high in a list it still is", () => {
    const e = run(night(C(RETINOL)));
    expect(e.insights.flatMap((i) => i.ingredients ?? [])).not.toContain("Alcohol (Ethanol)");
    expect(markOf(e, RETINOL).mark).toBe("KEEP");
    const pads = run({ skinType: "dry", nightProducts: [F.GENTLE_CLEANSER, C("One Step Acne Eliminating Pads"), F.ULTRA_REPAIR_CREAM] });
    expect(one(pads, "dry-drying-alcohol").ingredients).toContain("Alcohol Denat.");
  });

  // A blemish gel flagged for its alcohol on dry skin is swapped for a blemish treatment or not at all, never for a
  // dark-spot serum; a dark-spot corrector is swapped for another one.
  it("a blemish spot treatment is never swapped for a dark-spot serum", () => {
    for (const name of ["Super Spot Remover™ Blemish Treatment Gel", "Blue Herbal Spot Treatment", "Rapid Relief Acne Spot Treatment"]) {
      const e = withCatalogue({ skinType: "dry", goal: "acne-care", nightProducts: [F.GENTLE_CLEANSER, C(name), F.ULTRA_REPAIR_CREAM] });
      const swaps = e.recommendations.filter((r) => r.replaces === name);
      for (const s of swaps) expect(s.name, name).not.toMatch(/dark spot|brighten|lighten|correct|pigment|scar/i);
    }
  }, 60_000);

  it("trap: a dark-spot corrector is still swapped for another dark-spot product", () => {
    const name = "Clearly Corrective™ Dark Spot Solution";
    const e = withCatalogue({ skinType: "dry", goal: "even-tone", nightProducts: [F.GENTLE_CLEANSER, C(name), F.ULTRA_REPAIR_CREAM] });
    const swap = e.recommendations.find((r) => r.replaces === name);
    expect(swap, JSON.stringify(e.recommendations.map((r) => [r.replaces, r.name]))).toBeDefined();
    // A dark-spot product by its name, or by a brightening active it shares (the corrector's 3-O-ethyl ascorbic acid).
    const treatsMarks = /spot|bright|lighten|correct/i.test(swap!.name) || /ascorb|niacinamide|arbutin|tranexamic|kojic|azelaic/i.test(C(swap!.name).ingredients ?? "");
    expect(treatsMarks, swap!.name).toBe(true);
  }, 60_000);

  // Polyisobutene in Cicapair's cream is a film former at a few percent, not a greasy occlusive; its shea butter and
  // beeswax are.
  it("oily skin: polyisobutene is not named a heavy occlusive, the butter and wax still are", () => {
    const e = run({ skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, C("Cicapair™ Tiger Grass Cream")] });
    const i = one(e, "oily-heavy-occlusive");
    expect(i.ingredients).not.toContain("Polyisobutene");
    expect(i.ingredients).toEqual(expect.arrayContaining(["Butyrospermum Parkii (Shea) Butter", "Beeswax"]));
  });

  // A peel "for sensitive skin" that declares no strength is not swapped for a 20% glycolic peel: above the
  // consumer ceiling (AHA 10%, CIR; salicylic acid 2%, FDA acne monograph) only a product as strong is replaced.
  it("an ultra-gentle peel is never swapped for one declaring more than 10% glycolic acid", () => {
    const GENTLE_PEEL = "Alpha Beta® Ultra Gentle Daily Peel for Sensitive Skin";
    const e = withCatalogue({ skinType: "oily", goal: "oil-control", nightProducts: [F.GENTLE_CLEANSER, C(GENTLE_PEEL), F.ULTRA_REPAIR_CREAM] });
    const swaps = e.recommendations.filter((r) => r.replaces === GENTLE_PEEL);
    for (const s of swaps) expect(s.name).not.toMatch(/\b(1[1-9]|[2-9]\d)\s*%/);
  }, 60_000);

  // The eye area and the lips have almost no sebaceous glands: shea butter in an eye cream or a lip mask is not
  // the greasy film on oily skin that the heavy-occlusive warning is about; on the face it still is.
  it("oily skin: an eye cream's or lip mask's butter is not a heavy occlusive; a face cream's still is", () => {
    for (const name of ["Potent-C™ Power Eye Cream", "Lip Sleeping Mask"]) {
      const e = run({ skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, C(name), F.ULTRA_REPAIR_CREAM] });
      expect(byRule(e, "oily-heavy-occlusive").filter((i) => i.products?.includes(name)), name).toEqual([]);
    }
    const face = run({ skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, C("Cicapair™ Tiger Grass Cream")] });
    expect(one(face, "oily-heavy-occlusive").products).toEqual(["Cicapair™ Tiger Grass Cream"]);
  });

  // A retinol serum in the morning is told to move to the night (retinoid-morning); its swap in the morning routine
  // is not another retinoid.
  it("a morning retinol serum's swap brings no retinoid into the morning", () => {
    const SERUM = "+Retinol Vita C Power Serum";
    const e = withCatalogue({ skinType: "combination", goal: "hydration", morningProducts: [F.GENTLE_CLEANSER, C(SERUM), F.SUNSCREEN] });
    expect(one(e, "retinoid-morning").products).toEqual([SERUM]);
    const byId = new Map(catalogue().map((c) => [c.id, c]));
    for (const r of e.recommendations.filter((x) => /morning/.test(x.timing))) {
      const keys = byId.get(r.productId)?.ingredientKeys ?? [];
      expect(keys.slice(0, 15).filter((k) => /^retinol$|retinal|retinoate|adapalene|retinoic/.test(k)), r.name).toEqual([]);
    }
  }, 60_000);

  // Two adds for the morning (a gel texture for combination skin, actives for an even tone) are not two vitamin C
  // serums: that would be the "2 × Serum doing the same job" the next evaluation warns about.
  it("the suggestions never put two vitamin C serums in one routine", () => {
    const e = withCatalogue({
      skinType: "combination",
      goal: "even-tone",
      morningProducts: [C("Dermaclear™ Trans-Foam Clay Trio"), C("Do Not Age with Dr. Brandt Transforming Pearl Serum"), C("Ibuki Refining Moisturizer"), C("Day Cream Broad Spectrum Sunscreen SPF 30")],
      nightProducts: [C("ExfoliKate® Cleanser Daily Foaming Wash"), C("The Concentrate"), C("Crème de la Mer")],
    });
    const vitaminC = e.recommendations.filter((r) => /morning/.test(r.timing) && r.productType === "Serum" && r.keyIngredients.some((k) => /ascorb|vitamin c/i.test(k)));
    expect(vitaminC.map((r) => r.name).length, JSON.stringify(vitaminC.map((r) => r.name))).toBeLessThanOrEqual(1);
  }, 60_000);

  // PEG-8 beeswax is an emulsifier that disperses in water (CosIng: surfactant - emulsifying), not a wax film.
  it("oily skin: PEG-8 beeswax in a spot brightener is not a heavy occlusive", () => {
    const e = run({ skinType: "oily", nightProducts: [F.GENTLE_CLEANSER, C("Potent-C™ Targeted Spot Brightener"), F.ULTRA_REPAIR_CREAM] });
    expect(byRule(e, "oily-heavy-occlusive").flatMap((i) => i.ingredients ?? [])).not.toContain("PEG-8 Beeswax");
  });

  // Charlotte's Magic Cream lists homosalate at 2 and avobenzone but claims no SPF: not the morning's sunscreen.
  it("a cream with UV filters and no SPF claim is not the morning's sunscreen", () => {
    const e = run({ morningProducts: [F.GENTLE_CLEANSER, C("Charlotte's Magic Cream")] });
    expect(byRule(e, "success-sunscreen")).toEqual([]);
    expect(byRule(e, "no-morning-sunscreen")).toHaveLength(1);
    const add = withCatalogue({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] }).recommendations;
    for (const r of add) expect(r.name).not.toBe("Charlotte's Magic Cream");
  }, 60_000);
});

describe("engine 1.4.5: advice a dermatologist accepts", () => {
  const withCatalogue = (overrides: Partial<EngineInput>): Evaluation => evaluate(baseInput(overrides), catalogue());
  const keysOf = (id: string | null | undefined): string[] => catalogue().find((c) => c.id === id)?.ingredientKeys ?? [];
  /** Acne actives by reference (AAD acne guidelines; FDA acne monograph's sulfur). */
  const ACNE_KEY = /benzoyl peroxide|salicylic acid|retin|adapalene|azelaic|^sulfur$/;

  // Murad's Advanced Acne & Wrinkle Reducer: sulfur at 17, retinyl palmitate at 18, retinol at 20. Its name and its
  // actives say acne and wrinkles, however far down they sit; a retinoid sensitivity swaps it, for something that
  // still treats acne (a vitamin C serum does not) and is a single product (not a kit of three).
  const REDUCER = "Advanced Acne & Wrinkle Reducer";
  it("a swap keeps every job the product is named and formulated for", () => {
    for (const skinType of ["normal", "dry", "oily", "sensitive"] as const) {
      for (const goal of ["anti-aging", "acne-care"] as const) {
        for (const profile of [{ sensitivities: ["retinoids"] }, { pregnant: true }] as EngineInput["profile"][]) {
          const e = withCatalogue({ skinType, goal, profile, nightProducts: [C("Ultra Facial Cleanser"), C(REDUCER), C("Ultra Facial Cream")] });
          for (const r of e.recommendations.filter((x) => x.replaces === REDUCER)) {
            expect(keysOf(r.productId).some((k) => ACNE_KEY.test(k)), `${skinType} ${goal}: ${r.name}`).toBe(true);
            expect(r.name, `${skinType} ${goal}`).not.toMatch(/\b(kit|system|set|duo)\b/i);
          }
        }
      }
    }
  }, 120_000);

  it("the anti-ageing goal with a retinoid sensitivity: the reducer is not swapped for a vitamin C serum", () => {
    const e = withCatalogue({ goal: "anti-aging", profile: { sensitivities: ["retinoids"] }, nightProducts: [C("Ultra Facial Cleanser"), C(REDUCER), C("Ultra Facial Cream")] });
    // The anti-ageing goal with a retinoid sensitivity: before 1.4.5 this was a vitamin C serum (Snow Mushroom Water Serum).
    expect(e.recommendations.filter((r) => r.replaces === REDUCER).map((r) => r.name)).not.toContain("Snow Mushroom Water Serum");
  }, 60_000);

  // Caudalie's Resveratrol Lift (peptide) and Estée Lauder's Time Zone Line/Wrinkle Crème (peptides, adenosine) are
  // bought against wrinkles and formulated for them: their swap holds an
  // anti-ageing active of the AAD's list (retinoid, vitamin C, hydroxy acid, peptide, niacinamide, coenzyme Q10, tea or
  // grape seed extract) or bakuchiol or adenosine, not only a moisturizer's tocopherol or ceramides.
  const AGEING_KEY = /retin|ascorb|glycolic|lactic|mandelic|gluconolactone|lactobionic|peptide|niacinamide|ubiquinone|camellia sinensis|vitis vinifera seed|bakuchiol|adenosine/;
  it("an anti-wrinkle or lifting cream is swapped for one that still treats ageing skin", () => {
    let swaps = 0;
    for (const skinType of ["normal", "dry", "oily", "sensitive"] as const) {
      for (const name of ["Advanced Time Zone Night Age Reversing Line/Wrinkle Crème", "Resveratrol Lift Face Lifting Soft Cream"]) {
        const e = withCatalogue({ skinType, goal: "hydration", profile: { pregnant: true, sensitivities: ["fragrance"] }, nightProducts: [C("Ultra Facial Cleanser"), C(name)] });
        for (const r of e.recommendations.filter((x) => x.replaces === name)) {
          swaps++;
          expect(keysOf(r.productId).some((k) => AGEING_KEY.test(k)), `${skinType} ${name} -> ${r.name}`).toBe(true);
        }
      }
    }
    expect(swaps).toBeGreaterThan(0);
  }, 120_000);

  it("trap: a cream named for wrinkles with none of those actives (Benefiance WrinkleResist24) has no ageing job to keep", () => {
    const e = withCatalogue({ goal: "hydration", profile: { pregnant: true, sensitivities: ["fragrance"] }, nightProducts: [C("Ultra Facial Cleanser"), C("Benefiance WrinkleResist24 Night Emulsion")] });
    expect(e.recommendations.filter((x) => x.replaces === "Benefiance WrinkleResist24 Night Emulsion")).toHaveLength(1);
  }, 60_000);

  // Youth to the People's Superfood Antioxidant Cleanser was swapped for a charcoal clay mask and scrub: a daily
  // cleanser's swap is a gentle cleanser (AAD: a gentle, non-abrasive cleanser), not a scrub, peel or mask.
  it("a daily cleanser is not swapped for a scrub, peel or cleansing mask", () => {
    const e = withCatalogue({
      goal: "acne-care",
      skinType: "sensitive",
      morningProducts: [C("Lotus Caress to Moisturize Eyes"), C("Superfood Antioxidant Cleanser"), C("Black Label Detox BB Beauty Balm")],
      nightProducts: [C("Moisture Surge Hydrating Supercharged Concentrate"), C("Vitamin Nectar Vitamin C Brightening Powder")],
    });
    const swaps = e.recommendations.filter((x) => x.replaces === "Superfood Antioxidant Cleanser");
    expect(swaps).toHaveLength(1);
    expect(swaps[0].name).not.toMatch(/scrub|exfoliat|peel|polish|mask|masque/i);
  }, 60_000);

  // A mask's swap is used the way it was: a clay mask washed off after minutes is not replaced by a sheet mask, nor a
  // night cream-mask left on by either (found reading the swaps over the retail catalogue's routines).
  it("a mask is swapped for one used the same way: rinse-off, sheet or left on", () => {
    const masks = ["Luminizing Pink Charcoal Mask", "pores no more® Vacuum Cleaner® Pore Purifying Mask", "Nutritious Vitality8™ Night Creme/Mask", "Tama Healing Mask", "Flower Fusion™ Raspberry Refreshing Sheet Mask"];
    let swaps = 0;
    for (const skinType of ["normal", "dry", "oily", "sensitive"] as const) {
      for (const name of masks) {
        const mask = C(name);
        const e = withCatalogue({ skinType, profile: { pregnant: true, sensitivities: ["fragrance"] }, nightProducts: [C("Ultra Facial Cleanser"), mask, C("Ultra Facial Cream")] });
        for (const r of e.recommendations.filter((x) => x.replaces === name)) {
          swaps++;
          const cand = catalogue().find((c) => c.id === r.productId)!;
          expect(maskUse({ productType: "Mask", name: cand.name, ingredients: cand.ingredientKeys.join(", ") }), `${name} -> ${r.name}`).toBe(maskUse(mask));
        }
      }
    }
    expect(swaps).toBeGreaterThan(0);
  }, 120_000);

  // EradiKate Acne Treatment (salicylic acid at 5): its swap treats blemishes; a dark-spot corrector treats the marks.
  it("an acne product is not swapped for a dark-spot corrector", () => {
    for (const skinType of ["normal", "dry", "oily", "sensitive"] as const) {
      const e = withCatalogue({ skinType, goal: "acne-care", profile: { pregnant: true, sensitivities: ["fragrance"] }, nightProducts: [C("Ultra Facial Cleanser"), C("EradiKate™ Acne Treatment"), C("Ultra Facial Cream")] });
      for (const r of e.recommendations.filter((x) => x.replaces === "EradiKate™ Acne Treatment")) expect(r.name, skinType).not.toMatch(/dark[- ]?spot|pigment/i);
    }
  }, 60_000);

  // GlamGlow's SUPERMUD (kaolin, charcoal) and GRAVITYMUD (a peel-off clay film) are filed as "Treatment": rinse-off
  // masks, washed off before the leave-on steps, not serums.
  it("a clay or mud 'Treatment' is a mask and goes on after cleansing", () => {
    expect(C("SUPERMUD® Activated Charcoal Treatment").productType).toBe("Mask");
    expect(C("GRAVITYMUD™ Firming Treatment").productType).toBe("Mask");
    // Filed under Cleanser: the same.
    expect(C("YOUTHMUD™ Tinglexfoliate Treatment").productType).toBe("Mask");
    expect(C("FLASHMUD™ Brightening Treatment").productType).toBe("Mask");
    const late = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C("SUPERMUD® Activated Charcoal Treatment")] });
    expect(one(late, "layering-order").description).toContain(`Recommended order: 1. ${F.GENTLE_CLEANSER.name}, 2. SUPERMUD® Activated Charcoal Treatment, 3. ${F.ULTRA_REPAIR_CREAM.name}.`);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, C("GRAVITYMUD™ Firming Treatment"), F.ULTRA_REPAIR_CREAM] }), "layering-order")).toEqual([]);
  });

  it("trap: a concealer with kaolin is no mask; a clay mask stays one", () => {
    expect(C("Acne Solutions Clearing Concealer").productType).not.toBe("Mask");
    expect(C("Umbrian Clay Pore Purifying Face Mask").productType).toBe("Mask");
  });

  // A sheet mask's watery serum goes on the toned skin; a moisturizer or oil under it would keep it off the skin.
  const SHEET = "Water Replenishment Cotton Sheet Mask";
  it("a sheet mask after the moisturizer is out of order; after the toner it is not", () => {
    const toner = C("Jasmine Green Tea Balancing Toner");
    const late = run({ nightProducts: [F.GENTLE_CLEANSER, toner, F.ULTRA_REPAIR_CREAM, C(SHEET)] });
    expect(one(late, "layering-order").description).toContain(`Recommended order: 1. ${F.GENTLE_CLEANSER.name}, 2. ${toner.name}, 3. ${SHEET}, 4. ${F.ULTRA_REPAIR_CREAM.name}.`);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, toner, C("Tsubaki Oil Deep Hydrating Bio-Cellulose Mask"), F.ULTRA_REPAIR_CREAM] }), "layering-order")).toEqual([]);
  });

  it("trap: a sleeping mask is still the night's last step", () => {
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C("Sleeping Mask - Pearl")] }), "layering-order")).toEqual([]);
  });
});

describe("engine 1.4.6: how a mask or spot treatment is used, from its name", () => {
  // Blithe's splash masks are splashed on the cleansed face from a basin of water: right after the cleanser, before
  // the toner, never over the night's moisturizer.
  const SPLASH = "Soothing & Healing Green Tea Splash Mask";
  it("a splash mask after the moisturizer is out of order; right after the cleanser it is not", () => {
    const late = run({ nightProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM, C(SPLASH)] });
    expect(one(late, "layering-order").description).toContain(`Recommended order: 1. ${F.GENTLE_CLEANSER.name}, 2. ${SPLASH}, 3. ${F.ULTRA_REPAIR_CREAM.name}.`);
    expect(byRule(run({ nightProducts: [F.GENTLE_CLEANSER, C(SPLASH), F.ULTRA_REPAIR_CREAM] }), "layering-order")).toEqual([]);
  });

  it("a silica 'pore purifying' mask is washed off; a splash-named sleeping pack is still left on", () => {
    expect(maskUse(C("pores no more® Vacuum Cleaner® Pore Purifying Mask"))).toBe("rinse-off");
    expect(maskUse(C("SPLASH Absolute Hydration Replenishing Sleeping Pack"))).toBe("leave-on");
  });

  // A 10% sulfur mud named "Acne Mask & Emergency Spot Treatment" is also left on the spots: a spot treatment, after
  // the serums and before the moisturizer, its sulfur counted as leave-on.
  const SULFUR = "Ain’t Misbehavin’® Intensive 10% Sulfur Acne Mask & Emergency Spot Treatment";
  it("a mud named a spot treatment too is a spot treatment, after the serum and before the moisturizer", () => {
    expect(C(SULFUR).productType).toBe("Spot Treatment");
    const serum = C("Snow Mushroom Water Serum");
    expect(byRule(run(night(serum, C(SULFUR))), "layering-order")).toEqual([]);
  });
});
