import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { creditLedger, payments, users } from "@db/schema";
import { ApiError } from "../errors";

export const EVALUATION_COST = 1;

/**
 * Takes credits inside the caller's transaction. The conditional update never lets the balance go
 * below zero, also under concurrent requests (the row lock serialises them).
 */
export async function debitCredits(tx: Transaction, userId: string, amount: number, reason: "evaluation", reference: string) {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), gte(users.credits, amount)))
    .returning({ credits: users.credits });
  if (!row) throw new ApiError(402, "insufficient_credits", "Insufficient credits");
  await tx.insert(creditLedger).values({ userId, delta: -amount, reason, reference });
  return row.credits;
}

/** Gives credits back for a failed evaluation job, once per job (unique refund reference). */
export async function refundOnce(tx: Transaction, userId: string, amount: number, jobId: string) {
  const inserted = await tx
    .insert(creditLedger)
    .values({ userId, delta: amount, reason: "refund", reference: jobId })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return null;
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  return row?.credits ?? null;
}

/**
 * Whether the user has bought credits (what 'Pro' means): a credited payment that a refund or
 * dispute has not wholly taken back (ADR 0069).
 */
export async function hasBoughtCredits(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        isNotNull(payments.fulfilledAt),
        lt(sql`${payments.creditsTakenBack} + ${payments.creditsUnrecovered}`, payments.credits),
      ),
    )
    .limit(1);
  return row !== undefined;
}
