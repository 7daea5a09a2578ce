import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { appUrl } from "../lib/config";
import { forbidden } from "../lib/errors";
import { bearerToken } from "./auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard. A state-changing request that a browser sends from another
 * site is refused, whether or not it carries the session cookie (a cross-site sign-in or sign-up
 * would otherwise log the victim into the attacker's account), and whatever its content type.
 *
 * Browsers say where a request comes from (Sec-Fetch-Site, else Origin); a request without either
 * is not from a browser, so no ambient credential was sent on anyone's behalf. A request with a
 * bearer token is authenticated by that token alone (the cookie is then ignored: middleware/auth),
 * and no foreign page can attach one without a CORS preflight, which the api never grants.
 */
export const sameOriginForCookies = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || bearerToken(c) !== null) return next();
  if (isCrossSite(c)) throw forbidden("Cross-site requests are not allowed", "cross_site");
  return next();
});

/**
 * Whether a browser sent this request from another site (Sec-Fetch-Site, else Origin; neither:
 * not a browser). Also used for WebSocket upgrades, which a GET carries and CORS does not cover.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  const allowed = new Set([new URL(appUrl(c.env, c.req.raw)).origin, new URL(c.req.url).origin]);
  return !allowed.has(origin);
}
