/**
 * Issue #29: Restore and Lift ban reachable after Hide and Ban closed the reports (the Actioned
 * view), an audit log that names people and content, banned members told and shown their hidden
 * content, and prompt templates that lack their evaluation's variables (ADR 0029).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@db/schema";
import { call, evaluatedRoutineOf, signUp, withTestDb } from "./helpers";

type User = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown>;
interface Item {
  targetType: string;
  targetId: string;
  content: { kind: string; title?: string; author?: { username: string | null; banned: boolean } } | null;
  actionedAt?: string;
}

const body = async <T = Json>(res: Response) => (await res.json()) as T;
const product = (name: string, productType = "Serum") => ({ name, productType, ingredients: "Aqua, Glycerin, Niacinamide, Panthenol" });

let admin: User;
let author: User;
let reader: User;
let authorName: string;

beforeAll(async () => {
  [admin, author, reader] = await Promise.all([signUp(), signUp(), signUp()]);
  await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
  authorName = `author${String(Math.floor(Math.random() * 1e8)).replace(/[01]/g, "5")}`;
  expect((await call("/api/auth/update-username", { method: "POST", token: author.token, json: { username: authorName } })).status).toBe(200);
});

async function postAbout(owner: User, title: string) {
  const routineId = await evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    { goal: "hydration", skinType: "normal", stackName: "Routine", skinFeeling: "", morningProducts: [product("Cleanser", "Cleanser")], nightProducts: [product("Cream", "Moisturizer")] },
  );
  const res = await call("/api/posts", { method: "POST", token: owner.token, json: { stackId: routineId, title, description: "Mine" } });
  expect(res.status).toBe(201);
  return (await body<{ id: string }>(res)).id;
}

const moderate = (json: unknown) => call("/api/admin/moderation", { method: "POST", token: admin.token, json });
const report = (json: unknown) => call("/api/reports", { method: "POST", token: reader.token, json });

async function actioned(): Promise<Item[]> {
  const res = await call("/api/admin/moderation/actioned?limit=100", { token: admin.token });
  expect(res.status).toBe(200);
  return (await body<{ items: Item[] }>(res)).items;
}

async function queueIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Item[]; nextCursor: string | null } = await body(
      await call(`/api/admin/moderation?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: admin.token }),
    );
    ids.push(...page.items.map((i) => i.targetId));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe("the Actioned view", () => {
  it("lists hidden content and banned members after their reports closed, and Restore and Lift ban work from it", async () => {
    const title = `Hide me ${crypto.randomUUID().slice(0, 6)}`;
    const postId = await postAbout(author, title);
    expect((await report({ targetType: "post", targetId: postId, reason: "spam" })).status).toBe(201);
    expect((await moderate({ targetType: "post", targetId: postId, action: "hide" })).status).toBe(200);
    expect(await queueIds()).not.toContain(postId);

    const hidden = (await actioned()).find((i) => i.targetId === postId);
    expect(hidden).toMatchObject({ targetType: "post", content: { kind: "post", title }, actionedAt: expect.any(String) });

    const banned = await signUp();
    expect((await report({ targetType: "user", targetId: banned.user.id, reason: "harassment" })).status).toBe(201);
    const confirm = await body(await moderate({ targetType: "user", targetId: banned.user.id, action: "ban" }));
    expect(confirm).toMatchObject({ changed: true, reportsClosed: 1 });
    expect((await actioned()).find((i) => i.targetId === banned.user.id)).toMatchObject({ targetType: "user", content: { kind: "user", author: { banned: true } } });

    expect(await body(await moderate({ targetType: "post", targetId: postId, action: "restore" }))).toMatchObject({ changed: true });
    expect(await body(await moderate({ targetType: "user", targetId: banned.user.id, action: "restore" }))).toMatchObject({ changed: true });
    const after = (await actioned()).map((i) => i.targetId);
    expect(after).not.toContain(postId);
    expect(after).not.toContain(banned.user.id);
  });

  it("is for admins only and refuses a bad cursor with 400", async () => {
    expect((await call("/api/admin/moderation/actioned", { token: reader.token })).status).toBe(403);
    const res = await call("/api/admin/moderation/actioned?cursor=nope", { token: admin.token });
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ code: "invalid_cursor" });
  });
});

describe("the audit log", () => {
  it("names the post and the member a moderation entry is about", async () => {
    const title = `Audited ${crypto.randomUUID().slice(0, 6)}`;
    const postId = await postAbout(author, title);
    expect((await moderate({ targetType: "post", targetId: postId, action: "hide" })).status).toBe(200);
    const { entries } = await body<{ entries: { action: string; target: string; subjects: Record<string, string> }[] }>(
      await call("/api/admin/audit?action=content.hide&limit=20", { token: admin.token }),
    );
    const entry = entries.find((e) => e.target === `post:${postId}`);
    expect(entry?.subjects[`post:${postId}`]).toBe(`"${title}"`);
    expect(entry?.subjects[`user:${author.user.id}`]).toBe(`@${authorName}`);
  });
});

describe("banned members", () => {
  it("are told so by /api/auth/me and see their own posts marked hidden", async () => {
    const member = await signUp();
    const postId = await postAbout(member, "Before the ban");
    await withTestDb((db) => db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, member.user.id)));
    const me = await body<{ user: { banned: boolean } }>(await call("/api/auth/me", { token: member.token }));
    expect(me.user.banned).toBe(true);
    const own = await body<{ post: { hidden?: boolean } }>(await call(`/api/posts/${postId}`, { token: member.token }));
    expect(own.post.hidden).toBe(true);
    expect((await call(`/api/posts/${postId}`, { token: reader.token })).status).toBe(404);
  });
});

describe("prompt templates", () => {
  it("lacking the variables their evaluation needs are refused with 409 unless the admin confirms", async () => {
    const text = `Rate this routine. ${crypto.randomUUID()}`;
    const refused = await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: { template: text } });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({ code: "missing_variables", message: expect.stringContaining("{products}") });
    const current = await body<{ template: { template: string } }>(await call("/api/admin/templates/stack-evaluation", { token: admin.token }));
    expect(current.template.template).not.toBe(text);
    const confirmed = await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: { template: text, allowMissingVariables: true } });
    expect(confirmed.status).toBe(200);
    expect(await body(confirmed)).toMatchObject({ created: true, template: { template: text } });
    // Back to a complete template for the rest of the run.
    const restore = await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: { template: `{goal}{secondaryGoalsText}\n{products}\n${text}` } });
    expect(restore.status).toBe(200);
  });
});
