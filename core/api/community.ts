/**
 * The community's response shapes (posts, comments, notifications) as the api sends them and the
 * web app reads them. The api builds them in workers/api/src/lib/community/feed.ts and notifications.ts;
 * the web app reads them through the typed client as these types (app/components/community/feed-data.ts, app/utils/notifications.ts).
 */
import type { EvaluationScores } from "./evaluation-history";

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

/** A product on a routine card: no ingredients, no owner's data. */
export interface FeedRoutineProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  /** 1..n within its list. */
  order: number;
}

/**
 * A routine as the feed, the public list and profiles show it: its products and the latest
 * evaluation's shared-view scores (computed without the owner's personal inputs).
 */
export interface FeedRoutine {
  id: string;
  name: string;
  goal: string;
  secondaryGoals: string[];
  skinType: string;
  status: string;
  createdAt: string;
  morningProducts: FeedRoutineProduct[];
  nightProducts: FeedRoutineProduct[];
  evaluation: EvaluationScores | null;
  /** The card's overall score, rounded to a whole number (0 without an evaluation). */
  overallScore: number;
}

/** GET /api/routines/public: an evaluated public routine and its owner. */
export interface PublicRoutine extends FeedRoutine {
  userId: string;
  user: PublicUser;
  /** The latest evaluation's scores (one, or none). */
  evaluations: EvaluationScores[];
}

export interface PublicRoutinesPage {
  routines: PublicRoutine[];
  nextCursor: string | null;
}

/** A post of the feed, generic over how the side reading it describes the routine. */
export interface FeedPostOf<Routine> {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  /** When its author last changed the title or description; null if never. */
  editedAt: string | null;
  userId: string;
  user: PublicUser;
  stackId: string;
  stack: Routine;
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

/** A post as the api sends it (GET /api/posts, GET /api/posts/{id}). */
export type FeedPost = FeedPostOf<FeedRoutine>;

/** GET /api/posts?sort=&cursor=&limit= */
export interface FeedPage {
  posts: FeedPost[];
  nextCursor: string | null;
}

/** GET /api/posts/{id}/comments?cursor=&limit=: oldest first. */
export interface CommentsPage {
  comments: FeedComment[];
  nextCursor: string | null;
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
  /** The post's current title (null once the post is gone): the bell words the line in the reader's language with it. */
  postTitle: string | null;
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
