/**
 * GET /api/stacks/{id}/share-image.svg: the Open Graph / Twitter card image of a shared routine
 * (lib/share-image.ts). 404 JSON for a private or missing routine. Cached briefly: public data.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { SHARE_IMAGE_CACHE_CONTROL, shareImageSvg } from "../lib/share-image";

export const shareRoutes = new Hono<AppEnv>().get("/:id/share-image.svg", async (c) => {
  const svg = await shareImageSvg(c.get("db"), c.req.param("id"));
  return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": SHARE_IMAGE_CACHE_CONTROL });
});
