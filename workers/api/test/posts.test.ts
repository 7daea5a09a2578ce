import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, posts, reactions } from "@db/schema";
import { call, evaluatedRoutineOf, signUp, signUpNamed as named, withTestDb } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
interface FeedPost {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  userId: string;
  user: { name: string | null; username: string | null };
  stackId: string;
  stack: {
    id: string;
    name: string;
    morningProducts: { name: string }[];
    nightProducts: { name: string }[];
    evaluation: Record<string, number> | null;
    overallScore: number;
  };
  likeCount: number;
  dislikeCount: number;
  viewerReaction: boolean | null;
  commentCount: number;
  comments: { id: string; content: string; user: { name: string | null } }[];
}
interface Feed {
  posts: FeedPost[];
  nextCursor: string | null;
}

const product = (name: string, productType = "Serum") => ({ name, productType, ingredients: "Aqua, Glycerin, Niacinamide, Panthenol" });

/** An evaluated stack of the user (submitted, then evaluated by the queue consumer). */
async function evaluatedRoutine(owner: User, routines: { morning?: string[]; night?: string[] } = { morning: ["Cleanser A"], night: ["Cream B"] }) {
  return evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    {
      goal: "hydration",
      stackName: "Shared routine",
      morningProducts: (routines.morning ?? []).map((n) => product(n)),
      nightProducts: (routines.night ?? []).map((n) => product(n)),
    },
  );
}

/** A 400 whose message names what was wrong. */
async function expectBadRequestNaming(res: Response, field: string) {
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).toContain(field);
}

async function createPost(owner: User, routineId: string, title = "My routine", description = "What I use") {
  const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title, description } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Every post of the feed, following cursors. */
async function wholeFeed(query = "", token?: string): Promise<FeedPost[]> {
  const all: FeedPost[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const res = await call(`/api/posts?limit=50${query}${cursor ? `&cursor=${cursor}` : ""}`, { token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Feed;
    all.push(...page.posts);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return all;
}

async function getPost(id: string, token?: string) {
  const res = await call(`/api/posts/${id}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { post: FeedPost }).post;
}

const like = (token: string, id: string, isLike: unknown) => call(`/api/posts/${id}/like`, { method: "POST", token, json: { isLike } });

describe("POST /api/posts", () => {
  it("creates a post about the user's own routine; the feed shows it without emails", async () => {
    const owner = await named("Olivia");
    const routineId = await evaluatedRoutine(owner, { morning: ["Gel Cleanser", "Sunscreen"], night: ["Retinol Serum"] });
    const res = await call("/api/posts", {
      method: "POST",
      token: owner.token,
      json: { stackId: routineId, title: "  My glow routine  ", description: "  Morning and night  " },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; post: Record<string, unknown> };
    expect(body.post).toMatchObject({ id: body.id, stackId: routineId, title: "My glow routine", description: "Morning and night", userId: owner.user.id });

    const feed = (await (await call("/api/posts")).json()) as Feed;
    const post = feed.posts.find((p) => p.id === body.id)!;
    expect(post).toMatchObject({
      title: "My glow routine",
      description: "Morning and night",
      user: { name: "Olivia", username: null },
      stackId: routineId,
      likeCount: 0,
      dislikeCount: 0,
      viewerReaction: null,
      commentCount: 0,
      comments: [],
    });
    expect(post.stack.morningProducts.map((p) => p.name)).toEqual(["Gel Cleanser", "Sunscreen"]);
    expect(post.stack.nightProducts.map((p) => p.name)).toEqual(["Retinol Serum"]);
    expect(Object.keys(post.stack.evaluation!).sort()).toEqual(
      ["completenessScore", "effectivenessScore", "ingredientQualityScore", "overallScore", "routineBalanceScore", "safetyScore"],
    );
    expect(Number.isInteger(post.stack.overallScore)).toBe(true);
    expect(post.stack.overallScore).toBe(Math.round(post.stack.evaluation!.overallScore));
    expect(JSON.stringify(feed)).not.toContain("@example.test");
  });

  it("stores a title and description verbatim (markup is text, rendered by the client)", async () => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const xss = "<img src=x onerror=alert(1)>";
    const id = await createPost(owner, routineId, xss, xss);
    const post = await getPost(id);
    expect(post.title).toBe(xss);
    expect(post.description).toBe(xss);
  });

  it("refuses a post about someone else's routine (404 while private, 403 once public) and creates nothing", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const hidden = await call("/api/posts", { method: "POST", token: stranger.token, json: { stackId: routineId, title: "Not mine" } });
    expect(hidden.status).toBe(404);
    await call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    const res = await call("/api/posts", { method: "POST", token: stranger.token, json: { stackId: routineId, title: "Not mine" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "not_stack_owner" });
    expect(await withTestDb((db) => db.$count(posts, eq(posts.stackId, routineId)))).toBe(0);
  });

  it("answers 404 for an unknown routine", async () => {
    const owner = await signUp();
    for (const routineId of [crypto.randomUUID(), "not-a-uuid"]) {
      const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title: "Ghost" } });
      expect(res.status).toBe(404);
    }
  });

  it.each([
    ["a missing title", { description: "x" }, "title"],
    ["a blank title", { title: "   " }, "title must not be empty"],
    ["a title over 100 characters", { title: "t".repeat(101) }, "at most 100"],
    ["a description over 800 characters", { title: "ok", description: "d".repeat(801) }, "at most 800"],
    ["a title that is not text", { title: 42 }, "title"],
    ["a missing stackId", { stackId: undefined, title: "ok" }, "stackId"],
    ["a misspelt field (it would be dropped)", { title: "ok", descripton: "lost words" }, "descripton: unknown field"],
  ])("rejects %s with 400", async (_label, fields, text) => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, ...fields } });
    await expectBadRequestNaming(res, text);
    expect(await withTestDb((db) => db.$count(posts, eq(posts.userId, owner.user.id)))).toBe(0);
  });

  it("accepts exactly 100 and 800 characters after trimming", async () => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const id = await createPost(owner, routineId, ` ${"t".repeat(100)} `, "d".repeat(800));
    expect((await getPost(id)).title).toHaveLength(100);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/posts", { method: "POST", json: { stackId: crypto.randomUUID(), title: "x" } })).status).toBe(401);
  });

  it("limits posting to 10 a minute per user with 429 rate_limited", async () => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    for (let i = 0; i < 10; i++) await createPost(owner, routineId, `Post ${i}`);
    // Retry-After counts down to when the oldest post of the minute leaves it: bounded by the clock
    // read before and after the request (a loaded machine can take seconds between the two).
    const tooMany = async (title: string) => {
      const [{ oldest }] = await withTestDb((db) => db.select({ oldest: sql<string>`min(${posts.createdAt})` }).from(posts).where(eq(posts.userId, owner.user.id)));
      const sentAt = Date.now();
      const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title } });
      const answeredAt = Date.now();
      expect(res.status).toBe(429);
      const leavesAt = new Date(oldest).getTime() + 60_000;
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((leavesAt - answeredAt) / 1000));
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil((leavesAt - sentAt) / 1000) + 1);
      return res;
    };
    const res = await tooMany("One too many");
    expect(await res.json()).toEqual({ message: expect.stringContaining("wait a minute"), code: "rate_limited" });
    expect(await withTestDb((db) => db.$count(posts, eq(posts.userId, owner.user.id)))).toBe(10);
    await withTestDb((db) => db.update(posts).set({ createdAt: sql`now() - interval '45 seconds'` }).where(eq(posts.userId, owner.user.id)));
    const later = await tooMany("Still too many");
    expect(Number(later.headers.get("retry-after"))).toBeLessThanOrEqual(16);
    // Another user is not affected.
    const other = await signUp();
    await createPost(other, await evaluatedRoutine(other));
  });
});

describe("GET /api/posts", () => {
  it("pages newest first with a cursor, without repeats", async () => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createPost(owner, routineId, `Paged ${i}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(`/api/posts?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      const page = (await res.json()) as Feed;
      expect(page.posts.length).toBeLessThanOrEqual(2);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it("sorts by likes with sort=most-liked", async () => {
    const owner = await signUp();
    const routineId = await evaluatedRoutine(owner);
    const [p0, p1, p2] = [await createPost(owner, routineId, "zero"), await createPost(owner, routineId, "two"), await createPost(owner, routineId, "one")];
    const fans = [await signUp(), await signUp()];
    for (const f of fans) expect((await like(f.token, p1, true)).status).toBe(200);
    expect((await like(fans[0].token, p2, true)).status).toBe(200);
    expect((await like(fans[1].token, p0, false)).status).toBe(200); // dislikes do not count
    const feed = await wholeFeed("&sort=most-liked");
    const mine = feed.filter((p) => [p0, p1, p2].includes(p.id));
    expect(mine.map((p) => [p.title, p.likeCount])).toEqual([
      ["two", 2],
      ["one", 1],
      ["zero", 0],
    ]);
    const first = (await (await call("/api/posts?sort=most-liked&limit=50")).json()) as Feed;
    for (let i = 1; i < first.posts.length; i++) expect(first.posts[i - 1].likeCount).toBeGreaterThanOrEqual(first.posts[i].likeCount);
    // Small pages give the same order: the (likes, created_at, id) cursor neither skips nor repeats.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (await call(`/api/posts?sort=most-liked&limit=3${cursor ? `&cursor=${cursor}` : ""}`)).json()) as Feed;
      paged.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    // (Other test files like other posts meanwhile, so only this test's posts are compared.)
    expect(paged.filter((id) => [p0, p1, p2].includes(id))).toEqual([p1, p2, p0]);
  });

  it.each([
    ["an unknown sort", "?sort=popular"],
    ["a limit over 50", "?limit=51"],
    ["a limit of 0", "?limit=0"],
    ["a malformed cursor", "?cursor=nonsense"],
    ["a forged cursor", `?cursor=${btoa(JSON.stringify({ t: "drop table", i: "x" }))}`],
  ])("rejects %s with 400", async (_label, query) => {
    expect((await call(`/api/posts${query}`)).status).toBe(400);
  });

  it("shows the viewer's own reaction only to them", async () => {
    const owner = await signUp();
    const fan = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    await like(fan.token, id, false);
    expect((await getPost(id, fan.token)).viewerReaction).toBe(false);
    expect((await getPost(id, owner.token)).viewerReaction).toBeNull();
    expect((await getPost(id)).viewerReaction).toBeNull();
  });

  it("reads like a guest's with a revoked session or a bad token", async () => {
    const owner = await signUp();
    const fan = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    await like(fan.token, id, true);
    expect((await getPost(id, fan.token)).viewerReaction).toBe(true);
    expect((await getPost(id, "not-a-jwt")).viewerReaction).toBeNull();
    expect((await call("/api/auth/logout", { method: "POST", token: fan.token })).status).toBe(200);
    expect((await getPost(id, fan.token)).viewerReaction).toBeNull();
    const feed = (await (await call("/api/posts?limit=50", { token: fan.token })).json()) as Feed;
    expect(feed.posts.every((p) => p.viewerReaction === null)).toBe(true);
  });

  it("GET /api/posts/{id} answers 404 for unknown ids", async () => {
    expect((await call(`/api/posts/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call("/api/posts/nope")).status).toBe(404);
  });
});

describe("POST /api/posts/{id}/like", () => {
  it("sets, removes with the same value, and switches with the other", async () => {
    const owner = await signUp();
    const fan = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const steps: Array<[boolean, string, boolean | null, number, number]> = [
      [true, "added", true, 1, 0],
      [true, "removed", null, 0, 0],
      [false, "added", false, 0, 1],
      [true, "switched", true, 1, 0],
      [false, "switched", false, 0, 1],
      [false, "removed", null, 0, 0],
    ];
    for (const [isLike, action, reaction, likes, dislikes] of steps) {
      const res = await like(fan.token, id, isLike);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ postId: id, action, viewerReaction: reaction, likeCount: likes, dislikeCount: dislikes });
      const post = await getPost(id, fan.token);
      expect([post.viewerReaction, post.likeCount, post.dislikeCount]).toEqual([reaction, likes, dislikes]);
    }
    expect(await withTestDb((db) => db.$count(reactions, eq(reactions.postId, id)))).toBe(0);
  });

  it("keeps one row per user and post", async () => {
    const owner = await signUp();
    const fans = [await signUp(), await signUp(), await signUp()];
    const id = await createPost(owner, await evaluatedRoutine(owner));
    await Promise.all(fans.map((f) => like(f.token, id, true)));
    await like(fans[0].token, id, false);
    const rows = await withTestDb((db) => db.select().from(reactions).where(eq(reactions.postId, id)));
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.isLike)).toHaveLength(2);
  });

  it.each([
    ["a string", "yes"],
    ["a number", 1],
    ["null", null],
    ["missing", undefined],
  ])("rejects isLike as %s with 400 and changes nothing", async (_label, isLike) => {
    const owner = await signUp();
    const fan = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await like(fan.token, id, isLike);
    await expectBadRequestNaming(res, "isLike");
    expect(await withTestDb((db) => db.$count(reactions, eq(reactions.postId, id)))).toBe(0);
  });

  it("rejects a body that is not JSON with 400", async () => {
    const owner = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await call(`/api/posts/${id}/like`, { method: "POST", token: owner.token, body: "{", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });

  it("answers 404 for an unknown post and 401 for guests", async () => {
    const fan = await signUp();
    expect((await like(fan.token, crypto.randomUUID(), true)).status).toBe(404);
    expect((await like(fan.token, "nope", true)).status).toBe(404);
    const owner = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    expect((await call(`/api/posts/${id}/like`, { method: "POST", json: { isLike: true } })).status).toBe(401);
  });
});

describe("comments", () => {
  it("adds a trimmed comment that the feed shows", async () => {
    const owner = await signUp();
    const friend = await named("Fatima");
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await call(`/api/posts/${id}/comments`, { method: "POST", token: friend.token, json: { content: "  Love it  " } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { comment: { id: string; content: string; user: { name: string } } };
    expect(body.comment).toMatchObject({ content: "Love it", postId: id, user: { name: "Fatima" } });
    const post = await getPost(id);
    expect(post.commentCount).toBe(1);
    expect(post.comments).toEqual([
      { id: body.comment.id, content: "Love it", createdAt: expect.any(String), editedAt: null, userId: friend.user.id, user: { name: "Fatima", username: null } },
    ]);
  });

  it.each([
    ["empty", ""],
    ["whitespace", "   \n\t "],
    ["over 1,000 characters", "c".repeat(1001)],
    ["not text", 5],
  ])("rejects a comment that is %s with 400 and stores nothing", async (_label, content) => {
    const owner = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await call(`/api/posts/${id}/comments`, { method: "POST", token: owner.token, json: { content } });
    await expectBadRequestNaming(res, "content");
    expect(await withTestDb((db) => db.$count(comments, eq(comments.postId, id)))).toBe(0);
  });

  it("accepts exactly 1,000 characters", async () => {
    const owner = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await call(`/api/posts/${id}/comments`, { method: "POST", token: owner.token, json: { content: "c".repeat(1000) } });
    expect(res.status).toBe(201);
  });

  it("answers 404 for an unknown post and 401 for guests", async () => {
    const user = await signUp();
    expect((await call(`/api/posts/${crypto.randomUUID()}/comments`, { method: "POST", token: user.token, json: { content: "hi" } })).status).toBe(404);
    expect((await call(`/api/posts/${crypto.randomUUID()}/comments`)).status).toBe(404);
    const id = await createPost(user, await evaluatedRoutine(user));
    expect((await call(`/api/posts/${id}/comments`, { method: "POST", json: { content: "hi" } })).status).toBe(401);
  });

  it("embeds the newest 20 in the feed and pages the rest, oldest first", async () => {
    const owner = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    await withTestDb((db) =>
      db.execute(sql`insert into comments (post_id, user_id, content, created_at)
        select ${id}, ${owner.user.id}, 'c' || g, now() - make_interval(secs => 100 - g) from generate_series(1, 25) g`),
    );
    const post = await getPost(id);
    expect(post.commentCount).toBe(25);
    expect(post.comments.map((c) => c.content)).toEqual(Array.from({ length: 20 }, (_, i) => `c${i + 6}`));
    const first = (await (await call(`/api/posts/${id}/comments?limit=10`)).json()) as { comments: { content: string }[]; nextCursor: string };
    expect(first.comments.map((c) => c.content)).toEqual(Array.from({ length: 10 }, (_, i) => `c${i + 1}`));
    const rest = (await (await call(`/api/posts/${id}/comments?limit=50&cursor=${first.nextCursor}`)).json()) as { comments: unknown[]; nextCursor: null };
    expect(rest.comments).toHaveLength(15);
    expect(rest.nextCursor).toBeNull();
  });

  it("limits commenting to 10 a minute per user", async () => {
    const owner = await signUp();
    const chatty = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(`/api/posts/${id}/comments`, { method: "POST", token: chatty.token, json: { content: `hi ${i}` } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(await refused[0].json()).toMatchObject({ code: "rate_limited" });
    for (const r of refused) expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(55);
    expect(await withTestDb((db) => db.$count(comments, eq(comments.userId, chatty.user.id)))).toBe(10);
  });
});

describe("fields a write does not know", () => {
  it("are refused with 400 naming them, and nothing changes: a comment, an edit, a reaction", async () => {
    const owner = await signUp();
    const postId = await createPost(owner, await evaluatedRoutine(owner));
    const before = await withTestDb(async (db) => [await db.$count(comments, eq(comments.postId, postId)), await db.$count(reactions, eq(reactions.postId, postId)), JSON.stringify(await db.select().from(posts).where(eq(posts.id, postId)))]);
    for (const [method, path, json, field] of [
      ["POST", `/api/posts/${postId}/comments`, { content: "hi", isAdmin: true }, "isAdmin"],
      ["PATCH", `/api/posts/${postId}`, { title: "New", pinned: true }, "pinned"],
      ["POST", `/api/posts/${postId}/like`, { isLike: true, userId: owner.user.id }, "userId"],
    ] as const) {
      const res = await call(path, { method, token: owner.token, json });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.json()).toMatchObject({ code: "validation_error", message: expect.stringContaining(`${field}: unknown field`) });
    }
    const after = await withTestDb(async (db) => [await db.$count(comments, eq(comments.postId, postId)), await db.$count(reactions, eq(reactions.postId, postId)), JSON.stringify(await db.select().from(posts).where(eq(posts.id, postId)))]);
    expect(after).toEqual(before);
  });
});

describe("deleting", () => {
  it("deletes the user's own post; someone else's answers 404 and stays", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const refused = await call(`/api/posts/${id}`, { method: "DELETE", token: stranger.token });
    expect(refused.status).toBe(404);
    expect((await call(`/api/posts/${id}`)).status).toBe(200);
    expect((await call(`/api/posts/${id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await call(`/api/posts/${id}`)).status).toBe(404);
    expect((await call(`/api/posts/${id}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await call(`/api/posts/${id}`, { method: "DELETE" })).status).toBe(401);
  });

  it("deletes the user's own comment; someone else's answers 404 and stays", async () => {
    const owner = await signUp();
    const friend = await signUp();
    const id = await createPost(owner, await evaluatedRoutine(owner));
    const res = await call(`/api/posts/${id}/comments`, { method: "POST", token: friend.token, json: { content: "mine" } });
    const commentId = ((await res.json()) as { id: string }).id;
    // Not even the post's author may delete it.
    expect((await call(`/api/posts/${id}/comments/${commentId}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await call(`/api/posts/${crypto.randomUUID()}/comments/${commentId}`, { method: "DELETE", token: friend.token })).status).toBe(404);
    expect((await getPost(id)).commentCount).toBe(1);
    expect((await call(`/api/posts/${id}/comments/${commentId}`, { method: "DELETE", token: friend.token })).status).toBe(200);
    expect((await getPost(id)).commentCount).toBe(0);
  });
});

describe("a revoked session reads like a guest", () => {
  it("the old cookie of a member signed out everywhere no longer reads their hidden comment (thread, post, feed)", async () => {
    const author = await named("Ada");
    const reader = await signUp();
    const postId = await createPost(author, await evaluatedRoutine(author));
    const res = await call(`/api/posts/${postId}/comments`, { method: "POST", token: reader.token, json: { content: "Hidden by a moderator" } });
    const commentId = ((await res.json()) as { id: string }).id;
    await withTestDb((db) => db.update(comments).set({ hiddenAt: sql`now()` }).where(eq(comments.id, commentId)));
    const thread = async (token: string) =>
      ((await (await call(`/api/posts/${postId}/comments`, { token })).json()) as { comments: { id: string }[] }).comments.map((c) => c.id);
    const seen = async (token: string) => ({
      thread: await thread(token),
      post: (await getPost(postId, token)).comments.map((c) => c.id),
      feed: (await wholeFeed("", token)).find((p) => p.id === postId)!.comments.map((c) => c.id),
    });
    // Its writer sees it while signed in.
    expect(await seen(reader.token)).toEqual({ thread: [commentId], post: [commentId], feed: [commentId] });

    // Signed out everywhere else from a second device: the first device's cookie is dead.
    const login = await call("/api/auth/login", { method: "POST", json: { email: reader.email, password: reader.password } });
    expect(login.status).toBe(200);
    const other = ((await login.json()) as { token: string }).token;
    expect((await call("/api/auth/sessions/revoke-all", { method: "POST", token: other })).status).toBe(200);
    expect((await call("/api/auth/me", { token: reader.token })).status).toBe(401);
    expect(await seen(reader.token)).toEqual({ thread: [], post: [], feed: [] });
    expect(await seen(other)).toEqual({ thread: [commentId], post: [commentId], feed: [commentId] });

    // Signing out the second device too.
    expect((await call("/api/auth/logout", { method: "POST", token: other })).status).toBe(200);
    expect(await seen(other)).toEqual({ thread: [], post: [], feed: [] });
  });
});

describe("GET /api/routines/public", () => {
  it("lists evaluated public routines newest first with a rounded overall score and no emails", async () => {
    const owner = await named("Rae");
    const older = await evaluatedRoutine(owner);
    const newer = await evaluatedRoutine(owner, { morning: ["Morning One", "Morning Two"], night: [] });
    // Still pending: not listed.
    const pending = await call("/api/evaluate-stack", {
      method: "POST",
      token: owner.token,
      json: { goal: "glow", morningProducts: [product("P1"), product("P2")], nightProducts: [] },
    });
    const pendingId = ((await pending.json()) as { id: string }).id;
    // Shared by their owner (routines are private until then); a private one is not listed.
    const hidden = await evaluatedRoutine(await named("Priya"));
    for (const id of [older, newer, pendingId]) {
      expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
    }

    const all: Array<Record<string, unknown> & { id: string }> = [];
    let cursor: string | null = null;
    do {
      const res = await call(`/api/routines/public?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { routines: Array<Record<string, unknown> & { id: string }>; nextCursor: string | null };
      all.push(...page.routines);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = all.map((r) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(pendingId);
    expect(ids).not.toContain(hidden);
    expect(new Set(ids).size).toBe(ids.length);
    const routine = all.find((r) => r.id === newer)!;
    expect(routine).toMatchObject({
      name: "Shared routine",
      goal: "hydration",
      userId: owner.user.id,
      user: { name: "Rae", username: null },
      status: "evaluated",
      nightProducts: [],
    });
    expect(Number.isInteger(routine.overallScore)).toBe(true);
    expect((routine.evaluations as unknown[]).length).toBe(1);
    expect(JSON.stringify(all)).not.toContain("@example.test");
  });

  it("rejects a bad cursor or limit with 400", async () => {
    expect((await call("/api/routines/public?cursor=zzz")).status).toBe(400);
    expect((await call("/api/routines/public?limit=abc")).status).toBe(400);
  });
});
