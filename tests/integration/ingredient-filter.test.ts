/**
 * The ingredient filter's two ways (ADR 0039): sorting the products that have every wanted key,
 * or walking the name index. They must give the same pages, cursor included; the planner's
 * statistics choose between them.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../drizzle/client";
import { clearKeyStats, rareEnoughToSort } from "../../workers/api/src/lib/catalogue/ingredient-filter";
import { browseByNameWalk, browseSortedCandidates, type BrowseOptions } from "../../workers/api/src/lib/catalogue/products";
import { connectTestDatabase } from "../helpers/test-database";

const KEYS = ["water", "glycerin", "niacinamide", "squalane", "fragrance", "limonene", "panthenol", "salicylic acid"];
let database: Awaited<ReturnType<typeof connectTestDatabase<Database>>>;
let client: pg.Client;
let db: Database;

/** A fixed pseudo-random sequence, so that a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

beforeAll(async () => {
  database = await connectTestDatabase<Database>("ingredient_filter_it");
  ({ client, db } = database);
  const next = random(7);
  const names: string[] = [], keys: string[] = [], types: string[] = [], statuses: string[] = [];
  for (let i = 0; i < 400; i++) {
    // Names with ties in case and order, so that the cursor's (name, id) order is exercised.
    names.push(`${["Alpha", "beta", "Beta", "gamma", "Delta"][i % 5]} Cream ${Math.floor(next() * 60)}`);
    keys.push(JSON.stringify(["water", ...KEYS.slice(1).filter(() => next() < 0.4)]));
    types.push(next() < 0.5 ? "Serum" : "Moisturizer");
    statuses.push(next() < 0.9 ? "approved" : "pending");
  }
  await client.query(
    `insert into products (name, brand, product_type, ingredients, ingredient_keys, status)
     select n, 'Filter' || ordinality, t, 'Water, Glycerin', array(select jsonb_array_elements_text(k::jsonb)), s
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as x(n, k, t, s)`,
    [names, keys, types, statuses],
  );
  await client.query("analyze products");
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

async function allPages(browse: (db: Database, o: BrowseOptions) => Promise<Array<{ id: string; name: string }>>, o: Omit<BrowseOptions, "after" | "limit">) {
  const seen: string[] = [];
  let after: BrowseOptions["after"] = null;
  for (;;) {
    const rows = await browse(db, { ...o, after, limit: 7 });
    seen.push(...rows.map((r) => r.id));
    if (rows.length < 7) return seen;
    const last = rows[rows.length - 1];
    after = [last.name.toLowerCase(), last.id];
  }
}

describe("the ingredient filter", () => {
  it("gives the same pages whichever way it reads them", async () => {
    const next = random(11);
    let pagedFilters = 0;
    for (let n = 0; n < 20; n++) {
      const wanted = KEYS.filter(() => next() < 0.3);
      if (wanted.length === 0) wanted.push(KEYS[1 + (n % 7)]);
      const unwanted = KEYS.filter((k) => !wanted.includes(k) && next() < 0.3);
      const o = { viewerId: null, wanted, unwanted, type: n % 3 === 0 ? "Serum" : undefined };
      const sorted = await allPages(browseSortedCandidates, o);
      expect(sorted, JSON.stringify(o)).toEqual(await allPages(browseByNameWalk, o));
      if (sorted.length > 7) pagedFilters++;
    }
    // Most filters span several pages: the cursor is exercised, not only first pages.
    expect(pagedFilters).toBeGreaterThan(10);
  });

  it("finds nothing for a wanted ingredient no product lists, and ignores such an unwanted one", async () => {
    const o = { viewerId: null, type: undefined };
    for (const browse of [browseByNameWalk, browseSortedCandidates]) {
      expect(await allPages(browse, { ...o, wanted: ["water", "an ingredient nobody lists"], unwanted: [] })).toEqual([]);
      expect(await allPages(browse, { ...o, wanted: ["water", "niacinamide"], unwanted: ["an ingredient nobody lists"] })).toEqual(
        await allPages(browse, { ...o, wanted: ["water", "niacinamide"], unwanted: [] }),
      );
    }
  });

  it("follows a product's changed ingredients (the ingredient numbers are kept by the database)", async () => {
    const { rows: [product] } = await client.query<{ id: string }>(
      `insert into products (name, brand, product_type, ingredient_keys) values ('Aaa First Cream', 'Numbers', 'Serum', '{water,"a new ingredient"}') returning id`,
    );
    const first = (wanted: string[], unwanted: string[]) => browseByNameWalk(db, { viewerId: null, wanted, unwanted, after: null, limit: 1 });
    expect((await first(["a new ingredient"], []))[0]?.id).toBe(product.id);
    await client.query(`update products set ingredient_keys = '{water,fragrance}' where id = $1`, [product.id]);
    expect(await first(["a new ingredient"], [])).toEqual([]);
    expect((await first(["fragrance"], []))[0]?.id).toBe(product.id);
    expect((await first(["water"], ["fragrance"]))[0]?.id).not.toBe(product.id);
    await client.query("delete from products where id = $1", [product.id]);
  });

  it("sorts when the rarest wanted key is rare, and walks names when every wanted key is common", async () => {
    clearKeyStats();
    // Water is in all 400 products, each other key in about 40 %: a key the statistics do not list
    // counts as rare as the least common one they list.
    expect(await rareEnoughToSort(db, ["water"], 250)).toBe(false);
    expect(await rareEnoughToSort(db, ["water", "an ingredient nobody lists"], 250)).toBe(true);
    expect(await rareEnoughToSort(db, ["water", "glycerin"], 250)).toBe(true);
    expect(await rareEnoughToSort(db, ["water", "glycerin"], 100)).toBe(false);
    expect(await rareEnoughToSort(db, ["water"], 1_000)).toBe(true);
    expect(await rareEnoughToSort(db, [], 1_000)).toBe(false);
  });
});
