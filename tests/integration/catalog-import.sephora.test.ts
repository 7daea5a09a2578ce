/**
 * The catalogue importer over the real retail catalogue, ../shared/data/sephora-cosmetics.csv (its
 * licence is not stated: read where it lies, never copied; without it this file is left out of the
 * run and `npm test` says so, scripts/lib/test-scope.ts).
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogFile } from "../../scripts/catalog-import";
import type { AnyPgDatabase } from "../../scripts/seed";
import { sharedFile } from "../helpers/shared-data";
import { connectTestDatabase } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof connectTestDatabase<AnyPgDatabase>>>;
let client: pg.Client;
let db: AnyPgDatabase;

beforeAll(async () => {
  database = await connectTestDatabase<AnyPgDatabase>("catalog_sephora_it");
  ({ client, db } = database);
  await client.query("delete from products");
});

afterAll(async () => {
  await database?.drop();
});

async function count(query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from (${query}) q`, params);
  return rows[0].n;
}

/** Collects what an import reports instead of writing it to stderr. */
function collector() {
  const messages: string[] = [];
  return { messages, report: (m: string) => void messages.push(m) };
}

describe("catalogue CSV import over the retail catalogue", () => {
  it("imports the real shared catalogue (about 1,290 products) and nothing the second time", async () => {
    const sharedCsv = sharedFile("sephora-cosmetics.csv");
    const first = collector();
    const counts = await importCatalogFile(db, sharedCsv, first);
    expect(counts.read).toBe(1472);
    expect(counts.inserted).toBeGreaterThan(1200);
    expect(counts.inserted).toBeLessThan(1350);
    expect(counts.inserted + counts.duplicates + counts.skippedNoList + counts.skippedOtherType + counts.broken).toBe(
      counts.read,
    );
    expect(counts.skippedNoList).toBeGreaterThan(150);
    expect(counts.skippedOtherType).toBe(0);
    expect(counts.broken).toBe(0);
    expect(first.messages).toEqual([]);
    expect(await count("select 1 from products where source = 'import'")).toBe(counts.inserted);
    // Every label became one of our types, and every product has its keys.
    expect(await count("select distinct product_type from products")).toBe(6);
    expect(await count("select 1 from products where cardinality(ingredient_keys) = 0")).toBe(0);

    const again = await importCatalogFile(db, sharedCsv, collector());
    expect(again.inserted).toBe(0);
    expect(again.duplicates).toBe(counts.inserted + counts.duplicates);
    expect(await count("select 1 from products")).toBe(counts.inserted);
  });
});
