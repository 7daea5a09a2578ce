import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { sessionSecret } from "../lib/config";
import { forbidden, unauthorized } from "../lib/errors";
import { readSession, SESSION_COOKIE, verifySessionToken } from "../lib/accounts/session";
import { revokeSessions } from "../lib/accounts/revoke";

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  if (!header?.toLowerCase().startsWith("bearer ")) return null;
  return header.slice(7).trim() || null;
}

/**
 * The session token: from `Authorization: Bearer` when the request has an Authorization header
 * (any scheme: the cookie is then never used, so a header cannot switch off the cross-site guard
 * and still ride on the cookie), else from the first session cookie, its value as sent (never
 * percent-decoded: `currentSession` and `endPresentedSessions` read the same values).
 */
export function sessionToken(c: Context<AppEnv>): string | null {
  if (c.req.header("authorization") !== undefined) return bearerToken(c);
  return presentedSessionCookies(c)[0] ?? null;
}

/**
 * The session token's verified claims (signature and expiry), without asking the database whether
 * the session is still live: for reads whose own statement checks that (the feed, a routine's
 * results), which saves a statement per request.
 */
export async function sessionClaims(c: Context<AppEnv>) {
  if (c.req.header("authorization") === undefined && new Set(presentedSessionCookies(c)).size > 1) {
    // Several session cookies: which one is the browser's own needs the database (currentSession).
    const session = await currentSession(c);
    return session ? { userId: session.user.id, sessionId: session.sessionId } : null;
  }
  const token = sessionToken(c);
  return token ? verifySessionToken(token, sessionSecret(c.env)) : null;
}

/**
 * Every `session` cookie value the request carries, in order. A browser sends one per cookie it
 * holds under that name: a cookie tossed from a sibling subdomain (or set with a narrower path)
 * comes beside the app's own, and first. Values are taken as sent: no percent-decoding (hono's
 * `getCookie` decodes, so that two spellings would name one token).
 */
function presentedSessionCookies(c: Context<AppEnv>): string[] {
  const values: string[] = [];
  for (const pair of (c.req.header("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim().replace(/^"(.*)"$/, "$1");
    if (value) values.push(value);
  }
  return values;
}

/**
 * Ends every session the request's cookies name, whoever's they are (ADR 0068): a sign-in sets a
 * new cookie, and one planted in the browser before it (an attacker's own session, tossed from a
 * sibling subdomain with a narrower path, or any earlier account's) must not stay usable beside
 * the new one. A bearer token is the client's own choice and is left alone.
 */
export async function endPresentedSessions(c: Context<AppEnv>) {
  const secret = sessionSecret(c.env);
  for (const token of presentedSessionCookies(c)) {
    const claims = await verifySessionToken(token, secret);
    if (claims) await revokeSessions(c.env, c.get("db"), { userId: claims.userId, sessionIds: [claims.sessionId] });
  }
}

/**
 * The request's live session. A browser may send several `session` cookies (one tossed from a
 * sibling subdomain, or with a narrower path, comes first): the session is the one of them that is
 * live; with two or more live ones the request is nobody's, so a cookie tossed beside the
 * account's own never makes the browser act as the attacker's account (ADR 0068).
 */
export async function currentSession(c: Context<AppEnv>) {
  const db = c.get("db");
  const secret = sessionSecret(c.env);
  if (c.req.header("authorization") !== undefined) {
    const token = bearerToken(c);
    return token ? readSession(db, token, secret) : null;
  }
  const tokens = [...new Set(presentedSessionCookies(c))];
  if (tokens.length <= 1) return tokens[0] ? readSession(db, tokens[0], secret) : null;
  const live = (await Promise.all(tokens.map((token) => readSession(db, token, secret)))).filter((session) => session !== null);
  return new Set(live.map((session) => session.sessionId)).size === 1 ? live[0] : null;
}

/** Requires a live session; sets `user` and `sessionId`. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await currentSession(c);
  if (!session) throw unauthorized();
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
});

/**
 * Writing for others to read (posts, comments) needs a verified email address, so that throwaway
 * accounts cannot spam the community. Use after `requireUser`.
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("user").emailVerified) {
    throw forbidden(
      "Verify your email address first: open the link we emailed you, or ask for a new one from your account page.",
      "email_not_verified",
    );
  }
  await next();
});

/**
 * Writing to the community (posting, commenting, reacting, reporting) is closed to banned members.
 * They may still sign in to read, export or delete their data. Use after `requireUser`.
 */
export const requireNotBanned = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("user").banned) {
    throw forbidden("Your account has been suspended from the community by a moderator.", "account_banned");
  }
  await next();
});
