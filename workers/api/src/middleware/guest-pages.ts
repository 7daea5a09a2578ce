import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { isGuestVisibleWrite } from "@core/guest-pages";
import type { AppEnv } from "../env";
import { bumpGuestPagesGeneration } from "../lib/guest-pages";

/**
 * After a successful write that changes what a signed-out visitor reads (core/guest-pages.ts), the
 * guest pages' generation moves on, so the web app's cached pages are rendered afresh (ADR 0041).
 * The write has committed by then. A listed write that changed nothing a guest reads (a language, the
 * same name, a private routine's edits) says so with `guestPagesUnchanged`: anyone could otherwise
 * empty the guest pages' cache at will. A failed bump is logged, never the visitor's error: the
 * cached pages then expire with their short lifetime.
 */
export const bumpGuestPagesAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 300) return;
  if (!isGuestVisibleWrite(c.req.method, routePath(c, -1)) || c.get("guestPagesUnchanged")) return;
  try {
    await bumpGuestPagesGeneration(c.get("db"));
  } catch (error) {
    console.error("guest pages generation not bumped", c.req.method, c.req.path, error instanceof Error ? error.message : error);
  }
});
