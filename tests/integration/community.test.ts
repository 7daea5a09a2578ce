/**
 * The community on real PostgreSQL: concurrent reactions are exact (one row per user and post,
 * enforced by the unique index and the toggle's single transaction), the comment count leaves out
 * what others cannot see even when a ban races other writes, and a feed request costs at most 3
 * SQL queries whatever the page size.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApiHarness } from "../helpers/api-harness";
import { countQueries } from "../helpers/count-queries";
import { verifyThroughOutbox } from "../helpers/verify-email";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;

beforeAll(async () => {
  harness = await startApiHarness("community_it");
  sql = harness.sql;
});
afterAll(async () => {
  await harness?.stop();
});

async function signUp(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const res = await harness.call("/api/auth/signup", { method: "POST", json: { name: tag, email, password: "longenough" } });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  await verifyThroughOutbox((path) => harness.call(path), email);
  return { token: body.token, id: body.user.id };
}

/** A post by `owner` about a stack with an evaluation, arranged directly in the database. */
async function seedPost(ownerId: string, title: string) {
  const { rows: [routine] } = await sql.query(
    "insert into stacks (user_id, name, goal, status) values ($1, 'Routine', 'hydration', 'evaluated') returning id",
    [ownerId],
  );
  await sql.query(
    `insert into stack_products (stack_id, routine, position, name) values ($1, 'morning', 1, 'Cleanser'), ($1, 'night', 1, 'Cream')`,
    [routine.id],
  );
  await sql.query(
    `insert into evaluations (stack_id, job_id, completeness_score, effectiveness_score, safety_score, ingredient_quality_score,
       routine_balance_score, engine_version) values ($1, gen_random_uuid()::text, 7.5, 6.4, 8, 9, 5.5, 'test')`,
    [routine.id],
  );
  const { rows: [post] } = await sql.query("insert into posts (user_id, stack_id, title) values ($1, $2, $3) returning id", [
    ownerId,
    routine.id,
    title,
  ]);
  return { postId: post.id as string, stackId: routine.id as string };
}

const like = (token: string, postId: string, isLike: boolean) =>
  harness.call(`/api/posts/${postId}/like`, { method: "POST", token, json: { isLike } });

async function counts(postId: string) {
  const { rows } = await sql.query(
    `select count(*) filter (where is_like)::int as likes, count(*) filter (where not is_like)::int as dislikes,
            count(*)::int as total, count(distinct user_id)::int as users
     from reactions where post_id = $1`,
    [postId],
  );
  return rows[0] as { likes: number; dislikes: number; total: number; users: number };
}

/**
 * The post's trigger-kept counters, next to the true counts of its rows (comments: those others
 * can see, neither hidden by a moderator nor by a banned member).
 */
async function counters(postId: string) {
  const { rows } = await sql.query(
    `select p.like_count, p.dislike_count, p.comment_count,
            (select count(*) from reactions r where r.post_id = p.id and r.is_like)::int as likes,
            (select count(*) from reactions r where r.post_id = p.id and not r.is_like)::int as dislikes,
            (select count(*) from comments c join users u on u.id = c.user_id
             where c.post_id = p.id and c.hidden_at is null and u.banned_at is null)::int as comments
     from posts p where p.id = $1`,
    [postId],
  );
  const r = rows[0];
  return { kept: [r.like_count, r.dislike_count, r.comment_count], actual: [r.likes, r.dislikes, r.comments] };
}

describe("reactions under concurrency", () => {
  it("50 users reacting to one post at once give exact counts, one row each", async () => {
    const author = await signUp("author");
    // The reactions are what happens at once; the 50 accounts are made ten at a time, so that a
    // busy machine's connection limit does not fail the set-up.
    const users: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let batch = 0; batch < 5; batch++) {
      users.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(`fan${batch * 10 + i}`)))));
    }
    const { postId } = await seedPost(author.id, "Popular");

    // Everyone likes at once.
    let responses = await Promise.all(users.map((u) => like(u.token, postId, true)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await counts(postId)).toEqual({ likes: 50, dislikes: 0, total: 50, users: 50 });

    // At once: the first 20 press like again (removes), the next 20 press dislike (switches), 10 do nothing.
    responses = await Promise.all([
      ...users.slice(0, 20).map((u) => like(u.token, postId, true)),
      ...users.slice(20, 40).map((u) => like(u.token, postId, false)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));
    const actions = await Promise.all(responses.map(async (r) => ((await r.json()) as { action: string }).action));
    expect(actions.slice(0, 20)).toEqual(Array(20).fill("removed"));
    expect(actions.slice(20)).toEqual(Array(20).fill("switched"));
    expect(await counts(postId)).toEqual({ likes: 10, dislikes: 20, total: 30, users: 30 });
    expect((await counters(postId)).kept).toEqual([10, 20, 0]);

    // The author was notified once per liker (dislikes and removals notify nobody).
    const { rows } = await sql.query("select count(*)::int as n from notifications where user_id = $1 and type = 'like'", [author.id]);
    expect(rows[0].n).toBe(50);

    // The api's own count agrees.
    const post = (await (await harness.call(`/api/posts/${postId}`)).json()) as { post: { likeCount: number; dislikeCount: number } };
    expect([post.post.likeCount, post.post.dislikeCount]).toEqual([10, 20]);
  });

  it("one user pressing like 50 times at once toggles exactly 50 times: never two rows", async () => {
    const author = await signUp("author2");
    const user = await signUp("presser");
    const { postId } = await seedPost(author.id, "Toggled");
    const responses = await Promise.all(Array.from({ length: 50 }, () => like(user.token, postId, true)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const actions = await Promise.all(responses.map(async (r) => ((await r.json()) as { action: string }).action));
    expect(actions.filter((a) => a === "added")).toHaveLength(25);
    expect(actions.filter((a) => a === "removed")).toHaveLength(25);
    expect((await counts(postId)).total).toBe(0);
    // Mixed values at once from one user: whatever the order, at most one row remains.
    await Promise.all(Array.from({ length: 25 }, (_, i) => like(user.token, postId, i % 2 === 0)));
    expect((await counts(postId)).total).toBeLessThanOrEqual(1);
    const { kept, actual } = await counters(postId);
    expect(kept).toEqual(actual);
  });

  it("the post's counters follow every path: toggles, comments, deleted comments and a deleted account", async () => {
    const author = await signUp("author4");
    const fans = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(`counted${i}`)));
    const { postId } = await seedPost(author.id, "Counted");
    await Promise.all(fans.map((f, i) => like(f.token, postId, i % 3 !== 0))); // 4 likes, 2 dislikes
    await like(fans[1].token, postId, false); // switch: 3 likes, 3 dislikes
    await like(fans[0].token, postId, false); // same value again: removed, 3 likes, 2 dislikes
    for (const f of fans.slice(0, 3)) {
      const res = await harness.call(`/api/posts/${postId}/comments`, { method: "POST", token: f.token, json: { content: "Nice" } });
      expect(res.status).toBe(201);
    }
    expect(await counters(postId)).toEqual({ kept: [3, 2, 3], actual: [3, 2, 3] });

    const { rows: [own] } = await sql.query("select id from comments where post_id = $1 and user_id = $2", [postId, fans[2].id]);
    const removed = await harness.call(`/api/posts/${postId}/comments/${own.id}`, { method: "DELETE", token: fans[2].token });
    expect(removed.status).toBe(200);
    expect(await counters(postId)).toEqual({ kept: [3, 2, 2], actual: [3, 2, 2] });

    // Deleting an account cascades to its reactions and comments; the counters follow.
    await sql.query("delete from users where id = $1", [fans[1].id]); // a dislike and a comment
    await sql.query("delete from users where id = $1", [fans[4].id]); // a like
    expect(await counters(postId)).toEqual({ kept: [2, 1, 1], actual: [2, 1, 1] });

    const feed = (await (await harness.call(`/api/posts/${postId}`)).json()) as {
      post: { likeCount: number; dislikeCount: number; commentCount: number };
    };
    expect([feed.post.likeCount, feed.post.dislikeCount, feed.post.commentCount]).toEqual([2, 1, 1]);
  });

  it("the comment count leaves out hidden comments and banned members' ones, through hides, bans, deletes and a deleted banned account", async () => {
    const author = await signUp("author6");
    const [kept, banned] = await Promise.all([signUp("commenter"), signUp("banned")]);
    const { postId } = await seedPost(author.id, "Moderated");
    const write = (who: { token: string }, content: string) =>
      harness.call(`/api/posts/${postId}/comments`, { method: "POST", token: who.token, json: { content } });
    for (const [who, content] of [[kept, "a"], [kept, "b"], [banned, "c"], [banned, "d"]] as const) expect((await write(who, content)).status).toBe(201);
    const ids = async (userId: string) =>
      (await sql.query("select id from comments where post_id = $1 and user_id = $2 order by content", [postId, userId])).rows.map((r) => r.id as string);
    const [a, b] = await ids(kept.id);
    const [c] = await ids(banned.id);
    const commentCount = async () => (await counters(postId)).kept[2];
    const steps: [string, unknown[], number][] = [
      ["update comments set hidden_at = now() where id = $1", [a], 3],
      ["update comments set hidden_at = now() where id = $1", [a], 3], // hidden again: no change
      ["update comments set content = 'edited' where id = $1", [b], 3],
      ["update users set banned_at = now() where id = $1", [banned.id], 1],
      ["update users set banned_at = now(), name = 'still banned' where id = $1", [banned.id], 1],
      ["update comments set hidden_at = now() where id = $1", [c], 1], // a banned member's comment hidden: no change
      ["update users set banned_at = null where id = $1", [banned.id], 2], // c stays hidden
      ["update comments set hidden_at = null where id = any($1)", [[a, c]], 4],
      ["update comments set hidden_at = now() where id = $1", [b], 3],
      ["delete from comments where id = $1", [b], 3], // a hidden comment deleted: not taken off twice
      ["update users set banned_at = now() where id = $1", [banned.id], 1],
      ["delete from users where id = $1", [banned.id], 1], // cascades to comments that were not counted
    ];
    for (const [statement, params, expected] of steps) {
      await sql.query(statement, params);
      expect(await commentCount(), statement).toBe(expected);
      const { kept: counted, actual } = await counters(postId);
      expect(counted, statement).toEqual(actual);
    }
    const page = (await (await harness.call(`/api/posts/${postId}`)).json()) as { post: { commentCount: number } };
    expect(page.post.commentCount).toBe(1);
  });

  it("a ban that races a hide, a restore, a new comment or a delete by the member counts every comment once", async () => {
    const author = await signUp("author7");
    const member = await signUp("racer");
    const { postId } = await seedPost(author.id, "Raced");
    const comment = async (content: string) =>
      (await sql.query("insert into comments (post_id, user_id, content) values ($1, $2, $3) returning id", [postId, member.id, content])).rows[0]
        .id as string;
    const [c1, c2] = [await comment("one"), await comment("two")];
    const ban = "update users set banned_at = now() where id = $1";
    const unban = "update users set banned_at = null where id = $1";
    const other = new pg.Client({ connectionString: harness.databaseUrl });
    await other.connect();
    const otherPid = ((await other.query("select pg_backend_pid() as pid")).rows[0] as { pid: number }).pid;
    const watcher = new pg.Client({ connectionString: harness.databaseUrl });
    await watcher.connect();
    /** Backends waiting for a lock the `other` connection holds. */
    const waitingForOther = async () =>
      ((await watcher.query("select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))", [otherPid])).rows[0] as { n: number }).n;
    /**
     * `first` runs in a transaction left open while `second` starts on another connection; once
     * `second` is seen waiting for a lock of `first` (the race has happened: it read nothing
     * `first` had not committed yet), `first` commits and both finish.
     */
    async function race(first: [string, unknown[]], second: [string, unknown[]]) {
      const what = `${first[0]} / ${second[0]}`;
      await other.query("begin");
      await other.query(...first);
      let secondFinished = false;
      const secondDone = sql.query(...second).finally(() => (secondFinished = true));
      await vi.waitFor(async () => {
        if (secondFinished) throw new Error(`${what}: the second finished without waiting for the first: no race`);
        expect(await waitingForOther(), what).toBe(1);
      }, { timeout: 10_000, interval: 10 });
      expect(secondFinished, what).toBe(false);
      await other.query("commit");
      await secondDone;
      const { kept, actual } = await counters(postId);
      expect(kept, what).toEqual(actual);
    }
    try {
      await race(["update comments set hidden_at = now() where id = $1", [c1]], [ban, [member.id]]);
      await race([unban, [member.id]], ["update comments set hidden_at = null where id = $1", [c1]]);
      await race(["insert into comments (post_id, user_id, content) values ($1, $2, 'three')", [postId, member.id]], [ban, [member.id]]);
      await race([unban, [member.id]], ["delete from comments where id = $1", [c2]]);
      await race(["delete from comments where id = $1", [c1]], [ban, [member.id]]);
      expect((await counters(postId)).kept[2]).toBe(0);
      await sql.query(unban, [member.id]);
      expect((await counters(postId)).kept[2]).toBe(1); // "three"
    } finally {
      await other.end();
      await watcher.end();
    }
  });

  it("Most Liked pages by the kept like count without skipping or repeating a post", async () => {
    const author = await signUp("author5");
    const fans = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(`ranker${i}`)));
    const seeded: string[] = [];
    for (let i = 0; i < 5; i++) seeded.push((await seedPost(author.id, `Ranked ${i}`)).postId);
    // Post i gets i likes (ties at 0 with every other post of this file).
    for (let i = 1; i < 5; i++) await Promise.all(fans.slice(0, i).map((f) => like(f.token, seeded[i], true)));
    const seen: { id: string; likeCount: number }[] = [];
    let cursor: string | null = null;
    do {
      const res = await harness.call(`/api/posts?sort=most-liked&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { posts: { id: string; likeCount: number }[]; nextCursor: string | null };
      seen.push(...page.posts.map((p) => ({ id: p.id, likeCount: p.likeCount })));
      cursor = page.nextCursor;
    } while (cursor);
    const { rows } = await sql.query("select count(*)::int as n from posts");
    expect(seen).toHaveLength(rows[0].n);
    expect(new Set(seen.map((p) => p.id)).size).toBe(rows[0].n);
    const likeCounts = seen.map((p) => p.likeCount);
    expect(likeCounts).toEqual([...likeCounts].sort((a, b) => b - a));
    const rank = (id: string) => seen.findIndex((p) => p.id === id);
    expect([4, 3, 2, 1].map((i) => rank(seeded[i]))).toEqual([4, 3, 2, 1].map((i) => rank(seeded[i])).sort((a, b) => a - b));
    expect(seen.find((p) => p.id === seeded[3])?.likeCount).toBe(3);
  });

  it("the database refuses a second row for the same user and post", async () => {
    const author = await signUp("author3");
    const { postId } = await seedPost(author.id, "Guarded");
    await sql.query("insert into reactions (post_id, user_id, is_like) values ($1, $2, true)", [postId, author.id]);
    await expect(sql.query("insert into reactions (post_id, user_id, is_like) values ($1, $2, false)", [postId, author.id])).rejects.toThrow(
      /reactions_post_user_key/,
    );
  });
});

describe("the feed's indexes", () => {
  it("serve Recent and Most Liked pages, first and deeper, without sorting the posts", async () => {
    // With scans and sorts priced out, a plan that still sorts means no index fits the order.
    await sql.query("set enable_seqscan = off");
    await sql.query("set enable_sort = off");
    try {
      const plans: string[] = [];
      for (const query of [
        "select id from posts p order by p.like_count desc, p.created_at desc, p.id desc limit 21",
        "select id from posts p where (p.like_count, p.created_at, p.id) < (3, now(), gen_random_uuid()) order by p.like_count desc, p.created_at desc, p.id desc limit 21",
        "select id from posts p order by p.created_at desc, p.id desc limit 21",
        "select id from posts p where (p.created_at, p.id) < (now(), gen_random_uuid()) order by p.created_at desc, p.id desc limit 21",
      ]) {
        const { rows } = await sql.query(`explain ${query}`);
        plans.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
      for (const plan of plans) expect(plan).not.toMatch(/Sort/);
      expect(plans[0]).toContain("posts_like_count_idx");
      expect(plans[1]).toContain("posts_like_count_idx");
      expect(plans[2]).toContain("posts_created_idx");
    } finally {
      await sql.query("reset enable_seqscan");
      await sql.query("reset enable_sort");
    }
  });
});

describe("the feed's query count", () => {
  it("is at most 3 per request and the same for 1, 20 and 50 posts, for guests and signed-in viewers", async () => {
    const author = await signUp("feedauthor");
    const viewer = await signUp("feedviewer");
    for (let i = 0; i < 55; i++) {
      const { postId } = await seedPost(author.id, `Post ${i}`);
      await sql.query("insert into reactions (post_id, user_id, is_like) values ($1, $2, $3)", [postId, viewer.id, i % 2 === 0]);
      await sql.query("insert into comments (post_id, user_id, content) select $1, $2, 'comment ' || g from generate_series(1, 3) g", [
        postId,
        viewer.id,
      ]);
    }
    const perRequest: Record<string, number> = {};
    for (const sort of ["recent", "most-liked"]) {
      for (const limit of [1, 20, 50]) {
        for (const [who, token] of [["guest", undefined], ["viewer", viewer.token]] as const) {
          const { result, queries } = await countQueries(() => harness.call(`/api/posts?sort=${sort}&limit=${limit}`, { token }));
          expect(result.status).toBe(200);
          const body = (await result.json()) as { posts: Array<{ comments: unknown[]; viewerReaction: boolean | null }> };
          expect(body.posts).toHaveLength(limit);
          if (limit > 1) expect(body.posts.some((p) => p.comments.length === 3)).toBe(true);
          if (who === "viewer" && limit > 1) expect(body.posts.some((p) => p.viewerReaction !== null)).toBe(true);
          perRequest[`${sort}/${limit}/${who}`] = queries.length;
          expect(queries.length).toBeLessThanOrEqual(3);
        }
      }
    }
    // Constant: the page size does not change the count.
    for (const sort of ["recent", "most-liked"]) {
      for (const who of ["guest", "viewer"]) {
        expect(new Set([1, 20, 50].map((l) => perRequest[`${sort}/${l}/${who}`])).size).toBe(1);
      }
    }
    // One statement each: for a signed-in viewer the session check is part of it.
    expect(perRequest["recent/50/guest"]).toBe(1);
    expect(perRequest["recent/50/viewer"]).toBe(1);
  });

  it("counts queries for real (the counter sees the session lookup of an authenticated call)", async () => {
    const user = await signUp("counter");
    const { queries } = await countQueries(() => harness.call("/api/notifications/unread-count", { token: user.token }));
    expect(queries.length).toBe(2);
  });
});
