import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { MIN_SEARCH_CHARS } from "@core/schemas/products";
import { Button, Spinner } from "../ui";
import { itemFromProduct, productName, type CatalogueProduct } from "~/utils/routine";
import { routineApi } from "~/utils/routine-api.client";
import { addToPendingRoutine, browserStorage } from "~/utils/routine-pending";
import { SearchIcon } from "./icons";

const SHOWN = 5;

/**
 * The splash variant of the product search: find one product you use; its only button,
 * 'Analyze {product}', starts the wizard with that product (through the pending routine).
 */
export function SplashSearch({ label = "Find a product you use" }: { label?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [results, setResults] = useState<(CatalogueProduct & { id: string })[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<(CatalogueProduct & { id: string }) | null>(null);
  const inputId = useId();
  const query = text.trim();

  useEffect(() => {
    if (query.length < MIN_SEARCH_CHARS) {
      setResults(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const id = window.setTimeout(() => {
      routineApi
        .searchProducts(query, controller.signal)
        .then((data) => {
          setResults((data?.products ?? []).slice(0, SHOWN));
          setLoading(false);
        })
        .catch((error) => {
          if (controller.signal.aborted) return;
          console.error("Product search failed", error);
          setResults([]);
          setLoading(false);
        });
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(id);
    };
  }, [query]);

  function analyze() {
    if (!chosen) return;
    addToPendingRoutine(browserStorage(), [{ routine: chosen.productType === "Mask" ? "night" : "morning", item: itemFromProduct(chosen) }]);
    navigate("/add-stack");
  }

  return (
    <div className="space-y-3 text-left">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. CeraVe Moisturizing Cream"
          autoComplete="off"
          className="block w-full rounded-xl border border-stone-400 bg-white py-2.5 pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-500"
        />
      </div>
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="size-4 text-brand-600" /> Searching...
        </p>
      ) : results && results.length === 0 ? (
        <p role="status" className="text-sm text-stone-700">
          No products found. Try a different search term.
        </p>
      ) : results ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">Choose your product</legend>
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
                <span className="block text-xs text-stone-600">{[p.brand, p.productType].filter(Boolean).join(" · ")}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen ? (
        <Button fullWidth size="lg" onClick={analyze}>
          Analyze {productName(chosen)}
        </Button>
      ) : null}
    </div>
  );
}
