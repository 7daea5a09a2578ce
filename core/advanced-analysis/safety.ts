/** Safety: irritants, the user's sensitivities, risky pairs and the user's own ratings. */
import { matchesSensitivity } from "../advanced-analysis-mapping";
import { IRRITANT_SENSITIVE_SKIN_TYPES, PREGNANCY_SALICYLIC_ABOVE, REDUCED_FREQUENCIES, SAFETY_RULES, STRONG_AHA_PATTERN, STRONG_RETINOL_PATTERN } from "./rules";
import { SENSITIVITY_LABELS } from "./labels";
import { hasClass, list, names, type ModelProduct } from "./model";
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
    insights.push({
      type: sensitiveSkin ? "warning" : "info",
      title: `Irritants in ${p.name}`,
      description: `${p.name} contains ${list(irritants.map((i) => i.name))}, which can irritate${sensitiveSkin ? ` ${profile.skinType} skin` : " skin"}. ${sensitiveSkin ? "Consider a fragrance-free, alcohol-free alternative." : "Watch for redness or stinging."}`,
    });
  }

  const sensitivities = [...new Set(profile.sensitivities ?? [])];
  for (const p of all) {
    for (const s of sensitivities) {
      const matches = p.ingredients.filter((i) => matchesSensitivity(i.facts, s));
      if (matches.length === 0) continue;
      safety.add(`sensitivity ${s} in ${p.name}`, -S.sensitivityMatch);
      const label = SENSITIVITY_LABELS[s] ?? s;
      insights.push({
        type: "warning",
        title: `${p.name} contains ${label}`,
        description: `You told us you are sensitive to ${label}, and ${p.name} contains ${list(matches.map((m) => m.name))}. Patch test or replace it.`,
      });
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
      const retinoid = list(hasClass(worst.r, "retinoid").map((i) => i.name));
      const aha = list(hasClass(worst.a, "aha").map((i) => i.name));
      const where = worst.r === worst.a ? `${worst.r.name} combines` : `${worst.r.name} and ${worst.a.name} combine`;
      insights.push({
        type: worst.reason === "reduced" ? "info" : "warning",
        title: worst.reason === "strong" ? "Strong retinoid and AHA on the same nights" : "Retinoid and AHA at night",
        description:
          worst.reason === "reduced"
            ? `${where} ${retinoid} with ${aha} at night, but not every night. Keep them on separate nights and watch for irritation.`
            : `${where} ${retinoid} with ${aha} at night${worst.reason === "strong" ? " at high strength (AHA 10% or more with retinol 0.25% or more)" : ""}. Using both on the same night raises irritation risk: alternate nights instead.`,
      });
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
      insights.push({
        type: "warning",
        title: "Benzoyl peroxide and retinol together",
        description: `${b === r ? `${b.name} contains` : `${b.name} (benzoyl peroxide) and ${r.name} (retinoid) are used in the same routine, giving`} benzoyl peroxide with a retinoid: benzoyl peroxide can deactivate retinol and the pair is irritating. Use one in the morning and the other at night.`,
      });
    } else {
      safety.add("benzoyl peroxide + retinol other period", -S.bpoRetinolOtherPeriod);
      insights.push({
        type: "info",
        title: "Benzoyl peroxide and retinol in separate routines",
        description: `${names(bpoProducts)} (benzoyl peroxide) and ${names(retinolProducts)} (retinoid) are used at different times of day, which is the right way to combine them; watch for dryness.`,
      });
    }
  }

  // Pregnancy or breastfeeding, as answered in the questionnaire.
  if (profile.pregnant || profile.breastfeeding) {
    for (const p of all) {
      const flagged = pregnancyCautions(p);
      if (flagged.length === 0) continue;
      safety.add(`pregnancy caution in ${p.name}`, -S.pregnancyCaution);
      insights.push({
        type: "warning",
        title: `${p.name} while pregnant or breastfeeding`,
        description: `You told us you are pregnant or breastfeeding, and ${p.name} contains ${list(flagged.map((i) => i.name))}. Retinoids (adapalene included), hydroquinone and high-strength salicylic acid are usually avoided then: pause it and ask your doctor or midwife; azelaic acid and niacinamide are the usual alternatives.`,
      });
    }
  }

  for (const p of all) {
    const rating = p.entry.selfAssessment;
    if (rating === 1) {
      safety.add(`rated 1 ${p.name}`, -S.extremeRating);
      insights.push({
        type: "warning",
        title: `${p.name} feels too strong`,
        description: `You rated ${p.name} as too strong/irritating. Use it less often, buffer it with moisturizer, or switch to a gentler version.`,
      });
    } else if (rating === 5) {
      safety.add(`rated 5 ${p.name}`, -S.extremeRating);
      insights.push({
        type: "info",
        title: `${p.name} feels too mild`,
        description: `You rated ${p.name} as too mild/ineffective. Consider a version with a higher active concentration, introduced gradually.`,
      });
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

