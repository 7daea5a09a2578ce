import type { Recommendation } from "@core/evaluation/types";
import { routineLabel } from "~/components/routine/routine";
import { recommendationKey } from "~/components/routine/replace";
import type { StackProduct } from "~/components/routine/routine-view";
import { swapTarget } from "~/components/routine/swap-stage";
import { CheckIcon, SwapIcon } from "./icons";
import type { Period } from "@core/domain";

export const OWNER_ONLY_SWAP_TEXT = "Only the routine's owner can swap products into it.";

/**
 * The replacement panel: each swap recommendation with a Swap in toggle that stages the change
 * (the owner saves or discards it in the bar below the products). Others see no toggle.
 */
export function ReplacementPanel({
  swaps,
  staged,
  products,
  canSwap,
  onPressSwap,
}: {
  swaps: Recommendation[];
  staged: readonly string[];
  products: Readonly<Record<Period, readonly StackProduct[]>>;
  canSwap: boolean;
  onPressSwap: (rec: Recommendation) => void;
}) {
  if (swaps.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="replacement-panel">
      <h3 className="text-sm font-semibold text-stone-900">Recommended replacements</h3>
      {canSwap ? null : <p className="text-sm text-stone-700">{OWNER_ONLY_SWAP_TEXT}</p>}
      {swaps.map((rec) => {
        const on = staged.includes(recommendationKey(rec));
        const target = swapTarget(products, rec);
        const where = routineLabel(target.routine).toLowerCase();
        return (
          <div key={recommendationKey(rec)} className="space-y-2 rounded-xl border border-stone-200 p-3 text-sm">
            {rec.replaces ? <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">Replace {rec.replaces}</p> : null}
            <p className="font-semibold text-stone-900">
              {rec.name}
              {rec.brand ? <span className="font-normal text-stone-600"> by {rec.brand}</span> : null}
            </p>
            <p className="text-stone-800">{rec.reason}</p>
            {rec.keyIngredients.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Key ingredients">
                {rec.keyIngredients.slice(0, 4).map((k) => (
                  <li key={k} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-900 ring-1 ring-emerald-200">
                    {k}
                  </li>
                ))}
              </ul>
            ) : null}
            {rec.timing ? <p className="text-xs text-stone-600">When: {rec.timing}</p> : null}
            {canSwap ? (
              <>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={`Swap in ${rec.name}`}
                  onClick={() => onPressSwap(rec)}
                  className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ${
                    on ? "border border-sky-700 bg-sky-50 text-sky-900 hover:bg-sky-100" : "bg-brand-600 text-white hover:bg-brand-700"
                  }`}
                >
                  {on ? <CheckIcon className="size-4" /> : <SwapIcon className="size-4" />}
                  {on ? "Staged: press to undo" : "Swap in"}
                </button>
                {on ? (
                  <p role="status" className="text-xs text-sky-900">
                    {target.product
                      ? `Not saved yet: replaces ${target.product.name} in your ${where} routine when you save it.`
                      : `Not saved yet: ${rec.replaces ?? "the product it replaces"} is no longer in your routine, so ${rec.name} is added to your ${where} routine when you save it.`}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
