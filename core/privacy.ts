/**
 * What others may see of a shared routine. The owner's skin feeling, skin profile (age, concern,
 * sensitivities, pregnancy) and everything derived from them stay with the owner.
 *
 * Rather than filtering a personal evaluation field by field (a new rule or text section could
 * slip through), the routine is evaluated a second time without the personal inputs; that second
 * evaluation is the shared view. Nothing personal went in, so nothing personal can come out.
 */
import { RULES } from "./evaluation/rules";
import type { EngineInput, Evaluation, Insight } from "./evaluation/types";
import type { StoredText } from "./evaluation/render";

/** The evaluation input stripped of the owner's personal data. */
export function withoutPersonalInputs(input: EngineInput): EngineInput {
  return { ...input, skinFeeling: "", profile: undefined };
}

const SHARED_FIELDS = [
  "completenessScore",
  "effectivenessScore",
  "safetyScore",
  "ingredientQualityScore",
  "routineBalanceScore",
  "insights",
  "recommendations",
  "analysis",
  "scoreExplanations",
  "productMarks",
] as const;

/** The parts of an evaluation others may see: computed from `withoutPersonalInputs`. */
/** Texts are codes (engine 1.4.0, ADR 0045) or the English sentences stored before them. */
export type SharedEvaluation<T = StoredText> = Omit<Pick<Evaluation<T>, (typeof SHARED_FIELDS)[number]>, "scoreExplanations"> & {
  scoreExplanations: Evaluation<T>["scoreExplanations"] | Record<string, never>;
};

export function toSharedEvaluation<T>(result: Evaluation<T>): SharedEvaluation<T> {
  return Object.fromEntries(SHARED_FIELDS.map((field) => [field, result[field]])) as SharedEvaluation<T>;
}

/** Rules that fire only because of the owner's profile (pregnancy, a declared sensitivity). */
const PERSONAL_RULE_IDS: ReadonlySet<string> = new Set(
  RULES.filter((rule) => {
    const when = (rule as { when?: { pregnant?: boolean; sensitivity?: string; feeling?: string } }).when;
    return Boolean(when?.pregnant || when?.sensitivity || when?.feeling);
  }).map((rule) => rule.id),
);

/** From the profile or from what the owner wrote about their skin (Insight.source), or a profile-only rule. */
export function isPersonalInsight(insight: Pick<Insight, "ruleId" | "source">): boolean {
  if (insight.source === "skin-feeling" || insight.source === "profile") return true;
  return insight.ruleId !== undefined && PERSONAL_RULE_IDS.has(insight.ruleId);
}

/**
 * For evaluations stored before shared views existed: the scores and the insights that do not
 * come from the profile. The narrative, recommendations, explanations and marks may mention the
 * profile or the skin feeling, so they are left out rather than filtered.
 */
export function legacySharedEvaluation(stored: {
  completenessScore: number;
  effectivenessScore: number;
  safetyScore: number;
  ingredientQualityScore: number;
  routineBalanceScore: number;
  insights: unknown;
}): SharedEvaluation {
  const insights = Array.isArray(stored.insights) ? (stored.insights as Insight<StoredText>[]) : [];
  return {
    completenessScore: stored.completenessScore,
    effectivenessScore: stored.effectivenessScore,
    safetyScore: stored.safetyScore,
    ingredientQualityScore: stored.ingredientQualityScore,
    routineBalanceScore: stored.routineBalanceScore,
    insights: insights.filter((i) => !isPersonalInsight(i)),
    recommendations: [],
    analysis: "",
    scoreExplanations: {},
    productMarks: [],
  };
}
