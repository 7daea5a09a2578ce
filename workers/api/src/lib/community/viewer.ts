/**
 * Who reads the community: the reader's user id only while their session is live (not revoked,
 * not expired, the token's user, the account not deleted), as an SQL expression that the reading
 * statement itself evaluates. A token whose session was revoked (signed out, signed out
 * everywhere, password changed) reads like a guest; the check costs no statement of its own.
 */
import { sql, type SQL } from "drizzle-orm";

/** The verified claims of the request's session token (middleware/auth `sessionClaims`), or null for a guest. */
export type ViewerClaims = { userId: string; sessionId: string } | null;

/** The reader's user id if their session is live, else SQL null (a uuid). */
export function liveViewerId(claims: ViewerClaims): SQL {
  if (!claims) return sql`null::uuid`;
  return sql`(select vs.user_id from sessions vs join users vu on vu.id = vs.user_id
    where vs.id = ${claims.sessionId} and vs.user_id = ${claims.userId} and vs.revoked_at is null
      and vs.expires_at > now() and vu.deleted_at is null)`;
}
