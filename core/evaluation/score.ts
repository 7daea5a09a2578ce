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

export function overallScore(scores: FiveScores | null | undefined): number {
  if (!scores) return 0;
  const score = (x: unknown): number => (typeof x === "number" && Number.isFinite(x) ? Math.min(10, Math.max(0, x)) : 0);
  const sorted = [
    score(scores.completenessScore),
    score(scores.effectivenessScore),
    score(scores.safetyScore),
    score(scores.ingredientQualityScore),
    score(scores.routineBalanceScore),
  ].sort((a, b) => a - b);
  // Through hundredths, so that 6.65 rounds to 6.7 despite binary floating point.
  return Math.round(Math.round(((sorted[0] + sorted[1]) / 2) * 100) / 10) / 10;
}
