/**
 * The Open Graph / Twitter card image of a shared routine (lib/routines/share-image.ts), from its shared
 * view; 404 JSON for a private or missing routine; cached briefly (public data).
 *
 * - GET /api/stacks/{id}/share-image.svg   always
 * - GET /api/stacks/{id}/share-image.png   where the app is given a rasteriser (the deployed
 *   Worker: src/index.ts passes lib/share-image-png; the Node test harness has none), rendered once
 *   per content and cached (lib/routines/share-image-cache)
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { SHARE_IMAGE_CACHE_CONTROL, shareImageMissing, shareImageSvg } from "../lib/routines/share-image";
import { IdParams } from "@core/schemas/params";
import { validate } from "../lib/validate";
import { cachedSharePng } from "../lib/routines/share-image-cache";
import { clientIp } from "../lib/rate-limit";

export type RenderPng = (svg: string) => Promise<Uint8Array>;

export function shareRoutes(renderPng?: RenderPng) {
  /** `:id` names a routine: any other shape answers like a routine not shared (404). */
  const stackParam = validate("param", IdParams, shareImageMissing);
  const routes = new Hono<AppEnv>().get("/:id/share-image.svg", stackParam, async (c) => {
    const svg = await shareImageSvg(c.get("db"), c.req.valid("param").id);
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": SHARE_IMAGE_CACHE_CONTROL });
  });
  if (renderPng) {
    routes.get("/:id/share-image.png", stackParam, async (c) => {
      const svg = await shareImageSvg(c.get("db"), c.req.valid("param").id);
      const png = await cachedSharePng(c.get("db"), svg, clientIp(c.env, c.req.raw), renderPng);
      return c.body(png.slice().buffer, 200, { "Content-Type": "image/png", "Cache-Control": SHARE_IMAGE_CACHE_CONTROL });
    });
  }
  return routes;
}
