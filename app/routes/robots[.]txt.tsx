import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/utils/meta";

/** Pages that are someone's own or an action, never worth indexing. */
const PRIVATE_PATHS = ["/api/", "/account", "/admin", "/home", "/profile", "/notifications", "/buy-credits", "/payment-success", "/add-stack", "/edit-stack/", "/create-post", "/advanced-analysis", "/dev/", "/reset-password", "/verify-email", "/confirm-email"];

/** /robots.txt: everything public may be crawled; the sitemap says where it is. */
export function loader({ context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.cloudflare.env);
  const body = ["User-agent: *", ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), "", ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ""] : [])].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" } });
}
