/** The routine as the scoring sees it: products with their periods, parsed ingredients and facts. */
import { describeIngredient, splitIngredients, type IngredientFacts, type ParsedIngredient } from "../advanced-analysis-mapping";
import type { PrimaryConcern, Period, UsageFrequency } from "../domain";
import type { ActiveClass } from "../kb/types";
import { CONCERN_LABELS } from "./labels";
import { NON_TREATMENT_TYPES } from "../product-types";
import { DEFAULT_SELF_ASSESSMENT, HARSH_CLEANSER_CLASSES, HYDRATING_SERUM_TYPES, type ExpectedProductType } from "./rules";
import type { AdvancedRoutineEntry, ConcentrationEntry, ScoreRoutineInput, ScoreTerm, SkinProfile } from "./types";

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

export interface ModelIngredient extends ParsedIngredient {
  facts: IngredientFacts;
}

export interface ModelProduct {
  entry: AdvancedRoutineEntry;
  name: string;
  type: string;
  periods: Set<Period>;
  ingredients: ModelIngredient[];
  concentrations: ConcentrationEntry[];
}

export function normType(type: string | null | undefined): string {
  return (type ?? "").trim().toLowerCase();
}

export function isType(p: ModelProduct, type: string): boolean {
  return p.type === type.toLowerCase();
}

/** A sunscreen is a product typed Sunscreen, or any product whose name carries an SPF number. */
export function isSunscreenProduct(product: Pick<AdvancedRoutineEntry, "productType" | "name">): boolean {
  return normType(product.productType) === "sunscreen" || /\bspf\s*\d+/i.test(product.name ?? "");
}

export function modelProduct(entry: AdvancedRoutineEntry, listedIn: Period): ModelProduct {
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

export function hasClass(p: ModelProduct, cls: ActiveClass): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.classes.has(cls));
}

export function targeting(p: ModelProduct, concern: PrimaryConcern): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.targets.has(concern));
}

export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function names(products: readonly ModelProduct[]): string {
  return list([...new Set(products.map((p) => p.name))]);
}

export function isTreatmentProduct(p: ModelProduct, concern: PrimaryConcern): boolean {
  return !NON_TREATMENT_TYPES.some((t) => isType(p, t)) && targeting(p, concern).length > 0;
}

export function harshIngredients(p: ModelProduct): ModelIngredient[] {
  return p.ingredients.filter((i) => i.facts.irritant || HARSH_CLEANSER_CLASSES.some((c) => i.facts.classes.has(c)));
}

export function isGentleCleanser(p: ModelProduct): boolean {
  return isType(p, "Cleanser") && harshIngredients(p).length === 0;
}

/** Which products fulfil an expected product type (documented in docs/methodology.md). */
export function fulfils(p: ModelProduct, expected: ExpectedProductType, concern: PrimaryConcern): boolean {
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


/** A score being summed: its running value and every rule term applied. */
export class Tally {
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


/** What every score reads: the profile, the products by period, and what the routine targets. */
export interface RoutineModel {
  profile: SkinProfile;
  concern: PrimaryConcern;
  concernLabel: string;
  all: ModelProduct[];
  amProducts: ModelProduct[];
  pmProducts: ModelProduct[];
  amSunscreen: ModelProduct[];
  /** Distinct ingredients targeting the primary concern, with the products carrying them. */
  targetActives: Map<string, { name: string; products: ModelProduct[] }>;
}

export function modelRoutine(input: ScoreRoutineInput): RoutineModel {
  const { profile } = input;
  const concern = profile.primaryConcern;
  const concernLabel = CONCERN_LABELS[concern] ?? String(concern);
  const morning = (input.morningProducts ?? []).map((e) => modelProduct(e, "morning"));
  const night = (input.nightProducts ?? []).map((e) => modelProduct(e, "night"));
  const all = [...morning, ...night];
  const usedIn = (period: Period) => all.filter((p) => p.periods.has(period));
  const amProducts = usedIn("morning");
  const pmProducts = usedIn("night");
  const amSunscreen = amProducts.filter((p) => isSunscreenProduct(p.entry));
  const targetActives = new Map<string, { name: string; products: ModelProduct[] }>();
  for (const p of all) {
    for (const ing of targeting(p, concern)) {
      const existing = targetActives.get(ing.key);
      if (existing) {
        if (!existing.products.includes(p)) existing.products.push(p);
      } else targetActives.set(ing.key, { name: ing.name, products: [p] });
    }
  }
  return { profile, concern, concernLabel, all, amProducts, pmProducts, amSunscreen, targetActives };
}
