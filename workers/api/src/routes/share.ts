/**
 * The Open Graph / Twitter card image of a shared routine (lib/routines/share-image.ts), from its shared
 * view; 404 JSON for a private or missing routine; kept by caches only with revalidation (ETag, 304).
 *
 * - GET /api/stacks/{id}/share-image.svg   always
 * - GET /api/stacks/{id}/share-image.png   where the app is given a rasteriser (the deployed
 *   Worker: src/index.ts passes lib/share-image-png; the Node test harness has none), rendered once
 *   per content and cached (lib/routines/share-image-cache)
 */
import { Hono, type Context } from "hono";
import { translatorFromFiles } from "@core/i18n/has-catalogue";
import type { AppEnv } from "../env";
import { SHARE_IMAGE_CACHE_CONTROL, shareImageMissing, shareImageSvg } from "../lib/routines/share-image";
import { IdParams } from "@core/schemas/params";
import { validate } from "../lib/validate";
import { cachedSharePng, SHARE_IMAGE_RENDER_VERSION } from "../lib/routines/share-image-cache";
import { sha256Hex } from "../lib/tokens";
import { clientIp } from "../lib/rate-limit";

export type RenderPng = (svg: string) => Promise<Uint8Array>;

/**
 * The image's language is its URL's `?lang=` (the page that links it adds its reader's language),
 * never the request's headers: one URL, one image, so shared caches may keep it. A missing or
 * unknown language draws the English image.
 */
function imageTranslator(c: Context<AppEnv>) {
  return translatorFromFiles({ account: c.req.query("lang")?.toLowerCase() ?? null });
}

/**
 * The image's validator: its content's hash. Shared caches and browsers must revalidate before each
 * use (SHARE_IMAGE_CACHE_CONTROL); the route reads the routine first, so a routine no longer shared
 * answers 404 to the revalidation and an unchanged one 304 without a render.
 */
async function imageTag(format: "svg" | "png", svg: string) {
  return `"${format}-v${SHARE_IMAGE_RENDER_VERSION}-${await sha256Hex(svg)}"`;
}

function notModified(c: Context<AppEnv>, etag: string) {
  const tags = c.req.header("if-none-match")?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (!tags?.some((tag) => tag === etag || tag === "*")) return null;
  return c.body(null, 304, { ETag: etag, "Cache-Control": SHARE_IMAGE_CACHE_CONTROL });
}

export function shareRoutes(renderPng?: RenderPng) {
  /** `:id` names a routine: any other shape answers like a routine not shared (404). */
  const routineParam = validate("param", IdParams, shareImageMissing);
  const routes = new Hono<AppEnv>().get("/:id/share-image.svg", routineParam, async (c) => {
    const svg = await shareImageSvg(c.get("db"), c.req.valid("param").id, await imageTranslator(c));
    const etag = await imageTag("svg", svg);
    return (
      notModified(c, etag) ??
      c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": SHARE_IMAGE_CACHE_CONTROL, ETag: etag })
    );
  });
  if (renderPng) {
    routes.get("/:id/share-image.png", routineParam, async (c) => {
      const svg = await shareImageSvg(c.get("db"), c.req.valid("param").id, await imageTranslator(c));
      const etag = await imageTag("png", svg);
      const unchanged = notModified(c, etag);
      if (unchanged) return unchanged;
      const png = await cachedSharePng(c.get("db"), svg, clientIp(c.env, c.req.raw), renderPng);
      return c.body(png.slice().buffer, 200, { "Content-Type": "image/png", "Cache-Control": SHARE_IMAGE_CACHE_CONTROL, ETag: etag });
    });
  }
  return routes;
}
