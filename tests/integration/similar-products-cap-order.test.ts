/**
 * Similar products when the candidate caps bind (ADR 0053): each cap keeps the products with the
 * lowest ids, so the answer does not depend on where the rows lie in the table, or where a scan
 * of it starts (PostgreSQL's synchronized sequential scans start mid-table on large tables).
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../drizzle/client";
import { similarTo, SIMILAR_LIMIT } from "../../workers/api/src/lib/catalogue/related-products";
import { connectTestDatabase } from "../helpers/test-database";

/** More comparable products than a cap (300) holds, twice over. */
const CANDIDATES = 700;
const CAP = 300;
const SUBJECT_KEYS = ["water", "niacinamide", "glycerin", "panthenol", "squalane", "allantoin", "butylene glycol"];
const subject = {
  id: "00000000-0000-4000-8000-100000000000",
  productType: "Serum",
  ingredients: "Water, Niacinamide, Glycerin, Panthenol, Squalane, Allantoin, Butylene Glycol",
  ingredientKeys: SUBJECT_KEYS,
};
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
/** How many of the subject's other keys candidate i lists: the most among the low ids, and never all above them. */
const sharedOf = (i: number) => (i < CAP ? (i * 7) % 6 : 1 + ((i * 5) % 4));

let database: Awaited<ReturnType<typeof connectTestDatabase<Database>>>;
let client: pg.Client;
let db: Database;

beforeAll(async () => {
  database = await connectTestDatabase<Database>("similar_cap_order_it");
  ({ client, db } = database);
  const ids: string[] = [], names: string[] = [], keys: string[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    ids.push(idOf(i));
    names.push(`Candidate ${String(i).padStart(4, "0")}`);
    keys.push(JSON.stringify(["niacinamide", ...SUBJECT_KEYS.filter((k) => k !== "niacinamide").slice(0, sharedOf(i)), `own ${i}`]));
  }
  await client.query(
    `insert into products (id, name, brand, product_type, ingredients, ingredient_keys)
     select i::uuid, n, 'Cap', 'Serum', 'Water, Niacinamide', array(select jsonb_array_elements_text(k::jsonb))
     from unnest($1::text[], $2::text[], $3::text[]) as x(i, n, k)`,
    [ids, names, keys],
  );
  await client.query("analyze products");
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

/** The stated answer: the lowest ids that share the key active, ranked by shared ingredients, then name. */
function expected() {
  return Array.from({ length: CAP }, (_, i) => i)
    .sort((a, b) => sharedOf(b) - sharedOf(a) || a - b)
    .slice(0, SIMILAR_LIMIT)
    .map(idOf);
}

describe("similar products over capped candidates", () => {
  it("are the same wherever the rows lie in the table", async () => {
    expect((await similarTo(db, subject)).map((p) => p.id)).toEqual(expected());
    // The rows with the lowest ids move to the end of the table: a scan in table order meets the others first.
    await client.query(
      `with moved as (delete from products where id < $1::uuid returning id, name, brand, product_type, ingredients, ingredient_keys)
       insert into products (id, name, brand, product_type, ingredients, ingredient_keys) select * from moved`,
      [idOf(CAP)],
    );
    await client.query("analyze products");
    expect((await similarTo(db, subject)).map((p) => p.id)).toEqual(expected());
  });
});
