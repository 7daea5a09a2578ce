/**
 * How scores look, wherever they are drawn (the web app's rings and the share image): one colour
 * scale for every score, green at 8 or more, amber at 6 or more, orange at 3.5 or more, red below,
 * and the five sub-scores' names in display order.
 */
export type RingColor = "red" | "orange" | "amber" | "green";

/** The colour scale, best first: a score gets the colour of the first band it reaches. */
export const SCORE_BANDS: readonly { min: number; color: RingColor; meaning: string }[] = [
  { min: 8, color: "green", meaning: "strong" },
  { min: 6, color: "amber", meaning: "good, with room to improve" },
  { min: 3.5, color: "orange", meaning: "needs attention" },
  { min: 0, color: "red", meaning: "fix this first" },
];

export function scoreRingColor(score: number): RingColor {
  return SCORE_BANDS.find((band) => score >= band.min)?.color ?? "red";
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

export const SUB_SCORE_LABELS = {
  completenessScore: "Completeness",
  effectivenessScore: "Effectiveness",
  safetyScore: "Safety",
  ingredientQualityScore: "Ingredient Quality",
  routineBalanceScore: "Routine Balance",
} as const;

export type SubScoreKey = keyof typeof SUB_SCORE_LABELS;
export const SUB_SCORE_KEYS = Object.keys(SUB_SCORE_LABELS) as SubScoreKey[];

/** One decimal, trailing '.0' dropped ('7', '6.5'); a dash when there is no score. */
export function formatScore(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "-";
  const rounded = Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
