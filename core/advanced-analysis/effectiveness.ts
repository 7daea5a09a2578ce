/** Effectiveness: actives that work on the primary concern, at effective concentrations. */
import { CONCENTRATION_THRESHOLDS, EFFECTIVENESS_RULES, SUNSCREEN_CRITICAL_CONCERNS } from "./rules";
import { hasClass, type ModelProduct } from "./model";
import { insight, productList, type InsightParam } from "./insight-text";
import type { ConcentrationEntry } from "./types";
import type { Insight } from "./types";
import { Tally, type RoutineModel } from "./model";
import type { ScoreResult } from "./analyze";

type FineLinesActive = "retinoid" | "vitamins" | "peptide";

/** The actives that earn a fine-lines bonus: its term in the tally, how the insight names it, which products have it. */
const FINE_LINES_ACTIVES: { key: FineLinesActive; term: string; isIn: (p: ModelProduct) => boolean }[] = [
  { key: "retinoid", term: "retinoid", isIn: (p) => hasClass(p, "retinoid").length > 0 },
  { key: "vitamins", term: "vitamin C/E/ferulic", isIn: (p) => p.ingredients.some((i) => i.facts.antioxidantVitamin) },
  { key: "peptide", term: "peptide", isIn: (p) => hasClass(p, "peptide").length > 0 },
];

/** The ages whose fine lines the actives help, with each active's points (none under 30). */
function fineLinesBracket(age: RoutineModel["profile"]["ageBracket"]): { label: string; points: Partial<Record<FineLinesActive, number>> } | null {
  if (age === "40-49" || age === "50+") return { label: "40+", points: EFFECTIVENESS_RULES.fineLines40Plus };
  if (age === "30-39") return { label: "30-39", points: EFFECTIVENESS_RULES.fineLines30s };
  return null;
}

/** Effectiveness points and the insights about actives and concentrations. */
export function scoreEffectiveness(routine: RoutineModel): ScoreResult {
  const { profile, concern, all, amSunscreen, targetActives } = routine;
  const insights: Insight[] = [];
  const E = EFFECTIVENESS_RULES;
  const effectiveness = new Tally(E.base);
  if (all.length < E.fewProductsBelow) {
    effectiveness.add("fewer than 3 products", -E.fewProducts);
    insights.push(insight("warning", "fewProducts", { count: all.length }));
  }
  if (targetActives.size >= E.manyTargetActivesFrom) effectiveness.add("3+ target actives", E.manyTargetActives);
  else if (targetActives.size > 0) effectiveness.add("1-2 target actives", E.someTargetActives);
  else effectiveness.add("no target actives", -E.noTargetActives);

  const met: { product: ModelProduct; c: ConcentrationEntry; label: string; min: number }[] = [];
  for (const p of all) {
    for (const c of p.concentrations) {
      const threshold = CONCENTRATION_THRESHOLDS.find((t) => t.pattern.test(c.ingredient));
      if (threshold && c.percentage >= threshold.minPercent) met.push({ product: p, c, label: threshold.label, min: threshold.minPercent });
    }
  }
  if (met.length > 0) {
    effectiveness.add("concentration meets threshold", E.concentrationMeetsThreshold);
    const items = met.map((m) => ({
      key: "advancedInsight.concentration",
      params: { ingredient: m.c.ingredient, percentage: m.c.percentage, product: m.product.name, min: m.min },
    }));
    insights.push(insight("success", "effectiveConcentrations", { items: { list: items } }));
  }

  const ages = concern === "fine-lines" ? fineLinesBracket(profile.ageBracket) : null;
  if (ages) {
    const bonuses: InsightParam[] = [];
    for (const active of FINE_LINES_ACTIVES) {
      const points = ages.points[active.key];
      const products = all.filter(active.isIn);
      if (points === undefined || products.length === 0) continue;
      effectiveness.add(`fine-lines ${ages.label} ${active.term}`, points);
      bonuses.push({
        key: "advancedInsight.inProducts",
        params: { name: { key: `advancedInsight.active.${active.key}` }, products: productList(products.map((p) => p.name)) },
      });
    }
    if (bonuses.length > 0) {
      insights.push(insight("success", "ageActives", { bracket: profile.ageBracket, actives: { list: bonuses } }));
    }
  }

  if (amSunscreen.length === 0 && SUNSCREEN_CRITICAL_CONCERNS.includes(concern)) {
    effectiveness.add(
      "no morning sunscreen",
      -(profile.ageBracket === "under-20" ? E.missingMorningSunscreenUnder20 : E.missingMorningSunscreen),
    );
  }
  return { tally: effectiveness, insights };
}
