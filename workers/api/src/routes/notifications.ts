/**
 * The signed-in user's notifications. Someone else's notification answers
 * exactly like a missing one: 404.
 *
 * - GET    /api/notifications?cursor=&limit=   {notifications, nextCursor}, newest first
 * - GET    /api/notifications/unread-count     {count}
 * - PUT    /api/notifications/mark-all-read    {updated, message}
 * - GET    /api/notifications/grouped?cursor=&limit=   {groups, nextCursor}: the notifications page
 * - GET    /api/notifications/{id}             {notification}
 * - PUT    /api/notifications/{id}/read?scope=one|group   {notification, message}; group: every like of its post
 * - DELETE /api/notifications/{id}             {id, message}
 *
 * Shapes: NotificationItem and NotificationGroup in core/api/community.ts.
 *
 * Notifications about a hidden comment or from a banned member are left out (lib/visibility).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { Database } from "@db/client";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { IdParams } from "@core/schemas/params";
import { cursorParam, limitParam, validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { decodeTimeCursor, encodeCursor } from "../lib/cursor";
import {
  loadNotificationGroups,
  markNotificationRead,
  notificationColumns,
  notificationJoins,
  NOTIFICATIONS_PAGE_SIZE,
  serializeNotification,
} from "../lib/community/notifications";
import { visibleNotification } from "../lib/community/visibility";
import { deleteOwn } from "../lib/community/own-rows";

const ListQuerySchema = v.object({
  limit: limitParam(50),
  cursor: cursorParam,
});

const ReadQuerySchema = v.object({
  scope: v.optional(v.picklist(["one", "group"], "scope must be one or group"), "one"),
});

type Row = Record<string, unknown>;

const missing = () => notFound("This notification doesn't exist.", "notification_not_found");
/** `:id` names a notification: any other shape answers like a missing one (404). */
const notificationParam = validate("param", IdParams, missing);

const selectColumns = notificationColumns;
const joins = notificationJoins;

async function ownNotification(db: Database, id: string, userId: string) {
  const { rows } = await db.execute<Row>(sql`select ${selectColumns} from notifications n ${joins}
    where n.id = ${id} and n.user_id = ${userId}`);
  if (!rows[0]) throw missing();
  return rows[0];
}

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", ListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? NOTIFICATIONS_PAGE_SIZE;
    const after = query.cursor ? decodeTimeCursor(query.cursor) : null;
    const { rows } = await c.get("db").execute<Row>(sql`
      select ${selectColumns} from notifications n ${joins}
      where n.user_id = ${c.get("user").id} and ${visibleNotification("n")}
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
      .execute<Row>(sql`select count(*)::int as count from notifications n where n.user_id = ${c.get("user").id} and not n.is_read and ${visibleNotification("n")}`);
    return c.json({ count: Number(rows[0]?.count ?? 0) });
  })
  .put("/mark-all-read", async (c) => {
    const { rows } = await c.get("db").execute<Row>(sql`
      with updated as (update notifications set is_read = true where user_id = ${c.get("user").id} and not is_read returning 1)
      select count(*)::int as n from updated`);
    return c.json({ updated: Number(rows[0]?.n ?? 0), message: "All notifications marked as read" });
  })
  .get("/grouped", validate("query", ListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await loadNotificationGroups(c.get("db"), c.get("user").id, query.limit ?? NOTIFICATIONS_PAGE_SIZE, query.cursor ?? null));
  })
  .get("/:id", notificationParam, async (c) => {
    return c.json({ notification: serializeNotification(await ownNotification(c.get("db"), c.req.valid("param").id, c.get("user").id)) });
  })
  .put("/:id/read", validate("query", ReadQuerySchema), notificationParam, async (c) => {
    const { id } = c.req.valid("param");
    const { scope } = c.req.valid("query");
    const notification = await markNotificationRead(c.get("db"), c.get("user").id, id, scope === "group");
    if (!notification) throw missing();
    return c.json({ notification, message: "Notification marked as read" });
  })
  .delete("/:id", notificationParam, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteOwn(c.get("db"), "notifications", { id, userId: c.get("user").id }))) throw missing();
    return c.json({ id, message: "Notification deleted" });
  });
