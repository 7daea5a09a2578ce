/**
 * The hot reads as named prepared statements (drizzle/prepared-statements.ts, ADR 0026) through the
 * local stand-in of Hyperdrive's pool (PgBouncer 1.21+, scripts/build-pgbouncer.sh; left out of a
 * run without one, scripts/lib/test-scope.ts): many short client connections share statements the
 * server parsed and planned once per server connection, with the same answers as unnamed
 * statements. On one connection: prepared-statements.test.ts.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../scripts/bench/feed";
import { startLocalPool, type LocalPool } from "../../scripts/lib/local-pool";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let pool: LocalPool;

beforeAll(async () => {
  harness = await startApiHarness("prepared_statements");
  await seed(harness.sql, { users: 40, posts: 200 }); // the feed's shape; the volume is the benchmark's
  await harness.sql.query("update stacks set is_public = true where id in (select id from stacks order by created_at desc limit 30)");
  await harness.sql.query(
    "insert into products (brand, name, product_type, ingredients, source) select 'Preparedbrand', 'Serum ' || g, 'Serum', 'Water, Glycerin', 'catalog' from generate_series(1, 30) g",
  );
  pool = await startLocalPool(harness.databaseUrl);
}, 60_000);
afterAll(async () => {
  await pool?.stop();
  await harness?.stop();
});

interface PoolStats {
  clientParses: number;
  serverParses: number;
  binds: number;
}

/** PgBouncer's own counters for the test database (SHOW STATS on its admin console). */
async function poolStats(): Promise<PoolStats> {
  const admin = new pg.Client({ connectionString: pool.url.replace(/\/[^/?]+(\?|$)/, "/pgbouncer$1") });
  await admin.connect();
  try {
    const { rows } = await admin.query("SHOW STATS");
    const row = rows.find((r) => r.database === new URL(harness.databaseUrl).pathname.slice(1));
    return { clientParses: Number(row.total_client_parse_count), serverParses: Number(row.total_server_parse_count), binds: Number(row.total_bind_count) };
  } finally {
    await admin.end();
  }
}

describe("the hot reads through the local pool (PgBouncer in transaction mode)", () => {
  const reads = async () => {
    const { rows } = await harness.sql.query("select id, user_id from stacks where is_public order by created_at desc limit 1");
    const [{ id: routineId }] = rows;
    return ["/api/posts", "/api/posts?sort=most-liked", "/api/routines/public", `/api/stacks/${routineId}`, "/api/products?search=preparedbrand%20ser"];
  };

  it("is a PgBouncer that keeps prepared statements (scripts/build-pgbouncer.sh builds one)", () => {
    expect(pool.version, `${pool.version} cannot keep prepared statements: run bash scripts/build-pgbouncer.sh`).toMatch(/^PgBouncer /);
    expect(pool.preparedStatements).toBe(true);
  });

  it("answer as unnamed statements do, while the server parses each statement once per server connection", async () => {
    const paths = await reads();
    const answers = async (preparedStatements: "on" | "off") => {
      Object.assign(harness.env, { HYPERDRIVE: { connectionString: pool.url }, DB_PREPARED_STATEMENTS: preparedStatements });
      const bodies: string[] = [];
      for (const path of paths) {
        const res = await harness.call(path);
        expect(res.status, path).toBe(200);
        bodies.push(await res.text());
      }
      return bodies;
    };
    const unnamed = await answers("off");
    const before = await poolStats();
    const rounds = 20;
    for (let i = 0; i < rounds; i++) expect(await answers("on")).toEqual(unnamed);
    const after = await poolStats();
    const clientParses = after.clientParses - before.clientParses;
    const serverParses = after.serverParses - before.serverParses;
    // Every request opens its own client, which sends its Parse; the pool passes a statement on
    // only to a server connection that does not hold it yet.
    expect(clientParses).toBe(rounds * paths.length);
    expect(serverParses).toBeGreaterThan(0);
    expect(serverParses).toBeLessThanOrEqual(paths.length * 2);
    expect(after.binds - before.binds).toBeGreaterThanOrEqual(rounds * paths.length);
  });
});
