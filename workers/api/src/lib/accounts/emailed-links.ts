/**
 * Single-use links sent by email (address verification, change of address, password reset). The
 * token travels only in the link; the database keeps its SHA-256, an expiry and when it was used.
 */
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import { emailVerificationTokens, passwordResetTokens } from "@db/schema";
import { badRequest, type ApiError } from "../errors";
import { randomToken, sha256Hex } from "../tokens";

type LinkTable = typeof emailVerificationTokens | typeof passwordResetTokens;

/** A new link to `page` of the app: its URL for the email, and the hash and expiry to store. */
export async function newEmailedLink(appUrl: string, page: string, ttlMs: number) {
  const token = randomToken();
  return {
    url: `${appUrl}/${page}?token=${encodeURIComponent(token)}`,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + ttlMs),
  };
}

/** What a flow answers, in its own words, for a link that is unknown (or not its kind), used or expired. */
export interface LinkRefusals {
  invalid: () => ApiError;
  used: () => ApiError;
  expired: () => ApiError;
}

/** A flow's refusals: 400 with the codes every link shares (invalid_token, token_used, token_expired). */
export function linkRefusals(words: { invalid: string; used: string; expired: string }): LinkRefusals {
  return {
    invalid: () => badRequest(words.invalid, "invalid_token"),
    used: () => badRequest(words.used, "token_used"),
    expired: () => badRequest(words.expired, "token_expired"),
  };
}

/** The stored link a token names (undefined when none does), and the token's hash for `useLinkOnce`. */
export async function findLink<T extends LinkTable>(db: Pick<Database, "select">, table: T, token: string) {
  const tokenHash = await sha256Hex(token);
  const [row] = (await db.select().from(table as LinkTable).where(eq(table.tokenHash, tokenHash)).limit(1)) as T["$inferSelect"][];
  return { row, tokenHash };
}

/** The stored link, if it can still be used; otherwise the flow's refusal is thrown. */
export function usableLink<Row extends { usedAt: Date | null; expiresAt: Date }>(row: Row | undefined, refusals: LinkRefusals): Row {
  if (!row) throw refusals.invalid();
  if (row.usedAt) throw refusals.used();
  if (row.expiresAt.getTime() <= Date.now()) throw refusals.expired();
  return row;
}

/**
 * Marks the link used if it still is unused and unexpired (and meets `conditions`). The
 * conditional update is the single use: of two concurrent requests only one gets the user's id
 * back, the other null.
 */
export async function useLinkOnce(tx: Pick<Database, "update">, table: LinkTable, tokenHash: string, ...conditions: SQL[]): Promise<string | null> {
  const [marked] = await tx
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, new Date()), ...conditions))
    .returning({ userId: table.userId });
  return marked?.userId ?? null;
}
