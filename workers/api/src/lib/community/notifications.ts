/**
 * Read side of notifications: one notification as the api sends it, and the notifications page's
 * groups (the like notifications of one post form one group; every other notification stands
 * alone), keyset-paged by the group's newest notification.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import type { NotificationGroup, NotificationGroupsPage, NotificationItem, PublicUser } from "@core/api/community";
import { EXCERPT_MAX, excerpt } from "@core/notification-text";
import { decodeTimeCursor, encodeCursor } from "../cursor";
import { visibleNotification } from "./visibility";
import { cursorTime, isoTime } from "../sql-time";

type Row = Record<string, unknown>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationColumns = sql`n.id, n.type, n.message, n.is_read, n.post_id, n.comment_id, p.stack_id, p.title as post_title,
  ${isoTime("n.created_at")} as created_at, ${cursorTime("n.created_at")} as cursor_time,
  a.id as actor_id, coalesce(a.name, a.username) as actor_name, a.username as actor_username`;

export const notificationJoins = sql`left join posts p on p.id = n.post_id left join users a on a.id = n.actor_id`;

const typeOf = (value: unknown): NotificationItem["type"] => (value === "like" ? "like" : "comment");

export function serializeNotification(r: Row): NotificationItem {
  const postId = r.post_id ? String(r.post_id) : null;
  const routineId = r.stack_id ? String(r.stack_id) : null;
  return {
    id: String(r.id),
    type: typeOf(r.type),
    message: String(r.message),
    isRead: r.is_read === true,
    createdAt: String(r.created_at),
    postId,
    stackId: routineId,
    commentId: r.comment_id ? String(r.comment_id) : null,
    post: postId ? { id: postId, stackId: routineId } : null,
    postTitle: typeof r.post_title === "string" ? r.post_title : null,
    actor: r.actor_id ? { name: (r.actor_name as string | null) ?? null, username: (r.actor_username as string | null) ?? null } : null,
  };
}

/** Likes of one post share a group; anything else is its own group. */
const groupKey = sql`case when n.type = 'like' and n.post_id is not null then 'like:' || n.post_id::text else n.id::text end`;

export async function loadNotificationGroups(db: Database, userId: string, limit: number, cursor: string | null): Promise<NotificationGroupsPage> {
  const after = cursor ? decodeTimeCursor(cursor) : null;
  const { rows } = await db.execute<Row>(sql`
    with mine as (
      select n.*, ${groupKey} as group_key from notifications n where n.user_id = ${userId} and ${visibleNotification("n")}
    ), groups as (
      select m.group_key, count(*)::int as total, count(distinct m.actor_id)::int as actor_count, bool_and(m.is_read) as all_read
      from mine m group by m.group_key
    ), ranked as (
      select g.*, newest.id as newest_id, newest.created_at as newest_at
      from groups g
      cross join lateral (
        select m.id, m.created_at from mine m where m.group_key = g.group_key order by m.created_at desc, m.id desc limit 1
      ) newest
    )
    select r.newest_id as id, r.total, r.actor_count, r.all_read, n.type, n.message, n.post_id, n.comment_id,
      p.title as post_title, left(c.content, ${EXCERPT_MAX * 2}) as comment_text, ac.actors,
      ${isoTime("r.newest_at")} as created_at, ${cursorTime("r.newest_at")} as cursor_time
    from ranked r
    join notifications n on n.id = r.newest_id
    left join posts p on p.id = n.post_id
    left join comments c on c.id = n.comment_id
    left join lateral (
      select json_agg(json_build_object('name', x.name, 'username', x.username) order by x.at desc) as actors
      from (
        select coalesce(u.name, u.username) as name, u.username, max(m.created_at) as at
        from mine m join users u on u.id = m.actor_id
        where m.group_key = r.group_key
        group by u.id
        order by at desc
        limit 2
      ) x
    ) ac on true
    ${after ? sql`where (r.newest_at, r.newest_id) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``}
    order by r.newest_at desc, r.newest_id desc
    limit ${limit + 1}`);
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : null;
  return {
    groups: page.map(toGroup),
    nextCursor: last ? encodeCursor({ t: String(last.cursor_time), i: String(last.id) }) : null,
  };
}

function toGroup(r: Row): NotificationGroup {
  const actors = Array.isArray(r.actors) ? (r.actors as PublicUser[]) : [];
  return {
    id: String(r.id),
    type: typeOf(r.type),
    postId: r.post_id ? String(r.post_id) : null,
    commentId: r.comment_id ? String(r.comment_id) : null,
    postTitle: typeof r.post_title === "string" ? r.post_title : null,
    commentExcerpt: typeof r.comment_text === "string" ? excerpt(r.comment_text) : null,
    message: String(r.message),
    createdAt: String(r.created_at),
    isRead: r.all_read === true,
    count: Number(r.total),
    actorCount: Number(r.actor_count),
    actors: actors.map((a) => ({ name: a.name ?? null, username: a.username ?? null })),
  };
}

/**
 * Marks a notification read; with `wholeGroup`, also every other like notification of the same
 * post (the page shows them as one line). Null when the notification is not the user's.
 */
export async function markNotificationRead(db: Database, userId: string, id: string, wholeGroup: boolean): Promise<NotificationItem | null> {
  const { rows } = await db.execute<Row>(sql`
    with target as (
      select id, type, post_id from notifications where id = ${id} and user_id = ${userId}
    ), updated as (
      update notifications n set is_read = true
      from target t
      where n.user_id = ${userId}
        and (n.id = t.id or (${wholeGroup}::boolean and t.type = 'like' and n.type = 'like' and n.post_id = t.post_id))
      returning n.*
    )
    select ${notificationColumns} from updated n ${notificationJoins} where n.id = ${id}`);
  return rows[0] ? serializeNotification(rows[0]) : null;
}
