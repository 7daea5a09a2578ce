/**
 * GET /api/users/{username}: a member's public profile {profile: {username, name, joinedAt},
 * routines, posts} (lib/community/profiles.ts). Unknown, deleted and banned members: 404 user_not_found.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { sessionSecret } from "../lib/config";
import { loadProfilePage } from "../lib/community/profiles";
import { verifySessionToken } from "../lib/accounts/session";
import { sessionToken } from "../middleware/auth";

export const userRoutes = new Hono<AppEnv>().get("/:username", async (c) => {
  const token = sessionToken(c);
  const viewer = token ? await verifySessionToken(token, sessionSecret(c.env)) : null;
  return c.json(await loadProfilePage(c.get("db"), c.req.param("username"), viewer));
});
