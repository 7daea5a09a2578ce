/**
 * Single-use links sent by email (address verification, change of address, password reset, and
 * the undo of a change of address). The token travels only in the link; the database keeps its
 * SHA-256, an expiry and when it was used.
 *
 * The security stamp (ADR 0027) is the one rule that ends them together: every link but the undo
 * stores the account's `security_stamp` of when it was sent and works only while the account still
 * has that value. `rotateSecurityStamp` moves it on (password reset and change, a change or undo of
 * the address, a proof of the mailbox), which kills every outstanding link of the account at once;
 * using a link moves it on too (`consumeLink`), so using one link kills its siblings.
 */
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { emailChangeUndoTokens, emailVerificationTokens, passwordResetTokens, users } from "@db/schema";
import { badRequest, type ApiError } from "../errors";
import { randomToken, sha256Hex } from "../tokens";

/** The links bound to the security stamp. */
type StampedLinkTable = typeof emailVerificationTokens | typeof passwordResetTokens;
type LinkTable = StampedLinkTable | typeof emailChangeUndoTokens;

/** A new link to `page` of the app: its URL for the email, and the hash and expiry to store. */
export async function newEmailedLink(appUrl: string, page: string, ttlMs: number) {
  const token = randomToken();
  return {
    token,
    url: `${appUrl}/${page}?token=${encodeURIComponent(token)}`,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + ttlMs),
  };
}

/** The account's security stamp as the statement runs: what a new link stores (`stamp: stampOf(userId)`). */
export const stampOf = (userId: string) => sql<number>`(select ${users.securityStamp} from ${users} where ${users.id} = ${userId})`;

/**
 * Moves the account's security stamp on: every emailed link sent before dies. With `expected`, only
 * if the stamp still has that value (answers false otherwise): the row lock makes two concurrent
 * uses of links of one account serialise, and the second finds the stamp moved.
 */
export async function rotateSecurityStamp(tx: Database | Transaction, userId: string, expected?: number): Promise<boolean> {
  const moved = await tx
    .update(users)
    .set({ securityStamp: sql`${users.securityStamp} + 1` })
    .where(and(eq(users.id, userId), expected === undefined ? undefined : eq(users.securityStamp, expected)))
    .returning({ id: users.id });
  return moved.length > 0;
}

/** What a flow answers, in its own words, for a link that is unknown (or not its kind), used, expired or revoked. */
export interface LinkRefusals {
  invalid: () => ApiError;
  used: () => ApiError;
  expired: () => ApiError;
  revoked: () => ApiError;
}

const REVOKED =
  "This link no longer works: the account's password or email address changed, or its address was confirmed, after it was sent. Ask for a new one.";

/** A flow's refusals: 400 with the codes every link shares (invalid_token, token_used, token_expired, token_revoked). */
export function linkRefusals(words: { invalid: string; used: string; expired: string; revoked?: string }): LinkRefusals {
  return {
    invalid: () => badRequest(words.invalid, "invalid_token"),
    used: () => badRequest(words.used, "token_used"),
    expired: () => badRequest(words.expired, "token_expired"),
    revoked: () => badRequest(words.revoked ?? REVOKED, "token_revoked"),
  };
}

/** The stored link a token names (undefined when none does), and the token's hash for `spendLinkOnce`. */
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

/** `usableLink`, and the account must still have the stamp the link was sent with (else `revoked`). */
export async function liveLink<Row extends { usedAt: Date | null; expiresAt: Date; userId: string; stamp: number }>(
  db: Pick<Database, "select">,
  row: Row | undefined,
  refusals: LinkRefusals,
): Promise<Row> {
  const link = usableLink(row, refusals);
  const [account] = await db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, link.userId)).limit(1);
  if (!account || account.stamp !== link.stamp) throw refusals.revoked();
  return link;
}

/**
 * Marks the link used if it still is unused and unexpired (and meets `conditions`). The
 * conditional update is the single use: of two concurrent requests only one gets the user's id
 * back, the other null.
 */
export async function spendLinkOnce(tx: Pick<Database, "update">, table: LinkTable, tokenHash: string, ...conditions: SQL[]): Promise<string | null> {
  const [marked] = await tx
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, new Date()), ...conditions))
    .returning({ userId: table.userId });
  return marked?.userId ?? null;
}

/**
 * Uses a stamped link once, inside the caller's transaction, and moves the account's stamp on from
 * the value the link carries: every other link of the account dies with it. Answers the user's id,
 * or null when the link was used meanwhile; throws `revoked` (rolling the transaction back) when
 * the stamp moved meanwhile.
 */
export async function consumeLink(
  tx: Transaction,
  table: StampedLinkTable,
  link: { tokenHash: string; stamp: number },
  refusals: LinkRefusals,
  ...conditions: SQL[]
): Promise<string | null> {
  const userId = await spendLinkOnce(tx, table, link.tokenHash, ...conditions);
  if (!userId) return null;
  if (!(await rotateSecurityStamp(tx, userId, link.stamp))) throw refusals.revoked();
  return userId;
}
