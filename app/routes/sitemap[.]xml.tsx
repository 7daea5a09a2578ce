import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ingredientSlugs } from "@core/ingredient-pages";
import { answerOf, serverApi } from "~/utils/api.server";
import { siteOrigin } from "~/utils/meta";
import { API_OUTAGE_RETRY_AFTER_SECONDS, GUEST_PAGE_CACHE_CONTROL } from "@core/guest-pages";

/** The pages anyone may read that do not depend on data. */
const STATIC_PATHS = ["/", "/explore", "/ingredients", "/library", "/methodology", "/privacy", "/terms", "/disclaimer"];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function urlEntry(loc: string, lastModified?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;
}

/** /sitemap.xml: the ingredient, product, public post and profile pages (ADR 0035). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // A sitemap lists absolute addresses, which come from APP_URL only (app/utils/meta siteOrigin).
  const origin = siteOrigin(context.cloudflare.env);
  if (!origin) return new Response("No sitemap: APP_URL is not set.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const result = await answerOf("/api/sitemap", () => serverApi(context.cloudflare.env, request).sitemap.$get());
  // A sitemap without the catalogue would tell crawlers its pages are gone: they are told to come back instead.
  if (!result.ok) {
    return new Response("The sitemap is unavailable for a moment.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": String(API_OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }
  const entries = result.data;
  const urls = [
    ...STATIC_PATHS.map((p) => urlEntry(`${origin}${p}`)),
    ...ingredientSlugs().map((slug) => urlEntry(`${origin}/ingredients/${slug}`)),
    ...entries.products.map((p) => urlEntry(`${origin}/products/${p.id}`, p.lastModified)),
    ...entries.posts.map((p) => urlEntry(`${origin}/posts/${p.id}`, p.lastModified)),
    ...entries.profiles.map((p) => urlEntry(`${origin}/u/${encodeURIComponent(p.username)}`)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // It names members and posts: a deleted account or a hidden post leaves it as soon as it leaves the pages (ADR 0069).
      "cache-control": GUEST_PAGE_CACHE_CONTROL,
    },
  });
}
