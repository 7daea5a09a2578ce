/** The advanced analysis's rules as data: weights, tiers, points and thresholds (docs/methodology.md). */
import type { PrimaryConcern, SkinType, UsageFrequency } from "../domain";
import type { ActiveClass } from "../kb/types";
import type { RoutineTier } from "./types";

export const OVERALL_WEIGHTS = { completeness: 0.3, effectiveness: 0.5, safety: 0.2 } as const;

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

export const ROUTINE_TIERS: ReadonlyArray<{ min: number; tier: RoutineTier; range: string }> = [
  { min: 9, tier: "Platinum Routine", range: "9-10" },
  { min: 7, tier: "Solid Routine", range: "7-8.9" },
  { min: 4, tier: "Yellow Flag Routine", range: "4-6.9" },
  { min: -Infinity, tier: "Red Flag Routine", range: "0-3.9" },
];

export const COMPLETENESS_RULES = {
  base: 5,
  morningCleanser: 0.5,
  morningMoisturizer: 1,
  morningSunscreen: 1.5,
  nightCleanser: 0.5,
  nightMoisturizer: 1,
  targetsPrimaryConcern: 1.5,
  missingExpectedType: 0.5,
  repeatedProductType: 0.3,
  /** A product type "appears more than twice" when it has more than this many entries. */
  repeatedTypeLimit: 2,
} as const;

export type ExpectedProductType =
  | "cleanser"
  | "gentle cleanser"
  | "moisturizer"
  | "sunscreen"
  | "treatment"
  | "hydrating serum"
  | "soothing treatment"
  | "occlusive";

export const EXPECTED_PRODUCT_TYPES: Record<PrimaryConcern, readonly ExpectedProductType[]> = {
  acne: ["cleanser", "moisturizer", "sunscreen", "treatment"],
  hyperpigmentation: ["cleanser", "moisturizer", "sunscreen", "treatment"],
  "fine-lines": ["cleanser", "moisturizer", "sunscreen", "treatment"],
  "anti-aging": ["cleanser", "moisturizer", "sunscreen", "treatment"],
  hydration: ["cleanser", "moisturizer", "hydrating serum"],
  rosacea: ["gentle cleanser", "moisturizer", "sunscreen", "soothing treatment"],
  "barrier-repair": ["gentle cleanser", "moisturizer", "occlusive"],
};

/** Product types that can be a "hydrating serum" when they carry a humectant. */
export const HYDRATING_SERUM_TYPES = ["Serum", "Essence", "Ampoule"] as const;

export const EFFECTIVENESS_RULES = {
  base: 5,
  fewProductsBelow: 3,
  fewProducts: 2,
  manyTargetActivesFrom: 3,
  manyTargetActives: 2,
  someTargetActives: 1,
  noTargetActives: 1.5,
  concentrationMeetsThreshold: 1.5,
  fineLines40Plus: { retinoid: 1, vitamins: 0.5, peptide: 0.5 },
  fineLines30s: { retinoid: 0.5, vitamins: 0.5 },
  missingMorningSunscreen: 1,
  missingMorningSunscreenUnder20: 0.5,
} as const;

export const SUNSCREEN_CRITICAL_CONCERNS: readonly PrimaryConcern[] = ["anti-aging", "hyperpigmentation", "fine-lines"];

/** Known-concentration thresholds (percent); a concentration meets one when its name matches and percentage ≥ minPercent. */
export const CONCENTRATION_THRESHOLDS: ReadonlyArray<{ id: string; label: string; pattern: RegExp; minPercent: number }> = [
  { id: "retinol", label: "Retinol", pattern: /retinol/i, minPercent: 0.1 },
  { id: "niacinamide", label: "Niacinamide", pattern: /niacinamide|nicotinamide/i, minPercent: 5 },
  { id: "vitamin-c", label: "Vitamin C", pattern: /vitamin c\b|ascorbic/i, minPercent: 10 },
  { id: "glycolic", label: "Glycolic acid", pattern: /glycolic/i, minPercent: 5 },
  { id: "salicylic", label: "Salicylic acid", pattern: /salicylic/i, minPercent: 1 },
];

export const SAFETY_RULES = {
  base: 8,
  irritantSensitiveOrDry: 0.7,
  irritantOther: 0.4,
  sensitivityMatch: 1,
  retinoidAhaReducedFrequency: 0.25,
  retinoidAhaStrong: 1.5,
  retinoidAhaDefault: 0.8,
  strongAhaPercent: 10,
  strongRetinolPercent: 0.25,
  bpoRetinolSamePeriod: 0.8,
  bpoRetinolOtherPeriod: 0.3,
  extremeRating: 0.3,
  /** Per product holding a pregnancy caution, when the questionnaire says pregnant or breastfeeding. */
  pregnancyCaution: 1,
} as const;

/** Salicylic acid is a pregnancy caution above this declared strength (the evaluation's rule too). */
export const PREGNANCY_SALICYLIC_ABOVE = 2;

export const IRRITANT_SENSITIVE_SKIN_TYPES: readonly SkinType[] = ["sensitive", "dry"];
/** Frequencies that soften the retinoid + AHA penalty to 0.25. */
export const REDUCED_FREQUENCIES: readonly UsageFrequency[] = ["weekly", "alternate-nights", "3x-week"];
export const STRONG_AHA_PATTERN = /glycolic|lactic/i;
export const STRONG_RETINOL_PATTERN = /retinol/i;
/** Self-assessment ratings that cost safety points. */
export const EXTREME_RATINGS = [1, 5] as const;


export const DEFAULT_SELF_ASSESSMENT = 3;

/** A cleanser is not "gentle" when any ingredient is an irritant or belongs to one of these classes. */
export const HARSH_CLEANSER_CLASSES: readonly ActiveClass[] = ["sulfate-surfactant", "aha", "bha", "benzoyl-peroxide", "retinoid"];
