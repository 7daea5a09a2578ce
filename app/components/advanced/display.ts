/** Texts and small helpers of the advanced analysis screens; the scoring itself is in core/advanced-analysis. */
import { AGE_BRACKET_LABELS, CONCERN_LABELS, type AdvancedAnalysisResult, type SkinProfile } from "@core/advanced-analysis";
import { splitIngredients } from "@core/advanced-analysis-mapping";
import { USAGE_FREQUENCIES, type Period } from "@core/domain";
import { INITIAL_VISIBLE } from "./results";

export const SUITABILITY_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: "Too Strong",
  2: "Slightly Strong",
  3: "Just Right",
  4: "Slightly Mild",
  5: "Too Mild",
};
export const SUITABILITY_HINT = "1 = Too strong/irritating, 3 = Just right, 5 = Too mild/ineffective";
export const INITIAL_VISIBLE_RECOMMENDATIONS = INITIAL_VISIBLE;
export const NO_RECOMMENDATIONS_TEXT = "Great job! Your routine is well-balanced and effective.";
export const ANALYZING_TEXT = "Analyzing your skincare routine...";
export const NO_ROUTINE_TEXT = "Please create or select a skincare routine first to analyze.";
export const EMPTY_ROUTINE_TEXT: Record<Period, string> = {
  morning: "No morning products in your routine.",
  night: "No night products in your routine.",
};
/** The Results screen shows the first 4 ingredients with a Show All toggle. */
export const INGREDIENT_PREVIEW_COUNT = 4;

export function showMoreLabel(totalRecommendations: number): string {
  return `Show ${Math.max(0, totalRecommendations - INITIAL_VISIBLE_RECOMMENDATIONS)} More Recommendations`;
}
export const SHOW_LESS_LABEL = "Show Less";

export function suitabilityLabel(rating: number): string | undefined {
  return SUITABILITY_LABELS[rating as 1 | 2 | 3 | 4 | 5];
}

export function usageFrequencyLabel(id: string): string | undefined {
  return USAGE_FREQUENCIES.find((f) => f.id === id)?.label;
}


/** The Add button is disabled while either input is empty. */
export function canAddConcentration(name: string, percentage: string): boolean {
  return name.trim() !== "" && percentage.trim() !== "";
}

export interface OrderedProduct<T> {
  product: T;
  routine: Period;
  /** Index within its own routine list. */
  index: number;
  /** 1-based position across morning then night. */
  position: number;
  total: number;
  label: string;
}

/** Products in step-2 order (morning then night) with their 'Product k of n' label. */
export function orderedProducts<T>(morning: readonly T[], night: readonly T[]): OrderedProduct<T>[] {
  const total = morning.length + night.length;
  const tagged = [
    ...morning.map((product, index) => ({ product, routine: "morning" as const, index })),
    ...night.map((product, index) => ({ product, routine: "night" as const, index })),
  ];
  return tagged.map((t, i) => ({ ...t, position: i + 1, total, label: `Product ${i + 1} of ${total}` }));
}

/** First `count` ingredients of a product for the results list, plus how many are hidden. */
export function ingredientPreview(ingredients: string, count = INGREDIENT_PREVIEW_COUNT): { shown: string[]; hidden: number } {
  const all = splitIngredients(ingredients).map((i) => i.name);
  return { shown: all.slice(0, count), hidden: Math.max(0, all.length - count) };
}

export type ScoreBand = "excellent" | "middle" | "low";
export type ScoreKind = "overall" | "completeness" | "effectiveness" | "safety";

/** Score text bands: 8 or more excellent, 5 or more middle, below that low. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return "excellent";
  if (score >= 5) return "middle";
  return "low";
}

export const SCORE_EXPLANATIONS: Record<ScoreKind, { title: string; description: string; bands: Record<ScoreBand, string> }> = {
  overall: {
    title: "Overall",
    description: "A weighted blend: 30% completeness, 50% effectiveness and 20% safety.",
    bands: {
      excellent: "Excellent: a complete, effective and gentle routine for your profile.",
      middle: "Good foundation: a few changes would make this routine work noticeably better.",
      low: "Needs work: start with the top recommendations below.",
    },
  },
  completeness: {
    title: "Completeness",
    description:
      "Whether your routine covers the essentials (cleanser, moisturizer, morning sunscreen) and the product types your primary concern calls for, without piling up products of the same type.",
    bands: {
      excellent: "Excellent: all the essential steps for your concern are covered.",
      middle: "Mostly complete: one or two expected steps are missing or duplicated.",
      low: "Incomplete: key steps such as cleansing, moisturizing or sun protection are missing.",
    },
  },
  effectiveness: {
    title: "Effectiveness",
    description:
      "How well your products address your primary concern: the number of targeted actives, known concentrations in the effective range, age-appropriate actives and daytime sun protection.",
    bands: {
      excellent: "Excellent: proven actives for your concern at useful strengths.",
      middle: "Moderate: some targeted actives, but there is room to strengthen the routine.",
      low: "Low: few or no ingredients in your routine target your concern.",
    },
  },
  safety: {
    title: "Safety",
    description:
      "How gentle the routine is for your skin: irritants such as denatured alcohol, fragrance and essential oils, ingredients you are sensitive to, risky active combinations and products you rated too strong or too mild.",
    bands: {
      excellent: "Excellent: low irritation risk for your skin.",
      middle: "Some caution: a few irritants or combinations to watch.",
      low: "High irritation risk: review the warnings before continuing this routine.",
    },
  },
};

/** The band text of one score for the 'Understanding Your Scores' section. */
export function scoreExplanation(kind: ScoreKind, score: number): string {
  return SCORE_EXPLANATIONS[kind].bands[scoreBand(score)];
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Results header sentence, e.g. "Age 40-49 · Dry skin · Primary concern: Fine Lines". */
export function profileSentence(profile: Pick<SkinProfile, "ageBracket" | "skinType" | "primaryConcern">): string {
  const age = AGE_BRACKET_LABELS[profile.ageBracket] ?? `Age ${profile.ageBracket}`;
  const concern = CONCERN_LABELS[profile.primaryConcern] ?? capitalise(String(profile.primaryConcern));
  return `${age} · ${capitalise(String(profile.skinType))} skin · Primary concern: ${concern}`;
}

/** The Expert Analysis's first block: the advanced analysis's own scores and tier, each with what it means. */
export function ownScoresBlock(result: AdvancedAnalysisResult): { title: string; text: string } {
  const line = (kind: ScoreKind, label: string, score: number) => `${label}: ${score.toFixed(1)}/10. ${scoreExplanation(kind, score)}`;
  return {
    title: "Your Scores",
    text: [
      `Overall: ${result.overallScore.toFixed(1)}/10, a ${result.routineTier}.`,
      line("completeness", "Completeness", result.completenessScore),
      line("effectiveness", "Effectiveness", result.effectivenessScore),
      line("safety", "Safety", result.safetyScore),
    ].join("\n"),
  };
}

