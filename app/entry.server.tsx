import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { applySecurityHeaders, createNonce, pageContentSecurityPolicy } from "../core/security-headers";
import { API_OUTAGE_RETRY_AFTER_SECONDS } from "../core/guest-pages";
import { requestLanguage } from "./utils/language.server";
import { NonceProvider } from "./utils/nonce";

const ABORT_DELAY = 5000;

/**
 * Remix's own errors are logged, except a client's 4xx (a write to a page, which has no action; an
 * address no route matches): those are answered as such, and a stack trace for each hostile
 * request would only bury the server's real errors (and cost the local server seconds apiece).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Vite's dev server injects its own inline scripts, so the policy applies to built pages only.
  const nonce = import.meta.env.PROD ? createNonce() : undefined;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  // The charset in the header too: a browser must not guess how to read the user text in the page.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page rendered without the api's answer (pageAnswer, ~/utils/api.server): never stored, asked again soon.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(API_OUTAGE_RETRY_AFTER_SECONDS));
  // The language the root loader rendered the page in (ADR 0042); without its data (it failed), the browser's.
  const root = remixContext.staticHandlerContext.loaderData?.root as { language?: string } | undefined;
  responseHeaders.set("Content-Language", root?.language ?? requestLanguage(request, null));
  if (nonce) {
    applySecurityHeaders(responseHeaders, {
      production: loadContext.cloudflare?.env?.ENVIRONMENT === "production",
      contentSecurityPolicy: pageContentSecurityPolicy(nonce, { turnstile: Boolean(loadContext.cloudflare?.env?.TURNSTILE_SITE_KEY) }),
    });
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
