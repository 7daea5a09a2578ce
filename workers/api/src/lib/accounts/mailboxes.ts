/**
 * Mailboxes as the accounts rules see them (ADR 0027): whether an address is free for a new
 * account or a change of email, and whether a mailbox has had its free credits.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { mailboxKey } from "@core/email-addresses";
import type { Database, Transaction } from "@db/client";
import { emailChangeUndoTokens, freeCreditClaims, users } from "@db/schema";
import type { Env } from "../../env";
import { sessionSecret } from "../config";

/**
 * Whether an address is taken: an account has it, or a change of email took it away from an
 * account less than 7 days ago and the undo link sent to it still works (the undo puts it back, so
 * nobody may take it meanwhile). Deleted accounts hold no address.
 */
export async function addressInUse(db: Database | Transaction, email: string): Promise<boolean> {
  const { rows } = await db.execute<{ taken: boolean }>(sql`select
    exists (select 1 from ${users} where ${users.email} = ${email})
    or exists (select 1 from ${emailChangeUndoTokens} where ${and(
      eq(emailChangeUndoTokens.oldEmail, email),
      isNull(emailChangeUndoTokens.usedAt),
      gt(emailChangeUndoTokens.expiresAt, new Date()),
    )}) as taken`);
  return Boolean(rows[0]?.taken);
}

/** The keyed hash of a mailbox (HMAC-SHA256 of `mailboxKey` with the server's secret): stored, never the address. */
export async function mailboxHash(env: Env, email: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(sessionSecret(env)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`free-credits:${mailboxKey(email)}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Records that the mailbox has proved itself and answers whether this is its first time, i.e.
 * whether it gets the free credits. Inside the transaction that verifies the address.
 */
export async function claimMailbox(tx: Transaction, env: Env, email: string): Promise<boolean> {
  const claimed = await tx
    .insert(freeCreditClaims)
    .values({ mailboxHash: await mailboxHash(env, email) })
    .onConflictDoNothing()
    .returning({ hash: freeCreditClaims.mailboxHash });
  return claimed.length > 0;
}
