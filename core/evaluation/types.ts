/** The contract of the deterministic evaluation engine ("Evaluation"). */
import type { CandidateAnalysis } from "./candidate-analysis";
import type { AgeBracket, GoalId, PrimaryConcern, Sensitivity, SkinType } from "../domain";
import type { Period, UsageFrequency, Weekday } from "../domain";
import type { Message } from "./message";

export interface RoutineProductInput {
  name: string;
  brand?: string;
  productType?: string;
  /** Comma-separated INCI list as published (may be empty). */
  ingredients: string;
  productId?: string | null;
  /** How often it is used; absent or null means every day in its routine. */
  usageFrequency?: UsageFrequency | null;
  /** The days it is used on, when its owner follows a weekly schedule (wins over usageFrequency). */
  days?: Weekday[] | null;
  /** Strengths the owner or the product states, e.g. Niacinamide 10 %. */
  concentrations?: { ingredient: string; percentage: number }[];
}

export interface EngineProfile {
  sensitivities?: Sensitivity[];
  pregnant?: boolean;
  breastfeeding?: boolean;
  ageBracket?: AgeBracket;
  primaryConcern?: PrimaryConcern;
}

export interface EngineInput {
  goal: GoalId;
  secondaryGoals: GoalId[];
  skinType: SkinType;
  skinFeeling: string;
  morningProducts: RoutineProductInput[];
  nightProducts: RoutineProductInput[];
  profile?: EngineProfile;
}

/** A catalogue product the engine may recommend (approved products only). */
export interface CatalogCandidate {
  id: string;
  name: string;
  brand: string;
  productType: string;
  /** Canonical ingredient keys in list order (core/inci parseInci keys). */
  ingredientKeys: string[];
  /** Optional: shown on the recommendation card. */
  imageUrl?: string | null;
  /** Optional: skin types the catalogue marks the product as suitable for (empty or absent = unknown). */
  suitableFor?: SkinType[];
  /** Optional: catalogue rating 0-5, used only as a late tie-break between equally good candidates. */
  rank?: number;
  /** Optional: its compact analysis as stored with the product (recomputed when another engine made it). */
  analysis?: CandidateAnalysis | null;
  /** Optional: its published list joins several products' lists (a kit or a two-step product: core/evaluation/kit.ts). */
  joinsLists?: boolean;
}

export type InsightType = "warning" | "info" | "success";
/** Which routine a product is in (the one definition: Period of core/domain). */
export type Routine = Period;

/**
 * A finding. `T` is how its texts are held: `Message` (codes with parameters) as the engine writes
 * and stores them, `string` once rendered in a language (render.ts).
 */
export interface Insight<T = string> {
  type: InsightType;
  title: T;
  description: T;
  /** The rule that produced it (rules are data: core/evaluation/rules). */
  ruleId?: string;
  severity?: "high" | "medium" | "low";
  routine?: Routine | "both";
  /** Names of the products and ingredients that triggered it. */
  products?: string[];
  ingredients?: string[];
  /** What to do: alternate nights, split morning and night, wait N minutes... */
  action?: T;
  evidence?: T;
  /** Score this finding counts against, and by how much (before clamping), when it counts against one. */
  scoreKey?: ScoreKey;
  penalty?: number;
  /** A weekly schedule that resolves the finding; the owner applies it with one tap. */
  schedule?: ScheduleEntry[];
  /** Optional (added for #28): the finding comes from what the owner wrote about their skin, or from their private profile (owner-only). */
  source?: "skin-feeling" | "profile";
  /** Optional (added for #28): each named ingredient's exposure (place against the 1% line, declared strength, leave-on, uses a week, routine). */
  exposure?: ExposureNote[];
  /** Optional (added for #28): how sure the finding is, from the best-placed ingredient: above the 1% line, near it, or a trace. */
  certainty?: "clear" | "likely" | "possible";
}

/** One ingredient's exposure in a finding (core/evaluation/exposure.ts). */
export interface ExposureNote {
  product: string;
  ingredient: string;
  position: number;
  place: "above" | "near" | "trace";
  /** Declared strength (in the list, the product's name or the owner's), when known. */
  percent?: number;
  leaveOn: boolean;
  /** Applications per week in its routine (absent where others read the routine: core/privacy withoutUsage). */
  perWeek?: number;
  routine: Routine;
}

/** One product's days in a suggested weekly schedule. */
export interface ScheduleEntry {
  product: string;
  routine: Routine;
  days: Weekday[];
}

export interface Recommendation<T = string> {
  type: "swap" | "add";
  name: string;
  brand: string;
  /** Name of the routine product it replaces (swap), or null (add). */
  replaces: string | null;
  reason: T;
  /** At most 4. */
  keyIngredients: string[];
  /** Contains 'morning' or 'night' (the UI adds the product to the routine named here). */
  timing: string;
  imageUrl: string | null;
  productId: string;
  productType: string;
}

export interface ProductMark<T = string> {
  routine: Routine;
  /** 1-based position in its routine, as given. */
  position: number;
  name: string;
  /** KEEP; REPLACE (swap it); CARE: keep it but use it with care (a conflict to schedule, a product to move). */
  mark: "KEEP" | "REPLACE" | "CARE";
  reason?: T;
  /** Optional (added for #28): how often the evaluation took it to be used (absent: every day of its routine); days win. */
  usageFrequency?: UsageFrequency;
  days?: Weekday[];
}

export type ScoreKey = "completeness" | "effectiveness" | "safety" | "ingredientQuality" | "routineBalance";

export interface Evaluation<T = string> {
  completenessScore: number;
  effectivenessScore: number;
  safetyScore: number;
  ingredientQualityScore: number;
  routineBalanceScore: number;
  insights: Insight<T>[];
  recommendations: Recommendation<T>[];
  /** Headed sections, in this order: COMPLETENESS, EFFECTIVENESS, SAFETY, INGREDIENT_QUALITY,
   * ROUTINE_BALANCE, HOW YOUR SKIN FEELS, MORNING ROUTINE, NIGHT ROUTINE, SUGGESTIONS, TAILORED ADVICE. */
  analysis: T;
  scoreExplanations: Record<ScoreKey, T>;
  skinFeeling: string;
  productMarks: ProductMark<T>[];
  engineVersion: string;
}

/** The evaluation as the engine writes and the database stores it: every text a code with parameters. */
export type CodedEvaluation = Evaluation<Message>;
