/**
 * Credit purchases in workerd: the local TEST MODE sandbox end to end, and bad input.
 * (Stripe itself, faked with msw, is covered by tests/integration/payments*.test.ts.)
 */
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { CurrentUserResponse } from "@core/api/auth";
import { creditLedger, payments, users } from "@db/schema";
import { call, signUp, withTestDb } from "./helpers";

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINE_CARD = "4000 0000 0000 0002";

type Intent = { clientSecret: string; paymentIntentId: string; provider: string; message: string; amount: number; publishableKey?: string };

async function createIntent(token: string, packageId = "medium", headers: Record<string, string> = {}) {
  const res = await call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId }, headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Intent;
}

const confirm = (token: string, paymentIntentId: string, cardNumber: string) =>
  call("/api/payments/sandbox/confirm", { method: "POST", token, json: { paymentIntentId, cardNumber } });

const addCredits = (token: string, paymentIntentId: unknown) =>
  call("/api/payments/add-credits", { method: "POST", token, json: { paymentIntentId } });

/** users.credits and the sum of the user's ledger rows. */
async function balanceAndLedger(userId: string) {
  return withTestDb(async (db) => {
    const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const [ledger] = await db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return { credits: user.credits, ledger: ledger.sum };
  });
}

async function expectBalance(userId: string, credits: number) {
  expect(await balanceAndLedger(userId)).toEqual({ credits, ledger: credits });
}

describe("GET /api/payments/packages", () => {
  it("lists the three packages with the server's prices, and the sandbox mode", async () => {
    const res = await call("/api/payments/packages");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { packages: Array<Record<string, unknown>>; mode: string };
    expect(body.mode).toBe("sandbox");
    expect(body.packages.map((p) => [p.id, p.name, p.credits, p.price, p.pricePerCredit, p.popular])).toEqual([
      ["small", "Starter", 5, 4, "0.80", false],
      ["medium", "Regular", 15, 9, "0.60", true],
      ["large", "Pro", 35, 17, "0.49", false],
    ]);
  });
});

describe("the 'Pro' flag of /api/auth/me", () => {
  const me = async (token: string) => ((await (await call("/api/auth/me", { token })).json()) as CurrentUserResponse).user;

  it("is false for free credits and a declined card, true once a purchase has been credited", async () => {
    const { token } = await signUp();
    expect(await me(token)).toMatchObject({ credits: 3, pro: false });

    const intent = await createIntent(token, "small");
    expect((await confirm(token, intent.paymentIntentId, DECLINE_CARD)).status).toBe(402);
    expect((await me(token)).pro).toBe(false);

    expect((await confirm(token, intent.paymentIntentId, SUCCESS_CARD)).status).toBe(200);
    expect((await me(token)).pro).toBe(false); // paid but not yet credited
    expect((await addCredits(token, intent.paymentIntentId)).status).toBe(200);
    expect(await me(token)).toMatchObject({ credits: 8, pro: true });
  });

  it("is not given by an admin adjustment", async () => {
    const { token, user } = await signUp();
    await withTestDb((db) => db.insert(creditLedger).values({ userId: user.id, delta: 10, reason: "admin_adjustment", reference: "goodwill" }));
    expect((await me(token)).pro).toBe(false);
  });
});

describe("the sandbox purchase flow", () => {
  it("creates a sandbox intent, declines 4000 0000 0000 0002, confirms 4242 4242 4242 4242 and credits once", async () => {
    const { token, user } = await signUp();
    const intent = await createIntent(token, "medium");
    expect(intent.provider).toBe("sandbox");
    expect(intent.publishableKey).toBeUndefined();
    expect(intent.message).toBeTruthy();
    expect(intent.paymentIntentId).toMatch(/^pi_sandbox_[0-9a-f]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_[0-9a-f]+$`));
    const [row] = await withTestDb((db) => db.select().from(payments).where(eq(payments.paymentIntentId, intent.paymentIntentId)));
    expect(row).toMatchObject({ userId: user.id, provider: "sandbox", packageId: "medium", credits: 15, amountCents: 900, currency: "usd", fulfilledAt: null });

    // Not confirmed yet: nothing to credit.
    const early = await addCredits(token, intent.paymentIntentId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe("payment_not_succeeded");

    const declined = await confirm(token, intent.paymentIntentId, DECLINE_CARD);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ message: "Your card was declined.", code: "card_declined", declineCode: "generic_decline" });
    expect((await addCredits(token, intent.paymentIntentId)).status).toBe(409);
    await expectBalance(user.id, 3);

    const confirmed = await confirm(token, intent.paymentIntentId, SUCCESS_CARD);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ paymentIntent: { id: intent.paymentIntentId, status: "succeeded" } });

    const res = await addCredits(token, intent.paymentIntentId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ newCredits: 18, creditsAdded: 15, alreadyProcessed: false });
    await expectBalance(user.id, 18);

    // The page reloaded, the user pressed back: the same answer, no second credit.
    const again = await addCredits(token, intent.paymentIntentId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ newCredits: 18, creditsAdded: 15, alreadyProcessed: true });
    await expectBalance(user.id, 18);

    const me = (await (await call("/api/auth/me", { token })).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(18);

    const ledger = (await (await call("/api/credits/ledger", { token })).json()) as {
      credits: number;
      paidCredits: number;
      entries: Array<{ delta: number; reason: string; reference: string | null }>;
    };
    expect(ledger.credits).toBe(18);
    expect(ledger.paidCredits).toBe(15);
    expect(ledger.entries.map((e) => [e.reason, e.delta, e.reference])).toEqual([
      ["purchase", 15, intent.paymentIntentId],
      ["signup_grant", 3, null],
    ]);
  });

  it("answers a retried create request (same Idempotency-Key) with the same intent", async () => {
    const { token } = await signUp();
    const first = await createIntent(token, "small", { "Idempotency-Key": "checkout-1" });
    const second = await createIntent(token, "small", { "Idempotency-Key": "checkout-1" });
    const other = await createIntent(token, "small", { "Idempotency-Key": "checkout-2" });
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(other.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it("lets one member start at most 20 checkouts an hour", async () => {
    const { token } = await signUp();
    for (let i = 0; i < 20; i++) await createIntent(token, "small");
    const refused = await call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId: "small" } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await createIntent((await signUp()).token, "small")).paymentIntentId).toMatch(/^pi_sandbox_/);
  });

  it("answers the same Idempotency-Key for another package with 409 and keeps the first intent as it was", async () => {
    const { token } = await signUp();
    const first = await createIntent(token, "small", { "Idempotency-Key": "checkout-3" });
    const res = await call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId: "large" }, headers: { "Idempotency-Key": "checkout-3" } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "idempotency_conflict" });
    const again = await createIntent(token, "small", { "Idempotency-Key": "checkout-3" });
    expect(again).toMatchObject({ paymentIntentId: first.paymentIntentId, amount: first.amount });
  });

  it("refuses someone else's intent with 403 and credits nobody", async () => {
    const owner = await signUp();
    const thief = await signUp();
    const intent = await createIntent(owner.token, "large");
    expect((await confirm(thief.token, intent.paymentIntentId, SUCCESS_CARD)).status).toBe(403);
    expect((await confirm(owner.token, intent.paymentIntentId, SUCCESS_CARD)).status).toBe(200);
    const stolen = await addCredits(thief.token, intent.paymentIntentId);
    expect(stolen.status).toBe(403);
    await expectBalance(thief.user.id, 3);
    await expectBalance(owner.user.id, 3);
    expect(await (await addCredits(owner.token, intent.paymentIntentId)).json()).toMatchObject({ newCredits: 38, creditsAdded: 35 });
    await expectBalance(owner.user.id, 38);
  });

  it("reports other test cards with Stripe's wording", async () => {
    const { token } = await signUp();
    const intent = await createIntent(token, "small");
    const cases: Array<[string, string]> = [
      ["4000 0000 0000 9995", "Your card has insufficient funds."],
      ["4000 0000 0000 0069", "Your card has expired."],
      ["4242 4242 4242 4241", "Your card number is incorrect."],
    ];
    for (const [card, message] of cases) {
      const res = await confirm(token, intent.paymentIntentId, card);
      expect(res.status).toBe(402);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
  });
});

describe("bad input", () => {
  it("an unknown packageId: 400 listing the packages", async () => {
    const { token, user } = await signUp();
    for (const json of [{ packageId: "huge" }, { packageId: 3 }, {}, { packageId: "small", price: 1 }]) {
      const res = await call("/api/payments/create-payment-intent", { method: "POST", token, json });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      if ("price" in json) expect(body.message).toContain("price");
      else expect(body.message).toMatch(/small \(Starter, 5 credits, \$4\).*medium \(Regular, 15 credits, \$9\).*large \(Pro, 35 credits, \$17\)/);
    }
    const rows = await withTestDb((db) => db.select().from(payments).where(eq(payments.userId, user.id)));
    expect(rows).toHaveLength(0);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/payments/create-payment-intent", { method: "POST", json: { packageId: "small" } })).status).toBe(401);
    expect((await call("/api/payments/add-credits", { method: "POST", json: { paymentIntentId: "pi_123" } })).status).toBe(401);
    expect((await call("/api/credits/ledger")).status).toBe(401);
  });

  it("a malformed or unknown paymentIntentId: 400 or 404, nothing credited", async () => {
    const { token, user } = await signUp();
    for (const id of ["", "not-an-intent", "pi_", "pi_abc;drop table", "pi_" + "a".repeat(300), 42, null]) {
      const res = await addCredits(token, id);
      expect(res.status, String(id)).toBe(400);
    }
    expect((await addCredits(token, "pi_sandbox_0123456789abcdef01234567")).status).toBe(404);
    const bad = await call("/api/payments/add-credits", { method: "POST", token, body: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    await expectBalance(user.id, 3);
  });

  it("a bad Idempotency-Key: 400", async () => {
    const { token } = await signUp();
    const res = await call("/api/payments/create-payment-intent", {
      method: "POST",
      token,
      json: { packageId: "small" },
      headers: { "Idempotency-Key": "x".repeat(101) },
    });
    expect(res.status).toBe(400);
  });

  it("a sandbox confirm without a card number or with letters: 400", async () => {
    const { token } = await signUp();
    const intent = await createIntent(token, "small");
    for (const cardNumber of ["", "4242abcd42424242", undefined]) {
      const res = await call("/api/payments/sandbox/confirm", { method: "POST", token, json: { paymentIntentId: intent.paymentIntentId, cardNumber } });
      expect(res.status).toBe(400);
    }
  });

  it("a webhook that is unsigned, badly signed or not JSON: 400, nothing credited", async () => {
    const secret = "whsec_worker_test";
    const env = { STRIPE_WEBHOOK_SECRET: secret };
    const { user } = await signUp();
    const event = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_forged", object: "payment_intent", status: "succeeded", amount: 900, currency: "usd", metadata: { userId: user.id, packageId: "medium", credits: "15" } } },
    });
    const post = (body: string, headers: Record<string, string> = {}) =>
      call("/api/payments/webhook", { method: "POST", body, headers: { "content-type": "application/json", ...headers } }, env);

    const unsigned = await post(event);
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { code: string }).code).toBe("missing_signature");

    const forged = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: event,
      secret: "whsec_someone_else",
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const badSignature = await post(event, { "stripe-signature": forged });
    expect(badSignature.status).toBe(400);
    expect(((await badSignature.json()) as { code: string }).code).toBe("invalid_signature");

    const notJson = "this is not json";
    const signedNotJson = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: notJson,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const res = await post(notJson, { "stripe-signature": signedNotJson });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("invalid_payload");

    await expectBalance(user.id, 3);
  });

  it("a correctly signed webhook credits a recorded sandbox-free Stripe payment once", async () => {
    const secret = "whsec_worker_test";
    const { token, user } = await signUp();
    // A payment the api recorded when it created the Stripe intent (the intent itself lives at Stripe).
    await withTestDb((db) =>
      db.insert(payments).values({ userId: user.id, provider: "stripe", paymentIntentId: "pi_worker_1", packageId: "small", credits: 5, amountCents: 400, currency: "usd", status: "requires_payment_method" }),
    );
    const event = JSON.stringify({
      id: "evt_worker_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_worker_1", object: "payment_intent", status: "succeeded", amount: 400, currency: "usd", client_secret: "pi_worker_1_secret_x", metadata: { userId: user.id, packageId: "small", credits: "5" } } },
    });
    for (let i = 0; i < 2; i++) {
      const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: event, secret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
      const res = await call("/api/payments/webhook", { method: "POST", body: event, headers: { "stripe-signature": header } }, { STRIPE_WEBHOOK_SECRET: secret });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ received: true, fulfilled: true, alreadyProcessed: i === 1 });
    }
    await expectBalance(user.id, 8);
    expect(((await (await call("/api/auth/me", { token })).json()) as { user: { credits: number } }).user.credits).toBe(8);
  });
});

describe("production without Stripe keys", () => {
  const production = { ENVIRONMENT: "production", SESSION_SECRET: "production-test-secret-0123456789" };

  it("answers 503 'Payments are not configured' and hides the sandbox (404)", async () => {
    // Signed up outside production with the same session secret (production would need an email provider).
    const signup = await call(
      "/api/auth/signup",
      { method: "POST", json: { email: `prod-${crypto.randomUUID().slice(0, 8)}@example.test`, password: "correct horse battery" } },
      { SESSION_SECRET: production.SESSION_SECRET },
    );
    expect(signup.status).toBe(201);
    const { token, user } = (await signup.json()) as { token: string; user: { id: string } };

    const create = await call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId: "medium" } }, production);
    expect(create.status).toBe(503);
    const body = (await create.json()) as { message: string; code: string };
    expect(body.message).toMatch(/^Payments are not configured/);
    expect(body.message).toContain("STRIPE_SECRET_KEY");
    expect(body.code).toBe("not_configured");

    expect((await call("/api/payments/add-credits", { method: "POST", token, json: { paymentIntentId: "pi_123" } }, production)).status).toBe(503);
    const sandbox = await call("/api/payments/sandbox/confirm", { method: "POST", token, json: { paymentIntentId: "pi_sandbox_00", cardNumber: "4242424242424242" } }, production);
    expect(sandbox.status).toBe(404);
    const webhook = await call("/api/payments/webhook", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=abc" } }, production);
    expect(webhook.status).toBe(503);
    expect(((await (await call("/api/payments/packages", {}, production)).json()) as { mode: string }).mode).toBe("unconfigured");
    await expectBalance(user.id, 0); // unverified: no free credits yet, and nothing bought
  });

  it("answers 503 when the publishable key is missing", async () => {
    const { token } = await signUp();
    const res = await call("/api/payments/create-payment-intent", { method: "POST", token, json: { packageId: "small" } }, { STRIPE_SECRET_KEY: "sk_test_only_secret" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toBe("Payments are not configured: set STRIPE_PUBLISHABLE_KEY");
  });
});
