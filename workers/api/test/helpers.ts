import { env } from "cloudflare:test";
import { inject } from "vitest";
import { createApp } from "../src/app";
import type { Env } from "../src/env";
import type { EvaluationJob } from "../src/queue/jobs";
import { verifyThroughOutbox as verifyOwnEmail } from "../../../tests/helpers/verify-email";

export const app = createApp();

/** Jobs the api put on the evaluations queue; tests deliver them to the consumer themselves. */
export const queuedJobs: EvaluationJob[] = [];
const recordingQueue = {
  send: async (job: EvaluationJob) => void queuedJobs.push(job),
  sendBatch: async (jobs: Iterable<{ body: EvaluationJob }>) => {
    for (const j of jobs) queuedJobs.push(j.body);
  },
} as unknown as Queue<EvaluationJob>;

/**
 * The api's settings in tests: PostgreSQL through node-postgres as in production (the HYPERDRIVE
 * binding, here a connection string to the test database through the bridge); `HYPERDRIVE:
 * undefined` in `overrides` takes the Neon driver's WebSocket path instead.
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...(env as Env),
    HYPERDRIVE: { connectionString: inject("hyperdriveUrl") },
    DATABASE_URL: inject("databaseUrl"),
    DB_WS_PROXY: inject("wsProxy"),
    EVAL_QUEUE: recordingQueue,
    ...overrides,
  };
}

export function call(path: string, init: RequestInit & { json?: unknown; token?: string } = {}, overrides: Partial<Env> = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return app.request(path, { ...init, headers, body }, testEnv(overrides));
}

export function uniqueEmail(tag = "user") {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

/** Opens the newest verification link the local outbox holds for `email`, as its owner would. */
export const verifyThroughOutbox = (email: string) => verifyOwnEmail((path) => call(path), email);

/**
 * A new account, verified through its emailed link (so it has its free credits and may post)
 * unless `verified: false`.
 */
export async function signUp(email = uniqueEmail(), password = "correct horse battery", options: { verified?: boolean } = {}) {
  const res = await call("/api/auth/signup", { method: "POST", json: { name: "Test", email, password } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string; email: string; credits: number; emailVerified: boolean } };
  if (options.verified === false) return { ...body, email, password };
  await verifyThroughOutbox(email);
  const me = (await (await call("/api/auth/me", { token: body.token })).json()) as { user: typeof body.user };
  return { ...body, user: me.user, email, password };
}

/** A Drizzle instance on the test database, for arranging rows directly. */
export async function withTestDb<T>(fn: (db: import("@db/client").Database) => Promise<T>): Promise<T> {
  const { createDb } = await import("@db/client");
  const { db, pool } = createDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
  try {
    return await fn(db);
  } finally {
    await pool.end();
  }
}

/** Delivers the stack's pending evaluation job to the queue consumer, as the queue would. */
export async function evaluateNow(stackId: string, userId: string) {
  const [{ createExecutionContext, createMessageBatch }, { eq }, { stacks }, { EVALUATION_QUEUE }, { default: worker }] = await Promise.all([
    import("cloudflare:test"),
    import("drizzle-orm"),
    import("@db/schema"),
    import("../src/queue/jobs"),
    import("../src/index"),
  ]);
  const jobId = await withTestDb(async (db) => (await db.select().from(stacks).where(eq(stacks.id, stackId)))[0].pendingJobId!);
  const job: EvaluationJob = { stackId, jobId, userId };
  const batch = createMessageBatch<EvaluationJob>(EVALUATION_QUEUE, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: job }]);
  await worker.queue(batch, testEnv() as never, createExecutionContext());
}

/** A post by `owner` about a new routine of theirs, evaluated first (posting needs no more). */
export async function postAboutNewRoutine(owner: { token: string; id: string }, post: { title: string; description?: string }) {
  const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
  const res = await call("/api/evaluate-stack", {
    method: "POST",
    token: owner.token,
    json: { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] },
  });
  if (res.status !== 202) throw new Error(`evaluate-stack failed: ${res.status} ${await res.text()}`);
  const { id: stackId } = (await res.json()) as { id: string };
  await evaluateNow(stackId, owner.id);
  const created = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId, ...post } });
  if (created.status !== 201) throw new Error(`posting failed: ${created.status} ${await created.text()}`);
  return { postId: ((await created.json()) as { id: string }).id, stackId };
}
