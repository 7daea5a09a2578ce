/**
 * Guest pages served from the edge (ADR 0041): which pages a signed-out visitor may be given from
 * the shared cache, for how long, and which api writes change what such a visitor sees.
 *
 * The web app renders a page once and keeps it in the Workers Cache API under a key that carries
 * the guest pages' generation: a number the api bumps after every write listed in
 * GUEST_VISIBLE_WRITES (and after storing an evaluation). A new generation is a new set of keys, so
 * a guest's next request renders afresh.
 */

import { carriesSessionCookie } from "./session-cookie";

/** Seconds a stored guest page is served as it is. */
export const GUEST_PAGE_FRESH_SECONDS = 30;
/** Seconds after that it may still be served while one request renders it again. */
export const GUEST_PAGE_STALE_SECONDS = 120;
/** How long an isolate trusts the generation it last read before asking the api again. */
export const GENERATION_CHECK_MS = 1000;

/**
 * What a cacheable guest page tells browsers and shared caches. Browsers revalidate every time
 * (a visitor who signs in must not get a signed-out page back from their own cache); shared caches
 * keep it for the short lifetime; `Vary` names the headers a copy depends on (the session and language cookies, Accept-Language).
 */
export const GUEST_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${GUEST_PAGE_FRESH_SECONDS}, stale-while-revalidate=${GUEST_PAGE_STALE_SECONDS}`;
export const GUEST_PAGE_VARY = "Cookie, Accept-Language";

/**
 * Seconds a page rendered without the api's answer (a 503) asks clients and crawlers to wait. Such a
 * page is never stored: the next request renders again, so it is whole as soon as the api answers.
 */
export const API_OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an api answer's status says the api could not answer now, rather than what was asked:
 * no answer (0), a timeout, a collision, too many requests, a server or gateway error. A page
 * rendered after one is missing what the api would have given it; a 404 or 400 is the page's own answer.
 */
export function isApiOutage(status: number): boolean {
  return status === 0 || status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

/** Paths of the pages a guest may get from the cache: the public reading pages of the site. */
const GUEST_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/explore$/,
  /^\/methodology$/,
  /^\/posts\/[^/]+$/,
  /^\/u\/[^/]+$/,
  /^\/ingredients$/,
  /^\/ingredients\/[^/]+$/,
  /^\/products\/[^/]+$/,
];

export function isGuestPagePath(pathname: string): boolean {
  return GUEST_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}


/**
 * A request that may be answered from, and stored into, the shared cache: a document GET with no
 * session cookie and no bearer token. Anything that names a person renders for that person alone.
 */
export function isGuestPageRequest(method: string, url: URL, headers: Headers): boolean {
  if (method !== "GET") return false;
  if (!isGuestPagePath(url.pathname)) return false;
  if (headers.has("authorization")) return false;
  return !carriesSessionCookie(headers.get("cookie"));
}

export type StoredPageAge = "fresh" | "stale" | "expired";

/** Whether a page stored at `storedAt` is served as is, served while it is rendered again, or not at all. */
export function storedPageAge(storedAt: number, now: number): StoredPageAge {
  const age = (now - storedAt) / 1000;
  if (!(age >= -1)) return "expired"; // NaN, or a clock far behind the stored time
  if (age < GUEST_PAGE_FRESH_SECONDS) return "fresh";
  if (age < GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS) return "stale";
  return "expired";
}

/**
 * The api writes (as Hono lists its routes: "METHOD /api/path/:param") that change a page a guest
 * reads: posts and comments, a routine's products, visibility or deletion, names, account
 * deletion, moderation, and the catalogue pages admins curate. A like is left out on purpose: the
 * counts it moves may lag by the fresh lifetime, and it is the most frequent write, which would
 * otherwise empty the cache all day. workers/api/test/guest-pages.test.ts fails for a write route
 * that is in neither this list nor PRIVATE_WRITES, so that each new one is decided.
 */
export const GUEST_VISIBLE_WRITES: ReadonlySet<string> = new Set([
  "POST /api/posts",
  "PATCH /api/posts/:id",
  "DELETE /api/posts/:id",
  "POST /api/posts/:id/comments",
  "PATCH /api/posts/:id/comments/:commentId",
  "DELETE /api/posts/:id/comments/:commentId",
  "PUT /api/stacks/:id",
  "PUT /api/stacks/:id/visibility",
  "DELETE /api/stacks/:id",
  "PUT /api/stacks/:id/products/:entryId",
  "POST /api/stacks/:id/evaluate",
  "PATCH /api/account",
  "DELETE /api/account",
  "POST /api/auth/update-username",
  "POST /api/admin/moderation",
  "POST /api/admin/users/role",
  "PUT /api/admin/ingredients/overrides",
  "DELETE /api/admin/ingredients/overrides",
  "POST /api/admin/products/:id/approve",
  "POST /api/admin/products/:id/reject",
  "POST /api/admin/product-reports/:id/resolve",
  "POST /api/admin/barcodes/:id/approve",
]);

/** Writes no guest page shows (their own account, sessions, payments, private data, admin tools). */
export const PRIVATE_WRITES: ReadonlySet<string> = new Set([
  "POST /api/posts/:id/like",
  "POST /api/account/email",
  "POST /api/account/email/confirm",
  "POST /api/account/email/undo",
  "POST /api/admin/templates/:id/revert",
  "PUT /api/admin/templates/:id",
  "PUT /api/admin/ai-settings",
  "POST /api/admin/ingredients/decode",
  "POST /api/admin/product-reports/:id/dismiss",
  "POST /api/admin/sample-response",
  "POST /api/test-prompt",
  "POST /api/analytics/analyze-click",
  "POST /api/auth/signup",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/resend-verification",
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
  "POST /api/auth/change-password",
  "POST /api/auth/sessions/revoke-all",
  "DELETE /api/auth/sessions/:id",
  "PUT /api/notifications/mark-all-read",
  "PUT /api/notifications/:id/read",
  "DELETE /api/notifications/:id",
  "POST /api/payments/create-payment-intent",
  "POST /api/payments/add-credits",
  "POST /api/payments/webhook",
  "POST /api/payments/sandbox/confirm",
  "POST /api/products/:id/reports",
  "POST /api/products",
  "PUT /api/products/:id/barcode",
  "POST /api/admin/barcodes/:id/reject",
  "PUT /api/profile",
  "POST /api/reports",
  "POST /api/evaluate-stack",
  "POST /api/user/stream-ticket",
  "POST /api/user/trigger-update",
]);

export function isGuestVisibleWrite(method: string, routePath: string): boolean {
  return GUEST_VISIBLE_WRITES.has(`${method.toUpperCase()} ${routePath}`);
}
