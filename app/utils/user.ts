/**
 * The signed-in user as the api returns it (`SessionUser` of workers/api/src/lib/session.ts).
 * Parsed with valibot wherever it comes from outside the code (localStorage, the Google callback's
 * query string, api answers), so that a stale or tampered value cannot break rendering.
 */
import * as v from "valibot";
import type { CurrentUser } from "@core/api/auth";

export const SessionUserSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.nullish(v.string(), null),
  email: v.string(),
  username: v.nullish(v.string(), null),
  credits: v.pipe(v.number(), v.finite()),
  role: v.optional(v.picklist(["user", "admin"]), "user"),
  emailVerified: v.optional(v.boolean(), false),
  // Only /api/auth/me says it; sign-in answers leave it false until the next refresh.
  pro: v.optional(v.boolean(), false),
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

// The schema reads exactly the shape the api sends (core/api/auth).
const sameShape: [SessionUser, CurrentUser] extends [CurrentUser, SessionUser] ? true : never = true;
void sameShape;

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
