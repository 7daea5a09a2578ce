/**
 * UserEvents: one Durable Object per user (named by the user id) that holds that user's live
 * connections and fans events out to them. A plain Worker cannot write to a connection opened by
 * another request; the object can, because every connection of the user ends here.
 *
 * - GET  https://user-events/connect?credits=N&session=ID with `Upgrade: websocket`: a
 *   hibernatable WebSocket (what the browser uses, ADR 0012). Sends `connected`, then
 *   `credits_updated` (when credits are given), then whatever is published, as JSON text
 *   messages with a `type`. The client sends the text `ping`; the runtime itself answers
 *   `{"type":"heartbeat"}` (setWebSocketAutoResponse), so neither the pings nor idle sockets wake
 *   the object. The session id each socket belongs to is kept in its attachment, which survives
 *   hibernation.
 * - GET  https://user-events/connect?... without the upgrade: the older text/event-stream, kept for
 *   clients that cannot speak WebSocket: same messages as unnamed SSE events, and a `heartbeat`
 *   written every 15 s (a stream keeps the object in memory while it is open).
 * - POST https://user-events/publish            a UserEvent as JSON -> {delivered}
 * - POST https://user-events/disconnect         {sessionIds?: string[]} -> {closed}: ends the
 *   connections of those sessions (every connection without the list), when sessions are revoked.
 *
 * At most 10 connections (sockets and streams together) per user: the oldest is closed first.
 * It holds no database connection: the api route reads what it needs before connecting here.
 * Streams whose reader went away fail their next write (at the latest the next heartbeat) and
 * are dropped; sockets are dropped by the runtime when they close.
 */
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED, LIVE_PING, LIVE_PONG } from "@core/live-updates";
import { HEARTBEAT_MS, type StreamEvent, type UserEvent } from "./events";

export { CLOSE_REPLACED, CLOSE_SESSION_ENDED } from "@core/live-updates";

const encoder = new TextEncoder();
/** A user rarely has more than a few tabs open; beyond this the oldest connection is closed. */
export const MAX_STREAMS_PER_USER = 10;
/** Frames queued for a stream nobody reads (about 25 minutes of heartbeats) before it is dropped. */
export const MAX_QUEUED_FRAMES = 100;
/** Reconnection delay suggested to EventSource (retry after 10 s). */
export const RETRY_MS = 10_000;

export function sseFrame(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

const EVENT_TYPES = new Set(["credits_updated", "notification", "evaluation_ready"]);

function isUserEvent(value: unknown): value is UserEvent {
  return Boolean(value && typeof value === "object" && EVENT_TYPES.has((value as { type?: unknown }).type as string));
}

/** Kept with each socket (serializeAttachment): it survives hibernation, unlike fields. */
export interface SocketInfo {
  sessionId: string | null;
  openedAt: number;
}

interface StreamInfo {
  sessionId: string | null;
  openedAt: number;
}

export class UserEvents implements DurableObject {
  private readonly streams = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  /** The sign-in session each stream was opened by, and when. */
  private readonly streamInfo = new Map<WritableStreamDefaultWriter<Uint8Array>, StreamInfo>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly state: DurableObjectState,
    _env: unknown,
  ) {
    // Answered by the runtime, even while the object hibernates: pings never wake it.
    // (Unit tests construct the object with a bare state.)
    if (typeof state?.setWebSocketAutoResponse === "function") {
      state.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
    }
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/publish") {
      let event: unknown;
      try {
        event = await request.json();
      } catch {
        return Response.json({ message: "invalid event" }, { status: 400 });
      }
      if (!isUserEvent(event)) return Response.json({ message: "invalid event" }, { status: 400 });
      return Response.json({ delivered: this.broadcast(event) });
    }
    if (request.method === "POST" && url.pathname === "/disconnect") {
      const body = (await request.json().catch(() => ({}))) as { sessionIds?: unknown };
      const ids = Array.isArray(body.sessionIds) ? new Set(body.sessionIds.filter((id): id is string => typeof id === "string")) : null;
      return Response.json({ closed: this.disconnect(ids) });
    }
    if (request.method === "GET" && url.pathname === "/connect") {
      const credits = url.searchParams.get("credits");
      const session = url.searchParams.get("session");
      if (request.headers.get("upgrade")?.toLowerCase() === "websocket") return this.openSocket(credits, session);
      return this.openStream(credits, session);
    }
    return Response.json({ message: "not found" }, { status: 404 });
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

  /** Open connections, sockets and streams (for tests). */
  get size() {
    return this.streams.size + this.sockets().length;
  }

  private sockets(): WebSocket[] {
    return typeof this.state?.getWebSockets === "function" ? this.state.getWebSockets() : [];
  }

  private static info(ws: WebSocket): SocketInfo {
    const value = ws.deserializeAttachment() as Partial<SocketInfo> | null;
    return { sessionId: typeof value?.sessionId === "string" ? value.sessionId : null, openedAt: Number(value?.openedAt ?? 0) };
  }

  /** Closes the connections of the given sessions (all of them for null); answers how many. */
  private disconnect(sessionIds: Set<string> | null): number {
    let closed = 0;
    const matches = (session: string | null) => sessionIds === null || (session !== null && sessionIds.has(session));
    for (const writer of [...this.streams]) {
      if (matches(this.streamInfo.get(writer)?.sessionId ?? null)) {
        this.drop(writer, true);
        closed++;
      }
    }
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

  /** Closes the oldest connections until one more fits under the cap. */
  private makeRoom() {
    const open = [
      ...[...this.streams].map((writer) => ({ openedAt: this.streamInfo.get(writer)?.openedAt ?? 0, close: () => this.drop(writer, true) })),
      ...this.sockets()
        .filter((ws) => ws.readyState === WebSocket.OPEN)
        .map((ws) => ({ openedAt: UserEvents.info(ws).openedAt, close: () => this.closeSocket(ws, CLOSE_REPLACED, "too many connections") })),
    ].sort((a, b) => a.openedAt - b.openedAt);
    for (let i = 0; i <= open.length - MAX_STREAMS_PER_USER; i++) open[i].close();
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
    this.state.acceptWebSocket(server);
    server.serializeAttachment({ sessionId: session, openedAt: Date.now() } satisfies SocketInfo);
    for (const event of this.opening(credits)) server.send(JSON.stringify(event));
    return new Response(null, { status: 101, webSocket: client });
  }

  private openStream(credits: string | null, session: string | null): Response {
    this.makeRoom();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    this.streams.add(writer);
    this.streamInfo.set(writer, { sessionId: session, openedAt: Date.now() });
    writer.closed.then(
      () => this.drop(writer),
      () => this.drop(writer),
    );
    const opening = `retry: ${RETRY_MS}\n: live updates\n\n` + this.opening(credits).map(sseFrame).join("");
    this.write(writer, opening);
    this.startHeartbeat();
    return new Response(readable, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        "x-accel-buffering": "no",
      },
    });
  }

  /** Sends to every open connection; returns how many it was sent to. */
  private broadcast(event: UserEvent): number {
    let sent = this.broadcastStreams(event);
    const message = JSON.stringify(event);
    for (const ws of this.sockets()) {
      try {
        ws.send(message);
        sent++;
      } catch {
        // closing: the runtime drops it
      }
    }
    return sent;
  }

  private broadcastStreams(event: StreamEvent): number {
    const frame = sseFrame(event);
    let sent = 0;
    for (const writer of this.streams) {
      this.write(writer, frame);
      sent++;
    }
    return sent;
  }

  private write(writer: WritableStreamDefaultWriter<Uint8Array>, text: string) {
    // A reader this far behind is gone without having cancelled: stop queueing for it.
    if (writer.desiredSize !== null && writer.desiredSize < -MAX_QUEUED_FRAMES) {
      this.drop(writer, true);
      return;
    }
    // Not awaited: a slow reader must not hold up the others. A failed write drops the stream.
    writer.write(encoder.encode(text)).catch(() => this.drop(writer));
  }

  private drop(writer: WritableStreamDefaultWriter<Uint8Array>, close = false) {
    if (!this.streams.delete(writer)) return;
    this.streamInfo.delete(writer);
    if (close) writer.close().catch(() => {});
    if (this.streams.size === 0) this.stopHeartbeat();
  }

  /** Only event streams need the timer; sockets are kept alive by their clients' pings. */
  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      this.broadcastStreams({ type: "heartbeat", at: new Date().toISOString() });
    }, HEARTBEAT_MS);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
