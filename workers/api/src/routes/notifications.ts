/**
 * The signed-in user's notifications. Someone else's notification answers
 * exactly like a missing one: 404.
 *
 * - GET    /api/notifications?cursor=&limit=   {notifications, nextCursor}, newest first
 * - GET    /api/notifications/unread-count     {count}
 * - PUT    /api/notifications/mark-all-read    {updated, message}
 * - GET    /api/notifications/{id}             {notification}
 * - PUT    /api/notifications/{id}/read        {notification, message}
 * - DELETE /api/notifications/{id}             {id, message}
 *
 * A notification: {id, type: 'like'|'comment', message, isRead, createdAt, postId, stackId,
 * post: {id, stackId} | null, actor: {name, username} | null}. stackId is where clicking it leads.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { Database } from "@db/client";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { isUuid } from "@core/ids";
import { cursorParam, limitParam, queryParams } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { decodeTimeCursor, encodeCursor } from "../lib/cursor";

export const NOTIFICATIONS_PAGE_SIZE = 20;

const ListQuerySchema = v.object({
  limit: limitParam(50),
  cursor: cursorParam,
});

type Row = Record<string, unknown>;

const missing = () => notFound("This notification doesn't exist.", "notification_not_found");

const selectColumns = sql`n.id, n.type, n.message, n.is_read, n.post_id, p.stack_id,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time,
  a.id as actor_id, coalesce(a.name, a.username) as actor_name, a.username as actor_username`;

const joins = sql`left join posts p on p.id = n.post_id left join users a on a.id = n.actor_id`;

export function serializeNotification(r: Row) {
  const postId = r.post_id ? String(r.post_id) : null;
  const stackId = r.stack_id ? String(r.stack_id) : null;
  return {
    id: String(r.id),
    type: String(r.type),
    message: String(r.message),
    isRead: r.is_read === true,
    createdAt: String(r.created_at),
    postId,
    stackId,
    post: postId ? { id: postId, stackId } : null,
    actor: r.actor_id ? { name: (r.actor_name as string | null) ?? null, username: (r.actor_username as string | null) ?? null } : null,
  };
}

async function ownNotification(db: Database, id: string, userId: string) {
  if (!isUuid(id)) throw missing();
  const { rows } = await db.execute<Row>(sql`select ${selectColumns} from notifications n ${joins}
    where n.id = ${id} and n.user_id = ${userId}`);
  if (!rows[0]) throw missing();
  return rows[0];
}

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const query = queryParams(c, ListQuerySchema);
    const limit = query.limit ?? NOTIFICATIONS_PAGE_SIZE;
    const after = query.cursor ? decodeTimeCursor(query.cursor) : null;
    const { rows } = await c.get("db").execute<Row>(sql`
      select ${selectColumns} from notifications n ${joins}
      where n.user_id = ${c.get("user").id}
        ${after ? sql`and (n.created_at, n.id) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``}
      order by n.created_at desc, n.id desc
      limit ${limit + 1}`);
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page[page.length - 1] : null;
    return c.json({
      notifications: page.map(serializeNotification),
      nextCursor: last ? encodeCursor({ t: String(last.cursor_time), i: String(last.id) }) : null,
    });
  })
  .get("/unread-count", async (c) => {
    const { rows } = await c
      .get("db")
      .execute<Row>(sql`select count(*)::int as count from notifications where user_id = ${c.get("user").id} and not is_read`);
    return c.json({ count: Number(rows[0]?.count ?? 0) });
  })
  .put("/mark-all-read", async (c) => {
    const { rows } = await c.get("db").execute<Row>(sql`
      with updated as (update notifications set is_read = true where user_id = ${c.get("user").id} and not is_read returning 1)
      select count(*)::int as n from updated`);
    return c.json({ updated: Number(rows[0]?.n ?? 0), message: "All notifications marked as read" });
  })
  .get("/:id", async (c) => {
    return c.json({ notification: serializeNotification(await ownNotification(c.get("db"), c.req.param("id"), c.get("user").id)) });
  })
  .put("/:id/read", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw missing();
    const db = c.get("db");
    const { rows } = await db.execute<Row>(sql`
      with updated as (
        update notifications set is_read = true where id = ${id} and user_id = ${c.get("user").id} returning *
      )
      select ${selectColumns} from updated n ${joins}`);
    if (!rows[0]) throw missing();
    return c.json({ notification: serializeNotification(rows[0]), message: "Notification marked as read" });
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw missing();
    const { rows } = await c
      .get("db")
      .execute<Row>(sql`delete from notifications where id = ${id} and user_id = ${c.get("user").id} returning id`);
    if (!rows[0]) throw missing();
    return c.json({ id, message: "Notification deleted" });
  });
