/**
 * Credit purchases (ADR 0005):
 *
 *   GET  /api/payments/packages               the three packages (public)
 *   POST /api/payments/create-payment-intent  {packageId} -> {clientSecret, message, paymentIntentId, provider, publishableKey?}
 *   POST /api/payments/add-credits            {paymentIntentId} -> {newCredits, creditsAdded, message}
 *   POST /api/payments/webhook                Stripe's payment_intent.*, charge.refunded, refund.failed/updated and charge.dispute.* events, signature-verified
 *   POST /api/payments/sandbox/confirm        {paymentIntentId, cardNumber}: local TEST MODE only
 *   GET  /api/credits/ledger                  the caller's last 20 ledger entries
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  AddCreditsSchema,
  CREDIT_PACKAGES,
  CreatePaymentIntentSchema,
  findPackage,
  paidCreditsLeft,
  publicPackage,
  SandboxConfirmSchema,
} from "@core/credit-packages";
import type { AddCreditsResponse, LedgerResponse, SandboxConfirmResponse } from "@core/api/payments";
import type { AppEnv } from "../env";
import { isProduction } from "../lib/config";
import { ApiError, badRequest } from "../lib/errors";
import {
  addCreditsForCaller,
  fulfilPayment,
  purchasedCredits,
  recentLedger,
  recordIntentStatus,
  startPayment,
  type Defer,
} from "../lib/payments/purchases";
import { paymentMode, paymentsNotConfigured } from "../lib/payments/provider";
import { CardError, confirmSandboxIntent } from "../lib/payments/sandbox";
import { applyReversal, disputeFact, failedRefundFact, refundFact, type ReversalFact } from "../lib/payments/reversals";
import { toProviderIntent, verifyWebhook } from "../lib/payments/stripe";
import { validate } from "../lib/validate";
import { enforceRateLimit } from "../lib/rate-limit";
import { requireUser } from "../middleware/auth";

function idempotencyKey(header: string | undefined) {
  if (header === undefined) return null;
  const key = header.trim();
  if (!key || key.length > 100 || !/^[\w.:-]+$/.test(key)) {
    throw badRequest("Idempotency-Key must be 1-100 letters, digits, '.', ':', '_' or '-'", "invalid_idempotency_key");
  }
  return key;
}

/** Hands work to `waitUntil` in the Worker; awaits it where there is no execution context (tests). */
function deferrer(c: Context<AppEnv>): Defer {
  return (work) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      return work.then(() => undefined);
    }
  };
}

async function reversalAnswer(c: Context<AppEnv>, fact: ReversalFact, eventId: string) {
  const result = await applyReversal(c.env, c.get("db"), fact, eventId, deferrer(c));
  if (!result.found) {
    // Not a payment of ours (another product on the Stripe account, or one never recorded): a 4xx would only make Stripe retry.
    console.warn("Webhook: refund or dispute of an unknown payment", fact.paymentIntentId, fact.chargeId);
    return { received: true, reversed: false, reason: "payment_not_found" };
  }
  return {
    received: true,
    reversed: true,
    creditsTakenBack: result.takenBack,
    creditsAlreadySpent: result.unrecovered,
    creditsReturned: result.returned,
  };
}

/** The sandbox endpoints exist only while the sandbox is the provider: 404 in production. */
const sandboxOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (isProduction(c.env) || paymentMode(c.env) !== "sandbox") {
    return c.json({ message: `No endpoint ${c.req.method} ${c.req.path}`, code: "not_found" }, 404);
  }
  await next();
});

export const paymentRoutes = new Hono<AppEnv>()
  .get("/packages", (c) =>
    c.json({ packages: CREDIT_PACKAGES.map(publicPackage), mode: paymentMode(c.env) }),
  )
  .post("/create-payment-intent", requireUser, validate("json", CreatePaymentIntentSchema), async (c) => {
    const { packageId } = c.req.valid("json");
    const key = idempotencyKey(c.req.header("idempotency-key"));
    const pkg = findPackage(packageId)!;
    await enforceRateLimit(c.get("db"), "paymentIntents", c.get("user").id);
    return c.json(await startPayment(c.env, c.get("db"), c.get("user").id, pkg, key));
  })
  .post("/add-credits", requireUser, validate("json", AddCreditsSchema), async (c) => {
    const { paymentIntentId } = c.req.valid("json");
    const result = await addCreditsForCaller(c.env, c.get("db"), c.get("user").id, paymentIntentId, deferrer(c));
    return c.json({
      newCredits: result.credits,
      creditsAdded: result.creditsAdded,
      paymentIntentId: result.paymentIntentId,
      alreadyProcessed: !result.fulfilledNow,
      message: result.fulfilledNow ? `${result.creditsAdded} credits added` : "This payment was already credited",
    } satisfies AddCreditsResponse);
  })
  .post("/webhook", async (c) => {
    const signature = c.req.header("stripe-signature");
    if (!signature) throw badRequest("Missing Stripe-Signature header", "missing_signature");
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw paymentsNotConfigured("STRIPE_WEBHOOK_SECRET");
    // Verified on the raw body, exactly as Stripe signed it.
    const event = await verifyWebhook(await c.req.text(), signature, secret);
    switch (event.type) {
      case "payment_intent.succeeded": {
        try {
          const result = await fulfilPayment(c.env, c.get("db"), toProviderIntent(event.data.object), "stripe", {
            defer: deferrer(c),
          });
          return c.json({ received: true, fulfilled: true, alreadyProcessed: !result.fulfilledNow });
        } catch (error) {
          // A payment that can never be credited (not ours, wrong amount, account gone): answering
          // 4xx would only make Stripe retry for days. Database failures still answer 5xx.
          if (error instanceof ApiError && error.status < 500) {
            console.warn("Webhook: payment not fulfilled", event.data.object.id, error.code, error.message);
            return c.json({ received: true, fulfilled: false, reason: error.code });
          }
          throw error;
        }
      }
      case "payment_intent.payment_failed":
      case "payment_intent.canceled":
      case "payment_intent.processing":
        await recordIntentStatus(c.get("db"), event.data.object.id, event.data.object.status);
        return c.json({ received: true });
      // Refunds and disputes take back the credits still unspent (ADR 0069). Each event carries the
      // whole state (a charge's refund total, a dispute's status), so every one of them can be
      // applied, in any order and any number of times.
      case "charge.refunded":
        return c.json(await reversalAnswer(c, refundFact(event.data.object), event.id));
      // A refund that failed or was canceled gives back what charge.refunded took for it.
      case "refund.failed":
      case "refund.updated":
      case "charge.refund.updated": {
        const fact = failedRefundFact(event.data.object);
        if (!fact) return c.json({ received: true, reversed: false, creditsTakenBack: 0, creditsAlreadySpent: 0, creditsReturned: 0 });
        return c.json(await reversalAnswer(c, fact, event.id));
      }
      case "charge.dispute.created":
      case "charge.dispute.updated":
      case "charge.dispute.funds_withdrawn":
      case "charge.dispute.funds_reinstated":
      case "charge.dispute.closed":
        return c.json(await reversalAnswer(c, disputeFact(event.data.object), event.id));
      default:
        return c.json({ received: true, ignored: event.type });
    }
  })
  .post("/sandbox/confirm", sandboxOnly, requireUser, validate("json", SandboxConfirmSchema), async (c) => {
    const { paymentIntentId, cardNumber } = c.req.valid("json");
    try {
      const intent = await confirmSandboxIntent(c.env, c.get("db"), c.get("user").id, paymentIntentId, cardNumber);
      return c.json({
        paymentIntent: { id: intent.id, status: intent.status, clientSecret: intent.clientSecret },
        message: "Payment confirmed (TEST MODE)",
      } satisfies SandboxConfirmResponse);
    } catch (error) {
      if (error instanceof CardError) {
        return c.json(
          {
            message: error.message,
            code: error.code,
            declineCode: error.declineCode,
            paymentIntent: { id: paymentIntentId, status: "requires_payment_method" },
          },
          402,
        );
      }
      throw error;
    }
  });

export const creditRoutes = new Hono<AppEnv>().get("/ledger", requireUser, async (c) => {
  const user = c.get("user");
  const [entries, purchased] = await Promise.all([recentLedger(c.get("db"), user.id), purchasedCredits(c.get("db"), user.id)]);
  return c.json({ credits: user.credits, paidCredits: paidCreditsLeft(user.credits, purchased), entries } satisfies LedgerResponse);
});
