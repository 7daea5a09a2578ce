import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { uuidKey, time, belongsTo } from "./columns";
import { users } from "./users";

/** Every change of a user's credits; users.credits always equals the sum of a user's rows. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    delta: integer("delta").notNull(),
    reason: text("reason", {
      enum: ["signup_grant", "purchase", "evaluation", "refund", "admin_adjustment", "payment_refund", "payment_dispute"],
    }).notNull(),
    /** What the row is about: a stack id, a payment intent id, an admin note. */
    reference: text("reference"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("credit_ledger_user_created_idx").on(t.userId, t.createdAt),
    // A failed evaluation job is refunded once, however often its dead letter is delivered.
    uniqueIndex("credit_ledger_refund_once").on(t.reference).where(sql`${t.reason} = 'refund'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuidKey(),
    userId: belongsTo("user_id", () => users.id),
    provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    packageId: text("package_id").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("created"),
    fulfilledAt: time("fulfilled_at"),
    // Money taken back after the payment (ADR 0069): what Stripe last said, and the credits that
    // took back. refunded_cents only grows (Stripe's charge.amount_refunded is a running total);
    // disputed_cents is the open or lost dispute's amount, 0 once the dispute went our way.
    refundedCents: integer("refunded_cents").notNull().default(0),
    disputedCents: integer("disputed_cents").notNull().default(0),
    // Refunds that failed or were canceled after charge.refunded counted them: their ids (each is
    // counted once, however often its event arrives) and their sum, which no longer counts as refunded.
    failedRefundIds: text("failed_refund_ids").array().notNull().default(sql`'{}'::text[]`),
    failedRefundCents: integer("failed_refund_cents").notNull().default(0),
    disputeId: text("dispute_id"),
    disputeStatus: text("dispute_status"),
    /** Credits removed from the balance because of the above. */
    creditsTakenBack: integer("credits_taken_back").notNull().default(0),
    /** Credits the above would have taken back but that were already spent: recorded, not pursued. */
    creditsUnrecovered: integer("credits_unrecovered").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_intent_key").on(t.paymentIntentId), index("payments_user_idx").on(t.userId)],
);
