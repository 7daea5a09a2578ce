/**
 * Deleting what a member owns: their posts, comments and notifications. Only the owner's row
 * matches, so someone else's reads as missing (false) and the route answers 404 for both.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";

const OWNED_TABLES = { posts: sql.raw("posts"), comments: sql.raw("comments"), notifications: sql.raw("notifications") } as const;

export async function deleteOwn(
  db: Database,
  table: keyof typeof OWNED_TABLES,
  row: { id: string; userId: string; /** a comment's post */ postId?: string },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    delete from ${OWNED_TABLES[table]}
    where id = ${row.id} and user_id = ${row.userId} ${row.postId ? sql`and post_id = ${row.postId}` : sql``}
    returning id`);
  return rows.length > 0;
}
