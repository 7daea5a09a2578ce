/** The methodology page's rule texts in the reader's language (issue 31), English as it always read. */
import { describe, expect, it } from "vitest";
import { ROUTINE_TIERS } from "@core/advanced-analysis";
import { RULES } from "@core/evaluation/rules";
import { LANGUAGES, translator } from "@core/i18n/catalogues";
import { RULE_PROSE_FIELDS } from "@core/kb/labels";
import { SCORE_BANDS } from "~/components/routine/scores";
import { renderIn, textOf } from "~/utils/render-in";
import { methodologyFacts, type RuleSummary } from "./methodology-facts.server";
import { MethodologyPage } from "./methodology-page";

const rulesOf = (facts: ReturnType<typeof methodologyFacts>): RuleSummary[] => [...facts.interactions, ...facts.irritants, ...facts.comedogenic];
const page = (language: string) => renderIn(language, <MethodologyPage facts={methodologyFacts(translator(language))} />);
const english = (id: string) => RULES.find((r) => r.id === id)!;

describe("the methodology page in the reader's language", () => {
  const others = LANGUAGES.filter((l) => l !== "en");

  it("has every rule it shows in every language, none left in English", () => {
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const language of others) {
      const rules = rulesOf(methodologyFacts(translator(language)));
      expect(rules.length).toBeGreaterThan(10);
      for (const rule of rules) {
        expect({ language, id: rule.id, in: rule.language }).toEqual({ language, id: rule.id, in: language });
        for (const field of RULE_PROSE_FIELDS) expect(rule[field], `${language} ${rule.id}.${field}`).not.toBe(english(rule.id)[field]);
        if (english(rule.id).when) expect(rule.appliesTo, `${language} ${rule.id}`).not.toMatch(/ skin\b| goal\b/);
      }
      // Nothing on the page is marked as English: every text a reader sees is in the page's language.
      expect(page(language)).not.toContain('lang="en"');
    }
  });

  it("reads the rules, score bands, marks and tiers in French, numbers the French way", () => {
    const html = page("fr");
    const text = textOf(html).replaceAll("&#x27;", "'");
    const t = translator("fr");
    expect(text).toContain(t("eval.rule.conflict-retinoid-aha.title"));
    expect(text).toContain(t("eval.rule.comedogenic-ingredients.evidence"));
    expect(text).toContain("pour les peaux grasses ou mixtes ; l’objectif Soin anti-acné");
    expect(text).toContain("De 6 à moins de 8 : bon, avec une marge de progression");
    expect(html).toContain(">PRUDENCE</dt>");
    expect(text).toContain("Routine solide : 7-8,9");
    for (const leftover of ["Retinoid with AHA", "good, with room to improve", "Solid Routine", ">CARE<", " skin"]) expect(html).not.toContain(leftover);
  });

  it("reads in English exactly as the engine words its rules", () => {
    const facts = methodologyFacts(translator("en"));
    expect(facts).toEqual(methodologyFacts());
    for (const rule of rulesOf(facts)) {
      for (const field of RULE_PROSE_FIELDS) expect(rule[field]).toBe(english(rule.id)[field]);
      expect(rule.language).toBe("en");
    }
    const text = textOf(page("en"));
    for (const band of SCORE_BANDS) expect(text).toContain(`: ${band.meaning}`);
    for (const tier of ROUTINE_TIERS) expect(text).toContain(`${tier.tier}: ${tier.range}`);
    expect(text).toContain(" KEEP ");
    expect(text).toContain(" CARE ");
    expect(text).toContain("; for oily or combination skin, or the acne-care goal");
  });
});
