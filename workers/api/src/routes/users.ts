/**
 * GET /api/users/{username}: a member's public profile {profile: {username, name, joinedAt},
 * routines, posts} (lib/profiles.ts). Unknown, deleted and banned members: 404 user_not_found.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { sessionSecret } from "../lib/config";
import { loadProfilePage } from "../lib/profiles";
import { verifySessionToken } from "../lib/session";
import { sessionToken } from "../middleware/auth";

export const userRoutes = new Hono<AppEnv>().get("/:username", async (c) => {
  const token = sessionToken(c);
  const viewer = token ? await verifySessionToken(token, sessionSecret(c.env)) : null;
  return c.json(await loadProfilePage(c.get("db"), c.req.param("username"), viewer));
});
