import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvaluationJob } from "../../workers/api/src/queue/jobs";
import { startApiHarness } from "../helpers/api-harness";
import { verifyThroughOutbox } from "../helpers/verify-email";

const queued: EvaluationJob[] = [];
/** The queue is not under test here: a producer that records what it is given. */
const recordingQueue = { send: async (job: EvaluationJob) => void queued.push(job), sendBatch: async () => {} };

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;

beforeAll(async () => {
  harness = await startApiHarness("evaluate_it", { EVAL_QUEUE: recordingQueue as never });
  sql = harness.sql;
});
afterAll(async () => {
  await harness?.stop();
});

const product = (name: string) => ({ name, ingredients: "Aqua, Glycerin, Niacinamide" });

describe("evaluation requests on PostgreSQL", () => {
  it("50 parallel requests from a user with 3 credits make exactly 3 stacks and a balance of 0", async () => {
    const email = `par-${Date.now()}@example.test`;
    const signup = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
    await verifyThroughOutbox((path) => harness.call(path), email);
    const body = { goal: "hydration", morningProducts: [product("A"), product("B")], nightProducts: [] };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => harness.call("/api/evaluate-stack", { method: "POST", token, json: body })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    const { rows: routineRows } = await sql.query("select count(*)::int as n from stacks where user_id = $1", [user.id]);
    expect(routineRows[0].n).toBe(3);
    const { rows: balance } = await sql.query(
      "select u.credits, (select sum(delta)::int from credit_ledger where user_id = u.id) as ledger from users u where id = $1",
      [user.id],
    );
    expect(balance[0]).toEqual({ credits: 0, ledger: 0 });
    expect(queued.filter((j) => j.userId === user.id)).toHaveLength(3);
  });

  it("refunds at once when the queue refuses the job", async () => {
    const broken = await startApiHarness("evaluate_noqueue", {
      EVAL_QUEUE: { send: async () => { throw new Error("queue down"); } } as never,
    });
    try {
      const email = `q-${Date.now()}@example.test`;
      const signup = await broken.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
      const { token } = (await signup.json()) as { token: string };
      await verifyThroughOutbox((path) => broken.call(path), email);
      const res = await broken.call("/api/evaluate-stack", {
        method: "POST",
        token,
        json: { goal: "glow", morningProducts: [product("A")], nightProducts: [product("B")] },
      });
      expect(res.status).toBe(503);
      const me = (await (await broken.call("/api/auth/me", { token })).json()) as { user: { credits: number } };
      expect(me.user.credits).toBe(3);
    } finally {
      await broken.stop();
    }
  });
});
