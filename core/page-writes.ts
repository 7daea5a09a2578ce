/**
 * Writes sent to the web app's pages rather than the api (every write of the app goes to /api; no
 * route of app/routes has an action). Remix checks such a write's Origin against X-Forwarded-Host,
 * else Host, and throws when they differ (or when Origin is "null" or no URL), which it answers
 * 500: any form posted from another site, or a spoofed X-Forwarded-Host, made a server error. The
 * Pages function answers a cross-site write 403 itself and hands Remix the rest without
 * X-Forwarded-Host (nothing in the app reads it), so Remix answers 405 as for any action-less route.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The methods a page request may have at all; the writes among them are answered as above. */
const PAGE_METHODS = new Set([...SAFE_METHODS, "POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_WRITE = { message: "Cross-site requests are not allowed", code: "cross_site" } as const;

/** Whether `method` can change anything (the methods Remix checks the Origin of). */
export function isWriteMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a write to `url` comes from another site: its Origin header names another host, or is
 * not an origin at all ("null" from a sandboxed frame, garbage). No Origin: not from a browser.
 */
export function isCrossSiteWrite(method: string, origin: string | null, url: URL): boolean {
  if (!isWriteMethod(method) || origin === null) return false;
  try {
    return new URL(origin).host !== url.host;
  } catch {
    return true;
  }
}

/**
 * Whether a request to a page has an ordinary method. TRACE (and anything else) is refused by the
 * Pages function before Remix, whose handler first asks the static files with the same method: the
 * local static server cannot make a TRACE request and never answered (ADR 0063).
 */
export function isPageMethod(method: string): boolean {
  return PAGE_METHODS.has(method.toUpperCase());
}

/** The 405 for a method no page has. */
export function methodNotAllowedAnswer(): Response {
  return new Response("Method not allowed", {
    status: 405,
    headers: { allow: "GET, HEAD", "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" },
  });
}

/** The 403 for a cross-site write: the api's `{message, code}` for JSON clients, else a small page. */
export function crossSiteWriteAnswer(accept: string | null): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  if (/\bjson\b/i.test(accept ?? "") && !/text\/html/i.test(accept ?? "")) {
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(CROSS_SITE_WRITE), { status: 403, headers });
  }
  headers.set("content-type", "text/html; charset=utf-8");
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>403 Forbidden</title><h1>403 Forbidden</h1><p>${CROSS_SITE_WRITE.message}.</p><p><a href="/">Home</a></p></html>`;
  return new Response(page, { status: 403, headers });
}

/** The write as Remix gets it: without X-Forwarded-Host, which a client may spoof (the runtime's request type, `cf` included, is kept). */
export function withoutForwardedHost<R extends Request>(request: R): R {
  if (!request.headers.has("x-forwarded-host")) return request;
  const headers = new Headers(request.headers);
  headers.delete("x-forwarded-host");
  return new Request(request, { headers }) as R;
}
