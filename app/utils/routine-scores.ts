/**
 * Score display (spec section 9): scores 0-10; the overall score is the mean of the two lowest
 * of the five sub-scores (core/evaluation/score, the small module without the engine).
 *
 * Ring colours
 * - cards (routines list): red under 3.5, amber under 7, else the colour of the score's type;
 * - results: green at 8 or more, amber at 6 or more, else orange.
 */
import { overallScore, type FiveScores } from "@core/evaluation/score";

export { overallScore };

export type ScoreType = "completeness" | "effectiveness" | "safety" | "quality" | "balance" | "overall";
export type RingColor = "red" | "amber" | "green" | "orange" | ScoreType;

export function cardRingColor(score: number, type: ScoreType): RingColor {
  if (score < 3.5) return "red";
  if (score < 7) return "amber";
  return type;
}

export function resultsRingColor(score: number): RingColor {
  if (score >= 8) return "green";
  if (score >= 6) return "amber";
  return "orange";
}

/**
 * Stroke colours of the rings (on white, at least 3:1 for graphics; the number beside it is
 * stone-900 text, so its contrast does not depend on the ring).
 */
export const RING_STROKE: Record<RingColor, string> = {
  red: "#dc2626",
  amber: "#d97706",
  green: "#16a34a",
  orange: "#ea580c",
  completeness: "#0284c7",
  effectiveness: "#7c3aed",
  safety: "#059669",
  quality: "#0d9488",
  balance: "#4f46e5",
  overall: "#b94a3a",
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
  type: ScoreType;
  tooltip: string;
}

export const SUB_SCORES: readonly SubScore[] = [
  {
    key: "completenessScore",
    explanationKey: "completeness",
    label: "Completeness",
    type: "completeness",
    tooltip: "Does your routine cover the essentials: cleanse, treat, moisturise and protect with sunscreen in the morning?",
  },
  {
    key: "effectivenessScore",
    explanationKey: "effectiveness",
    label: "Effectiveness",
    type: "effectiveness",
    tooltip: "How well the active ingredients in your products target your goals, in amounts that matter.",
  },
  {
    key: "safetyScore",
    explanationKey: "safety",
    label: "Safety",
    type: "safety",
    tooltip: "Clashing ingredients, irritants for your skin type and over-exfoliation lower this score.",
  },
  {
    key: "ingredientQualityScore",
    explanationKey: "ingredientQuality",
    label: "Ingredient Quality",
    type: "quality",
    tooltip: "How many beneficial ingredients your products hold, minus fragrance, drying alcohol and other irritants.",
  },
  {
    key: "routineBalanceScore",
    explanationKey: "routineBalance",
    label: "Routine Balance",
    type: "balance",
    tooltip: "Layering order, duplicated steps, routine length and sunscreen in the right routine.",
  },
];

/** Overall score of a stack's evaluation (0 without one). */
export function stackOverall(evaluation: FiveScores | null | undefined): number {
  return overallScore(evaluation);
}
