/**
 * Load on the built app (`scripts/start.ts`: `wrangler pages dev` on the Remix build + `wrangler dev`
 * for the api Worker with its local queue and Durable Objects) over a fresh database on the real
 * PostgreSQL at 127.0.0.1:5432, dropped at the end. The app is started once for three parts:
 *
 * 1. 100 users evaluating at once: 100 users (signed up through the api, there is no signup rate
 *    limit) each POST /api/evaluate-stack at the same moment; waits (bounded) until every
 *    evaluation is stored, then checks every credit: balance = grant - 1, ledger sum = balance, one
 *    debit, no refund, one stack and one evaluation per user. A 503 (the local PostgreSQL allows
 *    100 connections, and every request opens one) is retried with the same Idempotency-Key.
 * 2. Mixed read traffic with autocannon, 50 connections for 30 s: the community feed (guest and
 *    signed in), public routines (first and second page), product search (prefix and typo) and one
 *    routine's results (GET /api/stacks/{id}, what /results/{id} loads), over the feed bench's data
 *    (10,000 posts, 100,000 reactions, 50,000 comments) plus the 100 routines of part 1, against
 *    the Worker's trivial /api/health as the upper bound. Both origins are measured: the api
 *    Worker's own port (PORT+1) is the production path, since in production `/api/*` is routed to
 *    the Worker directly (workers/api/wrangler.toml, env.production.routes); the Pages origin
 *    (PORT) is what the local one-origin setup serves to a browser, one more workerd hop and a
 *    fetch (functions/[[path]].ts forwards /api/*).
 * 3. 200 live-update WebSockets (GET /api/user/updates with the upgrade, bearer token; the 100
 *    users of part 1, two each) opened 20 at a time and held for 60 s on the api port with the
 *    `ws` client, each sending `ping` every 15 s as the browser does (every 30 s): sockets still
 *    open at the end, dropped, heartbeats (the runtime's answers) per socket.
 * 4. 1,000 idle WebSockets (10 per user, the cap) held for 60 s without a ping, then one event
 *    published to every user (POST /api/user/trigger-update): sockets open at the end, events
 *    delivered, and the time until the last socket had its event. Idle sockets do not keep the
 *    users' Durable Objects awake (hibernation, ADR 0012); `wrangler dev` does not evict objects,
 *    so this measures holding and fan-out, not the hibernation saving itself.
 *
 * After its 30 s pair, part 2 alternates the mixed reads and /api/health on each origin in 5 rounds
 * of 10 s and reports the median of the 5 ratios (`paired_median`): the figure to quote, since
 * `/api/health` alone moves by a fifth between runs on this shared machine.
 *
 * LOAD_PARTS=live runs only parts 3 and 4 (after signing the users up); LOAD_PARTS=reads only parts
 * 1 and 2 (part 1 makes the routines that part 2 reads), LOAD_PARTS=api-reads the same on the api
 * origin alone (the figure of issue 18, in about 5 minutes); LOAD_PARTS=routes parts 1 and 2 on the api
 * origin, then each kind of request of the mix alone for 10 s (where the mixed time goes);
 * LOAD_PARTS=profile part 1, then each kind alone at 4 connections for 8 s with the api Worker's
 * CPU profiled through its inspector (./worker-profile.ts): sampled ms per request by package or
 * source file, and the functions with the most self time.
 *
 * The app's Workers are built once when it starts (ADR 0076): an edit to the repository while the
 * benchmark runs does not reload them, so no hold or measurement is disturbed by a reload.
 *
 *   npx tsx scripts/bench/load.ts        (or `npm run bench -- load`; about 6 minutes)
 *
 * Settings: LOAD_PORT (8830; the api takes +1), LOAD_DATA_DIR (/tmp/skinstack-load), LOAD_POOL
 * (pgbouncer where installed, else none: see POOL below; scripts/build-pgbouncer.sh builds the
 * 1.24 that keeps prepared statements), DB_PREPARED_STATEMENTS=off (the api's statements all
 * unnamed, ADR 0026), and
 * TEST_DATABASE_ADMIN_URL as for the integration tests. Every line carries the 1-minute load
 * average and the cpu count: the client, both Workers and PostgreSQL share this machine.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import WebSocket from "ws";
import { LIVE_PING } from "../../core/live-updates";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { verifyThroughOutbox } from "../../tests/helpers/verify-email";
import { findPgBouncer, pgBouncerVersionLine } from "../lib/local-pool";
import { startAppServer } from "./app-server";
import { apiBundle, apiInspectorPort, bundleModules, openInspector, summarizeProfile } from "./worker-profile";
import { requestSignup, responseJson } from "./http";
import { seed as seedCommunity } from "./feed";
import { report, summarize } from "./stats";
import { BENCH_ROUTINE_PRODUCTS } from "./routine-fixture";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.LOAD_PORT ?? 8830);
const DATA_DIR = process.env.LOAD_DATA_DIR ?? "/tmp/skinstack-load";
const USERS = 100;
const STREAMS_PER_USER = 2;
const STREAM_HOLD_MS = 60_000;
/** Part 4: every user at the cap of 10 connections. */
const IDLE_PER_USER = 10;
const PING_MS = 15_000;
const PARTS = process.env.LOAD_PARTS ?? "all";
/** Each stream's request checks the session on its own database connection (released once the
 *  stream is handed to the Durable Object); opening all 200 in the same instant exceeds a local
 *  PostgreSQL's 100 connections ("too many clients"), so they open 20 at a time. */
const STREAM_OPEN_CONCURRENCY = 20;
const CONNECTIONS = 50;
const DURATION_S = 30;
const ROUTE_DURATION_S = 10;
/** Alternating rounds of mixed reads and /api/health after the main pair (see measureReads). */
const RATIO_ROUNDS = 5;
const RATIO_ROUND_S = 10;
/** The Worker's trivial route: the upper bound the mixed reads are compared with. */
const HEALTH: autocannon.Request[] = [{ method: "GET", path: "/api/health" }];
const EVALUATION_DEADLINE_MS = 180_000;
const SUBMIT_ATTEMPTS = 5;

/** How the api's Hyperdrive binding reaches PostgreSQL: through the local stand-in of Hyperdrive's
 *  pool (PgBouncer, ADR 0023), the default where PgBouncer is installed, or a new connection per
 *  request (LOAD_POOL=none; wrangler's own local Hyperdrive). */
const POOL = process.env.LOAD_POOL ?? (findPgBouncer() ? "pgbouncer" : "none");
/** The api's named prepared statements (ADR 0026): on where the pool keeps them, unless DB_PREPARED_STATEMENTS=off. */
const PREPARED = process.env.DB_PREPARED_STATEMENTS === "off" ? "off" : "auto";
const bouncer = findPgBouncer();
const POOL_VERSION = POOL === "pgbouncer" && bouncer ? pgBouncerVersionLine(bouncer) : POOL;
const machine = () => ({ loadavg1m: os.loadavg()[0], cpus: os.cpus().length, dbPool: POOL_VERSION, preparedStatements: PREPARED });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let failed = false;

const routine = (i: number) => ({
  stackName: `Load routine ${i}`,
  goal: ["hydration", "anti-aging", "acne-care", "glow"][i % 4],
  skinType: ["combination", "dry", "oily", "normal"][i % 4],
  ...BENCH_ROUTINE_PRODUCTS,
});

interface User {
  id: string;
  token: string;
  grant: number;
}


async function signUp(api: string, count: number, runId: string): Promise<User[]> {
  const users: User[] = new Array(count);
  let next = 0;
  // PBKDF2 at 100,000 iterations per signup: a few at a time so that the 2 cores are not swamped.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        const email = `load-${runId}-${i}@example.test`;
        const res = await requestSignup(api, { email, password: "load-benchmark", name: `Load User ${i}` });
        const body = await responseJson<{ token: string; user: { id: string } }>(res, 201, "signup");
        // Free credits come with a verified address: open the link as the user would.
        await verifyThroughOutbox((p) => fetch(api + p), email);
        const me = await responseJson<{ user: { credits: number } }>(await fetch(`${api}/api/auth/me`, { headers: { authorization: `Bearer ${body.token}` } }), 200, "me");
        users[i] = { id: body.user.id, token: body.token, grant: me.user.credits };
      }
    }),
  );
  return users;
}

/** Part 1: every user submits one routine at the same moment; every credit must be accounted for. */
async function evaluateAtOnce(api: string, sql: pg.Client, database: string, users: User[], logTail: () => string) {
  const stopWatching = watchConnections(sql, database);
  const moment = Date.now();
  // A 503 (more connections at once than the local PostgreSQL's 100) is retried as the browser
  // does: with the same Idempotency-Key, so a retry can never pay twice.
  let unavailable = 0;
  const submits = await Promise.all(
    users.map(async (u, i) => {
      const sentAt = Date.now();
      const key = crypto.randomUUID();
      for (let attempt = 1; ; attempt++) {
        const res = await fetch(`${api}/api/evaluate-stack`, {
          method: "POST",
          headers: { authorization: `Bearer ${u.token}`, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify(routine(i)),
        });
        const text = await res.text();
        if (res.status === 503 && attempt < SUBMIT_ATTEMPTS) {
          unavailable++;
          await new Promise((r) => setTimeout(r, 500 * attempt));
          continue;
        }
        const id = res.status === 202 ? (JSON.parse(text) as { id: string }).id : null;
        return { status: res.status, text: text.slice(0, 200), id, sentAt, answeredAt: Date.now() };
      }
    }),
  );
  const refused = submits.filter((s) => s.status !== 202);
  for (const r of refused.slice(0, 5)) console.error(`evaluate-stack answered ${r.status}: ${r.text}`);
  if (refused.some((r) => r.status >= 500)) console.error(`app log tail:\n${logTail()}`);
  const ids = submits.flatMap((s) => (s.id ? [s.id] : []));
  const owned = submits.flatMap((s, i) => (s.id ? [{ stackId: s.id, owner: users[i] }] : []));

  const deadline = moment + EVALUATION_DEADLINE_MS;
  let rows: Array<{ id: string; status: string; stored_ms: number | null }> = [];
  for (;;) {
    ({ rows } = await sql.query(
      `select s.id, s.status, (extract(epoch from min(e.created_at)) * 1000)::float8 as stored_ms
       from stacks s left join evaluations e on e.stack_id = s.id where s.id = any($1::uuid[]) group by s.id`,
      [ids],
    ));
    if (rows.every((r) => r.status !== "pending")) break;
    if (Date.now() > deadline) {
      console.error(`evaluations: ${rows.filter((r) => r.status === "pending").length} still pending after ${EVALUATION_DEADLINE_MS / 1000} s`);
      break;
    }
    await sleep(100);
  }
  const peakConnections = await stopWatching();
  const stored = rows.filter((r) => r.status === "evaluated" && r.stored_ms !== null);
  const sentAt = new Map(submits.flatMap((s) => (s.id ? [[s.id, s.sentAt] as const] : [])));
  const toStored = summarize(stored.map((r) => r.stored_ms! - sentAt.get(r.id)!));
  const wall = stored.length ? Math.max(...stored.map((r) => r.stored_ms!)) - moment : NaN;
  const answer = summarize(submits.map((s) => s.answeredAt - s.sentAt));

  const { rows: accounts } = await sql.query(
    `select u.id, u.credits,
       (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as ledger,
       (select count(*)::int from credit_ledger l where l.user_id = u.id and l.reason = 'evaluation') as debits,
       (select count(*)::int from credit_ledger l where l.user_id = u.id and l.reason = 'refund') as refunds,
       (select count(*)::int from credit_ledger l join stacks s on s.id::text = l.reference
          where l.user_id = u.id and l.reason = 'evaluation' and s.user_id = u.id) as debits_naming_the_stack,
       (select count(*)::int from stacks s where s.user_id = u.id) as stacks,
       (select count(*)::int from evaluations e join stacks s on s.id = e.stack_id where s.user_id = u.id) as evaluations
     from users u where u.id = any($1::uuid[])`,
    [users.map((u) => u.id)],
  );
  const grant = new Map(users.map((u) => [u.id, u.grant]));
  const wrong = accounts.filter(
    (a) =>
      a.credits !== grant.get(a.id)! - 1 ||
      a.ledger !== a.credits ||
      a.debits !== 1 ||
      a.refunds !== 0 ||
      a.debits_naming_the_stack !== 1 ||
      a.stacks !== 1 ||
      a.evaluations !== 1,
  );
  for (const w of wrong.slice(0, 5)) console.error(`credit or evaluation mismatch: ${JSON.stringify(w)}`);
  const evaluations = accounts.reduce((n, a) => n + a.evaluations, 0);
  const exact = refused.length === 0 && accounts.length === users.length && wrong.length === 0 && evaluations === users.length && stored.length === users.length;
  if (!exact) failed = true;

  const base = { users: users.length, stored: stored.length, peakConnections, ...machine() };
  report("load.evaluate.all_stored.wall", "ms", wall, { ...base, note: "from the moment 100 users submit at once to the last evaluation stored (local queue, batches of 10, 1 s batch timeout)" });
  report("load.evaluate.submit_to_stored.p95", "ms", toStored.p95, { ...base, median: toStored.median, runs: toStored.runs });
  report("load.evaluate.submit_answer.p95", "ms", answer.p95, { ...base, median: answer.median, note: "POST /api/evaluate-stack until its 202, 100 at once" });
  report("load.evaluate.exact", "bool", exact ? 1 : 0, {
    ...base,
    accepted: submits.length - refused.length,
    refused: refused.length,
    retriedAfter503: unavailable,
    evaluations,
    mismatchedAccounts: wrong.length,
    failedStacks: rows.filter((r) => r.status === "failed").length,
    checks: "balance = grant - 1, ledger sum = balance, one debit naming the stack, no refund, one stack and one evaluation per user",
  });
  return owned;
}

/** Peak connections (sampled every 250 ms) to the run's database, and to the whole server, whose
 *  max_connections (100 by default) is shared with whatever else runs on this machine. */
function watchConnections(sql: pg.Client, database: string) {
  const peak = { database: 0, server: 0, serverMax: 0 };
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await sql.query(
        `select count(*) filter (where datname = $1)::int as mine, count(*)::int as all,
           current_setting('max_connections')::int as max from pg_stat_activity where backend_type = 'client backend'`,
        [database],
      );
      peak.database = Math.max(peak.database, rows[0].mine);
      peak.server = Math.max(peak.server, rows[0].all);
      peak.serverMax = rows[0].max;
      await sleep(250);
    }
  })();
  return async () => {
    running = false;
    await done;
    return peak;
  };
}

type Mix = { name: string; requests: autocannon.Request[] };

function runCannon(url: string, requests: autocannon.Request[], connections: number, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, requests, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Part 2: autocannon over the mixed reads and over /api/health on one origin; reports both and the ratio. */
async function measureReads(origin: string, label: string, mix: Mix, sql: pg.Client, database: string, logTail: () => string) {
  // Statuses and a sample body of every non-2xx answer, per kind of request.
  const byKind = new Map<string, Record<string, number>>();
  const samples: string[] = [];
  const counted = mix.requests.map((r) => ({
    ...r,
    onResponse: (status: number, body: string) => {
      const kind = routeOf(r);
      const counts = byKind.get(kind) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      byKind.set(kind, counts);
      if ((status < 200 || status > 299) && samples.length < 5) samples.push(`${status} ${r.path}: ${body.slice(0, 200)}`);
    },
  }));

  await runCannon(origin, counted.slice(0, 8), 10, 3); // warm-up, not reported
  byKind.clear();
  samples.length = 0;
  await sleep(2000);

  const stopWatching = watchConnections(sql, database);
  const mixed = await runCannon(origin, counted, CONNECTIONS, DURATION_S);
  const peakConnections = await stopWatching();
  await sleep(2000); // the last requests' database pools close after their responses (waitUntil)
  const health = await runCannon(origin, HEALTH, CONNECTIONS, DURATION_S);

  const line = (name: string, r: autocannon.Result, extra: Record<string, unknown>) => {
    const rps = r.requests.total / r.duration;
    const bad = r.errors + r.non2xx;
    if (bad > 0) failed = true;
    report(name, "req/s", rps, {
      p50: r.latency.p50,
      p99: r.latency.p99,
      latencyUnit: "ms",
      requests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      connections: CONNECTIONS,
      seconds: r.duration,
      origin: label,
      ...extra,
      ...machine(),
    });
    return rps;
  };
  const mixedRps = line(`load.reads.mixed.${label}.rps`, mixed, {
    mix: mix.name,
    statusesByRoute: Object.fromEntries(byKind),
    peakConnections,
  });
  const healthRps = line(`load.reads.health.${label}.rps`, health, { route: "/api/health (no database)" });
  report(`load.reads.mixed_to_health.${label}.ratio`, "ratio", mixedRps / healthRps, { mixedRps, healthRps, ...machine() });

  // `/api/health` alone moves by a fifth between runs on this shared machine: short rounds of the
  // two, one right after the other, give ratios measured under the same conditions; their median
  // is the figure to quote.
  const rounds: Array<{ mixedRps: number; healthRps: number; ratio: number }> = [];
  for (let i = 0; i < RATIO_ROUNDS; i++) {
    await sleep(2000);
    const m = await runCannon(origin, counted, CONNECTIONS, RATIO_ROUND_S);
    await sleep(2000);
    const h = await runCannon(origin, HEALTH, CONNECTIONS, RATIO_ROUND_S);
    if (m.errors + m.non2xx + h.errors + h.non2xx > 0) failed = true;
    const round = { mixedRps: m.requests.total / m.duration, healthRps: h.requests.total / h.duration };
    rounds.push({ ...round, ratio: round.mixedRps / round.healthRps });
  }
  const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
  report(`load.reads.mixed_to_health.${label}.paired_median`, "ratio", ratios[Math.floor(ratios.length / 2)], {
    rounds: rounds.map((r) => ({ mixedRps: Math.round(r.mixedRps * 10) / 10, healthRps: Math.round(r.healthRps * 10) / 10, ratio: Math.round(r.ratio * 1000) / 1000 })),
    secondsEach: RATIO_ROUND_S,
    ...machine(),
  });
  if (samples.length) {
    console.error(`non-2xx answers on ${label}:\n  ${samples.join("\n  ")}`);
    console.error(`app log tail:\n${logTail()}`);
  }
  if (mixed.errors > 0) console.error(`${mixed.errors} connection errors (${mixed.timeouts} timeouts) on ${label}`);
}

/** CPU seconds used so far by the app's processes (by program) and the database's backends. */
function cpuByProgram(appPid: number, database: string): Record<string, number> {
  const tick = 100; // USER_HZ on Linux
  const procs = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  const stat = new Map<number, { ppid: number; comm: string; cpu: number; reaped: number }>();
  for (const pid of procs) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stat.set(Number(pid), { ppid: Number(fields[1]), comm, cpu: (Number(fields[11]) + Number(fields[12])) / tick, reaped: (Number(fields[13]) + Number(fields[14])) / tick });
    } catch {
      // gone meanwhile
    }
  }
  const inApp = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 20; depth++) {
      if (p === appPid) return true;
      p = stat.get(p)?.ppid ?? 0;
    }
    return false;
  };
  const totals: Record<string, number> = {};
  for (const [pid, s] of stat) {
    let program: string | null = null;
    if (inApp(pid)) program = s.comm;
    else if (s.comm === "postgres") {
      try {
        if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(database)) program = "postgres (this database)";
      } catch {
        // gone meanwhile
      }
    }
    if (program) totals[program] = (totals[program] ?? 0) + s.cpu;
    // Backends that have exited (a connection per request) are counted by the server's main
    // process, for every database on the server.
    if (s.comm === "postgres" && stat.get(s.ppid)?.comm !== "postgres") totals["postgres (ended backends, any database)"] = s.reaped;
  }
  return totals;
}

/** LOAD_PARTS=routes: each kind of request of the mix alone on the api origin, to see where the time goes. */
async function measureEachRoute(origin: string, mix: Mix, appPid: number, database: string) {
  for (const [kind, requests] of kindsOf(mix)) {
    await sleep(1000);
    const before = cpuByProgram(appPid, database);
    const client = process.cpuUsage();
    const r = await runCannon(origin, requests, CONNECTIONS, ROUTE_DURATION_S);
    const after = cpuByProgram(appPid, database);
    const clientMs = (process.cpuUsage(client).user + process.cpuUsage(client).system) / 1000;
    // CPU milliseconds per request, by program (client: this process, autocannon).
    const perRequest = Object.fromEntries(
      [...Object.entries(after).map(([k, v]) => [k, ((v - (before[k] ?? 0)) * 1000) / r.requests.total] as const), ["client", clientMs / r.requests.total] as const]
        .filter(([, v]) => v >= 0.05)
        .map(([k, v]) => [k, Math.round(v * 100) / 100]),
    );
    if (r.errors + r.non2xx > 0) failed = true;
    report(`load.reads.route.rps`, "req/s", r.requests.total / r.duration, { route: kind, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, seconds: r.duration, cpuMsPerRequest: perRequest, ...machine() });
  }
}

/** A request's route: its path without the query, an id as `:id`. */
function routeOf(r: autocannon.Request): string {
  return (r.path ?? "").split("?")[0].replace(/[0-9a-f-]{36}/, ":id");
}

/** The kinds of request of the mix (route, guest or signed in), and /api/health. */
function kindsOf(mix: Mix): Map<string, autocannon.Request[]> {
  const kinds = new Map<string, autocannon.Request[]>();
  for (const r of mix.requests) {
    const who = r.headers && "authorization" in r.headers ? "signed in" : "guest";
    const kind = `${routeOf(r)} (${who})`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), r]);
  }
  kinds.set("/api/health (no database)", HEALTH);
  return kinds;
}

/** LOAD_PARTS=profile: where each kind of request spends the api Worker's CPU. */
async function profileEachRoute(origin: string, mix: Mix) {
  const port = apiInspectorPort(Number(new URL(origin).port));
  const bundle = apiBundle(root);
  if (!port || !bundle) throw new Error(`no inspector (${port}) or bundle (${bundle}) for the api Worker`);
  const moduleOf = bundleModules(bundle);
  const inspector = await openInspector(port);
  try {
    for (const [kind, requests] of kindsOf(mix)) {
      await sleep(1000);
      const { result, profile } = await inspector.profile(() => runCannon(origin, requests, 4, 8));
      if (result.errors + result.non2xx > 0) failed = true;
      const summary = summarizeProfile(profile, result.requests.total, moduleOf);
      report("load.profile.route.busy_ms", "ms", summary.busyMs, { route: kind, rps: result.requests.total / result.duration, byModule: summary.byModule, topFunctions: summary.topFunctions, ...machine() });
    }
  } finally {
    inspector.close();
  }
}

async function buildMix(api: string, sql: pg.Client, users: User[], routines: Array<{ stackId: string; owner: User }>): Promise<Mix> {
  const { rows: products } = await sql.query<{ brand: string; name: string }>(
    "select brand, name from products where status = 'approved' and brand <> '' order by md5(id::text) limit 10",
  );
  const terms = products.flatMap((p, i) => {
    const words = `${p.brand} ${p.name}`.toLowerCase().split(/\s+/);
    const prefix = words.slice(0, 2).join(" ");
    const misspelt = words[words.length - 1].length > 5 ? `${words[0]} ${words[words.length - 1].slice(0, 2)}${words[words.length - 1].slice(3)}` : prefix;
    return i % 2 ? [prefix] : [misspelt];
  });
  const bearer = (u: User) => ({ authorization: `Bearer ${u.token}` });
  // Routines are private until their owner makes them public (Make public on the results page):
  // every owner does, so that the public list has them and guests may open them.
  for (const r of routines) {
    const res = await fetch(`${api}/api/stacks/${r.stackId}/visibility`, {
      method: "PUT",
      headers: { ...bearer(r.owner), "content-type": "application/json" },
      body: JSON.stringify({ isPublic: true }),
    });
    await responseJson(res, 200, "make public");
  }
  const firstPage = await responseJson<{ nextCursor: string | null }>(await fetch(`${api}/api/routines/public`), 200, "public routines");
  const requests: autocannon.Request[] = [];
  for (let i = 0; i < 20; i++) {
    const viewer = users[i % users.length];
    const results = routines[i % routines.length];
    requests.push({ method: "GET", path: "/api/posts", headers: i % 2 ? bearer(viewer) : {} });
    requests.push({ method: "GET", path: i % 4 === 3 && firstPage.nextCursor ? `/api/routines/public?cursor=${encodeURIComponent(firstPage.nextCursor)}` : "/api/routines/public" });
    requests.push({ method: "GET", path: `/api/products?search=${encodeURIComponent(terms[i % terms.length])}` });
    requests.push({ method: "GET", path: `/api/stacks/${results.stackId}`, headers: i % 2 ? {} : bearer(results.owner) });
  }
  // Every request once before the load: a wrong path or an empty answer would make the figures meaningless.
  for (const r of requests) {
    const res = await fetch(api + r.path, { headers: (r.headers ?? {}) as Record<string, string> });
    const body = await responseJson<Record<string, unknown>>(res, 200, r.path!);
    const list = body.posts ?? body.routines ?? body.products;
    if (Array.isArray(list) ? list.length === 0 : !body.id) throw new Error(`${r.path}: an empty answer ${JSON.stringify(body).slice(0, 200)}`);
  }
  return {
    name: "1/4 feed (half signed in), 1/4 public routines (1 in 4 a second page), 1/4 product search (10 terms, half misspelt), 1/4 routine results (20 routines, half viewed by their owner)",
    requests,
  };
}

interface Socket {
  status: number;
  connected: number;
  heartbeats: number;
  /** When each credits_updated arrived (the first comes with `connected`). */
  credits: number[];
  open: boolean;
  error: string | null;
  closedAt: number | null;
  closeCode: number | null;
  ws: WebSocket;
}

/** Resolves once the socket has said `connected` (or has failed); the socket stays open after. */
function openSocket(port: number, token: string): Promise<Socket> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/user/updates`, { headers: { authorization: `Bearer ${token}` }, perMessageDeflate: false });
    const socket: Socket = { status: 0, connected: 0, heartbeats: 0, credits: [], open: false, error: null, closedAt: null, closeCode: null, ws };
    const fail = (message: string) => {
      socket.open = false;
      socket.error ??= message;
      clearTimeout(timer);
      resolve(socket);
    };
    const timer = setTimeout(() => fail("no connected message within 15 s"), 15_000);
    ws.on("upgrade", (res) => (socket.status = res.statusCode ?? 0));
    ws.on("unexpected-response", (_req, res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => fail(`${res.statusCode} ${body.slice(0, 200)}`));
    });
    ws.on("error", (e) => fail(e.message));
    ws.on("message", (data) => {
      const type = (JSON.parse(String(data)) as { type: string }).type;
      if (type === "connected") {
        socket.connected++;
        socket.open = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (type === "heartbeat") socket.heartbeats++;
      else if (type === "credits_updated") socket.credits.push(Date.now());
    });
    ws.on("close", (code) => {
      socket.open = false;
      socket.closedAt ??= Date.now();
      socket.closeCode ??= code;
    });
  });
}

/** Opens one socket per token, a few at a time. */
async function openAll(port: number, tokens: string[]) {
  const sockets: Socket[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: STREAM_OPEN_CONCURRENCY }, async () => {
      while (next < tokens.length) sockets.push(await openSocket(port, tokens[next++]));
    }),
  );
  return { sockets, openAllMs: performance.now() - started };
}

interface HoldOptions {
  perUser: number;
  /** Each socket pings this often (null: idle). */
  pingMs: number | null;
  /** Publishes one event to every user after the hold. */
  publish: boolean;
}

/** Opens the sockets, holds them, counts what is still open (and what a publish reaches). */
async function openAndHold(port: number, users: User[], options: HoldOptions) {
  const tokens = users.flatMap((u) => Array.from({ length: options.perUser }, () => u.token));
  const { sockets, openAllMs } = await openAll(port, tokens);
  const connectedAtStart = sockets.filter((s) => s.open && s.connected === 1).length;
  const pingers =
    options.pingMs === null
      ? []
      : sockets.map((s, i) =>
          // Staggered, as tabs opened at different moments would be.
          setTimeout(() => {
            const send = () => s.open && s.ws.send(LIVE_PING);
            send();
            pingers.push(setInterval(send, options.pingMs!));
          }, 1000 + ((i * 37) % 1000)),
        );
  const holdStart = Date.now();
  await sleep(STREAM_HOLD_MS);
  const openAtEnd = sockets.filter((s) => s.open && s.connected === 1).length;
  for (const t of pingers) clearTimeout(t);
  let delivery = null;
  if (options.publish) {
    const before = sockets.map((s) => s.credits.length);
    const published = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: STREAM_OPEN_CONCURRENCY }, async () => {
        while (next < users.length) {
          const user = users[next++];
          const res = await fetch(`http://127.0.0.1:${port}/api/user/trigger-update`, { method: "POST", headers: { authorization: `Bearer ${user.token}` } });
          await responseJson(res, 200, "trigger-update");
        }
      }),
    );
    const publishMs = Date.now() - published;
    const reached = () => sockets.filter((s, i) => s.credits.length > before[i]).length;
    const deadline = Date.now() + 15_000;
    while (reached() < openAtEnd && Date.now() < deadline) await sleep(50);
    const arrivals = sockets.flatMap((s, i) => (s.credits.length > before[i] ? [s.credits[before[i]] - published] : []));
    delivery = { delivered: reached(), publishMs, lastArrivalMs: arrivals.length ? Math.max(...arrivals) : NaN, arrivals: summarize(arrivals) };
  }
  for (const s of sockets) s.ws.terminate();
  const errors = [...new Set(sockets.flatMap((s) => (s.error ? [s.error] : [])))];
  if (errors.length) console.error(`socket problems: ${errors.slice(0, 5).join("; ")}`);
  if (openAtEnd < sockets.length) {
    // When did they close (and how): seconds into the hold.
    const second = (t: number) => Math.round((t - holdStart) / 1000);
    const closes: Record<string, number> = {};
    for (const s of sockets) if (s.closedAt) closes[`${second(s.closedAt)}s:${s.closeCode}`] = (closes[`${second(s.closedAt)}s:${s.closeCode}`] ?? 0) + 1;
    console.error(`sockets closed (second into the hold:code = count) ${JSON.stringify(closes)}`);
  }
  return { sockets, openAllMs, connectedAtStart, openAtEnd, delivery };
}

/** A hold of sockets, reported under `name`. */
async function holdSockets(name: string, port: number, users: User[], options: HoldOptions) {
  const { sockets, openAllMs, connectedAtStart, openAtEnd, delivery } = await openAndHold(port, users, options);
  const dropped = sockets.length - openAtEnd;
  if (dropped > 0) failed = true;
  const base = {
    sockets: sockets.length,
    users: users.length,
    perUser: options.perUser,
    holdSeconds: STREAM_HOLD_MS / 1000,
    pingSeconds: options.pingMs === null ? null : options.pingMs / 1000,
    origin: "api",
    ...machine(),
  };
  report(`${name}.open_at_end`, "sockets", openAtEnd, { ...base, connectedAtStart, openAllMs, openConcurrency: STREAM_OPEN_CONCURRENCY });
  report(`${name}.dropped`, "sockets", dropped, base);
  if (options.pingMs !== null) {
    const heartbeats = summarize(sockets.map((s) => s.heartbeats));
    report(`${name}.heartbeats_per_socket.min`, "events", Math.min(...sockets.map((s) => s.heartbeats)), {
      ...base,
      median: heartbeats.median,
      max: Math.max(...sockets.map((s) => s.heartbeats)),
      note: "one ping every 15 s, the first 1-2 s after opening: 4 answers in 60 s",
    });
  }
  if (delivery) {
    if (delivery.delivered < openAtEnd) failed = true;
    report(`${name}.publish.delivered`, "sockets", delivery.delivered, { ...base, openAtEnd, publishRequestsMs: delivery.publishMs });
    report(`${name}.publish.last_arrival_ms`, "ms", delivery.lastArrivalMs, {
      ...base,
      median: delivery.arrivals.median,
      p95: delivery.arrivals.p95,
      note: "from the first of 100 POST /api/user/trigger-update (20 at a time) to each socket's credits_updated",
    });
  }
}

async function main() {
  if (fs.existsSync(DATA_DIR)) fs.rmSync(DATA_DIR, { recursive: true, force: true }); // stale local queue and object state
  const database = await createTestDatabase("bench_load");
  const sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  let app: Awaited<ReturnType<typeof startAppServer>> | null = null;
  try {
    const sizes = await seedCommunity(sql);
    const t0 = performance.now();
    app = await startAppServer(PORT, DATA_DIR, { DATABASE_URL: database.databaseUrl, ...(POOL === "pgbouncer" ? { DB_LOCAL_POOL: "pgbouncer" } : {}) });
    console.error(`app started in ${Math.round((performance.now() - t0) / 1000)} s; database ${database.name} ${JSON.stringify(sizes)}`);
    const runId = Date.now().toString(36);
    const users = await signUp(app.api, USERS, runId);
    console.error(`${users.length} users signed up`);

    if (PARTS !== "live") {
      const routines = await evaluateAtOnce(app.api, sql, database.name, users, app.logTail);
      if (routines.length === 0) throw new Error("no routine was accepted for evaluation");
      const mix = await buildMix(app.api, sql, users, routines);
      if (PARTS === "profile") return await profileEachRoute(app.api, mix);
      await measureReads(app.api, "api", mix, sql, database.name, app.logTail);
      if (PARTS === "routes") await measureEachRoute(app.api, mix, app.pid, database.name);
      else if (PARTS !== "api-reads") await measureReads(app.base, "web", mix, sql, database.name, app.logTail);
    }
    if (PARTS === "routes" || PARTS === "reads" || PARTS === "api-reads") return;
    await holdSockets("load.live", PORT + 1, users, { perUser: STREAMS_PER_USER, pingMs: PING_MS, publish: false });
    await holdSockets("load.live_idle", PORT + 1, users, { perUser: IDLE_PER_USER, pingMs: null, publish: true });
  } finally {
    if (app) await Promise.race([app.stop(), sleep(20_000)]);
    await sql.end();
    await database.drop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
