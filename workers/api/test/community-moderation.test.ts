/**
 * Reports, the moderation queue and its actions, banned members, public profiles, share images
 * and the feed's filters (ADR 0020).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentReports, users } from "@db/schema";
import { call, evaluatedRoutineOf, signUp, testEnv, withTestDb } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown>;
interface Post {
  id: string;
  title: string;
  commentCount: number;
  hidden?: boolean;
  comments: { id: string; content: string; hidden?: boolean }[];
}

const FEELING = "My cheeks sting after the toner, very private";
const product = (name: string, productType = "Serum") => ({ name, productType, ingredients: "Aqua, Glycerin, Niacinamide, Panthenol" });

async function body<T = Json>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function withUsername(user: User, username: string) {
  const res = await call("/api/auth/update-username", { method: "POST", token: user.token, json: { username } });
  expect(res.status).toBe(200);
  return username;
}

/** An evaluated routine of the owner's (queue consumer run by hand), private until shared. */
async function evaluatedRoutine(owner: User, o: { goal?: string; skinType?: string; name?: string } = {}) {
  return evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    {
      goal: o.goal ?? "hydration",
      skinType: o.skinType ?? "normal",
      stackName: o.name ?? "Shared routine",
      skinFeeling: FEELING,
      morningProducts: [product("Cleanser A", "Cleanser")],
      nightProducts: [product("Cream B", "Moisturizer")],
    },
  );
}

async function createPost(owner: User, routineId: string, title: string) {
  const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title, description: "What I use" } });
  expect(res.status).toBe(201);
  return (await body<{ id: string }>(res)).id;
}

async function comment(user: User, postId: string, content: string) {
  const res = await call(`/api/posts/${postId}/comments`, { method: "POST", token: user.token, json: { content } });
  expect(res.status).toBe(201);
  return (await body<{ id: string }>(res)).id;
}

async function feedIds(token?: string, query = "") {
  const res = await call(`/api/posts?limit=50${query}`, { token });
  expect(res.status).toBe(200);
  return (await body<{ posts: Post[] }>(res)).posts;
}

/** The post's comment count as `token`'s reader gets it, in the feed and on the post page. */
async function commentCounts(postId: string, token?: string) {
  const inFeed = (await feedIds(token)).find((p) => p.id === postId)?.commentCount;
  const page = await call(`/api/posts/${postId}`, { token });
  expect(page.status).toBe(200);
  return { feed: inFeed, post: (await body<{ post: Post }>(page)).post.commentCount };
}

const report = (user: User, json: unknown) => call("/api/reports", { method: "POST", token: user.token, json });
const moderate = (admin: User, json: unknown) => call("/api/admin/moderation", { method: "POST", token: admin.token, json });

let author: User;
let reader: User;
let admin: User;
let routineId: string;

beforeAll(async () => {
  [author, reader, admin] = await Promise.all([signUp(), signUp(), signUp()]);
  await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
  routineId = await evaluatedRoutine(author, { goal: "acne-care", skinType: "oily", name: "Oily skin routine" });
});

describe("reports", () => {
  it("reporting the same post twice files one report and answers with it both times", async () => {
    const postId = await createPost(author, routineId, "Report me twice");
    const first = await report(reader, { targetType: "post", targetId: postId, reason: "spam", details: "Looks like an ad" });
    expect(first.status).toBe(201);
    const again = await report(reader, { targetType: "post", targetId: postId, reason: "harassment" });
    expect(again.status).toBe(200);
    const [a, b] = [await body<{ report: Json }>(first), await body<{ report: Json }>(again)];
    expect(b.report).toEqual(a.report);
    expect(a.report).toMatchObject({ targetType: "post", targetId: postId, reason: "spam", status: "open" });
    const rows = await withTestDb((db) => db.select().from(contentReports).where(eq(contentReports.targetId, postId)));
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toBe("Looks like an ad");
  });

  it("refuses bad input, one's own content and unknown targets, and changes nothing", async () => {
    const postId = await createPost(author, routineId, "Bad reports");
    const cases: [User, unknown, number, string][] = [
      [reader, { targetType: "post", targetId: postId, reason: "boring" }, 400, "validation_error"],
      [reader, { targetType: "story", targetId: postId, reason: "spam" }, 400, "validation_error"],
      [reader, { targetType: "post", targetId: "not-an-id", reason: "spam" }, 400, "validation_error"],
      [reader, { targetType: "post", targetId: postId, reason: "other", details: "x".repeat(501) }, 400, "validation_error"],
      [reader, { targetType: "post", targetId: postId, reason: "spam", extra: 1 }, 400, "validation_error"],
      [author, { targetType: "post", targetId: postId, reason: "spam" }, 400, "cannot_report_self"],
      [author, { targetType: "user", targetId: author.user.id, reason: "spam" }, 400, "cannot_report_self"],
      [reader, { targetType: "comment", targetId: crypto.randomUUID(), reason: "spam" }, 404, "comment_not_found"],
      [reader, { targetType: "user", targetId: crypto.randomUUID(), reason: "spam" }, 404, "user_not_found"],
    ];
    for (const [who, json, status, code] of cases) {
      const res = await report(who, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await body(res)).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await call("/api/reports", { method: "POST", json: { targetType: "post", targetId: postId, reason: "spam" } })).status).toBe(401);
    const rows = await withTestDb((db) => db.select().from(contentReports).where(eq(contentReports.targetId, postId)));
    expect(rows).toHaveLength(0);
  });
});

describe("moderation", () => {
  it("lists open reports grouped by target with what was reported, for admins only", async () => {
    const postId = await createPost(author, routineId, "Grouped reports");
    const third = await signUp();
    await report(reader, { targetType: "post", targetId: postId, reason: "spam" });
    await report(third, { targetType: "post", targetId: postId, reason: "misinformation", details: "Wrong about retinol" });
    expect((await call("/api/admin/moderation", { token: reader.token })).status).toBe(403);
    const res = await call("/api/admin/moderation", { token: admin.token });
    expect(res.status).toBe(200);
    const queue = await body<{ items: Json[]; total: number }>(res);
    const item = queue.items.find((i) => i.targetId === postId) as Json & { reports: Json[]; content: Json };
    expect(item).toMatchObject({ targetType: "post", reportCount: 2, content: { kind: "post", title: "Grouped reports", hidden: false } });
    expect(item.reports.map((r) => r.reason).sort()).toEqual(["misinformation", "spam"]);
    expect(JSON.stringify(item)).not.toContain(author.email);
  });

  // ADR 0087: an author edited a reported post to something harmless until the report was dismissed, then edited it
  // back; the moderator saw only the harmless text, and the reporter's new report answered with the dismissed one.
  it("a post edited after it was reported says so; dismissed, then edited again, the same member's report opens again", async () => {
    // Authors of their own: the file's author posts up to the minute's limit elsewhere.
    const writer = await signUp();
    const postId = await createPost(writer, await evaluatedRoutine(writer), "Abusive words");
    const reporter = await signUp();
    expect((await report(reporter, { targetType: "post", targetId: postId, reason: "harassment" })).status).toBe(201);
    const edit = (title: string) => call(`/api/posts/${postId}`, { method: "PATCH", token: writer.token, json: { title } });
    expect((await edit("Harmless words")).status).toBe(200);
    const queued = async () => {
      const queue = await body<{ items: (Json & { content: Json; firstReportedAt: string; reportCount: number })[] }>(await call("/api/admin/moderation?limit=100", { token: admin.token }));
      return queue.items.find((i) => i.targetId === postId);
    };
    const item = await queued();
    expect(item?.content).toMatchObject({ kind: "post", title: "Harmless words", editedAt: expect.any(String) });
    expect(String(item!.content.editedAt) > item!.firstReportedAt).toBe(true);

    expect(await body(await moderate(admin, { targetType: "post", targetId: postId, action: "dismiss" }))).toMatchObject({ reportsClosed: 1 });
    // Reported again unchanged: the dismissed report stands.
    const unchanged = await report(reporter, { targetType: "post", targetId: postId, reason: "harassment" });
    expect(unchanged.status).toBe(200);
    expect(await body(unchanged)).toMatchObject({ report: { status: "dismissed" } });
    expect(await queued()).toBeUndefined();

    expect((await edit("Abusive words again")).status).toBe(200);
    const again = await report(reporter, { targetType: "post", targetId: postId, reason: "harassment", details: "Edited back" });
    expect(again.status).toBe(201);
    expect(await body(again)).toMatchObject({ report: { status: "open", reason: "harassment" } });
    expect(await queued()).toMatchObject({ reportCount: 1, content: { title: "Abusive words again" } });
  });

  it("a comment edited after its report was dismissed is reported again by the same member", async () => {
    const writer = await signUp();
    const postId = await createPost(writer, await evaluatedRoutine(writer), "Comment thread");
    const posted = await call(`/api/posts/${postId}/comments`, { method: "POST", token: reader.token, json: { content: "Abusive comment" } });
    const commentId = (await body<{ id: string }>(posted)).id;
    const reporter = await signUp();
    const target = { targetType: "comment", targetId: commentId, reason: "harassment" };
    expect((await report(reporter, target)).status).toBe(201);
    expect((await moderate(admin, { targetType: "comment", targetId: commentId, action: "dismiss" })).status).toBe(200);
    expect((await report(reporter, target)).status).toBe(200);
    const edited = await call(`/api/posts/${postId}/comments/${commentId}`, { method: "PATCH", token: reader.token, json: { content: "Abusive comment, edited back" } });
    expect(edited.status).toBe(200);
    const again = await report(reporter, target);
    expect(again.status).toBe(201);
    expect(await body(again)).toMatchObject({ report: { status: "open" } });
  });

  it("hide: the post is gone for others at once (feed, by id, comments, profile), still shown to its author marked hidden", async () => {
    const username = await withUsername(author, `author_${crypto.randomUUID().slice(0, 6)}`);
    const postId = await createPost(author, routineId, "Hide me");
    await report(reader, { targetType: "post", targetId: postId, reason: "spam" });
    const res = await moderate(admin, { targetType: "post", targetId: postId, action: "hide" });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ action: "hide", changed: true, reportsClosed: 1 });

    for (const token of [undefined, reader.token]) {
      expect((await feedIds(token)).some((p) => p.id === postId)).toBe(false);
      expect((await call(`/api/posts/${postId}`, { token })).status).toBe(404);
      expect((await call(`/api/posts/${postId}/comments`, { token })).status).toBe(404);
      const profile = await body<{ posts: Post[] }>(await call(`/api/users/${username}`, { token }));
      expect(profile.posts.some((p) => p.id === postId)).toBe(false);
    }
    // Others cannot react to it or comment on it either.
    expect((await call(`/api/posts/${postId}/like`, { method: "POST", token: reader.token, json: { isLike: true } })).status).toBe(404);

    const own = (await feedIds(author.token)).find((p) => p.id === postId);
    expect(own).toMatchObject({ hidden: true });
    expect(await body(await call(`/api/posts/${postId}`, { token: author.token }))).toMatchObject({ post: { id: postId, hidden: true } });

    // Written to the audit log; the queue no longer lists it.
    const audit = await withTestDb((db) => db.select().from(auditLog).where(eq(auditLog.target, `post:${postId}`)));
    expect(audit.map((a) => a.action)).toEqual(["content.hide"]);
    const queue = await body<{ items: Json[] }>(await call("/api/admin/moderation", { token: admin.token }));
    expect(queue.items.some((i) => i.targetId === postId)).toBe(false);

    // Restore brings it back for everyone.
    expect(await body(await moderate(admin, { targetType: "post", targetId: postId, action: "restore" }))).toMatchObject({ changed: true });
    expect((await feedIds(reader.token)).find((p) => p.id === postId)).not.toHaveProperty("hidden");
  });

  it("hide a comment: gone from the feed and the thread for others, shown to its writer marked hidden", async () => {
    const postId = await createPost(author, routineId, "Comment thread");
    const commentId = await comment(reader, postId, "Rude comment");
    await comment(author, postId, "Fine comment");
    expect((await moderate(admin, { targetType: "comment", targetId: commentId, action: "hide" })).status).toBe(200);
    const seenBy = async (token?: string) => {
      const { comments: thread } = await body<{ comments: Post["comments"] }>(await call(`/api/posts/${postId}/comments`, { token }));
      const inFeed = (await feedIds(token)).find((p) => p.id === postId)!.comments;
      return { thread, inFeed };
    };
    for (const token of [undefined, author.token]) {
      const { thread, inFeed } = await seenBy(token);
      expect(thread.map((c) => c.content)).toEqual(["Fine comment"]);
      expect(inFeed.map((c) => c.content)).toEqual(["Fine comment"]);
    }
    const mine = await seenBy(reader.token);
    expect(mine.thread.find((c) => c.id === commentId)).toMatchObject({ hidden: true });
    expect(mine.inFeed.find((c) => c.id === commentId)).toMatchObject({ hidden: true });
  });

  it("a hidden comment leaves the comment count others see, restore brings it back, deleting it takes nothing twice", async () => {
    const postId = await createPost(author, routineId, "Counted comments");
    const other = await signUp();
    const rude = await comment(reader, postId, "Rude comment");
    await comment(author, postId, "Kind comment");
    await comment(other, postId, "Another kind one");
    const others = [undefined, author.token, other.token];
    for (const token of [...others, reader.token]) expect(await commentCounts(postId, token)).toEqual({ feed: 3, post: 3 });

    expect((await moderate(admin, { targetType: "comment", targetId: rude, action: "hide" })).status).toBe(200);
    for (const token of others) expect(await commentCounts(postId, token)).toEqual({ feed: 2, post: 2 });
    // Its writer still reads it in the thread, and the count they get says so.
    expect(await commentCounts(postId, reader.token)).toEqual({ feed: 3, post: 3 });

    expect((await moderate(admin, { targetType: "comment", targetId: rude, action: "restore" })).status).toBe(200);
    for (const token of others) expect(await commentCounts(postId, token)).toEqual({ feed: 3, post: 3 });

    expect((await moderate(admin, { targetType: "comment", targetId: rude, action: "hide" })).status).toBe(200);
    expect((await call(`/api/posts/${postId}/comments/${rude}`, { method: "DELETE", token: reader.token })).status).toBe(200);
    for (const token of [...others, reader.token]) expect(await commentCounts(postId, token)).toEqual({ feed: 2, post: 2 });
  });

  it("dismiss closes the reports and changes nothing else; bad actions are refused", async () => {
    const postId = await createPost(author, routineId, "Dismiss me");
    await report(reader, { targetType: "post", targetId: postId, reason: "other" });
    expect(await body(await moderate(admin, { targetType: "post", targetId: postId, action: "dismiss" }))).toMatchObject({
      changed: false,
      reportsClosed: 1,
    });
    expect((await feedIds()).some((p) => p.id === postId)).toBe(true);
    const [row] = await withTestDb((db) => db.select().from(contentReports).where(eq(contentReports.targetId, postId)));
    expect(row).toMatchObject({ status: "dismissed", resolvedBy: admin.user.id });

    const bad: [unknown, number][] = [
      [{ targetType: "post", targetId: postId, action: "delete" }, 400],
      [{ targetType: "user", targetId: reader.user.id, action: "hide" }, 400],
      [{ targetType: "post", targetId: crypto.randomUUID(), action: "hide" }, 404],
      [{ targetType: "user", targetId: admin.user.id, action: "ban" }, 400],
    ];
    for (const [json, status] of bad) {
      const res = await moderate(admin, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await body(res)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe("banned members", () => {
  it("are signed out, cannot post, comment, react or report (403 account_banned), and vanish from public pages", async () => {
    const member = await signUp();
    const username = await withUsername(member, `banned_${crypto.randomUUID().slice(0, 6)}`);
    const ownRoutine = await evaluatedRoutine(member, { name: "Banned routine" });
    const postId = await createPost(member, ownRoutine, "Before the ban");
    const readerPost = await createPost(author, routineId, "Someone else's post");
    expect((await call(`/api/posts/${readerPost}/like`, { method: "POST", token: member.token, json: { isLike: true } })).status).toBe(200);
    const notified = async () => {
      const list = await body<{ notifications: { message: string }[] }>(await call("/api/notifications?limit=50", { token: author.token }));
      return list.notifications.filter((n) => n.message.includes(username)).length;
    };
    const unread = async () => (await body<{ count: number }>(await call("/api/notifications/unread-count", { token: author.token }))).count;
    expect(await notified()).toBe(1);
    const unreadBefore = await unread();
    expect((await call(`/api/users/${username}`)).status).toBe(200);

    const res = await moderate(admin, { targetType: "post", targetId: postId, action: "ban" });
    expect(await body(res)).toMatchObject({ action: "ban", changed: true });
    // Every session revoked at once.
    expect((await call("/api/auth/me", { token: member.token })).status).toBe(401);

    // They may sign in again, read and export their data...
    const login = await call("/api/auth/login", { method: "POST", json: { email: member.email, password: member.password } });
    expect(login.status).toBe(200);
    const { token, user } = await body<{ token: string; user: Json }>(login);
    expect(user.banned).toBe(true);
    expect((await call("/api/account/export", { token })).status).toBe(200);

    // ...but not write to the community.
    const writes: [string, unknown][] = [
      ["/api/posts", { stackId: ownRoutine, title: "After the ban" }],
      [`/api/posts/${readerPost}/comments`, { content: "Still here" }],
      [`/api/posts/${readerPost}/like`, { isLike: true }],
      ["/api/reports", { targetType: "post", targetId: readerPost, reason: "spam" }],
    ];
    for (const [path, json] of writes) {
      const w = await call(path, { method: "POST", token, json });
      expect(w.status, path).toBe(403);
      expect(await body(w)).toMatchObject({ code: "account_banned" });
    }

    // Their profile, posts, shared routines and notifications are gone for others.
    expect(await notified()).toBe(0);
    expect(await unread()).toBe(unreadBefore - 1);
    expect((await call(`/api/users/${username}`)).status).toBe(404);
    expect((await feedIds(reader.token)).some((p) => p.id === postId)).toBe(false);
    const routines = await body<{ routines: { id: string }[] }>(await call("/api/routines/public?limit=50"));
    expect(routines.routines.some((r) => r.id === ownRoutine)).toBe(false);
    expect((await call(`/api/stacks/${ownRoutine}/share-image.svg`)).status).toBe(404);

    const audit = await withTestDb((db) => db.select().from(auditLog).where(eq(auditLog.action, "user.ban")));
    expect(audit.some((a) => a.target === `post:${postId}` && (a.details as Json).userId === member.user.id)).toBe(true);

    // Lifting the ban restores them.
    expect(await body(await moderate(admin, { targetType: "user", targetId: member.user.id, action: "restore" }))).toMatchObject({ changed: true });
    expect((await call(`/api/users/${username}`)).status).toBe(200);
  });
});

describe("banned members' comments", () => {
  it("leave the comment count others see while the ban lasts, and count again once it is lifted", async () => {
    const member = await signUp();
    const postId = await createPost(author, routineId, "A banned commenter");
    await comment(member, postId, "First");
    const hidden = await comment(member, postId, "Second");
    await comment(reader, postId, "Third");
    expect((await moderate(admin, { targetType: "comment", targetId: hidden, action: "hide" })).status).toBe(200);
    expect(await commentCounts(postId)).toEqual({ feed: 2, post: 2 });

    expect((await moderate(admin, { targetType: "user", targetId: member.user.id, action: "ban" })).status).toBe(200);
    for (const token of [undefined, author.token, reader.token]) expect(await commentCounts(postId, token)).toEqual({ feed: 1, post: 1 });
    // Signed in again, the member reads both their comments, so the count they get has them.
    const login = await call("/api/auth/login", { method: "POST", json: { email: member.email, password: member.password } });
    expect(await commentCounts(postId, (await body<{ token: string }>(login)).token)).toEqual({ feed: 3, post: 3 });

    expect((await moderate(admin, { targetType: "user", targetId: member.user.id, action: "restore" })).status).toBe(200);
    expect(await commentCounts(postId)).toEqual({ feed: 2, post: 2 });
    expect((await moderate(admin, { targetType: "comment", targetId: hidden, action: "restore" })).status).toBe(200);
    expect(await commentCounts(postId, reader.token)).toEqual({ feed: 3, post: 3 });
  });
});

describe("public profiles", () => {
  it("show shared routines and visible posts, never private routines, the email or the skin feeling", async () => {
    const member = await signUp();
    const username = await withUsername(member, `Profile_${crypto.randomUUID().slice(0, 6)}`);
    const shared = await evaluatedRoutine(member, { name: "Shared one" });
    const privateRoutine = await evaluatedRoutine(member, { name: "Private one" });
    await createPost(member, shared, "About my shared routine");
    const res = await call(`/api/users/${username.toLowerCase()}`);
    expect(res.status).toBe(200);
    const page = await body<{ profile: Json; routines: { id: string; overallScore: number | null }[]; posts: Post[] }>(res);
    expect(page.profile).toEqual({ id: member.user.id, username, name: "Test", joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(page.routines.map((r) => r.id)).toEqual([shared]);
    expect(page.routines[0].overallScore).toEqual(expect.any(Number));
    expect(page.posts.map((p) => p.title)).toEqual(["About my shared routine"]);
    const text = JSON.stringify(page);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain(FEELING);
    expect(text).not.toContain(privateRoutine);
    expect(text).not.toContain("Private one");
  });

  it("answer 404 for unknown and deleted members", async () => {
    expect((await call("/api/users/nobody_here_at_all")).status).toBe(404);
    expect((await call(`/api/users/${"x".repeat(300)}`)).status).toBe(404);
    const member = await signUp();
    const username = await withUsername(member, `gone_${crypto.randomUUID().slice(0, 6)}`);
    await withTestDb((db) => db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id)));
    const res = await call(`/api/users/${username}`);
    expect(res.status).toBe(404);
    expect(await body(res)).toMatchObject({ code: "user_not_found" });
  });
});

describe("share image", () => {
  it("is drawn from the shared view of a public routine, cached briefly; private or missing: 404", async () => {
    const owner = await signUp();
    const id = await evaluatedRoutine(owner, { name: "Glow <getter> & co" });
    for (const token of [undefined, owner.token]) {
      const res = await call(`/api/stacks/${id}/share-image.svg`, { token });
      expect(res.status).toBe(404);
      expect(await body(res)).toMatchObject({ code: "stack_not_found" });
    }
    expect((await call(`/api/stacks/${crypto.randomUUID()}/share-image.svg`)).status).toBe(404);
    expect((await call("/api/stacks/not-an-id/share-image.svg")).status).toBe(404);

    await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    const res = await call(`/api/stacks/${id}/share-image.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("public");
    const svg = await res.text();
    expect(svg).toContain("Glow &lt;getter&gt; &amp; co");
    for (const label of ["Completeness", "Effectiveness", "Safety", "Ingredient Quality", "Routine Balance"]) expect(svg).toContain(label);
    expect(svg).not.toContain(FEELING);
    expect(svg).not.toContain(owner.email);
  });
});

describe("feed filters", () => {
  it("answer 400 with a code for unknown goals and skin types", async () => {
    for (const path of ["/api/posts", "/api/routines/public"]) {
      for (const q of ["goal=tanning", "skinType=scaly", "goal=", "skinType=OILY"]) {
        const res = await call(`${path}?${q}`);
        expect(res.status, `${path}?${q}`).toBe(400);
        expect(await body(res)).toMatchObject({ code: "validation_error", message: expect.stringMatching(/goal|skinType/) });
      }
    }
  });

  it("keep only posts and routines with the routine's goal and skin type", async () => {
    const member = await signUp();
    const dryGlow = await evaluatedRoutine(member, { goal: "glow", skinType: "dry", name: "Dry glow" });
    const oilyGlow = await evaluatedRoutine(member, { goal: "glow", skinType: "oily", name: "Oily glow" });
    const dryPost = await createPost(member, dryGlow, "Dry glow post");
    const oilyPost = await createPost(member, oilyGlow, "Oily glow post");
    const ids = async (q: string) => (await feedIds(undefined, `&${q}`)).map((p) => p.id);
    expect(await ids("goal=glow")).toEqual(expect.arrayContaining([dryPost, oilyPost]));
    const dry = await ids("goal=glow&skinType=dry");
    expect(dry).toContain(dryPost);
    expect(dry).not.toContain(oilyPost);
    expect(await ids("goal=hydration")).not.toContain(dryPost);
    const routines = await body<{ routines: { id: string; goal: string; skinType: string }[] }>(
      await call("/api/routines/public?goal=glow&skinType=oily&limit=50"),
    );
    expect(routines.routines.map((r) => r.id)).toContain(oilyGlow);
    expect(routines.routines.every((r) => r.goal === "glow" && r.skinType === "oily")).toBe(true);
  });
});


describe("share image as PNG (the deployed Worker's rasteriser)", () => {
  it("renders the public routine's image as a 1200 x 630 PNG; private: 404", async () => {
    const { svgToPng } = await import("../src/lib/routines/share-image-png");
    const { createApp } = await import("../src/app");
    const pngApp = createApp({ renderPng: svgToPng });
    const owner = await signUp();
    const id = await evaluatedRoutine(owner, { name: "Rasterised routine" });
    expect((await pngApp.request(`/api/stacks/${id}/share-image.png`, {}, testEnv())).status).toBe(404);
    await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    const res = await pngApp.request(`/api/stacks/${id}/share-image.png`, {}, testEnv());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("public");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  // ADR 0087: a control character in the name made the SVG invalid XML, and the rasteriser's refusal a 500 for every
  // link preview of the routine.
  it("renders a routine whose name holds characters XML has no place for (controls, U+FFFF): 200, no 500", async () => {
    const { svgToPng } = await import("../src/lib/routines/share-image-png");
    const { createApp } = await import("../src/app");
    const pngApp = createApp({ renderPng: svgToPng });
    const owner = await signUp();
    const id = await evaluatedRoutine(owner, { name: "Ctl\u0001\u0008 routine\uFFFF \u001F\u000Bnight" });
    await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    const png = await pngApp.request(`/api/stacks/${id}/share-image.png`, {}, testEnv());
    expect(png.status, await png.clone().text()).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const svg = await (await pngApp.request(`/api/stacks/${id}/share-image.svg`, {}, testEnv())).text();
    expect(svg).toContain(">Ctl routine night</text>");
  });
});
