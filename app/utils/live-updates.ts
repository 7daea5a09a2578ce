/**
 * The browser's connection to GET /api/user/updates (spec sections 4 and 9): opened 1 s after
 * sign-in; on an error it is closed and opened again after 10 s, for as long as the user stays
 * signed in. Messages that are not JSON are logged and ignored.
 *
 * EventSource cannot send the bearer token, and the long-lived token must never go in a URL: each
 * attempt first gets a short-lived single-use ticket (POST /api/user/stream-ticket, bearer) and
 * opens `/api/user/updates?ticket=...`. A spent ticket is never reused: EventSource's own
 * reconnection is preempted by closing the source on error.
 *
 * Free of globals (timers, EventSource and the ticket call are passed in) so that it can be tested.
 */
import { parseLiveMessage, type LiveEvent } from "./live-events";

export const LIVE_OPEN_DELAY_MS = 1000;
export const LIVE_RETRY_MS = 10_000;

export interface LiveSource {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveDeps {
  /** A fresh stream ticket. */
  getTicket(): Promise<string>;
  /** Opens the stream (in the browser: `new EventSource(url)`). */
  open(url: string): LiveSource;
  onEvent(event: LiveEvent): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log?: (...args: unknown[]) => void;
}

export function streamUrl(ticket: string): string {
  return `/api/user/updates?ticket=${encodeURIComponent(ticket)}`;
}

/** Starts the connection cycle; `stop()` ends it (sign-out, unmount). */
export function startLiveUpdates(deps: LiveDeps): { stop(): void } {
  const log = deps.log ?? console.warn;
  let stopped = false;
  let timer: unknown = null;
  let source: LiveSource | null = null;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer !== null) deps.clearTimeout(timer);
    timer = deps.setTimeout(() => {
      timer = null;
      void connect();
    }, ms);
  };

  async function connect() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await deps.getTicket();
    } catch (error) {
      log("Live updates: could not get a stream ticket; retrying in 10 s", error);
      schedule(LIVE_RETRY_MS);
      return;
    }
    if (stopped) return;
    let opened: LiveSource;
    try {
      opened = deps.open(streamUrl(ticket));
    } catch (error) {
      log("Live updates: could not open the stream; retrying in 10 s", error);
      schedule(LIVE_RETRY_MS);
      return;
    }
    source = opened;
    opened.onmessage = (message) => {
      const event = parseLiveMessage(message.data, log);
      if (event && !stopped) deps.onEvent(event);
    };
    opened.onerror = () => {
      opened.onmessage = null;
      opened.onerror = null;
      opened.close();
      if (source === opened) source = null;
      schedule(LIVE_RETRY_MS);
    };
  }

  schedule(LIVE_OPEN_DELAY_MS);

  return {
    stop() {
      stopped = true;
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      if (source) {
        source.onmessage = null;
        source.onerror = null;
        source.close();
        source = null;
      }
    },
  };
}
