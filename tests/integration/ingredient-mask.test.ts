/**
 * The name walk's 64-bit ingredient mask (ADR 0053): kept by the database with ingredient_ids, and
 * only a first test: keys whose numbers share a bit (id % 64) never make a product match.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import type { Database } from "../../drizzle/client";
import { browseByNameWalk } from "../../workers/api/src/lib/catalogue/products";
import { createTestDatabase } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase("ingredient_mask_it");
  client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  db = drizzle(client, { schema }) as unknown as Database;
}, 120_000);
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

const insert = async (name: string, keys: string[]) =>
  (await client.query<{ id: string }>(`insert into products (name, brand, product_type, ingredient_keys) values ($1, 'Mask', 'Serum', $2) returning id`, [name, keys])).rows[0].id;

const masks = async () =>
  (await client.query<{ ok: boolean }>(`select ingredient_mask = ingredient_ids_mask(ingredient_ids) and ingredient_mask <> 0 as ok from products`)).rows.map((r) => r.ok);

describe("the ingredient mask", () => {
  it("is set from the product's keys on every write, whatever the writer sends", async () => {
    const id = await insert("Mask Kept", ["water", "glycerin"]);
    await client.query(`update products set ingredient_keys = '{water,niacinamide}' where id = $1`, [id]);
    await client.query(`update products set ingredient_mask = 0 where id = $1`, [id]);
    expect(await masks()).toEqual([true]);
    await client.query("delete from products");
  });

  it("never lets a key sharing another key's bit match it", async () => {
    // 65 keys: at least two of them share a bit of the mask.
    const keys = Array.from({ length: 65 }, (_, i) => `mask key ${i}`);
    // Numbered by a product that then goes: the numbers stay.
    await client.query("delete from products where id = $1", [await insert("Mask Numbering", keys)]);
    const { rows } = await client.query<{ key: string; id: number }>(`select key, id from ingredient_key_ids where key = any($1::text[]) order by id`, [keys]);
    const [a, b] = rows.filter((r) => rows.some((o) => o.key !== r.key && o.id % 64 === r.id % 64)).filter((r, _, all) => all[0].id % 64 === r.id % 64);
    const withA = await insert("Mask With A", ["water", a.key]);
    const withB = await insert("Mask With B", ["water", b.key]);
    const page = async (wanted: string[], unwanted: string[] = []) =>
      (await browseByNameWalk(db, { viewerId: null, wanted, unwanted, after: null, limit: 10 })).map((r) => r.id);
    expect(await page([a.key])).toEqual([withA]);
    expect(await page([b.key])).toEqual([withB]);
    expect(await page(["water", a.key], [b.key])).toEqual([withA]);
    expect(await masks()).toEqual([true, true]);
  });
});
