/**
 * Live events from GET /api/user/updates, delivered inside the page as window CustomEvents named
 * `skinstack:{type}` whose `detail` is the event itself. Any screen can listen without knowing
 * about the connection:
 *
 *   useLiveEvent("evaluation_ready", (e) => { if (e.stackId === id) void refetch(); });
 *
 * or, without React: window.addEventListener("skinstack:evaluation_ready", ...) (detail {stackId}).
 */
import { useEffect, useRef } from "react";
import type { NotificationItem, PublicUser } from "@core/api/community";

/** What a notification's line is worded from in the reader's language (core/notification-sentence). */
type NotificationWording = Pick<NotificationItem, "postTitle" | "actor">;

/** A new notification as the stream carries it; `type` is kept as read, whatever the string. */
export type LiveNotification = Pick<NotificationItem, "id" | "message" | "postId" | "stackId" | "isRead" | "createdAt"> & { type: string } & NotificationWording;

export type LiveEvent =
  | { type: "connected"; at?: string }
  /** The runtime's fixed answer to the client's ping (core/live-updates LIVE_PONG). */
  | { type: "heartbeat" }
  | { type: "credits_updated"; credits: number }
  | { type: "notification"; notification: LiveNotification }
  | { type: "evaluation_ready"; stackId: string; status?: "evaluated" | "failed" };

export type LiveEventType = LiveEvent["type"];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

export const LIVE_EVENT_PREFIX = "skinstack:";

export function liveEventName(type: LiveEventType): string {
  return `${LIVE_EVENT_PREFIX}${type}`;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * A message of the stream as a typed event, or null. Messages that are not JSON are logged and
 * ignored; JSON of an unknown shape is ignored quietly.
 */
export function parseLiveMessage(data: unknown, log: (...args: unknown[]) => void = console.warn): LiveEvent | null {
  if (typeof data !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    log("Ignoring a live update that is not JSON:", data.slice(0, 200));
    return null;
  }
  const event = record(value);
  switch (event?.type) {
    case "connected":
      return { type: "connected", at: typeof event.at === "string" ? event.at : undefined };
    case "heartbeat":
      return { type: "heartbeat" };
    case "credits_updated":
      return typeof event.credits === "number" && Number.isFinite(event.credits) ? { type: "credits_updated", credits: event.credits } : null;
    case "evaluation_ready":
      return typeof event.stackId === "string" && event.stackId
        ? {
            type: "evaluation_ready",
            stackId: event.stackId,
            ...(event.status === "evaluated" || event.status === "failed" ? { status: event.status } : {}),
          }
        : null;
    case "notification": {
      const n = record(event.notification);
      if (!n || (typeof n.id !== "string" && typeof n.id !== "number")) return null;
      const post = record(n.post);
      const postId = n.postId ?? post?.id;
      const routineId = n.stackId ?? post?.stackId;
      return {
        type: "notification",
        notification: {
          id: String(n.id),
          type: typeof n.type === "string" ? n.type : "",
          message: typeof n.message === "string" ? n.message : "",
          postId: typeof postId === "string" ? postId : null,
          stackId: typeof routineId === "string" ? routineId : null,
          isRead: n.isRead === true,
          createdAt: typeof n.createdAt === "string" ? n.createdAt : "",
          ...parseNotificationWording(n),
        },
      };
    }
    default:
      return null;
  }
}

/** The post's title and the person of a live notification (null when absent or malformed). */
function parseNotificationWording(n: Record<string, unknown>): NotificationWording {
  const actor = record(n.actor);
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    postTitle: typeof n.postTitle === "string" && n.postTitle ? n.postTitle : null,
    actor: actor ? ({ name: text(actor.name), username: text(actor.username) } satisfies PublicUser) : null,
  };
}

/** Hands an event to every listener in this page. */
export function dispatchLiveEvent(event: LiveEvent, target: Pick<EventTarget, "dispatchEvent"> = window): void {
  target.dispatchEvent(new CustomEvent(liveEventName(event.type), { detail: event }));
}

/** Subscribes to one type of live event; returns the unsubscribe function. */
export function onLiveEvent<T extends LiveEventType>(
  type: T,
  listener: (event: LiveEventOf<T>) => void,
  target: Pick<EventTarget, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<LiveEventOf<T>>).detail);
  target.addEventListener(liveEventName(type), handler);
  return () => target.removeEventListener(liveEventName(type), handler);
}

/** React: calls `listener` (always the latest one) for every live event of `type` while mounted. */
export function useLiveEvent<T extends LiveEventType>(type: T, listener: (event: LiveEventOf<T>) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLiveEvent(type, (event) => latest.current(event)), [type]);
}
