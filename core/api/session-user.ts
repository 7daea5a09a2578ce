/**
 * The signed-in user as the api answers it (sign-in, sign-up, GET /api/auth/me...). The web app
 * parses it with this schema wherever it comes from outside the code (localStorage, the Google
 * callback's query string, api answers), so that a stale or tampered value cannot break rendering.
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
  /**
   * Has bought credits at least once (a purchase in the credit ledger): the 'Pro' label. Only
   * /api/auth/me says it; sign-in answers leave it false until the next refresh.
   */
  pro: v.optional(v.boolean(), false),
  /** Banned by a moderator: may still sign in to read, export or delete their data, but not write to the community. */
  banned: v.optional(v.boolean(), false),
  /** The language chosen on the account (ADR 0042); null: the browser's Accept-Language decides. */
  language: v.optional(v.nullable(v.string()), null),
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
