/**
 * Request schemas of the community and their limits, shared by the api Worker and the web app:
 * posts, comments and reactions; reporting a post, a comment or a member, the moderation actions,
 * and the feed's goal and skin-type filters. One place for each limit.
 */
import * as v from "valibot";
import { GOAL_IDS, SKIN_TYPES } from "../domain";
import { isUuid } from "../ids";
import { objectMessage } from "./auth";

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

export const CreatePostSchema = v.strictObject(
  {
    stackId: v.pipe(v.string("stackId must be a routine id"), v.trim(), v.minLength(1, "stackId is required")),
    title: requiredText("title", POST_TITLE_MAX),
    description: v.optional(description, ""),
  },
  objectMessage,
);

/** PATCH /api/posts/{id}: the title, the description, or both. */
export const EditPostSchema = v.pipe(
  v.strictObject(
    {
      title: v.optional(requiredText("title", POST_TITLE_MAX)),
      description: v.optional(description),
    },
    objectMessage,
  ),
  v.check((input) => input.title !== undefined || input.description !== undefined, "Send a title, a description or both"),
);

/** POST /api/posts/{id}/like. */
export const ReactionSchema = v.strictObject({ isLike: v.boolean("isLike must be true or false") }, objectMessage);

/** POST /api/posts/{id}/comments and PATCH /api/posts/{id}/comments/{commentId}. */
export const CommentSchema = v.strictObject({ content: requiredText("content", COMMENT_MAX) }, objectMessage);

export type EditPostInput = v.InferOutput<typeof EditPostSchema>;

export const REPORT_TARGET_TYPES = ["post", "comment", "user"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  { id: "spam", label: "Spam" },
  { id: "harassment", label: "Harassment or bullying" },
  { id: "misinformation", label: "Harmful or false skincare advice" },
  { id: "inappropriate", label: "Inappropriate content" },
  { id: "other", label: "Something else" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["id"];
export const REPORT_REASON_IDS = REPORT_REASONS.map((r) => r.id) as ReportReason[];

export const MAX_REPORT_DETAILS = 500;

const targetId = v.pipe(v.string("targetId must be an id"), v.trim(), v.check((s: string) => isUuid(s), "targetId must be an id"), v.toLowerCase());

export const ReportSchema = v.strictObject(
  {
    targetType: v.picklist(REPORT_TARGET_TYPES, `targetType must be one of: ${REPORT_TARGET_TYPES.join(", ")}`),
    targetId,
    reason: v.picklist(REPORT_REASON_IDS, `reason must be one of: ${REPORT_REASON_IDS.join(", ")}`),
    details: v.optional(
      v.pipe(
        v.string("details must be text"),
        v.trim(),
        v.maxLength(MAX_REPORT_DETAILS, `details must be at most ${MAX_REPORT_DETAILS} characters`),
      ),
      "",
    ),
  },
  objectMessage,
);
export type ReportInput = v.InferOutput<typeof ReportSchema>;

/**
 * What a moderator can do about a reported target. hide and restore apply to posts and comments;
 * ban applies to a member (for a post or comment: its author) and restore lifts a ban; dismiss
 * closes the open reports and changes nothing else.
 */
export const MODERATION_ACTIONS = ["hide", "restore", "dismiss", "ban"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationActionSchema = v.strictObject(
  {
    targetType: v.picklist(REPORT_TARGET_TYPES, `targetType must be one of: ${REPORT_TARGET_TYPES.join(", ")}`),
    targetId,
    action: v.picklist(MODERATION_ACTIONS, `action must be one of: ${MODERATION_ACTIONS.join(", ")}`),
  },
  objectMessage,
);
export type ModerationActionInput = v.InferOutput<typeof ModerationActionSchema>;

/** The feed's filters: a routine's main goal and its skin type, both optional. */
export const FeedFilterFields = {
  goal: v.optional(v.picklist(GOAL_IDS, `goal must be one of: ${GOAL_IDS.join(", ")}`)),
  skinType: v.optional(v.picklist(SKIN_TYPES, `skinType must be one of: ${SKIN_TYPES.join(", ")}`)),
};
export const FeedFilterSchema = v.object(FeedFilterFields);
export type FeedFilter = v.InferOutput<typeof FeedFilterSchema>;

/** The filters of a URL's search params, unknown values dropped (the web app keeps filters in the URL). */
export function feedFilterOf(params: URLSearchParams): FeedFilter {
  const goal = params.get("goal");
  const skinType = params.get("skinType");
  return {
    goal: GOAL_IDS.find((g) => g === goal),
    skinType: SKIN_TYPES.find((s) => s === skinType),
  };
}
