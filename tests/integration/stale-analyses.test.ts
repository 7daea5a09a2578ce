/**
 * The migration command refreshes what an older engine stored with each product (scripts/migrate.ts):
 * its compact analysis (ADR 0050) and, first, its ingredient keys read again from its stored list,
 * since a newer engine may read lists differently.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_VERSION, productAnalysis } from "../../core/evaluation/candidate-analysis";
import { parseInci } from "../../core/inci";
import { migratePostgres } from "../../scripts/migrate";
import { connectTestDatabase } from "../helpers/test-database";

const LISTED = {
  id: "00000000-0000-4000-8000-a00000000001",
  // A fragrance before its allergens' colon, an accented name and a line-end hyphen: keys an older reading got otherwise.
  ingredients: "Aqua (Water), GLYCÉRINE, Niacinamide, Sodium Hy- aluronate, Fragrance (Parfum): Linalool, Limonene",
  staleKeys: ["aqua", "glycérine", "niacinamide", "sodium hy", "aluronate", "linalool", "limonene"],
};
const UNLISTED = { id: "00000000-0000-4000-8000-a00000000002", keys: ["water", "squalane"] };

let database: Awaited<ReturnType<typeof connectTestDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  database = await connectTestDatabase("stale_analyses_it");
  ({ client } = database);
  await client.query(
    `insert into products (id, name, brand, product_type, ingredients, ingredient_keys, analysis) values
       ($1, 'Old Serum', 'Old', 'Serum', $2, $3, $4), ($5, 'No List Oil', 'Old', 'Face Oil', '', $6, null)`,
    [LISTED.id, LISTED.ingredients, LISTED.staleKeys, JSON.stringify({ v: "engine-0.0.0/a2" }), UNLISTED.id, UNLISTED.keys],
  );
});

afterAll(async () => {
  await database?.drop();
});

describe("the migration command and products an older engine stored", () => {
  it("reads each stored list again and stores the analysis of what it reads now", async () => {
    await migratePostgres(database.databaseUrl);
    const { rows } = await client.query<{ id: string; ingredient_keys: string[]; ingredient_ids: number[]; analysis: { v: string } }>(
      "select id, ingredient_keys, ingredient_ids, analysis from products where id = any($1) order by id",
      [[LISTED.id, UNLISTED.id]],
    );
    const keys = parseInci(LISTED.ingredients).ingredients.map((i) => i.key);
    expect(keys).not.toEqual(LISTED.staleKeys);
    expect(rows[0].ingredient_keys).toEqual(keys);
    expect(rows[0].ingredient_ids).toHaveLength(keys.length);
    expect(rows[0].analysis).toEqual(JSON.parse(JSON.stringify(productAnalysis({ name: "Old Serum", brand: "Old", productType: "Serum", ingredientKeys: keys, ingredients: LISTED.ingredients }))));
    expect(rows[0].analysis.v).toBe(ANALYSIS_VERSION);
    // No list to read again: the keys stay as they were.
    expect(rows[1].ingredient_keys).toEqual(UNLISTED.keys);
    expect(rows[1].analysis.v).toBe(ANALYSIS_VERSION);
  });
});
