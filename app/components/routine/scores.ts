/**
 * Score display: scores 0-10; the overall score is the mean of the two lowest
 * of the five sub-scores (core/evaluation/score, the small module without the engine).
 *
 * One colour scale for every score, on cards and results alike (the spec gave cards and results
 * two scales, so an 8 was green on the results and purple on its card): green at 8 or more, amber
 * at 6 or more, orange at 3.5 or more, red below.
 */
import { overallScore, type FiveScores } from "@core/evaluation/score";
import { SUB_SCORE_LABELS } from "@core/score-scale";

export { overallScore };

export { formatScore, RING_STROKE, SCORE_BANDS, scoreRingColor, type RingColor } from "@core/score-scale";

export function isScore(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export interface SubScore {
  key: keyof typeof SUB_SCORE_LABELS;
  explanationKey: "completeness" | "effectiveness" | "safety" | "ingredientQuality" | "routineBalance";
  label: string;
  tooltip: string;
}

export const SUB_SCORES: readonly SubScore[] = [
  {
    key: "completenessScore",
    explanationKey: "completeness",
    label: SUB_SCORE_LABELS.completenessScore,
    tooltip: "Does your routine cover the essentials: cleanse, treat, moisturise and protect with sunscreen in the morning?",
  },
  {
    key: "effectivenessScore",
    explanationKey: "effectiveness",
    label: SUB_SCORE_LABELS.effectivenessScore,
    tooltip: "How well the active ingredients in your products target your goals, in amounts that matter.",
  },
  {
    key: "safetyScore",
    explanationKey: "safety",
    label: SUB_SCORE_LABELS.safetyScore,
    tooltip: "Clashing ingredients, irritants for your skin type and over-exfoliation lower this score.",
  },
  {
    key: "ingredientQualityScore",
    explanationKey: "ingredientQuality",
    label: SUB_SCORE_LABELS.ingredientQualityScore,
    tooltip: "How many beneficial ingredients your products hold, minus fragrance, drying alcohol and other irritants.",
  },
  {
    key: "routineBalanceScore",
    explanationKey: "routineBalance",
    label: SUB_SCORE_LABELS.routineBalanceScore,
    tooltip: "Layering order, duplicated steps, routine length and sunscreen in the right routine.",
  },
];

/** Overall score of a stack's evaluation (0 without one). */
export function routineOverall(evaluation: FiveScores | null | undefined): number {
  return overallScore(evaluation);
}
