/**
 * Issue #26 (ADR 0029): report limits, the moderation queue's order and paging, banned members'
 * routines, look-alike usernames, display names that pass for staff, and routines shared by a post.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { comments, contentReports, notifications, posts, products, routines, users } from "@db/schema";
import { call, evaluatedRoutineOf, postAboutNewRoutine, signUp, withTestDb } from "./helpers";
import { REPORTS_PER_HOUR } from "../src/lib/community/content-reports";

type User = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown>;

const body = async <T = Json>(res: Response) => (await res.json()) as T;
const product = (name: string, productType = "Serum") => ({ name, productType, ingredients: "Aqua, Glycerin, Niacinamide, Panthenol" });

function privateRoutine(owner: User, name = "Banned routine") {
  return evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    { goal: "hydration", skinType: "normal", stackName: name, skinFeeling: "", morningProducts: [product("Cleanser A", "Cleanser")], nightProducts: [product("Cream B", "Moisturizer")] },
  );
}

const makePublic = (owner: User, routineId: string, isPublic = true) => call(`/api/stacks/${routineId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic } });

async function createPost(owner: User, routineId: string, title = "About my routine") {
  const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title, description: "What I use" } });
  expect(res.status).toBe(201);
  return (await body<{ id: string }>(res)).id;
}

const ban = (userId: string) => withTestDb((db) => db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, userId)));
const isPublic = async (routineId: string) => (await withTestDb((db) => db.select({ p: routines.isPublic }).from(routines).where(eq(routines.id, routineId))))[0].p;

let admin: User;
beforeAll(async () => {
  admin = await signUp();
  await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
});

describe("report limits", () => {
  it(`files at most ${REPORTS_PER_HOUR} new reports an hour per member, then 429 and nothing stored`, async () => {
    const reporter = await signUp();
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => signUp(undefined, undefined, { verified: false })));
    for (const target of targets.slice(0, REPORTS_PER_HOUR)) {
      const res = await call("/api/reports", { method: "POST", token: reporter.token, json: { targetType: "user", targetId: target.user.id, reason: "spam" } });
      expect(res.status).toBe(201);
    }
    // Reporting one of them again is the same report, not a new one: no 429.
    const again = await call("/api/reports", { method: "POST", token: reporter.token, json: { targetType: "user", targetId: targets[0].user.id, reason: "spam" } });
    expect(again.status).toBe(200);
    const over = await call("/api/reports", { method: "POST", token: reporter.token, json: { targetType: "user", targetId: targets[REPORTS_PER_HOUR].user.id, reason: "spam" } });
    expect(over.status).toBe(429);
    expect(await body(over)).toMatchObject({ code: "rate_limited", message: expect.any(String) });
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    const stored = await withTestDb((db) => db.select().from(contentReports).where(eq(contentReports.reporterId, reporter.user.id)));
    expect(stored).toHaveLength(REPORTS_PER_HOUR);
  });

  it("'wrong ingredients' reports need a verified member who is not banned", async () => {
    const [row] = await withTestDb((db) =>
      db.insert(products).values({ name: `Limit serum ${crypto.randomUUID().slice(0, 6)}`, brand: "Test", productType: "Serum", ingredients: "Water, Glycerin" }).returning({ id: products.id }),
    );
    const unverified = await signUp(undefined, undefined, { verified: false });
    const res = await call(`/api/products/${row.id}/reports`, { method: "POST", token: unverified.token, json: { message: "Wrong list" } });
    expect(res.status).toBe(403);
    expect(await body(res)).toMatchObject({ code: "email_not_verified" });
    const banned = await signUp();
    await ban(banned.user.id);
    const refused = await call(`/api/products/${row.id}/reports`, { method: "POST", token: banned.token, json: { message: "Wrong list" } });
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: "account_banned" });
    const ok = await call(`/api/products/${row.id}/reports`, { method: "POST", token: (await signUp()).token, json: { message: "Wrong list" } });
    expect(ok.status).toBe(201);
  });
});

describe("the moderation queue", () => {
  it("pages through every open report, the most reported first, so a flood cannot hide a real report", async () => {
    // A flood: 60 targets reported once, all older than the one reported three times.
    const flooder = await signUp();
    const flood = Array.from({ length: 60 }, () => crypto.randomUUID());
    const old = new Date(Date.now() - 3600_000);
    await withTestDb((db) =>
      db.insert(contentReports).values(flood.map((targetId) => ({ reporterId: flooder.user.id, targetType: "user" as const, targetId, reason: "spam" as const, createdAt: old }))),
    );
    const victim = await signUp(undefined, undefined, { verified: false });
    const reporters = await Promise.all([signUp(), signUp(), signUp()]);
    for (const r of reporters) {
      expect((await call("/api/reports", { method: "POST", token: r.token, json: { targetType: "user", targetId: victim.user.id, reason: "harassment" } })).status).toBe(201);
    }
    const seen: { targetId: string; reportCount: number }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(`/api/admin/moderation?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: admin.token });
      expect(res.status).toBe(200);
      const page = await body<{ items: { targetId: string; reportCount: number }[]; nextCursor: string | null; total: number }>(res);
      expect(page.items.length).toBeLessThanOrEqual(25);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    const ids = seen.map((i) => i.targetId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...flood, victim.user.id]) expect(ids).toContain(id);
    const counts = seen.map((i) => i.reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = await body<{ items: { targetId: string }[]; total: number }>(await call("/api/admin/moderation?limit=25", { token: admin.token }));
    expect(first.total).toBe(ids.length);
    expect(seen.find((i) => i.targetId === victim.user.id)?.reportCount).toBe(3);
    // Clean up the flood for the other tests of this run.
    await withTestDb((db) => db.delete(contentReports).where(inArray(contentReports.targetId, flood)));
  });

  it("refuses a bad cursor or limit with 400", async () => {
    for (const q of ["cursor=nonsense", "limit=0", "limit=abc", "limit=101"]) {
      const res = await call(`/api/admin/moderation?${q}`, { token: admin.token });
      expect(res.status, q).toBe(400);
      expect(await body(res)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe("banned members' routines", () => {
  it("vanish for others from GET /api/stacks/{id} and its evaluations, and stay the owner's", async () => {
    const owner = await signUp();
    const routineId = await privateRoutine(owner);
    expect((await makePublic(owner, routineId)).status).toBe(200);
    const reader = await signUp();
    expect((await call(`/api/stacks/${routineId}`, { token: reader.token })).status).toBe(200);
    await ban(owner.user.id);
    for (const token of [reader.token, undefined]) {
      const res = await call(`/api/stacks/${routineId}`, { token });
      expect(res.status).toBe(404);
      expect(await body(res)).toMatchObject({ code: "stack_not_found" });
      expect((await call(`/api/stacks/${routineId}/evaluations`, { token })).status).toBe(404);
      expect((await call(`/api/stacks/${routineId}/share-image.svg`, { token })).status).toBe(404);
    }
    expect((await call(`/api/stacks/${routineId}`, { token: owner.token })).status).toBe(200);
    const list = await body<{ routines: { id: string }[] }>(await call("/api/routines/public?limit=50"));
    expect(list.routines.map((r) => r.id)).not.toContain(routineId);
  });

  it("cannot be made public or renamed while public, and changes nothing", async () => {
    const owner = await signUp();
    const privateId = await privateRoutine(owner, "Private one");
    const publicId = await privateRoutine(owner, "Public one");
    expect((await makePublic(owner, publicId)).status).toBe(200);
    await ban(owner.user.id);
    const share = await makePublic(owner, privateId);
    expect(share.status).toBe(403);
    expect(await body(share)).toMatchObject({ code: "account_banned" });
    expect(await isPublic(privateId)).toBe(false);
    const full = await body<{ goal: string; skinType: string; morningProducts: { name: string; productType: string; ingredients: string }[]; nightProducts: { name: string; productType: string; ingredients: string }[] }>(
      await call(`/api/stacks/${publicId}`, { token: owner.token }),
    );
    const edit = (name: string) =>
      call(`/api/stacks/${publicId}`, {
        method: "PUT",
        token: owner.token,
        json: {
          name,
          goal: full.goal,
          skinType: full.skinType,
          morningProducts: full.morningProducts.map(({ name, productType, ingredients }) => ({ name, productType, ingredients })),
          nightProducts: full.nightProducts.map(({ name, productType, ingredients }) => ({ name, productType, ingredients })),
        },
      });
    const renamed = await edit("Buy my course at example.com");
    expect(renamed.status).toBe(403);
    expect(await body(renamed)).toMatchObject({ code: "account_banned" });
    const [row] = await withTestDb((db) => db.select({ name: routines.name }).from(routines).where(eq(routines.id, publicId)));
    expect(row.name).toBe("Public one");
    // Making it private is still theirs to do.
    expect((await makePublic(owner, publicId, false)).status).toBe(200);
  });
});

describe("usernames that look alike", () => {
  it("refuses an all-Cyrillic look-alike of an existing all-Latin username (409) and stores nothing", async () => {
    const digits = String(Math.floor(Math.random() * 1e6)).replace(/[01]/g, "7");
    const [latin, cyrillic] = [await signUp(), await signUp()];
    const setName = (u: User, username: string) => call("/api/auth/update-username", { method: "POST", token: u.token, json: { username } });
    expect((await setName(latin, `coaxer${digits}`)).status).toBe(200);
    // с о а х е г: all Cyrillic letters.
    const res = await setName(cyrillic, `соахег${digits}`);
    expect(res.status).toBe(409);
    expect(await body(res)).toMatchObject({ code: "username_taken", message: expect.any(String) });
    const me = await body<{ user: { username: string | null } }>(await call("/api/auth/me", { token: cyrillic.token }));
    expect(me.user.username).toBeNull();
    // Case and digit look-alikes too.
    expect((await setName(cyrillic, `C0AXER${digits}`)).status).toBe(409);
  });
});

describe("display names that pass for staff", () => {
  it("are refused at sign-up and when changed, with 400 and nothing stored", async () => {
    const signup = await call("/api/auth/signup", { method: "POST", json: { name: "Skinstack Support", email: `staff-${crypto.randomUUID().slice(0, 8)}@example.test`, password: "correct horse battery" } });
    expect(signup.status).toBe(400);
    expect(await body(signup)).toMatchObject({ code: "validation_error", message: expect.stringContaining("Skinstack") });
    const member = await signUp();
    for (const name of ["Аdmin", "Jane ✓", "Official ✅", "m0derator", "\u202EKCATSNIKS", "\u202Etroppus"]) {
      const res = await call("/api/account", { method: "PATCH", token: member.token, json: { name } });
      expect(res.status, name).toBe(400);
      expect(await body(res)).toMatchObject({ code: "validation_error" });
    }
    const me = await body<{ user: { name: string | null } }>(await call("/api/auth/me", { token: member.token }));
    expect(me.user.name).toBe("Test");
    expect((await call("/api/account", { method: "PATCH", token: member.token, json: { name: "Jane Badminton" } })).status).toBe(200);
  });
});

describe("routines shared by a post", () => {
  it("return to private when the post is deleted", async () => {
    const owner = await signUp();
    const routineId = await privateRoutine(owner);
    const postId = await createPost(owner, routineId);
    expect(await isPublic(routineId)).toBe(true);
    expect((await call(`/api/posts/${postId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await isPublic(routineId)).toBe(false);
    expect((await call(`/api/stacks/${routineId}`)).status).toBe(404);
  });

  it("stay public while another post is about them", async () => {
    const owner = await signUp();
    const routineId = await privateRoutine(owner);
    const [first, second] = [await createPost(owner, routineId, "One"), await createPost(owner, routineId, "Two")];
    expect((await call(`/api/posts/${first}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await isPublic(routineId)).toBe(true);
    expect((await call(`/api/posts/${second}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await isPublic(routineId)).toBe(false);
  });

  it("stay public when their owner made them public, before or after the post", async () => {
    const owner = await signUp();
    const before = await privateRoutine(owner, "Shared first");
    expect((await makePublic(owner, before)).status).toBe(200);
    const p1 = await createPost(owner, before);
    expect((await call(`/api/posts/${p1}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await isPublic(before)).toBe(true);

    const after = await privateRoutine(owner, "Posted first");
    const p2 = await createPost(owner, after);
    expect((await makePublic(owner, after)).status).toBe(200);
    expect((await call(`/api/posts/${p2}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await isPublic(after)).toBe(true);
  });
});

describe("what an unverified or banned member cannot start (ADR 0084)", () => {
  it("a like or dislike needs a verified address: an unverified account neither ranks the feed nor notifies", async () => {
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Reactions need a verified address" });
    const unverified = await signUp(undefined, undefined, { verified: false });
    for (const isLike of [true, false]) {
      const res = await call(`/api/posts/${postId}/like`, { method: "POST", token: unverified.token, json: { isLike } });
      expect(res.status).toBe(403);
      expect(await body(res)).toMatchObject({ code: "email_not_verified" });
    }
    const [post] = await withTestDb((db) => db.select({ likes: posts.likeCount }).from(posts).where(eq(posts.id, postId)));
    expect(post.likes).toBe(0);
    const sent = await withTestDb((db) => db.select().from(notifications).where(eq(notifications.userId, author.user.id)));
    expect(sent).toEqual([]);
    expect((await call(`/api/posts/${postId}/like`, { method: "POST", token: (await signUp()).token, json: { isLike: true } })).status).toBe(200);
  });

  it("a product submission needs a verified member who is not banned, and a refused one is not counted against the hour", async () => {
    const unverified = await signUp(undefined, undefined, { verified: false });
    const refused = await call("/api/products", { method: "POST", token: unverified.token, json: product(`Unverified serum ${crypto.randomUUID().slice(0, 6)}`) });
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: "email_not_verified" });
    const banned = await signUp();
    await ban(banned.user.id);
    const bannedRes = await call("/api/products", { method: "POST", token: banned.token, json: product(`Banned serum ${crypto.randomUUID().slice(0, 6)}`) });
    expect(bannedRes.status).toBe(403);
    expect(await body(bannedRes)).toMatchObject({ code: "account_banned" });
    const queued = await withTestDb((db) => db.select().from(products).where(inArray(products.createdBy, [unverified.user.id, banned.user.id])));
    expect(queued).toEqual([]);
    // Thirty invalid submissions (one ingredient) are 400s and leave the hour's quota whole.
    const member = await signUp();
    for (let i = 0; i < 30; i++) {
      const bad = await call("/api/products", { method: "POST", token: member.token, json: { name: `One ${i}`, productType: "Serum", ingredients: "Aqua" } });
      expect(bad.status).toBe(400);
    }
    expect((await call("/api/products", { method: "POST", token: member.token, json: product(`Valid serum ${crypto.randomUUID().slice(0, 6)}`) })).status).toBe(201);
  });
});

describe("a banned member's edits (ADR 0084)", () => {
  it("a banned member cannot edit their posts or comments: lifting the ban publishes nothing unreviewed", async () => {
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Before the ban" });
    const commented = await call(`/api/posts/${postId}/comments`, { method: "POST", token: author.token, json: { content: "Before the ban too" } });
    expect(commented.status).toBe(201);
    const commentId = (await body<{ id?: string; comment?: { id: string } }>(commented)).comment?.id ?? (await withTestDb((db) => db.select({ id: comments.id }).from(comments).where(eq(comments.postId, postId))))[0].id;
    await ban(author.user.id);
    const edited = await call(`/api/posts/${postId}`, { method: "PATCH", token: author.token, json: { title: "Changed while banned" } });
    expect(edited.status).toBe(403);
    expect(await body(edited)).toMatchObject({ code: "account_banned" });
    const commentEdit = await call(`/api/posts/${postId}/comments/${commentId}`, { method: "PATCH", token: author.token, json: { content: "Changed while banned" } });
    expect(commentEdit.status).toBe(403);
    const [post] = await withTestDb((db) => db.select({ title: posts.title }).from(posts).where(eq(posts.id, postId)));
    expect(post.title).toBe("Before the ban");
    const [comment] = await withTestDb((db) => db.select({ content: comments.content }).from(comments).where(eq(comments.id, commentId)));
    expect(comment.content).toBe("Before the ban too");
  });
});

describe("a banned member's public routine does not exist for others (ADR 0084)", () => {
  it("another member's post about it or change to it is a 404, as for a private routine, not a 403", async () => {
    const owner = await signUp();
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const routineId = await evaluatedRoutineOf({ token: owner.token, id: owner.user.id }, { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] });
    expect((await makePublic(owner, routineId)).status).toBe(200);
    const other = await signUp();
    const edit = { name: "Taken over", goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("C")] };
    // While the owner is in good standing, the routine is public: someone else's change is a 403.
    expect((await call(`/api/stacks/${routineId}`, { method: "PUT", token: other.token, json: edit })).status).toBe(403);
    await ban(owner.user.id);
    const put = await call(`/api/stacks/${routineId}`, { method: "PUT", token: other.token, json: edit });
    expect(put.status).toBe(404);
    expect(await body(put)).toMatchObject({ code: "stack_not_found" });
    const post = await call("/api/posts", { method: "POST", token: other.token, json: { stackId: routineId, title: "Not mine" } });
    expect(post.status).toBe(404);
    expect(await body(post)).toMatchObject({ code: "stack_not_found" });
  });
});
