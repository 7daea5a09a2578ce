import { Hono } from "hono";
import type { AppEnv } from "../env";
import { readGuestPagesGeneration } from "../lib/guest-pages";

/**
 * GET /api/guest-pages/generation: {generation}, the number the web app keys its cached guest pages
 * by (ADR 0041). Public: it tells nothing but that something public changed.
 */
export const guestPageRoutes = new Hono<AppEnv>().get("/generation", async (c) => {
  const generation = await readGuestPagesGeneration(c.get("db"));
  return c.json({ generation }, 200, { "cache-control": "no-store" });
});
