/**
 * Credit purchases: starting a payment and fulfilling it exactly once (ADR 0005).
 *
 * Fulfilment is one transaction: a conditional update that sets `payments.fulfilled_at` only
 * while it is null (the row is unique per PaymentIntent), the balance update and the ledger row.
 * Whoever gets there first (the payment-success page, the webhook, a retry) credits; every later
 * or concurrent caller finds the payment fulfilled and credits nothing.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { LedgerEntry, PaymentIntentResponse } from "@core/api/payments";
import { findPackage, PAYMENT_CURRENCY, publicPackage, type CreditPackage } from "@core/credit-packages";
import type { Database } from "@db/client";
import { creditLedger, payments, users } from "@db/schema";
import type { Env } from "../../env";
import { notifyUser } from "../../realtime/notify";
import { ApiError, badRequest, forbidden, notFound } from "../errors";
import { paymentProvider, type PaymentProvider, type ProviderIntent } from "./provider";
import { settleCredits } from "./reversals";
import { isUuid } from "@core/ids";

export const LEDGER_PAGE = 20;


type Payment = typeof payments.$inferSelect;

/** Runs work after the response when the platform allows it (Workers), else awaits it. */
export type Defer = (work: Promise<unknown>) => Promise<void> | void;

export async function findPayment(db: Database, paymentIntentId: string): Promise<Payment | null> {
  const [row] = await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).limit(1);
  return row ?? null;
}

/**
 * Creates the provider's PaymentIntent for a package at the server's price and records it.
 * `clientKey` (the request's Idempotency-Key) makes a retried request return the same intent.
 */
export async function startPayment(
  env: Env,
  db: Database,
  userId: string,
  pkg: CreditPackage,
  clientKey: string | null,
): Promise<PaymentIntentResponse> {
  const provider = paymentProvider(env, db);
  // The package is not part of the key: the same key for another package is then a conflict at
  // the provider (Stripe compares a reused key's parameters), not a second intent.
  const idempotencyKey = `credits:${userId}:${clientKey ?? crypto.randomUUID()}`;
  const intent = await provider.createIntent({
    amountCents: pkg.priceCents,
    currency: PAYMENT_CURRENCY,
    description: `Skinstack ${pkg.name}: ${pkg.credits} credits`,
    metadata: { userId, packageId: pkg.id, credits: String(pkg.credits) },
    idempotencyKey,
  });
  if (!intent.clientSecret) {
    throw new ApiError(502, "payment_provider_error", "The payment provider did not return a client secret.");
  }
  await db
    .insert(payments)
    .values({
      userId,
      provider: provider.name,
      paymentIntentId: intent.id,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      currency: PAYMENT_CURRENCY,
      status: intent.status,
    })
    .onConflictDoNothing();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    package: publicPackage(pkg),
    amount: pkg.priceCents,
    currency: PAYMENT_CURRENCY,
    message: "Payment intent created",
  };
}

export interface FulfilResult {
  paymentIntentId: string;
  userId: string;
  /** The balance after this payment's credits. */
  credits: number;
  creditsAdded: number;
  /** False when the payment had already been fulfilled (by the webhook, a retry, ...). */
  fulfilledNow: boolean;
}

interface Expected {
  packageId: string;
  credits: number;
  amountCents: number;
  currency: string;
}

/**
 * What the intent must say to be credited: what the server recorded when it created the intent
 * (from the package's price at that time), or the package's current terms when no row exists
 * (an intent whose creating request failed after Stripe answered).
 */
function expectedTerms(row: Payment | null, intent: ProviderIntent): Expected {
  if (row) return { packageId: row.packageId, credits: row.credits, amountCents: row.amountCents, currency: row.currency };
  const pkg = findPackage(intent.metadata.packageId);
  if (!pkg) throw badRequest("This payment is not for a credit package", "payment_mismatch");
  return { packageId: pkg.id, credits: pkg.credits, amountCents: pkg.priceCents, currency: PAYMENT_CURRENCY };
}

/**
 * Checks a PaymentIntent and credits it exactly once. `callerId` is the signed-in user of
 * add-credits (the intent must be theirs: 403 otherwise); the webhook passes none.
 */
export async function fulfilPayment(
  env: Env,
  db: Database,
  intent: ProviderIntent,
  providerName: PaymentProvider["name"],
  options: { callerId?: string; defer?: Defer } = {},
): Promise<FulfilResult> {
  const ownerId = intent.metadata.userId ?? "";
  if (options.callerId !== undefined && ownerId !== options.callerId) {
    throw forbidden("This payment belongs to another account", "payment_forbidden");
  }
  if (!isUuid(ownerId)) throw badRequest("This payment is not for a Skinstack account", "payment_mismatch");
  const row = await findPayment(db, intent.id);
  if (row && (row.userId !== ownerId || row.provider !== providerName)) {
    throw forbidden("This payment belongs to another account", "payment_forbidden");
  }
  if (intent.status !== "succeeded") {
    throw new ApiError(409, "payment_not_succeeded", `The payment has not succeeded yet (status: ${intent.status})`);
  }
  const expected = expectedTerms(row, intent);
  if (
    intent.amount !== expected.amountCents ||
    intent.currency.toLowerCase() !== expected.currency ||
    intent.metadata.packageId !== expected.packageId ||
    intent.metadata.credits !== String(expected.credits)
  ) {
    throw badRequest("The payment does not match the credit package", "payment_mismatch");
  }

  const result = await db.transaction(async (tx) => {
    if (!row) {
      const [owner] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, ownerId), isNull(users.deletedAt))).limit(1);
      if (!owner) throw notFound("The account of this payment no longer exists", "user_not_found");
      await tx
        .insert(payments)
        .values({
          userId: ownerId,
          provider: providerName,
          paymentIntentId: intent.id,
          packageId: expected.packageId,
          credits: expected.credits,
          amountCents: expected.amountCents,
          currency: expected.currency,
          status: "succeeded",
        })
        .onConflictDoNothing();
    }
    // The exactly-once gate: only one transaction can move fulfilled_at from null. Concurrent
    // ones wait for its row lock, then find it set and update nothing.
    const [marked] = await tx
      .update(payments)
      .set({ fulfilledAt: new Date(), status: "succeeded" })
      .where(and(eq(payments.paymentIntentId, intent.id), isNull(payments.fulfilledAt), eq(payments.userId, ownerId)))
      .returning();
    if (!marked) {
      const [current] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, ownerId));
      if (!current) throw notFound("The account of this payment no longer exists", "user_not_found");
      return { credits: current.credits, fulfilledNow: false };
    }
    // A deleted account gets nothing (the throw rolls the mark back). An account being deleted
    // holds its row locked: this waits for it and then reads deleted_at again.
    const [updated] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${marked.credits}`, updatedAt: new Date() })
      .where(and(eq(users.id, ownerId), isNull(users.deletedAt)))
      .returning({ credits: users.credits });
    if (!updated) throw notFound("The account of this payment no longer exists", "user_not_found");
    await tx
      .insert(creditLedger)
      .values({ userId: ownerId, delta: marked.credits, reason: "purchase", reference: intent.id });
    // A refund or dispute recorded before this payment was credited (ADR 0069) takes its part back at once.
    const settled = await settleCredits(tx, marked);
    return { credits: settled.balance ?? updated.credits, fulfilledNow: true };
  });

  if (result.fulfilledNow) {
    const push = notifyUser(env, ownerId, { type: "credits_updated", credits: result.credits });
    if (options.defer) await options.defer(push);
    else await push;
  }
  return {
    paymentIntentId: intent.id,
    userId: ownerId,
    credits: result.credits,
    creditsAdded: expected.credits,
    fulfilledNow: result.fulfilledNow,
  };
}

/**
 * POST /api/payments/add-credits: credits the caller's succeeded payment. A payment already
 * fulfilled for the caller answers at once, without asking the provider again.
 */
export async function addCreditsForCaller(
  env: Env,
  db: Database,
  callerId: string,
  paymentIntentId: string,
  defer?: Defer,
): Promise<FulfilResult> {
  const row = await findPayment(db, paymentIntentId);
  if (row && row.userId !== callerId) throw forbidden("This payment belongs to another account", "payment_forbidden");
  if (row?.fulfilledAt) {
    const [current] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, callerId));
    return { paymentIntentId, userId: callerId, credits: current?.credits ?? 0, creditsAdded: row.credits, fulfilledNow: false };
  }
  const provider = paymentProvider(env, db);
  const intent = await provider.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("No such payment", "payment_not_found");
  return fulfilPayment(env, db, intent, provider.name, { callerId, defer });
}

/** Records a non-success state the webhook reported (never touches a fulfilled payment). */
export async function recordIntentStatus(db: Database, paymentIntentId: string, status: string) {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.paymentIntentId, paymentIntentId), isNull(payments.fulfilledAt)));
}

/** Credits the user bought, over all time: purchases less what refunds and disputes took back (ADR 0069). */
export async function purchasedCredits(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.reason, ["purchase", "payment_refund", "payment_dispute"])));
  return row?.total ?? 0;
}

/** The caller's last ledger entries, newest first. */
export async function recentLedger(db: Database, userId: string, limit = LEDGER_PAGE): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      reference: creditLedger.reference,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
