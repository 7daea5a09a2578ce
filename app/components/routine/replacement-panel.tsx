import type { Recommendation } from "@core/evaluation/types";
import { renderTiming } from "@core/evaluation/render";
import { evaluationTranslate } from "~/utils/evaluation-text";
import { useT } from "~/utils/i18n";
import { recommendationKey } from "~/components/routine/replace";
import type { StackProduct } from "~/components/routine/routine-view";
import { swapTarget } from "~/components/routine/swap-stage";
import { CheckIcon, SwapIcon } from "./icons";
import type { Period } from "@core/domain";

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
  const t = useT();
  if (swaps.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="replacement-panel">
      <h3 className="text-sm font-semibold text-stone-900">{t("routineUi.swap.title")}</h3>
      {canSwap ? null : <p className="text-sm text-stone-700">{t("routineUi.swap.ownerOnly")}</p>}
      {swaps.map((rec) => {
        const on = staged.includes(recommendationKey(rec));
        const target = swapTarget(products, rec);
        return (
          <div key={recommendationKey(rec)} className="space-y-2 rounded-xl border border-stone-200 p-3 text-sm">
            {rec.replaces ? <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">{t("routineUi.swap.replace", { product: rec.replaces })}</p> : null}
            <p className="font-semibold text-stone-900">
              {rec.name}
              {rec.brand ? <span className="font-normal text-stone-600">{t("results.byBrand", { brand: rec.brand })}</span> : null}
            </p>
            <p className="text-stone-800">{rec.reason}</p>
            {rec.keyIngredients.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={t("routineUi.swap.keyIngredients")}>
                {rec.keyIngredients.slice(0, 4).map((k) => (
                  <li key={k} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-900 ring-1 ring-emerald-200">
                    {k}
                  </li>
                ))}
              </ul>
            ) : null}
            {rec.timing ? <p className="text-xs text-stone-600">{t("results.when", { timing: renderTiming(rec.timing, evaluationTranslate(t.language)) })}</p> : null}
            {canSwap ? (
              <>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={t("routineUi.swap.label", { product: rec.name })}
                  onClick={() => onPressSwap(rec)}
                  className={`tap-target inline-flex min-h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ${
                    on ? "border border-sky-700 bg-sky-50 text-sky-900 hover:bg-sky-100" : "bg-brand-600 text-white hover:bg-brand-700"
                  }`}
                >
                  {on ? <CheckIcon className="size-4" /> : <SwapIcon className="size-4" />}
                  {on ? t("routineUi.swap.staged") : t("routineUi.swap.button")}
                </button>
                {on ? (
                  <p role="status" className="text-xs text-sky-900">
                    {target.product
                      ? t("routineUi.swap.replacesIn", { product: target.product.name, routine: target.routine })
                      : t("routineUi.swap.addedIn", {
                          replaced: rec.replaces ?? t("routineUi.swap.replacedFallback"),
                          product: rec.name,
                          routine: target.routine,
                        })}
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
