/**
 * The signed-in landing, the usage advice, the optimisation texts and the progress chart in the
 * reader's language (issue 31), English unchanged.
 */
import { describe, expect, it } from "vitest";
import { evaluateCoded } from "@core/evaluation/engine";
import { parseAnalysis } from "@core/evaluation/analysis-text";
import { renderEvaluation, type StoredText } from "@core/evaluation/render";
import type { EngineInput, Evaluation } from "@core/evaluation/types";
import { translator } from "@core/i18n/catalogues";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../../drizzle/seed/products";
import { renderIn, textOf } from "~/utils/render-in";
import { evaluationTranslate } from "~/utils/evaluation-text";
import { optimizationTexts, usageAdvice } from "./results";
import { Interactions, Optimization, UsageAdviceSection } from "./results-sections";
import type { Insight, Recommendation } from "@core/evaluation/types";
import { scoreSeries } from "./score-history-data";
import { SignedInLanding } from "./signed-in-landing";

describe("the signed-in landing page", () => {
  it("reads in French: title, picker, example and the score names, decimals with a comma", () => {
    const text = textOf(renderIn("fr", <SignedInLanding count={12} />));
    expect(text).toContain("quelle est votre routine ?");
    expect(text).toContain("Composez votre routine");
    expect(text).toContain("Rechercher un produit du matin");
    expect(text).toContain("Une routine analysée");
    expect(text).toContain(`Exemple · ${translator("fr")("domain.goal.acne-care")}`);
    expect(text).toContain(translator("fr")("scores.name.completeness"));
    expect(text).toContain(" 8,5 ");
    expect(text).toContain("Découvrez ce qui fonctionne pour les autres");
    // Product names stay as they are.
    expect(text).toContain("CeraVe Foaming Facial Cleanser");
    for (const english of ["Build your routine", "An analysed routine", " Explore ", "Completeness", "8.5"]) expect(text).not.toContain(english);
  });

  it("reads in German", () => {
    const text = textOf(renderIn("de", <SignedInLanding count={null} />));
    expect(text).toContain("wie sieht Ihre Routine aus?");
    expect(text).toContain("Morgenprodukt suchen");
    expect(text).toContain("Sehen Sie, was bei anderen wirkt");
  });

  it("reads in English as before", () => {
    const text = textOf(renderIn("en", <SignedInLanding count={null} />));
    for (const english of ["what's your routine?", "Build your routine", "Search a morning product", "An analysed routine", "Example · Acne Care", "Calm & Clear Routine", " 8.5 ", "Completeness", "Explore"]) {
      expect(text.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")).toContain(english);
    }
  });
});

describe("usage advice", () => {
  const advice = usageAdvice([
    { name: "Foaming Cleanser", productType: "Cleanser" },
    { name: "Daily Fluid", productType: "Sunscreen" },
  ]);

  it("names the product types and gives the advice in French and German", () => {
    const fr = textOf(renderIn("fr", <UsageAdviceSection advice={advice} />));
    expect(fr).toContain("Conseils d&#x27;utilisation");
    expect(fr).toContain(translator("fr")("domain.productType.sunscreen"));
    expect(fr).toContain("Appliquez 1/4 de cuillère à café (1,25 ml) sur le visage");
    expect(fr).toContain("Massez-le sur peau humide");
    const de = textOf(renderIn("de", <UsageAdviceSection advice={advice} />));
    expect(de).toContain("Tragen Sie 1/4 Teelöffel (1,25 ml)");
    expect(de).not.toContain("teaspoon");
  });

  it("reads in English as the advice constants say", () => {
    const en = textOf(renderIn("en", <UsageAdviceSection advice={advice} />));
    for (const a of advice) {
      expect(en).toContain(a.title);
      expect(en).toContain(a.text);
    }
  });
});

describe("the optimisation texts in the reader's language", () => {
  const P = (name: string) => {
    const p = CATALOG_PRODUCTS.find((x) => x.name === name);
    if (!p) throw new Error(`${name} is not in the catalogue`);
    return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
  };
  const catalogue = CATALOG_PRODUCTS.map((p, i) => ({ id: `id-${i}`, name: p.name, brand: p.brand, productType: p.productType, ingredientKeys: ingredientKeysOf(p.ingredients) }));
  const input: EngineInput = {
    goal: "anti-aging",
    secondaryGoals: [],
    skinType: "dry",
    skinFeeling: "",
    morningProducts: [P("Hydrating Facial Cleanser"), P("Vitamin C Suspension 23% + HA Spheres 2%"), P("Anthelios UVMune 400 Invisible Fluid SPF50+")],
    nightProducts: [P("Moisturizing Cream"), P("Glycolic Acid 7% Toning Solution"), P("Hydrating Facial Cleanser")],
  };
  const coded = evaluateCoded(input, catalogue) as unknown as Evaluation<StoredText>;
  const page = (language: string) => {
    const e = renderEvaluation(coded, evaluationTranslate(language));
    const advice = usageAdvice([...input.morningProducts, ...input.nightProducts].map((p) => ({ name: p.name, productType: p.productType ?? "" })));
    const texts = optimizationTexts(parseAnalysis(e.analysis), { recommendations: e.recommendations, advice, insights: e.insights }, language);
    return { e, all: texts.map((t) => t.text).join("\n") };
  };

  it.each(["fr", "de"])("in %s, leaves out the card sentences and the usage advice, and points to this page", (language) => {
    const t = translator(language);
    const { e, all } = page(language);
    expect(e.recommendations.length).toBeGreaterThan(0);
    for (const r of e.recommendations) expect(all).not.toContain(t("eval.suggestions.add", { name: r.name, brand: r.brand, timing: "" }).split("(")[0]);
    expect(all).not.toContain(t("eval.advice.sunscreen"));
    expect(all).not.toContain(t("eval.advice.cleanser"));
    const warnings = e.insights.filter((i) => i.type === "warning").length;
    expect(warnings).toBeGreaterThan(0);
    expect(all).toContain(t("usage.warningsFirst", { count: warnings }));
    expect(all).not.toContain(t("eval.suggestions.warnings-first", { count: warnings }));
    expect(all).toContain(t("eval.suggestions.patch-test"));
  });

  it("in English, is what it was", () => {
    const { all } = page("en");
    expect(all).toMatch(/warnings on this page/);
    expect(all).not.toMatch(/1\/4 teaspoon/);
    expect(all).not.toMatch(/massage the cleanser/i);
  });
});

describe("the progress chart's descriptions", () => {
  const entries = [
    { createdAt: "2026-11-20T10:00:00Z", overallScore: 6, completenessScore: 6, effectivenessScore: 7.5, safetyScore: 8, ingredientQualityScore: 7, routineBalanceScore: 7 },
    { createdAt: "2026-11-25T10:00:00Z", overallScore: 7, completenessScore: 7.5, effectivenessScore: 7.5, safetyScore: 8, ingredientQualityScore: 7, routineBalanceScore: 7 },
  ] as unknown as Parameters<typeof scoreSeries>[0];
  const date = (iso: string) => iso.slice(5, 10);

  it("reads in French, decimals with a comma", () => {
    const [completeness, effectiveness] = scoreSeries(entries, date, translator("fr"));
    expect(completeness.description).toBe("Complétude : 6 le 11-20, 7,5 le 11-25. Évolution de +1,5 depuis la première évaluation.");
    expect(completeness.change).toBe("+1,5");
    expect(effectiveness.description).toBe("Efficacité : 7,5 le 11-20, 7,5 le 11-25. Aucun changement depuis la première évaluation.");
  });

  it("reads in German", () => {
    const [completeness] = scoreSeries(entries, date, translator("de"));
    expect(completeness.description).toBe("Vollständigkeit: 6 am 11-20, 7,5 am 11-25. Veränderung um +1,5 seit der ersten Bewertung.");
  });

  it("reads in English as before, with or without a translator", () => {
    const english = "Completeness: 6 on 11-20, 7.5 on 11-25. Change +1.5 since the first evaluation.";
    expect(scoreSeries(entries, date)[0].description).toBe(english);
    expect(scoreSeries(entries, date, translator("en"))[0].description).toBe(english);
  });
});

describe("a finding's routine badge and a suggestion's timing", () => {
  const finding = (routine: Insight["routine"]): Insight => ({ type: "warning", title: `Finding ${routine}`, description: "Text.", routine });
  const insights = [finding("night"), finding("both")];
  const add = (timing: string): Recommendation => ({
    type: "add",
    name: "Cicaplast Gel B5",
    brand: "La Roche-Posay",
    replaces: null,
    reason: "Reason.",
    keyIngredients: [],
    timing,
    imageUrl: null,
    productId: `p-${timing}`,
    productType: "Moisturizer",
  });
  const optimization = (language: string) =>
    textOf(
      renderIn(
        language,
        <Optimization texts={[]} recommendations={[add("morning routine"), add("night, 2-3 times a week to start")]} staged={[]} products={{ morning: [], night: [] }} canSwap={false} onPressSwap={() => {}} />,
      ),
    );

  it("read in German: the badge names the routine, the timing is the catalogue's, nothing stays English", () => {
    const t = translator("de");
    const badges = textOf(renderIn("de", <Interactions insights={insights} />));
    expect(badges).toContain(t("domain.period.night"));
    expect(badges).toContain(t("domain.period.both"));
    const text = optimization("de");
    expect(text).toContain(t("results.when", { timing: t("eval.timing.3") }));
    expect(text).toContain(t("results.when", { timing: t("eval.timing.6") }));
    for (const english of ["Night", "Morning and Night", "morning routine", "times a week"]) expect(`${badges} ${text}`).not.toContain(english);
  });

  it("read in French and Spanish", () => {
    for (const language of ["fr", "es"]) {
      const t = translator(language);
      expect(textOf(renderIn(language, <Interactions insights={insights} />))).toContain(t("domain.period.both"));
      expect(optimization(language)).toContain(t("eval.timing.3"));
    }
  });

  it("read in English as before", () => {
    const badges = textOf(renderIn("en", <Interactions insights={insights} />));
    expect(badges).toContain(" Night ");
    expect(badges).toContain(" Morning and Night ");
    expect(optimization("en")).toContain("When: morning routine");
  });
});
