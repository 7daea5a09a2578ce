/**
 * POST /api/reports {targetType: post|comment|user, targetId, reason, details?}
 *   201 {report} the first time, 200 with the same report when the member reports it again.
 *   404 for a target the reporter cannot see, 400 cannot_report_self, 403 account_banned.
 * Moderators work through the reports in the admin panel (routes/admin.ts, lib/admin/moderation.ts).
 */
import { Hono } from "hono";
import { ReportSchema } from "@core/schemas/community";
import type { AppEnv } from "../env";
import { fileReport } from "../lib/community/content-reports";
import { validate } from "../lib/validate";
import { requireNotBanned, requireUser, requireVerifiedEmail } from "../middleware/auth";

export const reportRoutes = new Hono<AppEnv>().post("/", requireUser, requireNotBanned, requireVerifiedEmail, validate("json", ReportSchema), async (c) => {
  const input = c.req.valid("json");
  const { report, created } = await fileReport(c.get("db"), c.get("user").id, input);
  // The same body whether or not the report is new: reporting twice is not an error.
  return c.json({ report, message: "Thanks for the report: a moderator will look at it." }, created ? 201 : 200);
});
