/**
 * Score display: scores 0-10; the overall score is the mean of the two lowest
 * of the five sub-scores (core/evaluation/score, the small module without the engine).
 *
 * One colour scale for every score, on cards and results alike (the spec gave cards and results
 * two scales, so an 8 was green on the results and purple on its card): green at 8 or more, amber
 * at 6 or more, orange at 3.5 or more, red below.
 */
import { overallScore, type FiveScores } from "@core/evaluation/score";
import { formatScore as formatScoreOf, SUB_SCORE_LABELS } from "@core/score-scale";

export { overallScore };

export { formatScore, RING_STROKE, SCORE_BANDS, scoreRingColor, type RingColor } from "@core/score-scale";

/** A score as the reader's language writes it ("7.5", "7,5", "8"; "-" for none), rounded like formatScore. */
export function scoreText(language: string, value: unknown): string {
  if (language === "en" || typeof value !== "number" || !Number.isFinite(value)) return formatScoreOf(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.round(Math.min(10, Math.max(0, value)) * 10) / 10);
}

export function isScore(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export interface SubScore {
  key: keyof typeof SUB_SCORE_LABELS;
  explanationKey: "completeness" | "effectiveness" | "safety" | "ingredientQuality" | "routineBalance";
  /** The English name; screens name it in the reader's language with core/i18n/score-names. */
  label: string;
}

export const SUB_SCORES: readonly SubScore[] = [
  {
    key: "completenessScore",
    explanationKey: "completeness",
    label: SUB_SCORE_LABELS.completenessScore,
  },
  {
    key: "effectivenessScore",
    explanationKey: "effectiveness",
    label: SUB_SCORE_LABELS.effectivenessScore,
  },
  {
    key: "safetyScore",
    explanationKey: "safety",
    label: SUB_SCORE_LABELS.safetyScore,
  },
  {
    key: "ingredientQualityScore",
    explanationKey: "ingredientQuality",
    label: SUB_SCORE_LABELS.ingredientQualityScore,
  },
  {
    key: "routineBalanceScore",
    explanationKey: "routineBalance",
    label: SUB_SCORE_LABELS.routineBalanceScore,
  },
];

/** Overall score of a stack's evaluation (0 without one). */
export function routineOverall(evaluation: FiveScores | null | undefined): number {
  return overallScore(evaluation);
}
