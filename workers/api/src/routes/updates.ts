/**
 * Live updates for the signed-in user: a WebSocket accepted by the user's Durable Object
 * (realtime/user-events.ts, ADR 0012; ADR 0036 ended the event stream).
 *
 * - POST /api/user/stream-ticket   {ticket, expiresAt, url}: a random ticket valid once, for 60 s,
 *                                  stored hashed (stream_tickets), for a socket opened where the
 *                                  session cookie or a header cannot be sent.
 * - GET  /api/user/updates         with `Upgrade: websocket`: the socket (426 websocket_required
 *                                  without the upgrade). Authenticated by the session cookie (or a
 *                                  bearer header), or by `?ticket=`. A cookie-authenticated upgrade
 *                                  from another site is refused (403): WebSockets are not covered
 *                                  by CORS, so the Origin is checked here. The long-lived session
 *                                  token is never accepted in the URL: `?token=` is refused (400),
 *                                  since URLs end up in logs.
 * - POST /api/user/trigger-update  pushes the current credits: {credits, message}.
 *
 * The socket holds no database connection: the route reads the user and credits, the request's
 * connection is released when the handler returns, and the socket then lives in the object.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, unauthorized } from "../lib/errors";
import { randomToken, sha256Hex } from "../lib/tokens";
import { bearerToken, currentSession, requireUser } from "../middleware/auth";
import { isCrossSite } from "../middleware/same-origin";
import { notifyUser, userEventsNamespace, userHub } from "../realtime/notify";

export const TICKET_TTL_SECONDS = 60;

type Row = Record<string, unknown>;

const notConfigured = () => new ApiError(503, "not_configured", "Live updates are not configured: bind USER_EVENTS");

export const userUpdateRoutes = new Hono<AppEnv>()
  .post("/stream-ticket", requireUser, async (c) => {
    const user = c.get("user");
    const db = c.get("db");
    const ticket = randomToken();
    const expiresAt = new Date(Date.now() + TICKET_TTL_SECONDS * 1000);
    // Keep the table small: the user's spent and expired tickets go.
    await db.execute(sql`delete from stream_tickets where user_id = ${user.id} and (used_at is not null or expires_at < now())`);
    await db.execute(sql`insert into stream_tickets (ticket_hash, user_id, session_id, expires_at)
      values (${await sha256Hex(ticket)}, ${user.id}, ${c.get("sessionId")}, ${expiresAt.toISOString()}::timestamptz)`);
    return c.json({ ticket, expiresAt: expiresAt.toISOString(), url: `/api/user/updates?ticket=${ticket}` }, 201);
  })
  .get("/updates", async (c) => {
    if (c.req.query("token") !== undefined) {
      throw badRequest(
        "Session tokens are not accepted in URLs. Use the session cookie, or a ticket from POST /api/user/stream-ticket.",
        "token_in_url",
      );
    }
    if (!userEventsNamespace(c.env)) throw notConfigured();
    // Checked before the ticket, which a request that cannot become a socket would spend.
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      throw new ApiError(426, "websocket_required", "Live updates are a WebSocket: send the request with Upgrade: websocket.");
    }
    const ticket = c.req.query("ticket");
    let user: { id: string; credits: number; sessionId: string | null } | null = null;
    if (ticket !== undefined) {
      if (ticket.length < 20 || ticket.length > 100) throw unauthorized("The stream ticket is invalid or expired", "invalid_ticket");
      // A ticket is good once, within its minute, and only while the session that asked for it
      // is live: signing out voids the tickets it handed out.
      const { rows } = await c.get("db").execute<Row>(sql`
        with spent as (
          update stream_tickets t set used_at = now()
          where t.ticket_hash = ${await sha256Hex(ticket)} and t.used_at is null and t.expires_at > now()
            and exists (select 1 from sessions s where s.id = t.session_id and s.revoked_at is null and s.expires_at > now())
          returning t.user_id, t.session_id
        )
        select u.id, u.credits, spent.session_id from spent join users u on u.id = spent.user_id`);
      if (!rows[0]) throw unauthorized("The stream ticket is invalid or expired", "invalid_ticket");
      user = { id: String(rows[0].id), credits: Number(rows[0].credits), sessionId: String(rows[0].session_id) };
    } else {
      if (bearerToken(c) === null && isCrossSite(c)) throw forbidden("Cross-site requests are not allowed", "cross_site");
      const session = await currentSession(c);
      if (!session) throw unauthorized();
      user = { id: session.user.id, credits: session.user.credits, sessionId: session.sessionId };
    }
    const hub = userHub(c.env, user.id)!;
    const target = `https://user-events/connect?credits=${user.credits}&session=${user.sessionId}`;
    const socket = await hub.fetch(target, { headers: { upgrade: "websocket" } });
    if (!socket.webSocket) return new Response(socket.body, { status: socket.status, headers: new Headers(socket.headers) });
    // Mutable headers for the middleware, and the socket handed on to the client.
    return new Response(null, { status: 101, webSocket: socket.webSocket, headers: new Headers(socket.headers) });
  })
  .post("/trigger-update", requireUser, async (c) => {
    const user = c.get("user");
    // The session read loaded the user row just now: its credits are current.
    await notifyUser(c.env, user.id, { type: "credits_updated", credits: user.credits });
    return c.json({ credits: user.credits, message: "Update sent" });
  });
