/**
 * Database faults as the Workers runtime (workerd) reports them: socket failures surface
 * differently here than in Node, so the api's mapping to 503 and the queue consumer's retries are
 * checked in the runtime that runs them in production, for both drivers (ADR 0015): node-postgres
 * over the HYPERDRIVE binding's TCP socket, and the Neon driver's WebSocket.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../src/index";
import type { Env } from "../src/env";
import { EVALUATION_DLQ, EVALUATION_QUEUE, type EvaluationJob } from "../src/queue/jobs";
import { call, signUp, testEnv } from "./helpers";

/**
 * Settings under which no database can be reached: nothing listens on port 1; the issuer (an HTTP
 * server) refuses WebSocket upgrades and hangs up on a PostgreSQL greeting. The connect timeout is
 * longer than a test may run (30 s), so "at once" needs no clock: a request that sat it out would
 * fail the test by its own timeout.
 */
const unreachable = (): Array<readonly [string, Partial<Env>]> => {
  const issuer = new URL(inject("oauthIssuer")).host;
  const never = { DB_CONNECT_TIMEOUT_MS: "600000" };
  return [
    ["a refused TCP connection (Hyperdrive)", { ...never, HYPERDRIVE: { connectionString: "postgres://postgres:x@127.0.0.1:1/none" } }],
    ["a server that is not PostgreSQL (Hyperdrive)", { ...never, HYPERDRIVE: { connectionString: `postgres://postgres:x@${issuer}/none` } }],
    ["a refused connection (Neon WebSocket)", { ...never, HYPERDRIVE: undefined, DB_WS_PROXY: "127.0.0.1:1" }],
    ["a refused WebSocket upgrade (Neon WebSocket)", { ...never, HYPERDRIVE: undefined, DB_WS_PROXY: issuer }],
  ];
};

describe("the api in workerd with the database unreachable", () => {
  it.each(unreachable())("answers 503 {message, code} at once for %s", async (_label, settings) => {
    const { token } = await signUp();
    for (const [path, init] of [
      ["/api/auth/me", { token }],
      ["/api/posts", {}],
      ["/api/evaluate-stack", { method: "POST", token, json: { goal: "glow", morningProducts: [{ name: "A" }], nightProducts: [{ name: "B" }] } }],
    ] as const) {
      const res = await call(path, init, settings);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ message: expect.any(String), code: "unavailable" });
    }
  });
});

describe("the queue consumer in workerd with the database unreachable", () => {
  const job = (): EvaluationJob => ({ stackId: crypto.randomUUID(), jobId: crypto.randomUUID(), userId: crypto.randomUUID() });

  it.each(
    unreachable().flatMap(([label, settings]) => [EVALUATION_QUEUE, EVALUATION_DLQ].map((queue) => [label, settings, queue] as const)),
  )("retries every message of the batch, at once, for %s (queue %s)", async (_label, settings, queue) => {
    const messages = [1, 2, 3].map((attempts) => ({ id: `m${attempts}`, timestamp: new Date(), attempts, body: job() }));
    const batch = createMessageBatch<EvaluationJob>(queue, messages);
    const ctx = createExecutionContext();
    await worker.queue(batch, testEnv(settings) as never, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "m1" }, { msgId: "m2" }, { msgId: "m3" }]);
  });
});
