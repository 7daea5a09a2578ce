/**
 * Who sees moderated content, as SQL conditions: one place for the rule. A post or comment a
 * moderator hid, or one whose author is banned, is gone for everyone but its author (who sees it
 * marked hidden). `viewer` is an SQL expression for the reader's user id (null for a guest).
 * posts.comment_count, kept by triggers, counts by the same rule (migration 0010, ADR 0022).
 */
import { sql, type SQL } from "drizzle-orm";
import type { FeedFilter } from "@core/schemas/community";

const bannedAuthor = (authorColumn: SQL) => sql`exists (select 1 from users bu where bu.id = ${authorColumn} and bu.banned_at is not null)`;

/** Posts or comments (alias `alias`, with user_id and hidden_at) that only their author sees. */
export function hiddenFromOthers(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.hidden_at is not null or ${bannedAuthor(sql`${a}.user_id`)})`;
}

/** Posts or comments (alias `alias`, with user_id and hidden_at) the viewer may see. */
export function visibleContent(alias: string, viewer: SQL): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.user_id is not distinct from ${viewer} or not ${hiddenFromOthers(alias)})`;
}

/** Members whose public pages and shared routines others may see: not deleted, not banned. */
export function publicMember(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.deleted_at is null and ${a}.banned_at is null)`;
}

/**
 * Routines (alias `alias`, a row of stacks) that others may see: shared by an owner whose pages
 * others may see. A banned member's public routines vanish for everyone else, everywhere (the
 * routine page, its evaluations, share images, the public list, profiles and feeds: ADR 0029).
 */
export function sharedRoutine(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.is_public and exists (select 1 from users ro where ro.id = ${a}.user_id and ${publicMember("ro")}))`;
}

/** The feed's goal and skin-type filters on the routine `stackColumn` names (conditions, possibly none). */
export function routineFilter(routineColumn: SQL, filter: FeedFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.goal) conditions.push(sql`exists (select 1 from stacks fs where fs.id = ${routineColumn} and fs.goal = ${filter.goal})`);
  if (filter.skinType) conditions.push(sql`exists (select 1 from stacks fs where fs.id = ${routineColumn} and fs.skin_type = ${filter.skinType})`);
  return conditions;
}

/** `where a and b ...`, or nothing. */
export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * Notifications (alias `alias`) their addressee still sees: not about a comment a moderator hid,
 * not from a banned member.
 */
export function visibleNotification(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(not exists (select 1 from comments hc where hc.id = ${a}.comment_id and hc.hidden_at is not null)
    and not ${bannedAuthor(sql`${a}.actor_id`)})`;
}
