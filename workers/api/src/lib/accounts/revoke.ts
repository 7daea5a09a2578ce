import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { sessions } from "@db/schema";
import type { Env } from "../../env";
import { closeSessionStreams } from "../../realtime/notify";
import { createSession, type SessionOrigin } from "./session";

export interface RevokeTarget {
  userId: string;
  /** Revoke only these sessions of the user (logout, "sign out this device"); default: all of them. */
  sessionIds?: string[];
  /** Keep this one (the session making the request: change password, "sign out everywhere else"). */
  exceptSessionId?: string;
}

/**
 * THE place where sessions end: logout, signing out one device or all others, password reset
 * and change, account deletion. A revoked session's token stops working on its next request
 * (readSession checks the row), and its stream tickets die with it.
 *
 * Only sessions of `userId` are touched, so a caller can pass an id from a request without
 * checking ownership first; the answer lists the ids that were live and are now revoked.
 * Pass the transaction when the revocation must commit or roll back with other changes.
 *
 * The live-update streams of the revoked sessions are closed too (the user's Durable Object).
 */
export async function revokeSessions(env: Env, db: Database | Transaction, target: RevokeTarget): Promise<string[]> {
  if (target.sessionIds && target.sessionIds.length === 0) return [];
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, target.userId),
        isNull(sessions.revokedAt),
        target.sessionIds ? inArray(sessions.id, target.sessionIds) : undefined,
        target.exceptSessionId ? ne(sessions.id, target.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  const ids = revoked.map((r) => r.id);
  if (ids.length > 0) await closeSessionStreams(env, target.userId, ids);
  return ids;
}

/**
 * After a change that proves or moves the account's credentials (password, address): every
 * session of the user ends, the one making the request included, and that device gets a new
 * session. A token copied before the change (from this device too) dies with it; the answer
 * lists the OTHER sessions that were ended.
 */
export async function rotateSessions(env: Env, tx: Transaction, userId: string, current: string, secret: string, origin: SessionOrigin) {
  const revoked = await revokeSessions(env, tx, { userId });
  const { token } = await createSession(tx, userId, secret, origin);
  return { token, othersRevoked: revoked.filter((id) => id !== current) };
}
