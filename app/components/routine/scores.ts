/**
 * Score display: scores 0-10; the overall score is the mean of the two lowest
 * of the five sub-scores (core/evaluation/score, the small module without the engine).
 *
 * One colour scale for every score, on cards and results alike (the spec gave cards and results
 * two scales, so an 8 was green on the results and purple on its card): green at 8 or more, amber
 * at 6 or more, orange at 3.5 or more, red below.
 */
import { overallScore, type FiveScores } from "@core/evaluation/score";

export { overallScore };

export type RingColor = "red" | "orange" | "amber" | "green";

export function scoreRingColor(score: number): RingColor {
  if (score >= 8) return "green";
  if (score >= 6) return "amber";
  if (score >= 3.5) return "orange";
  return "red";
}

/**
 * Stroke colours of the rings (on white, at least 3:1 for graphics; the number beside it is
 * stone-900 text, so its contrast does not depend on the ring).
 */
export const RING_STROKE: Record<RingColor, string> = {
  red: "#dc2626",
  orange: "#ea580c",
  amber: "#d97706",
  green: "#16a34a",
};

export function isScore(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** One decimal, trailing '.0' dropped ('7', '6.5'); a dash when there is no score. */
export function formatScore(value: unknown): string {
  if (!isScore(value)) return "-";
  const rounded = Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export interface SubScore {
  key: "completenessScore" | "effectivenessScore" | "safetyScore" | "ingredientQualityScore" | "routineBalanceScore";
  explanationKey: "completeness" | "effectiveness" | "safety" | "ingredientQuality" | "routineBalance";
  label: string;
  tooltip: string;
}

export const SUB_SCORES: readonly SubScore[] = [
  {
    key: "completenessScore",
    explanationKey: "completeness",
    label: "Completeness",
    tooltip: "Does your routine cover the essentials: cleanse, treat, moisturise and protect with sunscreen in the morning?",
  },
  {
    key: "effectivenessScore",
    explanationKey: "effectiveness",
    label: "Effectiveness",
    tooltip: "How well the active ingredients in your products target your goals, in amounts that matter.",
  },
  {
    key: "safetyScore",
    explanationKey: "safety",
    label: "Safety",
    tooltip: "Clashing ingredients, irritants for your skin type and over-exfoliation lower this score.",
  },
  {
    key: "ingredientQualityScore",
    explanationKey: "ingredientQuality",
    label: "Ingredient Quality",
    tooltip: "How many beneficial ingredients your products hold, minus fragrance, drying alcohol and other irritants.",
  },
  {
    key: "routineBalanceScore",
    explanationKey: "routineBalance",
    label: "Routine Balance",
    tooltip: "Layering order, duplicated steps, routine length and sunscreen in the right routine.",
  },
];

/** Overall score of a stack's evaluation (0 without one). */
export function stackOverall(evaluation: FiveScores | null | undefined): number {
  return overallScore(evaluation);
}
