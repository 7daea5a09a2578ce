/**
 * Similar products (ADR 0035, 0047): the api's query reads candidates in two capped sets and ranks
 * them on ingredient numbers; on a catalogue where the caps do not bind it must give what the plain
 * definition gives: every comparable product sharing an anchor key (the key actives, else the first
 * ingredients), by shared key actives, then shared ingredients (each counted once), then name and id.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../drizzle/client";
import { parseInci } from "../../core/inci";
import { comparableTypes, keyActivesOf } from "../../core/product-page";
import { similarTo, SIMILAR_LIMIT } from "../../workers/api/src/lib/catalogue/related-products";
import { CATALOG_PRODUCTS } from "../../drizzle/seed/products";
import { connectTestDatabase } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof connectTestDatabase<Database>>>;
let client: pg.Client;
let db: Database;

beforeAll(async () => {
  database = await connectTestDatabase<Database>("similar_products_it");
  ({ client, db } = database);
  // The shipped catalogue's real products (a fresh clone has no ../shared), each twice (a copy per
  // name case), so that ties in name are broken by id.
  const rows = CATALOG_PRODUCTS.map((p) => ({ name: p.name, brand: p.brand, label: p.productType, ingredients: p.ingredients }));
  const all = [...rows, ...rows.map((r) => ({ ...r, brand: `${r.brand} Copy`, name: r.name.toUpperCase() }))];
  await client.query(
    `insert into products (name, brand, product_type, ingredients, ingredient_keys)
     select n, b, t, l, array(select jsonb_array_elements_text(k::jsonb))
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as x(n, b, t, l, k)
     on conflict do nothing`,
    [all.map((r) => r.name), all.map((r) => r.brand), all.map((r) => r.label), all.map((r) => r.ingredients), all.map((r) => JSON.stringify(parseInci(r.ingredients).ingredients.map((i) => i.key)))],
  );
  await client.query("analyze products");
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

interface Subject {
  id: string;
  productType: string;
  ingredients: string;
  ingredientKeys: string[];
}

/** The definition, over every product (no caps), on the text keys. */
async function bySpec(subject: Subject) {
  const actives = keyActivesOf(subject.ingredients).map((a) => a.key);
  const anchor = actives.length ? actives : subject.ingredientKeys.slice(0, 5);
  const { rows } = await client.query<{ id: string }>(
    `select p.id from products p
     cross join lateral (
       select count(distinct k) filter (where k = any($3::text[])) as actives, count(distinct k) filter (where k = any($4::text[])) as shared
       from unnest(p.ingredient_keys) k) s
     where p.status = 'approved' and p.id <> $1 and p.product_type = any($2::text[]) and p.ingredient_keys && $5::text[]
     order by s.actives desc, s.shared desc, lower(p.name), p.id limit $6`,
    [subject.id, comparableTypes(subject.productType), actives, subject.ingredientKeys, anchor, SIMILAR_LIMIT],
  );
  return rows.map((r) => r.id);
}

describe("similar products", () => {
  it("are the products the definition ranks first, for products with and without key actives", async () => {
    const { rows: subjects } = await client.query<Subject>(
      `select id, product_type as "productType", ingredients, ingredient_keys as "ingredientKeys" from products order by id limit 60`,
    );
    let withActives = 0, withoutActives = 0, full = 0;
    for (const subject of subjects) {
      const found = (await similarTo(db, subject)).map((p) => p.id);
      expect(found, subject.id).toEqual(await bySpec(subject));
      if (keyActivesOf(subject.ingredients).length) withActives++;
      else withoutActives++;
      if (found.length === SIMILAR_LIMIT) full++;
    }
    // Both anchors, and mostly full lists, were exercised.
    expect(withActives).toBeGreaterThan(10);
    expect(withoutActives).toBeGreaterThan(3);
    expect(full).toBeGreaterThan(30);
  });

  it("find nothing for keys no other product lists, and a product's only match when one other lists them", async () => {
    const { rows: [known] } = await client.query<Subject>(
      `select id, product_type as "productType", ingredients, ingredient_keys as "ingredientKeys" from products order by id limit 1`,
    );
    const lonely = { ...known, id: "00000000-0000-4000-8000-000000000000", ingredients: "Zzyzx Root Extract, Qwertyl Oil", ingredientKeys: ["zzyzx root extract", "qwertyl oil"] };
    expect(await similarTo(db, lonely)).toEqual([]);
    await client.query(
      `insert into products (name, brand, product_type, ingredients, ingredient_keys) values ('Zzyzx Balm', 'Test', $1, 'Water, Zzyzx Root Extract', array['water', 'zzyzx root extract'])`,
      [known.productType],
    );
    const found = await similarTo(db, lonely);
    expect(found.map((p) => p.name)).toEqual(["Zzyzx Balm"]);
    expect(found.map((p) => p.id)).toEqual(await bySpec(lonely));
  });
});
