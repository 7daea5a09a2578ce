/**
 * An attacker holding an old session token: every change that proves or moves the account's
 * credentials (password, address, role) ends every session of the account; the device making the
 * change gets a NEW token (Set-Cookie and body), its old one dies. A sign-in hands out a new
 * session and ends every session the request's cookies named, so a cookie planted before it (tossed
 * from a sibling subdomain with a narrower path) neither becomes the account's nor outlives it.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails, users } from "@db/schema";
import { call, signUp, uniqueEmail, withTestDb } from "./helpers";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";

const me = (token: string) => call("/api/auth/me", { token });
const meByCookie = (cookie: string) => call("/api/auth/me", { headers: { cookie } });
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

async function loginToken(email: string, password = PASSWORD) {
  const res = await call("/api/auth/login", { method: "POST", json: { email, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).token as string;
}

async function linkTokenFrom(to: string, path: string) {
  const mails = await withTestDb((db) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.id)));
  const mail = mails.find((m) => m.body.includes(`/${path}?token=`));
  if (!mail) throw new Error(`no ${path} email to ${to}`);
  return new URL(mail.body.match(new RegExp(`https?://\\S+/${path}\\?token=\\S+`))![0]).searchParams.get("token")!;
}

/** The answer hands the device a new session: the token in the body and the same one in the cookie, both live. */
async function expectNewSession(res: Response, old: string) {
  const body = await json(res);
  const token = body.token as string;
  expect(typeof token, JSON.stringify(body)).toBe("string");
  expect(token).not.toBe(old);
  expect(cookieOf(res)).toBe(`session=${token}`);
  expect((await me(token)).status).toBe(200);
  expect((await meByCookie(cookieOf(res))).status).toBe(200);
  return token;
}

describe("a credential change rotates the session making it and ends every other", () => {
  it("a password change: the old token of the device that made it dies too; the device gets a new one", async () => {
    const account = await signUp();
    const stolen = await loginToken(account.email);
    const res = await call("/api/auth/change-password", { method: "POST", token: account.token, json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectNewSession(res, account.token);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(stolen)).status).toBe(401);
  });

  it("a change of address confirmed in the browser that asked for it: its old token dies; it gets a new one", async () => {
    const account = await signUp();
    const stolen = await loginToken(account.email);
    const next = uniqueEmail("moved");
    expect((await call("/api/account/email", { method: "POST", token: account.token, json: { email: next, password: PASSWORD } })).status).toBe(202);
    const res = await call("/api/account/email/confirm", { method: "POST", token: account.token, json: { token: await linkTokenFrom(next, "confirm-email") } });
    expect(res.status, await res.clone().text()).toBe(200);
    const fresh = await expectNewSession(res, account.token);
    expect((await json(await me(fresh))).user).toMatchObject({ email: next });
    expect((await me(account.token)).status).toBe(401);
    expect((await me(stolen)).status).toBe(401);
  });

  it("a change of address confirmed without the account's session: every session ends, no session is handed out", async () => {
    const account = await signUp();
    const next = uniqueEmail("moved");
    expect((await call("/api/account/email", { method: "POST", token: account.token, json: { email: next, password: PASSWORD } })).status).toBe(202);
    const res = await call("/api/account/email/confirm", { method: "POST", json: { token: await linkTokenFrom(next, "confirm-email") } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json(res)).token).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await me(account.token)).status).toBe(401);
  });

  it("a role granted or revoked by an admin ends every session of the member", async () => {
    const admin = await signUp();
    await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
    const member = await signUp();
    const second = await loginToken(member.email);
    const grant = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: member.email, role: "admin" } });
    expect(grant.status, await grant.clone().text()).toBe(200);
    expect((await me(member.token)).status).toBe(401);
    expect((await me(second)).status).toBe(401);

    const promoted = await loginToken(member.email);
    expect((await call("/api/admin/templates", { token: promoted })).status).toBe(200);
    const revoke = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: member.email, role: "user" } });
    expect(revoke.status).toBe(200);
    expect((await me(promoted)).status).toBe(401);
    // The admin making the change keeps their own session.
    expect((await me(admin.token)).status).toBe(200);
  });

  it("a ban ends every session of the member", async () => {
    const admin = await signUp();
    await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id)));
    const member = await signUp();
    const res = await call("/api/admin/moderation", { method: "POST", token: admin.token, json: { targetType: "user", targetId: member.user.id, action: "ban" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await me(member.token)).status).toBe(401);
  });
});

describe("session fixation and cookie tossing: a sign-in ends every session the request's cookies named", () => {
  it("a planted cookie (the attacker's own session) is ended when the victim signs in on that browser", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const res = await call("/api/auth/login", {
      method: "POST",
      json: { email: victim.email, password: PASSWORD },
      headers: { cookie: `session=${attacker.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(cookieOf(res)).not.toBe(`session=${attacker.token}`);
    expect((await meByCookie(`session=${attacker.token}`)).status).toBe(401);
    expect((await json(await meByCookie(cookieOf(res)))).user).toMatchObject({ email: victim.email });
  });

  it("a tossed cookie sent beside the app's own (two `session` cookies, the narrower path's first): both end", async () => {
    const attacker = await signUp();
    const earlier = await signUp();
    const victim = await signUp();
    const res = await call("/api/auth/login", {
      method: "POST",
      json: { email: victim.email, password: PASSWORD },
      headers: { cookie: `theme=dark; session=${attacker.token}; session = ${earlier.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await me(attacker.token)).status).toBe(401);
    expect((await me(earlier.token)).status).toBe(401);
    expect((await json(await meByCookie(cookieOf(res)))).user).toMatchObject({ email: victim.email });
  });

  it("after the sign-in the tossed cookie still comes first: the one live session of the request is used, whatever the order", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const res = await call("/api/auth/login", { method: "POST", json: { email: victim.email, password: PASSWORD }, headers: { cookie: `session=${attacker.token}` } });
    const fresh = cookieOf(res).slice("session=".length);
    for (const cookie of [`session=${attacker.token}; session=${fresh}`, `session=${fresh}; session=${attacker.token}`]) {
      expect((await json(await meByCookie(cookie))).user, cookie).toMatchObject({ email: victim.email });
    }
  });

  it("two live sessions in one request's cookies (one tossed again after the sign-in) are nobody's: never the attacker's", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const cleanser = { name: "Plain Cleanser", brand: "Test", productType: "Cleanser", ingredients: "Aqua, Glycerin" };
    const made = await call("/api/evaluate-stack", {
      method: "POST",
      token: attacker.token,
      json: { stackName: "Private", goal: "hydration", secondaryGoals: [], skinType: "dry", morningProducts: [cleanser], nightProducts: [cleanser], skinFeeling: "" },
    });
    expect(made.status, await made.clone().text()).toBe(202);
    const { id } = (await json(made)) as { id: string };
    expect((await call(`/api/stacks/${id}`, { headers: { cookie: `session=${attacker.token}` } })).status).toBe(200);
    for (const cookie of [`session=${attacker.token}; session=${victim.token}`, `session=${victim.token};session =${attacker.token}`]) {
      expect((await meByCookie(cookie)).status, cookie).toBe(401);
      // The reads that trust a token's claims without asking whether the session is live: the attacker's private routine stays hidden.
      expect((await call(`/api/stacks/${id}`, { headers: { cookie } })).status, cookie).toBe(404);
    }
    // The same session twice is one session.
    expect((await meByCookie(`session=${victim.token}; session=${victim.token}`)).status).toBe(200);
  });

  it("a sign-up from a browser holding another account's session ends that session", async () => {
    const earlier = await signUp();
    const res = await call("/api/auth/signup", {
      method: "POST",
      json: { name: "New", email: uniqueEmail("fresh"), password: PASSWORD },
      headers: { cookie: `session=${earlier.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await me(earlier.token)).status).toBe(401);
  });

  it("a cookie is read one way everywhere: a percent-encoded spelling of a token is no session, not even for reads of claims only", async () => {
    const owner = await signUp();
    const created = await call("/api/evaluate-stack", {
      method: "POST",
      token: owner.token,
      json: { goal: "glow", morningProducts: [{ name: "A", ingredients: "Aqua" }], nightProducts: [{ name: "B", ingredients: "Aqua" }] },
    });
    const { id } = (await json(created)) as { id: string };
    // The token with its first character percent-encoded: the raw cookie names no session.
    const spelled = `session=%${owner.token.charCodeAt(0).toString(16).toUpperCase()}${owner.token.slice(1)}`;
    expect((await meByCookie(spelled)).status).toBe(401);
    // GET /api/stacks/{id} reads the session's claims only (sessionClaims): the private routine is hidden the same way.
    expect((await call(`/api/stacks/${id}`, { headers: { cookie: spelled } })).status).toBe(404);
    expect((await call(`/api/stacks/${id}`, { headers: { cookie: `session=${owner.token}` } })).status).toBe(200);
  });

  it("a failed sign-in ends nothing: only a sign-in that sets a new cookie replaces the old", async () => {
    const account = await signUp();
    const res = await call("/api/auth/login", {
      method: "POST",
      json: { email: account.email, password: "not the password" },
      headers: { cookie: `session=${account.token}` },
    });
    expect(res.status).toBe(401);
    expect((await me(account.token)).status).toBe(200);
  });

  it("a bearer client signing in again keeps its other token (only a cookie is a browser's planted state)", async () => {
    const account = await signUp();
    const res = await call("/api/auth/login", { method: "POST", token: account.token, json: { email: account.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await me(account.token)).status).toBe(200);
  });
});
