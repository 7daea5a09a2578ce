/**
 * The replace-product flow and the KEEP / REPLACE marks of the results page (spec section 4).
 *
 * - A swap recommendation adds its replacement to the morning list when its timing contains
 *   'morning', else to the night list; pressing again removes it.
 * - A product row is REPLACE when the evaluation's productMarks say so. Without marks (older
 *   evaluations) a row is REPLACE when a swap recommendation names it; otherwise KEEP. (The
 *   ingredient-concern half of the rule is applied by the engine when it writes productMarks.)
 */
import type { ProductMark, Recommendation } from "@core/evaluation/types";
import type { RoutineName } from "./routine";
import type { StackProduct } from "./routine-stack";

/** CARE: keep it, but use it with care (the evaluation names it in a warning to schedule or move). */
export type Mark = "KEEP" | "REPLACE" | "CARE";

/** What a mark chip says. */
export const MARK_LABELS: Record<Mark, string> = { KEEP: "KEEP", REPLACE: "REPLACE", CARE: "USE WITH CARE" };

export function swapRoutine(rec: Pick<Recommendation, "timing">): RoutineName {
  return rec.timing.toLowerCase().includes("morning") ? "morning" : "night";
}

/** A stable key for a recommendation (the same product may be suggested for both routines). */
export function recommendationKey(rec: Pick<Recommendation, "type" | "productId" | "name" | "replaces" | "timing">): string {
  return [rec.type, rec.productId || rec.name, rec.replaces ?? "", swapRoutine(rec)].join("|");
}

/** Pressing a swap: adds its key, or removes it when already added. */
export function toggleSwap(added: readonly string[], rec: Parameters<typeof recommendationKey>[0]): string[] {
  const key = recommendationKey(rec);
  return added.includes(key) ? added.filter((k) => k !== key) : [...added, key];
}

export interface SwappedEntry {
  key: string;
  recommendation: Recommendation;
  /** Filled in once the catalogue product was fetched ('' until then). */
  ingredients: string;
}

/** The products added by pressed swaps, per routine, in the order they were pressed. */
export function addedSwaps(
  recommendations: readonly Recommendation[],
  added: readonly string[],
  ingredients: Readonly<Record<string, string>> = {},
): Record<RoutineName, SwappedEntry[]> {
  const result: Record<RoutineName, SwappedEntry[]> = { morning: [], night: [] };
  for (const key of added) {
    const rec = recommendations.find((r) => recommendationKey(r) === key);
    if (!rec) continue;
    result[swapRoutine(rec)].push({ key, recommendation: rec, ingredients: ingredients[rec.productId] ?? "" });
  }
  return result;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** KEEP, REPLACE or CARE for the product at `position` (1-based, stored order) of a routine. */
export function productMark(
  marks: readonly ProductMark[],
  recommendations: readonly Recommendation[],
  routine: RoutineName,
  position: number,
  name: string,
): { mark: Mark; reason?: string } {
  const exact = marks.find((m) => m.routine === routine && m.position === position && (!m.name || same(m.name, name)));
  const byName = exact ?? marks.find((m) => m.routine === routine && same(m.name, name));
  if (byName) return { mark: byName.mark, reason: byName.reason };
  const swap = recommendations.find((r) => r.type === "swap" && same(r.replaces, name));
  if (swap) return { mark: "REPLACE", reason: `Swap suggested: ${swap.name}${swap.brand ? ` by ${swap.brand}` : ""}.` };
  return { mark: "KEEP" };
}

/** Marks for a routine's products in their stored order. */
export function markRoutine(
  products: readonly StackProduct[],
  marks: readonly ProductMark[],
  recommendations: readonly Recommendation[],
  routine: RoutineName,
) {
  return [...products]
    .sort((a, b) => a.order - b.order)
    .map((product, i) => ({ product, ...productMark(marks, recommendations, routine, i + 1, product.name) }));
}
