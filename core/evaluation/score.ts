/**
 * Overall score of cards and results: the average of the two lowest of the five
 * sub-scores, one decimal; 0 without an evaluation. Kept apart from the engine so that screens can
 * use it without loading the engine and its knowledge base.
 */
export interface FiveScores {
  completenessScore: unknown;
  effectivenessScore: unknown;
  safetyScore: unknown;
  ingredientQualityScore: unknown;
  routineBalanceScore: unknown;
}

const FIVE_KEYS = ["completenessScore", "effectivenessScore", "safetyScore", "ingredientQualityScore", "routineBalanceScore"] as const;

const clampedScore = (x: unknown): number => (typeof x === "number" && Number.isFinite(x) ? Math.min(10, Math.max(0, x)) : 0);

/** The two lowest of the five (which set the overall), lowest first; a tie keeps the five's order. */
export function twoLowestScores(scores: FiveScores): { key: (typeof FIVE_KEYS)[number]; value: number }[] {
  return FIVE_KEYS.map((key) => ({ key, value: clampedScore(scores[key]) }))
    .sort((a, b) => a.value - b.value)
    .slice(0, 2);
}

export function overallScore(scores: FiveScores | null | undefined): number {
  if (!scores) return 0;
  const [a, b] = twoLowestScores(scores);
  // Through hundredths, so that 6.65 rounds to 6.7 despite binary floating point.
  return Math.round(Math.round(((a.value + b.value) / 2) * 100) / 10) / 10;
}
