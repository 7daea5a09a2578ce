/** Safety: irritants, the user's sensitivities, risky pairs and the user's own ratings. */
import { matchesSensitivity } from "../advanced-analysis-mapping";
import { IRRITANT_SENSITIVE_SKIN_TYPES, PREGNANCY_SALICYLIC_ABOVE, REDUCED_FREQUENCIES, SAFETY_RULES, STRONG_AHA_PATTERN, STRONG_RETINOL_PATTERN } from "./rules";
import { hasClass, type ModelProduct } from "./model";
import { insight, productList } from "./insight-text";
import type { Insight } from "./types";
import { Tally, type RoutineModel } from "./model";
import type { ScoreResult } from "./analyze";

/** Safety deductions and the insights that explain them. */
export function scoreSafety(routine: RoutineModel): ScoreResult {
  const { profile, all, pmProducts } = routine;
  const insights: Insight[] = [];
  const S = SAFETY_RULES;
  const safety = new Tally(S.base);
  const sensitiveSkin = IRRITANT_SENSITIVE_SKIN_TYPES.includes(profile.skinType);
  const irritantCost = sensitiveSkin ? S.irritantSensitiveOrDry : S.irritantOther;
  for (const p of all) {
    const irritants = p.ingredients.filter((i) => i.facts.irritant);
    if (irritants.length === 0) continue;
    for (const ing of irritants) safety.add(`irritant ${ing.key} in ${p.name}`, -irritantCost);
    const ingredients = { list: irritants.map((i) => i.name) };
    insights.push(
      sensitiveSkin
        ? insight("warning", "irritantsSensitive", { product: p.name, ingredients, skinType: { key: `domain.skinType.${profile.skinType}` } })
        : insight("info", "irritants", { product: p.name, ingredients }),
    );
  }

  const sensitivities = [...new Set(profile.sensitivities ?? [])];
  for (const p of all) {
    for (const s of sensitivities) {
      const matches = p.ingredients.filter((i) => matchesSensitivity(i.facts, s));
      if (matches.length === 0) continue;
      safety.add(`sensitivity ${s} in ${p.name}`, -S.sensitivityMatch);
      insights.push(
        insight("warning", "sensitivity", {
          product: p.name,
          sensitivity: { key: `advancedInsight.sensitivity.${s}` },
          ingredients: { list: matches.map((m) => m.name) },
        }),
      );
    }
  }

  // Retinoid + AHA at night: worst pair wins, applied once.
  const pmRetinoids = pmProducts.filter((p) => hasClass(p, "retinoid").length > 0);
  const pmAhas = pmProducts.filter((p) => hasClass(p, "aha").length > 0);
  if (pmRetinoids.length > 0 && pmAhas.length > 0) {
    let worst: { penalty: number; r: ModelProduct; a: ModelProduct; reason: "reduced" | "strong" | "default" } | null = null;
    for (const r of pmRetinoids) {
      for (const a of pmAhas) {
        const reduced =
          REDUCED_FREQUENCIES.includes(r.entry.usageFrequency) || REDUCED_FREQUENCIES.includes(a.entry.usageFrequency);
        const pairConcentrations = r === a ? r.concentrations : [...r.concentrations, ...a.concentrations];
        const strong =
          pairConcentrations.some((c) => STRONG_AHA_PATTERN.test(c.ingredient) && c.percentage >= S.strongAhaPercent) &&
          pairConcentrations.some((c) => STRONG_RETINOL_PATTERN.test(c.ingredient) && c.percentage >= S.strongRetinolPercent);
        const reason = reduced ? "reduced" : strong ? "strong" : "default";
        const penalty = reduced ? S.retinoidAhaReducedFrequency : strong ? S.retinoidAhaStrong : S.retinoidAhaDefault;
        if (!worst || penalty > worst.penalty) worst = { penalty, r, a, reason };
      }
    }
    if (worst) {
      safety.add(`retinoid + AHA at night (${worst.reason})`, -worst.penalty);
      const params = {
        pair: worst.r === worst.a ? "one" : "two",
        first: worst.r.name,
        second: worst.a.name,
        retinoid: { list: hasClass(worst.r, "retinoid").map((i) => i.name) },
        aha: { list: hasClass(worst.a, "aha").map((i) => i.name) },
      };
      const ids = { reduced: "retinoidAhaSometimes", strong: "retinoidAhaStrong", default: "retinoidAha" } as const;
      insights.push(insight(worst.reason === "reduced" ? "info" : "warning", ids[worst.reason], params));
    }
  }

  // Benzoyl peroxide + retinol (avoid pair).
  const bpoProducts = all.filter((p) => hasClass(p, "benzoyl-peroxide").length > 0);
  const retinolProducts = all.filter((p) => p.ingredients.some((i) => i.facts.retinolLike));
  if (bpoProducts.length > 0 && retinolProducts.length > 0) {
    let samePair: [ModelProduct, ModelProduct] | null = null;
    for (const b of bpoProducts) {
      for (const r of retinolProducts) {
        if (!samePair && [...b.periods].some((period) => r.periods.has(period))) samePair = [b, r];
      }
    }
    if (samePair) {
      safety.add("benzoyl peroxide + retinol same period", -S.bpoRetinolSamePeriod);
      const [b, r] = samePair;
      insights.push(insight("warning", "bpoRetinol", { pair: b === r ? "one" : "two", first: b.name, second: r.name }));
    } else {
      safety.add("benzoyl peroxide + retinol other period", -S.bpoRetinolOtherPeriod);
      insights.push(
        insight("info", "bpoRetinolApart", {
          bpo: productList(bpoProducts.map((p) => p.name)),
          retinol: productList(retinolProducts.map((p) => p.name)),
        }),
      );
    }
  }

  // Pregnancy or breastfeeding, as answered in the questionnaire.
  if (profile.pregnant || profile.breastfeeding) {
    for (const p of all) {
      const flagged = pregnancyCautions(p);
      if (flagged.length === 0) continue;
      safety.add(`pregnancy caution in ${p.name}`, -S.pregnancyCaution);
      insights.push(insight("warning", "pregnancy", { product: p.name, ingredients: { list: flagged.map((i) => i.name) } }));
    }
  }

  for (const p of all) {
    const rating = p.entry.selfAssessment;
    if (rating === 1) {
      safety.add(`rated 1 ${p.name}`, -S.extremeRating);
      insights.push(insight("warning", "tooStrong", { product: p.name }));
    } else if (rating === 5) {
      safety.add(`rated 5 ${p.name}`, -S.extremeRating);
      insights.push(insight("info", "tooMild", { product: p.name }));
    }
  }
  return { tally: safety, insights };
}

/** Retinoids (adapalene included) and hydroquinone; salicylic acid only above the declared strength PREGNANCY_SALICYLIC_ABOVE or in a peel. */
function pregnancyCautions(p: ModelProduct) {
  const highSalicylic =
    /\bpeel/i.test(p.name) || p.concentrations.some((c) => /salicylic/i.test(c.ingredient) && c.percentage > PREGNANCY_SALICYLIC_ABOVE);
  return p.ingredients.filter((i) => i.facts.pregnancyCaution && (!i.facts.classes.has("bha") || highSalicylic));
}

