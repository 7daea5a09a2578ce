import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { openDatabase } from "../lib/database";

/** Builds the Drizzle instance for this request and ends its pool once the response is sent. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const { db, close } = openDatabase(c.env);
  c.set("db", db);
  try {
    await next();
  } finally {
    const closing = close();
    try {
      c.executionCtx.waitUntil(closing);
    } catch {
      await closing; // no execution context (tests calling app.request)
    }
  }
});
