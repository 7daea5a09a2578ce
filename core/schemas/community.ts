/**
 * Request schemas of the community (posts and comments) and their limits, shared by the api Worker
 * and the web app's forms: one place for each limit.
 */
import * as v from "valibot";

export const POST_TITLE_MAX = 100;
export const POST_DESCRIPTION_MAX = 800;
export const COMMENT_MAX = 1000;

const requiredText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

const description = v.pipe(
  v.string("description must be text"),
  v.trim(),
  v.maxLength(POST_DESCRIPTION_MAX, `description must be at most ${POST_DESCRIPTION_MAX} characters`),
);

export const CreatePostSchema = v.object({
  stackId: v.pipe(v.string("stackId must be a routine id"), v.trim(), v.minLength(1, "stackId is required")),
  title: requiredText("title", POST_TITLE_MAX),
  description: v.optional(description, ""),
});

/** PATCH /api/posts/{id}: the title, the description, or both. */
export const EditPostSchema = v.pipe(
  v.object({
    title: v.optional(requiredText("title", POST_TITLE_MAX)),
    description: v.optional(description),
  }),
  v.check((input) => input.title !== undefined || input.description !== undefined, "Send a title, a description or both"),
);

/** POST /api/posts/{id}/like. */
export const ReactionSchema = v.object({
  isLike: v.boolean("isLike must be true or false"),
});

/** POST /api/posts/{id}/comments and PATCH /api/posts/{id}/comments/{commentId}. */
export const CommentSchema = v.object({
  content: requiredText("content", COMMENT_MAX),
});

export type EditPostInput = v.InferOutput<typeof EditPostSchema>;
