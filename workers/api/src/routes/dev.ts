import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { outboxEmails } from "@db/schema";
import type { AppEnv } from "../env";
import { isProduction } from "../lib/config";
import { notFound } from "../lib/errors";

/** Local-only tools; every route answers 404 when ENVIRONMENT=production. */
export const dev = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (isProduction(c.env)) throw notFound();
    await next();
  })
  .get("/outbox", async (c) => {
    const emails = await c.get("db").select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(100);
    return c.json({ emails });
  });
