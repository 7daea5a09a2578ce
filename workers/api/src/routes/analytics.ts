import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { analyticsCounters } from "@db/schema";
import type { AppEnv } from "../env";

/** The landing counter starts from this many analyses made before the counter existed. */
export const ANALYZE_COUNT_BASELINE = 251;
const ANALYZE_CLICKS = "analyze_clicks";

export const analytics = new Hono<AppEnv>()
  .post("/analyze-click", async (c) => {
    await c
      .get("db")
      .insert(analyticsCounters)
      .values({ name: ANALYZE_CLICKS, value: 1 })
      .onConflictDoUpdate({ target: analyticsCounters.name, set: { value: sql`${analyticsCounters.value} + 1` } });
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
