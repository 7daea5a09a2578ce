/**
 * A typed or scanned barcode of a shipped product is found without any outside service: the seed
 * puts the shipped catalogue's barcodes in the database, and the lookup answers from it before it
 * would ask Open Beauty Facts (here pointed at a closed port: asking it would fail the lookup).
 *
 * Every shipped product that carries a barcode is looked up. Until the shipped catalogue has
 * barcodes, a fixture product stands in, stored with the columns the seed writes.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkBarcode } from "../../core/barcode";
import * as schema from "../../drizzle/schema";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../drizzle/seed/products";
import { seed, type AnyPgDatabase } from "../../scripts/seed";
import { startApiHarness } from "../helpers/api-harness";

interface Barcoded {
  brand: string;
  name: string;
  barcode: string;
}

const FIXTURE: Barcoded & { productType: "Moisturizer"; ingredients: string } = {
  brand: "Fixture Labs",
  name: "Shipped Barrier Cream",
  productType: "Moisturizer",
  ingredients: "Aqua, Glycerin, Ceramide NP, Cholesterol, Phenoxyethanol",
  // A UPC-A (stored as its EAN-13 twin) in the in-store range: never a real product.
  barcode: "0212345678992",
};

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let shipped: Barcoded[] = [];

beforeAll(async () => {
  harness = await startApiHarness("shipped_barcodes_it", { OPEN_BEAUTY_FACTS_URL: "http://127.0.0.1:9", OPEN_BEAUTY_FACTS_TIMEOUT_MS: "300" });
  await seed(drizzle(harness.sql, { schema }) as unknown as AnyPgDatabase);
  shipped = CATALOG_PRODUCTS.flatMap((p) => {
    const barcode = (p as { barcode?: string }).barcode;
    return barcode ? [{ brand: p.brand, name: p.name, barcode }] : [];
  });
  if (shipped.length === 0) {
    await harness.sql.query(
      "insert into products (brand, name, product_type, ingredients, ingredient_keys, barcode, source, status) values ($1, $2, $3, $4, $5, $6, 'catalog', 'approved')",
      [FIXTURE.brand, FIXTURE.name, FIXTURE.productType, FIXTURE.ingredients, ingredientKeysOf(FIXTURE.ingredients), FIXTURE.barcode],
    );
    shipped = [FIXTURE];
  }
}, 120_000);
afterAll(async () => {
  await harness?.stop();
});

describe("barcodes of the shipped catalogue", () => {
  it("are stored by the seed, each valid and canonical", async () => {
    const { rows } = await harness.sql.query<{ barcode: string }>("select barcode from products where source = 'catalog' and barcode is not null");
    expect(rows.map((r) => r.barcode).sort()).toEqual(shipped.map((p) => checkBarcode(p.barcode)).map((c) => (c.ok ? c.code : "invalid")).sort());
  });

  it("find their product, typed as printed (UPC-A too) or scanned, without asking Open Beauty Facts", async () => {
    for (const p of shipped) {
      const check = checkBarcode(p.barcode);
      expect(check.ok, `${p.brand} ${p.name}: ${p.barcode}`).toBe(true);
      const code = check.ok ? check.code : p.barcode;
      // A UPC-A is printed with 12 digits: typed that way it finds the same product.
      const typed = code.length === 13 && code.startsWith("0") ? [code, code.slice(1)] : [code];
      for (const form of typed) {
        const res = await harness.call(`/api/products/barcode/${form}`);
        const body = (await res.json()) as { source: string; external?: unknown; product: { brand: string; name: string; barcode: string } };
        expect(res.status, `${p.brand} ${p.name} by ${form}`).toBe(200);
        expect(body).toMatchObject({ source: "catalog", product: { brand: p.brand, name: p.name, barcode: code } });
        expect(body.external).toBeUndefined();
      }
    }
  });
});
