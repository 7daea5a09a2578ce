/**
 * Adding a recommended product to a routine from the advanced analysis: what the confirmation
 * says (a second sunscreen is never added silently), the update bodies for adding at the end or
 * in place of a product, and the body that undoes it (both lists exactly as they were).
 */
import { entryPayload, type AdvancedEntry, type AdvancedRoutine, type NewEntry } from "./routine";
import { isGoalId, type Period } from "@core/domain";
import { translator, type Translator } from "@core/i18n/catalogues";

export interface AddPlan {
  routine: Period;
  /** Sunscreens already in that routine when the product is one too (the choice to make). */
  sunscreens: AdvancedEntry[];
}

/** Whether a product is a sunscreen: its type, or (without one) its name. */
export function isSunscreen(product: { productType: string; name: string }): boolean {
  const type = product.productType.trim().toLowerCase();
  return type ? type === "sunscreen" : /\bspf\b|sunscreen/i.test(product.name);
}

const listOf = (stack: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">, routine: Period) =>
  routine === "morning" ? stack.morningProducts : stack.nightProducts;

export function planAdd(
  stack: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">,
  product: { productType: string; name: string },
  routine: Period,
): AddPlan {
  return { routine, sunscreens: isSunscreen(product) ? listOf(stack, routine).filter(isSunscreen) : [] };
}

/** How the product goes in: at the end, or in the place of one entry (which leaves the routine). */
export type AddChoice = { mode: "add" } | { mode: "replace"; entryId: string };

/**
 * The PUT /api/stacks/{id} body with `product` in `routine`: appended, or in the replaced entry's
 * position. Every other entry is sent as it is, its advanced data included.
 */
export function addPayload(stack: AdvancedRoutine, routine: Period, product: NewEntry, choice: AddChoice) {
  const fresh = (order: number) => entryPayload({ ...product, id: "", order, concentrations: [] }, order);
  const list = (period: Period) => {
    const entries = listOf(stack, period);
    if (period !== routine) return entries.map((e, i) => entryPayload(e, i + 1));
    const replaced = choice.mode === "replace" && entries.some((e) => e.id === choice.entryId);
    const kept = entries.map((e, i) => (replaced && e.id === (choice as { entryId: string }).entryId ? fresh(i + 1) : entryPayload(e, i + 1)));
    return replaced ? kept : [...kept, fresh(kept.length + 1)];
  };
  return { name: stack.name, ...(isGoalId(stack.goal) ? { goal: stack.goal } : {}), morningProducts: list("morning"), nightProducts: list("night") };
}

/** The body that puts both lists back exactly as they were in `previous` (Undo). */
export function restorePayload(previous: AdvancedRoutine) {
  const list = (entries: readonly AdvancedEntry[]) => entries.map((e, i) => entryPayload(e, i + 1));
  return {
    name: previous.name,
    ...(isGoalId(previous.goal) ? { goal: previous.goal } : {}),
    morningProducts: list(previous.morningProducts),
    nightProducts: list(previous.nightProducts),
  };
}

export function addedMessage(name: string, routine: Period, replaced: string | null, t: Translator = translator("en")): string {
  return replaced ? t("advancedInsight.replaced", { replaced, name, routine }) : t("advancedInsight.added", { name, routine });
}

export function undoneMessage(routine: Period, t: Translator = translator("en")): string {
  return t("advancedInsight.undone", { routine });
}
