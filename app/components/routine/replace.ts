/**
 * The replace-product flow and the KEEP / REPLACE marks of the results page.
 *
 * - A swap recommendation belongs to the morning routine when its timing contains 'morning', else
 *   to the night routine (staging it, which replaces the product it names: ./routine-swap-stage).
 * - A product row is REPLACE when the evaluation's productMarks say so. Without marks (older
 *   evaluations) a row is REPLACE when a swap recommendation names it; otherwise KEEP. (The
 *   ingredient-concern half of the rule is applied by the engine when it writes productMarks.)
 */
import type { Translator } from "@core/i18n/catalogues";
import { usageTextIn } from "@core/i18n/domain-labels";
import type { ProductMark, Recommendation } from "@core/evaluation/types";
import type { StackProduct } from "./routine-view";
import type { Period } from "@core/domain";

/** CARE: keep it, but use it with care (the evaluation names it in a warning to schedule or move). */
export type Mark = "KEEP" | "REPLACE" | "CARE";

/** What a mark chip says. */
export const MARK_LABELS: Record<Mark, string> = { KEEP: "KEEP", REPLACE: "REPLACE", CARE: "USE WITH CARE" };

/** What each mark means, for the chip's explanation and the legend under the lists. */
export const MARK_MEANINGS: Record<Mark, string> = {
  KEEP: "nothing in this evaluation speaks against it.",
  REPLACE: "a finding speaks against this product; a replacement is suggested when the catalogue has one.",
  CARE: "keep it, but follow the warning that names it (when to use it, what to pair it with).",
};

export function swapRoutine(rec: Pick<Recommendation, "timing">): Period {
  return rec.timing.toLowerCase().includes("morning") ? "morning" : "night";
}

/** A stable key for a recommendation (the same product may be suggested for both routines). */
export function recommendationKey(rec: Pick<Recommendation, "type" | "productId" | "name" | "replaces" | "timing">): string {
  return [rec.type, rec.productId || rec.name, rec.replaces ?? "", swapRoutine(rec)].join("|");
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** KEEP, REPLACE or CARE for the product at `position` (1-based, stored order) of a routine. */
export function productMark(
  marks: readonly ProductMark[],
  recommendations: readonly Recommendation[],
  routine: Period,
  position: number,
  name: string,
  t: Translator,
): { mark: Mark; reason?: string; usage?: string } {
  const exact = marks.find((m) => m.routine === routine && m.position === position && (!m.name || same(m.name, name)));
  const byName = exact ?? marks.find((m) => m.routine === routine && same(m.name, name));
  if (byName) {
    const usage = usageTextIn(t, byName);
    return { mark: byName.mark, reason: byName.reason, ...(usage ? { usage } : {}) };
  }
  const swap = recommendations.find((r) => r.type === "swap" && same(r.replaces, name));
  if (swap) {
    const reason = swap.brand ? t("routineUi.swapSuggested", { name: swap.name, brand: swap.brand }) : t("routineUi.swapSuggestedNoBrand", { name: swap.name });
    return { mark: "REPLACE", reason };
  }
  return { mark: "KEEP" };
}

/** Marks for a routine's products in their stored order. */
export function markRoutine(
  products: readonly StackProduct[],
  marks: readonly ProductMark[],
  recommendations: readonly Recommendation[],
  routine: Period,
  t: Translator,
) {
  return [...products]
    .sort((a, b) => a.order - b.order)
    .map((product, i) => ({ product, ...productMark(marks, recommendations, routine, i + 1, product.name, t) }));
}
