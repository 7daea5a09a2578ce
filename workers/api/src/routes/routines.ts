/**
 * GET /api/routines/public?cursor=&limit=&goal=&skinType=  ->  {routines, nextCursor}
 *
 * Evaluated public routines, newest first, each with its owner's public name (never the email),
 * product summaries, the latest evaluation's scores (`evaluation` and, as the spec's public list
 * names it, `evaluations[]`) and `overallScore` rounded for the card. One statement per page.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { cursorParam, limitParam, validate } from "../lib/validate";
import { FeedFilterFields } from "@core/schemas/community";
import { FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE, loadPublicRoutines } from "../lib/community/feed";

const PublicQuerySchema = v.object({
  limit: limitParam(FEED_MAX_PAGE_SIZE),
  cursor: cursorParam,
  ...FeedFilterFields,
});

export const routineRoutes = new Hono<AppEnv>().get("/public", validate("query", PublicQuerySchema), async (c) => {
  const query = c.req.valid("query");
  return c.json(await loadPublicRoutines(c.get("db"), query.limit ?? FEED_PAGE_SIZE, query.cursor ?? null, { goal: query.goal, skinType: query.skinType }));
});
