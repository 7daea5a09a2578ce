import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { uuidKey, time, belongsTo } from "./columns";
import { routines } from "./routines";
import { users } from "./users";

export const posts = pgTable(
  "posts",
  {
    id: uuidKey(),
    userId: belongsTo("user_id", () => users.id),
    stackId: belongsTo("stack_id", () => routines.id),
    title: varchar("title", { length: 100 }).notNull(),
    description: varchar("description", { length: 800 }).notNull().default(""),
    /** Kept by database triggers on reactions and comments (migration 0005): never written by the app. */
    likeCount: integer("like_count").notNull().default(0),
    dislikeCount: integer("dislike_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
    /** Set when the author edits the title or description: shown as "edited". */
    editedAt: time("edited_at"),
    /** Set by a moderator: the post disappears for everyone but its author and the admins. */
    hiddenAt: time("hidden_at"),
  },
  (t) => [
    index("posts_created_idx").on(t.createdAt, t.id),
    // Ascending, read backwards for "Most Liked": a DESC index would be DESC NULLS LAST here, which
    // ORDER BY ... DESC (NULLS FIRST) cannot use.
    index("posts_like_count_idx").on(t.likeCount, t.createdAt, t.id),
    index("posts_user_idx").on(t.userId),
    index("posts_stack_idx").on(t.stackId),
  ],
);

export const reactions = pgTable(
  "reactions",
  {
    id: uuidKey(),
    postId: belongsTo("post_id", () => posts.id),
    userId: belongsTo("user_id", () => users.id),
    isLike: boolean("is_like").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reactions_post_user_key").on(t.postId, t.userId), index("reactions_user_idx").on(t.userId)],
);

export const comments = pgTable(
  "comments",
  {
    id: uuidKey(),
    postId: belongsTo("post_id", () => posts.id),
    userId: belongsTo("user_id", () => users.id),
    content: varchar("content", { length: 1000 }).notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    /** Set when the author edits the text: shown as "edited". */
    editedAt: time("edited_at"),
    /** Set by a moderator: the comment disappears for everyone but its author and the admins. */
    hiddenAt: time("hidden_at"),
  },
  (t) => [index("comments_post_created_idx").on(t.postId, t.createdAt), index("comments_user_idx").on(t.userId)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuidKey(),
    userId: belongsTo("user_id", () => users.id),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: ["like", "comment"] }).notNull(),
    message: text("message").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    /** The comment a "comment" notification is about: the post page opens at it. */
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * A member's report of a post, a comment or another member. One report per reporter and target
 * (reporting twice changes nothing); moderators resolve it from the admin moderation queue.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuidKey(),
    reporterId: belongsTo("reporter_id", () => users.id),
    targetType: text("target_type", { enum: ["post", "comment", "user"] }).notNull(),
    /** The post, comment or user reported (no foreign key: it names one of three tables). */
    targetId: uuid("target_id").notNull(),
    reason: text("reason", { enum: ["spam", "harassment", "misinformation", "inappropriate", "other"] }).notNull(),
    details: varchar("details", { length: 500 }).notNull().default(""),
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: time("resolved_at"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_reports_reporter_target_key").on(t.reporterId, t.targetType, t.targetId),
    index("content_reports_target_idx").on(t.targetType, t.targetId),
    index("content_reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
