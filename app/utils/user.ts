/**
 * The signed-in user as the api returns it (`SessionUser` of workers/api/src/lib/accounts/session.ts).
 * Parsed with valibot wherever it comes from outside the code (localStorage, the Google callback's
 * query string, api answers), so that a stale or tampered value cannot break rendering.
 */
import * as v from "valibot";

export const SessionUserSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.nullish(v.string(), null),
  email: v.string(),
  username: v.nullish(v.string(), null),
  credits: v.pipe(v.number(), v.finite()),
  role: v.optional(v.picklist(["user", "admin"]), "user"),
  emailVerified: v.optional(v.boolean(), false),
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** The user, or null when the value is not a user object. */
export function parseUser(value: unknown): SessionUser | null {
  const result = v.safeParse(SessionUserSchema, value);
  return result.success ? result.output : null;
}

/** The user from a JSON string (localStorage, the `user` query parameter), or null. */
export function parseUserJson(json: string | null | undefined): SessionUser | null {
  if (!json) return null;
  try {
    return parseUser(JSON.parse(json));
  } catch {
    return null;
  }
}
