import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED, LIVE_PING } from "@core/live-updates";
import { dispatchLiveEvent, onLiveEvent, parseLiveMessage } from "./live-events";
import {
  LIVE_MAX_RETRY_MS,
  LIVE_OPEN_DELAY_MS,
  LIVE_PING_MS,
  LIVE_RETRY_MS,
  LIVE_STALE_MS,
  socketUrl,
  startLiveUpdates,
} from "./live-updates";

describe("parseLiveMessage", () => {
  it("reads the event types of the stream", () => {
    expect(parseLiveMessage('{"type":"connected","at":"t"}')).toEqual({ type: "connected", at: "t" });
    expect(parseLiveMessage('{"type":"heartbeat"}')).toEqual({ type: "heartbeat" });
    expect(parseLiveMessage('{"type":"credits_updated","credits":4}')).toEqual({ type: "credits_updated", credits: 4 });
    expect(parseLiveMessage('{"type":"evaluation_ready","stackId":"s1"}')).toEqual({ type: "evaluation_ready", stackId: "s1" });
    expect(
      parseLiveMessage(JSON.stringify({ type: "notification", notification: { id: "n1", type: "like", message: "Ann liked", post: { id: "p", stackId: "s" } } })),
    ).toEqual({
      type: "notification",
      notification: { id: "n1", type: "like", message: "Ann liked", postId: "p", stackId: "s", isRead: false, createdAt: "", postTitle: null, actor: null },
    });
  });

  it("logs and ignores messages that are not JSON; ignores unknown JSON quietly", () => {
    const log = vi.fn();
    expect(parseLiveMessage("ping", log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(parseLiveMessage('{"type":"credits_updated","credits":"4"}', log)).toBeNull();
    expect(parseLiveMessage('{"type":"other"}', log)).toBeNull();
    expect(parseLiveMessage("[1]", log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("live events in the page", () => {
  it("are dispatched as skinstack:{type} events with the event as detail", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const off = onLiveEvent("evaluation_ready", (e) => seen.push(e.stackId), target);
    const raw: unknown[] = [];
    target.addEventListener("skinstack:evaluation_ready", (e) => raw.push((e as CustomEvent).detail));
    dispatchLiveEvent({ type: "evaluation_ready", stackId: "s9" }, target);
    dispatchLiveEvent({ type: "credits_updated", credits: 1 }, target);
    off();
    dispatchLiveEvent({ type: "evaluation_ready", stackId: "s10" }, target);
    expect(seen).toEqual(["s9"]);
    expect(raw).toEqual([{ type: "evaluation_ready", stackId: "s9" }, { type: "evaluation_ready", stackId: "s10" }]);
  });
});

/** A stand-in for the browser's WebSocket, driven by the test; partysocket runs for real on it. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  binaryType = "blob";
  sent: string[] = [];
  closedBy: number | null = null;
  private listeners = new Map<string, Set<(event: unknown) => void>>();
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  addEventListener(type: string, fn: (event: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: (event: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  private fire(type: string, event: Record<string, unknown>) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn({ type, target: this, ...event });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.closedBy = code;
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server accepted the connection. */
  open() {
    this.readyState = FakeSocket.OPEN;
    this.fire("open", {});
  }
  message(data: string) {
    this.fire("message", { data });
  }
  /** The server (or the network) closed the connection. */
  serverClose(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.fire("close", { code, reason: "", wasClean: code !== 1006 });
  }
}

function harness(getTicket = vi.fn(async () => `ticket-${Math.random().toString(36).slice(2, 6)}`)) {
  vi.useFakeTimers();
  FakeSocket.made = [];
  const events: unknown[] = [];
  const log = vi.fn();
  const connection = startLiveUpdates({
    getTicket,
    origin: "https://skinstack.test",
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    onEvent: (e) => events.push(e),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    log,
  });
  return { connection, sockets: FakeSocket.made, events, log, getTicket };
}

/** Moves the clock. partysocket waits on a timer before every attempt, 0 ms (which the fake clock
 *  runs 1 ms later) the first time: times are checked a little before and after the moment. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const EARLY = 100;

afterEach(() => {
  vi.useRealTimers();
});

describe("startLiveUpdates", () => {
  it("opens a WebSocket 1 s after start with a fresh ticket in the URL, never the session token", async () => {
    const h = harness();
    await advance(LIVE_OPEN_DELAY_MS - EARLY);
    expect(h.sockets).toHaveLength(0);
    await advance(2 * EARLY);
    expect(h.sockets).toHaveLength(1);
    expect(h.sockets[0].url).toMatch(/^wss:\/\/skinstack\.test\/api\/user\/updates\?ticket=ticket-/);
    h.sockets[0].open();
    h.sockets[0].message('{"type":"credits_updated","credits":9}');
    h.sockets[0].message("not json");
    expect(h.events).toEqual([{ type: "credits_updated", credits: 9 }]);
    expect(h.log).toHaveBeenCalledTimes(1);
    h.connection.stop();
  });

  it("uses ws: on a plain-http origin", () => {
    expect(socketUrl("http://127.0.0.1:8788", "a b")).toBe("ws://127.0.0.1:8788/api/user/updates?ticket=a%20b");
  });

  it("reconnects after 10 s with a new ticket when the connection drops", async () => {
    const h = harness();
    await advance(LIVE_OPEN_DELAY_MS + EARLY);
    h.sockets[0].open();
    h.sockets[0].serverClose(1006);
    await advance(LIVE_RETRY_MS - EARLY);
    expect(h.sockets).toHaveLength(1);
    await advance(2 * EARLY);
    expect(h.sockets).toHaveLength(2);
    expect(h.getTicket).toHaveBeenCalledTimes(2);
    expect(h.sockets[1].url).not.toBe(h.sockets[0].url);
    h.connection.stop();
  });

  it("retries after 10 s when no ticket can be had", async () => {
    const getTicket = vi.fn().mockRejectedValueOnce(new Error("HTTP 503")).mockResolvedValue("t2");
    const h = harness(getTicket);
    await advance(LIVE_OPEN_DELAY_MS + EARLY);
    expect(h.sockets).toHaveLength(0);
    expect(h.log).toHaveBeenCalledWith(expect.stringContaining("could not get a stream ticket"), expect.any(Error));
    await advance(LIVE_RETRY_MS);
    expect(h.sockets).toHaveLength(1);
    h.connection.stop();
  });

  it("stays closed when the server ends the session (4001) or replaced the socket (4000)", async () => {
    for (const code of [CLOSE_SESSION_ENDED, CLOSE_REPLACED]) {
      const h = harness();
      await advance(LIVE_OPEN_DELAY_MS + EARLY);
      h.sockets[0].open();
      h.sockets[0].serverClose(code);
      await advance(LIVE_MAX_RETRY_MS * 2);
      expect(h.sockets).toHaveLength(1);
      h.connection.stop();
      vi.useRealTimers();
    }
  });

  it("pings every 30 s and replaces a socket that stopped answering", async () => {
    const h = harness();
    await advance(LIVE_OPEN_DELAY_MS + EARLY);
    const first = h.sockets[0];
    first.open();
    await advance(LIVE_PING_MS);
    expect(first.sent).toEqual([LIVE_PING]);
    first.message('{"type":"heartbeat"}');
    await advance(LIVE_PING_MS);
    expect(first.sent).toEqual([LIVE_PING, LIVE_PING]);
    expect(h.events).toEqual([{ type: "heartbeat" }]);
    // Silence from now on: after more than two unanswered pings the socket is replaced.
    await advance(LIVE_STALE_MS + LIVE_PING_MS);
    expect(first.closedBy).not.toBeNull();
    expect(h.sockets.length).toBeGreaterThanOrEqual(2);
    h.connection.stop();
  });

  it("stops for good on stop(): closes the socket, no more retries, no more events", async () => {
    const h = harness();
    await advance(LIVE_OPEN_DELAY_MS + EARLY);
    const socket = h.sockets[0];
    socket.open();
    h.connection.stop();
    expect(socket.closedBy).toBe(1000);
    socket.message('{"type":"heartbeat"}');
    await advance(LIVE_MAX_RETRY_MS * 3);
    expect(h.sockets).toHaveLength(1);
    expect(h.events).toEqual([]);
  });

  it("never opens when stopped within the first second", async () => {
    const h = harness();
    h.connection.stop();
    await advance(LIVE_OPEN_DELAY_MS * 2);
    expect(h.getTicket).not.toHaveBeenCalled();
  });
});
