import type { Env } from "../env";
import type { UserEvent } from "./events";
import type { UserEvents } from "./user-events";

export type { LiveNotification, UserEvent } from "./events";

/** The Durable Object binding of the per-user event hubs (workers/api/wrangler.toml: USER_EVENTS). */
export type RealtimeEnv = Env & { USER_EVENTS?: DurableObjectNamespace<UserEvents> };

export function userEventsNamespace(env: Env): DurableObjectNamespace<UserEvents> | undefined {
  return (env as RealtimeEnv).USER_EVENTS;
}

/** The Durable Object stub that fans events out to every open socket of one user; null without the binding. */
export function userHub(env: Env, userId: string): DurableObjectStub<UserEvents> | null {
  const ns = userEventsNamespace(env);
  if (!ns) return null;
  return ns.get(ns.idFromName(userId));
}

/**
 * Pushes an event to every open socket of a user (the hub's `publish`, an RPC call). Never throws and never breaks the request that
 * calls it: a missing binding or a failed delivery is logged and ignored (the browser also polls).
 *
 *   await notifyUser(c.env, user.id, { type: "credits_updated", credits });
 *
 * To keep it off the response path, hand the promise to `c.executionCtx.waitUntil(...)`.
 */
export async function notifyUser(env: Env, userId: string, event: UserEvent): Promise<void> {
  try {
    await userHub(env, userId)?.publish(event);
  } catch (error) {
    console.warn("notifyUser: delivery failed", event.type, error instanceof Error ? error.message : error);
  }
}

/**
 * `notifyUser` from a request handler: handed to `waitUntil` so that the response does not wait
 * for the delivery; awaited where there is no execution context (tests calling `app.request`).
 */
export async function notifyLater(
  c: { env: Env; readonly executionCtx: { waitUntil(promise: Promise<unknown>): void } },
  userId: string,
  event: UserEvent,
): Promise<void> {
  const delivery = notifyUser(c.env, userId, event);
  let ctx: { waitUntil(promise: Promise<unknown>): void } | null = null;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = null; // Hono throws when the request has no execution context
  }
  if (ctx) ctx.waitUntil(delivery);
  else await delivery;
}

/**
 * Closes the live-update sockets of revoked sessions (every socket of the user without `sessionIds`).
 * Never throws: a socket that stays open after a failed call cannot reconnect, since the next
 * ticket or reconnection with the revoked session is refused.
 */
export async function closeSessionStreams(env: Env, userId: string, sessionIds?: string[]): Promise<void> {
  try {
    await userHub(env, userId)?.disconnect(sessionIds);
  } catch (error) {
    console.warn("closeSessionStreams failed", error instanceof Error ? error.message : error);
  }
}
