import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, Notice } from "../ui";
import { Input } from "../ui/field";
import { MAX_SEARCH_CHARS, MIN_SEARCH_CHARS } from "@core/product-limits";
import { ProductImage } from "../product-image";
import { BarcodeFinder } from "./barcode-finder";
import { productTypeName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import {
  filterByType,
  LIBRARY_TYPES,
  libraryHref,
  type LibraryParams,
  type LibraryProduct,
} from "~/components/advanced/library";

export interface LibraryPage {
  type: LibraryParams["type"];
  q: string;
  searching: boolean;
  products: LibraryProduct[];
  nextCursor: string | null;
  failed: boolean;
  /** The search is an ingredient's name (GET /api/products answers which). */
  ingredient?: { slug: string; name: string; message: string; prescription?: boolean } | null;
}

/** /library: the catalogue by product type (13 chips) and by name or brand search. */
export function LibraryBrowser({ page }: { page: LibraryPage }) {
  const navigation = useNavigation();
  const searchId = useId();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/library";
  const tooShort = page.q.trim().length > 0 && !page.searching;
  const chips = useRef<HTMLElement>(null);
  const t = useT();

  // The chosen type's chip may sit beyond the edge of the scrolling row: bring it into view.
  useEffect(() => {
    const active = chips.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = chips.current;
    if (!active || !row) return;
    const left = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
    row.scrollTo({ left: Math.max(0, left) });
  }, [page.type]);

  return (
    <div className="space-y-4">
      <Form method="get" action="/library" role="search" className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t("library.searchLabel")}
        </label>
        <Input id={searchId} type="search" name="q" defaultValue={page.q} placeholder={t("library.searchPlaceholder")} maxLength={MAX_SEARCH_CHARS} />
        {page.type ? <input type="hidden" name="type" value={page.type} /> : null}
        <Button type="submit" variant="secondary">
          {t("library.search")}
        </Button>
      </Form>
      <BarcodeFinder />

      {/* The row scrolls sideways, so it clips: 6 px more above and below hold the chips' 44 px taps
          (tap-target), taken back by the margins (flow-root keeps them off the neighbours' spacing). */}
      <div className="flow-root">
        <nav ref={chips} aria-label={t("library.types")} className="relative -mx-4 -my-1.5 overflow-x-auto px-4 py-1.5">
          <ul className="flex gap-2 pb-1">
            <li>
              <TypeChip to={libraryHref({ type: null, q: page.q })} active={!page.type} label={t("library.all")} />
            </li>
            {LIBRARY_TYPES.map((type) => (
              <li key={type}>
                <TypeChip to={libraryHref({ type, q: page.q })} active={page.type === type} label={productTypeName(t, type)} />
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {tooShort ? <p className="text-sm text-stone-600">{t("library.tooShort", { min: MIN_SEARCH_CHARS })}</p> : null}
      {page.failed ? <Notice tone="error">{t("library.failed")}</Notice> : null}
      {page.ingredient ? (
        <Notice>
          {/* The api's sentence is English (and names the prescription's kind); other languages say it in general words. */}
          {t.language === DEFAULT_LANGUAGE
            ? page.ingredient.message
            : t(page.ingredient.prescription ? "library.prescriptionHint" : "library.ingredientHint", { name: page.ingredient.name })}{" "}
          <Link to={`/ingredients/${page.ingredient.slug}`} className="font-semibold underline">
            {t("library.aboutIngredient", { name: page.ingredient.name })}
          </Link>
        </Notice>
      ) : null}

      <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
        <ProductList key={`${page.type}|${page.q}|${page.searching}`} page={page} />
      </div>
    </div>
  );
}

function TypeChip({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      preventScrollReset
      className={`tap-target block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium ${
        active ? "border-brand-600 bg-brand-600 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100"
      }`}
    >
      {label}
    </Link>
  );
}

function ProductList({ page }: { page: LibraryPage }) {
  const fetcher = useFetcher<{ page: LibraryPage }>();
  const [products, setProducts] = useState(() => filterByType(page.products, page.searching ? page.type : null));
  const [cursor, setCursor] = useState(page.nextCursor);
  const t = useT();

  useEffect(() => {
    const more = fetcher.data?.page;
    if (!more || fetcher.state !== "idle") return;
    const fresh = filterByType(more.products, page.searching ? page.type : null);
    setProducts((list) => [...list, ...fresh.filter((p) => !list.some((q) => q.id === p.id))]);
    setCursor(more.nextCursor);
  }, [fetcher.data, fetcher.state, page.searching, page.type]);

  if (products.length === 0 && !page.failed) {
    return (
      <p className="py-8 text-center text-stone-700">
        {page.searching ? t("routine.search.noProducts") : t("library.noneOfType")}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label={t("library.products")}>
        {products.map((p) => (
          <li key={p.id}>
            <Link to={`/products/${p.id}`} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 hover:bg-stone-50">
              <ProductImage product={p} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-900 wrap-anywhere">{p.name}</span>
                <span className="block text-sm text-stone-700">
                  {[p.brand, p.productType ? productTypeName(t, p.productType) : null].filter(Boolean).join(" · ")}
                </span>
                <span className="mt-1 block truncate text-xs text-stone-600">{p.ingredients || t("routine.noIngredients")}</span>
                {p.source === "openbeautyfacts" || p.licence ? <span className="mt-0.5 block text-xs text-stone-500">Open Beauty Facts, ODbL</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {cursor ? (
        <Button
          variant="secondary"
          fullWidth
          loading={fetcher.state !== "idle"}
          onClick={() => fetcher.load(libraryHref({ type: page.type, q: page.searching ? page.q : "" }, { cursor, index: true }))}
        >
          {t("library.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
