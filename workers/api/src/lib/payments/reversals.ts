/**
 * Refunds and disputes take back the credits a payment bought (ADR 0069).
 *
 * Stripe's events carry states, not increments: a charge's `amount_refunded` is the running total
 * of its refunds, a dispute has one amount and a status. The payment row keeps the latest state
 * (refunded_cents, disputed_cents) and what it has already done about it (credits_taken_back,
 * credits_unrecovered); each event recomputes what the state calls for and applies only the
 * difference. So a redelivered event changes nothing, and concurrent deliveries queue on the
 * payment's row lock (FOR UPDATE) and the later one finds nothing left to do.
 *
 * Credits already spent stay spent: only the payment's own credits still in the balance are taken
 * (credits are spent oldest first, so credits received later are not its own), the balance never
 * goes below zero, and the shortfall is recorded as credits_unrecovered (and in the audit log),
 * never pursued from later purchases.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Transaction } from "@db/client";
import { auditLog, creditLedger, payments, users } from "@db/schema";
import type { Env } from "../../env";
import { notifyUser } from "../../realtime/notify";
import type { Defer } from "./purchases";

type Payment = typeof payments.$inferSelect;

/** A dispute that ended this way gave the money back to us (or never took it): its credits are the member's again. */
const DISPUTE_ENDED_FOR_US = new Set(["won", "warning_closed", "prevented"]);
const DISPUTE_FINAL = new Set([...DISPUTE_ENDED_FOR_US, "lost"]);

/** What one webhook event says about a payment's money, read from Stripe's Charge or Dispute object. */
export type ReversalFact =
  | { kind: "refund"; paymentIntentId: string | null; chargeId: string; refundedCents: number; currency: string }
  | { kind: "refund_failed"; paymentIntentId: string | null; chargeId: string; refundId: string; failedCents: number; currency: string }
  | {
      kind: "dispute";
      paymentIntentId: string | null;
      chargeId: string;
      disputeId: string;
      disputeStatus: string;
      disputedCents: number;
      currency: string;
    };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** charge.refunded: the Charge with its running refund total. */
export function refundFact(charge: Pick<Stripe.Charge, "id" | "payment_intent" | "amount_refunded" | "currency">): ReversalFact {
  return { kind: "refund", paymentIntentId: idOf(charge.payment_intent), chargeId: charge.id, refundedCents: charge.amount_refunded, currency: charge.currency };
}

/** A refund's own state no longer takes the money back: it failed (the bank refused it) or was canceled. */
export const REFUND_UNDONE = new Set(["failed", "canceled"]);

/**
 * refund.failed / refund.updated / charge.refund.updated: the Refund. Only a failed or canceled
 * refund calls for anything (charge.refunded already counted it); null otherwise.
 */
export function failedRefundFact(refund: Pick<Stripe.Refund, "id" | "charge" | "payment_intent" | "amount" | "currency" | "status">): ReversalFact | null {
  if (!refund.status || !REFUND_UNDONE.has(refund.status)) return null;
  return {
    kind: "refund_failed",
    paymentIntentId: idOf(refund.payment_intent),
    chargeId: idOf(refund.charge) ?? "",
    refundId: refund.id,
    failedCents: refund.amount,
    currency: refund.currency,
  };
}

/** charge.dispute.created / updated / closed: the Dispute. */
export function disputeFact(dispute: Pick<Stripe.Dispute, "id" | "charge" | "payment_intent" | "amount" | "currency" | "status">): ReversalFact {
  return {
    kind: "dispute",
    paymentIntentId: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge) ?? "",
    disputeId: dispute.id,
    disputeStatus: dispute.status,
    disputedCents: dispute.amount,
    currency: dispute.currency,
  };
}

/** The credits a payment's lost money calls for: rounded up, so a member keeps only credits fully paid for. */
export function creditsToTakeBack(
  payment: Pick<Payment, "credits" | "amountCents" | "refundedCents" | "failedRefundCents" | "disputedCents">,
): number {
  if (payment.amountCents <= 0) return 0;
  const refunded = Math.max(0, payment.refundedCents - payment.failedRefundCents);
  const lost = Math.min(payment.amountCents, refunded + Math.max(0, payment.disputedCents));
  return Math.ceil((payment.credits * lost) / payment.amountCents);
}

/** The payment row with the event's state applied (the row is unchanged where the event is older or says nothing new). */
function withFact(payment: Payment, fact: ReversalFact): Payment {
  // An amount in another currency than the payment's cannot be compared: count the whole payment as lost.
  const sameCurrency = fact.currency.toLowerCase() === payment.currency.toLowerCase();
  if (fact.kind === "refund_failed") {
    // Each refund fails once: its id makes a redelivered or concurrent event a no-op.
    if (payment.failedRefundIds.includes(fact.refundId)) return payment;
    const failed = sameCurrency ? fact.failedCents : payment.amountCents;
    return { ...payment, failedRefundIds: [...payment.failedRefundIds, fact.refundId], failedRefundCents: payment.failedRefundCents + failed };
  }
  if (fact.kind === "refund") {
    const refunded = sameCurrency ? fact.refundedCents : payment.amountCents;
    return { ...payment, refundedCents: Math.max(payment.refundedCents, refunded) };
  }
  // A dispute that has ended stays ended: an older "open" snapshot delivered late does not reopen it.
  const known = payment.disputeId === fact.disputeId ? payment.disputeStatus : null;
  if (known && DISPUTE_FINAL.has(known) && !DISPUTE_FINAL.has(fact.disputeStatus)) return payment;
  const disputed = DISPUTE_ENDED_FOR_US.has(fact.disputeStatus) ? 0 : sameCurrency ? fact.disputedCents : payment.amountCents;
  return { ...payment, disputeId: fact.disputeId, disputeStatus: fact.disputeStatus, disputedCents: disputed };
}

export interface Settlement {
  /** Credits removed from the balance now. */
  takenBack: number;
  /** Credits the payment called for now but that were already spent. */
  unrecovered: number;
  /** Credits given back now (a dispute that went our way). */
  returned: number;
  /** The balance afterwards, or null when it did not change. */
  balance: number | null;
}

const NOTHING: Settlement = { takenBack: 0, unrecovered: 0, returned: 0, balance: null };

/**
 * Credits the member received after this payment's purchase row, from anything but this payment.
 * Credits are spent in the order they came (core/credit-packages paidCreditsLeft), so these are the
 * newest part of the balance: a later purchase is not taken for this payment's refund. Evaluation
 * refunds count too (when unsure, the member keeps the credit).
 */
async function creditsReceivedAfter(tx: Transaction, payment: Payment): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, payment.userId),
        gt(creditLedger.delta, 0),
        sql`${creditLedger.reference} is distinct from ${payment.paymentIntentId}`,
        sql`${creditLedger.id} > (select coalesce(max(p.id), 0) from credit_ledger p
          where p.user_id = ${payment.userId} and p.reason = 'purchase' and p.reference = ${payment.paymentIntentId})`,
      ),
    );
  return row?.total ?? 0;
}

/**
 * Brings a locked, fulfilled payment's credits in line with its recorded state: takes back what is
 * still owed (never more than the balance), or gives back what a won dispute no longer calls for.
 * Writes the ledger row and the audit entry. The caller holds the payment's row lock.
 */
export async function settleCredits(tx: Transaction, payment: Payment, context: Record<string, unknown> = {}): Promise<Settlement> {
  if (!payment.fulfilledAt) return NOTHING;
  const accounted = payment.creditsTakenBack + payment.creditsUnrecovered;
  const due = creditsToTakeBack(payment) - accounted;
  if (due === 0) return NOTHING;
  const reason = payment.disputedCents > 0 || (due < 0 && payment.disputeId) ? "payment_dispute" : "payment_refund";

  let takenBack = 0;
  let unrecovered = 0;
  let returned = 0;
  let balance: number;
  const [owner] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, payment.userId)).for("update");
  if (!owner) return NOTHING;
  if (due > 0) {
    takenBack = Math.min(due, Math.max(0, owner.credits - (await creditsReceivedAfter(tx, payment))));
    unrecovered = due - takenBack;
    balance = owner.credits - takenBack;
  } else {
    // Forgive what could not be taken first; give back only credits that were actually taken.
    const forgiven = Math.min(payment.creditsUnrecovered, -due);
    unrecovered = -forgiven;
    returned = -due - forgiven;
    balance = owner.credits + returned;
  }
  const delta = returned - takenBack;
  if (delta !== 0) {
    await tx.update(users).set({ credits: sql`${users.credits} + ${delta}`, updatedAt: new Date() }).where(eq(users.id, payment.userId));
    await tx.insert(creditLedger).values({ userId: payment.userId, delta, reason, reference: payment.paymentIntentId });
  }
  await tx
    .update(payments)
    .set({
      creditsTakenBack: payment.creditsTakenBack + takenBack - returned,
      creditsUnrecovered: payment.creditsUnrecovered + unrecovered,
    })
    .where(eq(payments.id, payment.id));
  await tx.insert(auditLog).values({
    actorId: null,
    action: reason === "payment_dispute" ? "payment.dispute" : "payment.refund",
    target: payment.paymentIntentId,
    details: {
      userId: payment.userId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      refundedCents: payment.refundedCents,
      failedRefundCents: payment.failedRefundCents,
      disputedCents: payment.disputedCents,
      disputeStatus: payment.disputeStatus,
      credits: payment.credits,
      creditsTakenBack: takenBack,
      creditsAlreadySpent: Math.max(0, unrecovered),
      creditsReturned: returned,
      ...context,
    },
  });
  return { takenBack, unrecovered: Math.max(0, unrecovered), returned, balance: delta !== 0 ? balance : null };
}

export type ReversalResult = ({ found: true; paymentIntentId: string; userId: string } & Settlement) | { found: false };

/** Records what a refund or dispute event says about one of our payments and settles its credits, exactly once. */
export async function applyReversal(env: Env, db: Database, fact: ReversalFact, eventId: string, defer?: Defer): Promise<ReversalResult> {
  if (!fact.paymentIntentId) return { found: false };
  const intentId = fact.paymentIntentId;
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intentId)).for("update");
    if (!row) return null;
    const next = withFact(row, fact);
    if (
      next.refundedCents !== row.refundedCents ||
      next.failedRefundCents !== row.failedRefundCents ||
      next.disputedCents !== row.disputedCents ||
      next.disputeId !== row.disputeId ||
      next.disputeStatus !== row.disputeStatus
    ) {
      await tx
        .update(payments)
        .set({
          refundedCents: next.refundedCents,
          failedRefundIds: next.failedRefundIds,
          failedRefundCents: next.failedRefundCents,
          disputedCents: next.disputedCents,
          disputeId: next.disputeId,
          disputeStatus: next.disputeStatus,
        })
        .where(eq(payments.id, row.id));
    }
    const settled = await settleCredits(tx, next, { eventId, chargeId: fact.chargeId, ...(fact.kind === "refund_failed" ? { refundId: fact.refundId } : {}) });
    return { userId: row.userId, ...settled };
  });
  if (!result) return { found: false };
  if (result.balance !== null) {
    const push = notifyUser(env, result.userId, { type: "credits_updated", credits: result.balance });
    if (defer) await defer(push);
    else await push;
  }
  return { found: true, paymentIntentId: intentId, ...result };
}
