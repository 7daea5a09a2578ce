import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { sessionSecret } from "../lib/config";
import { forbidden, unauthorized } from "../lib/errors";
import { readSession, SESSION_COOKIE, verifySessionToken } from "../lib/accounts/session";

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  if (!header?.toLowerCase().startsWith("bearer ")) return null;
  return header.slice(7).trim() || null;
}

/**
 * The session token: from `Authorization: Bearer` when the request has an Authorization header
 * (any scheme: the cookie is then never used, so a header cannot switch off the cross-site guard
 * and still ride on the cookie), else from the session cookie.
 */
export function sessionToken(c: Context<AppEnv>): string | null {
  if (c.req.header("authorization") !== undefined) return bearerToken(c);
  return getCookie(c, SESSION_COOKIE) || null;
}

/**
 * The session token's verified claims (signature and expiry), without asking the database whether
 * the session is still live: for reads whose own statement checks that (the feed, a routine's
 * results), which saves a statement per request.
 */
export async function sessionClaims(c: Context<AppEnv>) {
  const token = sessionToken(c);
  return token ? verifySessionToken(token, sessionSecret(c.env)) : null;
}

export async function currentSession(c: Context<AppEnv>) {
  const token = sessionToken(c);
  if (!token) return null;
  return readSession(c.get("db"), token, sessionSecret(c.env));
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
