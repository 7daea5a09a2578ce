/** Reading the signed-in user (core/api/session-user.ts) from untrusted places. */
import * as v from "valibot";
import { SessionUserSchema, type SessionUser } from "@core/api/session-user";

export type { SessionUser };

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
