import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { creditLedger, loginAttempts, oauthAccounts, users } from "@db/schema";
import { STAND_IN_TOKEN } from "@core/challenge";
import { LOGIN_FAILURES_PER_NETWORK, loginDelaySeconds } from "../src/lib/rate-limit";
import { verifySessionToken } from "../src/lib/accounts/session";
import { sessionSecret } from "../src/lib/config";
import { call, signUp, testEnv, uniqueEmail, verifyThroughOutbox, withTestDb } from "./helpers";
import { resetPasswordThroughOutbox } from "../../../tests/helpers/verify-email";

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

async function outboxLinkFor(email: string) {
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const mail = emails.find((e) => e.to === email);
  if (!mail) throw new Error(`no email to ${email}`);
  return new URL(mail.body.match(/https?:\/\/\S+/)![0]);
}


/**
 * An email-change confirmation that made `target` an admin and ended the mover's credentials: no session handed out,
 * the mover's session and password refused (ADR 0084, 0085).
 */
async function expectPromotedWithoutCredentials(confirmed: Response, target: string, moverToken: string, env: Record<string, string>) {
  expect(confirmed.status).toBe(200);
  const body = await json(confirmed);
  expect(body).toMatchObject({ setPassword: true, user: { role: "admin", email: target } });
  expect(body).not.toHaveProperty("token");
  expect(confirmed.headers.get("set-cookie")).toBeNull();
  expect((await call("/api/auth/me", { token: moverToken }, env)).status).toBe(401);
  const again = await call("/api/auth/login", { method: "POST", json: { email: target, password: "correct horse battery" } }, env);
  expect(again.status).toBe(401);
}
describe("signup", () => {
  it("creates the user with a cookie and a token; the free credits and their ledger row come with the verified address", async () => {
    const email = uniqueEmail();
    const res = await call("/api/auth/signup", { method: "POST", json: { name: "Ada", email, password: "longenough" } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ user: { email, name: "Ada", credits: 0, emailVerified: false }, message: expect.stringContaining("verify") });
    expect(typeof body.token).toBe("string");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");

    const me = await call("/api/auth/me", { headers: { cookie: cookie.split(";")[0] } });
    expect(me.status).toBe(200);
    const { user } = (await json(me)) as { user: { id: string } };
    expect(user).toMatchObject({ email, credits: 0 });
    expect(await withTestDb((db) => db.$count(creditLedger, eq(creditLedger.userId, user.id)))).toBe(0);

    await verifyThroughOutbox(email);
    expect((await json(await call("/api/auth/me", { headers: { cookie: cookie.split(";")[0] } }))).user).toMatchObject({ credits: 3, emailVerified: true });
    const ledger = await withTestDb((db) => db.select().from(creditLedger).where(eq(creditLedger.userId, user.id)));
    expect(ledger.map((r) => [r.reason, r.delta])).toEqual([["signup_grant", 3]]);
  });

  it("an unverified account cannot farm credits: it has none to spend, and may not post", async () => {
    const { token } = await signUp(uniqueEmail("farm"), "longenough", { verified: false });
    const evaluate = await call("/api/evaluate-stack", {
      method: "POST",
      token,
      json: {
        goal: "hydration",
        secondaryGoals: [],
        skinType: "normal",
        morningProducts: [{ name: "A", ingredients: "Aqua" }],
        nightProducts: [{ name: "B", ingredients: "Aqua" }],
        skinFeeling: "",
      },
    });
    expect(evaluate.status).toBe(403);
    expect(await json(evaluate)).toMatchObject({ code: "email_not_verified", message: expect.stringContaining("free credits") });
    const post = await call("/api/posts", { method: "POST", token, json: { stackId: crypto.randomUUID(), title: "Spam", description: "" } });
    expect(post.status).toBe(403);
    expect(await json(post)).toMatchObject({ code: "email_not_verified", message: expect.stringContaining("Verify your email") });
  });

  it("uses FREE_CREDITS, and ADMIN_EMAILS only once the address is verified", async () => {
    const email = uniqueEmail("boss");
    const env = { FREE_CREDITS: "5", ADMIN_EMAILS: `someone@else.test, ${email.toUpperCase()}` };
    const res = await call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } }, env);
    expect(res.status).toBe(201);
    const body = await json(res);
    // Anyone can sign up with a listed address: until its owner proves they hold the mailbox,
    // the account is an ordinary user and the admin api is closed to it.
    expect(body.user).toMatchObject({ credits: 0, role: "user", name: null, emailVerified: false });
    const token = body.token as string;
    const before = await call("/api/admin/users/admins", { token }, env);
    expect(before.status).toBe(403);
    expect(await json(before)).toMatchObject({ code: "admin_only" });
    expect((await call("/api/test-prompt", { method: "POST", token, json: {} }, env)).status).toBe(403);

    // The mailbox's owner opens the emailed link where no one is signed in to the account: the address is verified
    // and the role granted. Like any role change it ends the sessions opened before it (ADR 0068): the sign-up's
    // token, which whoever signed up may have copied, never carries the admin role. The password chosen at sign-up
    // may be a squatter's, so it ends too (ADR 0084): the mailbox's owner sets one by the reset link.
    const link = await outboxLinkFor(email);
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`, {}, env);
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ setPassword: true });
    expect((await call("/api/auth/me", { token }, env)).status).toBe(401);
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(401);
    const squatter = await call("/api/auth/login", { method: "POST", json: { email, password: "longenough" } }, env);
    expect(squatter.status).toBe(401);
    await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}, env), email, "the owner's own password");
    const login = await call("/api/auth/login", { method: "POST", json: { email, password: "the owner's own password" } }, env);
    const admin = (await json(login)).token as string;
    expect((await json(await call("/api/auth/me", { token: admin }, env))).user).toMatchObject({ role: "admin", emailVerified: true, credits: 5 });
    expect((await call("/api/admin/users/admins", { token: admin }, env)).status).toBe(200);
  });

  it("a session cookie beside the verification link proves nothing: a squatter's planted cookie keeps no password (ADR 0085)", async () => {
    const email = uniqueEmail("boss");
    const env = { ADMIN_EMAILS: email };
    // A squatter signs up with a listed address no one has registered yet, and plants the sign-up's session cookie
    // in the mailbox owner's browser (tossed from a sibling subdomain, ADR 0068). The owner opens the link there.
    const { token } = await json(await call("/api/auth/signup", { method: "POST", json: { email, password: "the squatter's password" } }, env));
    const link = await outboxLinkFor(email);
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`, { headers: { cookie: `session=${token}` } }, env);
    expect(verified.status).toBe(200);
    expect(await json(verified)).toMatchObject({ setPassword: true });
    expect(verified.headers.get("set-cookie")).toBeNull();
    expect((await call("/api/auth/me", { token: token as string }, env)).status).toBe(401);
    const squatter = await call("/api/auth/login", { method: "POST", json: { email, password: "the squatter's password" } }, env);
    expect(squatter.status).toBe(401);
    // The mailbox's owner sets a password by the reset link, and is the admin.
    await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}, env), email, "the owner's own password");
    const owner = await call("/api/auth/login", { method: "POST", json: { email, password: "the owner's own password" } }, env);
    expect((await json(await call("/api/auth/me", { token: (await json(owner)).token as string }, env))).user).toMatchObject({ role: "admin" });
  });

  it("moving an account to a listed address makes no admin of whoever moved it: the password and sessions end (ADR 0084)", async () => {
    const target = uniqueEmail("listed");
    const env = { ADMIN_EMAILS: target };
    const mover = await signUp(uniqueEmail("mover"), "correct horse battery");
    const asked = await call("/api/account/email", { method: "POST", token: mover.token, json: { email: target, password: "correct horse battery" } }, env);
    expect(asked.status).toBe(202);
    // The mailbox's owner (or a link scanner) opens the link, signed in to nothing.
    const link = await outboxLinkFor(target);
    const confirmed = await call("/api/account/email/confirm", { method: "POST", json: { token: link.searchParams.get("token")! } }, env);
    await expectPromotedWithoutCredentials(confirmed, target, mover.token, env);
    // The mailbox's owner takes it over by the reset link.
    await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}, env), target, "the owner's own password");
    const owner = await call("/api/auth/login", { method: "POST", json: { email: target, password: "the owner's own password" } }, env);
    expect((await json(await call("/api/auth/me", { token: (await json(owner)).token as string }, env))).user).toMatchObject({ role: "admin" });
  });

  it("moving an account to a listed address ends its password, sessions and Google sign-ins even when confirmed signed in to it (ADR 0085)", async () => {
    const target = uniqueEmail("listed");
    const env = { ADMIN_EMAILS: target };
    const mover = await signUp(uniqueEmail("mover"), "correct horse battery");
    // A Google account linked before the move is a credential of the mover's as much as the password.
    const subject = `mover-google-${crypto.randomUUID()}`;
    await withTestDb((db) => db.insert(oauthAccounts).values({ provider: "google", providerAccountId: subject, userId: mover.user.id }));
    expect((await call("/api/account/email", { method: "POST", token: mover.token, json: { email: target, password: "correct horse battery" } }, env)).status).toBe(202);
    const link = await outboxLinkFor(target);
    // The mover's session beside the link (their own device, or a cookie planted in the mailbox owner's browser).
    const confirmed = await call("/api/account/email/confirm", { method: "POST", token: mover.token, json: { token: link.searchParams.get("token")! } }, env);
    await expectPromotedWithoutCredentials(confirmed, target, mover.token, env);
    expect(await withTestDb((db) => db.$count(oauthAccounts, eq(oauthAccounts.userId, mover.user.id)))).toBe(0);
  });

  it("verifying an address that ADMIN_EMAILS does not list leaves the account a user", async () => {
    const env = { ADMIN_EMAILS: "someone@else.test" };
    const { email, token } = await signUp(uniqueEmail(), "correct horse battery", { verified: false });
    const link = await outboxLinkFor(email);
    expect((await call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`, {}, env)).status).toBe(200);
    expect((await json(await call("/api/auth/me", { token }, env))).user).toMatchObject({ role: "user", emailVerified: true });
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(403);
  });

  it("answers 409 for a duplicate email, in any case", async () => {
    const { email } = await signUp();
    const res = await call("/api/auth/signup", { method: "POST", json: { email: email.toUpperCase(), password: "another-one" } });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: "An account with this email already exists", code: "email_taken" });
  });

  it.each([
    ["malformed JSON", "{not json", "invalid_json", ""],
    ["a missing email", JSON.stringify({ password: "longenough" }), "validation_error", "email"],
    ["a wrong type", JSON.stringify({ email: 42, password: "longenough" }), "validation_error", "email"],
    ["an unknown field", JSON.stringify({ email: "a@b.test", password: "longenough", role: "admin" }), "validation_error", "role"],
    ["a short password", JSON.stringify({ email: "a@b.test", password: "short" }), "validation_error", "password"],
    ["an overlong name", JSON.stringify({ name: "x".repeat(101), email: "a@b.test", password: "longenough" }), "validation_error", "name"],
    ["a bad email", JSON.stringify({ email: "not-an-email", password: "longenough" }), "validation_error", "email"],
    ["half a surrogate pair in a name", '{"name":"Bad\\ud800Name","email":"a@b.test","password":"longenough"}', "invalid_input", "Unicode"],
    ["half a surrogate pair in a key", '{"\\udfff":1,"email":"a@b.test","password":"longenough"}', "invalid_input", "Unicode"],
    ["a byte that is no UTF-8", new Uint8Array([...new TextEncoder().encode('{"name":"Bad'), 0xff, ...new TextEncoder().encode('Name","email":"a@b.test","password":"longenough"}')]), "invalid_json", "UTF-8"],
  ])("rejects %s with 400 and writes nothing", async (_label, body, code, field) => {
    const res = await call("/api/auth/signup", { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    const payload = await json(res);
    expect(payload.code).toBe(code);
    expect(String(payload.message)).toContain(field);
    const login = await call("/api/auth/login", {
      method: "POST",
      json: { email: "a@b.test", password: "longenough" },
      headers: { "cf-connecting-ip": randomAddress() },
    });
    expect(login.status).toBe(401);
  });
});

describe("login, sessions and logout", () => {
  it("signs in with the right password and rejects a wrong one", async () => {
    const { email, password } = await signUp();
    const ok = await call("/api/auth/login", { method: "POST", json: { email, password } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ user: { email }, token: expect.any(String) });
    const bad = await call("/api/auth/login", { method: "POST", json: { email, password: "wrong password" } });
    expect(bad.status).toBe(401);
    expect(await json(bad)).toEqual({ message: "Invalid email or password", code: "invalid_credentials" });
  });

  it("rejects login bodies that are not valid", async () => {
    expect((await call("/api/auth/login", { method: "POST", json: { email: "a@b.test" } })).status).toBe(400);
    expect((await call("/api/auth/login", { method: "POST", json: ["a"] })).status).toBe(400);
    expect((await call("/api/auth/login", { method: "POST", body: "x", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("revokes the token on logout", async () => {
    const { token } = await signUp();
    expect((await call("/api/auth/me", { token })).status).toBe(200);
    expect((await call("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    expect((await call("/api/auth/me", { token })).status).toBe(401);
  });

  it("rejects tokens with alg none, a wrong key or an expired date", async () => {
    const { token, user } = await signUp();
    const sid = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).sid;
    const none = new UnsecuredJWT({ sid }).setSubject(user.id).setExpirationTime("1h").encode();
    const wrongKey = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-secret"));
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode("local-development-secret-not-for-production"));
    for (const bad of [none, wrongKey, expired, "garbage"]) {
      const res = await call("/api/auth/me", { token: bad });
      expect(res.status).toBe(401);
      expect((await json(res)).code).toBe("unauthorized");
    }
  });

  it("locally, without SESSION_SECRET, a token re-signed with the value once committed to the repository is refused (issue #26)", async () => {
    const { token } = await signUp();
    const [, payload] = token.split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sid: string; sub: string; exp: number };
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode("local-development-secret-not-for-production"));
    const local = { ENVIRONMENT: "development", SESSION_SECRET: undefined };
    expect((await call("/api/auth/me", { token: forged }, local)).status).toBe(401);
    // The isolate's own random secret is stable: what it signs, it accepts.
    expect(sessionSecret(testEnv(local))).toBe(sessionSecret(testEnv(local)));
    expect(sessionSecret(testEnv(local))).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a token signed with one secret is refused under another, whichever secret was used last", async () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const sid = "00000000-0000-4000-8000-000000000002";
    const sign = (secret: string) =>
      new SignJWT({ sid }).setProtectedHeader({ alg: "HS256" }).setSubject(id).setExpirationTime("1h").sign(new TextEncoder().encode(secret));
    const [a, b] = [await sign("first-secret-of-this-test"), await sign("second-secret-of-this-test")];
    expect(await verifySessionToken(a, "first-secret-of-this-test")).toEqual({ userId: id, sessionId: sid });
    expect(await verifySessionToken(a, "second-secret-of-this-test")).toBeNull();
    expect(await verifySessionToken(b, "second-secret-of-this-test")).toEqual({ userId: id, sessionId: sid });
    expect(await verifySessionToken(b, "first-secret-of-this-test")).toBeNull();
    expect(await verifySessionToken(a, "first-secret-of-this-test")).toEqual({ userId: id, sessionId: sid });
  });

  it("past three failures of one (email, network) pair, it asks for a person check; the right password from elsewhere still works", async () => {
    const { email, password } = await signUp();
    const attacker = { "cf-connecting-ip": randomAddress() };
    const attempt = (headers: Record<string, string>, pw = "wrong-password") => call("/api/auth/login", { method: "POST", json: { email, password: pw }, headers });
    for (let i = 0; i < 3; i++) expect((await attempt(attacker)).status).toBe(401);
    const asked = await attempt(attacker);
    expect(asked.status).toBe(429);
    expect(await json(asked)).toMatchObject({ code: "challenge_required", message: expect.stringContaining("person") });
    // Even the right password needs the check on that pair...
    expect((await attempt(attacker, password)).status).toBe(429);
    // ...but the owner, anywhere else, is never refused because of someone else's mistakes.
    expect((await attempt({ "cf-connecting-ip": randomAddress() }, password)).status).toBe(200);
  });

  it("password checks outside sign-in wait instead: the delay doubles with each failure, up to 15 minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(loginDelaySeconds)).toEqual([0, 0, 0, 1, 2, 4, 8]);
    expect(loginDelaySeconds(50)).toBe(15 * 60);
  });

  it("with the check solved (the local stand-in here), the right password signs in and forgives the pair's failures", async () => {
    const { email, password } = await signUp();
    const headers = { "cf-connecting-ip": randomAddress() };
    for (let i = 0; i < 6; i++) await call("/api/auth/login", { method: "POST", json: { email, password: "wrong-password" }, headers });
    expect((await call("/api/auth/login", { method: "POST", json: { email, password }, headers })).status).toBe(429);
    expect((await call("/api/auth/login", { method: "POST", json: { email, password, challenge: STAND_IN_TOKEN }, headers })).status).toBe(200);
    expect(await withTestDb((db) => db.$count(loginAttempts, eq(loginAttempts.email, email)))).toBe(0);
    expect((await call("/api/auth/login", { method: "POST", json: { email, password }, headers })).status).toBe(200);
  });

  it("people behind one address do not lock each other out; past the network's ceiling everyone there solves a check", async () => {
    const shared = randomAddress();
    // Someone on the shared address mistypes their own password a few times...
    const other = await signUp();
    for (let i = 0; i < 3; i++) {
      await call("/api/auth/login", { method: "POST", json: { email: other.email, password: "typo-typo" }, headers: { "cf-connecting-ip": shared } });
    }
    // ...and failures for other accounts: still under the network's ceiling.
    await withTestDb((db) =>
      db.insert(loginAttempts).values(Array.from({ length: LOGIN_FAILURES_PER_NETWORK - 10 }, () => ({ email: uniqueEmail("ghost"), ip: shared }))),
    );
    const me = await signUp();
    expect((await call("/api/auth/login", { method: "POST", json: { email: me.email, password: me.password }, headers: { "cf-connecting-ip": shared } })).status).toBe(200);
    // Past the ceiling, every account there needs the check, and passes with it.
    await withTestDb((db) => db.insert(loginAttempts).values(Array.from({ length: 10 }, () => ({ email: uniqueEmail("ghost"), ip: shared }))));
    const asked = await call("/api/auth/login", { method: "POST", json: { email: me.email, password: me.password }, headers: { "cf-connecting-ip": shared } });
    expect(asked.status).toBe(429);
    expect(await json(asked)).toMatchObject({ code: "challenge_required" });
    const solved = { email: me.email, password: me.password, challenge: STAND_IN_TOKEN };
    expect((await call("/api/auth/login", { method: "POST", json: solved, headers: { "cf-connecting-ip": shared } })).status).toBe(200);
    expect((await call("/api/auth/login", { method: "POST", json: { email: me.email, password: me.password }, headers: { "cf-connecting-ip": randomAddress() } })).status).toBe(200);
  });

  it("trusts a forwarded client address only with the forwarding secret", async () => {
    const { email, password } = await signUp();
    const env = { FORWARDING_SECRET: "hop-secret" };
    const viaHop = (client: string, secret: string) => ({
      "cf-connecting-ip": "127.0.0.1",
      "x-skinstack-client-ip": client,
      "x-skinstack-forwarding-secret": secret,
    });
    const victim = randomAddress();
    // Someone forging the header without the secret counts as the hop's address, not the victim's.
    for (let i = 0; i < 4; i++) {
      await call("/api/auth/login", { method: "POST", json: { email, password: "wrong" }, headers: viaHop(victim, "guess") }, env);
    }
    expect((await call("/api/auth/login", { method: "POST", json: { email, password }, headers: viaHop(victim, "hop-secret") }, env)).status).toBe(200);
    // Through the hop, each client is counted on its own: failures of one never slow another.
    const a = randomAddress();
    for (let i = 0; i < 4; i++) await call("/api/auth/login", { method: "POST", json: { email, password: "wrong" }, headers: viaHop(a, "hop-secret") }, env);
    expect((await call("/api/auth/login", { method: "POST", json: { email, password }, headers: viaHop(a, "hop-secret") }, env)).status).toBe(429);
    expect((await call("/api/auth/login", { method: "POST", json: { email, password }, headers: viaHop(randomAddress(), "hop-secret") }, env)).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("signups: 10 an hour from one address, then each more needs a person check; other addresses unaffected", async () => {
    const ip = randomAddress();
    for (let i = 0; i < 10; i++) {
      const res = await call("/api/auth/signup", { method: "POST", json: { email: uniqueEmail("many"), password: "longenough" }, headers: { "cf-connecting-ip": ip } });
      expect(res.status).toBe(201);
    }
    const email = uniqueEmail("eleventh");
    const refused = await call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" }, headers: { "cf-connecting-ip": ip } });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: "challenge_required", message: expect.stringContaining("accounts were created from your network") });
    expect(await withTestDb((db) => db.$count(users, eq(users.email, email)))).toBe(0);
    expect((await call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" }, headers: { "cf-connecting-ip": randomAddress() } })).status).toBe(201);
  });

  it("resending the verification email: 5 an hour per account", async () => {
    const { token } = await signUp(uniqueEmail(), "correct horse battery", { verified: false });
    for (let i = 0; i < 5; i++) expect((await call("/api/auth/resend-verification", { method: "POST", token })).status).toBe(200);
    const refused = await call("/api/auth/resend-verification", { method: "POST", token });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: "rate_limited" });
  });
});

describe("email verification", () => {
  it("verifies once through the outbox link", async () => {
    const { email, token } = await signUp(uniqueEmail(), "correct horse battery", { verified: false });
    const link = await outboxLinkFor(email);
    expect(link.pathname).toBe("/verify-email");
    const verifyToken = link.searchParams.get("token")!;
    const first = await call(`/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expect(first.status).toBe(200);
    expect((await json((await call("/api/auth/me", { token }))))).toMatchObject({ user: { emailVerified: true } });
    const again = await call(`/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`);
    expect(again.status).toBe(400);
    expect((await json(again)).code).toBe("token_used");
  });

  it("rejects a missing or unknown token with 400", async () => {
    const missing = await call("/api/auth/verify-email");
    expect(missing.status).toBe(400);
    expect((await call("/api/auth/verify-email?token=nope")).status).toBe(400);
  });

  it("hides the outbox in production", async () => {
    expect((await call("/api/dev/outbox", {}, { ENVIRONMENT: "production", SESSION_SECRET: "s" })).status).toBe(404);
  });
});

describe("username", () => {
  it("trims, saves and keeps usernames unique", async () => {
    const a = await signUp();
    const b = await signUp();
    const name = `skin_${crypto.randomUUID().slice(0, 6)}`;
    const res = await call("/api/auth/update-username", { method: "POST", token: a.token, json: { username: `  ${name}  ` } });
    expect(res.status).toBe(200);
    expect((await json(res)).user).toMatchObject({ username: name });
    const clash = await call("/api/auth/update-username", { method: "POST", token: b.token, json: { username: name.toUpperCase() } });
    expect(clash.status).toBe(409);
  });

  it("rejects overlong, blank and unauthenticated updates", async () => {
    const a = await signUp();
    expect((await call("/api/auth/update-username", { method: "POST", token: a.token, json: { username: "x".repeat(51) } })).status).toBe(400);
    expect((await call("/api/auth/update-username", { method: "POST", token: a.token, json: { username: "   " } })).status).toBe(400);
    expect((await call("/api/auth/update-username", { method: "POST", json: { username: "fine" } })).status).toBe(401);
  });

  it("normalises (NFKC) before checking uniqueness, and refuses look-alikes in mixed scripts", async () => {
    const a = await signUp();
    const b = await signUp();
    const plain = `ana${crypto.randomUUID().slice(0, 6)}`;
    expect((await call("/api/auth/update-username", { method: "POST", token: a.token, json: { username: plain } })).status).toBe(200);
    // The same name in full-width letters is the same name.
    const fullWidth = [...plain].map((ch) => String.fromCodePoint(ch.codePointAt(0)! + 0xfee0)).join("");
    const clash = await call("/api/auth/update-username", { method: "POST", token: b.token, json: { username: fullWidth } });
    expect(clash.status).toBe(409);
    expect(await json(clash)).toMatchObject({ code: "username_taken" });
    // A Cyrillic "а" inside a Latin name is refused outright.
    const mixed = await call("/api/auth/update-username", { method: "POST", token: b.token, json: { username: `p\u0430ypal${plain.slice(3)}` } });
    expect(mixed.status).toBe(400);
    expect(await json(mixed)).toMatchObject({ code: "validation_error", message: expect.stringContaining("one alphabet") });
    expect((await json(await call("/api/auth/me", { token: b.token }))).user).toMatchObject({ username: null });
  });
});

describe("google sign-in", () => {
  it("explains that it is not configured without a client id", async () => {
    const res = await call("/api/auth/google");
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({ code: "not_configured", message: expect.stringContaining("GOOGLE_CLIENT_ID") });
  });
});
