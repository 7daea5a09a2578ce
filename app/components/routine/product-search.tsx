import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MIN_SUGGESTION_CHARS, MAX_SUGGESTIONS, suggestIngredients } from "@core/ingredient-suggestions";
import { MIN_SEARCH_CHARS } from "@core/product-limits";
import { CloseIcon } from "../icons";
import { Spinner } from "../ui";
import { productName, type CatalogueProduct } from "~/components/routine/routine";
import { useT } from "~/utils/i18n";
import { productTypeName } from "@core/i18n/domain-labels";
import type { MessageKey } from "@core/i18n/catalogues";
import type { ExternalReport } from "@core/api/products";
import { routineApi } from "~/components/routine/routine-api.client";
import { ProductAttribution, ProductImage } from "../product-image";
import { AddProductForm } from "./add-product-form";
import { PlusIcon, SearchIcon, CheckIcon } from "./icons";
import { IngredientText } from "./routine-list";
import type { Period } from "@core/domain";

export const NO_PRODUCTS_FOUND = "No products found. Try a different search term.";
export const NO_INGREDIENT_MATCHES = "No products match your ingredient criteria. Try adjusting your filters.";
export const INGREDIENT_RESULTS_LIMIT = 20;
const SEARCH_DEBOUNCE_MS = 250;

type Product = CatalogueProduct & { id: string };
type Mode = "products" | "ingredients";
type Results =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "done";
      products: Product[];
      kind: "search" | "browse" | "filter";
      /** Search pages: where the next one starts, when there is one. */
      nextOffset?: number | null;
      partial?: boolean;
      external?: ExternalReport;
    };

/** What the add-product form starts from: the last search and the brands it found. */
export interface SearchContext {
  query: string;
  brands: string[];
}

/** The routine a search adds to, and whether a product is in it already. */
interface SearchTarget {
  routine: Period;
  onAdd: (product: CatalogueProduct) => void;
  isAdded: (product: CatalogueProduct) => boolean;
}

/**
 * Step 1's search: by product name (more than 2 characters; the focused empty box lists 15) or
 * by ingredients (wanted: all present; unwanted: none present; suggestions from 2 characters,
 * at most 8; Enter adds the typed text). A missing product can be added from its ingredient list.
 */
export function ProductSearch({
  routine,
  onAdd,
  isAdded,
}: SearchTarget) {
  const [mode, setMode] = useState<Mode>("products");
  const [adding, setAdding] = useState(false);
  const [context, setContext] = useState<SearchContext>({ query: "", brands: [] });
  const t = useT();

  return (
    <section aria-labelledby="find-products" className="space-y-3">
      <h2 id="find-products" className="text-base font-bold">
        {t("routine.search.title")}
      </h2>
      <div role="group" aria-label={t("routine.search.by")} className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1">
        {(["products", "ingredients"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={`tap-target min-h-9 rounded-full text-sm font-semibold ${mode === m ? "bg-white text-stone-900 shadow-sm" : "text-stone-700"}`}
          >
            {m === "products" ? t("routine.search.products") : t("routine.search.ingredients")}
          </button>
        ))}
      </div>
      {mode === "products" ? (
        <NameSearch routine={routine} onAdd={onAdd} isAdded={isAdded} onSearched={setContext} onAddMissing={() => setAdding(true)} />
      ) : (
        <IngredientSearch routine={routine} onAdd={onAdd} isAdded={isAdded} />
      )}
      {adding ? (
        <AddProductForm
          routine={routine}
          context={mode === "products" ? context : undefined}
          onFound={(product) => {
            onAdd(product);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
          onCreated={(product) => {
            onAdd(product);
            setAdding(false);
          }}
        />
      ) : (
        <p className="text-sm text-stone-700">
          {t.rich<React.ReactNode>("routine.search.cantFind", {
            routine,
            add: (chunks) => (
              <button key="add" type="button" onClick={() => setAdding(true)} className="font-semibold text-brand-700 underline underline-offset-2">
                {chunks}
              </button>
            ),
          })}
        </p>
      )}
    </section>
  );
}

function NameSearch({
  routine,
  onAdd,
  isAdded,
  onSearched,
  onAddMissing,
}: SearchTarget & {
  onSearched: (context: SearchContext) => void;
  onAddMissing: () => void;
}) {
  const [text, setText] = useState("");
  const [results, setResults] = useState<Results>({ status: "idle" });
  const [loadingMore, setLoadingMore] = useState(false);
  const [browsed, setBrowsed] = useState<Product[] | null>(null);
  const [focused, setFocused] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = text.trim();
  const t = useT();

  useEffect(() => {
    if (query.length < MIN_SEARCH_CHARS) {
      setResults({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setResults({ status: "loading" });
    const id = window.setTimeout(async () => {
      try {
        const data = await routineApi.searchProducts(query, controller.signal);
        const found = data?.products ?? [];
        setResults({ status: "done", products: found, kind: "search", nextOffset: data?.nextOffset ?? null, partial: data?.partial, external: data?.external });
        onSearched({ query, brands: found.map((p) => p.brand ?? "").filter(Boolean) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Product search failed", error);
        setResults({ status: "error" });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(id);
    };
  }, [query, onSearched]);

  // "Show more": the next page of the same search, appended.
  async function loadMore() {
    if (results.status !== "done" || !results.nextOffset) return;
    setLoadingMore(true);
    try {
      const data = await routineApi.searchProducts(query, undefined, results.nextOffset);
      setResults((current) => {
        if (current.status !== "done") return current;
        const seen = new Set(current.products.map((p) => p.id));
        return { ...current, products: [...current.products, ...(data?.products ?? []).filter((p) => !seen.has(p.id))], nextOffset: data?.nextOffset ?? null };
      });
    } catch (error) {
      console.error("Could not load more products", error);
    } finally {
      setLoadingMore(false);
    }
  }

  // The focused empty box lists the 15 products most used in routines (loaded once).
  useEffect(() => {
    if (!focused || query || browsed) return;
    const controller = new AbortController();
    routineApi
      .popularProducts(controller.signal)
      .then((data) => setBrowsed(data?.products ?? []))
      .catch((error) => {
        if (!controller.signal.aborted) console.error("Could not load products to browse", error);
      });
    return () => controller.abort();
  }, [focused, query, browsed]);

  const shown: Results =
    query.length >= MIN_SEARCH_CHARS ? results : !query && browsed && focused ? { status: "done", products: browsed, kind: "browse" } : { status: "idle" };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("routine.search.label")}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => setFocused(true)}
            placeholder={t("routine.search.placeholder")}
            autoComplete="off"
            aria-describedby={hintId}
            className="block w-full rounded-xl border border-stone-400 bg-white py-2.5 pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-500"
          />
        </div>
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {query.length > 0 && query.length < MIN_SEARCH_CHARS
            ? t("routine.search.minChars", { min: MIN_SEARCH_CHARS })
            : t("routine.search.addedTo", { routine })}
        </p>
      </div>
      {/* The Add button is disabled once pressed: focus goes back to the search for the next product, not to the page's top. */}
      <ResultList results={shown} emptyText={t("routine.search.noProducts")} routine={routine} onAdd={onAdd} isAdded={isAdded} onAdded={() => inputRef.current?.focus()} />
      {shown.status === "done" && shown.kind === "search" ? (
        <SearchFooter results={shown} loadingMore={loadingMore} onMore={loadMore} onAddMissing={onAddMissing} />
      ) : null}
    </div>
  );
}

/** Below search results: "Show more", what Open Beauty Facts said when it could not help, and adding a missing product. */
function SearchFooter({
  results,
  loadingMore,
  onMore,
  onAddMissing,
}: {
  results: Extract<Results, { status: "done" }>;
  loadingMore: boolean;
  onMore: () => void;
  onAddMissing: () => void;
}) {
  const external = results.external;
  const failed = external && external.status !== "ok" && external.status !== "off";
  const t = useT();
  return (
    <div className="space-y-2">
      {results.nextOffset ? (
        <button
          type="button"
          onClick={onMore}
          disabled={loadingMore}
          className="tap-target inline-flex min-h-9 w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          {loadingMore ? <Spinner className="size-4 text-brand-600" /> : null}
          {t("routine.search.showMore")}
        </button>
      ) : null}
      {failed ? (
        <p role="status" className="text-xs text-stone-600" data-testid="external-status">
          {external.message}
        </p>
      ) : null}
      {results.products.length < 5 ? (
        <p className="text-sm text-stone-700">
          {t.rich<React.ReactNode>("routine.search.notListed", {
            add: (chunks) => (
              <button key="add" type="button" onClick={onAddMissing} className="font-semibold text-brand-700 underline underline-offset-2">
                {chunks}
              </button>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}

type IngredientTarget = "wanted" | "unwanted";

const TARGETS: readonly { id: IngredientTarget; label: MessageKey; pressed: string }[] = [
  { id: "wanted", label: "routine.search.mustContain", pressed: "border-emerald-700 bg-emerald-50 text-emerald-900" },
  { id: "unwanted", label: "routine.search.mustNotContain", pressed: "border-red-700 bg-red-50 text-red-900" },
];

function IngredientSearch({ routine, onAdd, isAdded }: SearchTarget) {
  const [wanted, setWanted] = useState<string[]>([]);
  const [unwanted, setUnwanted] = useState<string[]>([]);
  const [target, setTarget] = useState<IngredientTarget>("wanted");
  const [results, setResults] = useState<Results>({ status: "idle" });
  const t = useT();

  const add = useCallback(
    (name: string) => {
      const value = name.trim().toLowerCase();
      if (!value) return;
      const chosen = [...wanted, ...unwanted];
      if (chosen.includes(value)) return;
      if (target === "wanted") setWanted((w) => [...w, value]);
      else setUnwanted((u) => [...u, value]);
    },
    [target, wanted, unwanted],
  );

  const wantedKey = wanted.join(",");
  const unwantedKey = unwanted.join(",");
  useEffect(() => {
    if (!wantedKey && !unwantedKey) {
      setResults({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setResults({ status: "loading" });
    routineApi
      .browseProducts({
        wanted: wantedKey ? wantedKey.split(",") : [],
        unwanted: unwantedKey ? unwantedKey.split(",") : [],
        limit: INGREDIENT_RESULTS_LIMIT,
        signal: controller.signal,
      })
      .then((data) => setResults({ status: "done", products: data?.products ?? [], kind: "filter" }))
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error("Ingredient filter failed", error);
        setResults({ status: "error" });
      });
    return () => controller.abort();
  }, [wantedKey, unwantedKey]);

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t("routine.search.addIngredientsTo")} className="flex gap-2">
        {TARGETS.map(({ id, label, pressed }) => (
          <button
            key={id}
            type="button"
            aria-pressed={target === id}
            onClick={() => setTarget(id)}
            className={`tap-target min-h-9 flex-1 rounded-full border px-3 text-sm font-semibold ${target === id ? pressed : "border-stone-300 bg-white text-stone-800"}`}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <IngredientCombobox
        chosen={[...wanted, ...unwanted]}
        onAdd={add}
        label={target === "wanted" ? t("routine.search.wantedLabel") : t("routine.search.unwantedLabel")}
      />
      <ChipList title={t("routine.search.mustContain")} items={wanted} tone="wanted" onRemove={(n) => setWanted((w) => w.filter((x) => x !== n))} />
      <ChipList title={t("routine.search.mustNotContain")} items={unwanted} tone="unwanted" onRemove={(n) => setUnwanted((u) => u.filter((x) => x !== n))} />
      <ResultList results={results} emptyText={t("routine.search.noMatches")} routine={routine} onAdd={onAdd} isAdded={isAdded} />
    </div>
  );
}

function ChipList({ title, items, tone, onRemove }: { title: string; items: string[]; tone: IngredientTarget; onRemove: (name: string) => void }) {
  const t = useT();
  if (items.length === 0) return null;
  const chip = tone === "wanted" ? "bg-emerald-50 text-emerald-900 ring-emerald-300" : "bg-red-50 text-red-900 ring-red-300";
  return (
    <div>
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</p>
      <ul className="flex flex-wrap gap-2" aria-label={title}>
        {items.map((name) => (
          <li key={name} className={`inline-flex items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm ring-1 ${chip}`}>
            {name}
            <button type="button" onClick={() => onRemove(name)} aria-label={t("routine.search.removeIngredient", { name })} className="rounded-full p-1 hover:bg-white/70">
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Text box with ingredient suggestions (a combobox with a listbox); Enter adds the highlighted or typed text. */
function IngredientCombobox({ chosen, onAdd, label }: { chosen: string[]; onAdd: (name: string) => void; label: string }) {
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const chosenKey = chosen.join(",");
  const query = text.trim();
  const t = useT();

  useEffect(() => {
    if (query.length < MIN_SUGGESTION_CHARS) {
      setSuggestions([]);
      return;
    }
    const exclude = chosenKey ? chosenKey.split(",") : [];
    // The built-in list answers at once; the api adds names from the knowledge base.
    setSuggestions(suggestIngredients(query, exclude));
    setActive(-1);
    const controller = new AbortController();
    const id = window.setTimeout(() => {
      routineApi
        .suggestIngredients(query, exclude, controller.signal)
        .then((data) => {
          if (Array.isArray(data?.suggestions)) setSuggestions(data.suggestions.slice(0, MAX_SUGGESTIONS));
        })
        .catch(() => {
          // keep the built-in suggestions
        });
    }, 150);
    return () => {
      controller.abort();
      window.clearTimeout(id);
    };
  }, [query, chosenKey]);

  function choose(name: string) {
    onAdd(name);
    setText("");
    setSuggestions([]);
    setActive(-1);
  }

  const expanded = open && suggestions.length > 0;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && active >= 0) choose(suggestions[active]);
      else if (query) choose(query);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={hintId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        placeholder={t("routine.search.ingredientPlaceholder")}
        autoComplete="off"
        className="block w-full rounded-xl border border-stone-400 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500"
      />
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {t("routine.search.suggestionsHint", { min: MIN_SUGGESTION_CHARS })}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("routine.search.suggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 top-[4.6rem] z-20 max-h-64 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((s, i) => (
          <li
            key={s}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            className={`cursor-pointer px-3.5 py-2 text-sm capitalize ${i === active ? "bg-brand-50 text-brand-800" : "text-stone-800 hover:bg-stone-100"}`}
          >
            {s}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultList({
  results,
  emptyText,
  routine,
  onAdd,
  isAdded,
  onAdded,
}: SearchTarget & {
  results: Results;
  emptyText: string;
  /** After a product was added (its button is then disabled and loses focus). */
  onAdded?: () => void;
}) {
  const t = useT();
  if (results.status === "idle") return null;
  if (results.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
        <Spinner className="size-4 text-brand-600" /> {t("routine.search.searching")}
      </p>
    );
  }
  if (results.status === "error") {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t("routine.search.error")}
      </p>
    );
  }
  if (results.products.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-800">
        {emptyText}
      </p>
    );
  }
  return (
    <div>
      <p role="status" className="sr-only">
        {t("routine.search.found", { count: results.products.length })}
      </p>
      {results.kind === "browse" ? <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">{t("routine.search.popular")}</p> : null}
      {results.kind === "search" && results.partial ? (
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600" data-testid="partial-results">
          {t("routine.search.partial")}
        </p>
      ) : null}
      <ul className="max-h-[26rem] space-y-2 overflow-y-auto pr-1" aria-label={t("routine.search.results")} data-testid="search-results">
        {results.products.map((p) => {
          const name = productName(p);
          const added = isAdded(p);
          return (
            <li key={p.id} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-3">
              <ProductImage product={p} size="sm" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold leading-snug text-stone-900">{name}</p>
                <p className="text-xs text-stone-600">{[p.brand, p.productType && productTypeName(t, p.productType)].filter(Boolean).join(" · ")}</p>
                {p.ingredientsMissing ? (
                  <p className="text-xs font-medium text-amber-800">{t("routine.search.noIngredientList")}</p>
                ) : (
                  <IngredientText ingredients={p.ingredients ?? ""} clamp />
                )}
                <ProductAttribution product={p} />
              </div>
              <button
                type="button"
                onClick={() => {
                  onAdd(p);
                  onAdded?.();
                }}
                disabled={added}
                aria-label={added ? t("routine.search.isInLabel", { product: name, routine }) : t("routine.search.addLabel", { product: name, routine })}
                className="tap-target inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-stone-200 disabled:text-stone-700"
              >
                {added ? <CheckIcon className="size-4" /> : <PlusIcon className="size-4" />}
                {added ? t("routine.search.added") : t("routine.search.add")}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
