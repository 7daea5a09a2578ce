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
