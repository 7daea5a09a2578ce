/**
 * The query parameters of a paged list, one rule for every endpoint that takes them (ADR 0021).
 * Query values arrive as text.
 */
import * as v from "valibot";

/**
 * `?limit=`: how many items one page holds, a whole number from 1 to `max` (optional; each endpoint
 * has its own default). Any run of digits is a whole number ("007" is 7), so a number that is too
 * large is told so rather than called "not a whole number".
 */
export const limitParam = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "limit must be a whole number"),
      v.transform(Number),
      v.minValue(1, "limit must be at least 1"),
      v.maxValue(max, `limit must be at most ${max}`),
    ),
  );
