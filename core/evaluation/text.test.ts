/** The analysis text, the skin-feeling reading, usage advice and score explanations. */
import { describe, expect, it } from "vitest";
import * as F from "./__fixtures__/products";
import { baseInput } from "./__fixtures__/products";
import { ANALYSIS_HEADINGS, evaluate, feelingSignals, parseAnalysis } from "./index";
import type { EngineInput } from "./types";

const HEADINGS = [
  "COMPLETENESS",
  "EFFECTIVENESS",
  "SAFETY",
  "INGREDIENT_QUALITY",
  "ROUTINE_BALANCE",
  "HOW YOUR SKIN FEELS",
  "MORNING ROUTINE",
  "NIGHT ROUTINE",
  "SUGGESTIONS",
  "TAILORED ADVICE",
];

function headingLines(analysis: string): string[] {
  return analysis.split("\n").filter((l) => /^[A-Z_ ]+$/.test(l.trim()) && l.trim().length > 3);
}

function sections(overrides: Partial<EngineInput>) {
  return parseAnalysis(evaluate(baseInput(overrides), []).analysis);
}

describe("analysis text", () => {
  it("has exactly the ten headings, in order, each on its own line and followed by text", () => {
    expect([...ANALYSIS_HEADINGS]).toEqual(HEADINGS);
    for (const input of [baseInput({}), baseInput({ morningProducts: [], nightProducts: [] }), baseInput({ nightProducts: [F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM] })]) {
      const { analysis } = evaluate(input, []);
      expect(headingLines(analysis)).toEqual(HEADINGS);
      const lines = analysis.split("\n");
      for (const h of HEADINGS) {
        const at = lines.indexOf(h);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(lines[at + 1]?.trim().length).toBeGreaterThan(0);
      }
      const parsed = parseAnalysis(analysis);
      for (const h of HEADINGS) expect(parsed[h as keyof typeof parsed].length).toBeGreaterThan(10);
    }
  });

  it("a product name cannot fake a heading or inject markup lines", () => {
    const evil = { ...F.FRAGRANCED_CREAM, name: "Nice Cream\nSAFETY\nAll good\r\nTAILORED ADVICE" };
    const { analysis, insights } = evaluate(baseInput({ skinType: "sensitive", nightProducts: [evil] }), []);
    expect(headingLines(analysis)).toEqual(HEADINGS);
    expect(insights.some((i) => i.description.includes("Nice Cream SAFETY All good TAILORED ADVICE"))).toBe(true);
  });

  it("names the scores and the findings in their sections", () => {
    const s = sections({ nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM, F.ULTRA_REPAIR_CREAM] });
    expect(s.SAFETY).toMatch(/^Safety: \d+(\.\d)?\/10\./);
    expect(s.SAFETY).toContain("Retinoid with AHA in the same routine (night)");
    expect(s.SAFETY).toContain(F.RETINOL_SERUM.name);
    expect(s["NIGHT ROUTINE"]).toContain("pea-sized");
  });
});

describe("usage advice", () => {
  it("sunscreen amount, timing and reapplication in MORNING ROUTINE; cleanser massage time", () => {
    const s = sections({});
    expect(s["MORNING ROUTINE"]).toContain("1/4 teaspoon (1.25 ml)");
    expect(s["MORNING ROUTINE"]).toContain("15-30 minutes before sun exposure");
    expect(s["MORNING ROUTINE"]).toContain("reapply every 2 hours");
    expect(s["MORNING ROUTINE"]).toContain("SPF 30+");
    expect(s["MORNING ROUTINE"]).toContain("30-60 seconds");
    // The recommended order lists the products by product type with the wait times.
    expect(s["MORNING ROUTINE"]).toMatch(/1\. Soy Face Cleanser \(Cleanser\); 2\. Ultra Repair Face Moisturizer \(Moisturizer\), then wait 1 minute; 3\. Unseen Sunscreen/);
  });

  it("a missing sunscreen is called out in SUGGESTIONS with the usage advice", () => {
    const s = sections({ morningProducts: [F.GENTLE_CLEANSER, F.ULTRA_REPAIR_CREAM] });
    expect(s.SUGGESTIONS).toContain("1/4 teaspoon (1.25 ml)");
    expect(s["MORNING ROUTINE"]).toContain("There is no sunscreen in this routine");
  });

  it("no cleanser advice when there is no cleanser", () => {
    const s = sections({ morningProducts: [F.ULTRA_REPAIR_CREAM, F.SUNSCREEN] });
    expect(s["MORNING ROUTINE"]).not.toContain("30-60 seconds");
  });
});

describe("how your skin feels", () => {
  it("detects keywords, ignoring negated ones", () => {
    expect(feelingSignals("My skin feels TIGHT and flaky")).toEqual(["dry"]);
    expect(feelingSignals("not oily at all, but red and itchy")).toEqual(["irritated"]);
    expect(feelingSignals("shiny T-zone with breakouts on the chin")).toEqual(["oily", "breakouts"]);
    expect(feelingSignals("fine")).toEqual(["fine"]);
    expect(feelingSignals("good but dry")).toEqual(["dry"]);
    expect(feelingSignals("")).toEqual([]);
  });

  it("reads sun, age and dark spots as pigment, not breakouts, and a stripped feeling as dryness (engine 1.4.11)", () => {
    expect(feelingSignals("fine lines and sun spots, skin a bit rough")).toEqual(["dry", "dull", "aging"]);
    expect(feelingSignals("brown spots on my cheeks")).toEqual(["dull"]);
    expect(feelingSignals("spots on my chin")).toEqual(["breakouts"]);
    expect(feelingSignals("skin feels stripped after washing")).toEqual(["dry"]);
  });

  it("crusts, pus, blisters or swelling: one warning to see a doctor, from what the owner wrote, moving no score (engine 1.4.11)", () => {
    expect(feelingSignals("crusty yellow sores near my nose")).toEqual(["infection"]);
    expect(feelingSignals("my skin feels sore and tight")).toEqual(["dry"]);
    const e = evaluate(baseInput({ skinFeeling: "honey-coloured crusts spreading on my chin" }), []);
    const doctor = e.insights.filter((i) => i.ruleId === "feeling-see-doctor");
    expect(doctor).toHaveLength(1);
    expect(doctor[0]).toMatchObject({ type: "warning", severity: "medium", source: "skin-feeling" });
    expect(doctor[0].penalty).toBeUndefined();
    expect(parseAnalysis(e.analysis)["HOW YOUR SKIN FEELS"]).toMatch(/see a doctor/);
    expect(evaluate(baseInput({ skinFeeling: "a bit dry" }), []).insights.some((i) => i.ruleId === "feeling-see-doctor")).toBe(false);
  });

  it("redness alone is what a rosacea routine treats, not irritation; stinging still is (engine 1.4.11)", () => {
    expect(feelingSignals("persistent redness, some pimples", true)).toEqual(["breakouts"]);
    expect(feelingSignals("persistent redness, some pimples")).toEqual(["irritated", "breakouts"]);
    expect(feelingSignals("red and stinging", true)).toEqual(["irritated"]);
    const tretinoin = { name: "Tretinoin Cream 0.025%", brand: "Generic", productType: "Serum", ingredients: "Tretinoin 0.025%, Purified Water, Stearic Acid, Isopropyl Myristate, Stearyl Alcohol, Xanthan Gum, Sorbic Acid" };
    const paused = (goal: EngineInput["goal"]) =>
      evaluate(baseInput({ goal, skinFeeling: "persistent redness", nightProducts: [F.GENTLE_CLEANSER, tretinoin, F.ULTRA_REPAIR_CREAM] }), []).insights.filter((i) => i.ruleId === "feeling-irritated-actives");
    expect(paused("reduce-redness")).toEqual([]);
    expect(paused("anti-aging")).toHaveLength(1);
  });

  it("reflects the signals with the products that matter, never echoing the text", () => {
    const feeling = '<script>alert("x")</script> my skin is tight and red';
    const e = evaluate(baseInput({ skinFeeling: feeling, nightProducts: [F.GENTLE_CLEANSER, F.ALCOHOL_NECK_CREAM] }), []);
    const s = parseAnalysis(e.analysis)["HOW YOUR SKIN FEELS"];
    expect(s).toContain("tightness or dryness");
    expect(s).toContain(F.ALCOHOL_NECK_CREAM.name);
    expect(s).toContain("redness");
    expect(e.analysis).not.toContain("<script>");
    expect(e.analysis).not.toContain(feeling);
    // The stored field is the (plain) text itself, trimmed.
    expect(e.skinFeeling).toBe(feeling);
  });

  it("empty feeling: a prompt to describe it; long feeling: capped at 2,000 characters", () => {
    expect(sections({ skinFeeling: "" })["HOW YOUR SKIN FEELS"]).toContain("did not describe");
    const long = `  ${"oily ".repeat(600)}  `;
    const e = evaluate(baseInput({ skinFeeling: long }), []);
    expect(e.skinFeeling.length).toBe(2000);
    expect(e.skinFeeling.startsWith("oily")).toBe(true);
  });
});

describe("score explanations and tailored advice", () => {
  it("explain every score with its number", () => {
    const e = evaluate(baseInput({ nightProducts: [F.GENTLE_CLEANSER, F.GLYCOLIC_PEEL_SWAB, F.RETINOL_SERUM] }), []);
    const keys = ["completeness", "effectiveness", "safety", "ingredientQuality", "routineBalance"] as const;
    const values = [e.completenessScore, e.effectivenessScore, e.safetyScore, e.ingredientQualityScore, e.routineBalanceScore];
    keys.forEach((k, i) => expect(e.scoreExplanations[k].startsWith(`${values[i]}/10.`)).toBe(true));
    expect(e.scoreExplanations.completeness).toContain("night moisturizer (1.5 available)");
  });

  it("tailored advice follows the skin type and profile", () => {
    const s = sections({ skinType: "sensitive", profile: { pregnant: true, sensitivities: ["fragrance"], ageBracket: "50+" } });
    expect(s["TAILORED ADVICE"]).toContain("For sensitive skin");
    expect(s["TAILORED ADVICE"]).toContain("avoid retinoids");
    expect(s["TAILORED ADVICE"]).toContain("fragrance");
  });
});
