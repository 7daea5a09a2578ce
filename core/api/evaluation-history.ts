/** GET /api/stacks/{id}/evaluations: a routine's scores across its evaluations, as the api sends them and the results page reads them. */
export interface EvaluationScores {
  completenessScore: number;
  effectivenessScore: number;
  safetyScore: number;
  ingredientQualityScore: number;
  routineBalanceScore: number;
  /** The card's overall score: the average of the two lowest. */
  overallScore: number;
}

export interface EvaluationHistoryEntry extends EvaluationScores {
  id: string;
  /** ISO date of the evaluation. */
  createdAt: string;
}

export interface EvaluationHistory {
  /** The latest evaluations of this page, oldest first (the order a chart reads them in). */
  evaluations: EvaluationHistoryEntry[];
  /** Pass as `before` for the evaluations earlier than this page; null when there are none. */
  nextBefore: string | null;
}
