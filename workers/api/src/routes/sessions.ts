/**
 * The signed-in user's sessions (devices): list, sign out one, sign out all others (ADR 0010).
 * Mounted at /api/auth/sessions.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { sessions } from "@db/schema";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { revokeSessions } from "../lib/accounts/revoke";
import { clearedSessionCookie } from "../lib/accounts/session";
import { isHttps } from "../lib/cookies";
import { requireUser } from "../middleware/auth";
import { IdParams } from "@core/schemas/params";
import { validate } from "../lib/validate";
import type { SessionListResponse } from "@core/api/auth";

const noSuchSession = () => notFound("No such session", "session_not_found");

/** At most this many devices are listed (the most recently used); "Sign out everywhere else" ends all of them. */
export const SESSION_LIST_LIMIT = 50;

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  /** Live sessions only (not signed out, not expired), most recently used first, at most SESSION_LIST_LIMIT. */
  .get("/", async (c) => {
    const current = c.get("sessionId");
    const rows = await c
      .get("db")
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, c.get("user").id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(SESSION_LIST_LIMIT);
    return c.json({
      sessions: rows.map((s) => ({
        ...s,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === current,
      })),
    } satisfies SessionListResponse);
  })
  /**
   * "Sign out everywhere else": every session of the user except the one making the request,
   * which stays signed in (the Log out button ends it).
   */
  .post("/revoke-all", async (c) => {
    const revoked = await revokeSessions(c.env, c.get("db"), { userId: c.get("user").id, exceptSessionId: c.get("sessionId") });
    const n = revoked.length;
    return c.json({ message: n === 1 ? "Signed out of 1 other device." : `Signed out of ${n} other devices.`, revoked: n });
  })
  /** Signs out one of the user's own sessions; another user's (or an unknown one) is a 404. */
  .delete("/:id", validate("param", IdParams, noSuchSession), async (c) => {
    const { id } = c.req.valid("param");
    const [revoked] = await revokeSessions(c.env, c.get("db"), { userId: c.get("user").id, sessionIds: [id] });
    if (!revoked) throw noSuchSession();
    const current = revoked === c.get("sessionId");
    if (current) c.header("set-cookie", clearedSessionCookie(isHttps(c.req.raw)));
    return c.json({ message: current ? "Signed out" : "That device has been signed out.", current });
  });
