/**
 * Authors editing and deleting their posts and comments, the "comment" notification's comment id,
 * and the notifications page's groups.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { comments, notifications, posts, rateLimitCounters, reactions } from "@db/schema";
import type { FeedComment, NotificationGroupsPage, NotificationItem } from "@core/api/community";
import { call, postAboutNewRoutine, signUpNamed, withTestDb } from "./helpers";

async function person(name: string, username?: string) {
  const { token, user } = await signUpNamed(name);
  if (username) {
    const set = await call("/api/auth/update-username", { method: "POST", token, json: { username } });
    expect(set.status).toBe(200);
  }
  return { token, id: user.id };
}
type Person = Awaited<ReturnType<typeof person>>;

async function postBy(owner: Person, title = "Evening ritual", description = "Two steps") {
  return (await postAboutNewRoutine(owner, { title, description })).postId;
}

/** Ana's post with a comment by Ben. */
async function postWithComment(content: string) {
  const author = await person("Ana");
  const friend = await person("Ben");
  const id = await postBy(author);
  const commentId = await comment(friend.token, id, content);
  return { author, friend, id, commentId };
}

const editPost = (token: string | undefined, id: string, json: unknown) => call(`/api/posts/${id}`, { method: "PATCH", token, json });
const editComment = (token: string | undefined, postId: string, commentId: string, json: unknown) =>
  call(`/api/posts/${postId}/comments/${commentId}`, { method: "PATCH", token, json });
const comment = async (token: string, postId: string, content: string) => {
  const res = await call(`/api/posts/${postId}/comments`, { method: "POST", token, json: { content } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const like = (token: string, postId: string) => call(`/api/posts/${postId}/like`, { method: "POST", token, json: { isLike: true } });

interface Post {
  title: string;
  description: string;
  editedAt: string | null;
  commentCount: number;
  likeCount: number;
  comments: FeedComment[];
}
const getPost = async (id: string) => ((await (await call(`/api/posts/${id}`)).json()) as { post: Post }).post;

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; code: string }) };
}

/**
 * Edit limits count in fixed one-minute windows of the api's clock (lib/rate-limit, Date.now() in
 * this same isolate): a test that fills one stops that clock a second into the current minute, so
 * that the window cannot roll over halfway (undone after each test).
 */
function freshEditWindow() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
}
afterEach(() => void vi.useRealTimers());

/** The member's edits counted in the current window. */
async function editsCounted(bucket: "postEdits" | "commentEdits", userId: string) {
  const rows = await withTestDb((db) =>
    db.select().from(rateLimitCounters).where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, userId))),
  );
  return rows.reduce((sum, r) => sum + r.count, 0);
}

async function expectEditRefused(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({ message: expect.stringContaining("wait a minute"), code: "rate_limited" });
}

describe("PATCH /api/posts/{id}", () => {
  it("changes the author's own title and description and marks the post edited", async () => {
    const author = await person("Ana");
    const id = await postBy(author);
    expect((await getPost(id)).editedAt).toBeNull();
    const res = await editPost(author.token, id, { title: "  Evening ritual, revised  ", description: "Three steps now" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { post: { title: string; description: string; editedAt: string } };
    expect(body.post).toMatchObject({ title: "Evening ritual, revised", description: "Three steps now" });
    expect(Date.parse(body.post.editedAt)).toBeGreaterThan(Date.now() - 60_000);
    const seen = await getPost(id);
    expect(seen).toMatchObject({ title: "Evening ritual, revised", description: "Three steps now", editedAt: body.post.editedAt });
  });

  it("changes only what is sent, and saving the same text adds no edited mark", async () => {
    const author = await person("Ana");
    const id = await postBy(author, "Kept title", "Old description");
    const same = await editPost(author.token, id, { title: "Kept title" });
    expect(same.status).toBe(200);
    expect((await getPost(id)).editedAt).toBeNull();
    expect((await editPost(author.token, id, { description: "" })).status).toBe(200);
    expect(await getPost(id)).toMatchObject({ title: "Kept title", description: "" });
    expect((await getPost(id)).editedAt).not.toBeNull();
  });

  it("answers 404 for someone else's post and changes nothing; 401 for guests", async () => {
    const author = await person("Ana");
    const stranger = await person("Ben");
    const id = await postBy(author, "Original");
    expect(await errorOf(await editPost(stranger.token, id, { title: "Hijacked" }))).toMatchObject({ status: 404, code: "post_not_found" });
    expect((await editPost(undefined, id, { title: "Hijacked" })).status).toBe(401);
    expect((await editPost(author.token, crypto.randomUUID(), { title: "x" })).status).toBe(404);
    expect((await editPost(author.token, "not-a-uuid", { title: "x" })).status).toBe(404);
    expect(await getPost(id)).toMatchObject({ title: "Original", editedAt: null });
  });

  it("holds the title to 1-100 and the description to 800 characters, with 400s that change nothing", async () => {
    const author = await person("Ana");
    const id = await postBy(author, "Original");
    expect((await editPost(author.token, id, { title: "t".repeat(100), description: "d".repeat(800) })).status).toBe(200);
    for (const body of [{ title: "t".repeat(101) }, { description: "d".repeat(801) }, { title: "   " }, {}, { title: 5 }, []]) {
      const res = await errorOf(await editPost(author.token, id, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message).toBeTruthy();
    }
    const text = await call(`/api/posts/${id}`, { method: "PATCH", token: author.token, body: "title=x", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(await getPost(id)).toMatchObject({ title: "t".repeat(100), description: "d".repeat(800) });
  });

  it("allows 10 edits a minute per member, then answers 429 with Retry-After and changes nothing", async () => {
    const author = await person("Ana");
    const id = await postBy(author, "Take 0");
    const other = await postBy(author, "Other post");
    const strangers = await postBy(await person("Ben"), "Not Ana's");
    freshEditWindow();
    // Edits that change nothing (someone else's post, a missing one) do not count.
    for (let i = 0; i < 3; i++) expect((await editPost(author.token, strangers, { title: "Hijacked" })).status).toBe(404);
    expect((await editPost(author.token, crypto.randomUUID(), { title: "Nowhere" })).status).toBe(404);
    for (let i = 1; i <= 10; i++) expect((await editPost(author.token, id, { title: `Take ${i}` })).status).toBe(200);
    await expectEditRefused(await editPost(author.token, id, { title: "One too many", description: "Changed" }));
    // Counted per member, not per post.
    await expectEditRefused(await editPost(author.token, other, { title: "Elsewhere" }));
    expect(await getPost(id)).toMatchObject({ title: "Take 10", description: "Two steps" });
    expect((await getPost(other)).title).toBe("Other post");
    expect(await editsCounted("postEdits", author.id)).toBe(10); // the refused ones counted nothing either
    // Comments have their own allowance, and other members are not held back.
    const note = await comment(author.token, id, "Note");
    expect((await editComment(author.token, id, note, { content: "Note, edited" })).status).toBe(200);
    const friend = await person("Ben");
    const friendPost = await postBy(friend, "Friend's post");
    expect((await editPost(friend.token, friendPost, { title: "Friend's post, edited" })).status).toBe(200);
  });
});

describe("PATCH /api/posts/{id}/comments/{commentId}", () => {
  it("changes the author's own comment, marked edited in the feed and the thread", async () => {
    const { friend, id, commentId } = await postWithComment("First thought");
    const res = await editComment(friend.token, id, commentId, { content: "  Second thought  " });
    expect(res.status).toBe(200);
    const { comment: edited } = (await res.json()) as { comment: FeedComment };
    expect(edited).toMatchObject({ id: commentId, content: "Second thought", userId: friend.id });
    expect(edited.editedAt).not.toBeNull();
    expect((await getPost(id)).comments[0]).toMatchObject({ content: "Second thought", editedAt: edited.editedAt });
    const thread = (await (await call(`/api/posts/${id}/comments`)).json()) as { comments: FeedComment[] };
    expect(thread.comments[0]).toMatchObject({ content: "Second thought", editedAt: edited.editedAt });
  });

  it("answers 404 for someone else's comment (the post's author included) or the wrong post, changing nothing", async () => {
    const author = await person("Ana");
    const friend = await person("Ben");
    const id = await postBy(author);
    const other = await postBy(author, "Other post");
    const commentId = await comment(friend.token, id, "Mine");
    expect(await errorOf(await editComment(author.token, id, commentId, { content: "Yours now" }))).toMatchObject({
      status: 404,
      code: "comment_not_found",
    });
    expect((await editComment(friend.token, other, commentId, { content: "Moved" })).status).toBe(404);
    expect((await editComment(friend.token, id, "nope", { content: "x" })).status).toBe(404);
    expect((await editComment(undefined, id, commentId, { content: "x" })).status).toBe(401);
    expect((await getPost(id)).comments[0]).toMatchObject({ content: "Mine", editedAt: null });
  });

  it("allows 10 edits a minute per member, then answers 429 with Retry-After and changes nothing", async () => {
    const author = await person("Ana");
    const friend = await person("Ben");
    const id = await postBy(author);
    const commentId = await comment(friend.token, id, "Take 0");
    const other = await comment(friend.token, id, "Another");
    freshEditWindow();
    for (let i = 1; i <= 10; i++) expect((await editComment(friend.token, id, commentId, { content: `Take ${i}` })).status).toBe(200);
    await expectEditRefused(await editComment(friend.token, id, commentId, { content: "One too many" }));
    await expectEditRefused(await editComment(friend.token, id, other, { content: "Elsewhere" }));
    const thread = (await (await call(`/api/posts/${id}/comments`)).json()) as { comments: FeedComment[] };
    expect(thread.comments.map((c) => c.content)).toEqual(["Take 10", "Another"]);
    expect(await editsCounted("commentEdits", friend.id)).toBe(10);
    // Posts have their own allowance.
    expect((await editPost(author.token, id, { title: "Still editable" })).status).toBe(200);
  });

  it("holds the text to 1-1000 characters", async () => {
    const author = await person("Ana");
    const id = await postBy(author);
    const commentId = await comment(author.token, id, "Note");
    expect((await editComment(author.token, id, commentId, { content: "c".repeat(1000) })).status).toBe(200);
    for (const body of [{ content: "c".repeat(1001) }, { content: "  " }, {}, { content: null }]) {
      expect((await editComment(author.token, id, commentId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await getPost(id)).comments[0].content).toBe("c".repeat(1000));
  });
});

describe("deleting", () => {
  it("a post takes its comments, reactions and notifications with it; other posts' counters stay right", async () => {
    const author = await person("Ana");
    const friend = await person("Ben");
    const doomed = await postBy(author, "Doomed");
    const kept = await postBy(author, "Kept");
    await comment(friend.token, doomed, "on doomed");
    await comment(friend.token, kept, "on kept");
    expect((await like(friend.token, doomed)).status).toBe(200);
    expect((await like(friend.token, kept)).status).toBe(200);
    expect((await call(`/api/posts/${doomed}`, { method: "DELETE", token: author.token })).status).toBe(200);
    const left = await withTestDb(async (db) => ({
      comments: await db.$count(comments, eq(comments.postId, doomed)),
      reactions: await db.$count(reactions, eq(reactions.postId, doomed)),
      notifications: await db.$count(notifications, eq(notifications.postId, doomed)),
      post: await db.$count(posts, eq(posts.id, doomed)),
    }));
    expect(left).toEqual({ comments: 0, reactions: 0, notifications: 0, post: 0 });
    expect(await getPost(kept)).toMatchObject({ commentCount: 1, likeCount: 1 });
    const mine = (await (await call("/api/notifications", { token: author.token })).json()) as { notifications: NotificationItem[] };
    expect(mine.notifications.map((n) => n.postId)).toEqual([kept, kept]);
  });

  it("a comment lowers the post's count and takes its notification with it", async () => {
    const { author, friend, id, commentId } = await postWithComment("soon gone");
    await comment(friend.token, id, "stays");
    expect((await getPost(id)).commentCount).toBe(2);
    expect((await call(`/api/posts/${id}/comments/${commentId}`, { method: "DELETE", token: friend.token })).status).toBe(200);
    expect((await getPost(id)).commentCount).toBe(1);
    const stored = await withTestDb((db) => db.select().from(notifications).where(eq(notifications.userId, author.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0].commentId).not.toBe(commentId);
    const counted = await withTestDb(async (db) =>
      (await db.execute<{ n: number }>(sql`select comment_count as n from posts where id = ${id}`)).rows[0].n,
    );
    expect(Number(counted)).toBe(await withTestDb((db) => db.$count(comments, eq(comments.postId, id))));
  });
});

describe("notifications about comments", () => {
  it("store the comment's id, listed as commentId", async () => {
    const { author, friend, id, commentId } = await postWithComment("Lovely");
    const stored = await withTestDb((db) => db.select().from(notifications).where(eq(notifications.userId, author.id)));
    expect(stored.map((n) => n.commentId)).toEqual([commentId]);
    const { notifications: listed } = (await (await call("/api/notifications", { token: author.token })).json()) as {
      notifications: NotificationItem[];
    };
    expect(listed[0]).toMatchObject({ type: "comment", postId: id, commentId });
    expect((await like(friend.token, id)).status).toBe(200);
    const again = (await (await call("/api/notifications", { token: author.token })).json()) as { notifications: NotificationItem[] };
    expect(again.notifications[0]).toMatchObject({ type: "like", postId: id, commentId: null });
  });
});

describe("GET /api/notifications/grouped", () => {
  const grouped = async (token: string, query = "") => {
    const res = await call(`/api/notifications/grouped${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as NotificationGroupsPage;
  };

  it("groups the likes of one post with the count of people and the newest two; comments stand alone with an excerpt", async () => {
    const author = await person("Ana");
    const id = await postBy(author, "Glow");
    const other = await postBy(author, "Calm");
    const likers = [];
    for (let i = 0; i < 4; i++) likers.push(await person(`Liker${i} Person`, `liker_${crypto.randomUUID().slice(0, 6)}_${i}`));
    for (const l of likers) expect((await like(l.token, id)).status).toBe(200);
    // Liking again after the first was read makes a second notification for the same person.
    await withTestDb((db) => db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, author.id)));
    expect((await like(likers[0].token, id)).status).toBe(200); // removes
    expect((await like(likers[0].token, id)).status).toBe(200); // likes again
    const long = `${"word ".repeat(40)}end`;
    const commentId = await comment(likers[1].token, id, long);
    expect((await like(likers[2].token, other)).status).toBe(200);

    const { groups, nextCursor } = await grouped(author.token);
    expect(nextCursor).toBeNull();
    expect(groups.map((g) => [g.type, g.postId])).toEqual([
      ["like", other],
      ["comment", id],
      ["like", id],
    ]);
    const [single, commented, likes] = groups;
    expect(single).toMatchObject({ count: 1, actorCount: 1, isRead: false, postTitle: "Calm" });
    expect(commented.commentId).toBe(commentId);
    expect(commented.commentExcerpt!.length).toBeLessThanOrEqual(120);
    expect(long.startsWith(commented.commentExcerpt!.replace(/…$/, ""))).toBe(true);
    expect(likes).toMatchObject({ count: 5, actorCount: 4, isRead: false, postTitle: "Glow" });
    expect(likes.actors).toHaveLength(2);
    expect(likes.actors[0].username).toMatch(/^liker_.*_0$/); // the newest liker first
  });

  it("marks a whole group read with scope=group, one notification without it", async () => {
    const author = await person("Ana");
    const id = await postBy(author);
    for (let i = 0; i < 3; i++) expect((await like((await person(`L${i}`)).token, id)).status).toBe(200);
    const [group] = (await grouped(author.token)).groups;
    expect(group.count).toBe(3);
    expect((await call(`/api/notifications/${group.id}/read`, { method: "PUT", token: author.token })).status).toBe(200);
    expect(((await (await call("/api/notifications/unread-count", { token: author.token })).json()) as { count: number }).count).toBe(2);
    expect((await grouped(author.token)).groups[0].isRead).toBe(false);
    expect((await call(`/api/notifications/${group.id}/read?scope=group`, { method: "PUT", token: author.token })).status).toBe(200);
    expect(((await (await call("/api/notifications/unread-count", { token: author.token })).json()) as { count: number }).count).toBe(0);
    expect((await grouped(author.token)).groups[0].isRead).toBe(true);
    expect((await call(`/api/notifications/${group.id}/read?scope=all`, { method: "PUT", token: author.token })).status).toBe(400);
    const stranger = await person("Zed");
    expect((await call(`/api/notifications/${group.id}/read?scope=group`, { method: "PUT", token: stranger.token })).status).toBe(404);
  });

  it("pages by group without repeats or gaps, refuses bad cursors and guests", async () => {
    const author = await person("Ana");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await postBy(author, `Post ${i}`));
    const fan = await person("Fan");
    for (const id of ids) {
      expect((await like(fan.token, id)).status).toBe(200);
      await comment(fan.token, id, `comment on ${id}`);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: NotificationGroupsPage = await grouped(author.token, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.groups.map((g) => g.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const all = await withTestDb((db) => db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.postId, ids)));
    expect(new Set(all.map((n) => n.id))).toEqual(new Set(seen));
    expect((await call("/api/notifications/grouped?cursor=bogus", { token: author.token })).status).toBe(400);
    expect((await call("/api/notifications/grouped?limit=0", { token: author.token })).status).toBe(400);
    expect((await call("/api/notifications/grouped")).status).toBe(401);
  });
});
