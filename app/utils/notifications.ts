/**
 * Shapes of the notification endpoints, parsed defensively: the
 * community part of the api serves them, and until it does the bell stays hidden.
 * Assumed: GET /api/notifications/unread-count -> {count}; GET /api/notifications -> a list, either
 * bare or as {notifications: [...]}.
 */
import type { NotificationGroup, NotificationItem, PublicUser } from "@core/api/community";

export type { NotificationGroup };

/**
 * A notification of the bell list. The post it is about is `postId`, else `post.id`; `type` is kept
 * as read, whatever the string.
 */
export type AppNotification = Pick<NotificationItem, "id" | "message" | "createdAt" | "isRead" | "postId" | "commentId"> & { type: string } & NotificationWording;

/** What a notification's line is worded from in the reader's language (core/notification-sentence). */
export type NotificationWording = Pick<NotificationItem, "postTitle" | "actor">;

/** The post's title and the person of a notification as the api sent them (null when absent or malformed). */
export function parseNotificationWording(n: Record<string, unknown>): NotificationWording {
  const actor = asRecord(n.actor);
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    postTitle: typeof n.postTitle === "string" && n.postTitle ? n.postTitle : null,
    actor: actor ? ({ name: text(actor.name), username: text(actor.username) } satisfies PublicUser) : null,
  };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function parseUnreadCount(data: unknown): number | null {
  if (typeof data === "number" && Number.isFinite(data)) return data;
  const record = asRecord(data);
  const count = record?.count ?? record?.unreadCount;
  return typeof count === "number" && Number.isFinite(count) ? count : null;
}

export function parseNotifications(data: unknown): AppNotification[] {
  const list = Array.isArray(data) ? data : asRecord(data)?.notifications;
  if (!Array.isArray(list)) return [];
  const result: AppNotification[] = [];
  for (const item of list) {
    const n = asRecord(item);
    if (!n || (typeof n.id !== "string" && typeof n.id !== "number")) continue;
    const post = asRecord(n.post);
    const postId = n.postId ?? post?.id;
    result.push({
      id: String(n.id),
      message: typeof n.message === "string" ? n.message : "",
      createdAt: typeof n.createdAt === "string" ? n.createdAt : "",
      isRead: n.isRead === true,
      type: typeof n.type === "string" ? n.type : "",
      postId: typeof postId === "string" || typeof postId === "number" ? String(postId) : null,
      commentId: typeof n.commentId === "string" && n.commentId ? n.commentId : null,
      ...parseNotificationWording(n),
    });
  }
  return result;
}

/** GET /api/notifications/grouped, parsed defensively. */
export function parseNotificationGroups(data: unknown): { items: NotificationGroup[]; nextCursor: string | null } {
  const d = asRecord(data);
  const items: NotificationGroup[] = [];
  for (const value of Array.isArray(d?.groups) ? d.groups : []) {
    const g = asRecord(value);
    if (!g || typeof g.id !== "string" || !g.id) continue;
    const text = (v: unknown) => (typeof v === "string" && v ? v : null);
    const count = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
    items.push({
      id: g.id,
      type: g.type === "like" ? "like" : "comment",
      postId: text(g.postId),
      commentId: text(g.commentId),
      postTitle: text(g.postTitle),
      commentExcerpt: text(g.commentExcerpt),
      message: typeof g.message === "string" ? g.message : "",
      createdAt: typeof g.createdAt === "string" ? g.createdAt : "",
      isRead: g.isRead === true,
      count: count(g.count, 1),
      actorCount: count(g.actorCount, 0),
      actors: (Array.isArray(g.actors) ? g.actors : [])
        .map(asRecord)
        .filter((a): a is Record<string, unknown> => a !== null)
        .map((a) => ({ name: typeof a.name === "string" ? a.name : null, username: typeof a.username === "string" ? a.username : null })),
    });
  }
  return { items, nextCursor: typeof d?.nextCursor === "string" && d.nextCursor ? d.nextCursor : null };
}

/** Said in the page when notifications were marked read elsewhere than the bell, so that its badge follows. */
export const NOTIFICATIONS_READ_EVENT = "skinstack:notifications-read";

export function announceNotificationsRead(target: Pick<EventTarget, "dispatchEvent"> = window): void {
  target.dispatchEvent(new Event(NOTIFICATIONS_READ_EVENT));
}
