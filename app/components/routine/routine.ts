/**
 * The routine being built or edited: two lists of products, morning
 * and night, each product with a 1-based `order`. Pure functions; the screens keep the state.
 *
 * - Adding appends with order = list length + 1 (a product already in that routine is not added twice).
 * - Removing renumbers the rest 1..n.
 * - Moving appends to the end of the other routine and removes from the source (both renumbered).
 * - The recommended-order view sorts by product type (unknown types last; display-order.ts); off,
 *   the stored order is shown.
 */
import { isUsageFrequency, PERIODS, type Period, type UsageFrequency, type Weekday } from "@core/domain";
import { FREQUENCY_CHOICES } from "@core/schedule";
import { splitIngredientsSimple } from "@core/inci-split";
import { BoundedMemo } from "@core/bounded-memo";
import type { CatalogueProduct as CatalogueAnswer } from "@core/api/products";
import { MIN_PRODUCTS_TOTAL } from "@core/routine-limits";
import type { StackProduct } from "@core/api/routines";
import { productBody, type ProductFields } from "~/utils/product-fields";

export const ROUTINE_NAMES: readonly Period[] = PERIODS;

export interface RoutineItem extends ProductFields {
  /** Local key for lists and buttons (not sent to the api). */
  key: string;
  /** The catalogue product, when it came from the catalogue. */
  productId: string | null;
  order: number;
  /** What the advanced analysis saved on this entry; kept when the routine is edited and saved. */
  advanced?: AdvancedEntryData;
}

export type AdvancedEntryData = Pick<StackProduct, "usageFrequency" | "days" | "selfAssessment" | "concentrations">;

/** What the builder's "How often" picker shows for a product: a frequency, or its own weekdays. */
export type FrequencyChoice = (typeof FREQUENCY_CHOICES)[number]["id"] | "custom";

/** The picker's value: "custom" while the product follows its own weekdays; any daily frequency is "daily". */
export function frequencyChoiceOf(item: Pick<RoutineItem, "advanced">): FrequencyChoice {
  if (item.advanced?.days?.length) return "custom";
  const frequency = item.advanced?.usageFrequency;
  if (!frequency || frequency.startsWith("daily")) return "daily";
  return FREQUENCY_CHOICES.some((c) => c.id === frequency) ? (frequency as FrequencyChoice) : "daily";
}

/** Sets how often a product is used (clearing its own weekdays); "daily" keeps a daily frequency the advanced analysis gave. */
export function setFrequency(routines: Routines, routine: Period, key: string, choice: Exclude<FrequencyChoice, "custom">): Routines {
  const list = routines[routine];
  const item = list.find((i) => i.key === key);
  if (!item) return routines;
  const current = item.advanced?.usageFrequency ?? null;
  const usageFrequency = choice === "daily" ? (current?.startsWith("daily") ? current : null) : choice;
  const advanced = { ...item.advanced, usageFrequency, days: null };
  return { ...routines, [routine]: list.map((i) => (i.key === key ? { ...i, advanced } : i)) };
}

export interface Routines {
  morning: RoutineItem[];
  night: RoutineItem[];
}

export const EMPTY_ROUTINES: Routines = { morning: [], night: [] };

/**
 * A product as the catalogue endpoints return it (`name` or `productName`), any field possibly
 * missing; `source` is any string so that the library's products can be passed too.
 */
export type CatalogueProduct = { [Field in Exclude<keyof CatalogueAnswer, "status" | "source">]?: CatalogueAnswer[Field] | null } & {
  source?: string | null;
};

/** Shown for a product without an ingredient list. */
export const NO_INGREDIENTS = "No ingredients listed";

export const routineLabel = (routine: Period) => (routine === "morning" ? "Morning" : "Night");
export const otherRoutine = (routine: Period): Period => (routine === "morning" ? "night" : "morning");

let keyCounter = 0;
/** A key unique within the page. */
export function newItemKey(prefix = "p"): string {
  keyCounter += 1;
  return `${prefix}${Date.now().toString(36)}${keyCounter.toString(36)}`;
}

export function productName(p: CatalogueProduct): string {
  return (p.name || p.productName || "").trim();
}

/** A routine entry for a catalogue product (order is set when it is added). */
export function itemFromProduct(p: CatalogueProduct, key = newItemKey()): RoutineItem {
  return {
    key,
    productId: p.id ?? null,
    name: productName(p),
    brand: (p.brand ?? "").trim(),
    productType: (p.productType ?? "").trim(),
    ingredients: (p.ingredients ?? "").trim(),
    imageUrl: p.imageUrl ?? null,
    order: 0,
  };
}

function sameProduct(a: Pick<RoutineItem, "productId" | "name" | "brand">, b: Pick<RoutineItem, "productId" | "name" | "brand">) {
  if (a.productId && b.productId) return a.productId === b.productId;
  return a.name.toLowerCase() === b.name.toLowerCase() && a.brand.toLowerCase() === b.brand.toLowerCase();
}

export function containsProduct(items: readonly RoutineItem[], item: Pick<RoutineItem, "productId" | "name" | "brand">): boolean {
  return items.some((i) => sameProduct(i, item));
}

const renumber = (items: RoutineItem[]): RoutineItem[] =>
  [...items].sort((a, b) => a.order - b.order).map((item, i) => (item.order === i + 1 ? item : { ...item, order: i + 1 }));

/** Adds to the routine with order = length + 1; unchanged when the product is already there. */
export function addItem(routines: Routines, routine: Period, item: RoutineItem): Routines {
  const list = routines[routine];
  if (containsProduct(list, item)) return routines;
  return { ...routines, [routine]: [...list, { ...item, order: list.length + 1 }] };
}

/** Removes a product; the rest are renumbered 1..n in their order. */
export function removeItem(routines: Routines, routine: Period, key: string): Routines {
  const list = routines[routine];
  if (!list.some((i) => i.key === key)) return routines;
  return { ...routines, [routine]: renumber(list.filter((i) => i.key !== key)) };
}

/**
 * Moves a product to the other routine: appended at the end there, removed from the source.
 * When the other routine already holds the same product, it is only removed from the source.
 */
export function moveItem(routines: Routines, from: Period, key: string): Routines {
  const item = routines[from].find((i) => i.key === key);
  if (!item) return routines;
  const to = otherRoutine(from);
  const removed = removeItem(routines, from, key);
  return addItem(removed, to, item);
}

/** The routine as stored (display-order.ts gives the recommended order). */
export function storedOrder(items: readonly RoutineItem[]): RoutineItem[] {
  return [...items].sort((a, b) => a.order - b.order);
}

export function totalProducts(routines: Routines): number {
  return routines.morning.length + routines.night.length;
}

/** Continue from step 1 needs as many products in all as an evaluation does. */
export function canContinue(routines: Routines): boolean {
  return totalProducts(routines) >= MIN_PRODUCTS_TOTAL;
}

/** A product as the evaluate and update payloads take it. */
export interface PayloadProduct {
  productId?: string;
  name: string;
  brand: string;
  productType: string;
  ingredients: string;
  imageUrl?: string;
  usageFrequency?: UsageFrequency | null;
  days?: Weekday[];
  selfAssessment?: number | null;
  concentrations?: { ingredient: string; percentage: number }[];
  order: number;
}

/** The entry's usage frequency when it is one the api knows (the screens hold it as text). */
function frequencyOf(item: RoutineItem): { usageFrequency?: UsageFrequency } {
  const frequency = item.advanced?.usageFrequency;
  return isUsageFrequency(frequency) ? { usageFrequency: frequency } : {};
}

/** The products in the order given (storedOrder or displayOrder: the order shown), renumbered 1..n. */
export function toPayload(ordered: readonly RoutineItem[]): PayloadProduct[] {
  return ordered.map((item, i) => ({
    ...productBody(item),
    ...frequencyOf(item),
    ...(item.advanced?.days?.length ? { days: item.advanced.days } : {}),
    ...(item.advanced?.selfAssessment ? { selfAssessment: item.advanced.selfAssessment } : {}),
    ...(item.advanced?.concentrations?.length ? { concentrations: item.advanced.concentrations } : {}),
    order: i + 1,
  }));
}

const splitLists = new BoundedMemo<readonly string[]>(500);

/**
 * The ingredient list of a product: split like the engine does (commas, lines, bullets; "1,2-Hexanediol" whole), trimmed,
 * deduplicated. Memoised by text: the results page asks for each product's list once per key ingredient card.
 */
export function splitIngredients(text: string | null | undefined): readonly string[] {
  return splitLists.of(text ?? "", (list) => {
    const seen = new Set<string>();
    const result: string[] = [];
    for (const name of splitIngredientsSimple(list)) {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      result.push(name);
    }
    return result;
  });
}

/** A product of a stack's list as itemsFromRoutineProducts reads it. */
type RoutineProductEntry = {
  id?: string | null;
  productId?: string | null;
  name: string;
  brand?: string | null;
  productType?: string | null;
  ingredients?: string | null;
  imageUrl?: string | null;
  order?: number;
} & AdvancedEntryData;

/** Routine entries from a stack's product lists (edit screen), in their stored order, renumbered. */
export function itemsFromRoutineProducts(products: readonly RoutineProductEntry[]): RoutineItem[] {
  return renumber(
    products.map((p, i) => ({
      key: newItemKey(),
      productId: p.productId ?? null,
      name: p.name,
      brand: (p.brand ?? "").trim(),
      productType: (p.productType ?? "").trim(),
      ingredients: (p.ingredients ?? "").trim(),
      imageUrl: p.imageUrl ?? null,
      order: typeof p.order === "number" && Number.isFinite(p.order) ? p.order : i + 1,
      ...(p.usageFrequency || p.days?.length || p.selfAssessment || p.concentrations?.length
        ? { advanced: { usageFrequency: p.usageFrequency, days: p.days ?? null, selfAssessment: p.selfAssessment, concentrations: p.concentrations } }
        : {}),
    })),
  );
}

/** A stack's product list as the update payload takes it, in its stored order (a schedule or swaps applied to it). */
export function payloadFromRoutineProducts(products: readonly RoutineProductEntry[]): PayloadProduct[] {
  return toPayload(itemsFromRoutineProducts(products));
}
