/**
 * The local stand-in of Hyperdrive's pool (scripts/lib/local-pool.ts, ADR 0023): PgBouncer in
 * transaction mode. It must lend many short client connections a few warm server connections, and
 * the api's money path must stay exact through it (a transaction pooler keeps nothing of a session
 * between transactions, as Hyperdrive does not).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POOL_SIZE, startLocalPool, type LocalPool } from "../../scripts/lib/local-pool";
import type { EvaluationJob } from "../../workers/api/src/queue/jobs";
import { startApiHarness } from "../helpers/api-harness";
import { createTestDatabase } from "../helpers/test-database";
import { verifyThroughOutbox } from "../helpers/verify-email";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: LocalPool;

beforeAll(async () => {
  database = await createTestDatabase("local_pool");
  pool = await startLocalPool(database.databaseUrl);
});
afterAll(async () => {
  await pool?.stop();
  await database?.drop();
});

/** Connections to `client`'s database but its own: the pool's server connections. */
async function serverConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
  return rows[0].n;
}

describe("the local pool (PgBouncer in transaction mode)", () => {
  it("serves 200 connect-query-close clients, 40 at a time, on at most POOL_SIZE server connections", async () => {
    const backends = new Set<number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < 200) {
          next++;
          const client = new pg.Client({ connectionString: pool.url });
          await client.connect();
          await client.query("begin");
          await client.query("select pg_advisory_xact_lock(42)");
          const { rows } = await client.query("select pg_backend_pid() as pid, current_database() as db");
          await client.query("commit");
          await client.end();
          backends.add(rows[0].pid);
          expect(rows[0].db).toBe(database.name);
        }
      }),
    );
    expect(backends.size).toBeGreaterThan(0);
    expect(backends.size).toBeLessThanOrEqual(POOL_SIZE);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    expect(await serverConnections(admin)).toBeLessThanOrEqual(POOL_SIZE);
    await admin.end();
  });

  it("keeps the credits exact: 30 parallel evaluation requests from a user with 3 credits make exactly 3 stacks", async () => {
    const queued: EvaluationJob[] = [];
    const recordingQueue = { send: async (job: EvaluationJob) => void queued.push(job), sendBatch: async () => {} };
    const harness = await startApiHarness("local_pool_api", { EVAL_QUEUE: recordingQueue as never });
    const apiPool = await startLocalPool(harness.databaseUrl);
    harness.env.HYPERDRIVE = { connectionString: apiPool.url } as never;
    try {
      const email = `pool-${Date.now()}@example.test`;
      const signup = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
      const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
      await verifyThroughOutbox((path) => harness.call(path), email);
      const product = (name: string) => ({ name, ingredients: "Aqua, Glycerin, Niacinamide" });
      const body = { goal: "hydration", morningProducts: [product("A"), product("B")], nightProducts: [] };
      const statuses = (
        await Promise.all(Array.from({ length: 30 }, () => harness.call("/api/evaluate-stack", { method: "POST", token, json: body })))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(3);
      expect(statuses.filter((s) => s === 402)).toHaveLength(27);
      const { rows } = await harness.sql.query(
        `select u.credits, (select sum(delta)::int from credit_ledger where user_id = u.id) as ledger,
           (select count(*)::int from stacks where user_id = u.id) as stacks from users u where id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({ credits: 0, ledger: 0, stacks: 3 });
      expect(queued).toHaveLength(3);
      // The harness's own client is the one that asks.
      expect(await serverConnections(harness.sql)).toBeLessThanOrEqual(POOL_SIZE);
    } finally {
      await apiPool.stop();
      await harness.stop();
    }
  });

  it("stops: the port no longer accepts connections", async () => {
    const extra = await startLocalPool(database.databaseUrl);
    await extra.stop();
    const client = new pg.Client({ connectionString: extra.url, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow();
  });
});
