import { Hono } from "hono";
import type { AppEnv } from "../env";
import { sitemapEntries } from "../lib/community/sitemap";

/** GET /api/sitemap: the public pages' addresses the web app's /sitemap.xml lists (public data only). */
export const sitemapRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await sitemapEntries(c.get("db"))));
