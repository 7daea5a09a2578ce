/**
 * The figures the /methodology page states, read from the constants the engine and the advanced
 * analysis compute with, so that the page cannot drift from the code. Plain JSON for the loader.
 */
import { OVERALL_WEIGHTS, ROUTINE_TIERS } from "@core/advanced-analysis";
import {
  ALCOHOL_EXPOSURE,
  COMPLETENESS_POINTS,
  EFFECTIVENESS_POINTS,
  EXTRA_PRODUCT_MAX,
  EXTRA_PRODUCT_PENALTY,
  FRAGRANCE_EXPOSURE,
  PENALTIES,
  POSITION_WEIGHTS,
  QUALITY_POINTS,
  RECOMMENDATION_LIMITS,
  RULES,
  type Rule,
  type Severity,
} from "@core/evaluation/rules";
import { SCORE_BANDS } from "~/components/routine/scores";

export interface RuleSummary {
  id: string;
  title: string;
  severity: Severity;
  /** Whom it applies to ("oily or combination skin"), empty when it applies to everyone. */
  appliesTo: string;
  explanation: string;
  action: string;
  evidence: string;
  /** The score a finding lowers, in words; empty for notes that cost nothing. */
  costs: string;
  /** The key of that score (`safety`, `routineBalance`...), for the page to name it in its language; empty with `costs`. */
  costsScore: string;
}

const SCORE_WORDS: Record<string, string> = {
  safety: "Safety",
  routineBalance: "Routine Balance",
  completeness: "Completeness",
  effectiveness: "Effectiveness",
  ingredientQuality: "Ingredient Quality",
};

function appliesTo(rule: Rule): string {
  const parts: string[] = [];
  if (rule.when?.skinTypes?.length) parts.push(`${rule.when.skinTypes.join(" or ")} skin`);
  if (rule.when?.goals?.length) parts.push(`the ${rule.when.goals.join(" or ")} goal`);
  if (rule.when?.pregnant) parts.push("pregnancy (from your skin profile)");
  if (rule.when?.sensitivity) parts.push(`a declared ${rule.when.sensitivity} sensitivity`);
  return parts.join(", or ");
}

function summary(rule: Rule): RuleSummary {
  return {
    id: rule.id,
    title: rule.title,
    severity: rule.severity,
    appliesTo: appliesTo(rule),
    explanation: rule.explanation,
    action: rule.action,
    evidence: rule.evidence,
    costs: rule.scoreKey && rule.insightType === "warning" ? (SCORE_WORDS[rule.scoreKey] ?? rule.scoreKey) : "",
    costsScore: rule.scoreKey && rule.insightType === "warning" ? rule.scoreKey : "",
  };
}

const IRRITANT_RULE_IDS = ["sensitive-fragrance", "sensitive-alcohol", "dry-fragrance", "dry-drying-alcohol"];
const COMEDOGENIC_RULE_IDS = ["comedogenic-ingredients", "comedogenic-unrated-ester"];

export function methodologyFacts() {
  let from = 1;
  const positionWeights = POSITION_WEIGHTS.map(([last, weight]) => {
    const row = {
      positions: Number.isFinite(last) ? `${from}-${last}` : `${from} and later`,
      from,
      /** The last position of the range; null for "and later" (JSON has no Infinity). */
      last: Number.isFinite(last) ? last : null,
      weight,
    };
    from = last + 1;
    return row;
  });
  const pick = (ids: readonly string[]) => RULES.filter((r) => ids.includes(r.id)).map(summary);
  return {
    scoreBands: SCORE_BANDS.map((b) => ({ ...b })),
    completeness: { ...COMPLETENESS_POINTS },
    effectiveness: { ...EFFECTIVENESS_POINTS },
    penalties: {
      rows: (["high", "medium", "low"] as const).map((severity) => ({
        severity,
        safety: PENALTIES.safety[severity],
        routineBalance: PENALTIES.routineBalance[severity],
      })),
      extraProduct: EXTRA_PRODUCT_PENALTY,
      extraProductMax: EXTRA_PRODUCT_MAX,
    },
    quality: { ...QUALITY_POINTS },
    positionWeights,
    exposure: { fragrance: { ...FRAGRANCE_EXPOSURE }, alcohol: { ...ALCOHOL_EXPOSURE } },
    interactions: RULES.filter((r) => r.check === "pair").map(summary),
    irritants: pick(IRRITANT_RULE_IDS),
    comedogenic: pick(COMEDOGENIC_RULE_IDS),
    recommendationLimits: { ...RECOMMENDATION_LIMITS },
    advanced: { weights: { ...OVERALL_WEIGHTS }, tiers: ROUTINE_TIERS.map(({ tier, range }) => ({ tier, range })) },
  };
}

export type MethodologyFacts = ReturnType<typeof methodologyFacts>;
