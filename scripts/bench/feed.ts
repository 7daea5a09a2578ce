/**
 * The community feed on PostgreSQL at scale: GET /api/posts through the api app (in Node, with the
 * production Neon driver over the local WebSocket bridge, one connection per request as in the
 * Worker) over 10,000 posts, 100,000 reactions and 50,000 comments, each post's routine evaluated
 * with a shared view of the size the engine writes; then 50 users toggling their
 * reaction on one post at once.
 *
 *   npx tsx scripts/bench/feed.ts
 *
 * Lines: feed.recent.p95 (signed-in viewer, 20 posts), feed.recent.guest.p95, feed.recent.page1.p95
 * and page50.p95 (page size), feed.recent.deep_page.p95 (a cursor 5,000 posts deep),
 * feed.most_liked.p95, feed.statement.p95 (the feed statement alone on an open connection),
 * feed.connection_floor.p95 (what any request pays to open its connection),
 * feed.queries_per_request (max over every measured request; must be at most 3 and constant),
 * feed.reactions.concurrent_exact (1 when the reaction rows and the post's trigger-kept counters are exact). Timings depend on machine
 * load: each line carries the 1-minute load average.
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import { Client as NeonClient } from "@neondatabase/serverless";
import { sql as drizzleSql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "../../drizzle/client";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { createApp } from "../../workers/api/src/app";
import { loadFeed } from "../../workers/api/src/lib/community/feed";
import type { Env } from "../../workers/api/src/env";
import { startBridge } from "../ws-bridge";
import { evaluateRoutine } from "../../core/evaluation";
import { toSharedEvaluation } from "../../core/privacy";
import { BENCH_ROUTINE_PRODUCTS } from "./routine-fixture";
import { report, summarize, timeAsync } from "./stats";

const POSTS = 10_000;
const USERS = 2_000;
const REACTIONS_PER_POST = 10; // 100,000
const COMMENTS_PER_POST = 5; // 50,000
const ROUNDS = 200;
const GOAL_P95_MS = 25;

/** Counts statements sent by the Neon driver (every query goes through Client#query). */
function queryCounter() {
  const proto = NeonClient.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    take() {
      const n = count;
      count = 0;
      return n;
    },
    restore() {
      proto.query = original;
    },
  };
}

/** The shared view of the benchmarks' five-product routine, as the queue consumer stores it. */
function benchSharedView() {
  return toSharedEvaluation(evaluateRoutine({ goal: "hydration", secondaryGoals: [], skinType: "normal", skinFeeling: "", ...BENCH_ROUTINE_PRODUCTS }));
}

/**
 * The feed benchmark's data: `users` members with `posts` evaluated, posted routines between them,
 * their reactions and comments. Tests that need the shape but not the volume pass a smaller size.
 */
export async function seed(sql: pg.Client, { users = USERS, posts = POSTS }: { users?: number; posts?: number } = {}) {
  const t0 = performance.now();
  await sql.query(`insert into users (email, name, credits)
    select 'bench' || g || '@example.test', 'Bench ' || g, 3 from generate_series(1, ${users}) g`);
  // One evaluated stack per post, two products each, one evaluation each.
  await sql.query(`insert into stacks (user_id, name, goal, status, created_at)
    select u.id, 'Routine ' || u.n || '-' || k, 'hydration', 'evaluated', now() - make_interval(secs => u.n * 5 + k)
    from (select id, row_number() over (order by email) as n from users where email like 'bench%') u,
         generate_series(1, ${Math.ceil(posts / users)}) k`);
  await sql.query(`insert into stack_products (stack_id, routine, position, name, brand, product_type)
    select s.id, r.routine, 1, r.name, 'Brand', r.type from stacks s,
      (values ('morning', 'Gentle Cleanser', 'Cleanser'), ('night', 'Night Cream', 'Moisturizer')) r(routine, name, type)`);
  // Each with a shared view the size the engine writes (what others see; several kilobytes).
  await sql.query(
    `insert into evaluations (stack_id, job_id, completeness_score, effectiveness_score, safety_score,
      ingredient_quality_score, routine_balance_score, engine_version, shared_view)
    select id, gen_random_uuid()::text, 5 + random() * 5, 5 + random() * 5, 5 + random() * 5, 5 + random() * 5, 5 + random() * 5, 'bench', $1::jsonb
    from stacks`,
    [JSON.stringify(benchSharedView())],
  );
  await sql.query(`insert into posts (user_id, stack_id, title, description, created_at)
    select user_id, id, 'Post about ' || name, 'My routine, morning and night.', created_at + interval '1 minute' from stacks`);
  // Reactions: REACTIONS_PER_POST distinct users per post, three in four are likes, popularity skewed.
  await sql.query(`with p as (select id, row_number() over (order by created_at) as n from posts),
      u as (select id, row_number() over (order by email) as n from users where email like 'bench%')
    insert into reactions (post_id, user_id, is_like)
    select p.id, u.id, (k + p.n) % 4 <> 0
    from p cross join generate_series(0, ${REACTIONS_PER_POST - 1}) k
    join u on u.n = 1 + ((p.n * 7 + k * 131) % ${users})`);
  await sql.query(`with p as (select id, row_number() over (order by created_at) as n from posts),
      u as (select id, row_number() over (order by email) as n from users where email like 'bench%')
    insert into comments (post_id, user_id, content, created_at)
    select p.id, u.id, 'Comment ' || k || ' on post ' || p.n, now() - make_interval(secs => p.n * 5 - k)
    from p cross join generate_series(1, ${COMMENTS_PER_POST}) k
    join u on u.n = 1 + ((p.n * 13 + k * 17) % ${users})`);
  await sql.query("vacuum analyze");
  const { rows } = await sql.query(`select (select count(*) from posts)::int as posts, (select count(*) from reactions)::int as reactions,
    (select count(*) from comments)::int as comments`);
  console.error(`seeded ${JSON.stringify(rows[0])} in ${Math.round(performance.now() - t0)} ms`);
  return rows[0] as { posts: number; reactions: number; comments: number };
}

/** The api app in Node as the harness runs it, plus an ExecutionContext: as in the Worker, the
 *  request's database pool is closed after the response is sent (waitUntil), not before. */
async function startApp() {
  const database = await createTestDatabase("bench_feed");
  const bridge = await startBridge({});
  const app = createApp();
  const env: Env = {
    ENVIRONMENT: "test",
    APP_URL: "http://app.test",
    DATABASE_URL: database.databaseUrl,
    DB_WS_PROXY: `127.0.0.1:${bridge.port}`,
  };
  const background: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void background.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const call = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
    const headers = new Headers();
    if (init.json !== undefined) headers.set("content-type", "application/json");
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    return app.request(path, { method: init.method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) }, env, ctx);
  };
  return {
    call,
    env,
    databaseUrl: database.databaseUrl,
    /** Waits for the closing of earlier requests' pools (kept out of the timings). */
    settle: async () => void (await Promise.all(background.splice(0))),
    async stop() {
      await Promise.all(background.splice(0));
      await bridge.close();
      await database.drop();
    },
  };
}

async function main() {
  const harness = await startApp();
  const sql = new pg.Client({ connectionString: harness.databaseUrl });
  await sql.connect();
  const counter = queryCounter();
  try {
    const sizes = await seed(sql);
    const signup = await harness.call("/api/auth/signup", {
      method: "POST",
      json: { email: `viewer-${Date.now()}@example.test`, password: "longenough" },
    });
    const { token } = (await signup.json()) as { token: string };
    await harness.settle();

    // A cursor 5,000 posts deep (page 250 of 20).
    const { rows: [deep] } = await sql.query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id as i
       from posts order by created_at desc, id desc offset 5000 limit 1`,
    );
    const deepCursor = Buffer.from(JSON.stringify({ t: deep.t, i: deep.i })).toString("base64url");

    const queryCounts = new Set<number>();
    async function measure(path: string, auth?: string, expected = 20) {
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS + 10; i++) {
        counter.take();
        const ms = await timeAsync(async () => {
          const res = await harness.call(path, { token: auth });
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
          const body = (await res.json()) as { posts: unknown[] };
          if (body.posts.length !== expected) throw new Error(`${path}: ${body.posts.length} posts`);
        });
        queryCounts.add(counter.take());
        await harness.settle();
        if (i >= 10) samples.push(ms); // the first requests warm the plan cache and the JIT
      }
      return summarize(samples);
    }

    // The floor: what any request pays for its own connection (open, one trivial query, close).
    const floorSamples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      floorSamples.push(
        await timeAsync(async () => {
          const { db, pool } = createDb(harness.databaseUrl, { wsProxy: harness.env.DB_WS_PROXY });
          await db.execute(drizzleSql`select 1`);
          void pool.end();
        }),
      );
    }
    const floor = summarize(floorSamples);

    // The feed statement alone, on an open connection (Neon driver over the bridge): the query's own cost.
    const statementSamples: number[] = [];
    {
      const { db, pool } = createDb(harness.databaseUrl, { wsProxy: harness.env.DB_WS_PROXY });
      for (let i = 0; i < ROUNDS + 10; i++) {
        const ms = await timeAsync(() => loadFeed(db, { viewer: null, sort: "recent", limit: 20 }));
        if (i >= 10) statementSamples.push(ms);
      }
      await pool.end();
    }
    const statement = summarize(statementSamples);

    const recent = await measure("/api/posts?limit=20", token);
    const guest = await measure("/api/posts?limit=20");
    const single = await measure("/api/posts?limit=1", token, 1);
    const full = await measure("/api/posts?limit=50", token, 50);
    const deepPage = await measure(`/api/posts?limit=20&cursor=${deepCursor}`, token);
    const mostLiked = await measure("/api/posts?limit=20&sort=most-liked", token);
    const base = { posts: sizes.posts, reactions: sizes.reactions, comments: sizes.comments, pageSize: 20, goal: GOAL_P95_MS, loadavg1m: os.loadavg()[0], cpus: os.cpus().length };
    report("feed.recent.p95", "ms", recent.p95, { ...base, median: recent.median, runs: recent.runs, viewer: "signed in" });
    report("feed.recent.guest.p95", "ms", guest.p95, { ...base, median: guest.median, runs: guest.runs });
    report("feed.recent.page1.p95", "ms", single.p95, { ...base, pageSize: 1, median: single.median, runs: single.runs });
    report("feed.recent.page50.p95", "ms", full.p95, { ...base, pageSize: 50, median: full.median, runs: full.runs });
    report("feed.recent.deep_page.p95", "ms", deepPage.p95, { ...base, median: deepPage.median, runs: deepPage.runs, offset: 5000 });
    report("feed.most_liked.p95", "ms", mostLiked.p95, { ...base, median: mostLiked.median, runs: mostLiked.runs });
    report("feed.statement.p95", "ms", statement.p95, {
      median: statement.median,
      runs: statement.runs,
      note: "the feed statement for 20 posts on an already open connection",
    });
    report("feed.connection_floor.p95", "ms", floor.p95, {
      median: floor.median,
      runs: floor.runs,
      note: "new Neon pool over the local bridge + select 1: paid by every request before any feed work",
    });
    report("feed.queries_per_request", "queries", Math.max(...queryCounts), {
      observed: [...queryCounts].sort(),
      limit: 3,
      note: "one statement for guests and signed-in viewers alike (the session check is inside it), for 1, 20 or 50 posts",
    });

    // 50 users toggle their reaction on one post at once, twice.
    const { rows: [target] } = await sql.query("select id from posts order by created_at desc limit 1");
    await sql.query("delete from reactions where post_id = $1", [target.id]);
    const users = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await harness.call("/api/auth/signup", {
          method: "POST",
          json: { email: `toggler-${i}-${Date.now()}@example.test`, password: "longenough" },
        });
        return ((await res.json()) as { token: string }).token;
      }),
    );
    await harness.settle();
    const press = (t: string, isLike: boolean) => harness.call(`/api/posts/${target.id}/like`, { method: "POST", token: t, json: { isLike } });
    const started = performance.now();
    const first = await Promise.all(users.map((t, i) => press(t, i % 5 !== 0))); // 40 likes, 10 dislikes
    const second = await Promise.all(users.slice(0, 20).map((t, i) => press(t, i % 5 !== 0))); // 20 of them press the same again: removed
    const elapsed = performance.now() - started;
    await harness.settle();
    const statuses = [...first, ...second].map((r) => r.status);
    const { rows: [final] } = await sql.query(
      `select count(*) filter (where is_like)::int as likes, count(*) filter (where not is_like)::int as dislikes,
              count(*)::int as total, count(distinct user_id)::int as users
       from reactions where post_id = $1`,
      [target.id],
    );
    const { rows: [counters] } = await sql.query("select like_count as likes, dislike_count as dislikes from posts where id = $1", [target.id]);
    const expected = { likes: 40 - 16, dislikes: 10 - 4, total: 30, users: 30 };
    const exact =
      statuses.every((s) => s === 200) &&
      JSON.stringify(final) === JSON.stringify(expected) &&
      counters.likes === expected.likes &&
      counters.dislikes === expected.dislikes;
    report("feed.reactions.concurrent_exact", "bool", exact ? 1 : 0, {
      users: 50,
      requests: statuses.length,
      final,
      postCounters: counters,
      expected,
      ms: elapsed,
    });
    if (!exact) process.exitCode = 1;
  } finally {
    counter.restore();
    await sql.end();
    await harness.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
