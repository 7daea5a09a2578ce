/** The advanced analysis: the three scores, the overall score and tier, and the sorted insights. */
import { scoreCompleteness } from "./completeness";
import { scoreEffectiveness } from "./effectiveness";
import { modelRoutine, type Tally } from "./model";
import { OVERALL_WEIGHTS, ROUTINE_TIERS, SCORE_MAX, SCORE_MIN } from "./rules";
import { scoreSafety } from "./safety";
import { insight } from "./insight-text";
import type { AdvancedAnalysisResult, Insight, InsightType, RoutineAnalysis, RoutineTier, ScoreRoutineInput } from "./types";

/** One score's tally and the insights its rules produced, in the order they were found. */
export interface ScoreResult {
  tally: Tally;
  insights: Insight[];
}

export function routineTier(overallScore: number): RoutineTier {
  for (const t of ROUTINE_TIERS) if (overallScore >= t.min) return t.tier;
  return "Red Flag Routine";
}

/** Clamp to 0-10 and round half-up to one decimal (via hundredths, so 7.45 → 7.5 despite float noise). */
export function finalizeScore(raw: number): number {
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, Number.isFinite(raw) ? raw : SCORE_MIN));
  const hundredths = Math.round(clamped * 100);
  return Math.round(hundredths / 10) / 10;
}

const INSIGHT_ORDER: Record<InsightType, number> = { warning: 0, info: 1, success: 2 };

/** Stable sort: warnings, then info, then success. */
export function sortInsights(insights: readonly Insight[]): Insight[] {
  return insights
    .map((insight, i) => ({ insight, i }))
    .sort((a, b) => INSIGHT_ORDER[a.insight.type] - INSIGHT_ORDER[b.insight.type] || a.i - b.i)
    .map((x) => x.insight);
}

export const ALL_GOOD_INSIGHT: Insight = insight("success", "allGood");

/** Full analysis with per-rule breakdown. `scoreRoutine` returns only `result`. */
export function analyzeRoutine(input: ScoreRoutineInput): RoutineAnalysis {
  const routine = modelRoutine(input);
  const { tally: completeness, insights: completenessInsights } = scoreCompleteness(routine);
  const { tally: effectiveness, insights: effectivenessInsights } = scoreEffectiveness(routine);
  const { tally: safety, insights: safetyInsights } = scoreSafety(routine);
  const insights: Insight[] = [...completenessInsights, ...effectivenessInsights, ...safetyInsights];

  const completenessScore = finalizeScore(completeness.raw);
  const effectivenessScore = finalizeScore(effectiveness.raw);
  const safetyScore = finalizeScore(safety.raw);
  const overallScore = finalizeScore(
    OVERALL_WEIGHTS.completeness * completenessScore +
      OVERALL_WEIGHTS.effectiveness * effectivenessScore +
      OVERALL_WEIGHTS.safety * safetyScore,
  );
  if (completenessScore >= 8 && effectivenessScore >= 8 && safetyScore >= 8) insights.push(ALL_GOOD_INSIGHT);

  return {
    result: {
      overallScore,
      completenessScore,
      effectivenessScore,
      safetyScore,
      routineTier: routineTier(overallScore),
      prioritizedRecommendations: sortInsights(insights),
    },
    breakdown: {
      completeness: { raw: completeness.raw, terms: completeness.terms },
      effectiveness: { raw: effectiveness.raw, terms: effectiveness.terms },
      safety: { raw: safety.raw, terms: safety.terms },
    },
  };
}

/** The scores alone: { overallScore, completenessScore, effectivenessScore, safetyScore, routineTier, prioritizedRecommendations }. */
export function scoreRoutine(input: ScoreRoutineInput): AdvancedAnalysisResult {
  return analyzeRoutine(input).result;
}
