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

/**
 * A date a client sends back to page on (a cursor, `before`): null unless it is a date of a year from
 * 1 to 9999. JavaScript also reads "99999" or "275760-09-13" as dates, which PostgreSQL cannot store.
 */
export function pagingDate(text: string): Date | null {
  if (text.length > 40) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : null;
}

/** `?before=` and the like: a paging date (pagingDate), told apart from anything else by name. */
export const dateParam = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => pagingDate(text) !== null, `${field} must be a date`),
      v.transform((text) => pagingDate(text)!),
    ),
  );
