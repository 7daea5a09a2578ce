/**
 * Path parameters (`/api/posts/:id`), checked by the api's `validate("param", ...)` middleware
 * before a handler runs, and typed for the app's client (`hc`) by the same schemas.
 */
import * as v from "valibot";

/** A row's id: a UUID as PostgreSQL writes it (any case), the rule of `isUuid` (core/ids). */
export const UuidParam = v.pipe(v.string(), v.uuid("id must be a UUID"));

/** `:id` naming a row. */
export const IdParams = v.object({ id: UuidParam });

/** `/api/posts/:id/comments/:commentId`. */
export const CommentParams = v.object({ id: UuidParam, commentId: UuidParam });

export const INGREDIENT_NAME_RULE = "ingredient name must be 1-200 characters";
/** `/api/ingredients/:name`: the name as the router decoded it, trimmed. */
export const IngredientNameParams = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, INGREDIENT_NAME_RULE), v.maxLength(200, INGREDIENT_NAME_RULE)),
});
