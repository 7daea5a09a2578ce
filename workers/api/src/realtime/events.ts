/** Events pushed to a signed-in user's live-update socket (GET /api/user/updates). */
import type { PublicUser } from "@core/api/community";

export interface LiveNotification {
  id: string;
  type: "like" | "comment";
  message: string;
  postId: string | null;
  /** The stack the post is about. */
  stackId: string | null;
  /** The comment a "comment" notification is about: the post page opens at it. */
  commentId: string | null;
  post: { id: string; stackId: string } | null;
  /** The post's title and who did it: the toast words the line in the reader's language with them. */
  postTitle: string | null;
  actor: PublicUser | null;
  isRead: boolean;
  createdAt: string;
}

export type UserEvent =
  | { type: "credits_updated"; credits: number }
  | { type: "notification"; notification: LiveNotification }
  /** The stack's evaluation finished: status 'evaluated', or 'failed' (the credit was refunded). */
  | { type: "evaluation_ready"; stackId: string; status?: "evaluated" | "failed" };

/** Messages the socket itself produces. The heartbeat is the runtime's fixed answer to a ping (core/live-updates): no time. */
export type StreamEvent = UserEvent | { type: "connected"; at: string } | { type: "heartbeat" };
