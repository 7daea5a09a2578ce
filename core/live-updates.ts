/**
 * The live-updates WebSocket's small protocol, shared by the api's per-user Durable Object
 * (workers/api/src/realtime/user-events.ts) and the browser (app/utils/live-updates.ts).
 * Messages from the server are JSON text with a `type`; the client only ever sends PING.
 */

/** What a client sends to keep its socket alive. */
export const LIVE_PING = "ping";
/** The server's fixed answer to LIVE_PING, sent by the runtime without waking the object. */
export const LIVE_PONG = '{"type":"heartbeat"}';
/** More than 10 connections for the user: this one, the oldest, was closed. Do not reconnect. */
export const CLOSE_REPLACED = 4000;
/** The sign-in session was ended (sign-out, revoked): do not reconnect with it. */
export const CLOSE_SESSION_ENDED = 4001;
