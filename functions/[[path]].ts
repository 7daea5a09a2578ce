import type { ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// The server build exists only after `remix vite:build`, so typecheck must pass with or without it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "../build/server";
import { getLoadContext } from "../load-context";
import { forwardToApi } from "../app/utils/api-forward.server";
import { applySecurityHeaders } from "../core/security-headers";
import { GENERATION_CHECK_MS } from "../core/guest-pages";
import { generationReader, serveGuestPage } from "../app/utils/guest-cache.server";
import { decideLanguageFromFiles } from "../core/i18n/has-catalogue";
import { crossSiteWriteAnswer, isCrossSiteWrite, isPageMethod, isWriteMethod, methodNotAllowedAnswer, withoutForwardedHost } from "../core/page-writes";

const remix = createPagesFunctionHandler({
  // Resource routes (/sitemap.xml, /robots.txt) have no default export, which Remix's build type requires.
  build: build as unknown as ServerBuild,
  // Pages passes its own context type; ours reads only `cloudflare.env`, which both have.
  getLoadContext: getLoadContext as unknown as Parameters<typeof createPagesFunctionHandler>[0]["getLoadContext"],
});

/**
 * The guest pages' generation (ADR 0041) as this isolate last read it from the api, read again at
 * most once a second. One reader per isolate: the origin is the same for every request it serves.
 */
let readGeneration: (() => Promise<string | null>) | null = null;
function generationOf(env: import("../load-context").WebEnv, origin: string) {
  readGeneration ??= generationReader(async () => {
    const answer = await forwardToApi(env, new Request(`${origin}/api/guest-pages/generation`));
    if (!answer.ok) {
      await answer.body?.cancel();
      return null;
    }
    const { generation } = (await answer.json()) as { generation?: unknown };
    return typeof generation === "string" ? generation : null;
  }, GENERATION_CHECK_MS);
  return readGeneration;
}

/**
 * One origin for the browser: /api/* goes to the api Worker (which sets its own security headers),
 * everything else to Remix. Pages keep the policy entry.server.tsx gave them (with its nonce); data
 * requests and redirects get the base headers and a policy that allows nothing.
 */
export const onRequest: PagesFunction<import("../load-context").WebEnv> = async (context) => {
  const url = new URL(context.request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    return forwardToApi(context.env, context.request);
  }
  if (!isPageMethod(context.request.method)) {
    const refused = methodNotAllowedAnswer();
    applySecurityHeaders(refused.headers, { production: context.env.ENVIRONMENT === "production" });
    return refused;
  }
  // Writes to pages (core/page-writes): another site's is refused here, the rest reach Remix without a spoofable X-Forwarded-Host.
  if (isCrossSiteWrite(context.request.method, context.request.headers.get("origin"), url)) {
    const refused = crossSiteWriteAnswer(context.request.headers.get("accept"));
    applySecurityHeaders(refused.headers, { production: context.env.ENVIRONMENT === "production" });
    return refused;
  }
  if (isWriteMethod(context.request.method)) context = { ...context, request: withoutForwardedHost(context.request) };
  const response = await serveGuestPage(context.request, () => remix(context), {
    // The DOM types this project compiles with do not know the Workers runtime's default cache.
    cache: (caches as unknown as { default: Cache }).default,
    generation: generationOf(context.env, url.origin),
    language: (request) => decideLanguageFromFiles({ cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") }),
    waitUntil: (promise) => context.waitUntil(promise),
  });
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, { production: context.env.ENVIRONMENT === "production" });
  return secured;
};
