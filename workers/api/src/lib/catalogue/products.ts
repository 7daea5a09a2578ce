/**
 * The catalogue's queries: ranked word search, barcode lookup, browsing and ingredient filters,
 * and the product columns the api answers (routes/products.ts routes to them).
 */
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { canonicalKey } from "@core/inci-key";
import { INCI_SYNONYMS } from "@core/inci-synonyms";
import { chooseCandidates, searchTermsOf, STOP_WORDS, type TermCandidates } from "@core/search-text";
import { MAX_SEARCH_DEPTH } from "@core/schemas/products";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared-statements";
import { products } from "@db/schema";
import { decodeCursor, encodeCursor } from "../cursor";
import type { CatalogueProduct, ExternalReport } from "@core/api/products";
import { type ObfFailure } from "./open-beauty-facts";
import { rareEnoughToSort, sortedCandidatesPage } from "./ingredient-filter";
import { allKeyIds, anyKeyIds } from "./ingredient-ids";
import { sharedRoutine } from "../community/visibility";

export const SEARCH_LIMIT = 20;
/** A first search page with fewer products than this (or only partial matches) asks Open Beauty Facts too. */
export const OBF_WHEN_FEWER_THAN = 5;

export const reportOf = (f: ObfFailure): ExternalReport => ({ source: "openbeautyfacts", status: f.status, message: f.message });
export const FILTER_LIMIT = 20;
export const BROWSE_LIMIT = 15;

type ProductRow = typeof products.$inferSelect;

type SerializableProduct = Pick<ProductRow, "id" | "name" | "brand" | "productType" | "ingredients" | "imageUrl" | "status" | "source"> &
  Partial<Pick<ProductRow, "barcode" | "licence" | "attribution" | "sourceUrl" | "ingredientsMissing">>;

export function serializeProduct(p: SerializableProduct): CatalogueProduct {
  return {
    id: p.id,
    name: p.name,
    productName: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredients: p.ingredients,
    imageUrl: p.imageUrl,
    status: p.status,
    source: p.source,
    barcode: p.barcode ?? null,
    ingredientsMissing: p.ingredientsMissing ?? false,
    /** Third-party data (Open Beauty Facts): shown with the product wherever it appears. */
    licence: p.licence ?? null,
    attribution: p.attribution ?? null,
    sourceUrl: p.sourceUrl ?? null,
  };
}

/** The key a typed ingredient name is stored under ("Vitamin C" -> "ascorbic acid"). */
export function ingredientKey(name: string): string {
  const key = canonicalKey(name);
  return INCI_SYNONYMS.get(key) ?? key;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/*
 * The search's statements are written as SQL text naming `products` rather than through drizzle's
 * column objects: building them with the query builder cost a product search about a fifth of the
 * api Worker's time (docs/performance.md). They stay valid in drizzle's queries on `products`.
 */
const searchText = sql.raw("lower(products.brand || ' ' || products.name)");

/**
 * The shipped catalogue (approved, source 'catalog'): the most used products, each list checked.
 * At equal match, search ranks them before imported, Open Beauty Facts and members' rows.
 */
const CURATED = sql.raw("products.source = 'catalog' and products.status = 'approved'");

/** Approved products, plus the viewer's own ones still awaiting review. */
export function visibleTo(viewerId: string | null): SQL {
  return viewerId
    ? sql`(products.status = 'approved' or (products.created_by = ${viewerId} and products.status = 'pending'))`
    : sql.raw("products.status = 'approved'");
}

/** A browse page ends at a product: its lowercased name and id. */
/**
 * The catalogue (approved) product of this brand and name, any case: the one row of it that
 * products_brand_name_key allows. Unapproved submissions never match (ADR 0056).
 */
export const sameNameInCatalogue = (brand: string, name: string): SQL =>
  and(eq(products.status, "approved"), sql`lower(${products.brand}) = lower(${brand})`, sql`lower(${products.name}) = lower(${name})`)!;

export const encodeBrowseCursor = (row: { name: string; id: string }) => encodeCursor([row.name.toLowerCase(), row.id]);

export const decodeBrowseCursor = (cursor: string): [string, string] =>
  decodeCursor(cursor, (value) =>
    Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === "string") ? (value as [string, string]) : null,
  );

/** The columns of a product as the api answers it (serializeProduct). */
export const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  productType: products.productType,
  ingredients: products.ingredients,
  imageUrl: products.imageUrl,
  status: products.status,
  source: products.source,
  barcode: products.barcode,
  licence: products.licence,
  attribution: products.attribution,
  sourceUrl: products.sourceUrl,
  ingredientsMissing: products.ingredientsMissing,
};

type ProductColumns = Pick<ProductRow, keyof typeof productColumns>;

/** productColumns as SQL text, each named as the api names it. */
const productColumnsText = sql.raw(
  Object.entries(productColumns)
    .map(([key, column]) => `products.${column.name} as "${key}"`)
    .join(", "),
);

/** Candidate spellings the vocabulary query returns per typed word, before chooseCandidates filters them. */
const CANDIDATES_PER_WORD = 16;
/** Most matches of tier 2 that are ranked word by word (see searchCatalog). */
export const RANKED_ROWS = 100;

/** Words as the database splits them (products.search_words), folded: see core/search-text. */
export function searchWordsOf(text: string): string[] {
  return searchTermsOf(text);
}

export interface SearchPage<Row> {
  rows: Row[];
  /** More matches exist after this page (ask again with offset + rows.length). */
  hasMore: boolean;
  /**
   * No product contains every meaningful typed word: these share at least half of them (the
   * closest products), and the picker says so instead of calling them matches.
   */
  partial: boolean;
}

/**
 * Name or brand search, in two tiers, paged by offset (`hasMore` says whether another page exists):
 * 1. products whose name, or brand and name, start with the typed text, in name order (btree
 *    pattern indexes: a page reads a page of rows even when thousands match, as for a brand);
 * 2. the rest, by words in any order: every typed word is looked up in the vocabulary of product
 *    words (search_words: the word itself, else close spellings by trigram similarity or prefix),
 *    and core/search-text keeps only real matches: the word with accents ignored, a completion of
 *    the last word ("cerave hydr"), or a misspelling within one or two edits ("hydratng").
 *    Unrelated words (firma vs firming) are dropped. Products must contain a match for every
 *    meaningful typed word (products.search_words, GIN); stop words ("the", "de") only add to the
 *    score. Ranked by how well their words match, then by how few other words they have (the
 *    product named before its minis and sets). When no product has every word, the closest
 *    products (at least half of the words) come back marked `partial`.
 */
export async function searchCatalog(
  db: Database,
  text: string,
  viewerId: string | null,
  { limit = SEARCH_LIMIT, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<SearchPage<ProductColumns>> {
  const empty = { rows: [], hasMore: false, partial: false };
  const terms = searchTermsOf(text);
  if (terms.length === 0 || offset >= MAX_SEARCH_DEPTH) return empty;
  limit = Math.min(limit, MAX_SEARCH_DEPTH - offset);
  const want = offset + limit + 1;

  // Tier 1: the typed text starts the name or brand + name.
  const typed = text.trim().toLowerCase().replace(/\s+/g, " ");
  const prefix = `${escapeLike(typed)}%`;
  const byName = sql.raw('lower(products.name) collate "C"');
  const byBrandAndName = sql`${searchText} collate "C"`;
  // Tier 2 (below) looks each typed word up in the vocabulary: a typed word found as it is stands
  // for itself (and, if it is the last word, its completions); only unknown words widen to close
  // spellings. Both tiers' lookups go in one statement (one round trip), the vocabulary's only
  // when tier 1 leaves the page short. Tier 1 reads names first, then brand + name (two index
  // scans, each reading `want` rows).
  const last = terms.map((_, i) => i === terms.length - 1);
  const { rows: [looked] } = await db.execute<{ prefixed: Array<ProductColumns & { tier: number; k: string }>; found: Array<{ term: string; word: string }> | null }>(prepared(sql`
    with u as (
      (select ${productColumnsText}, 0 as tier, ${byName} as k from products
        where ${visibleTo(viewerId)} and ${byName} like ${prefix} order by ${byName}, products.id limit ${want})
      union all
      (select ${productColumnsText}, 1 as tier, ${byBrandAndName} as k from products
        where ${visibleTo(viewerId)} and ${byBrandAndName} like ${prefix} and not (${byName} like ${prefix})
        order by ${byBrandAndName}, products.id limit ${want})
      union all
      (select ${productColumnsText}, 0 as tier, ${byName} as k from products
        where ${CURATED} and ${byName} like ${prefix} order by ${byName}, products.id limit ${want})
      union all
      (select ${productColumnsText}, 1 as tier, ${byBrandAndName} as k from products
        where ${CURATED} and ${byBrandAndName} like ${prefix} and not (${byName} like ${prefix})
        order by ${byBrandAndName}, products.id limit ${want})
    ), d as (select distinct on (u.id) u.* from u order by u.id)
    select (select coalesce(json_agg(d order by d.source = 'catalog' desc, d.tier, d.k, d.id), '[]'::json) from d) as prefixed,
      case when (select count(*) from d) < ${want} then (
        select coalesce(json_agg(json_build_object('term', q.w, 'word', v.word)), '[]'::json)
        from unnest(${sql.param(terms)}::text[], ${sql.param(last)}::boolean[]) as q(w, last)
        cross join lateral (
          select word from search_words
          where word = q.w
             or ((q.last or not exists (select 1 from search_words e where e.word = q.w)) and (word % q.w or word like q.w || '%'))
          order by (word = q.w) desc, (word like q.w || '%') desc, similarity(word, q.w) desc, length(word), word
          limit ${CANDIDATES_PER_WORD}
        ) v) end as found`));
  const prefixed: ProductColumns[] = looked.prefixed.map(({ tier: _tier, k: _k, ...row }) => row);
  if (prefixed.length >= want || !looked.found) return { rows: prefixed.slice(offset, offset + limit), hasMore: offset + limit < MAX_SEARCH_DEPTH, partial: false };

  // Tier 2: words in any order, from the candidates the vocabulary gave.
  const candidates = chooseCandidates(terms, looked.found);
  const meaningful = candidates.filter((c) => !STOP_WORDS.has(c.term));
  const required = meaningful.length > 0 ? meaningful : candidates;
  const matched = candidates.filter((c) => c.words.length > 0);
  const tier1 = { rows: prefixed.slice(offset, offset + limit), hasMore: false, partial: false };
  if (matched.length === 0) return tier1;

  const has = (c: TermCandidates) => sql`products.search_words && ${sql.param(c.words.map((w) => w.word))}::text[]`;
  const notPrefixed = sql`not (lower(products.name) like ${prefix} or ${searchText} like ${prefix})`;
  // Rows of tier 2 before this page, and how many of this page tier 1 already fills.
  const skip = Math.max(0, offset - prefixed.length);
  const head = prefixed.slice(offset, offset + limit);
  const page = async (where: SQL, allRequired: boolean) => {
    // Ranking needs each row's words, so it is done on at most RANKED_ROWS matches (read through
    // the GIN index, then ordered); a query that matches more is too broad to rank row by row, and
    // pages through those in the same order. A required word with one spelling is in every row:
    // its weight is a constant.
    const termScore = (c: TermCandidates) =>
      allRequired && c.words.length === 1 && required.includes(c)
        ? sql`${c.words[0].weight}::float8`
        : sql`greatest(${sql.join(
            c.words.map((w) => sql`(case when m.search_words @> ${sql.param([w.word])}::text[] then ${w.weight}::float8 else 0 end)`),
            sql`, `,
          )})`;
    const { rows } = await db.execute<ProductColumns>(sql`
      select ${productColumnsText} from products
      join (
        select m.id, ${sql.join(matched.map(termScore), sql` + `)} as score, m.source = 'catalog' as curated, cardinality(m.search_words) as size, lower(m.name) as sort_name
        from (
          select products.id, products.search_words, products.name, products.source from products
          where ${visibleTo(viewerId)} and ${where}${prefixed.length ? sql` and ${notPrefixed}` : sql``}
          limit ${RANKED_ROWS}
        ) m
        order by score desc, curated desc, size, sort_name, m.id
        limit ${limit - head.length + 1} offset ${skip}
      ) ranked on ranked.id = products.id
      order by ranked.score desc, ranked.curated desc, ranked.size, ranked.sort_name, products.id`);
    const all = [...head, ...rows];
    return { rows: all.slice(0, limit), hasMore: all.length > limit && offset + limit < MAX_SEARCH_DEPTH };
  };

  if (required.every((c) => c.words.length > 0)) {
    const all = await page(sql.join(required.map(has), sql` and `), true);
    if (all.rows.length > 0 || required.length === 1) return { ...all, partial: false };
  }
  // Closest products: at least half of the meaningful words (words found nowhere count as missed).
  const usable = required.filter((c) => c.words.length > 0);
  const need = Math.max(1, Math.ceil(required.length / 2));
  if (usable.length < need || required.length < 2) return tier1;
  // "At least `need` of these words" as an OR of ANDs, so that the GIN index finds the rows
  // (a plain OR of common words would read thousands of rows); past a few combinations, a count.
  const groups = combinations(usable, need);
  const where =
    groups.length <= 10
      ? sql`(${sql.join(
          groups.map((g) => sql`(${sql.join(g.map(has), sql` and `)})`),
          sql` or `,
        )})`
      : sql`products.search_words && ${sql.param([...new Set(usable.flatMap((c) => c.words.map((w) => w.word)))])}::text[] and (${sql.join(
          usable.map((c) => sql`(${has(c)})::int`),
          sql` + `,
        )}) >= ${need}`;
  const closest = await page(where, false);
  return { ...closest, partial: true };
}

/** Every choice of `k` items of `items`, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** The first page of a search (benchmarks and callers that only need the rows). */
export async function searchProducts(db: Database, text: string, viewerId: string | null, limit = SEARCH_LIMIT) {
  return (await searchCatalog(db, text, viewerId, { limit })).rows;
}

/** The product with this canonical barcode that the viewer may see (unique index on barcode). */
export async function findByBarcode(db: Database, code: string, viewerId: string | null) {
  const [row] = await db.select(productColumns).from(products).where(and(eq(products.barcode, code), visibleTo(viewerId))).limit(1);
  return row;
}

export const POPULAR_LIMIT = 15;

/**
 * The products most used in shared routines, then the rest by name: what the empty product search
 * offers. A routine counts once per product however often it lists it, and only a public, evaluated
 * routine of a member in good standing counts (as `sharedRoutinesUsing`): a private routine says
 * nothing to others, and one member cannot lift a product to the top by listing it 60 times in a
 * draft (ADR 0084). Counted from stack_products, whose product_id is indexed.
 */
export async function popularProducts(db: Database, viewerId: string | null, limit = POPULAR_LIMIT) {
  const used = await db.execute<{ product_id: string; uses: number }>(sql`
    select sp.product_id, count(distinct s.id)::int as uses from stack_products sp
    join stacks s on s.id = sp.stack_id
    join products on products.id = sp.product_id
    where s.status = 'evaluated' and ${sharedRoutine("s")} and ${visibleTo(viewerId)}
    group by sp.product_id order by uses desc, sp.product_id limit ${limit}`);
  const ids = used.rows.map((r) => r.product_id);
  const rows = ids.length ? await db.select(productColumns).from(products).where(sql`${products.id} = any(${sql.param(ids)}::uuid[])`) : [];
  const byUse = ids.flatMap((id) => rows.filter((r) => r.id === id));
  if (byUse.length >= limit) return byUse;
  const rest = await browseProducts(db, { viewerId, wanted: [], unwanted: [], after: null, limit: limit + byUse.length });
  return [...byUse, ...rest.filter((r) => !ids.includes(r.id))].slice(0, limit);
}

/** Approved products that contain any of `keys` (a prescription-only ingredient's cosmetic relatives), by name. */
export async function productsWithAnyOf(db: Database, keys: readonly string[], viewerId: string | null, limit: number) {
  if (!keys.length) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(visibleTo(viewerId), sql`${products.ingredientKeys} && ${sql.param([...keys])}::text[]`))
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(limit);
}

export interface BrowseOptions {
  viewerId: string | null;
  type?: string;
  /** Canonical keys that must all be present. */
  wanted: string[];
  /** Canonical keys none of which may be present. */
  unwanted: string[];
  /** Keyset cursor: (lower(name), id) of the last row of the previous page. */
  after: [string, string] | null;
  limit: number;
}

/**
 * Browsing and the ingredient filter, in SQL: `@>` for wanted keys and `&&` for unwanted ones (GIN
 * index). A filter wanting a key few products have sorts those products (ingredient-filter.ts);
 * otherwise the name index is walked. Both give the same rows.
 */
export async function browseProducts(db: Database, o: BrowseOptions): Promise<ProductColumns[]> {
  return (await rareEnoughToSort(db, o.wanted)) ? browseSortedCandidates(db, o) : browseByNameWalk(db, o);
}

const afterCursor = (after: BrowseOptions["after"]) =>
  after ? or(gt(sql`lower(${products.name})`, after[0]), and(eq(sql`lower(${products.name})`, after[0]), gt(products.id, after[1]))) : undefined;

/** The filter through the products with every wanted key, sorted (o.wanted must not be empty). */
export async function browseSortedCandidates(db: Database, o: BrowseOptions): Promise<ProductColumns[]> {
  const { rows } = await sortedCandidatesPage(db, {
    where: and(visibleTo(o.viewerId), o.type ? eq(products.productType, o.type) : undefined, afterCursor(o.after))!,
    wanted: o.wanted,
    unwanted: o.unwanted,
    columns: productColumnsText,
    limit: o.limit,
  });
  return rows as unknown as ProductColumns[];
}

/**
 * The filter (or plain browsing) along the name index (products_name_walk_idx, ADR 0047): the index
 * carries every column the conditions test, ingredient numbers included, so the walk reads index
 * pages only; the table is read for the rows of the page.
 */
export async function browseByNameWalk(db: Database, o: BrowseOptions): Promise<ProductColumns[]> {
  const where = and(
    visibleTo(o.viewerId),
    o.type ? sql`products.product_type = ${o.type}` : undefined,
    o.wanted.length ? sql`products.ingredient_ids @> ${allKeyIds(o.wanted)}` : undefined,
    o.unwanted.length ? sql`not (products.ingredient_ids && ${anyKeyIds(o.unwanted)})` : undefined,
    o.after
      ? sql`(lower(products.name), products.id) > (${o.after[0]}, ${o.after[1]}::uuid)`
      : undefined,
  );
  const { rows } = await db.execute(sql`
    select ${productColumnsText} from (
      select products.id, lower(products.name) as n from products
      where ${where}
      order by lower(products.name), products.id
      limit ${o.limit}
    ) page
    join products on products.id = page.id
    order by page.n, page.id`);
  return rows as unknown as ProductColumns[];
}
