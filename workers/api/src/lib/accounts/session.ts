import type { SessionUser as PublicSessionUser } from "@core/api/session-user";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Database } from "@db/client";
import type { Env } from "../../env";
import { isUuid } from "@core/ids";
import { sessions, users } from "@db/schema";
import { clientIp } from "../rate-limit";
import { httpOnlyCookie } from "../cookies";

export const SESSION_COOKIE = "session";
export const SESSION_DAYS = 30;
const ALG = "HS256";

/** The signed-in user the api knows on every request; /api/auth/me adds whether they bought credits ('pro'). */
export type SessionUser = Omit<PublicSessionUser, "pro">;

export function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    credits: row.credits,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    banned: row.bannedAt !== null,
    language: row.language,
  };
}

/**
 * The HMAC key of the session secret, imported once per isolate: given the raw bytes, jose would
 * import them again on every request that carries a token.
 */
let cachedKey: { secret: string; key: Promise<CryptoKey> } | null = null;

function key(secret: string): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    const imported = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    cachedKey = { secret, key: imported };
    imported.catch(() => {
      if (cachedKey?.key === imported) cachedKey = null;
    });
  }
  return cachedKey.key;
}

/** last_seen_at is written at most this often per session (one extra write, not one per request). */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Where a session was opened from, shown in the account's session list. */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

/** The user agent (cut to 300 characters) and client IP of the request that opens a session. */
export function sessionOriginOf(env: Env, request: Request): SessionOrigin {
  return { userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300), ip: clientIp(env, request) };
}

/** Creates a session row and a signed token that names it, so that logout can revoke the token. */
export async function createSession(db: Pick<Database, "insert">, userId: string, secret: string, origin: SessionOrigin = {}) {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: origin.userAgent ?? "", ip: origin.ip ?? "" })
    .returning({ id: sessions.id });
  const token = await new SignJWT({ sid: row.id })
    .setProtectedHeader({ alg: ALG })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await key(secret));
  return { token, sessionId: row.id, expiresAt };
}

/**
 * The one check of a session token's signature and claims (algorithm pinned; exp, sub and sid
 * required, ids well formed). Whether the session is still live is the caller's to check.
 */
export async function verifySessionToken(token: string, secret: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: [ALG], requiredClaims: ["exp", "sub", "sid"] });
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Verifies the token and that its session is still live. */
export async function readSession(db: Database, token: string, secret: string) {
  const claims = await verifySessionToken(token, secret);
  if (!claims) return null;
  const sid = claims.sessionId;
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)),
    )
    .limit(1);
  if (!row || row.user.id !== claims.userId) return null;
  const staleBefore = new Date(Date.now() - LAST_SEEN_RESOLUTION_MS);
  if (row.lastSeenAt < staleBefore) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(and(eq(sessions.id, sid), lt(sessions.lastSeenAt, staleBefore)));
  }
  return { user: toSessionUser(row.user), sessionId: sid };
}

export function sessionCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_DAYS * 24 * 3600) {
  return httpOnlyCookie(SESSION_COOKIE, token, { path: "/", maxAgeSeconds, secure });
}

export function clearedSessionCookie(secure: boolean) {
  return sessionCookie("", secure, 0);
}
