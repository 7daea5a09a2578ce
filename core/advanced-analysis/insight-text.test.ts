/** The advanced analysis's findings in the reader's language (issue 31), English as it always read. */
import { describe, expect, it } from "vitest";
import { translator, type MessageKey } from "../i18n/catalogues";
import { expectContainsAll } from "../../tests/helpers/contains-all";
import type { Translate } from "../evaluation/render";
import { insightIn } from "./insight-text";
import { scoreRoutine } from "./analyze";
import type { AdvancedRoutineEntry, Insight, ScoreRoutineInput } from "./types";

const entry = (name: string, productType: string, ingredients: string, extra: Partial<AdvancedRoutineEntry> = {}): AdvancedRoutineEntry => ({
  name,
  productType,
  ingredients,
  usageFrequency: "daily-pm",
  selfAssessment: 3,
  concentrations: [],
  ...extra,
});

const input: ScoreRoutineInput = {
  profile: { skinType: "dry", primaryConcern: "fine-lines", ageBracket: "40-49", sensitivities: ["fragrance"], pregnant: true },
  morningProducts: [entry("Foam Wash", "Cleanser", "Aqua, Sodium Lauryl Sulfate, Parfum", { usageFrequency: "daily-am", selfAssessment: 1 })],
  nightProducts: [
    entry("Night Retinol", "Serum", "Aqua, Retinol, Glycerin", { concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] }),
    entry("Glow Toner", "Toner", "Aqua, Glycolic Acid", { selfAssessment: 5 }),
  ],
};
/** The catalogues' translator as the renderers' translate function. */
const evaluationTranslate = (language: string): Translate => {
  const t = translator(language);
  return Object.assign((key: string, values?: Record<string, string | number>) => t(key as MessageKey, values), { language });
};
const insights = scoreRoutine(input).prioritizedRecommendations;
const render = (language: string) => insights.map((i: Insight) => insightIn(i, evaluationTranslate(language)));
const all = (language: string) => render(language).map((r) => `${r.title} ${r.description}`).join("\n");

describe("the advanced analysis's insights", () => {
  it("carry a code for every insight", () => {
    expect(insights.length).toBeGreaterThan(5);
    for (const i of insights) expect(i.code?.id).toBeTruthy();
  });

  it("read in French: concerns, steps and lists the French way, names of products and ingredients untouched", () => {
    const fr = all("fr");
    expectContainsAll(fr, [
      "Pas de protection solaire dans votre routine du matin",
      "Un SPF 30+ quotidien est indispensable pour votre préoccupation (ridules)",
      "Night Retinol pendant la grossesse ou l'allaitement",
      "Foam Wash vous semble trop fort",
      "Glow Toner vous semble trop doux",
      "Rétinoïde et AHA le soir",
    ]);
    expect(fr).toMatch(/Retinol à 0,5 % dans Night Retinol/);
    for (const english of ["No sunscreen", "feels too strong", "while pregnant", " and "]) expect(fr).not.toContain(english);
  });

  it("read in German, nouns keeping their capital", () => {
    const de = all("de");
    expectContainsAll(de, [
      "Kein Sonnenschutz in Ihrer Morgenroutine",
      "bei Ihrem Anliegen (Feine Linien)",
      "Foam Wash ist Ihnen zu stark",
      "Night Retinol in Schwangerschaft oder Stillzeit",
    ]);
    expect(de).not.toContain("Morning");
  });

  it("read in English as stored, word for word", () => {
    const en = render("en");
    expect(en.map((r) => r.title)).toEqual(insights.map((i) => i.title));
    const text = all("en");
    expect(text).toContain(
      "Daily SPF 30+ is essential for fine lines: UV exposure undoes the work of your actives. Add a broad-spectrum sunscreen as the last morning step.",
    );
    expectContainsAll(text, [
      "Night Retinol and Glow Toner combine Retinol with Glycolic Acid at night. Using both on the same night raises irritation risk: alternate nights instead.",
      "You rated Glow Toner as too mild/ineffective. Consider a version with a higher active concentration, introduced gradually.",
      "Retinol at 0.5% in Night Retinol (effective from",
    ]);
  });
});
