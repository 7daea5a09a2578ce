/**
 * Members' reports of a post, a comment or another member. One report per reporter and target
 * (a unique index): reporting the same thing again answers with the report already made, unless a moderator closed it
 * and the target changed since (an edited post or comment, a renamed member): then the report opens again (ADR 0087).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import type { ContentReport } from "@core/api/moderation";
import type { ReportInput, ReportTargetType } from "@core/schemas/community";
import { badRequest, notFound } from "../errors";
import { publicMember, visibleContent } from "./visibility";
import { isoTime } from "../sql-time";
import { enforceRateLimit, LIMITS } from "../rate-limit";

type Row = Record<string, unknown>;

/** New reports a member may file in an hour (ADR 0029): plenty for real abuse, too few to flood the queue. */
export const REPORTS_PER_HOUR = LIMITS.contentReports.limit;

const MISSING: Record<ReportTargetType, () => Error> = {
  post: () => notFound("This post doesn't exist or has been removed.", "post_not_found"),
  comment: () => notFound("This comment doesn't exist or has been removed.", "comment_not_found"),
  user: () => notFound("This member doesn't exist.", "user_not_found"),
};

/** The author (or, for a member, the member) of a target the reporter can see, or 404. */
async function targetOwner(db: Database, type: ReportTargetType, id: string, reporterId: string): Promise<string> {
  const viewer = sql`${reporterId}::uuid`;
  const query =
    type === "post"
      ? sql`select p.user_id as owner from posts p where p.id = ${id} and ${visibleContent("p", viewer)}`
      : type === "comment"
        ? sql`select c.user_id as owner from comments c join posts p on p.id = c.post_id
              where c.id = ${id} and ${visibleContent("c", viewer)} and ${visibleContent("p", viewer)}`
        : sql`select u.id as owner from users u where u.id = ${id} and ${publicMember("u")}`;
  const { rows } = await db.execute<Row>(query);
  if (!rows[0]) throw MISSING[type]();
  return String(rows[0].owner);
}

const reportColumns = sql`id, target_type, target_id, reason, status, ${isoTime("created_at")} as created_at`;

/**
 * Whether the target of the report `r` (an SQL alias or table name with target_id and resolved_at) changed after a
 * moderator closed it: a post or comment edited, a member's row updated (name, username). An author who edits a
 * reported post to something harmless until the reports are dismissed, then edits it back, is reported again.
 */
function changedSinceClosed(type: ReportTargetType, r: SQL): SQL {
  const changedAt = type === "post" ? sql`posts t where t.id = ${r}.target_id and t.edited_at` : type === "comment" ? sql`comments t where t.id = ${r}.target_id and t.edited_at` : sql`users t where t.id = ${r}.target_id and t.updated_at`;
  return sql`(${r}.resolved_at is not null and exists (select 1 from ${changedAt} > ${r}.resolved_at))`;
}

function toReport(r: Row): ContentReport {
  return {
    id: String(r.id),
    targetType: r.target_type as ContentReport["targetType"],
    targetId: String(r.target_id),
    reason: r.reason as ContentReport["reason"],
    status: r.status as ContentReport["status"],
    createdAt: String(r.created_at),
  };
}

/**
 * Files the report, or finds the one this reporter already filed about the target. Only new
 * reports count against the hourly limit (429 rate_limited), in the transaction that files them.
 */
export async function fileReport(db: Database, reporterId: string, input: ReportInput): Promise<{ report: ContentReport; created: boolean }> {
  const owner = await targetOwner(db, input.targetType, input.targetId, reporterId);
  if (owner === reporterId) throw badRequest("You cannot report yourself or your own posts and comments.", "cannot_report_self");
  const existing = async () => {
    const { rows } = await db.execute<Row>(sql`select ${reportColumns} from content_reports
      where reporter_id = ${reporterId} and target_type = ${input.targetType} and target_id = ${input.targetId}`);
    return rows[0] ? toReport(rows[0]) : null;
  };
  const filed = await existing();
  if (filed) {
    if (filed.status === "open") return { report: filed, created: false };
    const { rows } = await db.execute<{ changed: boolean }>(sql`
      select ${changedSinceClosed(input.targetType, sql.raw("r"))} as changed from content_reports r where r.id = ${filed.id}`);
    if (rows[0]?.changed !== true) return { report: filed, created: false };
  }
  const inserted = await db.transaction(async (tx) => {
    await enforceRateLimit(tx, "contentReports", reporterId);
    // New, or the closed report of a target changed since (checked again here: a concurrent re-report opens it once).
    const { rows } = await tx.execute<Row>(sql`
      insert into content_reports (reporter_id, target_type, target_id, reason, details)
      values (${reporterId}, ${input.targetType}, ${input.targetId}, ${input.reason}, ${input.details})
      on conflict (reporter_id, target_type, target_id) do update
        set status = 'open', reason = excluded.reason, details = excluded.details, created_at = now(), resolved_by = null, resolved_at = null
        where content_reports.status <> 'open' and ${changedSinceClosed(input.targetType, sql.raw("content_reports"))}
      returning ${reportColumns}`);
    return rows[0] ?? null;
  });
  if (inserted) return { report: toReport(inserted), created: true };
  // Filed by a concurrent request of the same reporter.
  return { report: (await existing())!, created: false };
}
