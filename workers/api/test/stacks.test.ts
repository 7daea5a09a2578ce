import { renderMessage, type StoredText } from "@core/evaluation/render";
import { english } from "@core/evaluation/english";
import { createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger, evaluations, skinProfiles, routineProducts, routines } from "@db/schema";
import { engineInputOf } from "../src/lib/routines/engine-input";
import worker from "../src/index";
import { EVALUATION_DLQ, EVALUATION_QUEUE, type EvaluationJob } from "../src/queue/jobs";
import { call, deliverJob, pendingJobOf, signUp, testEnv, withTestDb } from "./helpers";

const cleanser = { name: "Hydrating Cleanser", brand: "CeraVe", productType: "Cleanser", ingredients: "Aqua, Glycerin, Cetearyl Alcohol, Ceramide NP, Hyaluronic Acid" };
const retinol = { name: "Retinol Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Squalane, Retinol, Tocopherol" };
const glycolic = { name: "Glycolic Toner", brand: "Test", productType: "Toner", ingredients: "Aqua, Glycolic Acid, Glycerin" };

function payload(overrides: Record<string, unknown> = {}) {
  return {
    stackName: "",
    goal: "anti-aging",
    secondaryGoals: ["hydration"],
    skinType: "dry",
    morningProducts: [cleanser],
    nightProducts: [cleanser, retinol, glycolic],
    skinFeeling: "Tight after washing",
    ...overrides,
  };
}

const credits = async (token: string) =>
  ((await (await call("/api/auth/me", { token })).json()) as { user: { credits: number } }).user.credits;

describe("POST /api/evaluate-stack", () => {
  it("debits one credit, stores the stack and answers pending at once", async () => {
    const { token, user } = await signUp();
    const res = await call("/api/evaluate-stack", { method: "POST", token, json: payload() });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { id: string; stack: { id: string; status: string } };
    expect(body.stack).toEqual({ id: body.id, status: "pending" });
    expect(await credits(token)).toBe(2);
    const routine = (await (await call(`/api/stacks/${body.id}`, { token })).json()) as Record<string, unknown>;
    expect(routine).toMatchObject({
      name: "My Anti Aging Routine",
      goal: "anti-aging",
      secondaryGoals: ["hydration"],
      skinType: "dry",
      userId: user.id,
      status: "pending",
      evaluation: null,
    });
    expect((routine.nightProducts as { name: string; order: number }[]).map((p) => [p.name, p.order])).toEqual([
      ["Hydrating Cleanser", 1],
      ["Retinol Serum", 2],
      ["Glycolic Toner", 3],
    ]);
    // One body: the routine's fields at the top level, not repeated under `stack`.
    expect(routine).not.toHaveProperty("stack");
  });

  it.each([
    ["fewer than 2 products", { morningProducts: [cleanser], nightProducts: [] }, "at least 2"],
    ["more than 30 in one routine", { morningProducts: Array.from({ length: 31 }, () => cleanser) }, "at most 30"],
    ["an unknown goal", { goal: "immortality" }, "hydration, brightening"],
    ["an unknown skin type", { skinType: "scaly" }, "normal, dry, oily"],
    ["a skin feeling over 2,000 characters", { skinFeeling: "x".repeat(2001) }, "2000"],
    ["an unknown field", { price: 3 }, "price"],
    ["a product without a name", { morningProducts: [{ ingredients: "Water" }, cleanser] }, "name"],
  ])("rejects %s with 400 and debits nothing", async (_label, overrides, text) => {
    const { token } = await signUp();
    const res = await call("/api/evaluate-stack", { method: "POST", token, json: payload(overrides) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(text);
    expect(await credits(token)).toBe(3);
    expect(((await (await call("/api/stacks", { token })).json()) as { stacks: unknown[] }).stacks).toEqual([]);
  });

  it("accepts products given only by name and ingredient text", async () => {
    const { token } = await signUp();
    const res = await call("/api/evaluate-stack", {
      method: "POST",
      token,
      json: payload({ morningProducts: [{ name: "My cleanser", ingredients: "Water, Glycerin" }], nightProducts: [{ name: "Mystery cream" }] }),
    });
    expect(res.status).toBe(202);
  });

  it("answers 402 'Insufficient credits' when the balance is spent, writing nothing", async () => {
    const { token } = await signUp();
    for (let i = 0; i < 3; i++) expect((await call("/api/evaluate-stack", { method: "POST", token, json: payload() })).status).toBe(202);
    const res = await call("/api/evaluate-stack", { method: "POST", token, json: payload() });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: "Insufficient credits", code: "insufficient_credits" });
    expect(((await (await call("/api/stacks", { token })).json()) as { stacks: unknown[] }).stacks).toHaveLength(3);
    expect(await credits(token)).toBe(0);
  });

  it("creates one stack for a repeated Idempotency-Key", async () => {
    const { token } = await signUp();
    const headers = { "idempotency-key": crypto.randomUUID() };
    const a = (await (await call("/api/evaluate-stack", { method: "POST", token, headers, json: payload() })).json()) as { id: string };
    const b = (await (await call("/api/evaluate-stack", { method: "POST", token, headers, json: payload() })).json()) as { id: string };
    expect(b.id).toBe(a.id);
    expect(await credits(token)).toBe(2);
  });

  it("refuses an Idempotency-Key reused with a different routine (409), spending nothing", async () => {
    const { token } = await signUp();
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await call("/api/evaluate-stack", { method: "POST", token, headers, json: payload() });
    expect(first.status).toBe(202);
    const other = payload({ goal: "glow", stackName: "Another routine" });
    const reused = await call("/api/evaluate-stack", { method: "POST", token, headers, json: other });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ code: "idempotency_conflict" });
    expect(await credits(token)).toBe(2);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(payload()).reverse());
    expect((await call("/api/evaluate-stack", { method: "POST", token, headers, json: reordered })).status).toBe(202);
    expect(await credits(token)).toBe(2);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/evaluate-stack", { method: "POST", json: payload() })).status).toBe(401);
  });
});

async function submitted() {
  const owner = await signUp();
  const body = (await (await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: payload() })).json()) as { id: string };
  return { owner, stackId: body.id, job: await pendingJobOf(body.id, owner.user.id) };
}

describe("the evaluation queue consumer", () => {
  it("stores the evaluation once, even when the message is delivered twice", async () => {
    const { owner, stackId: routineId, job } = await submitted();
    const first = await deliverJob(EVALUATION_QUEUE, job);
    expect(first.explicitAcks).toHaveLength(1);
    await deliverJob(EVALUATION_QUEUE, job);
    const rows = await withTestDb((db) => db.select().from(evaluations).where(eq(evaluations.stackId, routineId)));
    expect(rows).toHaveLength(1);
    const routine = (await (await call(`/api/stacks/${routineId}`, { token: owner.token })).json()) as {
      status: string;
      evaluation: { completenessScore: number; overallScore: number; analysis: StoredText };
    };
    expect(routine.status).toBe("evaluated");
    expect(routine.evaluation.completenessScore).toBeGreaterThanOrEqual(0);
    // Stored as codes (ADR 0045): its English rendering.
    expect(renderMessage(routine.evaluation.analysis, english)).toContain("TAILORED ADVICE");
  });

  it("refunds the credit once when the job reaches the dead-letter queue", async () => {
    const { owner, stackId: routineId, job } = await submitted();
    expect(await credits(owner.token)).toBe(2);
    await deliverJob(EVALUATION_DLQ, job);
    await deliverJob(EVALUATION_DLQ, job);
    expect(await credits(owner.token)).toBe(3);
    const routine = (await (await call(`/api/stacks/${routineId}`, { token: owner.token })).json()) as { status: string };
    expect(routine.status).toBe("failed");
    const ledger = await withTestDb((db) => db.select().from(creditLedger).where(eq(creditLedger.userId, owner.user.id)));
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(3);
    expect(ledger.filter((r) => r.reason === "refund")).toHaveLength(1);
  });

  it("acknowledges and drops a malformed message", async () => {
    const batch = createMessageBatch(EVALUATION_QUEUE, [{ id: "m1", timestamp: new Date(), attempts: 1, body: { nope: true } }]);
    const ctx = (await import("cloudflare:test")).createExecutionContext();
    await worker.queue(batch as never, testEnv() as never, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m1"]);
  });

  it("retries with backoff when the database fails", async () => {
    const { job } = await submitted();
    const batch = createMessageBatch<EvaluationJob>(EVALUATION_QUEUE, [{ id: "m2", timestamp: new Date(), attempts: 2, body: job }]);
    const ctx = (await import("cloudflare:test")).createExecutionContext();
    await worker.queue(batch, testEnv({ HYPERDRIVE: { connectionString: "postgres://postgres:x@127.0.0.1:1/none" } }) as never, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([{ msgId: "m2" }]);
    expect(result.explicitAcks).toEqual([]);
  });
});

describe("stack ownership", () => {
  it("lets only the owner edit and delete; others see public stacks without the email", async () => {
    const { owner, stackId: routineId } = await submitted();
    expect((await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
    const stranger = await signUp();
    const seen = (await (await call(`/api/stacks/${routineId}`, { token: stranger.token })).json()) as { user: Record<string, unknown> };
    expect(seen.user).not.toHaveProperty("email");
    const update = { name: "Renamed", goal: "glow", morningProducts: [cleanser], nightProducts: [retinol] };
    expect((await call(`/api/stacks/${routineId}`, { method: "PUT", token: stranger.token, json: update })).status).toBe(403);
    expect((await call(`/api/stacks/${routineId}`, { method: "DELETE", token: stranger.token })).status).toBe(403);
    const saved = await call(`/api/stacks/${routineId}`, { method: "PUT", token: owner.token, json: update });
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as Record<string, unknown>;
    expect(savedBody).toMatchObject({ id: routineId, name: "Renamed", goal: "glow", nightProducts: [{ name: "Retinol Serum", order: 1 }], message: "Routine saved" });
    expect(savedBody).not.toHaveProperty("stack");
    expect((await call(`/api/stacks/${routineId}`, { method: "PUT", token: owner.token, json: { ...update, morningProducts: [], nightProducts: [] } })).status).toBe(400);
    expect((await call(`/api/stacks/${routineId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await call(`/api/stacks/${routineId}`, { token: owner.token })).status).toBe(404);
  });

  it("hides private stacks from others with 404", async () => {
    const { owner, stackId: routineId } = await submitted();
    const stranger = await signUp();
    expect((await call(`/api/stacks/${routineId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(`/api/stacks/${routineId}`)).status).toBe(404);
    expect((await call(`/api/stacks/${routineId}`, { method: "PUT", token: stranger.token, json: { morningProducts: [cleanser], nightProducts: [] } })).status).toBe(404);
    expect((await call(`/api/stacks/${routineId}`, { token: owner.token })).status).toBe(200);
    expect((await call("/api/stacks/not-a-uuid")).status).toBe(404);
  });

  it("reads as a guest's with a revoked session: a private stack is 404, a public one loses the owner's fields", async () => {
    const { owner, stackId: routineId } = await submitted();
    const own = (await (await call(`/api/stacks/${routineId}`, { token: owner.token })).json()) as Record<string, unknown>;
    expect(own).toMatchObject({ skinFeeling: "Tight after washing", user: { email: expect.stringContaining("@") } });
    const login = await call("/api/auth/login", { method: "POST", json: { email: owner.email, password: owner.password } });
    const { token: second } = (await login.json()) as { token: string };
    expect((await call("/api/auth/logout", { method: "POST", token: owner.token })).status).toBe(200);
    expect((await call(`/api/stacks/${routineId}`, { token: owner.token })).status).toBe(404);
    expect((await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: second, json: { isPublic: true } })).status).toBe(200);
    const seen = (await (await call(`/api/stacks/${routineId}`, { token: owner.token })).json()) as Record<string, unknown>;
    expect(seen).not.toHaveProperty("skinFeeling");
    expect(seen.user).not.toHaveProperty("email");
    expect((seen.nightProducts as { name: string }[]).map((p) => p.name)).toEqual(["Hydrating Cleanser", "Retinol Serum", "Glycolic Toner"]);
    expect(await (await call(`/api/stacks/${routineId}`, { token: second })).json()).toMatchObject({ skinFeeling: "Tight after washing" });
  });

  it("re-evaluates an edited stack for one credit", async () => {
    const { owner, stackId: routineId, job } = await submitted();
    await deliverJob(EVALUATION_QUEUE, job);
    const res = await call(`/api/stacks/${routineId}/evaluate`, { method: "POST", token: owner.token });
    expect(res.status).toBe(202);
    expect(await credits(owner.token)).toBe(1);
    const again = await call(`/api/stacks/${routineId}/evaluate`, { method: "POST", token: owner.token });
    expect(again.status).toBe(202);
    expect(await credits(owner.token)).toBe(1);
  });
});

describe("usage frequency, weekly days and strengths per product", () => {
  const scheduled = {
    morningProducts: [cleanser],
    nightProducts: [
      { ...retinol, usageFrequency: "3x-week", days: ["fri", "mon", "wed"], concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] },
      { ...glycolic, usageFrequency: "2x-week", days: ["tue", "sat"] },
    ],
  };

  it("stores them on create and update, shows them to the owner only, and hands them to the engine", async () => {
    const owner = await signUp();
    const res = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: payload(scheduled) });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const own = (await (await call(`/api/stacks/${id}`, { token: owner.token })).json()) as { nightProducts: Record<string, unknown>[] };
    expect(own.nightProducts[0]).toMatchObject({ usageFrequency: "3x-week", days: ["mon", "wed", "fri"], concentrations: [{ ingredient: "Retinol", percentage: 0.3 }] });
    expect(own.nightProducts[1]).toMatchObject({ usageFrequency: "2x-week", days: ["tue", "sat"] });

    await withTestDb((db) => db.insert(skinProfiles).values({ userId: owner.user.id, pregnant: 1, breastfeeding: 1 }));
    const input = await withTestDb(async (db) => {
      const [routine] = await db.select().from(routines).where(eq(routines.id, id));
      const rows = await db.select().from(routineProducts).where(eq(routineProducts.stackId, id));
      const [profile] = await db.select().from(skinProfiles).where(eq(skinProfiles.userId, owner.user.id));
      return engineInputOf(routine, rows, profile);
    });
    expect(input.nightProducts[0]).toMatchObject({
      name: "Retinol Serum",
      usageFrequency: "3x-week",
      days: ["mon", "wed", "fri"],
      concentrations: [{ ingredient: "Retinol", percentage: 0.3 }],
    });
    expect(input.nightProducts[1]).toMatchObject({ usageFrequency: "2x-week", days: ["tue", "sat"], concentrations: [] });
    expect(input.morningProducts[0]).toMatchObject({ usageFrequency: null, days: null });
    expect(input.profile).toMatchObject({ pregnant: true, breastfeeding: true });

    const update = { morningProducts: [cleanser], nightProducts: [{ ...retinol, usageFrequency: "alternate-nights", days: null }] };
    const saved = await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: update });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { nightProducts: unknown[] }).nightProducts[0]).toMatchObject({ usageFrequency: "alternate-nights", days: null });

    await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    await call(`/api/stacks/${id}`, { method: "PUT", token: owner.token, json: scheduled });
    const stranger = await signUp();
    const seen = (await (await call(`/api/stacks/${id}`, { token: stranger.token })).json()) as { nightProducts: Record<string, unknown>[] };
    expect(seen.nightProducts[0]).not.toHaveProperty("days");
    expect(seen.nightProducts[0]).not.toHaveProperty("usageFrequency");
  });

  it("saves the wizard's pregnancy and breastfeeding answers to the private skin profile", async () => {
    const owner = await signUp();
    await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: payload({ pregnant: false, breastfeeding: false }) });
    expect(((await (await call("/api/profile", { token: owner.token })).json()) as { saved: boolean }).saved).toBe(false);
    const res = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: payload({ pregnant: true, breastfeeding: false }) });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(((await (await call("/api/profile", { token: owner.token })).json()) as { profile: unknown }).profile).toMatchObject({ pregnant: true, breastfeeding: false });
    await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    const stranger = await signUp();
    const seen = await (await call(`/api/stacks/${id}`, { token: stranger.token })).text();
    expect(seen).not.toMatch(/pregnan|breastfeed/i);
  });

  it.each([
    ["an unknown frequency", { usageFrequency: "hourly" }, "usageFrequency must be one of"],
    ["an unknown day", { days: ["mon", "someday"] }, "days must be weekdays"],
    ["a repeated day", { days: ["mon", "mon"] }, "must not repeat a day"],
    ["no days", { days: [] }, "at least one day"],
    ["a strength for an ingredient the product does not list", { concentrations: [{ ingredient: "Niacinamide", percentage: 10 }] }, "Niacinamide is not in the ingredient list of Retinol Serum"],
    ["a strength no product has", { concentrations: [{ ingredient: "Retinol", percentage: 50 }] }, "Retinol at 50 % is more than any product contains"],
  ])("refuses %s with 400, spending nothing", async (_label, product, text) => {
    const owner = await signUp();
    const res = await call("/api/evaluate-stack", { method: "POST", token: owner.token, json: payload({ nightProducts: [{ ...retinol, ...product }] }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(text);
    expect(await credits(owner.token)).toBe(3);
  });
});

void env;

describe("GET /api/stacks?cursor=", () => {
  it("refuses what is no date PostgreSQL can hold with 400 invalid_cursor, and pages on a real one", async () => {
    const owner = await signUp();
    for (const cursor of ["yesterday", "99999", "275760-09-13", "-000001-01-01"]) {
      const res = await call(`/api/stacks?cursor=${encodeURIComponent(cursor)}`, { token: owner.token });
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_cursor", message: "cursor must be a date" });
    }
    expect((await call(`/api/stacks?cursor=${encodeURIComponent(new Date().toISOString())}`, { token: owner.token })).status).toBe(200);
  });
});
