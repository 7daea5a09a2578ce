import { createMiddleware } from "hono/factory";
import { applySecurityHeaders, NO_CONTENT_POLICY } from "@core/security-headers";
import type { AppEnv } from "../env";
import { isProduction } from "../lib/config";

/**
 * Security headers for every api response. The api only answers JSON (and the event stream), so
 * its content security policy allows nothing at all. Answers carry personal data (routines, skin
 * profiles, sessions, credits), so no cache may keep them unless a route says otherwise.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, { production: isProduction(c.env), contentSecurityPolicy: NO_CONTENT_POLICY });
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
