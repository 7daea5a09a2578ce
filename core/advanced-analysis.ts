/**
 * Advanced analysis scoring, computed locally in the browser.
 *
 * Pure: no I/O, no clock, no randomness. Every rule constant is exported for the UI
 * and for docs/methodology.md ("Advanced analysis (computed in the browser)").
 */
import {
  USAGE_FREQUENCIES,
  type AgeBracket,
  type PrimaryConcern,
  type Sensitivity,
  type SkinType,
  type UsageFrequency,
} from "./domain";
import {
  describeIngredient,
  matchesSensitivity,
  splitIngredients,
  type IngredientFacts,
  type ParsedIngredient,
} from "./advanced-analysis-mapping";
import type { ActiveClass } from "./kb/types";
import type { Period } from "./domain";

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

export interface SkinProfile {
  skinType: SkinType;
  primaryConcern: PrimaryConcern;
  ageBracket: AgeBracket;
  sensitivities: readonly Sensitivity[];
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
  title: string;
  description: string;
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

// ---------------------------------------------------------------------------
// Rule constants
// ---------------------------------------------------------------------------

export const OVERALL_WEIGHTS = { completeness: 0.3, effectiveness: 0.5, safety: 0.2 } as const;

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

export const ROUTINE_TIERS: ReadonlyArray<{ min: number; tier: RoutineTier; range: string }> = [
  { min: 9, tier: "Platinum Routine", range: "9-10" },
  { min: 7, tier: "Solid Routine", range: "7-8" },
  { min: 4, tier: "Yellow Flag Routine", range: "4-6" },
  { min: -Infinity, tier: "Red Flag Routine", range: "0-3" },
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
/** Product types that never count as a (leave-on) treatment. */
export const NON_TREATMENT_TYPES = ["Cleanser", "Sunscreen"] as const;

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
} as const;

export const IRRITANT_SENSITIVE_SKIN_TYPES: readonly SkinType[] = ["sensitive", "dry"];
/** Frequencies that soften the retinoid + AHA penalty to 0.25. */
export const REDUCED_FREQUENCIES: readonly UsageFrequency[] = ["weekly", "alternate-nights", "3x-week"];
export const STRONG_AHA_PATTERN = /glycolic|lactic/i;
export const STRONG_RETINOL_PATTERN = /retinol/i;
/** Self-assessment ratings that cost safety points. */
export const EXTREME_RATINGS = [1, 5] as const;

// ---------------------------------------------------------------------------
// UI helpers and texts
// ---------------------------------------------------------------------------

export const SUITABILITY_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: "Too Strong",
  2: "Slightly Strong",
  3: "Just Right",
  4: "Slightly Mild",
  5: "Too Mild",
};
export const SUITABILITY_HINT = "1 = Too strong/irritating, 3 = Just right, 5 = Too mild/ineffective";
export const DEFAULT_SELF_ASSESSMENT = 3;
export const INITIAL_VISIBLE_RECOMMENDATIONS = 3;
export const NO_RECOMMENDATIONS_TEXT = "Great job! Your routine is well-balanced and effective.";
export const ANALYZING_TEXT = "Analyzing your skincare routine...";
export const NO_STACK_TEXT = "Please create or select a skincare stack first to analyze.";
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

/** Loaded products default to daily-am (morning list) or daily-pm (night list). */
export function defaultUsageFrequency(routine: Period): UsageFrequency {
  return routine === "morning" ? "daily-am" : "daily-pm";
}

/** Fills the advanced-analysis fields of a stack product that has none yet. */
export function withAnalysisDefaults<T extends object>(
  product: T & Partial<Pick<AdvancedRoutineEntry, "usageFrequency" | "selfAssessment" | "concentrations">>,
  routine: Period,
): T & Pick<AdvancedRoutineEntry, "usageFrequency" | "selfAssessment" | "concentrations"> {
  return {
    ...product,
    usageFrequency: product.usageFrequency ?? defaultUsageFrequency(routine),
    selfAssessment: product.selfAssessment ?? DEFAULT_SELF_ASSESSMENT,
    concentrations: product.concentrations ?? [],
  };
}

/**
 * Validates a concentration entry: ingredient name required (trimmed), percentage a number
 * greater than 0 and at most 100. Returns null when invalid (the UI silently ignores it).
 */
export function validateConcentration(name: string | null | undefined, percentage: string | number | null | undefined): ConcentrationEntry | null {
  const ingredient = (name ?? "").trim();
  if (!ingredient) return null;
  if (percentage === null || percentage === undefined) return null;
  if (typeof percentage === "string" && percentage.trim() === "") return null;
  const pct = typeof percentage === "number" ? percentage : Number(percentage.trim());
  if (!Number.isFinite(pct) || pct <= 0 || pct > 100) return null;
  return { ingredient, percentage: pct };
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

export const CONCERN_LABELS: Record<PrimaryConcern, string> = {
  acne: "Acne",
  hyperpigmentation: "Hyperpigmentation",
  "fine-lines": "Fine Lines",
  hydration: "Hydration",
  rosacea: "Rosacea",
  "barrier-repair": "Barrier Repair",
  "anti-aging": "Anti-Aging",
};

export const SENSITIVITY_LABELS: Record<Sensitivity, string> = {
  fragrance: "fragrance",
  alcohol: "alcohol",
  "essential-oils": "essential oils",
  retinoids: "retinoids",
  acids: "acids",
  "vitamin-c": "vitamin C",
};

export const AGE_BRACKET_LABELS: Record<AgeBracket, string> = {
  "under-20": "Under 20",
  "20-29": "Age 20-29",
  "30-39": "Age 30-39",
  "40-49": "Age 40-49",
  "50+": "Age 50+",
};

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Results header sentence, e.g. "Age 40-49 · Dry skin · Primary concern: Fine Lines". */
export function profileSentence(profile: Pick<SkinProfile, "ageBracket" | "skinType" | "primaryConcern">): string {
  const age = AGE_BRACKET_LABELS[profile.ageBracket] ?? `Age ${profile.ageBracket}`;
  const concern = CONCERN_LABELS[profile.primaryConcern] ?? capitalise(String(profile.primaryConcern));
  return `${age} · ${capitalise(String(profile.skinType))} skin · Primary concern: ${concern}`;
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

// ---------------------------------------------------------------------------
// Routine model
// ---------------------------------------------------------------------------

/**
 * The periods in which a product is actually used. daily-both → morning and night; daily-am → morning;
 * daily-pm and alternate-nights → night; 3x-week, weekly, as-needed (or anything unknown) → the list it is in.
 */
export function productPeriods(listedIn: Period, usageFrequency: string | null | undefined): Set<Period> {
  switch (usageFrequency) {
    case "daily-both":
      return new Set<Period>(["morning", "night"]);
    case "daily-am":
      return new Set<Period>(["morning"]);
    case "daily-pm":
    case "alternate-nights":
      return new Set<Period>(["night"]);
    default:
      return new Set<Period>([listedIn]);
  }
}

interface ModelIngredient extends ParsedIngredient {
  facts: IngredientFacts;
}

interface ModelProduct {
  entry: AdvancedRoutineEntry;
  name: string;
  type: string;
  periods: Set<Period>;
  ingredients: ModelIngredient[];
  concentrations: ConcentrationEntry[];
}

function normType(type: string | null | undefined): string {
  return (type ?? "").trim().toLowerCase();
}

function isType(p: ModelProduct, type: string): boolean {
  return p.type === type.toLowerCase();
}

/** A sunscreen is a product typed Sunscreen, or any product whose name carries an SPF number. */
export function isSunscreenProduct(product: Pick<AdvancedRoutineEntry, "productType" | "name">): boolean {
  return normType(product.productType) === "sunscreen" || /\bspf\s*\d+/i.test(product.name ?? "");
}

function modelProduct(entry: AdvancedRoutineEntry, listedIn: Period): ModelProduct {
  const concentrations: ConcentrationEntry[] = [];
  for (const c of entry.concentrations ?? []) {
    const valid = validateConcentration(c?.ingredient, c?.percentage);
    if (valid) concentrations.push(valid);
  }
  return {
    entry,
    name: (entry.name ?? "").trim() || "Unnamed product",
    type: normType(entry.productType),
    periods: productPeriods(listedIn, entry.usageFrequency),
    ingredients: splitIngredients(entry.ingredients).map((i) => ({ ...i, facts: describeIngredient(i.key) })),
    concentrations,
  };
}

function hasClass(p: ModelProduct, cls: ActiveClass): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.classes.has(cls));
}

function targeting(p: ModelProduct, concern: PrimaryConcern): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.targets.has(concern));
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function names(products: readonly ModelProduct[]): string {
  return list([...new Set(products.map((p) => p.name))]);
}

function isTreatmentProduct(p: ModelProduct, concern: PrimaryConcern): boolean {
  return !NON_TREATMENT_TYPES.some((t) => isType(p, t)) && targeting(p, concern).length > 0;
}

/** A cleanser is not "gentle" when any ingredient is an irritant or belongs to one of these classes. */
export const HARSH_CLEANSER_CLASSES: readonly ActiveClass[] = ["sulfate-surfactant", "aha", "bha", "benzoyl-peroxide", "retinoid"];

function harshIngredients(p: ModelProduct): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.irritant || HARSH_CLEANSER_CLASSES.some((c) => i.facts.classes.has(c)));
}

function isGentleCleanser(p: ModelProduct): boolean {
  return isType(p, "Cleanser") && harshIngredients(p).length === 0;
}

/** Which products fulfil an expected product type (documented in docs/methodology.md). */
function fulfils(p: ModelProduct, expected: ExpectedProductType, concern: PrimaryConcern): boolean {
  switch (expected) {
    case "cleanser":
      return isType(p, "Cleanser");
    case "gentle cleanser":
      return isGentleCleanser(p);
    case "moisturizer":
      return isType(p, "Moisturizer");
    case "sunscreen":
      return isSunscreenProduct(p.entry);
    case "treatment":
    case "soothing treatment":
      return isTreatmentProduct(p, concern);
    case "hydrating serum":
      return HYDRATING_SERUM_TYPES.some((t) => isType(p, t)) && hasClass(p, "humectant").length > 0;
    case "occlusive":
      return isType(p, "Oil") || (!isType(p, "Cleanser") && hasClass(p, "occlusive").length > 0);
  }
}

const EXPECTED_TYPE_ADVICE: Record<ExpectedProductType, string> = {
  cleanser: "a cleanser",
  "gentle cleanser": "a gentle, fragrance-free, sulfate-free cleanser",
  moisturizer: "a moisturizer",
  sunscreen: "a sunscreen",
  treatment: "a leave-on treatment",
  "hydrating serum": "a hydrating serum (hyaluronic acid, glycerin or panthenol)",
  "soothing treatment": "a soothing treatment (azelaic acid, niacinamide, centella or allantoin)",
  occlusive: "an occlusive layer (petrolatum, shea butter, lanolin or a facial oil)",
};

/** Example ingredients per concern for "nothing targets your concern" advice. */
export const CONCERN_EXAMPLE_ACTIVES: Record<PrimaryConcern, string> = {
  acne: "salicylic acid, benzoyl peroxide, azelaic acid, niacinamide or a retinoid",
  hyperpigmentation: "vitamin C, niacinamide, azelaic acid, tranexamic acid or alpha-arbutin",
  "fine-lines": "a retinoid, peptides or vitamin C",
  "anti-aging": "a retinoid, peptides or vitamin C",
  hydration: "hyaluronic acid, glycerin, panthenol or urea",
  rosacea: "azelaic acid, niacinamide, centella asiatica or allantoin",
  "barrier-repair": "ceramides, cholesterol or niacinamide",
};

// ---------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------

class Tally {
  raw: number;
  terms: ScoreTerm[] = [];
  constructor(base: number) {
    this.raw = base;
    this.terms.push({ rule: "base", delta: base });
  }
  add(rule: string, delta: number): void {
    this.raw += delta;
    this.terms.push({ rule, delta });
  }
}

const INSIGHT_ORDER: Record<InsightType, number> = { warning: 0, info: 1, success: 2 };

/** Stable sort: warnings, then info, then success. */
export function sortInsights(insights: readonly Insight[]): Insight[] {
  return insights
    .map((insight, i) => ({ insight, i }))
    .sort((a, b) => INSIGHT_ORDER[a.insight.type] - INSIGHT_ORDER[b.insight.type] || a.i - b.i)
    .map((x) => x.insight);
}

export const ALL_GOOD_INSIGHT: Insight = {
  type: "success",
  title: "Well-balanced routine",
  description: "Completeness, effectiveness and safety all score 8 or more: keep it consistent and reassess in 8-12 weeks.",
};

/** Full analysis with per-rule breakdown. `scoreRoutine` returns only `result`. */
export function analyzeRoutine(input: ScoreRoutineInput): RoutineAnalysis {
  const { profile } = input;
  const concern = profile.primaryConcern;
  const concernLabel = CONCERN_LABELS[concern] ?? String(concern);
  const morning = (input.morningProducts ?? []).map((e) => modelProduct(e, "morning"));
  const night = (input.nightProducts ?? []).map((e) => modelProduct(e, "night"));
  const all = [...morning, ...night];
  const usedIn = (period: Period) => all.filter((p) => p.periods.has(period));
  const amProducts = usedIn("morning");
  const pmProducts = usedIn("night");
  const insights: Insight[] = [];

  // ---- Completeness -------------------------------------------------------
  const C = COMPLETENESS_RULES;
  const completeness = new Tally(C.base);
  const amCleanser = amProducts.some((p) => isType(p, "Cleanser"));
  const amMoisturizer = amProducts.some((p) => isType(p, "Moisturizer"));
  const amSunscreen = amProducts.filter((p) => isSunscreenProduct(p.entry));
  const pmCleanser = pmProducts.some((p) => isType(p, "Cleanser"));
  const pmMoisturizer = pmProducts.some((p) => isType(p, "Moisturizer"));
  if (amCleanser) completeness.add("morning cleanser", C.morningCleanser);
  if (amMoisturizer) completeness.add("morning moisturizer", C.morningMoisturizer);
  if (amSunscreen.length > 0) completeness.add("morning sunscreen", C.morningSunscreen);
  if (pmCleanser) completeness.add("night cleanser", C.nightCleanser);
  if (pmMoisturizer) completeness.add("night moisturizer", C.nightMoisturizer);

  // Distinct ingredients targeting the primary concern, with the products carrying them.
  const targetActives = new Map<string, { name: string; products: ModelProduct[] }>();
  for (const p of all) {
    for (const ing of targeting(p, concern)) {
      const existing = targetActives.get(ing.key);
      if (existing) {
        if (!existing.products.includes(p)) existing.products.push(p);
      } else targetActives.set(ing.key, { name: ing.name, products: [p] });
    }
  }
  if (targetActives.size > 0) completeness.add("targets primary concern", C.targetsPrimaryConcern);

  const missingExpected: ExpectedProductType[] = [];
  for (const expected of EXPECTED_PRODUCT_TYPES[concern] ?? []) {
    if (!all.some((p) => fulfils(p, expected, concern))) {
      missingExpected.push(expected);
      completeness.add(`missing ${expected}`, -C.missingExpectedType);
    }
  }

  const typeCounts = new Map<string, { label: string; products: ModelProduct[] }>();
  for (const p of all) {
    if (!p.type) continue;
    const slot = typeCounts.get(p.type) ?? { label: (p.entry.productType ?? "").trim(), products: [] };
    slot.products.push(p);
    typeCounts.set(p.type, slot);
  }
  for (const [type, slot] of typeCounts) {
    if (slot.products.length > C.repeatedTypeLimit) {
      completeness.add(`repeated type ${type}`, -C.repeatedProductType);
      insights.push({
        type: "info",
        title: `${slot.products.length} ${slot.label} products`,
        description: `You use ${slot.products.length} products of type ${slot.label} (${names(slot.products)}). More than two of the same type rarely adds benefit and raises the irritation risk; keep the one that best targets your ${concernLabel.toLowerCase()} concern.`,
      });
    }
  }

  if (amSunscreen.length === 0) {
    const critical = SUNSCREEN_CRITICAL_CONCERNS.includes(concern);
    insights.push({
      type: "warning",
      title: "No sunscreen in your morning routine",
      description: critical
        ? `Daily SPF 30+ is essential for ${concernLabel.toLowerCase()}: UV exposure undoes the work of your actives. Add a broad-spectrum sunscreen as the last morning step.`
        : "Add a broad-spectrum SPF 30+ sunscreen as the last step of your morning routine to protect your skin every day.",
    });
  }
  for (const expected of missingExpected) {
    if (expected === "sunscreen") continue; // covered by the morning-sunscreen warning
    const harshCleansers = expected === "gentle cleanser" ? all.filter((p) => isType(p, "Cleanser")) : [];
    const why =
      harshCleansers.length > 0
        ? ` ${list(harshCleansers.map((p) => `${p.name} contains ${list(harshIngredients(p).map((i) => i.name))}`))}.`
        : " None of your products fills that role.";
    insights.push({
      type: "info",
      title: `Missing step: ${expected}`,
      description: `For ${concernLabel.toLowerCase()} a routine is expected to include ${EXPECTED_TYPE_ADVICE[expected]}.${why}`,
    });
  }
  // A moisturizer present in only one period (a missing moisturizer overall is covered above).
  if (amMoisturizer !== pmMoisturizer) {
    const where = amMoisturizer ? "night" : "morning";
    insights.push({
      type: "info",
      title: `No ${where} moisturizer`,
      description: `A moisturizer in your ${where} routine keeps your skin barrier comfortable and helps your actives be tolerated.`,
    });
  }

  if (targetActives.size === 0) {
    insights.push({
      type: "warning",
      title: `Nothing targets your ${concernLabel.toLowerCase()} concern`,
      description: `None of your products contains an ingredient known to work on ${concernLabel.toLowerCase()}. Consider a product with ${CONCERN_EXAMPLE_ACTIVES[concern]}.`,
    });
  } else {
    const described = [...targetActives.values()].map((t) => `${t.name} (${names(t.products)})`);
    insights.push({
      type: "success",
      title: `Targets your ${concernLabel.toLowerCase()} concern`,
      description: `Your routine contains ${targetActives.size} ingredient${targetActives.size === 1 ? "" : "s"} that work on ${concernLabel.toLowerCase()}: ${list(described)}.`,
    });
  }

  // ---- Effectiveness --------------------------------------------------------
  const E = EFFECTIVENESS_RULES;
  const effectiveness = new Tally(E.base);
  if (all.length < E.fewProductsBelow) {
    effectiveness.add("fewer than 3 products", -E.fewProducts);
    insights.push({
      type: "warning",
      title: all.length === 0 ? "No products in your routine" : `Only ${all.length} product${all.length === 1 ? "" : "s"} in your routine`,
      description: "A routine with fewer than 3 products rarely covers cleansing, treatment, moisturizing and sun protection. Add the missing steps.",
    });
  }
  if (targetActives.size >= E.manyTargetActivesFrom) effectiveness.add("3+ target actives", E.manyTargetActives);
  else if (targetActives.size > 0) effectiveness.add("1-2 target actives", E.someTargetActives);
  else effectiveness.add("no target actives", -E.noTargetActives);

  const met: { product: ModelProduct; c: ConcentrationEntry; label: string; min: number }[] = [];
  for (const p of all) {
    for (const c of p.concentrations) {
      const threshold = CONCENTRATION_THRESHOLDS.find((t) => t.pattern.test(c.ingredient));
      if (threshold && c.percentage >= threshold.minPercent) met.push({ product: p, c, label: threshold.label, min: threshold.minPercent });
    }
  }
  if (met.length > 0) {
    effectiveness.add("concentration meets threshold", E.concentrationMeetsThreshold);
    insights.push({
      type: "success",
      title: "Effective concentrations",
      description: `${list(met.map((m) => `${m.c.ingredient} at ${m.c.percentage}% in ${m.product.name} (effective from ${m.min}%)`))}.`,
    });
  }

  if (concern === "fine-lines") {
    const retinoidProducts = all.filter((p) => hasClass(p, "retinoid").length > 0);
    const vitaminProducts = all.filter((p) => p.ingredients.some((i) => i.facts.antioxidantVitamin));
    const peptideProducts = all.filter((p) => hasClass(p, "peptide").length > 0);
    const bonuses: string[] = [];
    if (profile.ageBracket === "40-49" || profile.ageBracket === "50+") {
      if (retinoidProducts.length > 0) {
        effectiveness.add("fine-lines 40+ retinoid", E.fineLines40Plus.retinoid);
        bonuses.push(`a retinoid (${names(retinoidProducts)})`);
      }
      if (vitaminProducts.length > 0) {
        effectiveness.add("fine-lines 40+ vitamin C/E/ferulic", E.fineLines40Plus.vitamins);
        bonuses.push(`antioxidant vitamins (${names(vitaminProducts)})`);
      }
      if (peptideProducts.length > 0) {
        effectiveness.add("fine-lines 40+ peptide", E.fineLines40Plus.peptide);
        bonuses.push(`peptides (${names(peptideProducts)})`);
      }
    } else if (profile.ageBracket === "30-39") {
      if (retinoidProducts.length > 0) {
        effectiveness.add("fine-lines 30-39 retinoid", E.fineLines30s.retinoid);
        bonuses.push(`a retinoid (${names(retinoidProducts)})`);
      }
      if (vitaminProducts.length > 0) {
        effectiveness.add("fine-lines 30-39 vitamin C/E/ferulic", E.fineLines30s.vitamins);
        bonuses.push(`antioxidant vitamins (${names(vitaminProducts)})`);
      }
    }
    if (bonuses.length > 0) {
      insights.push({
        type: "success",
        title: "Age-appropriate actives",
        description: `For fine lines at ${AGE_BRACKET_LABELS[profile.ageBracket].toLowerCase()}, your routine includes ${list(bonuses)}.`,
      });
    }
  }

  if (amSunscreen.length === 0 && SUNSCREEN_CRITICAL_CONCERNS.includes(concern)) {
    effectiveness.add(
      "no morning sunscreen",
      -(profile.ageBracket === "under-20" ? E.missingMorningSunscreenUnder20 : E.missingMorningSunscreen),
    );
  }

  // ---- Safety ---------------------------------------------------------------
  const S = SAFETY_RULES;
  const safety = new Tally(S.base);
  const sensitiveSkin = IRRITANT_SENSITIVE_SKIN_TYPES.includes(profile.skinType);
  const irritantCost = sensitiveSkin ? S.irritantSensitiveOrDry : S.irritantOther;
  for (const p of all) {
    const irritants = p.ingredients.filter((i) => i.facts.irritant);
    if (irritants.length === 0) continue;
    for (const ing of irritants) safety.add(`irritant ${ing.key} in ${p.name}`, -irritantCost);
    insights.push({
      type: sensitiveSkin ? "warning" : "info",
      title: `Irritants in ${p.name}`,
      description: `${p.name} contains ${list(irritants.map((i) => i.name))}, which can irritate${sensitiveSkin ? ` ${profile.skinType} skin` : " skin"}. ${sensitiveSkin ? "Consider a fragrance-free, alcohol-free alternative." : "Watch for redness or stinging."}`,
    });
  }

  const sensitivities = [...new Set(profile.sensitivities ?? [])];
  for (const p of all) {
    for (const s of sensitivities) {
      const matches = p.ingredients.filter((i) => matchesSensitivity(i.facts, s));
      if (matches.length === 0) continue;
      safety.add(`sensitivity ${s} in ${p.name}`, -S.sensitivityMatch);
      const label = SENSITIVITY_LABELS[s] ?? s;
      insights.push({
        type: "warning",
        title: `${p.name} contains ${label}`,
        description: `You told us you are sensitive to ${label}, and ${p.name} contains ${list(matches.map((m) => m.name))}. Patch test or replace it.`,
      });
    }
  }

  // Retinoid + AHA at night: worst pair wins, applied once.
  const pmRetinoids = pmProducts.filter((p) => hasClass(p, "retinoid").length > 0);
  const pmAhas = pmProducts.filter((p) => hasClass(p, "aha").length > 0);
  if (pmRetinoids.length > 0 && pmAhas.length > 0) {
    let worst: { penalty: number; r: ModelProduct; a: ModelProduct; reason: "reduced" | "strong" | "default" } | null = null;
    for (const r of pmRetinoids) {
      for (const a of pmAhas) {
        const reduced =
          REDUCED_FREQUENCIES.includes(r.entry.usageFrequency) || REDUCED_FREQUENCIES.includes(a.entry.usageFrequency);
        const pairConcentrations = r === a ? r.concentrations : [...r.concentrations, ...a.concentrations];
        const strong =
          pairConcentrations.some((c) => STRONG_AHA_PATTERN.test(c.ingredient) && c.percentage >= S.strongAhaPercent) &&
          pairConcentrations.some((c) => STRONG_RETINOL_PATTERN.test(c.ingredient) && c.percentage >= S.strongRetinolPercent);
        const reason = reduced ? "reduced" : strong ? "strong" : "default";
        const penalty = reduced ? S.retinoidAhaReducedFrequency : strong ? S.retinoidAhaStrong : S.retinoidAhaDefault;
        if (!worst || penalty > worst.penalty) worst = { penalty, r, a, reason };
      }
    }
    if (worst) {
      safety.add(`retinoid + AHA at night (${worst.reason})`, -worst.penalty);
      const retinoid = list(hasClass(worst.r, "retinoid").map((i) => i.name));
      const aha = list(hasClass(worst.a, "aha").map((i) => i.name));
      const where = worst.r === worst.a ? `${worst.r.name} combines` : `${worst.r.name} and ${worst.a.name} combine`;
      insights.push({
        type: worst.reason === "reduced" ? "info" : "warning",
        title: worst.reason === "strong" ? "Strong retinoid and AHA on the same nights" : "Retinoid and AHA at night",
        description:
          worst.reason === "reduced"
            ? `${where} ${retinoid} with ${aha} at night, but not every night. Keep them on separate nights and watch for irritation.`
            : `${where} ${retinoid} with ${aha} at night${worst.reason === "strong" ? " at high strength (AHA 10% or more with retinol 0.25% or more)" : ""}. Using both on the same night raises irritation risk: alternate nights instead.`,
      });
    }
  }

  // Benzoyl peroxide + retinol (avoid pair).
  const bpoProducts = all.filter((p) => hasClass(p, "benzoyl-peroxide").length > 0);
  const retinolProducts = all.filter((p) => p.ingredients.some((i) => i.facts.retinolLike));
  if (bpoProducts.length > 0 && retinolProducts.length > 0) {
    let samePair: [ModelProduct, ModelProduct] | null = null;
    for (const b of bpoProducts) {
      for (const r of retinolProducts) {
        if (!samePair && [...b.periods].some((period) => r.periods.has(period))) samePair = [b, r];
      }
    }
    if (samePair) {
      safety.add("benzoyl peroxide + retinol same period", -S.bpoRetinolSamePeriod);
      const [b, r] = samePair;
      insights.push({
        type: "warning",
        title: "Benzoyl peroxide and retinol together",
        description: `${b === r ? `${b.name} contains` : `${b.name} (benzoyl peroxide) and ${r.name} (retinoid) are used in the same routine, giving`} benzoyl peroxide with a retinoid: benzoyl peroxide can deactivate retinol and the pair is irritating. Use one in the morning and the other at night.`,
      });
    } else {
      safety.add("benzoyl peroxide + retinol other period", -S.bpoRetinolOtherPeriod);
      insights.push({
        type: "info",
        title: "Benzoyl peroxide and retinol in separate routines",
        description: `${names(bpoProducts)} (benzoyl peroxide) and ${names(retinolProducts)} (retinoid) are used at different times of day, which is the right way to combine them; watch for dryness.`,
      });
    }
  }

  for (const p of all) {
    const rating = p.entry.selfAssessment;
    if (rating === 1) {
      safety.add(`rated 1 ${p.name}`, -S.extremeRating);
      insights.push({
        type: "warning",
        title: `${p.name} feels too strong`,
        description: `You rated ${p.name} as too strong/irritating. Use it less often, buffer it with moisturizer, or switch to a gentler version.`,
      });
    } else if (rating === 5) {
      safety.add(`rated 5 ${p.name}`, -S.extremeRating);
      insights.push({
        type: "info",
        title: `${p.name} feels too mild`,
        description: `You rated ${p.name} as too mild/ineffective. Consider a version with a higher active concentration, introduced gradually.`,
      });
    }
  }

  // ---- Final scores -----------------------------------------------------------
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

/** Spec section 9 scoring: { overallScore, completenessScore, effectivenessScore, safetyScore, routineTier, prioritizedRecommendations }. */
export function scoreRoutine(input: ScoreRoutineInput): AdvancedAnalysisResult {
  return analyzeRoutine(input).result;
}
