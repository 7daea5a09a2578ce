import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every change of a user's credits; users.credits always equals the sum of a user's rows. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", {
      enum: ["signup_grant", "purchase", "evaluation", "refund", "admin_adjustment"],
    }).notNull(),
    /** What the row is about: a stack id, a payment intent id, an admin note. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "sandbox"] }).notNull(),
    paymentIntentId: text("payment_intent_id").notNull(),
    packageId: text("package_id").notNull(),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("created"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_intent_key").on(t.paymentIntentId), index("payments_user_idx").on(t.userId)],
);
