/**
 * Where clicking a notification leads. The spec says /results/{post id}, but /results shows
 * routines: a post id there would be 'Stack Not Found'. The api gives each notification the
 * stack id of its post (`stackId`, also `post.stackId`), and the bell goes to /results/{stackId};
 * it falls back to the post id only when no stack id is known (divergence noted in the report).
 */
type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : null);

/** Notification id -> stack id of its post, from a GET /api/notifications answer. */
export function stackIdsOf(data: unknown): Map<string, string> {
  const list = Array.isArray(data) ? data : rec(data)?.notifications;
  const map = new Map<string, string>();
  if (!Array.isArray(list)) return map;
  for (const item of list) {
    const n = rec(item);
    if (!n || (typeof n.id !== "string" && typeof n.id !== "number")) continue;
    const stackId = n.stackId ?? rec(n.post)?.stackId;
    if (typeof stackId === "string" && stackId) map.set(String(n.id), stackId);
  }
  return map;
}

export function notificationHref(n: { postId: string | null; stackId?: string | null }): string | null {
  const target = n.stackId || n.postId;
  return target ? `/results/${encodeURIComponent(target)}` : null;
}
