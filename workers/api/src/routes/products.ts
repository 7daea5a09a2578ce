import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { parseInci } from "../../../../core/inci";
import { canonicalKey } from "../../../../core/inci-key";
import { INCI_SYNONYMS } from "../../../../core/inci-synonyms";
import { NewProductSchema, ProductQuerySchema } from "../../../../core/schemas/products";
import type { Database } from "../../../../drizzle/client";
import { products } from "../../../../drizzle/schema";
import type { AppEnv } from "../env";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, conflict } from "../lib/errors";
import { jsonBody, queryParams } from "../lib/validate";
import { currentSession, requireUser } from "../middleware/auth";

export const SEARCH_LIMIT = 20;
export const FILTER_LIMIT = 20;
export const BROWSE_LIMIT = 15;

type ProductRow = typeof products.$inferSelect;

export function serializeProduct(p: Pick<ProductRow, "id" | "name" | "brand" | "productType" | "ingredients" | "imageUrl" | "status" | "source">) {
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
  };
}

/** The key a typed ingredient name is stored under ("Vitamin C" -> "ascorbic acid"). */
export function ingredientKey(name: string): string {
  const key = canonicalKey(name);
  return INCI_SYNONYMS.get(key) ?? key;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const searchText = sql`lower(${products.brand} || ' ' || ${products.name})`;

/** Approved products, plus the viewer's own ones still awaiting review. */
function visibleTo(viewerId: string | null): SQL {
  return viewerId
    ? or(eq(products.status, "approved"), and(eq(products.createdBy, viewerId), eq(products.status, "pending")))!
    : eq(products.status, "approved");
}

function encodeCursor(row: { name: string; id: string }) {
  return btoa(JSON.stringify([row.name.toLowerCase(), row.id])).replace(/=+$/, "");
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(atob(cursor));
    if (Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === "string")) return value as [string, string];
  } catch {
    // fall through
  }
  throw badRequest("cursor is invalid", "invalid_cursor");
}

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
};

/** Candidate spellings considered for each typed word. */
const CANDIDATES_PER_WORD = 6;

/** Words as the database splits them (products.search_words): lowercased, split on non-alphanumerics. */
export function searchWordsOf(text: string): string[] {
  const words = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  const meaningful = words.filter((w) => w.length >= 2);
  return (meaningful.length > 0 ? meaningful : words).slice(0, 8);
}

/**
 * Name or brand search in two index-backed tiers:
 * 1. products whose name, or brand and name, start with the text (btree pattern indexes);
 * 2. typo tolerance: each typed word is matched against the vocabulary of product words by
 *    trigram similarity or prefix (search_words, GIN trigram index), and products must contain a
 *    close spelling of every typed word that has one (products.search_words, GIN), ranked by how
 *    close their words are. So 'cerave hydratng' finds the CeraVe Hydrating Cleanser.
 */
export async function searchProducts(db: Database, text: string, viewerId: string | null, limit = SEARCH_LIMIT) {
  const q = text.toLowerCase();
  const prefix = `${escapeLike(q)}%`;
  const byName = sql`lower(${products.name}) collate "C"`;
  const byBrandAndName = sql`${searchText} collate "C"`;
  const [nameFirst, brandFirst] = await Promise.all([
    db.select(productColumns).from(products).where(and(visibleTo(viewerId), sql`${byName} like ${prefix}`)).orderBy(byName, asc(products.id)).limit(limit),
    db
      .select(productColumns)
      .from(products)
      .where(and(visibleTo(viewerId), sql`${byBrandAndName} like ${prefix}`))
      .orderBy(byBrandAndName, asc(products.id))
      .limit(limit),
  ]);
  const prefixed = [...nameFirst, ...brandFirst.filter((p) => !nameFirst.some((n) => n.id === p.id))].slice(0, limit);
  if (prefixed.length >= limit) return prefixed;

  const typed = searchWordsOf(text);
  if (typed.length === 0) return prefixed;
  const candidates = await db.execute<{ i: string; w: string; word: string; sim: number }>(sql`
    select q.i, q.w, v.word, v.sim from unnest(${sql.param(typed)}::text[]) with ordinality as q(w, i)
    cross join lateral (
      select word, similarity(word, q.w)::float8 as sim from search_words
      where word % q.w or word like q.w || '%'
      order by (word = q.w) desc, (word like q.w || '%') desc, similarity(word, q.w) desc, word
      limit ${CANDIDATES_PER_WORD}
    ) v`);
  // A word that exists as typed stands for itself; only unknown (mistyped or partial) words
  // widen to their close spellings. Common words would otherwise make the lists long.
  const byWord = new Map<string, string[]>();
  for (const c of candidates.rows) {
    const options = byWord.get(c.i) ?? [];
    if (options[0] !== c.w) byWord.set(c.i, c.word === c.w ? [c.word] : [...options, c.word]);
  }
  if (byWord.size === 0) return prefixed;
  const chosen = candidates.rows.filter((c) => byWord.get(c.i)!.includes(c.word));
  // Rank by how close the product's words are to what was typed: the sum of the similarities of
  // the chosen spellings it contains (a few cheap containment tests per row).
  const score = sql.join(
    chosen.map((c) => sql`(case when ${products.searchWords} @> ${sql.param([c.word])}::text[] then ${Number(c.sim)}::float8 else 0 end)`),
    sql` + `,
  );
  const fuzzy = await db
    .select(productColumns)
    .from(products)
    .where(and(visibleTo(viewerId), ...[...byWord.values()].map((options) => sql`${products.searchWords} && ${sql.param(options)}::text[]`)))
    .orderBy(sql`${score} desc`, sql`length(${products.name})`, asc(products.id))
    .limit(limit);
  const seen = new Set(prefixed.map((p) => p.id));
  return [...prefixed, ...fuzzy.filter((p) => !seen.has(p.id))].slice(0, limit);
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

/** Browsing and the ingredient filter, in SQL: `@>` for wanted keys and `&&` for unwanted ones (GIN index). */
export function browseProducts(db: Database, o: BrowseOptions) {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        visibleTo(o.viewerId),
        o.type ? eq(products.productType, o.type) : undefined,
        o.wanted.length ? sql`${products.ingredientKeys} @> ${sql.param(o.wanted)}::text[]` : undefined,
        o.unwanted.length ? sql`not (${products.ingredientKeys} && ${sql.param(o.unwanted)}::text[])` : undefined,
        o.after
          ? or(gt(sql`lower(${products.name})`, o.after[0]), and(eq(sql`lower(${products.name})`, o.after[0]), gt(products.id, o.after[1])))
          : undefined,
      ),
    )
    .orderBy(sql`lower(${products.name})`, asc(products.id))
    .limit(o.limit);
}

export const productRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = queryParams(c, ProductQuerySchema);
    const db = c.get("db");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    if (query.search) {
      const rows = await searchProducts(db, query.search, viewerId, Math.min(query.limit ?? SEARCH_LIMIT, SEARCH_LIMIT));
      return c.json({ products: rows.map(serializeProduct), nextCursor: null });
    }
    const wanted = [...new Set(query.wanted.map(ingredientKey))];
    const unwanted = [...new Set(query.unwanted.map(ingredientKey))];
    const filtering = wanted.length > 0 || unwanted.length > 0;
    const limit = Math.min(query.limit ?? (filtering ? FILTER_LIMIT : BROWSE_LIMIT), filtering ? FILTER_LIMIT : 50);
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await browseProducts(db, { viewerId, type: query.type, wanted, unwanted, after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return c.json({
      products: page.map(serializeProduct),
      nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null,
    });
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    const viewerId = (await currentSession(c))?.user.id ?? null;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw badRequest("product id is invalid", "invalid_id");
    const [row] = await c.get("db").select(productColumns).from(products).where(and(eq(products.id, id), visibleTo(viewerId))).limit(1);
    if (!row) return c.json({ message: "Product not found", code: "not_found" }, 404);
    return c.json({ product: serializeProduct(row) });
  })
  .post("/", requireUser, async (c) => {
    const input = await jsonBody(c, NewProductSchema);
    const parsed = parseInci(input.ingredients);
    if (parsed.ingredients.length < 2) {
      throw badRequest("ingredients must list at least 2 ingredients, separated by commas", "validation_error");
    }
    try {
      const [row] = await c
        .get("db")
        .insert(products)
        .values({
          name: input.name,
          brand: input.brand,
          productType: input.productType,
          ingredients: input.ingredients,
          ingredientKeys: parsed.ingredients.map((i) => i.key),
          source: "user",
          status: "pending",
          createdBy: c.get("user").id,
        })
        .returning(productColumns);
      return c.json({ product: serializeProduct(row), message: "Product added. It is yours to use now and visible to others after review." }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("This product is already in the catalogue", "product_exists");
      throw error;
    }
  });
