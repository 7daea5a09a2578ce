/** Catalogue seed and importers against a real PostgreSQL database (over the retail catalogue: catalog-import.sephora.test.ts). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lookupIngredient } from "../../core/kb/index";
import * as schema from "../../drizzle/schema";
import { SHIPPED_PRODUCTS, seedProducts } from "../../drizzle/seed/products";
import { importCatalogFile } from "../../scripts/catalog-import";
import { importCosingFile } from "../../scripts/kb-import";
import { seed, type AnyPgDatabase } from "../../scripts/seed";
import { connectTestDatabase } from "../helpers/test-database";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = (name: string) => path.join(root, "tests/fixtures/catalog", name);

let database: Awaited<ReturnType<typeof connectTestDatabase<AnyPgDatabase>>>;
let client: pg.Client;
let db: AnyPgDatabase;

beforeAll(async () => {
  database = await connectTestDatabase<AnyPgDatabase>("catalog_it");
  ({ client, db } = database);
});

afterAll(async () => {
  await database?.drop();
});

async function count(query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from (${query}) q`, params);
  return rows[0].n;
}

async function emptyCatalogue() {
  await client.query("delete from products");
}

/** Collects what an import reports instead of writing it to stderr. */
function collector() {
  const messages: string[] = [];
  return { messages, report: (m: string) => void messages.push(m) };
}

describe("catalogue CSV import", () => {
  beforeEach(emptyCatalogue);

  it("imports the sample once, reports broken rows by line, and creates no duplicates the second time", async () => {
    const first = collector();
    const counts = await importCatalogFile(db, fixture("sephora-sample.csv"), first);
    expect(counts).toEqual({ read: 11, inserted: 5, duplicates: 1, skippedNoList: 2, skippedOtherType: 1, broken: 2 });
    expect(first.messages).toHaveLength(3);
    expect(first.messages[0]).toMatch(/sephora-sample\.csv:5: broken row, expected 11 fields, found 3/);
    expect(first.messages[1]).toMatch(/:11: skipped, no product type for label "Fragrance"/);
    expect(first.messages[2]).toMatch(/:13: broken row, expected 11 fields, found 12/);

    const { rows } = await client.query(
      "select brand, name, product_type, source, status, ingredient_keys, image_url from products order by brand, name",
    );
    expect(rows.map((r) => [r.brand, r.name, r.product_type])).toEqual([
      ["Brand A", "Cream, With Comma", "Moisturizer"],
      ["Brand B", 'The "Best" Cleanser', "Cleanser"],
      ["Brand E", "Niacinamide Serum", "Serum"],
      ["Brand F", "Depuffing Eye Cream", "Eye Cream"],
      ["Brand G", "Daily Mineral SPF 50", "Sunscreen"],
    ]);
    for (const row of rows) {
      expect(row.source).toBe("import");
      expect(row.status).toBe("approved");
      expect(row.image_url).toBeNull();
    }
    expect(rows[3].ingredient_keys).toEqual(["water", "caffeine", "glycerin", "butylene glycol", "carbomer"]);
    expect(rows[4].ingredient_keys[0]).toBe("zinc oxide");

    const again = await importCatalogFile(db, fixture("sephora-sample.csv"), collector());
    expect(again).toEqual({ read: 11, inserted: 0, duplicates: 6, skippedNoList: 2, skippedOtherType: 1, broken: 2 });
    expect(await count("select 1 from products")).toBe(5);
  });
});

describe("Open Beauty Facts JSONL import", () => {
  beforeEach(emptyCatalogue);

  it("maps categories, skips other cosmetics and lists-less rows, and is idempotent", async () => {
    const first = collector();
    const counts = await importCatalogFile(db, fixture("openbeautyfacts-sample.jsonl"), first);
    expect(counts).toEqual({ read: 9, inserted: 4, duplicates: 1, skippedNoList: 1, skippedOtherType: 1, broken: 2 });
    expect(first.messages.map((m) => m.replace(/^.*\.jsonl:/, ""))).toEqual([
      expect.stringMatching(/^6: broken row, invalid JSON/),
      "9: broken row, missing product name",
    ]);
    const { rows } = await client.query("select brand, name, product_type from products order by name");
    expect(rows).toEqual([
      { brand: "Acme Skin", name: "Eye Contour Gel", product_type: "Eye Cream" },
      { brand: "Acme Skin", name: "Gentle Foaming Cleanser", product_type: "Cleanser" },
      { brand: "Sunny", name: "Mineral Sunscreen SPF 30", product_type: "Sunscreen" },
      { brand: "Acme Skin", name: "Night Cream", product_type: "Moisturizer" },
    ]);

    const again = await importCatalogFile(db, fixture("openbeautyfacts-sample.jsonl"), collector());
    expect(again.inserted).toBe(0);
    expect(again.duplicates).toBe(5);
    expect(await count("select 1 from products")).toBe(4);
  });
});

describe("Open Beauty Facts barcodes, pictures and licence", () => {
  beforeEach(emptyCatalogue);

  it("keeps valid barcodes (UPC-A as EAN-13) and Open Beauty Facts pictures, with ODbL and attribution; reports progress", async () => {
    const seen: Array<[number, number]> = [];
    const counts = await importCatalogFile(db, fixture("openbeautyfacts-barcodes.jsonl"), { ...collector(), progress: (f, n) => seen.push([f, n]) });
    // The fourth row repeats the first one's barcode: a duplicate, not a second product.
    expect(counts).toMatchObject({ read: 4, inserted: 3, duplicates: 1 });
    const { rows } = await client.query("select name, barcode, image_url, licence, attribution, source_url, source from products order by name");
    expect(rows).toEqual([
      expect.objectContaining({ name: "Bad Barcode Toner", barcode: null, image_url: null, licence: "ODbL" }),
      expect.objectContaining({
        name: "Barrier Repair Cream",
        barcode: "3761234567895",
        image_url: expect.stringMatching(/^https:\/\/images\.openbeautyfacts\.org\//),
        licence: "ODbL",
        attribution: expect.stringContaining("Open Beauty Facts"),
        source_url: "https://world.openbeautyfacts.org/product/3761234567895",
        source: "import",
      }),
      expect.objectContaining({ name: "Daily Gel Cleanser", barcode: "0036000291452" }),
    ]);
    expect(seen.at(-1)).toEqual([1, 4]);
    expect(seen.every(([f], i) => i === 0 || f >= seen[i - 1][0])).toBe(true);
  });

  it("leaves CSV rows without licence or barcode", async () => {
    await importCatalogFile(db, fixture("sephora-sample.csv"), collector());
    expect(await count("select 1 from products where licence is not null or barcode is not null")).toBe(0);
  });
});

describe("CosIng function import", () => {
  beforeEach(async () => {
    await client.query("delete from ingredient_functions");
  });

  it("stores function tags, skips curated names and keeps other sources' rows", async () => {
    // The fixture's names: one the curated knowledge base knows, the others it does not.
    expect(lookupIngredient("GLYCERIN")).toBeDefined();
    for (const name of ["ABIES ALBA LEAF EXTRACT", "HYDROLYZED LUPINE PROTEIN", "BUDDLEJA OFFICINALIS FLOWER EXTRACT"]) {
      expect(lookupIngredient(name), name).toBeUndefined();
    }
    await client.query(
      "insert into ingredient_functions (inci, functions, source) values ('opuntia coccinellifera flower extract', '{SOOTHING}', 'manual')",
    );

    const first = collector();
    const counts = await importCosingFile(db, fixture("cosing-sample.csv"), first);
    expect(counts).toEqual({
      read: 8,
      upserted: 3,
      skippedCurated: 1,
      skippedNoFunctions: 1,
      keptExisting: 1,
      merged: 1,
      broken: 1,
    });
    expect(first.messages).toEqual([expect.stringMatching(/cosing-sample\.csv:10: broken row/)]);

    const { rows } = await client.query("select inci, functions, source from ingredient_functions order by inci");
    expect(rows).toEqual([
      { inci: "abies alba leaf extract", functions: ["PERFUMING", "SKIN CONDITIONING"], source: "cosing" },
      { inci: "buddleja officinalis flower extract", functions: ["ANTIOXIDANT", "SKIN CONDITIONING"], source: "cosing" },
      { inci: "hydrolyzed lupine protein", functions: ["SKIN CONDITIONING", "HUMECTANT"], source: "cosing" },
      { inci: "opuntia coccinellifera flower extract", functions: ["SOOTHING"], source: "manual" },
    ]);
    expect(await count("select 1 from ingredient_functions where inci = 'glycerin'")).toBe(0);

    const again = await importCosingFile(db, fixture("cosing-sample.csv"), collector());
    expect(again.upserted).toBe(3);
    expect(await count("select 1 from ingredient_functions")).toBe(4);
  });
});

describe("catalogue seed", () => {
  beforeEach(emptyCatalogue);

  it("inserts the shipped catalogue once, however often seed() runs", async () => {
    await seed(db);
    expect(await count("select 1 from products where source = 'catalog' and status = 'approved'")).toBe(
      SHIPPED_PRODUCTS.length,
    );
    await seed(db);
    expect(await count("select 1 from products")).toBe(SHIPPED_PRODUCTS.length);
    expect(await seedProducts(db)).toBe(0);
    expect(await count("select 1 from products where cardinality(ingredient_keys) < 5")).toBe(0);
    expect(await count("select 1 from products where source_url like 'http%'")).toBe(
      SHIPPED_PRODUCTS.filter((p) => p.sourceUrl).length,
    );
    expect(await count("select 1 from products where barcode is not null")).toBe(SHIPPED_PRODUCTS.filter((p) => p.barcode).length);
    expect(await count("select 1 from ai_settings")).toBe(1);
  });

  it("a member's unapproved product of a shipped product's brand and name does not keep it out (ADR 0056)", async () => {
    const shipped = SHIPPED_PRODUCTS[0];
    await db.insert(schema.products).values([
      { name: shipped.name.toUpperCase(), brand: shipped.brand, productType: "Serum", status: "pending", source: "user" },
      { name: shipped.name, brand: shipped.brand.toLowerCase(), productType: "Serum", status: "rejected", source: "user" },
    ]);
    expect(await seedProducts(db)).toBe(SHIPPED_PRODUCTS.length);
    expect(await seedProducts(db)).toBe(0);
    expect(await count("select 1 from products where status = 'approved'")).toBe(SHIPPED_PRODUCTS.length);
  });
});
