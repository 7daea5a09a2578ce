import { createMiddleware } from "hono/factory";
import { createDb } from "../../../../drizzle/client";
import type { AppEnv } from "../env";
import { databaseUrl } from "../lib/config";

/** Builds the Drizzle instance for this request and ends its pool once the response is sent. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const { db, pool } = createDb(databaseUrl(c.env), { wsProxy: c.env.DB_WS_PROXY });
  c.set("db", db);
  try {
    await next();
  } finally {
    const closing = pool.end().catch(() => {});
    try {
      c.executionCtx.waitUntil(closing);
    } catch {
      await closing; // no execution context (tests calling app.request)
    }
  }
});
