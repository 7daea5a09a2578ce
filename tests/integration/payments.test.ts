/**
 * Credit purchases through Stripe, with Stripe's API faked at the HTTP layer (tests/mocks/stripe) and the api on
 * a fresh PostgreSQL database: success, decline, mismatches, someone else's intent, an intent not
 * yet succeeded, replayed and forged webhooks, and concurrent fulfilment. After every scenario
 * each balance equals its ledger sum.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import pg from "pg";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";
import { verifyThroughOutbox } from "../helpers/verify-email";
import { chargeOf, disputeOf, FakeStripe, fakeStripeSettings, STRIPE_API, stripeEvent, stripeObjectEvent, type FakeIntent } from "../mocks/stripe";

const WEBHOOK_SECRET = "whsec_integration_test_secret";
type PackageId = "small" | "medium" | "large";

const fake = new FakeStripe();
const server = setupServer(...fake.handlers);

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;
const stripe = new Stripe("sk_test_fake_for_signing");

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  // A queue that takes evaluation jobs and runs none: spending a credit is all the refund tests need.
  const queue = { send: async () => {}, sendBatch: async () => {} };
  harness = await startApiHarness("payments_it", { ...fakeStripeSettings("integration", WEBHOOK_SECRET), EVAL_QUEUE: queue as never });
  sql = harness.sql;
});
afterAll(async () => {
  server.close();
  await harness?.stop();
});
beforeEach(() => fake.reset());
afterEach(async () => {
  server.resetHandlers();
  // After every scenario: every balance equals its ledger sum.
  const { rows } = await sql.query(`
    select u.id, u.credits, coalesce(sum(l.delta), 0)::int as ledger from users u
    left join credit_ledger l on l.user_id = u.id
    group by u.id, u.credits
    having u.credits <> coalesce(sum(l.delta), 0)`);
  expect(rows).toEqual([]);
});

async function signUp(tag = "buyer") {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string; credits: number } };
  await verifyThroughOutbox((path) => harness.call(path), email);
  return { token: body.token, id: body.user.id };
}

async function createIntent(token: string, packageId: PackageId, headers: Record<string, string> = {}) {
  const res = await harness.call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId }, headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { clientSecret: string; paymentIntentId: string; provider: string; publishableKey: string; message: string };
}

const addCredits = (token: string, paymentIntentId: string) =>
  harness.call("/api/payments/add-credits", { method: "POST", token, json: { paymentIntentId } });

async function balance(userId: string) {
  const { rows } = await sql.query(
    `select u.credits, (select coalesce(sum(delta), 0)::int from credit_ledger where user_id = u.id) as ledger,
            (select count(*)::int from credit_ledger where user_id = u.id and reason = 'purchase') as purchases
     from users u where id = $1`,
    [userId],
  );
  return rows[0] as { credits: number; ledger: number; purchases: number };
}

const event = stripeEvent;

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const header =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp })
      : options.signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  return harness.call("/api/payments/webhook", { method: "POST", body: payload, headers });
}

// ---------------------------------------------------------------------------------------------

describe("buying credits through Stripe", () => {
  it("success: the server's price goes to Stripe, the page's add-credits credits the package", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "medium", { "Idempotency-Key": "attempt-1" });
    expect(created).toMatchObject({ provider: "stripe", publishableKey: "pk_test_fake_integration" });
    expect(created.clientSecret).toMatch(/^pi_fake\w+_secret_\w+$/);

    expect(fake.createRequests).toHaveLength(1);
    const sent = fake.createRequests[0];
    expect(sent.authorization).toBe("Bearer sk_test_fake_integration");
    expect(sent.body.get("amount")).toBe("900");
    expect(sent.body.get("currency")).toBe("usd");
    expect(sent.body.get("metadata[userId]")).toBe(user.id);
    expect(sent.body.get("metadata[packageId]")).toBe("medium");
    expect(sent.body.get("metadata[credits]")).toBe("15");
    expect(sent.idempotencyKey).toBe(`credits:${user.id}:attempt-1`);

    const { rows } = await sql.query("select * from payments where payment_intent_id = $1", [created.paymentIntentId]);
    expect(rows[0]).toMatchObject({ user_id: user.id, provider: "stripe", package_id: "medium", credits: 15, amount_cents: 900, currency: "usd", fulfilled_at: null });

    // A retried create request (same key) gives the same intent, not a second charge.
    const retried = await createIntent(user.token, "medium", { "Idempotency-Key": "attempt-1" });
    expect(retried.paymentIntentId).toBe(created.paymentIntentId);
    expect(fake.intents.size).toBe(1);

    fake.succeed(created.paymentIntentId);
    const res = await addCredits(user.token, created.paymentIntentId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ newCredits: 18, creditsAdded: 15, alreadyProcessed: false });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });

    // Once fulfilled, a repeat does not even ask Stripe again.
    const retrievals = fake.retrieveCount;
    expect(await (await addCredits(user.token, created.paymentIntentId)).json()).toMatchObject({ newCredits: 18, creditsAdded: 15, alreadyProcessed: true });
    expect(fake.retrieveCount).toBe(retrievals);
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
  });

  it("the same Idempotency-Key for another package is a 409, not a second intent", async () => {
    const user = await signUp();
    const first = await createIntent(user.token, "small", { "Idempotency-Key": "attempt-2" });
    const res = await harness.call("/api/payments/create-payment-intent", {
      method: "POST",
      token: user.token,
      json: { packageId: "large" },
      headers: { "Idempotency-Key": "attempt-2" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "idempotency_conflict" });
    expect(fake.intents.size).toBe(1);
    const { rows } = await sql.query("select payment_intent_id, package_id from payments where user_id = $1", [user.id]);
    expect(rows).toEqual([{ payment_intent_id: first.paymentIntentId, package_id: "small" }]);
  });

  it("decline: the intent stays unpaid, add-credits answers 409 and the failure webhook is recorded", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "small");
    const declined = fake.decline(created.paymentIntentId);
    const res = await addCredits(user.token, created.paymentIntentId);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "payment_not_succeeded" });
    const hook = await deliver(event("payment_intent.payment_failed", declined));
    expect(hook.status).toBe(200);
    const { rows } = await sql.query("select status, fulfilled_at from payments where payment_intent_id = $1", [created.paymentIntentId]);
    expect(rows[0]).toEqual({ status: "requires_payment_method", fulfilled_at: null });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
  });

  it("amount or currency mismatch: nothing credited, by the page or by the webhook", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "large");
    const intent = fake.succeed(created.paymentIntentId);
    intent.amount = 100;
    const res = await addCredits(user.token, created.paymentIntentId);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "payment_mismatch" });
    const hook = await deliver(event("payment_intent.succeeded", intent));
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ fulfilled: false, reason: "payment_mismatch" });

    intent.amount = 1700;
    intent.currency = "eur";
    expect((await addCredits(user.token, created.paymentIntentId)).status).toBe(400);

    // An intent made at Stripe without the api, claiming a package it did not pay for.
    const forged = fake.add({ amount: 50, status: "succeeded", metadata: { userId: user.id, packageId: "large", credits: "35" } });
    expect((await addCredits(user.token, forged.id)).status).toBe(400);
    expect(await (await deliver(event("payment_intent.succeeded", forged))).json()).toMatchObject({ fulfilled: false });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
  });

  it("someone else's intent: 403, nothing credited to anyone", async () => {
    const owner = await signUp("owner");
    const other = await signUp("other");
    const created = await createIntent(owner.token, "medium");
    fake.succeed(created.paymentIntentId);
    const res = await addCredits(other.token, created.paymentIntentId);
    expect(res.status).toBe(403);
    // Also when the api has no row for it: metadata.userId decides.
    const direct = fake.add({ amount: 900, status: "succeeded", metadata: { userId: owner.id, packageId: "medium", credits: "15" } });
    expect((await addCredits(other.token, direct.id)).status).toBe(403);
    expect(await balance(other.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
    expect(await balance(owner.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
    // The owner still gets theirs.
    expect(await (await addCredits(owner.token, created.paymentIntentId)).json()).toMatchObject({ newCredits: 18 });
  });

  it("an intent not yet succeeded (processing, requires_action): no credit", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "medium");
    for (const status of ["processing", "requires_action", "requires_payment_method", "canceled"]) {
      fake.intents.get(created.paymentIntentId)!.status = status;
      const res = await addCredits(user.token, created.paymentIntentId);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toContain(status);
    }
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
  });

  it("an unknown intent: 404; Stripe down: 503; nothing credited", async () => {
    const user = await signUp();
    expect((await addCredits(user.token, "pi_doesnotexist")).status).toBe(404);
    const created = await createIntent(user.token, "small");
    fake.succeed(created.paymentIntentId);
    fake.down = true;
    const res = await addCredits(user.token, created.paymentIntentId);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "payment_provider_unavailable" });
    const create = await harness.call("/api/payments/create-payment-intent", { method: "POST", token: user.token, json: { packageId: "small" } });
    expect(create.status).toBe(503);
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
    fake.down = false;
    expect((await addCredits(user.token, created.paymentIntentId)).status).toBe(200);
  });
});

describe("the Stripe webhook", () => {
  it("credits a succeeded intent once, however often the event is replayed", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "medium");
    const payload = event("payment_intent.succeeded", fake.succeed(created.paymentIntentId), "evt_replayed");
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, fulfilled: true, alreadyProcessed: false });
    for (let i = 0; i < 3; i++) {
      const again = await deliver(payload);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ fulfilled: true, alreadyProcessed: true });
    }
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    // The page arrives after the webhook: it shows the same numbers and credits nothing more.
    expect(await (await addCredits(user.token, created.paymentIntentId)).json()).toMatchObject({ newCredits: 18, creditsAdded: 15, alreadyProcessed: true });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
  });

  it("fulfils an intent the api never recorded (its create request was lost) from the package's terms", async () => {
    const user = await signUp();
    const intent = fake.add({ amount: 400, status: "succeeded", metadata: { userId: user.id, packageId: "small", credits: "5" } });
    const res = await deliver(event("payment_intent.succeeded", intent));
    expect(await res.json()).toMatchObject({ fulfilled: true, alreadyProcessed: false });
    const { rows } = await sql.query("select provider, credits, amount_cents, fulfilled_at is not null as fulfilled from payments where payment_intent_id = $1", [intent.id]);
    expect(rows[0]).toEqual({ provider: "stripe", credits: 5, amount_cents: 400, fulfilled: true });
    expect(await balance(user.id)).toEqual({ credits: 8, ledger: 8, purchases: 1 });
  });

  it("refuses unsigned, forged, stale and non-JSON deliveries with 400 and credits nothing", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "large");
    const payload = event("payment_intent.succeeded", fake.succeed(created.paymentIntentId));

    const unsigned = await deliver(payload, { signature: null });
    expect(unsigned.status).toBe(400);
    const forged = await deliver(payload, { secret: "whsec_not_the_right_one" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "invalid_signature" });
    const garbage = await deliver(payload, { signature: "t=123,v1=deadbeef" });
    expect(garbage.status).toBe(400);
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    // Signed, then altered: the signature covers the raw body.
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"amount":1700', '"amount":1701'), { signature: header });
    expect(tampered.status).toBe(400);
    const notJson = await deliver("definitely not json");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: "invalid_payload" });

    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
    const { rows } = await sql.query("select fulfilled_at from payments where payment_intent_id = $1", [created.paymentIntentId]);
    expect(rows[0].fulfilled_at).toBeNull();
  });

  it("credits nothing to an account deleted before its payment's success arrived (recorded intent or not)", async () => {
    const user = await signUp("deleting");
    const created = await createIntent(user.token, "medium");
    const unrecorded = fake.add({ amount: 400, status: "succeeded", metadata: { userId: user.id, packageId: "small", credits: "5" } });
    const deleted = await harness.call("/api/account", { method: "DELETE", token: user.token, json: { password: "longenough" } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const before = await balance(user.id);

    for (const intent of [fake.succeed(created.paymentIntentId), unrecorded]) {
      const res = await deliver(event("payment_intent.succeeded", intent));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, fulfilled: false, reason: "user_not_found" });
    }
    expect(await balance(user.id)).toEqual(before);
    const { rows } = await sql.query("select count(*)::int as n from payments where user_id = $1 and fulfilled_at is not null", [user.id]);
    expect(rows[0].n).toBe(0);
  });

  it("acknowledges other event types without acting on them", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "small");
    const intent = fake.succeed(created.paymentIntentId);
    const res = await deliver(event("charge.succeeded", intent));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: "charge.succeeded" });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
  });
});

describe("exactly once on PostgreSQL", () => {
  it("20 concurrent add-credits calls credit once", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "medium");
    fake.succeed(created.paymentIntentId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => addCredits(user.token, created.paymentIntentId)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ newCredits: number; creditsAdded: number; alreadyProcessed: boolean }>;
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(bodies.filter((b) => !b.alreadyProcessed)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.newCredits))).toEqual(new Set([18]));
    expect(new Set(bodies.map((b) => b.creditsAdded))).toEqual(new Set([15]));
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
  });

  it("5 concurrent webhook deliveries credit once", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "large");
    const payload = event("payment_intent.succeeded", fake.succeed(created.paymentIntentId));
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ alreadyProcessed: boolean }>;
    expect(bodies.filter((b) => !b.alreadyProcessed)).toHaveLength(1);
    expect(await balance(user.id)).toEqual({ credits: 38, ledger: 38, purchases: 1 });
  });

  it("the page and the webhook racing (10 + 5 at once, intent never recorded) credit once", async () => {
    const user = await signUp();
    const intent = fake.add({ amount: 900, status: "succeeded", metadata: { userId: user.id, packageId: "medium", credits: "15" } });
    const payload = event("payment_intent.succeeded", intent);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => addCredits(user.token, intent.id)),
      ...Array.from({ length: 5 }, () => deliver(payload)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    const { rows } = await sql.query("select count(*)::int as n from payments where payment_intent_id = $1", [intent.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe("webhooks out of order", () => {
  const paymentRow = async (intentId: string) => {
    const { rows } = await sql.query(
      "select status, fulfilled_at from payments where payment_intent_id = $1",
      [intentId],
    );
    return rows as Array<{ status: string; fulfilled_at: Date | null }>;
  };
  /** The intent as Stripe sent it in an event at some earlier moment (events carry snapshots). */
  const snapshot = (intent: FakeIntent, status: string) => ({ ...intent, status });

  it("a succeeded event that arrives while the api is still recording the intent credits once, and the record does not undo it", async () => {
    const user = await signUp();
    let during: Response | null = null;
    // Stripe answers the create request only after the intent has been paid and its succeeded
    // event delivered: the api records its row after the webhook has fulfilled the payment.
    server.use(
      http.post(`${STRIPE_API}/payment_intents`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        const intent = fake.add({
          amount: Number(body.get("amount")),
          metadata: { userId: body.get("metadata[userId]")!, packageId: body.get("metadata[packageId]")!, credits: body.get("metadata[credits]")! },
        });
        during = await deliver(event("payment_intent.succeeded", fake.succeed(intent.id)));
        return HttpResponse.json(intent);
      }),
    );
    const created = await createIntent(user.token, "medium");
    expect(during!.status).toBe(200);
    expect(await during!.json()).toMatchObject({ fulfilled: true, alreadyProcessed: false });
    expect(await paymentRow(created.paymentIntentId)).toEqual([{ status: "succeeded", fulfilled_at: expect.any(Date) }]);
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    // The page's own confirmation and a redelivery both find it done.
    expect(await (await addCredits(user.token, created.paymentIntentId)).json()).toMatchObject({ newCredits: 18, alreadyProcessed: true });
    expect(await (await deliver(event("payment_intent.succeeded", fake.intents.get(created.paymentIntentId)!))).json()).toMatchObject({ alreadyProcessed: true });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
  });

  it("older processing, payment_failed and canceled events arriving after succeeded neither un-credit nor re-credit, and the status stays succeeded", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "medium");
    const intent = fake.succeed(created.paymentIntentId);
    expect(await (await deliver(event("payment_intent.succeeded", intent))).json()).toMatchObject({ fulfilled: true, alreadyProcessed: false });
    const fulfilledAt = (await paymentRow(intent.id))[0].fulfilled_at;
    // Delivered newest first: the second card's processing, the first card's decline, its processing.
    for (const [type, status] of [
      ["payment_intent.processing", "processing"],
      ["payment_intent.payment_failed", "requires_payment_method"],
      ["payment_intent.processing", "processing"],
      ["payment_intent.canceled", "canceled"],
    ] as const) {
      const res = await deliver(event(type, snapshot(intent, status) as FakeIntent));
      expect(res.status).toBe(200);
      expect(await paymentRow(intent.id)).toEqual([{ status: "succeeded", fulfilled_at: fulfilledAt }]);
      expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    }
    expect(await (await addCredits(user.token, intent.id)).json()).toMatchObject({ newCredits: 18, alreadyProcessed: true });
    expect(await (await deliver(event("payment_intent.succeeded", intent))).json()).toMatchObject({ fulfilled: true, alreadyProcessed: true });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
  });

  it("a decline, then success, then both events redelivered in any order: credited exactly once", async () => {
    const user = await signUp();
    const created = await createIntent(user.token, "small");
    const failed = event("payment_intent.payment_failed", fake.decline(created.paymentIntentId), "evt_failed_once");
    expect((await deliver(failed)).status).toBe(200);
    expect(await paymentRow(created.paymentIntentId)).toEqual([{ status: "requires_payment_method", fulfilled_at: null }]);
    const succeeded = event("payment_intent.succeeded", fake.succeed(created.paymentIntentId), "evt_succeeded_once");
    expect(await (await deliver(succeeded)).json()).toMatchObject({ fulfilled: true, alreadyProcessed: false });
    for (const payload of [failed, succeeded, failed, failed, succeeded]) {
      expect((await deliver(payload)).status).toBe(200);
      expect((await paymentRow(created.paymentIntentId))[0].status).toBe("succeeded");
    }
    expect(await balance(user.id)).toEqual({ credits: 8, ledger: 8, purchases: 1 });
  });

  it("a failure event for an intent the api has not recorded creates nothing; its later success credits once", async () => {
    const user = await signUp();
    const intent = fake.add({ amount: 400, metadata: { userId: user.id, packageId: "small", credits: "5" } });
    expect((await deliver(event("payment_intent.payment_failed", fake.decline(intent.id)))).status).toBe(200);
    expect((await deliver(event("payment_intent.processing", snapshot(intent, "processing") as FakeIntent))).status).toBe(200);
    expect(await paymentRow(intent.id)).toEqual([]);
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 0 });
    const succeeded = event("payment_intent.succeeded", fake.succeed(intent.id));
    expect(await (await deliver(succeeded)).json()).toMatchObject({ fulfilled: true, alreadyProcessed: false });
    expect(await (await deliver(event("payment_intent.payment_failed", snapshot(intent, "requires_payment_method") as FakeIntent))).json()).toMatchObject({ received: true });
    expect(await (await deliver(succeeded)).json()).toMatchObject({ alreadyProcessed: true });
    expect(await paymentRow(intent.id)).toEqual([{ status: "succeeded", fulfilled_at: expect.any(Date) }]);
    expect(await balance(user.id)).toEqual({ credits: 8, ledger: 8, purchases: 1 });
  });
});

describe("refunds and disputes (ADR 0069)", () => {
  /** A bought package, credited: the user's balance is 3 free credits + the package. */
  async function bought(packageId: PackageId, tag = "refund") {
    const user = await signUp(tag);
    const created = await createIntent(user.token, packageId);
    const intent = fake.succeed(created.paymentIntentId);
    expect((await addCredits(user.token, intent.id)).status).toBe(200);
    return { user, intent };
  }
  const refunded = (intent: FakeIntent, cents: number, id?: string) => stripeObjectEvent("charge.refunded", chargeOf(intent, cents), id);
  const disputed = (type: string, intent: FakeIntent, status: string) => stripeObjectEvent(type, disputeOf(intent, status));
  async function answer(payload: string) {
    const res = await deliver(payload);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { received: boolean; reversed: boolean; creditsTakenBack: number; creditsAlreadySpent: number; creditsReturned: number; reason?: string };
  }
  async function ledgerOf(userId: string) {
    const { rows } = await sql.query("select reason, delta, reference from credit_ledger where user_id = $1 and reason like 'payment_%' order by id", [userId]);
    return rows as Array<{ reason: string; delta: number; reference: string }>;
  }
  async function auditOf(intentId: string) {
    const { rows } = await sql.query("select action, details from audit_log where target = $1 order by created_at, id", [intentId]);
    return rows as Array<{ action: string; details: Record<string, unknown> }>;
  }
  async function spend(token: string, times: number) {
    for (let i = 0; i < times; i++) {
      const res = await harness.call("/api/evaluate-stack", {
        method: "POST",
        token,
        json: { goal: "hydration", morningProducts: [{ name: `P${i}`, ingredients: "Aqua, Glycerin" }, { name: `Q${i}`, ingredients: "Aqua, Niacinamide" }], nightProducts: [] },
      });
      expect(res.status, await res.clone().text()).toBe(202);
    }
  }

  it("a full refund takes back the unspent credits once, however often it is redelivered; the ledger and the audit log show it", async () => {
    const { user, intent } = await bought("medium");
    const pro = async () => ((await (await harness.call("/api/auth/me", { token: user.token })).json()) as { user: { pro: boolean } }).user.pro;
    expect(await pro()).toBe(true);
    const payload = refunded(intent, 900, "evt_refund_full");
    expect(await answer(payload)).toMatchObject({ reversed: true, creditsTakenBack: 15, creditsAlreadySpent: 0 });
    for (let i = 0; i < 3; i++) expect(await answer(payload)).toMatchObject({ reversed: true, creditsTakenBack: 0 });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
    expect(await ledgerOf(user.id)).toEqual([{ reason: "payment_refund", delta: -15, reference: intent.id }]);
    const audit = await auditOf(intent.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "payment.refund", details: { userId: user.id, refundedCents: 900, creditsTakenBack: 15, creditsAlreadySpent: 0 } });
    // The member's own history and the paid part of the balance say so too.
    const ledger = (await (await harness.call("/api/credits/ledger", { token: user.token })).json()) as { credits: number; paidCredits: number; entries: Array<{ reason: string; delta: number }> };
    expect(ledger).toMatchObject({ credits: 3, paidCredits: 0 });
    expect(ledger.entries[0]).toMatchObject({ reason: "payment_refund", delta: -15 });
    // A purchase wholly taken back no longer makes the member 'Pro'.
    expect(await pro()).toBe(false);
    // The page confirming the payment afterwards credits nothing again.
    expect(await (await addCredits(user.token, intent.id)).json()).toMatchObject({ newCredits: 3, alreadyProcessed: true });
  });

  it("concurrent deliveries (the same refund five times, and a dispute of it at once) take back once", async () => {
    const { user, intent } = await bought("large");
    const payload = refunded(intent, 1700);
    const dispute = disputed("charge.dispute.created", intent, "needs_response");
    const bodies = await Promise.all([...Array.from({ length: 5 }, () => answer(payload)), answer(dispute), answer(dispute)]);
    expect(bodies.reduce((sum, b) => sum + b.creditsTakenBack, 0)).toBe(35);
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
    const { rows } = await sql.query("select credits_taken_back, credits_unrecovered from payments where payment_intent_id = $1", [intent.id]);
    expect(rows[0]).toEqual({ credits_taken_back: 35, credits_unrecovered: 0 });
  });

  it("a refund after spending takes what is left, never below zero; what was spent stays spent and is recorded", async () => {
    const { user, intent } = await bought("small");
    await spend(user.token, 7);
    expect(await balance(user.id)).toMatchObject({ credits: 1 });
    expect(await answer(refunded(intent, 400))).toMatchObject({ reversed: true, creditsTakenBack: 1, creditsAlreadySpent: 4 });
    expect(await balance(user.id)).toEqual({ credits: 0, ledger: 0, purchases: 1 });
    expect(await ledgerOf(user.id)).toEqual([{ reason: "payment_refund", delta: -1, reference: intent.id }]);
    expect((await auditOf(intent.id))[0].details).toMatchObject({ creditsTakenBack: 1, creditsAlreadySpent: 4 });
    const { rows } = await sql.query("select credits_taken_back, credits_unrecovered from payments where payment_intent_id = $1", [intent.id]);
    expect(rows[0]).toEqual({ credits_taken_back: 1, credits_unrecovered: 4 });
    // Later credits are the member's: a redelivery does not pursue the spent ones.
    await sql.query("update users set credits = credits + 2 where id = $1", [user.id]);
    await sql.query("insert into credit_ledger (user_id, delta, reason, reference) values ($1, 2, 'admin_adjustment', 'goodwill')", [user.id]);
    expect(await answer(refunded(intent, 400))).toMatchObject({ creditsTakenBack: 0, creditsAlreadySpent: 0 });
    expect(await balance(user.id)).toEqual({ credits: 2, ledger: 2, purchases: 1 });
  });

  it("a refund never takes credits the member received after the payment (credits are spent oldest first)", async () => {
    const { user, intent: first } = await bought("small", "twice");
    await spend(user.token, 7);
    const created = await createIntent(user.token, "small");
    fake.succeed(created.paymentIntentId);
    expect((await addCredits(user.token, created.paymentIntentId)).status).toBe(200);
    expect(await balance(user.id)).toMatchObject({ credits: 6 });
    // Of the first payment's 5 credits only 1 was unspent (the oldest go first); the second's 5 stay.
    expect(await answer(refunded(first, 400))).toMatchObject({ creditsTakenBack: 1, creditsAlreadySpent: 4 });
    expect(await balance(user.id)).toEqual({ credits: 5, ledger: 5, purchases: 2 });
    // Refunding the second as well takes its 5.
    expect(await answer(refunded(fake.intents.get(created.paymentIntentId)!, 400))).toMatchObject({ creditsTakenBack: 5 });
    expect(await balance(user.id)).toEqual({ credits: 0, ledger: 0, purchases: 2 });
  });

  it("partial refunds take back their share, rounded up; an older running total delivered late changes nothing", async () => {
    const { user, intent } = await bought("medium");
    const half = refunded(intent, 450);
    // 15 credits for $9: $4.50 back is 7.5 credits, so 8 go (the member keeps only credits fully paid for).
    expect(await answer(half)).toMatchObject({ creditsTakenBack: 8 });
    expect(await balance(user.id)).toEqual({ credits: 10, ledger: 10, purchases: 1 });
    expect(await answer(refunded(intent, 600))).toMatchObject({ creditsTakenBack: 2 });
    expect(await answer(half)).toMatchObject({ creditsTakenBack: 0 });
    expect(await balance(user.id)).toEqual({ credits: 8, ledger: 8, purchases: 1 });
    expect(await answer(refunded(intent, 900))).toMatchObject({ creditsTakenBack: 5 });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
    expect((await ledgerOf(user.id)).map((r) => r.delta)).toEqual([-8, -2, -5]);
    expect((await auditOf(intent.id)).map((a) => a.action)).toEqual(["payment.refund", "payment.refund", "payment.refund"]);
  });

  it("a refund that fails or is canceled gives back the credits its charge.refunded took, once, however often or concurrently it arrives", async () => {
    const { user, intent } = await bought("medium");
    expect(await answer(refunded(intent, 450))).toMatchObject({ creditsTakenBack: 8 });
    const refundOf = (id: string, status: string) => ({ id, object: "refund", amount: 450, currency: "usd", charge: `ch_${intent.id}`, payment_intent: intent.id, status });
    const failed = stripeObjectEvent("refund.failed", refundOf("re_failed", "failed"));
    const bodies = await Promise.all([answer(failed), answer(failed), answer(stripeObjectEvent("refund.updated", refundOf("re_failed", "failed")))]);
    expect(bodies.reduce((sum, b) => sum + b.creditsReturned, 0)).toBe(8);
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    // The old charge.refunded redelivered does not take them again; a refund still pending changes nothing.
    expect(await answer(refunded(intent, 450))).toMatchObject({ creditsTakenBack: 0 });
    expect(await answer(stripeObjectEvent("refund.updated", refundOf("re_other", "pending")))).toMatchObject({ creditsReturned: 0, creditsTakenBack: 0 });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    expect((await auditOf(intent.id)).map((a) => a.action)).toEqual(["payment.refund", "payment.refund"]);
    expect((await auditOf(intent.id))[1].details).toMatchObject({ creditsReturned: 8, refundId: "re_failed" });
    const ledger = (await (await harness.call("/api/credits/ledger", { token: user.token })).json()) as { credits: number; paidCredits: number };
    expect(ledger).toMatchObject({ credits: 18, paidCredits: 15 });
  });

  it("a dispute takes the credits back while open or lost; won, it gives back what it took (not what had been spent)", async () => {
    const { user, intent } = await bought("medium");
    expect(await answer(disputed("charge.dispute.created", intent, "needs_response"))).toMatchObject({ creditsTakenBack: 15 });
    expect(await answer(disputed("charge.dispute.updated", intent, "under_review"))).toMatchObject({ creditsTakenBack: 0 });
    expect(await balance(user.id)).toMatchObject({ credits: 3 });
    expect(await answer(disputed("charge.dispute.closed", intent, "won"))).toMatchObject({ creditsReturned: 15 });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    // The "created" event delivered again after the close does not reopen the dispute.
    expect(await answer(disputed("charge.dispute.created", intent, "needs_response"))).toMatchObject({ creditsTakenBack: 0 });
    expect(await balance(user.id)).toEqual({ credits: 18, ledger: 18, purchases: 1 });
    expect(await ledgerOf(user.id)).toEqual([
      { reason: "payment_dispute", delta: -15, reference: intent.id },
      { reason: "payment_dispute", delta: 15, reference: intent.id },
    ]);
    expect((await auditOf(intent.id)).map((a) => [a.action, a.details.disputeStatus])).toEqual([
      ["payment.dispute", "needs_response"],
      ["payment.dispute", "won"],
    ]);

    // Spent before the dispute: only what was taken comes back when it is won.
    const second = await bought("small", "spender");
    await spend(second.user.token, 6);
    expect(await answer(disputed("charge.dispute.created", second.intent, "needs_response"))).toMatchObject({ creditsTakenBack: 2, creditsAlreadySpent: 3 });
    expect(await balance(second.user.id)).toMatchObject({ credits: 0 });
    expect(await answer(disputed("charge.dispute.closed", second.intent, "won"))).toMatchObject({ creditsReturned: 2 });
    expect(await balance(second.user.id)).toEqual({ credits: 2, ledger: 2, purchases: 1 });

    // Lost: the credits stay taken back.
    const third = await bought("small", "loser");
    await answer(disputed("charge.dispute.created", third.intent, "warning_needs_response"));
    expect(await answer(disputed("charge.dispute.closed", third.intent, "lost"))).toMatchObject({ creditsTakenBack: 0, creditsReturned: 0 });
    expect(await balance(third.user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
  });

  it("a refund of a payment that is not ours is acknowledged and changes nothing", async () => {
    const { user } = await bought("small", "bystander");
    const stranger = fake.add({ amount: 400, status: "succeeded", metadata: {} });
    expect(await answer(refunded(stranger, 400))).toEqual({ received: true, reversed: false, reason: "payment_not_found" });
    expect(await answer(disputed("charge.dispute.created", stranger, "needs_response"))).toMatchObject({ reversed: false, reason: "payment_not_found" });
    expect(await answer(stripeObjectEvent("charge.refunded", { ...chargeOf(stranger, 400), payment_intent: null }))).toMatchObject({ reversed: false });
    expect(await balance(user.id)).toEqual({ credits: 8, ledger: 8, purchases: 1 });
  });

  it("a refund of a deleted account's payment takes back its unused credits and keeps the books right", async () => {
    const { user, intent } = await bought("medium", "leaver");
    const deleted = await harness.call("/api/account", { method: "DELETE", token: user.token, json: { password: "longenough" } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await answer(refunded(intent, 900))).toMatchObject({ reversed: true, creditsTakenBack: 15 });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
    expect((await auditOf(intent.id))[0]).toMatchObject({ action: "payment.refund", details: { creditsTakenBack: 15 } });
  });

  it("a refund recorded before the payment was credited is settled when it is credited", async () => {
    const user = await signUp("early");
    const created = await createIntent(user.token, "medium");
    const intent = fake.succeed(created.paymentIntentId);
    expect(await answer(refunded(intent, 900))).toMatchObject({ reversed: true, creditsTakenBack: 0 });
    expect(await (await addCredits(user.token, intent.id)).json()).toMatchObject({ newCredits: 3, alreadyProcessed: false });
    expect(await balance(user.id)).toEqual({ credits: 3, ledger: 3, purchases: 1 });
    expect(await ledgerOf(user.id)).toEqual([{ reason: "payment_refund", delta: -15, reference: intent.id }]);
  });
});
