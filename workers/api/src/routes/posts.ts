/**
 * Community posts: the feed, posting about one's own routine, likes and dislikes, comments, and
 * editing and deleting one's own posts and comments. Request schemas: core/schemas/community.ts.
 *
 * - GET    /api/posts?sort=recent|most-liked&cursor=&limit=&goal=&skinType=   feed page: ONE statement (session checked inside)
 *   Hidden posts and comments, and those of banned members, reach only their author (lib/visibility).
 *   Banned members cannot post, comment or react (403 account_banned).
 * - GET    /api/posts/{id}                                      one post, feed-shaped
 * - POST   /api/posts {stackId, title, description}             201; the stack's owner only (403)
 * - PATCH  /api/posts/{id} {title?, description?}              own posts only (404 otherwise); marks it edited
 * - DELETE /api/posts/{id}                                      own posts only (404 otherwise); its comments,
 *                                                               reactions and notifications go with it (cascade)
 * - POST   /api/posts/{id}/like {isLike}                        set, remove (same value) or switch
 * - GET    /api/posts/{id}/comments?cursor=&limit=              comments, oldest first
 * - POST   /api/posts/{id}/comments {content}                   201
 * - PATCH  /api/posts/{id}/comments/{commentId} {content}       own comments only (404 otherwise); marks it edited
 * - DELETE /api/posts/{id}/comments/{commentId}                 own comments only (404 otherwise)
 *
 * Posting and commenting are limited to 10 a minute per user, counted in the database under a
 * per-user advisory lock so that the limit holds across isolates and concurrent requests (429 with
 * Retry-After: when the oldest of the minute leaves it). Edits are limited to 10 a minute per user
 * for posts and for comments (lib/rate-limit: 429 with Retry-After); only edits made count.
 */
import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { Database, Transaction } from "@db/client";
import type { AppEnv } from "../env";
import { isForeignKeyViolation } from "../lib/db-errors";
import { forbidden, notFound, type ApiError } from "../lib/errors";
import { isoTime } from "../lib/sql-time";
import { enforceRateLimit, tooManyAttempts } from "../lib/rate-limit";
import { isUuid } from "@core/ids";
import { cursorParam, jsonBody, limitParam, queryParams } from "../lib/validate";
import { requireNotBanned, requireUser, requireVerifiedEmail, sessionClaims } from "../middleware/auth";
import { FeedFilterFields } from "@core/schemas/community";
import { visibleContent } from "../lib/community/visibility";
import { notifyLater, type LiveNotification } from "../realtime/notify";
import { editOwnComment, editOwnPost } from "../lib/community/post-edits";
import { deleteOwn } from "../lib/community/own-rows";
import { CommentSchema, CreatePostSchema, EditPostSchema, ReactionSchema } from "@core/schemas/community";
import type { EditCommentResponse, EditPostResponse } from "@core/api/community";
import { quotedTitle } from "@core/notification-text";
import { COMMENTS_PAGE_SIZE, FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE, loadComments, loadFeed } from "../lib/community/feed";

export const POSTS_PER_MINUTE = 10;
export const COMMENTS_PER_MINUTE = 10;

export const FeedQuerySchema = v.object({
  sort: v.optional(v.picklist(["recent", "most-liked"], "sort must be recent or most-liked"), "recent"),
  limit: limitParam(FEED_MAX_PAGE_SIZE),
  cursor: cursorParam,
  ...FeedFilterFields,
});

const CommentsQuerySchema = v.object({
  limit: limitParam(COMMENTS_PAGE_SIZE),
  cursor: cursorParam,
});

type Row = Record<string, unknown>;

const postNotFound = () => notFound("This post doesn't exist or has been removed.", "post_not_found");
const commentNotFound = () => notFound("This comment doesn't exist or has been removed.", "comment_not_found");

/**
 * How notifications name someone: by username, which is unique and cannot imitate another user
 * (core/usernames); a display name can be anything, so it is only the fallback.
 */
export function displayName(user: { name: string | null; username: string | null }) {
  return user.username?.trim() || user.name?.trim() || "Someone";
}

/** The post's author, title and stack, or 404 (also when it is hidden from the viewer). */
async function findPost(db: Database, id: string, viewerId: string | null) {
  if (!isUuid(id)) throw postNotFound();
  const { rows } = await db.execute<Row>(
    sql`select p.id, p.user_id, p.stack_id, p.title from posts p where p.id = ${id} and ${visibleContent("p", sql`${viewerId}::uuid`)}`,
  );
  if (!rows[0]) throw postNotFound();
  return { id: String(rows[0].id), userId: String(rows[0].user_id), stackId: String(rows[0].stack_id), title: String(rows[0].title) };
}

/** The post `:id` as the signed-in user sees it (else 404), and the request's JSON body. */
async function postAndBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) {
  const id = c.req.param("id");
  if (!isUuid(id)) throw postNotFound();
  const input = await jsonBody(c, schema);
  return { post: await findPost(c.get("db"), id, c.get("user").id), input };
}

/** Runs `write` in one transaction; the post deleted meanwhile (its foreign key fails) answers 404. */
async function writeOnPost<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw postNotFound();
    throw error;
  }
}

/**
 * One of the signed-in user's edits, counted against `limit` in the same transaction: an edit
 * refused by the limit, or of a missing or someone else's row (`missing`), counts nothing and
 * changes nothing.
 */
async function limitedEdit<T>(c: Context<AppEnv>, limit: "postEdits" | "commentEdits", missing: () => ApiError, edit: (tx: Transaction) => Promise<T | null>) {
  return c.get("db").transaction(async (tx) => {
    await enforceRateLimit(tx, limit, c.get("user").id);
    const edited = await edit(tx);
    if (!edited) throw missing();
    return edited;
  });
}

/** Serialises one user's posting (or commenting) for the rest of the transaction. */
const lockUser = (scope: "posts" | "comments", userId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`community:${scope}`}), hashtext(${userId}))`;

/**
 * The 429 of a member who posted (or commented) the most a minute allows: Retry-After says when
 * the oldest of those leaves the minute, which is when the next one is accepted.
 */
async function postingTooQuickly(db: Database, scope: "posts" | "comments", userId: string, message: string): Promise<ApiError> {
  const { rows } = await db.execute<Row>(sql`
    select ceil(extract(epoch from min(created_at) + interval '1 minute' - now()))::int as wait
    from ${sql.identifier(scope)} where user_id = ${userId} and created_at > now() - interval '1 minute'`);
  const wait = Number(rows[0]?.wait);
  return tooManyAttempts(message, Number.isFinite(wait) ? wait : 60);
}

function liveNotification(row: Row, post: { id: string; stackId: string }): LiveNotification {
  return {
    id: String(row.id),
    type: row.type === "like" ? "like" : "comment",
    message: String(row.message),
    postId: post.id,
    stackId: post.stackId,
    commentId: row.comment_id ? String(row.comment_id) : null,
    post: { id: post.id, stackId: post.stackId },
    isRead: false,
    createdAt: String(row.created_at),
  };
}

export const postRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = queryParams(c, FeedQuerySchema);
    const viewer = await sessionClaims(c);
    const filter = { goal: query.goal, skinType: query.skinType };
    const feed = await loadFeed(c.get("db"), { viewer, sort: query.sort, limit: query.limit ?? FEED_PAGE_SIZE, cursor: query.cursor, filter });
    return c.json(feed);
  })
  .post("/", requireUser, requireNotBanned, requireVerifiedEmail, async (c) => {
    const input = await jsonBody(c, CreatePostSchema);
    const user = c.get("user");
    const db = c.get("db");
    const notFoundStack = () => notFound("The routine you're posting about doesn't exist or has been removed.", "stack_not_found");
    if (!isUuid(input.stackId)) throw notFoundStack();
    const { rows: stackRows } = await db.execute<Row>(sql`select user_id, is_public from stacks where id = ${input.stackId}`);
    const stack = stackRows[0];
    if (!stack || (stack.user_id !== user.id && !stack.is_public)) throw notFoundStack();
    if (stack.user_id !== user.id) throw forbidden("You can only post about your own routines", "not_stack_owner");
    const created = await db.transaction(async (tx) => {
      await tx.execute(lockUser("posts", user.id));
      const { rows } = await tx.execute<Row>(sql`
        insert into posts (user_id, stack_id, title, description)
        select ${user.id}, ${input.stackId}, ${input.title}, ${input.description}
        where (select count(*) from posts where user_id = ${user.id} and created_at > now() - interval '1 minute') < ${POSTS_PER_MINUTE}
        returning id, stack_id, title, description, ${isoTime("created_at")} as created_at`);
      // A post shares the routine it is about (routines are private until shared).
      if (rows[0]) await tx.execute(sql`update stacks set is_public = true where id = ${input.stackId} and not is_public`);
      return rows[0] ?? null;
    });
    if (!created) throw await postingTooQuickly(db, "posts", user.id, "You're posting too quickly. Please wait a minute and try again.");
    const post = {
      id: String(created.id),
      stackId: String(created.stack_id),
      userId: user.id,
      title: String(created.title),
      description: String(created.description),
      createdAt: String(created.created_at),
    };
    return c.json({ post, id: post.id, message: "Post created" }, 201);
  })
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw postNotFound();
    const viewer = await sessionClaims(c);
    const { posts } = await loadFeed(c.get("db"), { viewer, sort: "recent", limit: 1, postId: id });
    if (!posts[0]) throw postNotFound();
    return c.json({ post: posts[0] });
  })
  .patch("/:id", requireUser, async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw postNotFound();
    const input = await jsonBody(c, EditPostSchema);
    // Someone else's post answers exactly like a missing one.
    const post = await limitedEdit(c, "postEdits", postNotFound, (tx) => editOwnPost(tx, c.get("user").id, id, input));
    return c.json({ post, message: "Post updated" } satisfies EditPostResponse);
  })
  .delete("/:id", requireUser, async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id) || !(await deleteOwn(c.get("db"), "posts", { id, userId: c.get("user").id }))) throw postNotFound();
    return c.json({ id, message: "Post deleted" });
  })
  .post("/:id/like", requireUser, requireNotBanned, async (c) => {
    const { post, input: { isLike } } = await postAndBody(c, ReactionSchema);
    const user = c.get("user");
    const outcome = await writeOnPost(c.get("db"), async (tx) => {
      // One row per user and post (unique index). Inserts, or switches a different value; a row
      // with the same value is left alone but locked (ON CONFLICT DO UPDATE locks it either way),
      // so removing it next cannot race another request of the same user.
      const { rows } = await tx.execute<Row>(sql`
        insert into reactions (post_id, user_id, is_like) values (${post.id}, ${user.id}, ${isLike})
        on conflict (post_id, user_id) do update set is_like = excluded.is_like
          where reactions.is_like is distinct from excluded.is_like
        returning (xmax = 0) as inserted`);
      let action: "added" | "switched" | "removed";
      if (rows[0]) action = rows[0].inserted === true ? "added" : "switched";
      else {
        await tx.execute(sql`delete from reactions where post_id = ${post.id} and user_id = ${user.id}`);
        action = "removed";
      }
      let notification: Row | null = null;
      if (isLike && action !== "removed" && post.userId !== user.id) {
        // One unread like notification per person and post, however often they toggle.
        const message = `${displayName(user)} liked your post ${quotedTitle(post.title)}`;
        const inserted = await tx.execute<Row>(sql`
          insert into notifications (user_id, actor_id, type, message, post_id)
          select ${post.userId}, ${user.id}, 'like', ${message}, ${post.id}
          where not exists (
            select 1 from notifications
            where user_id = ${post.userId} and actor_id = ${user.id} and post_id = ${post.id} and type = 'like' and not is_read)
          returning id, type, message, ${isoTime("created_at")} as created_at`);
        notification = inserted.rows[0] ?? null;
      }
      // The counters were just updated by the reactions trigger (migration 0005), which holds the
      // post's row lock until commit: these are the totals as of this reaction.
      const { rows: counts } = await tx.execute<Row>(sql`
        select like_count, dislike_count from posts where id = ${post.id}`);
      return { action, notification, likes: Number(counts[0]?.like_count ?? 0), dislikes: Number(counts[0]?.dislike_count ?? 0) };
    });
    if (outcome.notification) {
      await notifyLater(c, post.userId, { type: "notification", notification: liveNotification(outcome.notification, post) });
    }
    return c.json({
      postId: post.id,
      action: outcome.action,
      viewerReaction: outcome.action === "removed" ? null : isLike,
      likeCount: outcome.likes,
      dislikeCount: outcome.dislikes,
    });
  })
  .get("/:id/comments", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw postNotFound();
    const query = queryParams(c, CommentsQuerySchema);
    const db = c.get("db");
    const viewerId = (await sessionClaims(c))?.userId ?? null;
    const post = await findPost(db, id, viewerId);
    return c.json(await loadComments(db, post.id, query.limit ?? COMMENTS_PAGE_SIZE, query.cursor ?? null, viewerId));
  })
  .post("/:id/comments", requireUser, requireNotBanned, requireVerifiedEmail, async (c) => {
    const { post, input: { content } } = await postAndBody(c, CommentSchema);
    const user = c.get("user");
    const outcome = await writeOnPost(c.get("db"), async (tx) => {
      await tx.execute(lockUser("comments", user.id));
      const { rows } = await tx.execute<Row>(sql`
        insert into comments (post_id, user_id, content)
        select ${post.id}, ${user.id}, ${content}
        where (select count(*) from comments where user_id = ${user.id} and created_at > now() - interval '1 minute') < ${COMMENTS_PER_MINUTE}
        returning id, content, ${isoTime("created_at")} as created_at`);
      const comment = rows[0];
      if (!comment) return null;
      let notification: Row | null = null;
      if (post.userId !== user.id) {
        const message = `${displayName(user)} commented on your post ${quotedTitle(post.title)}`;
        const inserted = await tx.execute<Row>(sql`
          insert into notifications (user_id, actor_id, type, message, post_id, comment_id)
          values (${post.userId}, ${user.id}, 'comment', ${message}, ${post.id}, ${comment.id})
          returning id, type, message, comment_id, ${isoTime("created_at")} as created_at`);
        notification = inserted.rows[0] ?? null;
      }
      return { comment, notification };
    });
    if (!outcome) throw await postingTooQuickly(c.get("db"), "comments", user.id, "You're commenting too quickly. Please wait a minute and try again.");
    if (outcome.notification) {
      await notifyLater(c, post.userId, { type: "notification", notification: liveNotification(outcome.notification, post) });
    }
    const comment = {
      id: String(outcome.comment.id),
      postId: post.id,
      content: String(outcome.comment.content),
      createdAt: String(outcome.comment.created_at),
      editedAt: null,
      userId: user.id,
      user: { name: user.name ?? user.username, username: user.username },
    };
    return c.json({ comment, id: comment.id, message: "Comment added" }, 201);
  })
  .patch("/:id/comments/:commentId", requireUser, async (c) => {
    const id = c.req.param("id");
    const commentId = c.req.param("commentId");
    if (!isUuid(id) || !isUuid(commentId)) throw commentNotFound();
    const { content } = await jsonBody(c, CommentSchema);
    const comment = await limitedEdit(c, "commentEdits", commentNotFound, (tx) => editOwnComment(tx, c.get("user").id, id, commentId, content));
    return c.json({ comment, message: "Comment updated" } satisfies EditCommentResponse);
  })
  .delete("/:id/comments/:commentId", requireUser, async (c) => {
    const id = c.req.param("id");
    const commentId = c.req.param("commentId");
    const userId = c.get("user").id;
    if (!isUuid(id) || !isUuid(commentId) || !(await deleteOwn(c.get("db"), "comments", { id: commentId, userId, postId: id }))) {
      throw commentNotFound();
    }
    return c.json({ id: commentId, message: "Comment deleted" });
  });
