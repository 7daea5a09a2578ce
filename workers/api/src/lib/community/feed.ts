/**
 * Read side of the community: the post feed and the public routine list, each built by ONE SQL
 * statement whatever the page size (lateral subqueries per row of the page). For a signed-in reader
 * the feed statement also checks the session (FeedViewer), so GET /api/posts is one query in all.
 *
 * Pagination is by keyset cursor. Cursors carry the row's created_at as PostgreSQL text with
 * microseconds (a JS Date would round them and skip or repeat rows) and are opaque to clients.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import { prepared } from "@db/prepared-statements";
import { overallScore } from "@core/evaluation/score";
import type { CommentsPage, FeedComment, FeedPage, FeedPost, FeedRoutine, PublicRoutine, PublicRoutinesPage } from "@core/api/community";
import type { EvaluationScores } from "@core/api/evaluation-history";
import { decodeLikesCursor, decodeTimeCursor, encodeCursor } from "../cursor";
import type { FeedFilter } from "@core/schemas/community";
import { hiddenFromOthers, publicMember, routineFilter, visibleContent, whereAll } from "./visibility";
import { cursorTime, isoTime, isoTimeOrNull } from "../sql-time";
import { liveViewerId, type ViewerClaims } from "./viewer";

export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_PAGE_SIZE = 50;
/** The newest comments embedded per post; the rest through GET /api/posts/{id}/comments. */
export const COMMENTS_PER_POST = 20;
export const COMMENTS_PAGE_SIZE = 50;

export type FeedSort = "recent" | "most-liked";


type Json = Record<string, unknown>;

function scores(e: Json | null): EvaluationScores | null {
  if (!e) return null;
  const five = {
    completenessScore: Number(e.completenessScore),
    effectivenessScore: Number(e.effectivenessScore),
    safetyScore: Number(e.safetyScore),
    ingredientQualityScore: Number(e.ingredientQualityScore),
    routineBalanceScore: Number(e.routineBalanceScore),
  };
  return { ...five, overallScore: overallScore(five) };
}

function routineSummary(row: Json): FeedRoutine {
  const products = ((row.products as Json[] | null) ?? []).map((p) => ({
    id: String(p.id),
    name: String(p.name),
    brand: String(p.brand ?? ""),
    productType: String(p.productType ?? ""),
    order: Number(p.order),
    routine: String(p.routine),
  }));
  const pick = (routine: string) => products.filter((p) => p.routine === routine).map(({ routine: _r, ...p }) => p);
  const evaluation = scores(row.evaluation as Json | null);
  return {
    id: String(row.stack_id),
    name: String(row.stack_name),
    goal: String(row.stack_goal),
    secondaryGoals: (row.stack_secondary_goals as string[] | null) ?? [],
    skinType: String(row.stack_skin_type),
    status: String(row.stack_status),
    createdAt: String(row.stack_created_at),
    morningProducts: pick("morning"),
    nightProducts: pick("night"),
    evaluation,
    overallScore: evaluation ? Math.round(evaluation.overallScore) : 0,
  };
}

/* ---------------------------------------------------------------- shared lateral parts */

/** Product summaries of stack `s` as one JSON array, ordered by routine and position. */
const productsLateral = sql`left join lateral (
    select json_agg(json_build_object('id', sp.id, 'name', sp.name, 'brand', sp.brand, 'productType', sp.product_type,
                                      'order', sp.position, 'routine', sp.routine) order by sp.routine, sp.position) as products
    from stack_products sp where sp.stack_id = s.id
  ) prod on true`;

/**
 * The latest evaluation's five scores of stack `s`, as JSON: as everyone sees them (the shared
 * scores, migration 0012), since the feed and the public list are public surfaces.
 */
const evaluationLateral = sql`left join lateral (
    select json_build_object('completenessScore', e.shared_completeness_score,
                             'effectivenessScore', e.shared_effectiveness_score,
                             'safetyScore', e.shared_safety_score,
                             'ingredientQualityScore', e.shared_ingredient_quality_score,
                             'routineBalanceScore', e.shared_routine_balance_score) as evaluation
    from evaluations e where e.stack_id = s.id order by e.created_at desc limit 1
  ) ev on true`;

const routineColumns = sql`s.id as stack_id, s.name as stack_name, s.goal as stack_goal, s.secondary_goals as stack_secondary_goals,
  s.skin_type as stack_skin_type, s.status as stack_status, ${isoTime(sql`s.created_at`)} as stack_created_at,
  prod.products, ev.evaluation`;

/* ---------------------------------------------------------------- the post feed */

/**
 * Who is reading: the session token's claims. The statement itself checks that the session is live
 * (./viewer), so a signed-in feed costs one statement and no separate session lookup; a dead
 * session reads like a guest.
 */
export type FeedViewer = ViewerClaims;

export interface FeedOptions {
  viewer: FeedViewer;
  sort: FeedSort;
  limit: number;
  cursor?: string | null;
  /** Only this post (GET /api/posts/{id}). */
  postId?: string;
  /** Only posts about routines with this goal and skin type. */
  filter?: FeedFilter;
  /** Only this member's posts (their profile page). */
  authorId?: string;
}

/** One page of the feed in one statement; nextCursor is null on the last page. */
export async function loadFeed(db: Database, o: FeedOptions): Promise<FeedPage> {
  const take = o.limit + 1;
  // Hidden posts and those of banned members are left out for all but their author (./visibility).
  const seen = [visibleContent("p", sql`(select user_id from viewer)`), ...routineFilter(sql`p.stack_id`, o.filter ?? {})];
  if (o.authorId) seen.push(sql`p.user_id = ${o.authorId}`);
  let page: SQL;
  if (o.postId) {
    page = sql`select p.* from posts p ${whereAll([sql`p.id = ${o.postId}`, ...seen])}`;
  } else if (o.sort === "most-liked") {
    const after = o.cursor ? decodeLikesCursor(o.cursor) : null;
    // like_count is kept by triggers (migration 0005) and indexed with created_at and id.
    page = sql`select p.* from posts p
      ${whereAll([...(after ? [sql`(p.like_count, p.created_at, p.id) < (${after.l}, ${after.t}::timestamptz, ${after.i}::uuid)`] : []), ...seen])}
      order by p.like_count desc, p.created_at desc, p.id desc
      limit ${take}`;
  } else {
    const after = o.cursor ? decodeTimeCursor(o.cursor) : null;
    page = sql`select p.* from posts p
      ${whereAll([...(after ? [sql`(p.created_at, p.id) < (${after.t}::timestamptz, ${after.i}::uuid)`] : []), ...seen])}
      order by p.created_at desc, p.id desc
      limit ${take}`;
  }
  const viewer = sql`select ${liveViewerId(o.viewer)} as user_id`;

  // comment_count is kept by triggers and counts what others can see (migration 0010); the reader's
  // own hidden comments, which they alone see, are added so that the count matches their thread
  // (a guest has none).
  const commentCount = o.viewer
    ? sql`page.comment_count + (select count(*)::int from comments oc
        where oc.post_id = page.id and oc.user_id = (select user_id from viewer) and ${hiddenFromOthers("oc")})`
    : sql`page.comment_count`;
  const result = await db.execute<Json>(prepared(sql`
    with viewer as (${viewer}), page as (${page})
    select page.id, page.title, page.description, page.user_id, ${isoTime(sql`page.created_at`)} as created_at,
      ${isoTimeOrNull(sql`page.edited_at`)} as edited_at,
      ${cursorTime(sql`page.created_at`)} as cursor_time, page.like_count, page.dislike_count,
      ${commentCount} as comment_count,
      coalesce(au.name, au.username) as author_name, au.username as author_username,
      vr.is_like as viewer_reaction, cm.items as comments, ${hiddenFromOthers("page")} as hidden,
      ${routineColumns}
    from page
    join users au on au.id = page.user_id
    join stacks s on s.id = page.stack_id
    left join lateral (
      select r.is_like from reactions r where r.post_id = page.id and r.user_id = (select user_id from viewer)
    ) vr on true
    left join lateral (
      select (select json_agg(json_build_object('id', x.id, 'content', x.content, 'createdAt', x.created_at, 'editedAt', x.edited_at, 'userId', x.user_id,
                                           'user', json_build_object('name', x.name, 'username', x.username), 'hidden', x.hidden) order by x.sort_at, x.id)
         from (select c.id, c.content, c.user_id, c.created_at as sort_at, ${isoTime(sql`c.created_at`)} as created_at,
                      ${isoTimeOrNull(sql`c.edited_at`)} as edited_at,
                      coalesce(cu.name, cu.username) as name, cu.username, ${hiddenFromOthers("c")} as hidden
               from comments c join users cu on cu.id = c.user_id
               where c.post_id = page.id and ${visibleContent("c", sql`(select user_id from viewer)`)} order by c.created_at desc, c.id desc limit ${COMMENTS_PER_POST}) x) as items
    ) cm on true
    ${productsLateral}
    ${evaluationLateral}
    order by ${o.sort === "most-liked" && !o.postId ? sql`page.like_count desc,` : sql``} page.created_at desc, page.id desc`));

  const rows = result.rows;
  const pageRows = rows.slice(0, o.limit);
  const last = rows.length > o.limit ? pageRows[pageRows.length - 1] : null;
  const nextCursor = last
    ? encodeCursor(
        o.sort === "most-liked"
          ? { l: Number(last.like_count), t: String(last.cursor_time), i: String(last.id) }
          : { t: String(last.cursor_time), i: String(last.id) },
      )
    : null;
  const posts = pageRows.map(
    (r): FeedPost => ({
      id: String(r.id),
      title: String(r.title),
      description: String(r.description),
      createdAt: String(r.created_at),
      editedAt: (r.edited_at as string | null) ?? null,
      userId: String(r.user_id),
      user: { name: (r.author_name as string | null) ?? null, username: (r.author_username as string | null) ?? null },
      stackId: String(r.stack_id),
      stack: routineSummary(r),
      likeCount: Number(r.like_count),
      dislikeCount: Number(r.dislike_count),
      viewerReaction: typeof r.viewer_reaction === "boolean" ? r.viewer_reaction : null,
      commentCount: Number(r.comment_count),
      comments: ((r.comments as Json[] | null) ?? []).map(toComment),
      ...(r.hidden === true ? { hidden: true } : {}),
    }),
  );
  return { posts, nextCursor };
}

function toComment(c: Json): FeedComment {
  const user = (c.user as Json | null) ?? {};
  return {
    id: String(c.id),
    content: String(c.content),
    createdAt: String(c.createdAt),
    editedAt: typeof c.editedAt === "string" ? c.editedAt : null,
    userId: String(c.userId),
    user: { name: (user.name as string | null) ?? null, username: (user.username as string | null) ?? null },
    ...(c.hidden === true ? { hidden: true } : {}),
  };
}

/** A comment from a row of `comments` with its author's name and username (times already as text). */
export function commentFromRow(r: Json): FeedComment {
  return toComment({ id: r.id, content: r.content, createdAt: r.created_at, editedAt: r.edited_at, userId: r.user_id, user: { name: r.name, username: r.username }, hidden: r.hidden });
}

/** Comments of one post, oldest first, keyset-paginated; the viewer's own hidden ones only while their session is live. */
export async function loadComments(db: Database, postId: string, limit: number, cursor: string | null, viewer: ViewerClaims): Promise<CommentsPage> {
  const after = cursor ? decodeTimeCursor(cursor) : null;
  const result = await db.execute<Json>(sql`
    select c.id, c.content, c.user_id, ${isoTime(sql`c.created_at`)} as created_at, ${cursorTime(sql`c.created_at`)} as cursor_time,
      ${isoTimeOrNull(sql`c.edited_at`)} as edited_at,
      coalesce(u.name, u.username) as name, u.username, ${hiddenFromOthers("c")} as hidden
    from comments c join users u on u.id = c.user_id
    where c.post_id = ${postId} and ${visibleContent("c", liveViewerId(viewer))}
      ${after ? sql`and (c.created_at, c.id) > (${after.t}::timestamptz, ${after.i}::uuid)` : sql``}
    order by c.created_at, c.id
    limit ${limit + 1}`);
  const rows = result.rows;
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : null;
  return {
    comments: page.map(commentFromRow),
    nextCursor: last ? encodeCursor({ t: String(last.cursor_time), i: String(last.id) }) : null,
  };
}

/* ---------------------------------------------------------------- public routines */

/** Evaluated public stacks, newest first, one statement per page. */
export async function loadPublicRoutines(db: Database, limit: number, cursor: string | null, filter: FeedFilter = {}): Promise<PublicRoutinesPage> {
  const after = cursor ? decodeTimeCursor(cursor) : null;
  const result = await db.execute<Json>(prepared(sql`
    with page as (
      select s.* from stacks s
      where s.is_public and s.status = 'evaluated'
        and exists (select 1 from users su where su.id = s.user_id and ${publicMember("su")})
        ${after ? sql`and (s.created_at, s.id) < (${after.t}::timestamptz, ${after.i}::uuid)` : sql``}
        ${filter.goal ? sql`and s.goal = ${filter.goal}` : sql``}
        ${filter.skinType ? sql`and s.skin_type = ${filter.skinType}` : sql``}
      order by s.created_at desc, s.id desc
      limit ${limit + 1}
    )
    select ${routineColumns}, s.user_id, ${cursorTime(sql`s.created_at`)} as cursor_time,
      coalesce(u.name, u.username) as author_name, u.username as author_username
    from page s
    join users u on u.id = s.user_id
    ${productsLateral}
    ${evaluationLateral}
    order by s.created_at desc, s.id desc`));
  const rows = result.rows;
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page[page.length - 1] : null;
  return {
    routines: page.map((r): PublicRoutine => {
      const summary = routineSummary(r);
      return {
        ...summary,
        userId: String(r.user_id),
        user: { name: (r.author_name as string | null) ?? null, username: (r.author_username as string | null) ?? null },
        evaluations: summary.evaluation ? [summary.evaluation] : [],
      };
    }),
    nextCursor: last ? encodeCursor({ t: String(last.cursor_time), i: String(last.stack_id) }) : null,
  };
}
