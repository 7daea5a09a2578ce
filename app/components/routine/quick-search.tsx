import { useEffect, useState } from "react";
import { MIN_SEARCH_CHARS } from "@core/product-limits";
import { Spinner } from "../ui";
import type { CatalogueProduct } from "~/components/routine/routine";
import { routineApi } from "~/components/routine/routine-api.client";
import { SearchIcon } from "./icons";
import { useT } from "~/utils/i18n";

export type FoundProduct = CatalogueProduct & { id: string };

/**
 * The catalogue search of the landing pages: debounced 250 ms, the previous request aborted,
 * at most `shown` results; null until the query is long enough.
 */
export function useQuickSearch(text: string, shown: number) {
  const [results, setResults] = useState<FoundProduct[] | null>(null);
  const [loading, setLoading] = useState(false);
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
          setResults((data?.products ?? []).slice(0, shown));
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
  }, [query, shown]);

  return { results, loading };
}

/** The search box with its magnifier icon; the label is rendered by the caller. */
export function QuickSearchInput(props: { id: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" />
      <input
        id={props.id}
        type="search"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        className="block w-full rounded-xl border border-stone-400 bg-white py-2.5 pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-500"
      />
    </div>
  );
}

/** 'Searching...' or the no-results text; null when there are results to show (or no search yet). */
export function QuickSearchStatus({ loading, results }: { loading: boolean; results: FoundProduct[] | null }) {
  const t = useT();
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
        <Spinner className="size-4 text-brand-600" /> {t("routine.search.searching")}
      </p>
    );
  }
  if (results && results.length === 0) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {t("routine.search.noProducts")}
      </p>
    );
  }
  return null;
}
