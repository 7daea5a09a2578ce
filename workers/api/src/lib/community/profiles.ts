/**
 * A member's public profile: their name, username and join date, the routines they shared and
 * their visible posts. Nothing private (email, skin profile, skin feeling, private routines) is
 * read here; scores come from the shared view. Unknown, deleted and banned members are missing.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@db/client";
import { overallScore } from "@core/evaluation/score";
import { MAX_USERNAME_LENGTH } from "@core/usernames";
import type { ProfilePage, ProfileRoutine, PublicProfile } from "@core/api/profiles";
import { notFound } from "../errors";
import type { FeedRoutine } from "@core/api/community";
import { loadFeed, type FeedViewer } from "./feed";
import { publicMember } from "./visibility";
import { isoTime } from "../sql-time";

type Row = Record<string, unknown>;

export const PROFILE_ROUTINES = 30;
export const PROFILE_POSTS = 20;

const missing = () => notFound("This member doesn't exist.", "user_not_found");

async function findMember(db: Database, username: string): Promise<PublicProfile> {
  const wanted = username.trim();
  if (!wanted || wanted.length > MAX_USERNAME_LENGTH) throw missing();
  const { rows } = await db.execute<Row>(sql`
    select u.id, u.username, u.name, ${isoTime("u.created_at")} as joined_at
    from users u where lower(u.username) = lower(${wanted}) and ${publicMember("u")}`);
  const row = rows[0];
  if (!row) throw missing();
  return { id: String(row.id), username: String(row.username), name: (row.name as string | null) ?? null, joinedAt: String(row.joined_at) };
}

async function sharedRoutines(db: Database, userId: string): Promise<ProfileRoutine[]> {
  const { rows } = await db.execute<Row>(sql`
    select s.id, s.name, s.goal, s.skin_type, ${isoTime("s.created_at")} as created_at,
      (select count(*)::int from stack_products sp where sp.stack_id = s.id and sp.routine = 'morning') as morning_count,
      (select count(*)::int from stack_products sp where sp.stack_id = s.id and sp.routine = 'night') as night_count,
      ev.c, ev.ef, ev.sa, ev.iq, ev.rb
    from stacks s
    left join lateral (
      select e.shared_completeness_score as c, e.shared_effectiveness_score as ef, e.shared_safety_score as sa,
        e.shared_ingredient_quality_score as iq, e.shared_routine_balance_score as rb
      from evaluations e where e.stack_id = s.id order by e.created_at desc limit 1
    ) ev on true
    where s.user_id = ${userId} and s.is_public
    order by s.created_at desc, s.id desc
    limit ${PROFILE_ROUTINES}`);
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    goal: String(r.goal),
    skinType: String(r.skin_type),
    createdAt: String(r.created_at),
    morningCount: Number(r.morning_count),
    nightCount: Number(r.night_count),
    overallScore:
      r.c === null || r.c === undefined
        ? null
        : overallScore({
            completenessScore: Number(r.c),
            effectivenessScore: Number(r.ef),
            safetyScore: Number(r.sa),
            ingredientQualityScore: Number(r.iq),
            routineBalanceScore: Number(r.rb),
          }),
  }));
}

export async function loadProfilePage(db: Database, username: string, viewer: FeedViewer): Promise<ProfilePage<FeedRoutine>> {
  const member = await findMember(db, username);
  const routines = await sharedRoutines(db, member.id);
  const { posts } = await loadFeed(db, { viewer, sort: "recent", limit: PROFILE_POSTS, authorId: member.id });
  return { profile: member, routines, posts };
}

/**
 * Whether anything of the member's shows on a guest page besides a profile: a post, a comment or a public routine
 * (hidden ones included: they may come back). A change of name or username of a member with none of these and no
 * username changes no guest page, so it keeps the guest pages' cache (ADR 0083, ADR 0084).
 */
export async function hasContentGuestsSee(db: Database, userId: string): Promise<boolean> {
  const { rows } = await db.execute<{ shown: boolean }>(sql`
    select exists (select 1 from posts where user_id = ${userId})
        or exists (select 1 from comments where user_id = ${userId})
        or exists (select 1 from stacks where user_id = ${userId} and is_public) as shown`);
  return rows[0]?.shown === true;
}
