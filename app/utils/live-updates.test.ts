import { describe, expect, it, vi } from "vitest";
import { dispatchLiveEvent, onLiveEvent, parseLiveMessage } from "./live-events";
import { LIVE_OPEN_DELAY_MS, LIVE_RETRY_MS, startLiveUpdates, type LiveSource } from "./live-updates";

describe("parseLiveMessage", () => {
  it("reads the event types of the stream", () => {
    expect(parseLiveMessage('{"type":"connected","at":"t"}')).toEqual({ type: "connected", at: "t" });
    expect(parseLiveMessage('{"type":"heartbeat"}')).toEqual({ type: "heartbeat", at: undefined });
    expect(parseLiveMessage('{"type":"credits_updated","credits":4}')).toEqual({ type: "credits_updated", credits: 4 });
    expect(parseLiveMessage('{"type":"evaluation_ready","stackId":"s1"}')).toEqual({ type: "evaluation_ready", stackId: "s1" });
    expect(
      parseLiveMessage(JSON.stringify({ type: "notification", notification: { id: "n1", type: "like", message: "Ann liked", post: { id: "p", stackId: "s" } } })),
    ).toEqual({
      type: "notification",
      notification: { id: "n1", type: "like", message: "Ann liked", postId: "p", stackId: "s", isRead: false, createdAt: "" },
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

class FakeSource implements LiveSource {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  emit(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

function harness(getTicket = vi.fn(async () => `ticket-${Math.random().toString(36).slice(2, 6)}`)) {
  vi.useFakeTimers();
  const sources: FakeSource[] = [];
  const events: unknown[] = [];
  const log = vi.fn();
  const connection = startLiveUpdates({
    getTicket,
    open: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    onEvent: (e) => events.push(e),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    log,
  });
  return { connection, sources, events, log, getTicket };
}

describe("startLiveUpdates", () => {
  it("opens 1 s after start with a fresh ticket in the URL, never the session token", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS - 1);
    expect(h.sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sources).toHaveLength(1);
    expect(h.sources[0].url).toMatch(/^\/api\/user\/updates\?ticket=ticket-/);
    h.sources[0].emit('{"type":"credits_updated","credits":9}');
    h.sources[0].emit("not json");
    expect(h.events).toEqual([{ type: "credits_updated", credits: 9 }]);
    expect(h.log).toHaveBeenCalledTimes(1);
    h.connection.stop();
    vi.useRealTimers();
  });

  it("closes on error and retries after 10 s with a new ticket", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    h.sources[0].fail();
    expect(h.sources[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS - 1);
    expect(h.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sources).toHaveLength(2);
    expect(h.getTicket).toHaveBeenCalledTimes(2);
    expect(h.sources[1].url).not.toBe(h.sources[0].url);
    h.connection.stop();
    vi.useRealTimers();
  });

  it("retries after 10 s when no ticket can be had", async () => {
    const getTicket = vi.fn().mockRejectedValueOnce(new Error("HTTP 503")).mockResolvedValue("t2");
    const h = harness(getTicket);
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    expect(h.sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(h.sources).toHaveLength(1);
    h.connection.stop();
    vi.useRealTimers();
  });

  it("stops for good on stop(): closes the stream, no more retries, no more events", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    const source = h.sources[0];
    h.connection.stop();
    expect(source.closed).toBe(true);
    source.emit('{"type":"heartbeat"}');
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS * 3);
    expect(h.sources).toHaveLength(1);
    expect(h.events).toEqual([]);
    vi.useRealTimers();
  });

  it("never opens when stopped within the first second", async () => {
    const h = harness();
    h.connection.stop();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS * 2);
    expect(h.getTicket).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
