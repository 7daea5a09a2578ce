import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, inject } from "vitest";
import { routines } from "@db/schema";
import { createApp } from "../src/app";
import type { Env } from "../src/env";
import worker from "../src/index";
import { EVALUATION_QUEUE, type EvaluationJob } from "../src/queue/jobs";
import { requestApi, type ApiRequestInit } from "../../../tests/helpers/api-request";
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

export function call(path: string, init: ApiRequestInit = {}, overrides: Partial<Env> = {}) {
  return requestApi(app, testEnv(overrides), path, init);
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
export async function signUp(email = uniqueEmail(), password = "correct horse battery", options: { verified?: boolean; name?: string } = {}) {
  const res = await call("/api/auth/signup", { method: "POST", json: { name: options.name ?? "Test", email, password } });
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

/** A new verified account with this display name (and an address made from it). */
export function signUpNamed(name: string) {
  return signUp(uniqueEmail(name.toLowerCase().replace(/[^a-z0-9]+/g, "-")), undefined, { name });
}

/** Delivers one job to the queue consumer as queue `queue` would (this delivery being attempt `attempts`). */
export async function deliverJob(queue: string, job: EvaluationJob, attempts = 1) {
  const batch = createMessageBatch<EvaluationJob>(queue, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts, body: job }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, testEnv() as never, ctx);
  return getQueueResult(batch, ctx);
}

/** The job the api queued for a submitted routine's evaluation. */
export async function pendingJobOf(routineId: string, userId: string): Promise<EvaluationJob> {
  const jobId = await withTestDb(async (db) => (await db.select().from(routines).where(eq(routines.id, routineId)))[0].pendingJobId!);
  return { stackId: routineId, jobId, userId };
}

/** Delivers the stack's pending evaluation job to the queue consumer, as the queue would. */
export async function evaluateNow(routineId: string, userId: string) {
  return deliverJob(EVALUATION_QUEUE, await pendingJobOf(routineId, userId));
}

/** Submits a routine of `owner`'s and runs its evaluation; resolves the routine's id. */
export async function evaluatedRoutineOf(owner: { token: string; id: string }, routine: Record<string, unknown>) {
  const res = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: routine });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await evaluateNow(id, owner.id);
  return id;
}

/** A post by `owner` about a new routine of theirs, evaluated first (posting needs no more). */
export async function postAboutNewRoutine(owner: { token: string; id: string }, post: { title: string; description?: string }) {
  const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
  const routineId = await evaluatedRoutineOf(owner, { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] });
  const created = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, ...post } });
  if (created.status !== 201) throw new Error(`posting failed: ${created.status} ${await created.text()}`);
  return { postId: ((await created.json()) as { id: string }).id, stackId: routineId };
}

/** The products of `evaluatedPersonalRoutine`. */
export const PERSONAL_ROUTINE_PRODUCTS = {
  cleanser: { name: "Gentle Cleanser", brand: "Test", productType: "Cleanser", ingredients: "Aqua, Glycerin, Coco-Glucoside" },
  serum: { name: "Retinol Night Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Squalane, Retinol, Parfum, Tocopherol" },
  cream: { name: "Rich Cream", brand: "Test", productType: "Moisturizer", ingredients: "Aqua, Glycerin, Shea Butter, Parfum" },
};

/**
 * A new owner whose skin profile (sensitive, fine lines, 30-39, sensitive to fragrance, pregnant)
 * and evaluated routine (a retinol serum, a skin feeling) make the owner's view differ from the
 * shared view.
 */
export async function evaluatedPersonalRoutine(skinFeeling: string) {
  const owner = await signUp();
  const profile = await call("/api/profile", {
    method: "PUT",
    token: owner.token,
    json: { skinType: "sensitive", primaryConcern: "fine-lines", ageBracket: "30-39", sensitivities: ["fragrance"], pregnant: true },
  });
  expect(profile.status).toBe(200);
  const { cleanser, serum, cream } = PERSONAL_ROUTINE_PRODUCTS;
  const routineId = await evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    {
      stackName: "Night Repair",
      goal: "anti-aging",
      secondaryGoals: [],
      skinType: "sensitive",
      morningProducts: [cleanser],
      nightProducts: [serum, cream],
      skinFeeling,
    },
  );
  return { owner, stackId: routineId };
}
