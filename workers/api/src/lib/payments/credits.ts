import { and, eq, gte, sql } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { creditLedger, users } from "@db/schema";
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

/** Whether the user has ever bought credits: a purchase row in the ledger (what 'Pro' means). */
export async function hasBoughtCredits(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, "purchase")))
    .limit(1);
  return row !== undefined;
}
