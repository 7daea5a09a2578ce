/** The advanced analysis's input and result shapes. */
import type { AgeBracket, PrimaryConcern, Sensitivity, SkinType, UsageFrequency } from "../domain";

export interface SkinProfile {
  skinType: SkinType;
  primaryConcern: PrimaryConcern;
  ageBracket: AgeBracket;
  sensitivities: readonly Sensitivity[];
  /** From the questionnaire (private): retinoids, hydroquinone and high-strength salicylic acid become warnings. */
  pregnant?: boolean;
  breastfeeding?: boolean;
}

export interface ConcentrationEntry {
  ingredient: string;
  percentage: number;
}

/** A routine entry as edited in step 2 of the advanced analysis. */
export interface AdvancedRoutineEntry {
  name: string;
  brand?: string | null;
  productType: string;
  /** Comma-separated INCI list. */
  ingredients: string;
  usageFrequency: UsageFrequency;
  /** 1 Too Strong ... 5 Too Mild. */
  selfAssessment: number;
  concentrations: readonly ConcentrationEntry[];
}

export interface ScoreRoutineInput {
  profile: SkinProfile;
  morningProducts: readonly AdvancedRoutineEntry[];
  nightProducts: readonly AdvancedRoutineEntry[];
}

export type InsightType = "warning" | "info" | "success";

export interface Insight {
  type: InsightType;
  /** In English. */
  title: string;
  description: string;
  /** The sentence's id and parameters, to render it in another language (insight-text.ts). */
  code?: import("./insight-text").InsightCode;
}

export type RoutineTier = "Platinum Routine" | "Solid Routine" | "Yellow Flag Routine" | "Red Flag Routine";

export interface AdvancedAnalysisResult {
  overallScore: number;
  completenessScore: number;
  effectivenessScore: number;
  safetyScore: number;
  routineTier: RoutineTier;
  prioritizedRecommendations: Insight[];
}


/** One applied rule term, for explanations and tests. */
export interface ScoreTerm {
  rule: string;
  delta: number;
}

export interface RoutineAnalysis {
  result: AdvancedAnalysisResult;
  /** Raw (unclamped, unrounded) sums and the terms that produced them. */
  breakdown: Record<"completeness" | "effectiveness" | "safety", { raw: number; terms: ScoreTerm[] }>;
}

