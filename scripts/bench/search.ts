/**
 * Product search, the ingredient filter and barcode lookups over 100,000 products (made by varying
 * the real catalogue, each with a valid EAN-13) on PostgreSQL, with the api's own queries, against
 * the obvious ILIKE scan.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../drizzle/schema";
import type { Database } from "../../drizzle/client";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { browseProducts, findByBarcode, ingredientKey, searchProducts } from "../../workers/api/src/lib/catalogue/products";
import { similarTo } from "../../workers/api/src/lib/catalogue/related-products";
import { comparableTypes, keyActivesOf } from "../../core/product-page";
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
 * Similar products as they were found before ADR 0051 (ADR 0047's query): the capped candidate sets
 * carry ids only, and each candidate is then looked up again by id to be ranked.
 */
const SIMILAR_BEFORE = `with every_anchor as (
    select p.id from products p where p.status = 'approved' and p.id <> $1 and p.product_type = any($2::text[]) and p.ingredient_keys @> $3::text[] limit 300),
  candidates as (
    select id from every_anchor
    union
    (select p.id from products p where (cardinality($4::text[]) = 0 or (select count(*) from every_anchor) < 6)
      and p.status = 'approved' and p.id <> $1 and p.product_type = any($2::text[]) and p.ingredient_keys && $3::text[] limit 300)),
  subject as (
    select (select coalesce(array_agg(id), '{}'::integer[]) from ingredient_key_ids where key = any($4::text[])) as actives,
      (select coalesce(array_agg(id), '{}'::integer[]) from ingredient_key_ids where key = any($5::text[])) as keys)
  select p.id from candidates c join products p on p.id = c.id
  cross join subject
  cross join lateral (
    select (count(*) filter (where k = any(subject.actives)))::int as shared_actives, (count(*) filter (where k = any(subject.keys)))::int as shared_all
    from unnest(p.ingredient_ids) k) s
  order by s.shared_actives desc, s.shared_all desc, lower(p.name), p.id limit 6`;
const similarBeforeValues = (subject: { id: string; productType: string; ingredients: string; ingredientKeys: string[] }) => {
  const actives = keyActivesOf(subject.ingredients).map((a) => a.key);
  return [subject.id, comparableTypes(subject.productType), actives.length ? actives : subject.ingredientKeys.slice(0, 5), actives, subject.ingredientKeys];
};

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
    // Similar products (a product page's "Similar products"): 40 products spread over the table.
    const similar: number[] = [], similarBefore: number[] = [];
    let similarFound = 0;
    const { rows: subjects } = await client.query<{ id: string; productType: string; ingredients: string; ingredientKeys: string[] }>(
      `select id, product_type as "productType", ingredients, ingredient_keys as "ingredientKeys" from products
       where id in (select id from products order by id limit 40)`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const subject of subjects) {
        similar.push(await timeAsync(async () => { similarFound += (await similarTo(db, subject)).length; }));
        similarBefore.push(await timeAsync(() => client.query(SIMILAR_BEFORE, similarBeforeValues(subject))));
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
    // Pages read (shared buffers hit or read) per filter, which load does not change: the api's
    // statement, as drizzle's logger sees it, explained with buffers.
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const logged = drizzle(client, { schema, logger: { logQuery: (text, values) => void sent.push({ text, values }) } }) as unknown as Database;
    const buffersOf = async (text: string, values: unknown[]) => {
      const [{ "QUERY PLAN": [top] }] = (await client.query(`explain (analyze, buffers, format json) ${text}`, values)).rows;
      return (top.Plan["Shared Hit Blocks"] as number) + (top.Plan["Shared Read Blocks"] as number);
    };
    const filterPages: number[] = [], tableWalkPages: number[] = [];
    let filterPlan: string[] = [];
    for (const f of filters) {
      sent.length = 0;
      await browseProducts(logged, { viewerId: null, wanted: f.wanted, unwanted: f.unwanted, after: null, limit: 21 });
      const last = sent[sent.length - 1];
      filterPages.push(await buffersOf(last.text, last.values));
      filterPlan = [...new Set([...filterPlan, ...(await plan(last.text, last.values))])];
      tableWalkPages.push(await buffersOf(TABLE_WALK_FILTER, [f.wanted, f.unwanted]));
    }

    const s = summarize(fast), so = summarize(obvious), f = summarize(filterFast), fo = summarize(filterObvious);
    report("catalog.search.p95", "ms", s.p95, { median: s.median, runs: s.runs, products: n, goal: 15, termsWithResults: found / ROUNDS, indexes: searchPlan });
    report("catalog.search.ilike_scan.p95", "ms", so.p95, { median: so.median, runs: so.runs });
    report("catalog.search.speedup_vs_ilike", "ratio", so.median / s.median, { basis: "median" });
    const b = summarize(barcodes);
    report("catalog.barcode.p95", "ms", b.p95, { median: b.median, runs: b.runs, products: n, found: barcodeHits / ROUNDS, goal: 10, indexes: barcodePlan });
    const ft = summarize(filterTableWalk);
    report("catalog.filter.p95", "ms", f.p95, { median: f.median, runs: f.runs, wanted: 3, unwanted: 2, goal: 10, indexes: filterPlan, pagesRead: filterPages });
    report("catalog.filter.table_walk.p95", "ms", ft.p95, { median: ft.median, runs: ft.runs, pagesRead: tableWalkPages, note: "the filter before ADR 0047" });
    report("catalog.filter.ilike_scan.p95", "ms", fo.p95, { median: fo.median, runs: fo.runs });
    report("catalog.filter.speedup_vs_table_walk", "ratio", ft.median / f.median, { basis: "median", pages: tableWalkPages.reduce((a, b) => a + b) / filterPages.reduce((a, b) => a + b) });
    report("catalog.filter.speedup_vs_ilike", "ratio", fo.median / f.median, { basis: "median" });
    let similarPages = 0, similarBeforePages = 0, similarSame = 0;
    for (const subject of subjects) {
      sent.length = 0;
      const ids = (await similarTo(logged, subject)).map((p) => p.id);
      const { rows: before } = await client.query<{ id: string }>(SIMILAR_BEFORE, similarBeforeValues(subject));
      if (JSON.stringify(before.map((r) => r.id)) === JSON.stringify(ids)) similarSame++;
      const last = sent[sent.length - 1];
      similarPages += await buffersOf(last.text, last.values);
      similarBeforePages += await buffersOf(SIMILAR_BEFORE, similarBeforeValues(subject));
    }
    const sim = summarize(similar), simBefore = summarize(similarBefore);
    report("catalog.similar.p95", "ms", sim.p95, { median: sim.median, runs: sim.runs, products: n, averageFound: similarFound / similar.length, pagesReadPerProduct: similarPages / subjects.length, sameAnswersAsBefore: `${similarSame}/${subjects.length}` });
    report("catalog.similar.before.p95", "ms", simBefore.p95, { median: simBefore.median, runs: simBefore.runs, pagesReadPerProduct: similarBeforePages / subjects.length, note: "the query before ADR 0051 (ADR 0047's)" });
    report("catalog.similar.speedup_vs_before", "ratio", simBefore.median / sim.median, { basis: "median", pages: similarBeforePages / similarPages });
  } finally {
    await client.end();
    await database.drop();
  }
}

await main();
