/**
 * A stack as the advanced analysis needs it (GET /api/stacks/{id}), narrowed from the routine
 * screens' reading of the answer: every entry keeps its advanced data (usageFrequency,
 * selfAssessment, concentrations) as set or null. Also the PUT /api/stacks/{id} body that appends a recommended product
 * while keeping every entry's advanced data.
 */
import { pageLanguage, renderRoutineEvaluation } from "~/utils/evaluation-text";
import { isGoalId, USAGE_FREQUENCIES, type UsageFrequency } from "@core/domain";
import type { MarkedProduct } from "../../utils/evaluation-freshness";
import { productBody, type ProductFields } from "../../utils/product-fields";
import type { Period } from "@core/domain";
import type { ConcentrationEntry } from "@core/advanced-analysis/types";
import type { Stack, RoutineEvaluation, StackProduct } from "@core/api/routines";
import type { RoutineView } from "../routine/routine-view";
import type { Recommendation } from "@core/evaluation/types";


export type Concentration = ConcentrationEntry;

/** A routine entry as the api answers it to the owner, its advanced data read as set or null. */
export type AdvancedEntry = ProductFields &
  Pick<StackProduct, "id" | "productId" | "order"> &
  Required<Pick<StackProduct, "selfAssessment" | "concentrations">> & { usageFrequency: UsageFrequency | null };

/** A recommendation the advanced analysis can add to the routine; `key` tells duplicates apart. */
export type RecommendedProduct = Pick<Recommendation, "name" | "brand" | "imageUrl" | "reason" | "productId" | "productType" | "keyIngredients"> & {
  key: string;
};

export type AdvancedRoutine = Pick<Stack, "id" | "name" | "goal" | "skinType" | "userId" | "updatedAt"> & {
  status: string;
  morningProducts: AdvancedEntry[];
  nightProducts: AdvancedEntry[];
  /** Null until the stack was evaluated. */
  evaluation:
    | (Pick<RoutineEvaluation<string>, "analysis" | "createdAt"> & {
        recommendations: RecommendedProduct[];
        /** The products the evaluation looked at (./evaluation-freshness). */
        productMarks: MarkedProduct[];
      })
    | null;
};

const FREQUENCY_IDS: readonly string[] = USAGE_FREQUENCIES.map((f) => f.id);

/** A routine entry as the advanced analysis holds it (PUT /api/stacks/{id}/products/{entryId} answers one). */
export function toEntry(p: StackProduct): AdvancedEntry {
  const rating = p.selfAssessment;
  return {
    id: p.id,
    productId: p.productId || null,
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredients: p.ingredients,
    imageUrl: p.imageUrl || null,
    order: p.order,
    usageFrequency: p.usageFrequency && FREQUENCY_IDS.includes(p.usageFrequency) ? (p.usageFrequency as UsageFrequency) : null,
    selfAssessment: typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    concentrations: (p.concentrations ?? [])
      .map((c) => ({ ingredient: c.ingredient.trim(), percentage: c.percentage }))
      .filter((c) => c.ingredient && c.percentage > 0 && c.percentage <= 100),
  };
}

/** The recommendations once each: the same product recommended twice (as add and as swap) is one. */
function toRecommended(list: readonly Recommendation[]): RecommendedProduct[] {
  const seen = new Set<string>();
  const result: RecommendedProduct[] = [];
  for (const r of list) {
    const key = r.productId || `${r.brand}|${r.name}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const { name, brand, imageUrl, reason, productId, productType, keyIngredients } = r;
    result.push({ key, name, brand, imageUrl: imageUrl || null, reason, productId, productType, keyIngredients });
  }
  return result;
}

/** The advanced analysis's view of a routine the screens read (../routine/stack: the one reader of the api's answer). */
export function toAdvancedRoutine(routine: RoutineView, language = pageLanguage()): AdvancedRoutine {
  const evaluation = routine.evaluation && renderRoutineEvaluation(routine.evaluation, language);
  return {
    id: routine.id,
    name: routine.name,
    goal: routine.goal,
    skinType: routine.skinType,
    status: routine.status,
    userId: routine.userId,
    morningProducts: routine.morningProducts.map(toEntry),
    nightProducts: routine.nightProducts.map(toEntry),
    updatedAt: routine.updatedAt,
    evaluation: evaluation
      ? {
          analysis: evaluation.analysis,
          recommendations: toRecommended(evaluation.recommendations),
          createdAt: evaluation.createdAt,
          productMarks: evaluation.productMarks.map(({ routine, position, name }) => ({ routine, position, name })),
        }
      : null,
  };
}

/** An entry counts as saved once its usage frequency and rating were stored ('Save and Continue'). */
export function isEntrySaved(entry: Pick<AdvancedEntry, "usageFrequency" | "selfAssessment">): boolean {
  return entry.usageFrequency !== null && entry.selfAssessment !== null;
}

/** Replaces one entry (by id) with the saved copy the api answered. */
export function replaceEntry(routine: AdvancedRoutine, saved: AdvancedEntry): AdvancedRoutine {
  const swap = (list: AdvancedEntry[]) => list.map((e) => (e.id === saved.id ? { ...saved, order: e.order } : e));
  return { ...routine, morningProducts: swap(routine.morningProducts), nightProducts: swap(routine.nightProducts) };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a routine already holds the product (catalogue id, else name and brand). */
export function routineHolds(list: readonly AdvancedEntry[], product: { productId?: string | null; name: string; brand: string }): boolean {
  return list.some((e) => (product.productId && e.productId ? e.productId === product.productId : same(e.name, product.name) && same(e.brand, product.brand)));
}

/**
 * One entry as PUT /api/stacks/{id} takes it. The entry's own id is never sent: the api would
 * read it as a catalogue product id.
 */
export function entryPayload(entry: AdvancedEntry, order: number) {
  return {
    ...productBody(entry),
    order,
    usageFrequency: entry.usageFrequency,
    selfAssessment: entry.selfAssessment,
    concentrations: entry.concentrations,
  };
}

export interface NewEntry extends ProductFields {
  productId: string | null;
  usageFrequency: UsageFrequency;
  selfAssessment: number;
}

/**
 * The update payload (name, goal, morningProducts, nightProducts) with `product` appended to
 * `routine`; every other entry is sent as it is, advanced data included.
 */
export function appendPayload(stack: AdvancedRoutine, routine: Period, product: NewEntry) {
  const list = (period: Period) => {
    const current = (period === "morning" ? stack.morningProducts : stack.nightProducts).map((e, i) => entryPayload(e, i + 1));
    if (period !== routine) return current;
    return [...current, entryPayload({ ...product, id: "", order: current.length + 1, concentrations: [] }, current.length + 1)];
  };
  return { name: stack.name, ...(isGoalId(stack.goal) ? { goal: stack.goal } : {}), morningProducts: list("morning"), nightProducts: list("night") };
}
