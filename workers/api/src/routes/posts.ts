/**
 * Community posts: the feed, posting about one's own routine, likes and dislikes, comments, and
 * editing and deleting one's own posts and comments. Request schemas: core/schemas/community.ts;
 * the statements, and the edit limits' transactions: lib/community (feed, posts, post-edits, own-rows).
 *
 * - GET    /api/posts?sort=recent|most-liked&cursor=&limit=&goal=&skinType=   feed page: ONE statement (session checked inside)
 *   Hidden posts and comments, and those of banned members, reach only their author (lib/visibility),
 *   and only while the author's session is live (lib/community/viewer): a revoked token reads like a guest.
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
 * Posting and commenting are limited to 10 a minute per user (lib/community/posts: 429 with
 * Retry-After). Edits are limited to 10 a minute per user for posts and for comments
 * (lib/rate-limit: 429 with Retry-After); only edits made count.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { CommentParams, IdParams } from "@core/schemas/params";
import { cursorParam, limitParam, validate } from "../lib/validate";
import { requireNotBanned, requireUser, requireVerifiedEmail, sessionClaims } from "../middleware/auth";
import { FeedFilterFields } from "@core/schemas/community";
import { notifyLater } from "../realtime/notify";
import { editOwnComment, editOwnPost, limitedOwnEdit } from "../lib/community/post-edits";
import { deleteOwn } from "../lib/community/own-rows";
import { addComment, commentNotFound, createPost, findPost, postNotFound, reactToPost } from "../lib/community/posts";
import { CommentSchema, CreatePostSchema, EditPostSchema, ReactionSchema } from "@core/schemas/community";
import type { EditCommentResponse, EditPostResponse } from "@core/api/community";
import { COMMENTS_PAGE_SIZE, FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE, loadComments, loadFeed } from "../lib/community/feed";

const FeedQuerySchema = v.object({
  sort: v.optional(v.picklist(["recent", "most-liked"], "sort must be recent or most-liked"), "recent"),
  limit: limitParam(FEED_MAX_PAGE_SIZE),
  cursor: cursorParam,
  ...FeedFilterFields,
});

const CommentsQuerySchema = v.object({
  limit: limitParam(COMMENTS_PAGE_SIZE),
  cursor: cursorParam,
});

/** `:id` names a post: any other shape answers like a missing post (404). */
const postParam = validate("param", IdParams, postNotFound);
/** `:id/comments/:commentId` name a comment: any other shape answers like a missing comment (404). */
const commentParams = validate("param", CommentParams, commentNotFound);

/** The post `:id` as the signed-in user sees it (else 404). */
function visiblePost(c: Context<AppEnv>, id: string) {
  return findPost(c.get("db"), id, { userId: c.get("user").id });
}

export const postRoutes = new Hono<AppEnv>()
  .get("/", validate("query", FeedQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const viewer = await sessionClaims(c);
    const filter = { goal: query.goal, skinType: query.skinType };
    const feed = await loadFeed(c.get("db"), { viewer, sort: query.sort, limit: query.limit ?? FEED_PAGE_SIZE, cursor: query.cursor, filter });
    return c.json(feed);
  })
  .post("/", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", CreatePostSchema), async (c) => {
    const input = c.req.valid("json");
    const post = await createPost(c.get("db"), c.get("user"), input);
    return c.json({ post, id: post.id, message: "Post created" }, 201);
  })
  .get("/:id", postParam, async (c) => {
    const { id } = c.req.valid("param");
    const viewer = await sessionClaims(c);
    const { posts } = await loadFeed(c.get("db"), { viewer, sort: "recent", limit: 1, postId: id });
    if (!posts[0]) throw postNotFound();
    return c.json({ post: posts[0] });
  })
  // A banned member's edits would be published unreviewed when the ban is lifted: refused like new posts.
  .patch("/:id", requireUser, requireNotBanned, validate("json", EditPostSchema), postParam, async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    // Someone else's post answers exactly like a missing one.
    const post = await limitedOwnEdit(c.get("db"), c.get("user").id, "postEdits", postNotFound, (tx) => editOwnPost(tx, c.get("user").id, id, input));
    return c.json({ post, message: "Post updated" } satisfies EditPostResponse);
  })
  .delete("/:id", requireUser, postParam, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteOwn(c.get("db"), "posts", { id, userId: c.get("user").id }))) throw postNotFound();
    return c.json({ id, message: "Post deleted" });
  })
  // A reaction ranks the feed and notifies the author, so it needs a verified address like a post or a comment.
  .post("/:id/like", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", ReactionSchema), postParam, async (c) => {
    const post = await visiblePost(c, c.req.valid("param").id);
    const { isLike } = c.req.valid("json");
    const { result, notification } = await reactToPost(c.get("db"), c.get("user"), post, isLike);
    if (notification) await notifyLater(c, post.userId, { type: "notification", notification });
    return c.json(result);
  })
  .get("/:id/comments", validate("query", CommentsQuerySchema), postParam, async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const db = c.get("db");
    const viewer = await sessionClaims(c);
    const post = await findPost(db, id, viewer);
    return c.json(await loadComments(db, post.id, query.limit ?? COMMENTS_PAGE_SIZE, query.cursor ?? null, viewer));
  })
  .post("/:id/comments", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", CommentSchema), postParam, async (c) => {
    const post = await visiblePost(c, c.req.valid("param").id);
    const { content } = c.req.valid("json");
    const { comment, notification } = await addComment(c.get("db"), c.get("user"), post, content);
    if (notification) await notifyLater(c, post.userId, { type: "notification", notification });
    return c.json({ comment, id: comment.id, message: "Comment added" }, 201);
  })
  .patch("/:id/comments/:commentId", requireUser, requireNotBanned, validate("json", CommentSchema), commentParams, async (c) => {
    const { id, commentId } = c.req.valid("param");
    const { content } = c.req.valid("json");
    const comment = await limitedOwnEdit(c.get("db"), c.get("user").id, "commentEdits", commentNotFound, (tx) => editOwnComment(tx, c.get("user").id, id, commentId, content));
    return c.json({ comment, message: "Comment updated" } satisfies EditCommentResponse);
  })
  .delete("/:id/comments/:commentId", requireUser, commentParams, async (c) => {
    const { id, commentId } = c.req.valid("param");
    const userId = c.get("user").id;
    if (!(await deleteOwn(c.get("db"), "comments", { id: commentId, userId, postId: id }))) {
      throw commentNotFound();
    }
    return c.json({ id: commentId, message: "Comment deleted" });
  });
