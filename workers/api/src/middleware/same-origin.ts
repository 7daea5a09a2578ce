import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { appUrl } from "../lib/config";
import { forbidden } from "../lib/errors";
import { SESSION_COOKIE } from "../lib/session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for cookie sessions: a state-changing request that carries the
 * session cookie must come from our own origin (Sec-Fetch-Site, else Origin). Requests with a
 * bearer token or without the cookie carry no ambient credential, so they pass.
 */
export const sameOriginForCookies = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.header("authorization") || !getCookie(c, SESSION_COOKIE)) {
    return next();
  }
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) {
    if (site === "same-origin" || site === "none") return next();
    throw forbidden("Cross-site requests are not allowed", "cross_site");
  }
  const origin = c.req.header("origin");
  if (origin === undefined) return next(); // not a browser: no cookie was sent on anyone's behalf
  const allowed = new Set([new URL(appUrl(c.env, c.req.raw)).origin, new URL(c.req.url).origin]);
  if (allowed.has(origin)) return next();
  throw forbidden("Cross-site requests are not allowed", "cross_site");
});
