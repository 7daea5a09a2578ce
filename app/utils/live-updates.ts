/**
 * The browser's connection to the live updates (ADR 0012): a WebSocket to
 * /api/user/updates, opened 1 s after sign-in and kept open by `partysocket`'s reconnecting
 * socket for as long as the user stays signed in. Messages that are not JSON are logged and
 * ignored.
 *
 * - Every attempt (the first and each reconnection) first gets a short-lived single-use ticket
 *   (POST /api/user/stream-ticket) and puts it in the URL; the long-lived session token never goes
 *   in a URL, and a spent ticket is never reused.
 * - A failed attempt is retried after 10 s, then less and less often (at most every 60 s).
 * - The client pings every 30 s; the server's runtime answers with a `heartbeat` without waking
 *   the user's Durable Object. A socket that has heard nothing for two pings is dead without
 *   having said so (a sleeping laptop, a lost network): it is replaced.
 * - The server closing with 4001 (the session was signed out) or 4000 (more than 10 connections:
 *   this one is the oldest) ends the cycle: reconnecting would fail, or push out another tab.
 *
 * Free of globals (timers, the WebSocket class and the ticket call are passed in) so that it can be
 * tested with a fake socket.
 */
import { CLOSE_REPLACED, CLOSE_SESSION_ENDED, LIVE_PING } from "@core/live-updates";
import ReconnectingWebSocket from "partysocket/ws";
import { parseLiveMessage, type LiveEvent } from "./live-events";

export const LIVE_OPEN_DELAY_MS = 1000;
export const LIVE_RETRY_MS = 10_000;
export const LIVE_MAX_RETRY_MS = 60_000;
/** Well under the 100 s after which Cloudflare closes a WebSocket that carried nothing. */
export const LIVE_PING_MS = 30_000;
export const LIVE_STALE_MS = 2 * LIVE_PING_MS + 5_000;

export interface LiveDeps {
  /** A fresh stream ticket. */
  getTicket(): Promise<string>;
  /** The page's origin, e.g. https://skinstack.app (the socket URL is ws: or wss: on the same host). */
  origin: string;
  /** The WebSocket class (in the browser: `window.WebSocket`). */
  WebSocket: typeof WebSocket;
  onEvent(event: LiveEvent): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
  log?: (...args: unknown[]) => void;
}

export function socketUrl(origin: string, ticket: string): string {
  const url = new URL(`/api/user/updates?ticket=${encodeURIComponent(ticket)}`, origin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** Starts the connection; `stop()` ends it (sign-out, unmount). */
export function startLiveUpdates(deps: LiveDeps): { stop(): void } {
  const log = deps.log ?? console.warn;
  let stopped = false;
  let socket: ReconnectingWebSocket | null = null;
  let pinger: unknown = null;
  let lastHeard = 0;

  // Called by partysocket before every attempt; a throw counts as a failed attempt (retried).
  const nextUrl = async () => {
    try {
      return socketUrl(deps.origin, await deps.getTicket());
    } catch (error) {
      log("Live updates: could not get a stream ticket; retrying", error);
      throw error;
    }
  };

  const connect = () => {
    if (stopped) return;
    const ws = new ReconnectingWebSocket(nextUrl, undefined, {
      WebSocket: deps.WebSocket,
      minReconnectionDelay: LIVE_RETRY_MS,
      maxReconnectionDelay: LIVE_MAX_RETRY_MS,
      reconnectionDelayGrowFactor: 1.5,
      connectionTimeout: 10_000,
      shouldReconnectOnClose: (event) => event.code !== CLOSE_SESSION_ENDED && event.code !== CLOSE_REPLACED,
    });
    socket = ws;
    ws.addEventListener("open", () => {
      lastHeard = deps.now();
    });
    ws.addEventListener("message", (message) => {
      lastHeard = deps.now();
      const event = parseLiveMessage(message.data, log);
      if (event && !stopped) deps.onEvent(event);
    });
    pinger = deps.setInterval(() => {
      if (ws.readyState !== ReconnectingWebSocket.OPEN) return;
      if (deps.now() - lastHeard > LIVE_STALE_MS) {
        log("Live updates: no answer to pings; reconnecting");
        lastHeard = deps.now();
        ws.reconnect();
        return;
      }
      ws.send(LIVE_PING);
    }, LIVE_PING_MS);
  };

  let opener: unknown = deps.setTimeout(() => {
    opener = null;
    connect();
  }, LIVE_OPEN_DELAY_MS);

  return {
    stop() {
      stopped = true;
      if (opener !== null) deps.clearTimeout(opener);
      opener = null;
      if (pinger !== null) deps.clearInterval(pinger);
      pinger = null;
      socket?.close(1000, "signed out");
      socket = null;
    },
  };
}
