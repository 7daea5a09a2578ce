/**
 * UserEvents: one Durable Object per user (named by the user id) that holds that user's open
 * event streams and fans events out to them. A plain Worker cannot write to a stream opened by
 * another request; the object can, because every stream of the user ends here.
 *
 * - GET  https://user-events/connect?credits=N  a text/event-stream: `connected`, then
 *   `credits_updated` (when credits are given), then whatever is published, and a `heartbeat`
 *   every 15 s. Messages are unnamed SSE events whose data is JSON with a `type`.
 *   With `&session=ID`, the stream belongs to that sign-in session.
 * - POST https://user-events/publish            a UserEvent as JSON -> {delivered}
 * - POST https://user-events/disconnect         {sessionIds?: string[]} -> {closed}: ends the
 *   streams of those sessions (every stream without the list), when sessions are revoked.
 *
 * It holds no database connection: the api route reads what it needs before connecting here.
 * Streams whose reader went away fail their next write (at the latest the next heartbeat) and
 * are dropped.
 */
import { HEARTBEAT_MS, type StreamEvent, type UserEvent } from "./events";

const encoder = new TextEncoder();
/** A user rarely has more than a few tabs open; beyond this the oldest stream is closed. */
export const MAX_STREAMS_PER_USER = 10;
/** Frames queued for a stream nobody reads (about 25 minutes of heartbeats) before it is dropped. */
export const MAX_QUEUED_FRAMES = 100;
/** Reconnection delay suggested to EventSource (spec: retry after 10 s). */
export const RETRY_MS = 10_000;

export function sseFrame(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

const EVENT_TYPES = new Set(["credits_updated", "notification", "evaluation_ready"]);

function isUserEvent(value: unknown): value is UserEvent {
  return Boolean(value && typeof value === "object" && EVENT_TYPES.has((value as { type?: unknown }).type as string));
}

export class UserEvents implements DurableObject {
  private readonly streams = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  /** The sign-in session each stream was opened by. */
  private readonly sessionOf = new Map<WritableStreamDefaultWriter<Uint8Array>, string | null>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(_state: DurableObjectState, _env: unknown) {}

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
      return this.openStream(url.searchParams.get("credits"), url.searchParams.get("session"));
    }
    return Response.json({ message: "not found" }, { status: 404 });
  }

  /** Open streams (for tests). */
  get size() {
    return this.streams.size;
  }

  /** Closes the streams of the given sessions (all streams for null); answers how many. */
  private disconnect(sessionIds: Set<string> | null): number {
    let closed = 0;
    for (const writer of [...this.streams]) {
      const session = this.sessionOf.get(writer) ?? null;
      if (sessionIds === null || (session !== null && sessionIds.has(session))) {
        this.drop(writer, true);
        closed++;
      }
    }
    return closed;
  }

  private openStream(credits: string | null, session: string | null): Response {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    if (this.streams.size >= MAX_STREAMS_PER_USER) {
      const oldest = this.streams.values().next().value;
      if (oldest) this.drop(oldest, true);
    }
    this.streams.add(writer);
    this.sessionOf.set(writer, session);
    writer.closed.then(
      () => this.drop(writer),
      () => this.drop(writer),
    );
    let opening = `retry: ${RETRY_MS}\n: live updates\n\n` + sseFrame({ type: "connected", at: new Date().toISOString() });
    const balance = credits === null ? NaN : Number(credits);
    if (Number.isFinite(balance)) opening += sseFrame({ type: "credits_updated", credits: balance });
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

  /** Writes to every open stream; returns how many it was sent to. */
  private broadcast(event: StreamEvent): number {
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
    this.sessionOf.delete(writer);
    if (close) writer.close().catch(() => {});
    if (this.streams.size === 0) this.stopHeartbeat();
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      this.broadcast({ type: "heartbeat", at: new Date().toISOString() });
    }, HEARTBEAT_MS);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
