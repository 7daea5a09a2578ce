/**
 * How the api should reach PostgreSQL from a Worker (ADR 0015): per-request latency and
 * throughput through each driver, on a fresh database on the PostgreSQL at 127.0.0.1:5432.
 *
 * 1. Through the real api Worker (`wrangler dev` on workers/api/src), once with the Neon driver's
 *    WebSocket Pool over the local bridge (no HYPERDRIVE binding) and once with node-postgres
 *    through a Hyperdrive binding (its local connection string), both running at once and
 *    measured in alternating rounds:
 *    - a typical read: GET /api/stacks/{id} by its owner (session lookup, the routine, its
 *      products and evaluation);
 *    - a transaction: POST /api/evaluate-stack (spends a credit: the debit, the ledger row and the
 *      routine in one transaction; the local queue has no consumer here, so no evaluation runs
 *      meanwhile).
 *    Each: the median and p95 of 60 requests one at a time, and requests per second with 10 at
 *    a time for 8 s (autocannon); statements per request from PostgreSQL's commit counter.
 * 2. One single statement per request (a session lookup) through the benchmark's own Worker
 *    (scripts/bench/db-drivers/statement-worker.ts), through each of the three drivers, the Neon
 *    HTTP driver included: Neon's HTTP SQL endpoint does not exist locally, so a stand-in plays it
 *    (scripts/bench/db-drivers/neon-http-standin.ts, connections kept open as Neon's are).
 *
 * What this machine cannot show: Hyperdrive's pool near the database (locally the binding connects
 * to the database for every connection, through a proxy of wrangler's) and Neon's network.
 * docs/decisions/0015 turns these figures and the round trips of each driver into the decision.
 *
 *   npx tsx scripts/bench/db-drivers.ts   (or `npm run bench -- db-drivers`; about 4 minutes)
 *
 * Settings: DB_BENCH_PORT (8870; three Workers take it, +1 and +2), TEST_DATABASE_ADMIN_URL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { verifyThroughOutbox } from "../../tests/helpers/verify-email";
import { startBridge } from "../ws-bridge";
import { requestSignup, responseJson } from "./http";
import { spawn, type ChildProcess } from "node:child_process";
import { waitForHttp } from "../lib/processes";
import { localServerArgs, QUIET_WRANGLER } from "../lib/wrangler";
import { startNeonHttpStandin } from "./db-drivers/neon-http-standin";
import { BENCH_ROUTINE_PRODUCTS } from "./routine-fixture";
import { report, summarize } from "./stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.DB_BENCH_PORT ?? 8870);
const ROUNDS = 3;
const SEQUENTIAL = 60;
const CONCURRENT = 10;
const CONCURRENT_SECONDS = 8;
const machine = () => ({ loadavg1m: os.loadavg()[0], cpus: os.cpus().length });

type Driver = "neon-websocket" | "hyperdrive";
const API_DRIVERS: Driver[] = ["neon-websocket", "hyperdrive"];
const STATEMENT_DRIVERS = ["neon-websocket", "hyperdrive", "neon-http"] as const;

/** Hyperdrive's local connection string must name a password; the local server ignores it (trust). */
function withPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  if (!url.password) url.password = "local";
  return url.toString();
}

const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(fs.readFileSync(path.join(root, "workers/api/wrangler.toml"), "utf8"))![1];

/** A wrangler config for one benchmark Worker, written outside the repository. */
function writeConfig(dir: string, name: string, main: string, extra: string) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.toml`);
  fs.writeFileSync(
    file,
    [
      `name = "${name}"`,
      `main = ${JSON.stringify(main)}`,
      `compatibility_date = "${compatibilityDate}"`,
      `compatibility_flags = ["nodejs_compat"]`,
      extra,
    ].join("\n"),
  );
  return file;
}

const API_BINDINGS = `
[[queues.producers]]
queue = "bench-evaluations"
binding = "EVAL_QUEUE"

[[durable_objects.bindings]]
name = "USER_EVENTS"
class_name = "UserEvents"

[[migrations]]
tag = "v1-user-events"
new_sqlite_classes = ["UserEvents"]
`;

const hyperdriveBinding = (databaseUrl: string) => `
[[hyperdrive]]
binding = "HYPERDRIVE"
id = "local-benchmark"
localConnectionString = ${JSON.stringify(withPassword(databaseUrl))}
`;

/** `wrangler dev` for one benchmark Worker; its output goes to a log file beside its config (stdout stays JSON lines). */
async function startWorker(name: string, config: string, port: number, dir: string, vars: string[]) {
  const log = fs.openSync(path.join(dir, `${name}.log`), "w");
  const child = spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    ["dev", "--config", config, ...(await localServerArgs(port, path.join(dir, "state", name))), ...vars.flatMap((v) => ["--var", v])],
    {
      cwd: root,
      detached: true, // its own process group: stopping it reaches workerd too
      stdio: ["ignore", log, log],
      env: { ...process.env, ...QUIET_WRANGLER },
    },
  );
  return child;
}

async function stopWorkers(children: ChildProcess[]) {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
}

/** A verified account with plenty of credits and one routine, made through the api. */
async function arrange(api: string) {
  const email = `drivers-${Date.now().toString(36)}@example.test`;
  const signup = await requestSignup(api, { email, password: "driver-benchmark", name: "Driver Bench" });
  const { token } = await responseJson<{ token: string }>(signup, 201, "signup");
  await verifyThroughOutbox((p) => fetch(api + p), email);
  const routine = await responseJson<{ id: string }>(await evaluate(api, token), 202, "evaluate-stack");
  return { token, stackId: routine.id };
}

const ROUTINE = JSON.stringify({ stackName: "Driver bench", goal: "hydration", skinType: "normal", ...BENCH_ROUTINE_PRODUCTS });

function evaluate(api: string, token: string) {
  return fetch(`${api}/api/evaluate-stack`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: ROUTINE,
  });
}

async function sequential(times: number, request: () => Promise<Response>, expected: number) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (res.status !== expected) throw new Error(`answered ${res.status}, expected ${expected}`);
    samples.push(performance.now() - start);
  }
  return samples;
}

function concurrent(url: string, request: autocannon.Request) {
  return new Promise<{ rps: number; bad: number }>((resolve, reject) => {
    autocannon({ url, connections: CONCURRENT, duration: CONCURRENT_SECONDS, requests: [request], timeout: 10 }, (error, r) =>
      error ? reject(error) : resolve({ rps: r.requests.total / r.duration, bad: r.errors + r.non2xx }),
    );
  });
}

/** Transactions committed in the database so far (each statement outside a transaction is one). */
async function commits(sql: pg.Client, database: string) {
  await new Promise((r) => setTimeout(r, 1200)); // statistics reach the view within a second
  const { rows } = await sql.query<{ n: string }>("select xact_commit::text as n from pg_stat_database where datname = $1", [database]);
  return Number(rows[0].n);
}

const median = (xs: number[]) => summarize(xs).median;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "skinstack-db-drivers-"));
  const database = await createTestDatabase("bench_drivers");
  const bridge = await startBridge({});
  const standin = await startNeonHttpStandin(database.databaseUrl);
  const sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  let failed = false;
  const children: ChildProcess[] = [];
  try {
    const common = ["ENVIRONMENT:development", "FREE_CREDITS:100000", "APP_URL:http://127.0.0.1:8788"];
    const apiMain = path.join(root, "workers/api/src/index.ts");
    const apis: Record<Driver, string> = { "neon-websocket": `http://127.0.0.1:${PORT}`, hyperdrive: `http://127.0.0.1:${PORT + 1}` };
    const statements = `http://127.0.0.1:${PORT + 2}`;
    children.push(
      await startWorker("api-neon-websocket", writeConfig(dir, "api-neon-websocket", apiMain, API_BINDINGS), PORT, dir, [
        ...common,
        `DATABASE_URL:${database.databaseUrl}`,
        `DB_WS_PROXY:127.0.0.1:${bridge.port}`,
      ]),
      await startWorker("api-hyperdrive", writeConfig(dir, "api-hyperdrive", apiMain, API_BINDINGS + hyperdriveBinding(database.databaseUrl)), PORT + 1, dir, common),
      await startWorker(
        "statements",
        writeConfig(dir, "statements", path.join(root, "scripts/bench/db-drivers/statement-worker.ts"), hyperdriveBinding(database.databaseUrl)),
        PORT + 2,
        dir,
        [`DATABASE_URL:${database.databaseUrl}`, `DB_WS_PROXY:127.0.0.1:${bridge.port}`, `NEON_HTTP_URL:${standin.url}`],
      ),
    );
    const alive = () => children.every((c) => c.exitCode === null);
    try {
      for (const url of [...Object.values(apis).map((a) => `${a}/api/health`), `${statements}/none`]) await waitForHttp(url, 120_000, alive);
    } catch (error) {
      for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".log"))) console.error(`${f}:\n${fs.readFileSync(path.join(dir, f), "utf8").slice(-3000)}`);
      throw error;
    }

    const arranged = { "neon-websocket": await arrange(apis["neon-websocket"]), hyperdrive: await arrange(apis.hyperdrive) };
    const { rows: sessionRows } = await sql.query<{ id: string }>("select id from sessions order by created_at desc limit 1");
    const sessionId = sessionRows[0].id;
    const readOf = (d: Driver) => () => fetch(`${apis[d]}/api/stacks/${arranged[d].stackId}`, { headers: { authorization: `Bearer ${arranged[d].token}` } });
    const spendOf = (d: Driver) => () => evaluate(apis[d], arranged[d].token);
    const statementOf = (d: (typeof STATEMENT_DRIVERS)[number]) => () => fetch(`${statements}/${d}?session=${sessionId}`);

    // Warm-up (bundles compiled, first connections made), not reported.
    for (const d of API_DRIVERS) {
      await sequential(5, readOf(d), 200);
      await sequential(3, spendOf(d), 202);
    }
    for (const d of STATEMENT_DRIVERS) await sequential(5, statementOf(d), 200);

    // Statements per request, from the commit counter (one request at a time, nothing else running).
    const perRequest: Record<string, number> = {};
    for (const d of API_DRIVERS) {
      for (const [kind, request, status] of [["read", readOf(d), 200], ["transaction", spendOf(d), 202]] as const) {
        const before = await commits(sql, database.name);
        await sequential(20, request, status);
        perRequest[`${d}.${kind}`] = ((await commits(sql, database.name)) - before) / 20;
      }
    }

    const samples: Record<string, number[]> = {};
    const rates: Record<string, number[]> = {};
    const add = (key: string, into: Record<string, number[]>, values: number[]) => (into[key] = [...(into[key] ?? []), ...values]);
    for (let round = 0; round < ROUNDS; round++) {
      console.error(`round ${round + 1} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)})`);
      for (const d of API_DRIVERS) {
        add(`${d}.read`, samples, await sequential(SEQUENTIAL, readOf(d), 200));
        add(`${d}.transaction`, samples, await sequential(SEQUENTIAL, spendOf(d), 202));
        const read = await concurrent(apis[d], { method: "GET", path: `/api/stacks/${arranged[d].stackId}`, headers: { authorization: `Bearer ${arranged[d].token}` } });
        const spend = await concurrent(apis[d], {
          method: "POST",
          path: "/api/evaluate-stack",
          body: ROUTINE,
          setupRequest: (req) => ({
            ...req,
            headers: { authorization: `Bearer ${arranged[d].token}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          }),
        });
        if (read.bad || spend.bad) {
          failed = true;
          console.error(`${d}: ${read.bad} failed reads, ${spend.bad} failed transactions under load`);
        }
        add(`${d}.read`, rates, [read.rps]);
        add(`${d}.transaction`, rates, [spend.rps]);
      }
      for (const d of STATEMENT_DRIVERS) {
        add(`${d}.statement`, samples, await sequential(SEQUENTIAL, statementOf(d), 200));
        const r = await concurrent(statements, { method: "GET", path: `/${d}?session=${sessionId}` });
        if (r.bad) failed = true;
        add(`${d}.statement`, rates, [r.rps]);
      }
    }

    const base = { rounds: ROUNDS, sequentialPerRound: SEQUENTIAL, concurrency: CONCURRENT, seconds: CONCURRENT_SECONDS, ...machine() };
    for (const kind of ["read", "transaction"] as const) {
      for (const d of API_DRIVERS) {
        const s = summarize(samples[`${d}.${kind}`]);
        report(`db_drivers.api.${kind}.${d}.median`, "ms", s.median, { ...base, p95: s.p95, statementsPerRequest: perRequest[`${d}.${kind}`] });
        report(`db_drivers.api.${kind}.${d}.rps`, "req/s", median(rates[`${d}.${kind}`]), { ...base, perRound: rates[`${d}.${kind}`] });
      }
      report(`db_drivers.api.${kind}.hyperdrive_to_neon_websocket.latency_ratio`, "ratio", median(samples[`hyperdrive.${kind}`]) / median(samples[`neon-websocket.${kind}`]), base);
      report(`db_drivers.api.${kind}.hyperdrive_to_neon_websocket.rps_ratio`, "ratio", median(rates[`hyperdrive.${kind}`]) / median(rates[`neon-websocket.${kind}`]), base);
    }
    for (const d of STATEMENT_DRIVERS) {
      const s = summarize(samples[`${d}.statement`]);
      report(`db_drivers.statement.${d}.median`, "ms", s.median, {
        ...base,
        p95: s.p95,
        rps: median(rates[`${d}.statement`]),
        ...(d === "neon-http" ? { note: "local stand-in for Neon's HTTP SQL endpoint (pooled connections)" } : {}),
      });
    }
  } finally {
    await stopWorkers(children);
    await sql.end();
    await standin.close();
    await bridge.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
