import { useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import { Button } from "../ui";
import { itemFromProduct, productName } from "~/components/routine/routine";
import { addToPendingRoutine, browserStorage } from "~/components/routine/pending";
import { QuickSearchInput, QuickSearchStatus, useQuickSearch, type FoundProduct } from "./quick-search";
import { productTypeName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";

const SHOWN = 5;

/**
 * The splash variant of the product search: find one product you use; its only button,
 * 'Analyze {product}', starts the wizard with that product (through the pending routine).
 */
export function SplashSearch({ label }: { label?: string }) {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState("");
  const { results, loading } = useQuickSearch(text, SHOWN);
  const [chosen, setChosen] = useState<FoundProduct | null>(null);
  const inputId = useId();

  function analyze() {
    if (!chosen) return;
    addToPendingRoutine(browserStorage(), [{ routine: chosen.productType === "Mask" ? "night" : "morning", item: itemFromProduct(chosen) }]);
    navigate("/add-stack");
  }

  return (
    <div className="space-y-3 text-left">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label ?? t("home.splash.label")}
      </label>
      <QuickSearchInput id={inputId} value={text} onChange={setText} placeholder={t("home.splash.placeholder")} />
      <QuickSearchStatus loading={loading} results={results} />
      {!loading && results && results.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("home.splash.choose")}</legend>
          {results.map((p) => (
            <label
              key={p.id}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm ${
                chosen?.id === p.id ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white"
              }`}
            >
              <input
                type="radio"
                name={`${inputId}-product`}
                checked={chosen?.id === p.id}
                onChange={() => setChosen(p)}
                className="size-4 accent-brand-700"
              />
              <span>
                <span className="font-semibold text-stone-900">{productName(p)}</span>
                <span className="block text-xs text-stone-600">{[p.brand, p.productType && productTypeName(t, p.productType)].filter(Boolean).join(" · ")}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen ? (
        <Button fullWidth size="lg" onClick={analyze}>
          {t("home.splash.analyze", { product: productName(chosen) })}
        </Button>
      ) : null}
    </div>
  );
}
