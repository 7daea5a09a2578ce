/** Effectiveness: actives that work on the primary concern, at effective concentrations. */
import { CONCENTRATION_THRESHOLDS, EFFECTIVENESS_RULES, SUNSCREEN_CRITICAL_CONCERNS } from "./rules";
import { AGE_BRACKET_LABELS } from "./labels";
import { hasClass, list, names, type ModelProduct } from "./model";
import type { ConcentrationEntry } from "./types";
import type { Insight } from "./types";
import { Tally, type RoutineModel } from "./model";
import type { ScoreResult } from "./analyze";

/** Effectiveness points and the insights about actives and concentrations. */
export function scoreEffectiveness(routine: RoutineModel): ScoreResult {
  const { profile, concern, all, amSunscreen, targetActives } = routine;
  const insights: Insight[] = [];
  const E = EFFECTIVENESS_RULES;
  const effectiveness = new Tally(E.base);
  if (all.length < E.fewProductsBelow) {
    effectiveness.add("fewer than 3 products", -E.fewProducts);
    insights.push({
      type: "warning",
      title: all.length === 0 ? "No products in your routine" : `Only ${all.length} product${all.length === 1 ? "" : "s"} in your routine`,
      description: "A routine with fewer than 3 products rarely covers cleansing, treatment, moisturizing and sun protection. Add the missing steps.",
    });
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
    insights.push({
      type: "success",
      title: "Effective concentrations",
      description: `${list(met.map((m) => `${m.c.ingredient} at ${m.c.percentage}% in ${m.product.name} (effective from ${m.min}%)`))}.`,
    });
  }

  if (concern === "fine-lines") {
    const retinoidProducts = all.filter((p) => hasClass(p, "retinoid").length > 0);
    const vitaminProducts = all.filter((p) => p.ingredients.some((i) => i.facts.antioxidantVitamin));
    const peptideProducts = all.filter((p) => hasClass(p, "peptide").length > 0);
    const bonuses: string[] = [];
    if (profile.ageBracket === "40-49" || profile.ageBracket === "50+") {
      if (retinoidProducts.length > 0) {
        effectiveness.add("fine-lines 40+ retinoid", E.fineLines40Plus.retinoid);
        bonuses.push(`a retinoid (${names(retinoidProducts)})`);
      }
      if (vitaminProducts.length > 0) {
        effectiveness.add("fine-lines 40+ vitamin C/E/ferulic", E.fineLines40Plus.vitamins);
        bonuses.push(`antioxidant vitamins (${names(vitaminProducts)})`);
      }
      if (peptideProducts.length > 0) {
        effectiveness.add("fine-lines 40+ peptide", E.fineLines40Plus.peptide);
        bonuses.push(`peptides (${names(peptideProducts)})`);
      }
    } else if (profile.ageBracket === "30-39") {
      if (retinoidProducts.length > 0) {
        effectiveness.add("fine-lines 30-39 retinoid", E.fineLines30s.retinoid);
        bonuses.push(`a retinoid (${names(retinoidProducts)})`);
      }
      if (vitaminProducts.length > 0) {
        effectiveness.add("fine-lines 30-39 vitamin C/E/ferulic", E.fineLines30s.vitamins);
        bonuses.push(`antioxidant vitamins (${names(vitaminProducts)})`);
      }
    }
    if (bonuses.length > 0) {
      insights.push({
        type: "success",
        title: "Age-appropriate actives",
        description: `For fine lines at ${AGE_BRACKET_LABELS[profile.ageBracket].toLowerCase()}, your routine includes ${list(bonuses)}.`,
      });
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
