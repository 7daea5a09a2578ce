/**
 * Shapes of the notification endpoints, parsed defensively: the
 * community part of the api serves them, and until it does the bell stays hidden.
 * Assumed: GET /api/notifications/unread-count -> {count}; GET /api/notifications -> a list, either
 * bare or as {notifications: [...]}.
 */
export interface AppNotification {
  id: string;
  message: string;
  createdAt: string;
  isRead: boolean;
  type: string;
  /** The post it is about (`postId`, else `post.id`), if any. */
  postId: string | null;
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
    });
  }
  return result;
}
