/**
 * Authors changing what they wrote: a post's title and description, a comment's text. Only the
 * author's own rows match, so someone else's post or comment reads as missing (null). edited_at
 * moves only when the text really changed, so saving unchanged text adds no "edited" mark.
 * Edits are limited per user (lib/rate-limit), counted in the edit's own transaction.
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "@db/client";
import type { EditCommentResponse, EditPostResponse } from "@core/api/community";
import type { EditPostInput } from "@core/schemas/community";
import type { ApiError } from "../errors";
import { enforceRateLimit } from "../rate-limit";
import { isoTime, isoTimeOrNull } from "../sql-time";
import { commentFromRow } from "./feed";

type Row = Record<string, unknown>;

/**
 * One of `userId`'s edits, counted against `limit` in the same transaction: an edit refused by
 * the limit, or of a missing or someone else's row (`missing`), counts nothing and changes nothing.
 */
export async function limitedOwnEdit<T>(
  db: Database,
  userId: string,
  limit: "postEdits" | "commentEdits",
  missing: () => ApiError,
  edit: (tx: Transaction) => Promise<T | null>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await enforceRateLimit(tx, limit, userId);
    const edited = await edit(tx);
    if (!edited) throw missing();
    return edited;
  });
}

export async function editOwnPost(db: Database | Transaction, userId: string, postId: string, input: EditPostInput): Promise<EditPostResponse["post"] | null> {
  const title = input.title ?? null;
  const description = input.description ?? null;
  const { rows } = await db.execute<Row>(sql`
    update posts p set
      title = coalesce(${title}::text, p.title),
      description = coalesce(${description}::text, p.description),
      edited_at = case
        when coalesce(${title}::text, p.title) is distinct from p.title
          or coalesce(${description}::text, p.description) is distinct from p.description then now()
        else p.edited_at end
    where p.id = ${postId} and p.user_id = ${userId}
    returning p.id, p.title, p.description, ${isoTimeOrNull("p.edited_at")} as edited_at`);
  const row = rows[0];
  if (!row) return null;
  return { id: String(row.id), title: String(row.title), description: String(row.description), editedAt: (row.edited_at as string | null) ?? null };
}

export async function editOwnComment(
  db: Database | Transaction,
  userId: string,
  postId: string,
  commentId: string,
  content: string,
): Promise<EditCommentResponse["comment"] | null> {
  const { rows } = await db.execute<Row>(sql`
    with updated as (
      update comments c set
        content = ${content},
        edited_at = case when c.content is distinct from ${content} then now() else c.edited_at end
      where c.id = ${commentId} and c.post_id = ${postId} and c.user_id = ${userId}
      returning c.*
    )
    select u2.id, u2.post_id, u2.content, u2.user_id, ${isoTime("u2.created_at")} as created_at, ${isoTimeOrNull("u2.edited_at")} as edited_at,
      coalesce(u.name, u.username) as name, u.username
    from updated u2 join users u on u.id = u2.user_id`);
  const row = rows[0];
  if (!row) return null;
  return { ...commentFromRow(row), postId: String(row.post_id) };
}
