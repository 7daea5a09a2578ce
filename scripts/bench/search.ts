/**
 * Product search, the ingredient filter and barcode lookups over 100,000 products (made by varying
 * the real catalogue, each with a valid EAN-13) on PostgreSQL, with the api's own queries, against
 * the obvious ILIKE scan.
 */
import os from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../drizzle/schema";
import type { Database } from "../../drizzle/client";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { browseProducts, findByBarcode, ingredientKey, searchProducts } from "../../workers/api/src/lib/catalogue/products";
import { similarTo } from "../../workers/api/src/lib/catalogue/related-products";
import { barcodeOf, fillLargeCatalogue, LARGE_CATALOGUE as TOTAL } from "./large-catalogue";
import { report, summarize, timeAsync } from "./stats";

const ROUNDS = 3;

function typo(text: string, i: number): string {
  const words = text.toLowerCase().split(/\s+/).slice(0, 3).join(" ");
  if (words.length < 6) return words;
  const at = 2 + (i % (words.length - 3));
  return words.slice(0, at) + words.slice(at + 1); // one letter dropped
}

/**
 * Similar products before ADR 0053: the api's statement with the caps' stated order taken out, so
 * each cap holds the first rows a scan meets (ADR 0051's query).
 */
function similarBefore(text: string) {
  const before = text.replace(/\s*order by p\.id\s*(?=limit)/g, " ");
  if (before.length === text.length || before.includes("order by p.id")) throw new Error("the similar statement changed: update similarBefore");
  return before;
}

const FILTER_ROUNDS = 15;

/** The filter as it was before ADR 0047: the name index walked, each row's text keys read from the table. */
const TABLE_WALK_FILTER = `select id, name from products where status = 'approved'
  and ingredient_keys @> $1::text[] and not (ingredient_keys && $2::text[]) order by lower(name), id limit 21`;

async function main() {
  const database = await createTestDatabase("bench_search");
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    const base = await fillLargeCatalogue(client, TOTAL);
    const { rows: [{ n }] } = await client.query("select count(*)::int as n from products");
    const db = drizzle(client, { schema }) as unknown as Database;

    const terms = base.filter((_, i) => i % 26 === 0).slice(0, 50).map((r, i) => (i % 2 ? typo(`${r.brand} ${r.name}`, i) : `${r.brand} ${r.name}`.toLowerCase().slice(0, 18)));
    const filters = [
      { wanted: ["niacinamide", "glycerin", "water"], unwanted: ["fragrance", "alcohol denat."] },
      { wanted: ["sodium hyaluronate", "glycerin", "panthenol"], unwanted: ["fragrance", "limonene"] },
      { wanted: ["squalane", "tocopherol", "glycerin"], unwanted: ["parfum", "linalool"] },
      { wanted: ["salicylic acid", "water", "glycerin"], unwanted: ["alcohol denat.", "fragrance"] },
    ].map((f) => ({ wanted: f.wanted.map(ingredientKey), unwanted: f.unwanted.map(ingredientKey) }));

    const fast: number[] = [], obvious: number[] = [], filterFast: number[] = [], filterObvious: number[] = [], filterTableWalk: number[] = [], barcodes: number[] = [];
    let barcodeHits = 0;
    let found = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const q of terms) {
        fast.push(await timeAsync(async () => { found += (await searchProducts(db, q, null)).length > 0 ? 1 : 0; }));
        obvious.push(await timeAsync(() => client.query(
          "select id, name, brand from products where status = 'approved' and (name ilike $1 or brand ilike $1) order by name limit 20",
          [`%${q}%`],
        )));
      }
      // Barcode lookups: half known (spread over the table), half unknown (the Open Beauty Facts path starts with this miss).
      for (let k = 0; k < 100; k++) {
        const code = k % 2 ? barcodeOf(Math.floor((k * 99_991) % TOTAL)) : barcodeOf(TOTAL + k);
        barcodes.push(await timeAsync(async () => { barcodeHits += (await findByBarcode(db, code, null)) ? 1 : 0; }));
      }
      for (const f of filters) {
        filterFast.push(await timeAsync(() => browseProducts(db, { viewerId: null, wanted: f.wanted, unwanted: f.unwanted, after: null, limit: 21 })));
        filterTableWalk.push(await timeAsync(() => client.query(TABLE_WALK_FILTER, [f.wanted, f.unwanted])));
        filterObvious.push(await timeAsync(() => client.query(
          `select id, name from products where status = 'approved'
             and ingredients ilike $1 and ingredients ilike $2 and ingredients ilike $3
             and ingredients not ilike $4 and ingredients not ilike $5 order by lower(name) limit 21`,
          [...f.wanted, ...f.unwanted].map((k) => `%${k}%`),
        )));
      }
    }
    const plan = async (text: string, values: unknown[]) =>
      JSON.stringify((await client.query(`explain (format json) ${text}`, values)).rows[0]["QUERY PLAN"]).match(/"Index Name":"([^"]+)"/g)?.map((m) => m.slice(14, -1)) ?? [];
    const searchPlan = [
      ...(await plan(
        "select id from products where status = 'approved' and (lower(name) like $1 or lower(brand || ' ' || name) like $1) order by lower(name), id limit 20",
        [`${terms[1]}%`],
      )),
      ...(await plan("select word from search_words where word % $1 or word like $1 || '%' limit 6", [terms[1].split(" ")[0]])),
      ...(await plan("select id from products where status = 'approved' and search_words && $1::text[] limit 20", [[terms[1].split(" ")[0]]])),
    ];
    const barcodePlan = await plan("select id from products where barcode = $1 and status = 'approved' limit 1", [barcodeOf(5)]);
    // What load does not change: pages read (shared buffers hit or read) and the server's own
    // execution time, on the api's statement as drizzle's logger sees it.
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const logged = drizzle(client, { schema, logger: { logQuery: (text, values) => void sent.push({ text, values }) } }) as unknown as Database;
    const statementOf = async (run: (d: Database) => Promise<unknown>) => {
      sent.length = 0;
      await run(logged);
      return sent[sent.length - 1];
    };
    const explained = async (text: string, values: unknown[]) => {
      const [{ "QUERY PLAN": [top] }] = (await client.query(`explain (analyze, buffers, format json) ${text}`, values)).rows;
      return top as { "Execution Time": number; Plan: Record<string, unknown> };
    };
    const pagesOf = (top: { Plan: Record<string, unknown> }) => (top.Plan["Shared Hit Blocks"] as number) + (top.Plan["Shared Read Blocks"] as number);
    const buffersOf = async (text: string, values: unknown[]) => pagesOf(await explained(text, values));
    /** Name index entries the walk tested: those it returned and those its filter turned down. */
    const entriesTested = (node: Record<string, unknown>): number =>
      (node["Node Type"] === "Index Only Scan" && node["Index Name"] === "products_name_walk_idx"
        ? (node["Actual Rows"] as number) + ((node["Rows Removed by Filter"] as number) ?? 0)
        : 0) + ((node.Plans as Array<Record<string, unknown>> | undefined) ?? []).reduce((sum, child) => sum + entriesTested(child), 0);

    // The filter, shape by shape: wall time, and the server's own execution time.
    const filterNew: number[] = [];
    const filterPages: number[] = [], tableWalkPages: number[] = [];
    let filterPlan: string[] = [];
    for (const fl of filters) {
      const options = { viewerId: null, wanted: fl.wanted, unwanted: fl.unwanted, after: null, limit: 21 };
      const statement = await statementOf((d) => browseProducts(d, options));
      const times: number[] = [], server: number[] = [];
      for (let round = 0; round < FILTER_ROUNDS; round++) {
        times.push(await timeAsync(() => browseProducts(db, options)));
        server.push((await explained(statement.text, statement.values))["Execution Time"]);
      }
      filterNew.push(...times);
      const top = await explained(statement.text, statement.values);
      filterPages.push(pagesOf(top));
      filterPlan = [...new Set([...filterPlan, ...(await plan(statement.text, statement.values))])];
      tableWalkPages.push(await buffersOf(TABLE_WALK_FILTER, [fl.wanted, fl.unwanted]));
      const t = summarize(times), sv = summarize(server);
      report(`catalog.filter.shape.${fl.wanted[0].replace(/\W+/g, "_")}.p95`, "ms", t.p95, {
        median: t.median, runs: t.runs, serverMs: { median: sv.median, p95: sv.p95 },
        entriesTested: entriesTested(top.Plan), pagesRead: pagesOf(top), wanted: fl.wanted, unwanted: fl.unwanted,
      });
    }

    // Similar products (a product page's "Similar products"): 40 products spread over the table,
    // alternating the api's statement with the one before ADR 0053 (no stated order in the caps).
    const similar: number[] = [], similarBeforeTimes: number[] = [];
    let similarFound = 0;
    const { rows: subjects } = await client.query<{ id: string; productType: string; ingredients: string; ingredientKeys: string[] }>(
      `select id, product_type as "productType", ingredients, ingredient_keys as "ingredientKeys" from products
       where id in (select id from products order by id limit 40)`,
    );
    const similarStatements = new Map<string, { text: string; values: unknown[] }>();
    for (const subject of subjects) similarStatements.set(subject.id, await statementOf((d) => similarTo(d, subject)));
    for (let round = 0; round < ROUNDS; round++) {
      for (const subject of subjects) {
        const st = similarStatements.get(subject.id)!;
        similar.push(await timeAsync(async () => { similarFound += (await similarTo(db, subject)).length; }));
        similarBeforeTimes.push(await timeAsync(() => client.query(similarBefore(st.text), st.values)));
      }
    }

    const s = summarize(fast), so = summarize(obvious), f = summarize(filterNew), fo = summarize(filterObvious);
    report("catalog.search.p95", "ms", s.p95, { median: s.median, runs: s.runs, products: n, goal: 15, termsWithResults: found / ROUNDS, indexes: searchPlan });
    report("catalog.search.ilike_scan.p95", "ms", so.p95, { median: so.median, runs: so.runs });
    report("catalog.search.speedup_vs_ilike", "ratio", so.median / s.median, { basis: "median" });
    const b = summarize(barcodes);
    report("catalog.barcode.p95", "ms", b.p95, { median: b.median, runs: b.runs, products: n, found: barcodeHits / ROUNDS, goal: 10, indexes: barcodePlan });
    const ft = summarize(filterTableWalk), fFast = summarize(filterFast);
    report("catalog.filter.p95", "ms", f.p95, { median: f.median, runs: f.runs, wanted: 3, unwanted: 2, goal: 10, indexes: filterPlan, pagesRead: filterPages, load: os.loadavg() });
    report("catalog.filter.table_walk.p95", "ms", ft.p95, { median: ft.median, runs: ft.runs, pagesRead: tableWalkPages, note: "the filter before ADR 0047" });
    report("catalog.filter.ilike_scan.p95", "ms", fo.p95, { median: fo.median, runs: fo.runs });
    report("catalog.filter.speedup_vs_table_walk", "ratio", ft.median / fFast.median, { basis: "median", pages: tableWalkPages.reduce((a, b) => a + b) / filterPages.reduce((a, b) => a + b) });
    report("catalog.filter.speedup_vs_ilike", "ratio", fo.median / fFast.median, { basis: "median" });
    // Pages, answers, and whether each answer repeats when a sequential scan of products stopped
    // elsewhere first (synchronized scans then start there on a table larger than shared_buffers / 4).
    let similarPages = 0, similarBeforePages = 0, similarSame = 0, repeatable = 0, repeatableBefore = 0;
    const ids = async (text: string, values: unknown[]) => JSON.stringify((await client.query<{ id: string }>(text, values)).rows.map((r) => r.id));
    for (const [k, subject] of subjects.entries()) {
      const st = similarStatements.get(subject.id)!;
      const answers = new Set<string>(), beforeAnswers = new Set<string>();
      for (const stop of [0, 7_919, 23_456, 61_001]) {
        if (stop) await client.query("select id from products offset $1 limit 1", [stop + k]);
        answers.add(await ids(st.text, st.values));
        beforeAnswers.add(await ids(similarBefore(st.text), st.values));
      }
      if (answers.size === 1) repeatable++;
      if (beforeAnswers.size === 1) repeatableBefore++;
      if ([...answers][0] === [...beforeAnswers][0]) similarSame++;
      similarPages += await buffersOf(st.text, st.values);
      similarBeforePages += await buffersOf(similarBefore(st.text), st.values);
    }
    const sim = summarize(similar), simBefore = summarize(similarBeforeTimes);
    report("catalog.similar.p95", "ms", sim.p95, { median: sim.median, runs: sim.runs, products: n, averageFound: similarFound / similar.length, pagesReadPerProduct: similarPages / subjects.length, repeatableAnswers: `${repeatable}/${subjects.length}`, sameAnswersAsBefore: `${similarSame}/${subjects.length}`, load: os.loadavg() });
    report("catalog.similar.before.p95", "ms", simBefore.p95, { median: simBefore.median, runs: simBefore.runs, pagesReadPerProduct: similarBeforePages / subjects.length, repeatableAnswers: `${repeatableBefore}/${subjects.length}`, note: "the caps without a stated order (ADR 0051's query)" });
    report("catalog.similar.speedup_vs_before", "ratio", simBefore.median / sim.median, { basis: "median", pages: similarBeforePages / similarPages });
  } finally {
    await client.end();
    await database.drop();
  }
}

await main();
