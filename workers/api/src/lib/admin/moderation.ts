/**
 * The moderation queue: open reports grouped by what they are about, and the moderators' actions
 * on it. Each action changes the target, closes its open reports and writes one audit_log row, in
 * one transaction.
 *
 * - hide (post, comment): hidden_at set; the content disappears for everyone but its author.
 * - restore (post, comment): hidden_at cleared; (user): the ban lifted.
 * - ban (user; for a post or comment: its author): banned_at set and every session revoked.
 * - dismiss: the open reports closed, nothing else changed.
 * Hiding, restoring, banning and lifting a ban move the posts' comment counts by themselves
 * (triggers of migration 0010: the count leaves out what others cannot see).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import type { ActionedPage, ModerationItem, ModerationQueue, ModerationResult, ReportedAuthor, ReportedContent } from "@core/api/moderation";
import type { ModerationActionInput, ReportTargetType } from "@core/schemas/community";
import type { Env } from "../../env";
import { adminTransaction, recordAudit, type AuditAction } from "./access";
import { badRequest, notFound } from "../errors";
import { revokeSessions } from "../accounts/revoke";
import { cursorTime, isoTime, isoTimeOrNull } from "../sql-time";
import { decodeCursor, encodeCursor } from "../cursor";
import { isUuid } from "@core/ids";

type Row = Record<string, unknown>;

export const MODERATION_PAGE_SIZE = 25;
export const MODERATION_MAX_PAGE_SIZE = 100;
/** Reports listed per target; the count covers them all. */
const REPORTS_PER_TARGET = 20;

/** What a target (rows `t` with target_type, target_id) is: the post, comment or member and its author. */
const contentColumns = sql`p.title as post_title, p.description as post_description, p.hidden_at is not null as post_hidden,
      ${isoTimeOrNull("p.edited_at")} as post_edited_at, ${isoTimeOrNull("c.edited_at")} as comment_edited_at,
      c.content as comment_content, c.post_id as comment_post_id, c.hidden_at is not null as comment_hidden,
      a.id as author_id, a.username as author_username, a.name as author_name, a.banned_at is not null as author_banned`;
const contentJoins = sql`left join posts p on t.target_type = 'post' and p.id = t.target_id
    left join comments c on t.target_type = 'comment' and c.id = t.target_id
    left join users a on a.id = case t.target_type when 'post' then p.user_id when 'comment' then c.user_id else t.target_id end
      and a.deleted_at is null`;

/** Where a queue page ended: the target's report count, first report (cursor time), type and id. */
interface QueueCursor {
  c: number;
  t: string;
  y: ReportTargetType;
  i: string;
}

const PG_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const TARGET_TYPES: readonly string[] = ["post", "comment", "user"];

function readQueueCursor(value: unknown): QueueCursor | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  return typeof v.c === "number" && Number.isInteger(v.c) && v.c > 0 && typeof v.t === "string" && PG_TIME.test(v.t) &&
    typeof v.y === "string" && TARGET_TYPES.includes(v.y) && typeof v.i === "string" && isUuid(v.i)
    ? { c: v.c, t: v.t, y: v.y as ReportTargetType, i: v.i }
    : null;
}

/**
 * One page of the open reports grouped by target: the most reported first, then the longest
 * waiting (ADR 0029). Every open report is reachable by paging with `nextCursor`, so a flood of
 * reports about other things cannot push a real one off the queue.
 */
export async function moderationQueue(db: Database, o: { limit?: number; cursor?: string | null } = {}): Promise<ModerationQueue> {
  const limit = o.limit ?? MODERATION_PAGE_SIZE;
  const after = o.cursor ? decodeCursor(o.cursor, readQueueCursor) : null;
  const { rows } = await db.execute<Row>(sql`
    with targets as (
      select target_type, target_id, count(*)::int as report_count, min(created_at) as first_at
      from content_reports where status = 'open'
      group by target_type, target_id
    ), page as (
      select * from targets t
      ${after ? sql`where t.report_count < ${after.c}
        or (t.report_count = ${after.c} and (t.first_at, t.target_type, t.target_id) > (${after.t}::timestamptz, ${after.y}, ${after.i}::uuid))` : sql``}
      order by t.report_count desc, t.first_at, t.target_type, t.target_id
      limit ${limit + 1}
    )
    select t.target_type, t.target_id, t.report_count, ${isoTime("t.first_at")} as first_reported_at, ${cursorTime("t.first_at")} as cursor_time,
      (select count(*)::int from targets) as total,
      rp.items as reports,
      ${contentColumns}
    from page t
    ${contentJoins}
    left join lateral (
      select json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'createdAt', ${isoTime("r.created_at")},
                                        'reporter', case when ru.id is null then null
                                                    else json_build_object('username', ru.username, 'name', ru.name) end)
                      order by r.created_at, r.id) as items
      from (select * from content_reports r0
            where r0.status = 'open' and r0.target_type = t.target_type and r0.target_id = t.target_id
            order by r0.created_at, r0.id limit ${REPORTS_PER_TARGET}) r
      left join users ru on ru.id = r.reporter_id and ru.deleted_at is null
    ) rp on true
    order by t.report_count desc, t.first_at, t.target_type, t.target_id`);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : null;
  // The total counts every target with open reports, also when this page is past the last one.
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await db.execute<Row>(sql`select count(distinct (target_type, target_id))::int as n from content_reports where status = 'open'`)).rows[0]?.n ?? 0);
  return {
    items: page.map(toItem),
    total,
    nextCursor: last
      ? encodeCursor({ c: Number(last.report_count), t: String(last.cursor_time), y: last.target_type as ReportTargetType, i: String(last.target_id) } satisfies QueueCursor)
      : null,
  };
}

/** Where an actioned page ended: when the action was taken (cursor time), the target's type and id. */
interface ActionedCursor {
  t: string;
  y: ReportTargetType;
  i: string;
}

function readActionedCursor(value: unknown): ActionedCursor | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  return typeof v.t === "string" && PG_TIME.test(v.t) && typeof v.y === "string" && TARGET_TYPES.includes(v.y) && typeof v.i === "string" && isUuid(v.i)
    ? { t: v.t, y: v.y as ReportTargetType, i: v.i }
    : null;
}

/**
 * The queue's "Actioned" view: hidden posts and comments and banned members, the most recent
 * action first, each with what it is (the same shape as the queue's items, without open reports),
 * so that Restore and Lift ban stay reachable after Hide and Ban closed the reports.
 */
export async function actionedItems(db: Database, o: { limit?: number; cursor?: string | null } = {}): Promise<ActionedPage> {
  const limit = o.limit ?? MODERATION_PAGE_SIZE;
  const after = o.cursor ? decodeCursor(o.cursor, readActionedCursor) : null;
  const { rows } = await db.execute<Row>(sql`
    with acted as (
      select 'post'::text as target_type, id as target_id, hidden_at as at from posts where hidden_at is not null
      union all
      select 'comment', id, hidden_at from comments where hidden_at is not null
      union all
      select 'user', id, banned_at from users where banned_at is not null and deleted_at is null
    ), t as (
      select * from acted
      ${after ? sql`where (acted.at, acted.target_type, acted.target_id) < (${after.t}::timestamptz, ${after.y}, ${after.i}::uuid)` : sql``}
      order by acted.at desc, acted.target_type desc, acted.target_id desc
      limit ${limit + 1}
    )
    select t.target_type, t.target_id, 0 as report_count, ${isoTime("t.at")} as first_reported_at, ${cursorTime("t.at")} as cursor_time,
      null::json as reports, ${contentColumns}
    from t
    ${contentJoins}
    order by t.at desc, t.target_type desc, t.target_id desc`);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : null;
  return {
    items: page.map((r) => ({ ...toItem(r), actionedAt: String(r.first_reported_at) })),
    nextCursor: last ? encodeCursor({ t: String(last.cursor_time), y: last.target_type as ReportTargetType, i: String(last.target_id) } satisfies ActionedCursor) : null,
  };
}

/**
 * What the audit log's moderation entries are about, by name: a post's title, a comment's first
 * words, a member's @username (or name). Keyed by the entry's target ("post:{id}"...) and, for
 * the members named in details (userId, authorId), "user:{id}". Gone targets have no label.
 */
export async function auditSubjects(db: Database, entries: { target: string; details: unknown }[]): Promise<Record<string, string>> {
  const ids: Record<ReportTargetType, Set<string>> = { post: new Set(), comment: new Set(), user: new Set() };
  for (const e of entries) {
    const [type, id] = e.target.split(":");
    if ((type === "post" || type === "comment" || type === "user") && id && isUuid(id)) ids[type].add(id);
    const d = (e.details ?? {}) as Record<string, unknown>;
    for (const key of ["userId", "authorId"]) if (typeof d[key] === "string" && isUuid(d[key])) ids.user.add(d[key]);
  }
  const list = (set: Set<string>) => sql`array[${sql.join([...set].map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;
  const parts: SQL[] = [];
  if (ids.post.size) parts.push(sql`select 'post:' || id as key, '"' || title || '"' as label from posts where id = any(${list(ids.post)})`);
  if (ids.comment.size) parts.push(sql`select 'comment:' || id, '"' || left(content, 60) || case when length(content) > 60 then '…' else '' end || '"' from comments where id = any(${list(ids.comment)})`);
  if (ids.user.size) parts.push(sql`select 'user:' || id, coalesce('@' || username, name, 'a member without a name') from users where id = any(${list(ids.user)}) and deleted_at is null`);
  if (!parts.length) return {};
  const { rows } = await db.execute<Row>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [String(r.key), String(r.label)]));
}

function toItem(r: Row): ModerationItem {
  const type = r.target_type as ReportTargetType;
  const author: ReportedAuthor | null = r.author_id
    ? {
        id: String(r.author_id),
        username: (r.author_username as string | null) ?? null,
        name: (r.author_name as string | null) ?? null,
        banned: r.author_banned === true,
      }
    : null;
  let content: ReportedContent | null = null;
  if (author && type === "post" && r.post_title !== null) {
    content = {
      kind: "post",
      title: String(r.post_title),
      description: String(r.post_description ?? ""),
      author,
      hidden: r.post_hidden === true,
      postId: String(r.target_id),
      editedAt: (r.post_edited_at as string | null) ?? null,
    };
  } else if (author && type === "comment" && r.comment_content !== null) {
    content = {
      kind: "comment",
      content: String(r.comment_content),
      author,
      hidden: r.comment_hidden === true,
      postId: String(r.comment_post_id),
      editedAt: (r.comment_edited_at as string | null) ?? null,
    };
  } else if (author && type === "user") {
    content = { kind: "user", author };
  }
  return {
    targetType: type,
    targetId: String(r.target_id),
    content,
    reportCount: Number(r.report_count),
    firstReportedAt: String(r.first_reported_at),
    reports: ((r.reports as Row[] | null) ?? []).map((x) => ({
      id: String(x.id),
      reason: x.reason as ModerationItem["reports"][number]["reason"],
      details: String(x.details ?? ""),
      reporter: (x.reporter as { username: string | null; name: string | null } | null) ?? null,
      createdAt: String(x.createdAt),
    })),
  };
}

const CONTENT_TABLE = { post: sql.raw("posts"), comment: sql.raw("comments") } as const;

const missingTarget = (type: ReportTargetType) =>
  notFound(type === "user" ? "This member doesn't exist." : `This ${type} doesn't exist or has been removed.`, `${type}_not_found`);

/** The author of a post or comment (locked), or the member; 404 when gone. */
async function lockTarget(tx: Transaction, type: ReportTargetType, id: string) {
  const query =
    type === "user"
      ? sql`select id as author_id, null::timestamptz as hidden_at from users where id = ${id} and deleted_at is null for update`
      : sql`select user_id as author_id, hidden_at from ${CONTENT_TABLE[type]} where id = ${id} for update`;
  const { rows } = await tx.execute<Row>(query);
  if (!rows[0]) throw missingTarget(type);
  return { authorId: String(rows[0].author_id), hidden: rows[0].hidden_at !== null };
}

async function closeReports(tx: Transaction, type: ReportTargetType, id: string, status: "dismissed" | "actioned", actorId: string) {
  const { rows } = await tx.execute<Row>(sql`
    update content_reports set status = ${status}, resolved_by = ${actorId}, resolved_at = now()
    where target_type = ${type} and target_id = ${id} and status = 'open'
    returning id`);
  return rows.length;
}

/** Runs one moderator action (see the top of this file). */
export async function moderate(env: Env, db: Database, actorId: string, input: ModerationActionInput): Promise<ModerationResult> {
  const { targetType: type, targetId: id, action } = input;
  if (action === "hide" && type === "user") throw badRequest("A member cannot be hidden: ban them instead.", "invalid_action");
  const result = await adminTransaction(db, actorId, async (tx) => {
    const target = await lockTarget(tx, type, id);
    let changed = false;
    let audit: AuditAction;
    let reportStatus: "dismissed" | "actioned";
    const details: Record<string, unknown> = { targetType: type };
    if (action === "dismiss") {
      audit = "report.dismiss";
      reportStatus = "dismissed";
    } else if (action === "hide" || (action === "restore" && type !== "user")) {
      const hide = action === "hide";
      const { rows } = await tx.execute<Row>(sql`
        update ${CONTENT_TABLE[type as "post" | "comment"]} set hidden_at = ${hide ? sql`now()` : sql`null`}
        where id = ${id} and ${hide ? sql`hidden_at is null` : sql`hidden_at is not null`} returning id`);
      changed = rows.length > 0;
      audit = hide ? "content.hide" : "content.restore";
      reportStatus = hide ? "actioned" : "dismissed";
      details.authorId = target.authorId;
    } else {
      // ban, or restore of a member: the member is the target or the content's author.
      const userId = target.authorId;
      if (userId === actorId) throw badRequest("You cannot ban yourself.", "cannot_ban_self");
      const ban = action === "ban";
      const { rows } = await tx.execute<Row>(sql`
        update users set banned_at = ${ban ? sql`now()` : sql`null`}, updated_at = now()
        where id = ${userId} and deleted_at is null and ${ban ? sql`banned_at is null` : sql`banned_at is not null`} returning id`);
      changed = rows.length > 0;
      audit = ban ? "user.ban" : "user.unban";
      reportStatus = ban ? "actioned" : "dismissed";
      details.userId = userId;
      // Signed out everywhere at once; they may sign in again to export or delete their data.
      if (ban) await revokeSessions(env, tx, { userId });
    }
    const reportsClosed = await closeReports(tx, type, id, reportStatus, actorId);
    await recordAudit(tx, audit, `${type}:${id}`, { ...details, changed, reportsClosed });
    return { changed, reportsClosed };
  });
  return { targetType: type, targetId: id, action, ...result };
}
