import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "@db/schema";
import { call, postAboutNewRoutine, signUpNamed, withTestDb } from "./helpers";

interface Notification {
  id: string;
  type: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  postId: string | null;
  stackId: string | null;
  post: { id: string; stackId: string } | null;
  postTitle: string | null;
  actor: { name: string | null; username: string | null } | null;
}

async function person(name: string) {
  const { token, user, email } = await signUpNamed(name);
  return { token, id: user.id, email };
}
type Person = Awaited<ReturnType<typeof person>>;

const postBy = (owner: Person, title = "Evening ritual") => postAboutNewRoutine(owner, { title });

const list = async (token: string, query = "") =>
  (await (await call(`/api/notifications${query}`, { token })).json()) as { notifications: Notification[]; nextCursor: string | null };
const unread = async (token: string) => ((await (await call("/api/notifications/unread-count", { token })).json()) as { count: number }).count;
const like = (token: string, postId: string, isLike: boolean) => call(`/api/posts/${postId}/like`, { method: "POST", token, json: { isLike } });
const comment = (token: string, postId: string, content: string) =>
  call(`/api/posts/${postId}/comments`, { method: "POST", token, json: { content } });

describe("notifications from likes and comments", () => {
  it("a like and a comment by someone else notify the post's author, newest first", async () => {
    const author = await person("Ana");
    const fan = await person("Ben");
    const { postId, stackId: routineId } = await postBy(author, "Evening ritual");
    expect(await unread(author.token)).toBe(0);

    expect((await like(fan.token, postId, true)).status).toBe(200);
    expect((await comment(fan.token, postId, "So good")).status).toBe(201);
    expect(await unread(author.token)).toBe(2);

    const { notifications: items } = await list(author.token);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      type: "comment",
      message: 'Ben commented on your post "Evening ritual"',
      isRead: false,
      postId,
      stackId: routineId,
      post: { id: postId, stackId: routineId },
      postTitle: "Evening ritual",
      actor: { name: "Ben", username: null },
    });
    expect(items[1]).toMatchObject({ type: "like", message: 'Ben liked your post "Evening ritual"', postId, stackId: routineId });
    expect(new Date(items[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(items[1].createdAt).getTime());
    expect(JSON.stringify(items)).not.toContain(fan.email);
    // The fan got nothing.
    expect(await unread(fan.token)).toBe(0);
  });

  it("names the actor by username when they have one (a display name can imitate anyone)", async () => {
    const author = await person("Ana");
    const impostor = await person("Ana");
    const username = `real_${crypto.randomUUID().slice(0, 6)}`;
    expect((await call("/api/auth/update-username", { method: "POST", token: impostor.token, json: { username } })).status).toBe(200);
    const { postId } = await postBy(author, "Morning");
    expect((await comment(impostor.token, postId, "Hi")).status).toBe(201);
    const { notifications: items } = await list(author.token);
    expect(items[0].message).toBe(`${username} commented on your post "Morning"`);
  });

  it("never notifies about one's own actions", async () => {
    const author = await person("Cleo");
    const { postId } = await postBy(author);
    await like(author.token, postId, true);
    await comment(author.token, postId, "Talking to myself");
    expect(await unread(author.token)).toBe(0);
    expect((await list(author.token)).notifications).toEqual([]);
  });

  it("dislikes and removals notify nobody; toggling a like does not pile up unread notifications", async () => {
    const author = await person("Dev");
    const fan = await person("Eve");
    const { postId } = await postBy(author);
    await like(fan.token, postId, false);
    expect(await unread(author.token)).toBe(0);
    await like(fan.token, postId, true); // switch to like
    await like(fan.token, postId, true); // remove
    await like(fan.token, postId, true); // like again
    expect(await unread(author.token)).toBe(1);
  });

  it("rejected requests create no notification", async () => {
    const author = await person("Finn");
    const fan = await person("Gus");
    const { postId } = await postBy(author);
    await call(`/api/posts/${postId}/like`, { method: "POST", token: fan.token, json: { isLike: "yes" } });
    await comment(fan.token, postId, "   ");
    expect(await unread(author.token)).toBe(0);
  });
});

describe("reading and marking", () => {
  async function withTwo() {
    const author = await person("Hana");
    const fan = await person("Ivan");
    const { postId } = await postBy(author);
    await like(fan.token, postId, true);
    await comment(fan.token, postId, "first");
    const { notifications: items } = await list(author.token);
    return { author, fan, items };
  }

  it("PUT /{id}/read marks one as read", async () => {
    const { author, items } = await withTwo();
    const res = await call(`/api/notifications/${items[1].id}/read`, { method: "PUT", token: author.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ notification: { id: items[1].id, isRead: true } });
    expect(await unread(author.token)).toBe(1);
    // Marking again is harmless.
    expect((await call(`/api/notifications/${items[1].id}/read`, { method: "PUT", token: author.token })).status).toBe(200);
    expect(await unread(author.token)).toBe(1);
  });

  it("PUT /mark-all-read marks all of the user's own, and nobody else's", async () => {
    const { author, fan, items } = await withTwo();
    const other = await person("Jo");
    const { postId } = await postBy(fan);
    await like(other.token, postId, true);
    const res = await call("/api/notifications/mark-all-read", { method: "PUT", token: author.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ updated: items.length });
    expect(await unread(author.token)).toBe(0);
    expect((await list(author.token)).notifications.every((n) => n.isRead)).toBe(true);
    expect(await unread(fan.token)).toBe(1);
  });

  it("someone else's notification answers 404 to reading, marking and deleting, and stays unread", async () => {
    const { author, fan, items } = await withTwo();
    const id = items[0].id;
    expect((await call(`/api/notifications/${id}`, { token: fan.token })).status).toBe(404);
    expect((await call(`/api/notifications/${id}/read`, { method: "PUT", token: fan.token })).status).toBe(404);
    expect((await call(`/api/notifications/${id}`, { method: "DELETE", token: fan.token })).status).toBe(404);
    const row = await withTestDb(async (db) => (await db.select().from(notifications).where(eq(notifications.id, id)))[0]);
    expect(row.isRead).toBe(false);
    expect(await unread(author.token)).toBe(2);
    // The owner can read and delete it.
    expect(await (await call(`/api/notifications/${id}`, { token: author.token })).json()).toMatchObject({ notification: { id } });
    expect((await call(`/api/notifications/${id}`, { method: "DELETE", token: author.token })).status).toBe(200);
    expect(await unread(author.token)).toBe(1);
  });

  it("unknown and malformed ids answer 404", async () => {
    const { author } = await withTwo();
    for (const id of [crypto.randomUUID(), "12", "not-an-id"]) {
      expect((await call(`/api/notifications/${id}/read`, { method: "PUT", token: author.token })).status).toBe(404);
      expect((await call(`/api/notifications/${id}`, { token: author.token })).status).toBe(404);
    }
  });

  it("pages with a cursor", async () => {
    const author = await person("Kai");
    const { postId } = await postBy(author);
    const fans = await Promise.all(["L1", "L2", "L3"].map(person));
    for (const f of fans) await like(f.token, postId, true);
    const first = await list(author.token, "?limit=2");
    expect(first.notifications).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(author.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(new Set(ids).size).toBe(3);
    expect((await call("/api/notifications?limit=500", { token: author.token })).status).toBe(400);
    expect((await call("/api/notifications?cursor=bad", { token: author.token })).status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/notifications")).status).toBe(401);
    expect((await call("/api/notifications/unread-count")).status).toBe(401);
    expect((await call("/api/notifications/mark-all-read", { method: "PUT" })).status).toBe(401);
    expect((await call(`/api/notifications/${crypto.randomUUID()}/read`, { method: "PUT" })).status).toBe(401);
  });
});
