import type { ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// The server build exists only after `remix vite:build`, so typecheck must pass with or without it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "../build/server";
import { getLoadContext } from "../load-context";
import { forwardToApi } from "../app/utils/api-forward.server";
import { applySecurityHeaders } from "../core/security-headers";

const remix = createPagesFunctionHandler({
  // Resource routes (/sitemap.xml, /robots.txt) have no default export, which Remix's build type requires.
  build: build as unknown as ServerBuild,
  // Pages passes its own context type; ours reads only `cloudflare.env`, which both have.
  getLoadContext: getLoadContext as unknown as Parameters<typeof createPagesFunctionHandler>[0]["getLoadContext"],
});

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
  const response = await remix(context);
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, { production: context.env.ENVIRONMENT === "production" });
  return secured;
};
