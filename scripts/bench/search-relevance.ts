/**
 * Relevance of product search: top-1 and top-3 hit rates over SHIPPED_QUERIES and queries made
 * from the shared catalogue's names (scripts/bench/search-queries.ts), with the api's own search,
 * on a database holding the shipped catalogue (seed) plus the shared catalogue imported with
 * `npm run catalog:import`. Misses are listed on stderr. Also checks the "no unrelated results"
 * rule on queries naming products that are not in the catalogue.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../drizzle/schema";
import type { Database } from "../../drizzle/client";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { searchCatalog } from "../../workers/api/src/lib/catalogue/products";
import { importCatalogFile } from "../catalog-import";
import { seed, type AnyPgDatabase } from "../seed";
import { SHIPPED_QUERIES, sharedCatalogQueries, type RelevanceQuery } from "./search-queries";
import { realCatalogRows, sharedFile } from "../../tests/helpers/shared-data";
import { report } from "./stats";

/**
 * Products that are not in the shipped catalogue and share no meaningful word with any of its
 * products (only the shared catalogue has them): against the shipped catalogue alone they must
 * find nothing, not "firming" creams.
 */
const ABSENT = ["C-Firma", "Drunk Elephant C-Firma", "Protini Polypeptide", "Zzyzx Serum Qwerty", "Tatcha Dewy Skin"];

async function main() {
  const database = await createTestDatabase("bench_relevance");
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const pgDb = drizzle(client, { schema }) as unknown as AnyPgDatabase;
    await seed(pgDb);
    const db = pgDb as unknown as Database;
    // The shipped catalogue as the seed leaves it: its size and how many rows a scan can find.
    const { rows: [catalogue] } = await client.query<{ products: number; withBarcode: number }>(
      `select count(*)::int as products, count(barcode)::int as "withBarcode" from products where source = 'catalog' and status = 'approved'`,
    );
    report("catalog.shipped.with_barcode", "%", (100 * catalogue.withBarcode) / catalogue.products, { products: catalogue.products, withBarcode: catalogue.withBarcode });
    let unrelated = 0;
    for (const text of ABSENT) {
      const { rows } = await searchCatalog(db, text, null);
      if (rows.length) console.error(`"${text}" found ${rows.length}: ${rows.slice(0, 3).map((r) => `${r.brand} ${r.name}`).join("; ")}`);
      unrelated += rows.length;
    }
    report("catalog.search.relevance.unrelated_results", "rows", unrelated, { catalogue: "shipped", queries: ABSENT, goal: 0 });
    await importCatalogFile(pgDb, sharedFile("sephora-cosmetics.csv"), { report: () => {} });
    const { rows: [{ n }] } = await client.query("select count(*)::int as n from products");

    const sets: Array<[string, RelevanceQuery[]]> = [
      ["shipped", SHIPPED_QUERIES],
      ["shared", sharedCatalogQueries(realCatalogRows(), 100)],
    ];
    const all: Array<{ set: string; q: RelevanceQuery; rank: number; top: string[] }> = [];
    for (const [set, queries] of sets) {
      for (const q of queries) {
        const { rows } = await searchCatalog(db, q.query, null, { limit: 20 });
        const rank = rows.findIndex((r) => r.brand.toLowerCase() === q.brand.toLowerCase() && r.name.toLowerCase() === q.name.toLowerCase());
        all.push({ set, q, rank, top: rows.slice(0, 3).map((r) => `${r.brand} ${r.name}`) });
      }
    }
    for (const m of all.filter((a) => a.rank !== 0)) {
      console.error(`miss (${m.set}, ${m.q.kind}) "${m.q.query}" -> wanted "${m.q.brand} ${m.q.name}" at ${m.rank < 0 ? "none" : m.rank + 1}; got ${JSON.stringify(m.top)}`);
    }
    const rate = (list: typeof all, k: number) => (100 * list.filter((a) => a.rank >= 0 && a.rank < k).length) / list.length;
    const byKind = Object.fromEntries(
      ["partial", "reordered", "misspelled", "no-accents", "full"].map((kind) => {
        const list = all.filter((a) => a.q.kind === kind);
        return [kind, list.length ? `${rate(list, 1).toFixed(0)}/${rate(list, 3).toFixed(0)} of ${list.length}` : "-"];
      }),
    );
    const shipped = all.filter((a) => a.set === "shipped"), shared = all.filter((a) => a.set === "shared");
    report("catalog.search.relevance.top1", "%", rate(all, 1), { queries: all.length, products: n, shipped: rate(shipped, 1), shared: rate(shared, 1) });
    report("catalog.search.relevance.top3", "%", rate(all, 3), { queries: all.length, shipped: rate(shipped, 3), shared: rate(shared, 3), byKind });
  } finally {
    await client.end();
    await database.drop();
  }
}

await main();
