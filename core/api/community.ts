/**
 * The community's response shapes (posts, comments, notifications) as the api sends them and the
 * web app reads them. The api builds them in workers/api/src/lib/feed.ts and lib/community/notifications.ts;
 * the browser parses them defensively (app/components/community/feed-data.ts, app/utils/notifications.ts).
 */

/** What other people see of a person: never the email. */
export interface PublicUser {
  name: string | null;
  username: string | null;
}

export interface FeedComment {
  id: string;
  content: string;
  createdAt: string;
  /** When its author last changed the text; null if never. */
  editedAt: string | null;
  userId: string;
  user: PublicUser;
  /** Hidden by a moderator: only its author receives it, marked so. */
  hidden?: true;
}

/** A post of the feed, generic over how the side reading it describes the routine. */
export interface FeedPostOf<Stack> {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  /** When its author last changed the title or description; null if never. */
  editedAt: string | null;
  userId: string;
  user: PublicUser;
  stackId: string;
  stack: Stack;
  likeCount: number;
  dislikeCount: number;
  /** The viewer's reaction: true liked, false disliked, null none (always null for guests). */
  viewerReaction: boolean | null;
  commentCount: number;
  /** The newest comments (at most 20), oldest first. */
  comments: FeedComment[];
  /** Hidden by a moderator: only its author receives it, marked so. */
  hidden?: true;
}

/** PATCH /api/posts/{id}. */
export interface EditPostResponse {
  post: { id: string; title: string; description: string; editedAt: string | null };
  message: string;
}

/** PATCH /api/posts/{id}/comments/{commentId}. */
export interface EditCommentResponse {
  comment: FeedComment & { postId: string };
  message: string;
}

export type NotificationType = "like" | "comment";

/** One notification (GET /api/notifications, the bell). */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  postId: string | null;
  stackId: string | null;
  /** The comment a "comment" notification is about (null for likes and for older notifications). */
  commentId: string | null;
  post: { id: string; stackId: string | null } | null;
  actor: PublicUser | null;
}

/**
 * A line of the notifications page (GET /api/notifications/grouped): the like notifications of one
 * post form one group; every other notification is a group of its own. `id` is the group's newest
 * notification; marking it read with `?scope=group` marks the whole group.
 */
export interface NotificationGroup {
  id: string;
  type: NotificationType;
  postId: string | null;
  commentId: string | null;
  /** The current title of the post, if it still exists. */
  postTitle: string | null;
  /** The start of the comment's current text (comment notifications). */
  commentExcerpt: string | null;
  /** The stored message of the newest notification (single notifications show it as it is). */
  message: string;
  /** The newest notification's time. */
  createdAt: string;
  /** False while any notification of the group is unread. */
  isRead: boolean;
  /** Notifications in the group. */
  count: number;
  /** Distinct people behind them. */
  actorCount: number;
  /** The newest distinct people, at most two, newest first. */
  actors: PublicUser[];
}

export interface NotificationGroupsPage {
  groups: NotificationGroup[];
  nextCursor: string | null;
}
