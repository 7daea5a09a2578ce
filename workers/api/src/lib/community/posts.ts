/**
 * Writing to the community: posting about one's own routine, reacting, commenting, and the
 * notifications these leave for the post's author. routes/posts.ts validates and answers; the
 * statements are here.
 *
 * Posting and commenting are limited to 10 a minute per user, counted in the database under a
 * per-user advisory lock so that the limit holds across isolates and concurrent requests (429 with
 * Retry-After: when the oldest of the minute leaves it).
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import { isUuid } from "@core/ids";
import { postNotificationMessage } from "@core/notification-text";
import type { CreatePostSchema } from "@core/schemas/community";
import type * as v from "valibot";
import type { LiveNotification } from "../../realtime/events";
import { isForeignKeyViolation } from "../db-errors";
import { forbidden, notFound, type ApiError } from "../errors";
import { tooManyAttempts } from "../rate-limit";
import { isoTime } from "../sql-time";
import { sharedRoutine, visibleContent } from "./visibility";
import { liveViewerId, type ViewerClaims } from "./viewer";

export const POSTS_PER_MINUTE = 10;
export const COMMENTS_PER_MINUTE = 10;

type Row = Record<string, unknown>;

/** The author as notifications and new comments name them. */
export interface Author {
  id: string;
  name: string | null;
  username: string | null;
}

export interface PostRef {
  id: string;
  userId: string;
  stackId: string;
  title: string;
}

export const postNotFound = () => notFound("This post doesn't exist or has been removed.", "post_not_found");
export const commentNotFound = () => notFound("This comment doesn't exist or has been removed.", "comment_not_found");

/**
 * How notifications name someone: by username, which is unique and cannot imitate another user
 * (core/usernames); a display name can be anything, so it is only the fallback.
 */
export function displayName(user: { name: string | null; username: string | null }) {
  return user.username?.trim() || user.name?.trim() || "Someone";
}

/**
 * The post's author, title and stack, or 404 (also when it is hidden from the viewer). `viewer` is
 * a signed-in user (checked by requireUser) or a token's claims (checked here).
 */
export async function findPost(db: Database, id: string, viewer: { userId: string } | ViewerClaims): Promise<PostRef> {
  if (!isUuid(id)) throw postNotFound();
  const viewerId = viewer && "sessionId" in viewer ? liveViewerId(viewer) : sql`${viewer?.userId ?? null}::uuid`;
  const { rows } = await db.execute<Row>(
    sql`select p.id, p.user_id, p.stack_id, p.title from posts p where p.id = ${id} and ${visibleContent("p", viewerId)}`,
  );
  if (!rows[0]) throw postNotFound();
  return { id: String(rows[0].id), userId: String(rows[0].user_id), stackId: String(rows[0].stack_id), title: String(rows[0].title) };
}

/**
 * Runs `write` by `viewerId` on `post` in one transaction: the post deleted meanwhile (its foreign
 * key fails) answers 404, and so does one a moderator hid (or whose author was banned) after
 * `findPost` let the request in. That is checked after the write, under the post's row lock: the
 * counters' triggers have taken it by then (taking it first would lock the post before the
 * author's users row, the opposite order of a ban's), so a hide either committed before (and is
 * seen here) or waits for this transaction.
 */
async function writeOnPost<T>(db: Database, post: PostRef, viewerId: string, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      if (result === null) return result;
      const { rows } = await tx.execute(
        sql`select 1 from posts p where p.id = ${post.id} and ${visibleContent("p", sql`${viewerId}::uuid`)} for no key update of p`,
      );
      if (!rows[0]) throw postNotFound();
      return result;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw postNotFound();
    throw error;
  }
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

function liveNotification(row: Row, post: PostRef, actor: Author): LiveNotification {
  return {
    id: String(row.id),
    type: row.type === "like" ? "like" : "comment",
    message: String(row.message),
    postId: post.id,
    stackId: post.stackId,
    commentId: row.comment_id ? String(row.comment_id) : null,
    post: { id: post.id, stackId: post.stackId },
    postTitle: post.title,
    actor: { name: actor.name, username: actor.username },
    isRead: false,
    createdAt: String(row.created_at),
  };
}

/**
 * A post by `user` about their own routine, which it shares (routines are private until then):
 * 404 for a routine they cannot see, 403 for someone else's public one, 429 past the minute's limit.
 */
export async function createPost(db: Database, user: Author, input: v.InferOutput<typeof CreatePostSchema>) {
  const notFoundRoutine = () => notFound("The routine you're posting about doesn't exist or has been removed.", "stack_not_found");
  if (!isUuid(input.stackId)) throw notFoundRoutine();
  // Another member's routine counts as public only where others may see it (not a banned member's): else 404.
  const { rows: routineRows } = await db.execute<Row>(sql`select s.user_id, ${sharedRoutine("s")} as is_public from stacks s where s.id = ${input.stackId}`);
  const routine = routineRows[0];
  if (!routine || (routine.user_id !== user.id && !routine.is_public)) throw notFoundRoutine();
  if (routine.user_id !== user.id) throw forbidden("You can only post about your own routines", "not_stack_owner");
  // The routine deleted meanwhile (its foreign key fails) answers like a missing one.
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
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw notFoundRoutine();
    throw error;
  });
  if (!created) throw await postingTooQuickly(db, "posts", user.id, "You're posting too quickly. Please wait a minute and try again.");
  return {
    id: String(created.id),
    stackId: String(created.stack_id),
    userId: user.id,
    title: String(created.title),
    description: String(created.description),
    createdAt: String(created.created_at),
  };
}

/**
 * Sets, removes (the same value again) or switches `user`'s reaction to `post`; a like of someone
 * else's post leaves them one unread notification however often it is toggled.
 */
export async function reactToPost(db: Database, user: Author, post: PostRef, isLike: boolean) {
  const outcome = await writeOnPost(db, post, user.id, async (tx) => {
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
      const message = postNotificationMessage("like", user, post.title);
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
  return {
    result: {
      postId: post.id,
      action: outcome.action,
      viewerReaction: outcome.action === "removed" ? null : isLike,
      likeCount: outcome.likes,
      dislikeCount: outcome.dislikes,
    },
    notification: outcome.notification ? liveNotification(outcome.notification, post, user) : null,
  };
}

/** `user`'s comment on `post` (429 past the minute's limit), and the notification it leaves its author. */
export async function addComment(db: Database, user: Author, post: PostRef, content: string) {
  const outcome = await writeOnPost(db, post, user.id, async (tx) => {
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
      const message = postNotificationMessage("comment", user, post.title);
      const inserted = await tx.execute<Row>(sql`
        insert into notifications (user_id, actor_id, type, message, post_id, comment_id)
        values (${post.userId}, ${user.id}, 'comment', ${message}, ${post.id}, ${comment.id})
        returning id, type, message, comment_id, ${isoTime("created_at")} as created_at`);
      notification = inserted.rows[0] ?? null;
    }
    return { comment, notification };
  });
  if (!outcome) throw await postingTooQuickly(db, "comments", user.id, "You're commenting too quickly. Please wait a minute and try again.");
  const comment = {
    id: String(outcome.comment.id),
    postId: post.id,
    content: String(outcome.comment.content),
    createdAt: String(outcome.comment.created_at),
    editedAt: null,
    userId: user.id,
    user: { name: user.name ?? user.username, username: user.username },
  };
  return { comment, notification: outcome.notification ? liveNotification(outcome.notification, post, user) : null };
}
