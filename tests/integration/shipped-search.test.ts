/**
 * Search over the shipped catalogue finds what people type for La Roche-Posay's Effaclar Duo, in
 * any word order, ahead of the brand's other Effaclar products.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { SHIPPED_PRODUCTS } from "../../drizzle/seed/products";
import { seed, type AnyPgDatabase } from "../../scripts/seed";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let duo: { brand: string; name: string };

beforeAll(async () => {
  harness = await startApiHarness("shipped_search_it");
  await seed(drizzle(harness.sql, { schema }) as unknown as AnyPgDatabase);
  const shipped = SHIPPED_PRODUCTS.find((p) => p.brand === "La Roche-Posay" && /^Effaclar Duo\b/i.test(p.name));
  if (!shipped) throw new Error("the shipped catalogue has no La Roche-Posay Effaclar Duo");
  duo = { brand: shipped.brand, name: shipped.name };
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
