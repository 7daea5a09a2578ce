/**
 * The share image's PNG, rendered once per content and kept in the Worker's cache (the Cache
 * API of the data centre, ADR 0028). A render costs about half a second of CPU, and every query
 * string used to be a new URL for the edge cache, so a loop of `?1`, `?2`... rendered each time.
 *
 * The key is the SVG's SHA-256 with the renderer's version, not the URL: the same routine with the
 * same name, goal, skin type and latest shared scores is the same image whatever the query string,
 * and a new evaluation or a rename is a new image at once. The route reads the routine first, so a
 * routine made private or deleted is 404 at once, whatever the cache holds. Renders (misses only)
 * are limited per network; where there is no Cache API (the Node test harness), every request
 * renders.
 */
import { isAnonymousAddress, networkKey } from "@core/network";
import type { Database } from "@db/client";
import { enforceRateLimit } from "../rate-limit";
import { sha256Hex } from "../tokens";

/** Raise when the rasteriser, its fonts or its options change: earlier renders are then not reused. */
export const SHARE_IMAGE_RENDER_VERSION = 1;

/** A content-addressed render does not go stale: it stays until the cache evicts it. */
const CACHED_FOR_SECONDS = 30 * 24 * 3600;

function workerCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

export async function cachedSharePng(
  db: Database,
  svg: string,
  clientIp: string,
  render: (svg: string) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const cache = workerCache();
  const key = new Request(`https://share-image.cache/v${SHARE_IMAGE_RENDER_VERSION}/${await sha256Hex(svg)}.png`);
  const hit = await cache?.match(key);
  if (hit) return new Uint8Array(await hit.arrayBuffer());
  if (!isAnonymousAddress(clientIp)) await enforceRateLimit(db, "shareImageRenders", networkKey(clientIp));
  const png = await render(svg);
  await cache?.put(
    key,
    new Response(png.slice().buffer, { headers: { "Content-Type": "image/png", "Cache-Control": `public, max-age=${CACHED_FOR_SECONDS}` } }),
  );
  return png;
}
