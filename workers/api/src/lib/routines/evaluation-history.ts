import { and, desc, eq, lt } from "drizzle-orm";
import type { EvaluationHistory, EvaluationHistoryEntry } from "@core/api/evaluation-history";
import { overallScore } from "@core/evaluation/score";
import type { Database } from "@db/client";
import { evaluations } from "@db/schema";

/**
 * A routine's evaluations, latest `limit` before `before`, oldest first. Its owner sees the scores
 * of their own evaluations; anyone else sees the scores of the shared view (core/privacy), which
 * were computed without the owner's skin profile and skin feeling (the stored scores for
 * evaluations older than shared views: the shared_* columns, migration 0012).
 */
export async function evaluationHistory(
  db: Database,
  routineId: string,
  viewer: "owner" | "other",
  page: { limit: number; before?: Date },
): Promise<EvaluationHistory> {
  const rows = await db
    .select({
      id: evaluations.id,
      createdAt: evaluations.createdAt,
      completenessScore: evaluations.completenessScore,
      effectivenessScore: evaluations.effectivenessScore,
      safetyScore: evaluations.safetyScore,
      ingredientQualityScore: evaluations.ingredientQualityScore,
      routineBalanceScore: evaluations.routineBalanceScore,
      shared: {
        completenessScore: evaluations.sharedCompletenessScore,
        effectivenessScore: evaluations.sharedEffectivenessScore,
        safetyScore: evaluations.sharedSafetyScore,
        ingredientQualityScore: evaluations.sharedIngredientQualityScore,
        routineBalanceScore: evaluations.sharedRoutineBalanceScore,
      },
    })
    .from(evaluations)
    .where(and(eq(evaluations.stackId, routineId), page.before ? lt(evaluations.createdAt, page.before) : undefined))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const entries = shown.map((row): EvaluationHistoryEntry => {
    const scores = viewer === "owner" ? row : row.shared;
    const five = {
      completenessScore: Number(scores.completenessScore ?? 0),
      effectivenessScore: Number(scores.effectivenessScore ?? 0),
      safetyScore: Number(scores.safetyScore ?? 0),
      ingredientQualityScore: Number(scores.ingredientQualityScore ?? 0),
      routineBalanceScore: Number(scores.routineBalanceScore ?? 0),
    };
    return { id: row.id, createdAt: row.createdAt.toISOString(), ...five, overallScore: overallScore(five) };
  });
  return {
    evaluations: entries.reverse(),
    nextBefore: rows.length > page.limit ? shown[shown.length - 1].createdAt.toISOString() : null,
  };
}
