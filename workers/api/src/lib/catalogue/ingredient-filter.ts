/**
 * The ingredient filter ("with niacinamide, glycerin and water; without fragrance") when it wants
 * an ingredient that few products have (ADR 0039). Walking the name index and testing each row
 * reads thousands of rows when the matches are not spread evenly over the alphabet, and testing
 * "without" there unpacks every row's key array. Here the GIN index finds every product with all
 * wanted keys (exact: no row is re-checked), those are sorted by name, and "without" is tested
 * only on the rows walked in that order until the page is full.
 *
 * A wanted key that many products have would sort much of the catalogue: then the name walk is
 * cheaper. It reads the name index alone (products_name_walk_idx carries the ingredient numbers,
 * ADR 0047), some 20 entries a page, so a filter matching one product in 100 reads about 100 pages
 * for a page of 20, where the sorted way reads a table page per candidate. The planner's statistics of ingredient_keys (most common elements and
 * their frequencies, read once per isolate every 10 minutes) tell which case a filter is.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";

/**
 * At most this many products with every wanted key are sorted by name (about a table page each);
 * more, and the name walk is used (ADR 0047: from 2 % of 100,000 products, a walk reads fewer pages).
 */
export const SORTED_CANDIDATES_MAX = 2_000;
const STATS_KEEP_MS = 10 * 60_000;

interface KeyStats {
  rows: number;
  /** Share of products that have each common key. */
  freq: Map<string, number>;
  /** Every key missing from `freq` has at most this share. */
  rest: number;
}

let kept: { at: number; stats: KeyStats | null } | null = null;

async function keyStats(db: Database, now = Date.now()): Promise<KeyStats | null> {
  if (kept && now - kept.at < STATS_KEEP_MS) return kept.stats;
  const { rows: [row] } = await db.execute<{ rows: number; elems: string[] | null; freqs: number[] | null }>(sql`
    select c.reltuples::float8 as rows, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
    from pg_class c
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'products' and s.attname = 'ingredient_keys'
    where c.oid = 'products'::regclass`);
  // Never analysed (a new database): no statistics, every filter takes the sorted path.
  const stats =
    row && row.elems && row.freqs && row.rows > 0
      ? {
          rows: row.rows,
          freq: new Map(row.elems.map((e, i) => [e, row.freqs![i]])),
          // After the elements' frequencies come the smallest and largest of them, then the share of nulls.
          rest: row.freqs[row.freqs.length - 3] ?? 0,
        }
      : null;
  kept = { at: now, stats };
  return stats;
}

/** Forget the statistics (tests). */
export function clearKeyStats() {
  kept = null;
}

/** Whether sorting every product with all `wanted` keys is cheaper than walking names: the rarest key decides. */
export async function rareEnoughToSort(db: Database, wanted: readonly string[], max = SORTED_CANDIDATES_MAX): Promise<boolean> {
  if (wanted.length === 0) return false;
  const stats = await keyStats(db);
  if (!stats) return true;
  const share = Math.min(...wanted.map((k) => stats.freq.get(k) ?? stats.rest));
  return share * stats.rows <= max;
}

/**
 * The page of products with every wanted key and none of the unwanted ones, in name order, after
 * the keyset cursor. `where` holds the other conditions (visibility, type, cursor); `columns`
 * the select list, written against `products`.
 */
export function sortedCandidatesPage(db: Database, o: { where: SQL; wanted: readonly string[]; unwanted: readonly string[]; columns: SQL; limit: number }) {
  // Materialized: the candidates are read once through the GIN index and sorted; the nested loop
  // below then pulls them in name order and stops at `limit` rows that pass "without".
  return db.execute(sql`
    with c as materialized (
      select products.id, lower(products.name) as n from products
      where ${o.where} and products.ingredient_keys @> ${sql.param([...o.wanted])}::text[]
    )
    select ${o.columns} from (select id, n from c order by n, id) s
    join products on products.id = s.id
    ${o.unwanted.length ? sql`where not (products.ingredient_keys && ${sql.param([...o.unwanted])}::text[])` : sql``}
    order by s.n, s.id
    limit ${o.limit}`);
}
