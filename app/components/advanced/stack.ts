/**
 * A stack as the advanced analysis needs it (GET /api/stacks/{id}), read defensively: every entry
 * keeps its advanced data (usageFrequency, selfAssessment, concentrations), which the routine
 * screens' parser drops. Also the PUT /api/stacks/{id} body that appends a recommended product
 * while keeping every entry's advanced data. Light: core/domain only at run time (the rest are type imports).
 */
import { USAGE_FREQUENCIES, type UsageFrequency } from "@core/domain";
import type { MarkedProduct } from "../../utils/evaluation-freshness";
import { productBody, type ProductFields } from "../../utils/product-fields";
import type { Period } from "@core/domain";
import type { ConcentrationEntry } from "@core/advanced-analysis/types";
import type { Stack, StackEvaluation, StackProduct } from "@core/api/stacks";
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

export type AdvancedStack = Pick<Stack, "id" | "name" | "goal" | "skinType" | "userId" | "updatedAt"> & {
  status: string;
  morningProducts: AdvancedEntry[];
  nightProducts: AdvancedEntry[];
  /** Null until the stack was evaluated. */
  evaluation:
    | (Pick<StackEvaluation, "analysis" | "createdAt"> & {
        recommendations: RecommendedProduct[];
        /** The products the evaluation looked at (./evaluation-freshness). */
        productMarks: MarkedProduct[];
      })
    | null;
};

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => Boolean(x) && typeof x === "object" && !Array.isArray(x);
const str = (x: unknown): string => (typeof x === "string" ? x : "");
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const FREQUENCY_IDS: readonly string[] = USAGE_FREQUENCIES.map((f) => f.id);

function parseConcentrations(x: unknown): Concentration[] {
  return arr(x)
    .filter(isObj)
    .map((c) => ({ ingredient: str(c.ingredient).trim(), percentage: Number(c.percentage) }))
    .filter((c) => c.ingredient && Number.isFinite(c.percentage) && c.percentage > 0 && c.percentage <= 100);
}

export function parseEntry(x: unknown, i = 0): AdvancedEntry | null {
  if (!isObj(x)) return null;
  const name = str(x.name) || str(x.productName);
  if (!name) return null;
  const rating = typeof x.selfAssessment === "number" && Number.isInteger(x.selfAssessment) && x.selfAssessment >= 1 && x.selfAssessment <= 5 ? x.selfAssessment : null;
  return {
    id: str(x.id) || `entry-${i}`,
    productId: str(x.productId) || null,
    name,
    brand: str(x.brand),
    productType: str(x.productType),
    ingredients: str(x.ingredients),
    imageUrl: str(x.imageUrl) || null,
    order: typeof x.order === "number" && Number.isFinite(x.order) ? x.order : i + 1,
    usageFrequency: FREQUENCY_IDS.includes(str(x.usageFrequency)) ? (str(x.usageFrequency) as UsageFrequency) : null,
    selfAssessment: rating,
    concentrations: parseConcentrations(x.concentrations),
  };
}

function parseRecommendations(x: unknown): RecommendedProduct[] {
  const seen = new Set<string>();
  const result: RecommendedProduct[] = [];
  for (const r of arr(x)) {
    if (!isObj(r) || !str(r.name)) continue;
    const key = str(r.productId) || `${str(r.brand)}|${str(r.name)}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({
      key,
      name: str(r.name),
      brand: str(r.brand),
      imageUrl: str(r.imageUrl) || null,
      reason: str(r.reason),
      productId: str(r.productId),
      productType: str(r.productType),
      keyIngredients: arr(r.keyIngredients).filter((k): k is string => typeof k === "string").slice(0, 4),
    });
  }
  return result;
}

function parseMarks(x: unknown): MarkedProduct[] {
  return arr(x)
    .filter(isObj)
    .filter((m) => typeof m.position === "number" && str(m.name))
    .map((m) => ({ routine: m.routine === "night" ? ("night" as const) : ("morning" as const), position: m.position as number, name: str(m.name) }));
}

/** The stack of an api answer ({...stack} or {stack}), or null when it is not one. */
export function parseAdvancedStack(data: unknown): AdvancedStack | null {
  const x = isObj(data) && isObj(data.stack) && !data.id ? data.stack : data;
  if (!isObj(x) || !str(x.id)) return null;
  const entries = (list: unknown) =>
    arr(list)
      .map(parseEntry)
      .filter((p): p is AdvancedEntry => p !== null)
      .sort((a, b) => a.order - b.order);
  const evaluation = isObj(x.evaluation)
    ? {
        analysis: str(x.evaluation.analysis),
        recommendations: parseRecommendations(x.evaluation.recommendations),
        createdAt: str(x.evaluation.createdAt) || null,
        productMarks: parseMarks(x.evaluation.productMarks),
      }
    : null;
  return {
    id: str(x.id),
    name: str(x.name) || "My Routine",
    goal: str(x.goal),
    skinType: str(x.skinType) || "normal",
    status: str(x.status),
    userId: str(x.userId),
    morningProducts: entries(x.morningProducts),
    nightProducts: entries(x.nightProducts),
    updatedAt: str(x.updatedAt) || null,
    evaluation,
  };
}

/** An entry counts as saved once its usage frequency and rating were stored ('Save and Continue'). */
export function isEntrySaved(entry: Pick<AdvancedEntry, "usageFrequency" | "selfAssessment">): boolean {
  return entry.usageFrequency !== null && entry.selfAssessment !== null;
}

/** Replaces one entry (by id) with the saved copy the api answered. */
export function replaceEntry(stack: AdvancedStack, saved: AdvancedEntry): AdvancedStack {
  const swap = (list: AdvancedEntry[]) => list.map((e) => (e.id === saved.id ? { ...saved, order: e.order } : e));
  return { ...stack, morningProducts: swap(stack.morningProducts), nightProducts: swap(stack.nightProducts) };
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
export function appendPayload(stack: AdvancedStack, routine: Period, product: NewEntry) {
  const list = (period: Period) => {
    const current = (period === "morning" ? stack.morningProducts : stack.nightProducts).map((e, i) => entryPayload(e, i + 1));
    if (period !== routine) return current;
    return [...current, entryPayload({ ...product, id: "", order: current.length + 1, concentrations: [] }, current.length + 1)];
  };
  return { name: stack.name, ...(stack.goal ? { goal: stack.goal } : {}), morningProducts: list("morning"), nightProducts: list("night") };
}
