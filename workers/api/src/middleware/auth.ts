import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { sessionSecret } from "../lib/config";
import { unauthorized } from "../lib/errors";
import { readSession, SESSION_COOKIE } from "../lib/session";

/** The session token from `Authorization: Bearer` or the session cookie. */
export function sessionToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return getCookie(c, SESSION_COOKIE) || null;
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
