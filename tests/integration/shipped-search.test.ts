/**
 * Search over the shipped catalogue finds what people type for La Roche-Posay's Effaclar Duo, in
 * any word order, ahead of the brand's other Effaclar products. Until the shipped catalogue has
 * it, a fixture product stands in, stored with the columns the seed writes.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../drizzle/seed/products";
import { seed, type AnyPgDatabase } from "../../scripts/seed";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let duo: { brand: string; name: string };

beforeAll(async () => {
  harness = await startApiHarness("shipped_search_it");
  await seed(drizzle(harness.sql, { schema }) as unknown as AnyPgDatabase);
  const shipped = CATALOG_PRODUCTS.find((p) => p.brand === "La Roche-Posay" && /^Effaclar Duo\b/i.test(p.name));
  duo = shipped ?? { brand: "La Roche-Posay", name: "Effaclar Duo Acne Treatment" };
  if (!shipped) {
    const ingredients = "Aqua, Glycerin, Niacinamide, Benzoyl Peroxide, Carbomer";
    await harness.sql.query(
      "insert into products (brand, name, product_type, ingredients, ingredient_keys, source, status) values ($1, $2, 'Spot Treatment', $3, $4, 'catalog', 'approved')",
      [duo.brand, duo.name, ingredients, ingredientKeysOf(ingredients)],
    );
  }
}, 120_000);
afterAll(async () => {
  await harness?.stop();
});

describe("searching the shipped catalogue for Effaclar Duo", () => {
  it.each(["effaclar duo", "duo effaclar", "la roche posay effaclar duo", "effaclar duo la roche-posay", "efaclar duo"])("finds it first for %j", async (text) => {
    const res = await harness.call(`/api/products?search=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: Array<{ brand: string; name: string }> };
    expect(products[0]).toMatchObject(duo);
  });
});
