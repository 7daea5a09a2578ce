import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { isProduction } from "../lib/config";

/**
 * Security headers for every api response. The api only answers JSON (and the event stream), so
 * its content security policy allows nothing at all.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  h.set("X-Frame-Options", "DENY");
  if (isProduction(c.env)) h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
});
