import type { Env } from "../env";
import type { UserEvent } from "./events";

export type { LiveNotification, UserEvent } from "./events";

/** The Durable Object binding of the per-user event hubs (workers/api/wrangler.toml: USER_EVENTS). */
export type RealtimeEnv = Env & { USER_EVENTS?: DurableObjectNamespace };

export function userEventsNamespace(env: Env): DurableObjectNamespace | undefined {
  return (env as RealtimeEnv).USER_EVENTS;
}

/** The Durable Object stub that fans events out to every open stream of one user. */
export function userHub(env: Env, userId: string): DurableObjectStub | null {
  const ns = userEventsNamespace(env);
  if (!ns) return null;
  return ns.get(ns.idFromName(userId));
}

/** POSTs `body` as JSON to an endpoint of the user's hub; null when there is no hub binding. Throws what fetch throws. */
async function postToHub(env: Env, userId: string, endpoint: "publish" | "disconnect", body: unknown): Promise<Response | null> {
  const hub = userHub(env, userId);
  if (!hub) return null;
  const res = await hub.fetch(`https://user-events/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
  return res;
}

/**
 * Pushes an event to every open stream of a user. Never throws and never breaks the request that
 * calls it: a missing binding or a failed delivery is logged and ignored (the browser also polls).
 *
 *   await notifyUser(c.env, user.id, { type: "credits_updated", credits });
 *
 * To keep it off the response path, hand the promise to `c.executionCtx.waitUntil(...)`.
 */
export async function notifyUser(env: Env, userId: string, event: UserEvent): Promise<void> {
  try {
    const res = await postToHub(env, userId, "publish", event);
    if (res && !res.ok) console.warn("notifyUser: delivery refused", event.type, res.status);
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
 * Ends the live-update streams of revoked sessions (every stream of the user without `sessionIds`).
 * Never throws: a stream that stays open still gets nothing new once its session is revoked, since
 * the next ticket or reconnection is refused.
 */
export async function closeSessionStreams(env: Env, userId: string, sessionIds?: string[]): Promise<void> {
  try {
    await postToHub(env, userId, "disconnect", sessionIds ? { sessionIds } : {});
  } catch (error) {
    console.warn("closeSessionStreams failed", error instanceof Error ? error.message : error);
  }
}
