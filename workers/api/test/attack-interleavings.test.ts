/**
 * An attacker's races, each one forced: the test pauses a request on a row lock of its own, lets
 * the competing change happen at that moment, then releases it (test/held-locks.ts). Each test
 * asserts the invariant whichever order the database chose.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "@db/schema";
import { call, evaluatedRoutineOf, postAboutNewRoutine, signUp, withTestDb } from "./helpers";
import { blockedBy, isBlocked, openConnection, tracked, until, type Connection } from "./held-locks";

type Member = Awaited<ReturnType<typeof signUp>>;

let watcher: Connection;
beforeAll(async () => {
  watcher = await openConnection();
});
afterAll(async () => {
  await watcher.close();
});

async function newAdmin() {
  const admin = await signUp();
  await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
  return admin;
}

const auditRowsBy = (actorId: string) => withTestDb((db) => db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, actorId)));

/**
 * An admin's request paused on `lock` (a row lock the test holds, which the request's write needs)
 * after the api let it in as an admin; meanwhile another connection demotes that admin. Then the
 * lock goes and the request finishes. Answers the response and whether the demotion committed
 * before the request could finish (else it had to wait for the request's transaction).
 */
async function demotedWhilePaused(admin: Member, lock: [string, unknown[]], send: () => Response | Promise<Response>) {
  const holder = await openConnection();
  const demoter = await openConnection();
  try {
    await holder.query("begin");
    await holder.query(...lock);
    const request = tracked(Promise.resolve(send()));
    await until(async () => request.settled || (await blockedBy(watcher, holder.pid)) > 0, "the request to wait for the test's lock");
    expect(request.settled, "the request finished without needing the held row: nothing was raced").toBe(false);
    const demotion = tracked(demoter.query("update users set role = 'user' where id = $1", [admin.user.id]));
    await until(async () => demotion.settled || (await isBlocked(watcher, demoter.pid)), "the demotion to commit or to wait");
    const demotedFirst = demotion.settled;
    await holder.query("commit");
    const response = await request.promise;
    await demotion.promise;
    return { response, demotedFirst };
  } finally {
    await holder.close();
    await demoter.close();
  }
}

describe("an admin demoted while their request is in flight", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUp();
  });

  async function pendingProduct() {
    const res = await call("/api/products", {
      method: "POST",
      token: member.token,
      json: { name: `Held Balm ${crypto.randomUUID().slice(0, 8)}`, productType: "Moisturizer", ingredients: "Aqua, Glycerin, Squalane" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { product: { id: string } }).product.id;
  }

  const cases: { name: string; arrange: () => Promise<{ lock: [string, unknown[]]; send: (admin: Member) => Response | Promise<Response> }> }[] = [
    {
      name: "approving a product",
      arrange: async () => {
        const id = await pendingProduct();
        return {
          lock: ["select 1 from products where id = $1 for update", [id]],
          send: (admin) => call(`/api/admin/products/${id}/approve`, { method: "POST", token: admin.token }),
        };
      },
    },
    {
      name: "hiding a post",
      arrange: async () => {
        const { postId } = await postAboutNewRoutine({ token: member.token, id: member.user.id }, { title: "Held post" });
        return {
          lock: ["select 1 from posts where id = $1 for update", [postId]],
          send: (admin) => call("/api/admin/moderation", { method: "POST", token: admin.token, json: { targetType: "post", targetId: postId, action: "hide" } }),
        };
      },
    },
    {
      name: "dismissing a product report",
      arrange: async () => {
        const productId = await pendingProduct();
        const report = await call(`/api/products/${productId}/reports`, { method: "POST", token: member.token, json: { message: "Wrong list" } });
        expect(report.status, await report.clone().text()).toBe(201);
        const reportId = ((await report.json()) as { report: { id: string } }).report.id;
        return {
          lock: ["select 1 from product_reports where id = $1 for update", [reportId]],
          send: (admin) => call(`/api/admin/product-reports/${reportId}/dismiss`, { method: "POST", token: admin.token }),
        };
      },
    },
    {
      name: "overriding an ingredient",
      arrange: async () => {
        const name = `Heldium ${crypto.randomUUID().slice(0, 8)}`;
        // An override row to lock: the change replaces it.
        const first = await newAdmin();
        const put = (admin: Member, researchNotes: string) =>
          call("/api/admin/ingredients/overrides", { method: "PUT", token: admin.token, json: { name, override: { researchNotes } } });
        const created = await put(first, "first");
        expect(created.status).toBe(200);
        const { key } = (await created.json()) as { key: string };
        return { lock: ["select 1 from ingredient_overrides where inci = $1 for update", [key]], send: (admin) => put(admin, "second") };
      },
    },
  ];

  it("a demotion in progress when the request arrives: the request waits for it, then is refused and changes nothing", async () => {
    const admin = await newAdmin();
    const id = await pendingProduct();
    const demoter = await openConnection();
    try {
      await demoter.query("begin");
      await demoter.query("update users set role = 'user' where id = $1", [admin.user.id]);
      // The api still reads the committed role (admin) when the request comes in.
      const request = tracked(Promise.resolve(call(`/api/admin/products/${id}/approve`, { method: "POST", token: admin.token })));
      await until(async () => request.settled || (await blockedBy(watcher, demoter.pid)) > 0, "the approval to wait for the demotion");
      expect(request.settled).toBe(false);
      await demoter.query("commit");
      const response = await request.promise;
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "admin_only" });
      expect(await auditRowsBy(admin.user.id)).toEqual([]);
      const [product] = (await withTestDb((db) => db.execute(sql`select status from products where id = ${id}`))).rows;
      expect(product.status).toBe("pending");
    } finally {
      await demoter.close();
    }
  });

  for (const { name, arrange } of cases) {
    it(`${name}: the change is refused (403) unless it committed before the demotion`, async () => {
      const admin = await newAdmin();
      const { lock, send } = await arrange();
      const { response, demotedFirst } = await demotedWhilePaused(admin, lock, () => send(admin));
      const audited = await auditRowsBy(admin.user.id);
      if (demotedFirst) {
        expect(response.status, await response.clone().text()).toBe(403);
        expect(await response.json()).toMatchObject({ code: "admin_only" });
        expect(audited).toEqual([]);
      } else {
        expect(response.status, await response.clone().text()).toBe(200);
        expect(audited).toHaveLength(1);
      }
    });
  }
});

/** Backends of this database waiting for a lock. */
async function waitingBackends() {
  const { rows } = await watcher.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0");
  return Number(rows[0].n);
}

describe("a post or a comment racing what it is about", () => {
  it("a post about a routine while its owner makes it private: never a private routine with a post about it", async () => {
    const owner = await signUp();
    const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });
    const stackId = await evaluatedRoutineOf({ token: owner.token, id: owner.user.id }, { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] });
    const holder = await openConnection();
    try {
      // The routine's row held: the new post waits in its transaction, then the visibility change
      // reads the posts (none committed yet) and waits too, behind the post.
      await holder.query("begin");
      await holder.query("select 1 from stacks where id = $1 for share", [stackId]);
      const post = tracked(Promise.resolve(call("/api/posts", { method: "POST", token: owner.token, json: { stackId, title: "Racing privacy" } })));
      await until(async () => post.settled || (await waitingBackends()) >= 1, "the post to wait for the routine's row");
      const hide = tracked(Promise.resolve(call(`/api/stacks/${stackId}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: false } })));
      await until(async () => hide.settled || (await waitingBackends()) >= 2, "the visibility change to wait too");
      await holder.query("commit");
      const [posted, hidden] = [await post.promise, await hide.promise];
      expect(posted.status, await posted.clone().text()).toBe(201);
      const { rows } = await watcher.query("select s.is_public, (select count(*)::int from posts p where p.stack_id = s.id) as posts from stacks s where s.id = $1", [stackId]);
      expect(rows[0]).toEqual({ is_public: true, posts: 1 });
      expect(hidden.status, await hidden.clone().text()).toBe(409);
      expect(await hidden.json()).toMatchObject({ code: "shared_in_posts" });
    } finally {
      await holder.close();
    }
  });

  it("a comment on a post a moderator hides at that moment is refused (404), never added to the hidden post", async () => {
    const author = await signUp();
    const fan = await signUp();
    const admin = await newAdmin();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Hidden meanwhile" });
    const holder = await openConnection();
    try {
      // The fan's commenting lock held (lib/community/posts lockUser): the comment waits after the api found the post visible.
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock(hashtext('community:comments'), hashtext($1))", [fan.user.id]);
      const comment = tracked(Promise.resolve(call(`/api/posts/${postId}/comments`, { method: "POST", token: fan.token, json: { content: "just in time" } })));
      await until(async () => comment.settled || (await blockedBy(watcher, holder.pid)) > 0, "the comment to wait");
      const hidden = await call("/api/admin/moderation", { method: "POST", token: admin.token, json: { targetType: "post", targetId: postId, action: "hide" } });
      expect(hidden.status).toBe(200);
      await holder.query("commit");
      const response = await comment.promise;
      expect(response.status, await response.clone().text()).toBe(404);
      expect(await response.json()).toMatchObject({ code: "post_not_found" });
      const { rows } = await watcher.query("select count(*)::int as n from comments where post_id = $1", [postId]);
      expect(rows[0].n).toBe(0);
    } finally {
      await holder.close();
    }
  });

  it("a like of a post a moderator hides at that moment is refused (404)", async () => {
    const author = await signUp();
    const fan = await signUp();
    const admin = await newAdmin();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Liked meanwhile" });
    const holder = await openConnection();
    try {
      // The post's row held: the like waits on the counter update its reaction's trigger makes.
      await holder.query("begin");
      await holder.query("select 1 from posts where id = $1 for share", [postId]);
      const like = tracked(Promise.resolve(call(`/api/posts/${postId}/like`, { method: "POST", token: fan.token, json: { isLike: true } })));
      await until(async () => like.settled || (await blockedBy(watcher, holder.pid)) > 0, "the like to wait");
      const hide = tracked(Promise.resolve(call("/api/admin/moderation", { method: "POST", token: admin.token, json: { targetType: "post", targetId: postId, action: "hide" } })));
      await until(async () => hide.settled || (await waitingBackends()) >= 2, "the hide to wait too");
      await holder.query("commit");
      const [liked, hid] = [await like.promise, await hide.promise];
      expect(hid.status).toBe(200);
      // The like committed first (before the post was hidden) or was refused: either way consistent.
      if (liked.status !== 200) expect(await liked.json()).toMatchObject({ code: "post_not_found" });
    } finally {
      await holder.close();
    }
  });
});

describe("sessions racing a password reset", () => {
  it("a sign-in with the old password that was checked before the reset committed opens no session that outlives the reset", async () => {
    const victim = await signUp();
    const holder = await openConnection();
    try {
      // The account's row held: the sign-in has checked the old password and waits to open its session.
      await holder.query("begin");
      await holder.query("select 1 from users where id = $1 for update", [victim.user.id]);
      const login = tracked(Promise.resolve(call("/api/auth/login", { method: "POST", json: { email: victim.email, password: victim.password } })));
      await until(async () => login.settled || (await blockedBy(watcher, holder.pid)) > 0, "the sign-in to wait for the account's row");
      // What a password reset commits meanwhile: a new password and every session revoked.
      await holder.query("update users set password_hash = 'reset-elsewhere', updated_at = now() where id = $1", [victim.user.id]);
      await holder.query("update sessions set revoked_at = now() where user_id = $1 and revoked_at is null", [victim.user.id]);
      await holder.query("commit");
      const response = await login.promise;
      if (response.status === 200) {
        const { token } = (await response.json()) as { token: string };
        expect((await call("/api/auth/me", { token })).status, "a session opened with the replaced password").toBe(401);
      } else {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: "invalid_credentials" });
      }
      expect((await call("/api/auth/me", { token: victim.token })).status).toBe(401);
    } finally {
      await holder.close();
    }
  });
});

describe("a write racing the deletion of its author's account", () => {
  const PASSWORD = "correct horse battery";
  const serum = (name: string) => ({ name, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" });

  /** Rows the deleted account still owns in the tables deletion empties (there must be none). */
  async function ownedRows(userId: string) {
    const { rows } = await watcher.query(
      `select (select count(*)::int from comments where user_id = $1) as comments,
              (select count(*)::int from reactions where user_id = $1) as reactions,
              (select count(*)::int from posts where user_id = $1) as posts,
              (select count(*)::int from stacks where user_id = $1) as routines,
              (select count(*)::int from skin_profiles where user_id = $1) as profiles`,
      [userId],
    );
    return rows[0];
  }

  /**
   * The member's write paused on `lock` (held by the test) after the api let it in; meanwhile the
   * member deletes the account. Then the lock goes: whichever order the database chose, the
   * deleted account owns nothing, no answer is a 5xx, and the write was refused unless it
   * committed before the deletion (which then removed it).
   */
  async function deletedWhilePaused(lock: (member: Member, holder: Connection) => Promise<void>, send: (member: Member) => Promise<Response>, release: "commit" | "rollback" = "commit") {
    const member = await signUp();
    const holder = await openConnection();
    try {
      await holder.query("begin");
      await lock(member, holder);
      const write = tracked(send(member));
      await until(async () => write.settled || (await blockedBy(watcher, holder.pid)) > 0, "the write to wait for the test's lock");
      expect(write.settled, "the write finished without needing the held lock: nothing was raced").toBe(false);
      const deletion = tracked(Promise.resolve(call("/api/account", { method: "DELETE", token: member.token, json: { password: PASSWORD } })));
      await until(async () => deletion.settled || (await waitingBackends()) >= 2, "the deletion to finish or to wait");
      await holder.query(release);
      const [written, deleted] = [await write.promise, await deletion.promise];
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      expect(written.status, await written.clone().text()).toBeLessThan(500);
      expect(await ownedRows(member.user.id)).toEqual({ comments: 0, reactions: 0, posts: 0, routines: 0, profiles: 0 });
      return written;
    } finally {
      await holder.close();
    }
  }

  it("a comment on someone else's post, paused before its insert while the account is deleted: refused, no orphan comment", async () => {
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Commented by the leaving" });
    const written = await deletedWhilePaused(
      async (member, holder) => void (await holder.query("select pg_advisory_xact_lock(hashtext('community:comments'), hashtext($1))", [member.user.id])),
      (member) => Promise.resolve(call(`/api/posts/${postId}/comments`, { method: "POST", token: member.token, json: { content: "last words" } })),
    );
    expect(written.status).toBeGreaterThanOrEqual(400);
  });

  it("a like of someone else's post, paused on the post's counters while the account is deleted: no orphan reaction", async () => {
    const author = await signUp();
    const { postId } = await postAboutNewRoutine({ token: author.token, id: author.user.id }, { title: "Liked by the leaving" });
    await deletedWhilePaused(
      async (_member, holder) => void (await holder.query("select 1 from posts where id = $1 for share", [postId])),
      (member) => Promise.resolve(call(`/api/posts/${postId}/like`, { method: "POST", token: member.token, json: { isLike: true } })),
    );
  });

  it("an evaluation (a credit spent, a routine stored), paused before its insert while the account is deleted: no orphan routine", async () => {
    const key = `leaving-${crypto.randomUUID().slice(0, 8)}`;
    await deletedWhilePaused(
      // A routine with the same idempotency key, uncommitted: the request's insert waits on the unique index.
      async (member, holder) =>
        void (await holder.query(
          "insert into stacks (user_id, name, goal, status, idempotency_key) values ($1, 'held', 'glow', 'pending', $2)",
          [member.user.id, key],
        )),
      (member) =>
        Promise.resolve(
          call("/api/evaluate-stack", {
            method: "POST",
            token: member.token,
            headers: { "idempotency-key": key },
            json: { goal: "glow", morningProducts: [serum("A")], nightProducts: [serum("B")] },
          }),
        ),
      "rollback",
    );
  });
});
