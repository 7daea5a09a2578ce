/**
 * UserEvents: one Durable Object per user (named by the user id) that holds that user's live
 * connections and fans events out to them. A plain Worker cannot write to a connection opened by
 * another request; the object can, because every connection of the user ends here.
 *
 * - GET  https://user-events/connect?credits=N&session=ID with `Upgrade: websocket` (fetch): a
 *   hibernatable WebSocket (what the browser uses, ADR 0012). Sends `connected`, then
 *   `credits_updated` (when credits are given), then whatever is published, as JSON text
 *   messages with a `type`. The client sends the text `ping`; the runtime itself answers
 *   `{"type":"heartbeat"}` (setWebSocketAutoResponse), so neither the pings nor idle sockets wake
 *   the object. The session id each socket belongs to is kept in its attachment, which survives
 *   hibernation. Anything else fetched answers 426 or 404.
 * - `publish(event)` (RPC): sends a UserEvent to every socket; answers how many (0 for anything
 *   that is not a UserEvent, which is sent to no one).
 * - `disconnect(sessionIds?)` (RPC): ends the sockets of those sessions (every socket without the
 *   list), when sessions are revoked; answers how many.
 *
 * At most 10 sockets per user: the oldest is closed first. It holds no database connection: the
 * api route reads what it needs before connecting here. Sockets are dropped by the runtime when
 * they close. (ADR 0036: RPC instead of internal routes, no event stream.)
 */
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED, LIVE_PING, LIVE_PONG } from "@core/live-updates";
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import type { StreamEvent, UserEvent } from "./events";

export { CLOSE_REPLACED, CLOSE_SESSION_ENDED } from "@core/live-updates";

/** A user rarely has more than a few tabs open; beyond this the oldest socket is closed. */
export const MAX_SOCKETS_PER_USER = 10;

const EVENT_TYPES = new Set(["credits_updated", "notification", "evaluation_ready"]);

function isUserEvent(value: unknown): value is UserEvent {
  return Boolean(value && typeof value === "object" && EVENT_TYPES.has((value as { type?: unknown }).type as string));
}

/** Kept with each socket (serializeAttachment): it survives hibernation, unlike fields. */
export interface SocketInfo {
  sessionId: string | null;
  openedAt: number;
}

export class UserEvents extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime, even while the object hibernates: pings never wake it.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.pathname !== "/connect") return Response.json({ message: "not found" }, { status: 404 });
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ message: "Live updates are a WebSocket: send Upgrade: websocket" }, { status: 426 });
    }
    return this.openSocket(url.searchParams.get("credits"), url.searchParams.get("session"));
  }

  /** Sends `event` to every open socket of the user; answers how many (none for a malformed event). */
  publish(event: UserEvent): number {
    if (!isUserEvent(event)) {
      console.warn("UserEvents.publish: malformed event refused");
      return 0;
    }
    const message = JSON.stringify(event);
    let sent = 0;
    for (const ws of this.sockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue; // closing: the runtime drops it
      try {
        ws.send(message);
        sent++;
      } catch {
        // closing: the runtime drops it
      }
    }
    return sent;
  }

  /** The runtime answers pings itself; any other message from a client means nothing. */
  webSocketMessage(_ws: WebSocket, _message: string | ArrayBuffer): void {}

  /** The client went away: finish the closing handshake (the runtime forgets the socket). */
  webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      // 1005 and 1006 are reported, never sent.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  webSocketError(ws: WebSocket): void {
    try {
      ws.close(1011, "error");
    } catch {
      // already closed
    }
  }

  private sockets(): WebSocket[] {
    return this.ctx.getWebSockets();
  }

  private static info(ws: WebSocket): SocketInfo {
    const value = ws.deserializeAttachment() as Partial<SocketInfo> | null;
    return { sessionId: typeof value?.sessionId === "string" ? value.sessionId : null, openedAt: Number(value?.openedAt ?? 0) };
  }

  /** Closes the sockets of the given sessions (all of them without a list); answers how many. */
  disconnect(sessionIds?: string[]): number {
    let closed = 0;
    const ids = sessionIds ? new Set(sessionIds) : null;
    const matches = (session: string | null) => ids === null || (session !== null && ids.has(session));
    for (const ws of this.sockets()) {
      if (matches(UserEvents.info(ws).sessionId)) {
        this.closeSocket(ws, CLOSE_SESSION_ENDED, "session ended");
        closed++;
      }
    }
    return closed;
  }

  private closeSocket(ws: WebSocket, code: number, reason: string) {
    try {
      ws.close(code, reason);
    } catch {
      // already closing
    }
  }

  /** Closes the oldest sockets until one more fits under the cap. */
  private makeRoom() {
    const open = this.sockets()
      .filter((ws) => ws.readyState === WebSocket.OPEN)
      .sort((a, b) => UserEvents.info(a).openedAt - UserEvents.info(b).openedAt);
    for (let i = 0; i <= open.length - MAX_SOCKETS_PER_USER; i++) this.closeSocket(open[i], CLOSE_REPLACED, "too many connections");
  }

  private opening(credits: string | null): StreamEvent[] {
    const events: StreamEvent[] = [{ type: "connected", at: new Date().toISOString() }];
    const balance = credits === null ? NaN : Number(credits);
    if (Number.isFinite(balance)) events.push({ type: "credits_updated", credits: balance });
    return events;
  }

  private openSocket(credits: string | null, session: string | null): Response {
    this.makeRoom();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ sessionId: session, openedAt: Date.now() } satisfies SocketInfo);
    for (const event of this.opening(credits)) server.send(JSON.stringify(event));
    return new Response(null, { status: 101, webSocket: client });
  }
}
