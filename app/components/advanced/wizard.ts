/**
 * The rules of the advanced analysis wizard's steps, as pure functions;
 * the screen (components/advanced) keeps the state. Scoring comes from core/advanced-analysis,
 * its texts from ./display (this module pulls in the ingredient knowledge base: import it only from
 * the advanced-analysis route).
 *
 * - Steps: profile (0) -> product details (1) on profile completion -> results (2) after the last
 *   product is saved. Products go morning then night, 'Product k of n'.
 * - Reload: an owner resumes at the first product not saved yet, or at the results when every
 *   product is saved; with nothing saved yet, at the profile. Anyone else sees read-only results.
 * - Loaded products default to daily-am (morning) or daily-pm (night), rating 3.
 * - Concentrations: Add is disabled while either field is empty; a name-less entry or a percentage
 *   that is not a number in (0, 100] is silently ignored.
 */
import {
  scoreRoutine,
  validateConcentration,
  withAnalysisDefaults,
  type AdvancedAnalysisResult,
  type AdvancedRoutineEntry,
  type ConcentrationEntry,
  type SkinProfile,
} from "@core/advanced-analysis";
import type { UsageFrequency } from "@core/domain";
import { MAX_CONCENTRATIONS } from "@core/schemas/profile";
import { MAX_INGREDIENTS_TEXT } from "@core/routine-limits";
import { MAX_CONCENTRATION_INGREDIENT } from "@core/schemas/routines";
import { canAddConcentration, orderedProducts, type OrderedProduct } from "./display";
import { isEntrySaved, type AdvancedEntry, type AdvancedRoutine } from "./routine";
import type { Period } from "@core/domain";

export const STEP_TITLES = ["Skin Profile", "Product Details", "Results"] as const;
export type WizardStep = 0 | 1 | 2;
export { MAX_CONCENTRATION_INGREDIENT, MAX_CONCENTRATIONS, MAX_INGREDIENTS_TEXT };

export interface WizardPosition {
  step: WizardStep;
  /** Index into the ordered products (step 1 only). */
  index: number;
}

/** The stack's products in step-2 order with their 'Product k of n' labels. */
export function wizardProducts(routine: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">): OrderedProduct<AdvancedEntry>[] {
  return orderedProducts(routine.morningProducts, routine.nightProducts);
}

/**
 * Where the wizard opens (first load and every reload). `profileDone`: the questionnaire was just
 * answered on /profile (?step=products), so a routine with nothing saved opens at its first product.
 */
export function initialPosition(
  routine: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">,
  canEdit: boolean,
  profileDone = false,
): WizardPosition {
  if (!canEdit) return { step: 2, index: 0 };
  const products = wizardProducts(routine);
  if (products.length === 0) return { step: 2, index: 0 };
  const firstUnsaved = products.findIndex((p) => !isEntrySaved(p.product));
  if (firstUnsaved === 0) return profileDone ? { step: 1, index: 0 } : { step: 0, index: 0 };
  if (firstUnsaved === -1) return { step: 2, index: 0 };
  return { step: 1, index: firstUnsaved };
}

/**
 * Each position has its URL, so the browser's Back and Forward move between them:
 * ?step=profile, ?step=products&product=k (1-based), ?step=results. `?step=products` alone is the
 * link from /profile (see initialPosition's profileDone) and names no position.
 */
export function positionInUrl(params: URLSearchParams): WizardPosition | null {
  switch (params.get("step")) {
    case "profile":
      return { step: 0, index: 0 };
    case "results":
      return { step: 2, index: 0 };
    case "products": {
      const product = params.get("product");
      const k = product !== null && /^[1-9][0-9]{0,3}$/.test(product) ? Number(product) : 0;
      return k > 0 ? { step: 1, index: k - 1 } : null;
    }
    default:
      return null;
  }
}

export function writePosition(pos: WizardPosition, params: URLSearchParams): void {
  params.set("step", pos.step === 0 ? "profile" : pos.step === 1 ? "products" : "results");
  if (pos.step === 1) params.set("product", String(pos.index + 1));
  else params.delete("product");
}

/** A position from the URL this routine can show (a product it has), else null. */
export function usablePosition(pos: WizardPosition | null, total: number): WizardPosition | null {
  if (!pos) return null;
  if (pos.step === 1 && pos.index >= total) return null;
  return pos;
}

export function samePosition(a: WizardPosition | null, b: WizardPosition): boolean {
  return a !== null && a.step === b.step && (a.step !== 1 || a.index === b.index);
}

/** After the profile step: the first product (or the results when the routine is empty). */
export function afterProfile(total: number): WizardPosition {
  return total > 0 ? { step: 1, index: 0 } : { step: 2, index: 0 };
}

/** After 'Save and Continue' on product `index` of `total`. */
export function afterSave(index: number, total: number): WizardPosition {
  return index + 1 < total ? { step: 1, index: index + 1 } : { step: 2, index: 0 };
}

/** 'Back' from product `index`: the previous product, or the profile from the first. */
export function back(index: number): WizardPosition {
  return index > 0 ? { step: 1, index: index - 1 } : { step: 0, index: 0 };
}

export function isLastProduct(index: number, total: number): boolean {
  return index + 1 >= total;
}

/** What step 2 edits for one product. */
export interface ProductDraft {
  usageFrequency: UsageFrequency;
  selfAssessment: number;
  concentrations: ConcentrationEntry[];
  /** The INCI textarea (offered only when the product has no ingredients). */
  ingredients: string;
}

export function draftFor(entry: AdvancedEntry, routine: Period): ProductDraft {
  const filled = withAnalysisDefaults(
    {
      usageFrequency: entry.usageFrequency ?? undefined,
      selfAssessment: entry.selfAssessment ?? undefined,
      concentrations: entry.concentrations,
    },
    routine,
  );
  return {
    usageFrequency: filled.usageFrequency,
    selfAssessment: filled.selfAssessment,
    concentrations: [...filled.concentrations],
    ingredients: "",
  };
}

/** The INCI textarea is shown only for a product listed without ingredients. */
export function needsIngredients(entry: Pick<AdvancedEntry, "ingredients">): boolean {
  return entry.ingredients.trim() === "";
}

/** Add is disabled while either field is empty, or when the list is full. */
export function canAdd(list: readonly ConcentrationEntry[], name: string, percentage: string): boolean {
  return list.length < MAX_CONCENTRATIONS && canAddConcentration(name, percentage);
}

/**
 * Adds a concentration. Invalid input is silently ignored (`added: false`, list unchanged). The
 * same ingredient entered again (any case) replaces its percentage.
 */
export function addConcentration(
  list: readonly ConcentrationEntry[],
  name: string,
  percentage: string,
): { list: ConcentrationEntry[]; added: boolean } {
  const entry = validateConcentration(name, percentage);
  if (!entry) return { list: [...list], added: false };
  const existing = list.findIndex((c) => c.ingredient.toLowerCase() === entry.ingredient.toLowerCase());
  if (existing >= 0) return { list: list.map((c, i) => (i === existing ? entry : c)), added: true };
  if (list.length >= MAX_CONCENTRATIONS) return { list: [...list], added: false };
  return { list: [...list, entry], added: true };
}

export function removeConcentration(list: readonly ConcentrationEntry[], index: number): ConcentrationEntry[] {
  return list.filter((_, i) => i !== index);
}

/** The PUT /api/stacks/{id}/products/{entryId} body for a draft. */
export function savePayload(entry: AdvancedEntry, draft: ProductDraft) {
  const ingredients = draft.ingredients.trim();
  return {
    usageFrequency: draft.usageFrequency,
    selfAssessment: draft.selfAssessment,
    concentrations: draft.concentrations.map((c) => ({ ingredient: c.ingredient, percentage: c.percentage })),
    ...(needsIngredients(entry) && ingredients ? { ingredients: ingredients.slice(0, MAX_INGREDIENTS_TEXT) } : {}),
  };
}

/** A stack entry as the scoring takes it; unsaved fields get the spec's defaults. */
export function scoringEntry(entry: AdvancedEntry, routine: Period): AdvancedRoutineEntry {
  const draft = draftFor(entry, routine);
  return {
    name: entry.name,
    brand: entry.brand,
    productType: entry.productType,
    ingredients: entry.ingredients,
    usageFrequency: draft.usageFrequency,
    selfAssessment: draft.selfAssessment,
    concentrations: draft.concentrations,
  };
}

/** Scores the routine in the browser (core's scoreRoutine). */
export function scoreStack(profile: SkinProfile, routine: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">): AdvancedAnalysisResult {
  return scoreRoutine({
    profile,
    morningProducts: routine.morningProducts.map((e) => scoringEntry(e, "morning")),
    nightProducts: routine.nightProducts.map((e) => scoringEntry(e, "night")),
  });
}

/** The entry with a draft applied locally (before the api answered, or for read-only previews). */
export function applyDraft(entry: AdvancedEntry, draft: ProductDraft): AdvancedEntry {
  const ingredients = draft.ingredients.trim();
  return {
    ...entry,
    usageFrequency: draft.usageFrequency,
    selfAssessment: draft.selfAssessment,
    concentrations: draft.concentrations,
    ingredients: needsIngredients(entry) && ingredients ? ingredients : entry.ingredients,
  };
}

/** Percentages as typed by people: '2', '0.5', '10%'. */
export function formatPercentage(value: number): string {
  return `${Number.isInteger(value) ? value : Number(value.toFixed(2))}%`;
}
