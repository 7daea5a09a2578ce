/**
 * GET /api/users/{username}: a member's public profile {profile: {username, name, joinedAt},
 * routines, posts} (lib/community/profiles.ts). Unknown, deleted and banned members: 404 user_not_found.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { loadProfilePage } from "../lib/community/profiles";
import { sessionClaims } from "../middleware/auth";

export const userRoutes = new Hono<AppEnv>().get("/:username", async (c) => {
  return c.json(await loadProfilePage(c.get("db"), c.req.param("username"), await sessionClaims(c)));
});
