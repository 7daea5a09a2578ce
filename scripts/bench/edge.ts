/**
 * Guest pages from the edge (ADR 0041), on the built app (`scripts/start.ts`: `wrangler pages dev`
 * on the Remix build, `wrangler dev` for the api) over a fresh database on the real PostgreSQL.
 *
 * 1. A post page as a guest gets it from the Pages function's cache, against `/api/health` through
 *    the same Pages function (one origin, as the browser reaches it), and the same page rendered
 *    every time (a query string of its own per request, so each one misses and renders): autocannon
 *    at EDGE_CONNECTIONS connections, in EDGE_ROUNDS alternating rounds of EDGE_ROUND_S seconds.
 *    Reports the median of the rounds' ratios (cached / health, rendered / health) and their req/s.
 * 2. Write to guest-visible: EDGE_WRITES times, a comment is posted through the api and the guest's
 *    post page is polled (every 50 ms) until it shows the comment; seconds from sending the write
 *    to the first guest answer that shows it. The isolate asks for the guest pages' generation at
 *    most once a second, so about 0.5 s is expected on an idle machine.
 *
 *   npx tsx scripts/bench/edge.ts        (or `npm run bench -- edge`; about 3 minutes)
 *
 * Settings: EDGE_PORT (8840; the api takes +1), EDGE_DATA_DIR (/tmp/skinstack-edge), and
 * TEST_DATABASE_ADMIN_URL as for the integration tests. Every line carries the load average.
 */
import os from "node:os";
import autocannon from "autocannon";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { verifyThroughOutbox } from "../../tests/helpers/verify-email";
import { startAppServer } from "./app-server";
import { requestSignup, responseJson } from "./http";
import { BENCH_ROUTINE_PRODUCTS } from "./routine-fixture";
import { report, summarize } from "./stats";

const PORT = Number(process.env.EDGE_PORT ?? 8840);
const DATA_DIR = process.env.EDGE_DATA_DIR ?? "/tmp/skinstack-edge";
const CONNECTIONS = Number(process.env.EDGE_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.EDGE_ROUNDS ?? 5);
const ROUND_S = Number(process.env.EDGE_ROUND_S ?? 5);
const WRITES = Number(process.env.EDGE_WRITES ?? 15);
const POLL_MS = 50;
const VISIBLE_DEADLINE_MS = 30_000;
const machine = () => ({ loadavg1m: os.loadavg()[0], cpus: os.cpus().length });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cannon(url: string, request: autocannon.Request) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: ROUND_S, requests: [request], timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Requests per second of the 2xx answers (a cache that answered errors would not count). */
const okRate = (r: autocannon.Result) => r["2xx"] / ROUND_S;

async function signUpWriter(base: string, name: string) {
  const email = `${name}-${Date.now().toString(36)}@bench.test`;
  const body = await responseJson<{ token: string }>(await requestSignup(base, { name, email, password: "correct horse battery" }), 201, "signup");
  await verifyThroughOutbox((p) => fetch(base + p), email);
  return body.token;
}

async function postAboutRoutine(base: string, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const submitted = await fetch(`${base}/api/evaluate-stack`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ stackName: "Edge bench routine", goal: "hydration", skinType: "normal", ...BENCH_ROUTINE_PRODUCTS }),
  });
  const { id } = await responseJson<{ id: string }>(submitted, 202, "evaluate-stack");
  for (let attempt = 0; ; attempt++) {
    const routine = await responseJson<{ status: string }>(await fetch(`${base}/api/stacks/${id}`, { headers: auth }), 200, "stack");
    if (routine.status === "evaluated") break;
    if (attempt > 300) throw new Error("the routine was not evaluated within a minute");
    await sleep(200);
  }
  const post = await fetch(`${base}/api/posts`, { method: "POST", headers: auth, body: JSON.stringify({ stackId: id, title: "Edge bench post", description: "Morning and night." }) });
  return (await responseJson<{ id: string }>(post, 201, "post")).id;
}

async function measureThroughput(base: string, postPath: string) {
  let miss = 0;
  const cached: autocannon.Request = { method: "GET", path: postPath };
  const health: autocannon.Request = { method: "GET", path: "/api/health" };
  const rendered: autocannon.Request = { method: "GET", setupRequest: (req) => ({ ...req, path: `${postPath}?render=${++miss}` }) };
  // The page is stored once before the rounds; a cached answer says so in Cache-Status.
  await (await fetch(base + postPath)).text();
  const check = await fetch(base + postPath);
  await check.text();
  if (!(check.headers.get("cache-status") ?? "").includes("hit")) throw new Error(`the post page is not served from the cache: ${check.headers.get("cache-status")}`);

  const rounds: { cached: number; health: number; rendered: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const c = await cannon(base, cached);
    const h = await cannon(base, health);
    const r = await cannon(base, rendered);
    rounds.push({ cached: okRate(c), health: okRate(h), rendered: okRate(r) });
    console.error(`  round ${i + 1}: cached ${okRate(c).toFixed(0)} req/s, /api/health ${okRate(h).toFixed(0)}, rendered ${okRate(r).toFixed(0)}`);
  }
  const median = (xs: number[]) => summarize(xs).median;
  const cachedRatio = median(rounds.map((r) => r.cached / r.health));
  const renderedRatio = median(rounds.map((r) => r.rendered / r.health));
  const extra = { rounds: ROUNDS, roundSeconds: ROUND_S, connections: CONNECTIONS, ...machine() };
  report("edge.guest_page.cached_to_health.paired_median", "ratio", cachedRatio, {
    perRound: rounds.map((r) => Math.round((r.cached / r.health) * 1000) / 1000),
    goal: 0.8,
    ...extra,
  });
  report("edge.guest_page.rendered_to_health.paired_median", "ratio", renderedRatio, {
    perRound: rounds.map((r) => Math.round((r.rendered / r.health) * 1000) / 1000),
    ...extra,
  });
  report("edge.guest_page.cached", "req/s", median(rounds.map((r) => r.cached)), extra);
  report("edge.guest_page.rendered", "req/s", median(rounds.map((r) => r.rendered)), extra);
  report("edge.health.pages_origin", "req/s", median(rounds.map((r) => r.health)), extra);
}

/** Comments each member may write in a minute (workers/api/src/lib/rate-limit.ts allows 10). */
const COMMENTS_PER_MEMBER = 8;

async function measureWriteToVisible(base: string, postId: string) {
  const commenters: string[] = [];
  for (let i = 0; i < Math.ceil(WRITES / COMMENTS_PER_MEMBER); i++) commenters.push(await signUpWriter(base, `edge-commenter-${i}`));
  const samples: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const token = commenters[Math.floor(i / COMMENTS_PER_MEMBER)];
    const words = `Edge bench comment ${i} ${Date.now().toString(36)}`;
    // The page as the guest has it now, so that the poll starts from a stored copy.
    await (await fetch(`${base}/posts/${postId}`)).text();
    const started = performance.now();
    const written = await fetch(`${base}/api/posts/${postId}/comments`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ content: words }),
    });
    await responseJson(written, 201, "comment");
    for (;;) {
      if ((await (await fetch(`${base}/posts/${postId}`)).text()).includes(words)) break;
      if (performance.now() - started > VISIBLE_DEADLINE_MS) throw new Error(`comment ${i} not visible to guests within ${VISIBLE_DEADLINE_MS} ms`);
      await sleep(POLL_MS);
    }
    samples.push((performance.now() - started) / 1000);
  }
  const s = summarize(samples);
  report("edge.write_to_guest_visible", "s", s.median, { p95: s.p95, max: Math.max(...samples), writes: s.runs, pollMs: POLL_MS, ...machine() });
}

async function main() {
  const database = await createTestDatabase("bench_edge");
  let app: Awaited<ReturnType<typeof startAppServer>> | null = null;
  try {
    app = await startAppServer(PORT, DATA_DIR, { DATABASE_URL: database.databaseUrl });
    const token = await signUpWriter(app.base, "edge-author");
    const postId = await postAboutRoutine(app.base, token);
    await measureThroughput(app.base, `/posts/${postId}`);
    await measureWriteToVisible(app.base, postId);
  } finally {
    await app?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
