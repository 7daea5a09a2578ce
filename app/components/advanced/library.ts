/**
 * The product library (/library, /library/{id}): its query parameters and the shapes its loaders
 * return. Light on purpose (core/domain only): the ingredient knowledge base is used in the loaders
 * (./advanced-library.server), never in the browser.
 */
import { PRODUCT_TYPES, type ProductTypeName } from "@core/domain";
import type { SkinTypeNoteCode } from "@core/product-page";
import type { ConcernCode } from "@core/kb/label-text";
import type { ProductFields } from "~/utils/product-fields";
import type { CatalogueProduct } from "@core/api/products";
import { MAX_SEARCH_CHARS, MIN_SEARCH_CHARS } from "@core/product-limits";

export const LIBRARY_TYPES: readonly ProductTypeName[] = PRODUCT_TYPES.map((t) => t.name);
export const LIBRARY_PAGE_SIZE = 20;

export interface LibraryParams {
  /** A known product type, or null for all. */
  type: ProductTypeName | null;
  /** The search box as typed. */
  q: string;
  /** Whether `q` is long enough to search (otherwise the catalogue is browsed). */
  searching: boolean;
  cursor: string | null;
}

export function readLibraryParams(search: URLSearchParams): LibraryParams {
  const rawType = search.get("type") ?? "";
  const type = LIBRARY_TYPES.find((t) => t.toLowerCase() === rawType.trim().toLowerCase()) ?? null;
  const q = (search.get("q") ?? "").slice(0, MAX_SEARCH_CHARS);
  const cursor = search.get("cursor");
  return { type, q, searching: q.trim().length >= MIN_SEARCH_CHARS, cursor: cursor && cursor.length <= 300 ? cursor : null };
}

/** The offset a search cursor ("o:40") stands for, or 0. */
export function searchOffsetOf(cursor: string | null | undefined): number {
  const match = /^o:(\d{1,3})$/.exec(cursor ?? "");
  return match ? Number(match[1]) : 0;
}

/** The cursor of a search's next page. */
export const searchCursor = (nextOffset: number | null | undefined) => (nextOffset ? `o:${nextOffset}` : null);

/** The GET /api/products query for the library's parameters. */
export function catalogueQuery(params: LibraryParams, limit = LIBRARY_PAGE_SIZE) {
  // A search's "more" is an offset, carried in the same cursor parameter as "o:{offset}".
  const offset = params.searching ? searchOffsetOf(params.cursor) : 0;
  return params.searching
    ? { search: params.q.trim(), ...(offset ? { offset: String(offset) } : {}), limit: String(limit) }
    : { ...(params.type ? { type: params.type } : {}), ...(params.cursor ? { cursor: params.cursor } : {}), limit: String(limit) };
}

/** A library URL for a type chip or the next page, keeping the other parameters. */
export function libraryHref(params: Pick<LibraryParams, "type" | "q">, extra: { cursor?: string | null; index?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (extra.index) query.set("index", "");
  if (params.q.trim()) query.set("q", params.q.trim());
  if (params.type) query.set("type", params.type);
  if (extra.cursor) query.set("cursor", extra.cursor);
  const text = query.toString().replace(/^index=(&|$)/, "index$1");
  return text ? `/library?${text}` : "/library";
}

export type LibraryProduct = ProductFields &
  Pick<CatalogueProduct, "id"> &
  /** `source`: where it comes from (third-party data, openbeautyfacts, is shown with its attribution). */
  Partial<Pick<CatalogueProduct, "licence" | "sourceUrl" | "ingredientsMissing" | "barcode" | "source">>;

/** Search answers ignore the type filter: it is applied to the results here. */
export function filterByType<T extends { productType: string }>(products: readonly T[], type: string | null): T[] {
  return type ? products.filter((p) => p.productType.toLowerCase() === type.toLowerCase()) : [...products];
}

export type FlagTone = "caution" | "active" | "info";

export interface IngredientFlag {
  /** In English; `code` (and `rating`) let a screen word it in its language. */
  label: string;
  tone: FlagTone;
  code?: string;
  /** The comedogenic rating (0-5) of a "comedogenic" flag. */
  rating?: number;
}

/** One ingredient of a product, decoded with the knowledge base, in list order. */
export interface DecodedIngredient {
  position: number;
  name: string;
  function: string;
  /** The catalogue key of `function` (core/kb/labels), null when it has none (it stays English). */
  functionKey?: string | null;
  benefits: string[];
  concerns: string[];
  /** `concerns` as catalogue keys (core/kb/labels concernCodes). */
  concernCodes?: ConcernCode[];
  flags: IngredientFlag[];
  /** 'kb' (knowledge base), 'heuristic' (name keyword) or 'unknown'. */
  source: string;
  researchNotes: string;
  /** Percentage printed on the label beside the name, when there is one. */
  percent: number | null;
  /** Its ingredient page (/ingredients/{slug}), when the knowledge base has one. */
  slug: string | null;
  /** After the estimated 1 % line: at or below about 1 % of the product. */
  afterOnePercentLine: boolean;
  /** The skin types it concerns, with why (core/product-page skinTypeNotesOf). */
  skinTypes: { type: string; note: string; codes?: SkinTypeNoteCode[] }[];
}

export interface DecodedProduct {
  ingredients: DecodedIngredient[];
  mayContain: string[];
  knownCount: number;
}
