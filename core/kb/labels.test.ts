import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUES, LANGUAGES, translator } from "../i18n/catalogues";
import { analyzeIngredient, classifyIngredient } from "../ingredients";
import { ingredientPage, ingredientSlugs } from "../ingredient-pages";
import { readSharedFile } from "../../tests/helpers/shared-data";
import { kbEntries } from "./index";
import { concernCodes, cosingKey, functionLabelKey, ingredientPageLabels } from "./labels";
import { concernTextsIn, labelIn } from "./label-text";

const en = translator("en");
const fr = translator("fr");
const de = translator("de");

/** The heuristics' ids, labels and CosIng tags, read from their source (they are not exported as a list). */
const FALLBACK_SOURCE = readFileSync(new URL("../ingredients-fallback.ts", import.meta.url), "utf8");
const FALLBACK_FUNCTIONS = [...FALLBACK_SOURCE.matchAll(/functions: \[([^\]]*)\]/g)].flatMap((m) => [...m[1].matchAll(/"([^"]+)"/g)].map((f) => f[1]));
const FALLBACK_LABELS = [...FALLBACK_SOURCE.matchAll(/id: "([^"]+)",\s*functionLabel: "([^"]+)"/g)].map((m) => ({
  id: m[1],
  label: m[2],
}));

describe("CosIng function names", () => {
  const shipped = Object.values(JSON.parse(readSharedFile("cosing-functions.json")).ingredients as Record<string, string[]>).flat();
  const used = [...kbEntries.flatMap((e) => e.functions), ...FALLBACK_FUNCTIONS];
  const tags = [...new Set([...shipped.map((f) => f.toUpperCase()), ...used])];

  it("names every function of the shipped CosIng data and of the knowledge base in every language", () => {
    expect(tags.length).toBeGreaterThan(70);
    for (const language of LANGUAGES) {
      const missing = tags.filter((tag) => !CATALOGUES[language]?.[cosingKey(tag)]);
      expect(missing, language).toEqual([]);
    }
  });

  it("reads in English as the page always showed a tag, and in the EU's terms elsewhere", () => {
    for (const tag of tags) expect(en(cosingKey(tag) as never)).toBe(tag.charAt(0) + tag.slice(1).toLowerCase());
    expect(fr(cosingKey("SKIN CONDITIONING") as never)).toBe("Conditionneur cutané");
    expect(de(cosingKey("SKIN CONDITIONING - EMOLLIENT") as never)).toBe("Hautpflegend - Emolliens");
  });
});

describe("what an ingredient does and its concerns", () => {
  it("every knowledge-base entry's label has a key whose English is the label", () => {
    for (const entry of kbEntries) {
      const c = classifyIngredient(entry.inci);
      const key = functionLabelKey(c);
      expect(key, entry.inci).not.toBeNull();
      expect(labelIn(en, key, "MISSING"), entry.inci).toEqual({ text: c.functionLabel, language: "en" });
      expect(labelIn(fr, key, "MISSING").language, entry.inci).toBe("fr");
    }
  });

  it("every heuristic's label has a key whose English is the label", () => {
    expect(FALLBACK_LABELS.length).toBeGreaterThan(20);
    for (const { id, label } of FALLBACK_LABELS) {
      expect(en(`kbLabel.fallback.${id}` as never), id).toBe(label);
      expect(de(`kbLabel.fallback.${id}` as never), id).not.toBe(label);
    }
    expect(labelIn(de, functionLabelKey(classifyIngredient("mystery plant oil")), "x").text).toBe("Emolliens (Öl)");
  });

  it("concerns read as before in English and in the reader's language otherwise", () => {
    for (const entry of kbEntries) {
      const c = classifyIngredient(entry.inci);
      expect(concernTextsIn(en, concernCodes(c)), entry.inci).toEqual(analyzeIngredient(entry.inci).concerns);
    }
    const coconut = classifyIngredient("cocos nucifera oil");
    const texts = concernTextsIn(fr, concernCodes(coconut)) ?? [];
    expect(texts.join("; ")).toMatch(/Indice comédogène \d\/5 \(échelle de Fulton\)/);
  });
});

describe("ingredient page data", () => {
  it("is unchanged in English for every page", () => {
    for (const slug of ingredientSlugs()) {
      const page = ingredientPage(slug)!;
      const labels = ingredientPageLabels(en, page);
      expect(labels.functionLabel.text, slug).toBe(page.functionLabel);
      expect(labels.functions.map((f) => f.text)).toEqual(page.functions.map((f) => f.charAt(0) + f.slice(1).toLowerCase()));
      expect(labels.goals).toEqual(page.goals.map((g) => g.name));
      expect(labels.irritancy, slug).toBe(page.irritancy);
      if (page.comedogenic) expect(labels.comedogenicSource).toBe(page.comedogenic.source);
      const strip = ({ withLanguage: _w, language: _l, ...rest }: { withLanguage: string; language: string }) => rest;
      expect(labels.conflicts.map(strip), slug).toEqual(page.conflicts);
      expect(labels.warnings.map(strip), slug).toEqual(page.warnings);
      for (const n of [...labels.conflicts, ...labels.warnings]) expect([n.language, n.withLanguage]).toEqual(["en", "en"]);
    }
  });

  it("a French reader gets retinol's labels, concerns and clashes in French", () => {
    const labels = ingredientPageLabels(fr, ingredientPage("retinol")!);
    expect(labels.functionLabel).toEqual({ text: "Rétinoïde", language: "fr" });
    expect(labels.irritancy).toBe("peut irriter, davantage à forte concentration et sur peau sensible ; peut dessécher ; augmente la sensibilité au soleil");
    const aha = labels.conflicts.find((n) => n.ruleId === "conflict-retinoid-aha")!;
    expect(aha).toMatchObject({ with: "un AHA (acide glycolique, lactique, mandélique...)", withLanguage: "fr", language: "fr" });
    expect(aha.title).toBe(CATALOGUES.fr!["eval.rule.conflict-retinoid-aha.title"]);
    expect(aha.explanation).toBe(CATALOGUES.fr!["eval.rule.conflict-retinoid-aha.explanation"]);
    expect(aha.explanation).not.toBe(CATALOGUES.en!["eval.rule.conflict-retinoid-aha.explanation"]);
    const pregnancy = labels.warnings.find((n) => n.ruleId === "pregnancy-caution");
    expect(pregnancy?.appliesTo).toBe("la grossesse et l’allaitement");
  });

  it("a German reader gets the audience, functions and ratings in German", () => {
    const fragrance = ingredientPage(ingredientSlugs().find((s) => ingredientPage(s)!.warnings.some((w) => w.ruleId === "sensitive-fragrance"))!)!;
    const labels = ingredientPageLabels(de, fragrance);
    expect(labels.warnings.find((w) => w.ruleId === "sensitive-fragrance")?.appliesTo).toBe("empfindliche Haut");
    const comedogenic = ingredientPage(ingredientSlugs().find((s) => ingredientPage(s)!.warnings.some((w) => w.ruleId === "comedogenic-ingredients"))!)!;
    const audience = ingredientPageLabels(de, comedogenic).warnings.find((w) => w.ruleId === "comedogenic-ingredients")?.appliesTo;
    expect(audience).toBe(`fettige Haut oder Mischhaut; das Ziel ${CATALOGUES.de!["domain.goal.acne-care"]}`);
    expect(labels.comedogenicSource).toMatch(/^Fulton-Skala/);
    expect(labels.functions.every((f) => f.language === "de")).toBe(true);
  });
});
