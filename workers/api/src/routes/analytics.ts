import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { isAnonymousAddress, networkKey } from "@core/network";
import { analyticsCounters } from "@db/schema";
import type { AppEnv } from "../env";
import { isProduction } from "../lib/config";
import { clientIp, countRateLimited } from "../lib/rate-limit";

/** The landing counter starts from this many analyses made before the counter existed. */
export const ANALYZE_COUNT_BASELINE = 251;
const ANALYZE_CLICKS = "analyze_clicks";

export const analytics = new Hono<AppEnv>()
  /**
   * Counts people, not requests (ADR 0028): one click per network (an IPv4 address, an IPv6 /64)
   * a day; the answer is the same either way. Locally every browser is this machine, and each of
   * its clicks counts; in production a request without a client address counts for nothing.
   */
  .post("/analyze-click", async (c) => {
    const db = c.get("db");
    const ip = clientIp(c.env, c.req.raw);
    const counts = isAnonymousAddress(ip) ? !isProduction(c.env) : (await countRateLimited(db, "analyzeClick", networkKey(ip))).allowed;
    if (counts) {
      await db
        .insert(analyticsCounters)
        .values({ name: ANALYZE_CLICKS, value: 1 })
        .onConflictDoUpdate({ target: analyticsCounters.name, set: { value: sql`${analyticsCounters.value} + 1` } });
    }
    return c.json({ message: "Recorded" });
  })
  .get("/analyze-count", async (c) => {
    const [row] = await c
      .get("db")
      .select({ value: analyticsCounters.value })
      .from(analyticsCounters)
      .where(eq(analyticsCounters.name, ANALYZE_CLICKS));
    return c.json({ count: ANALYZE_COUNT_BASELINE + (row?.value ?? 0) });
  });
