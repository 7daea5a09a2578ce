import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, signUp, uniqueEmail } from "./helpers";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

async function outboxLinkFor(email: string) {
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const mail = emails.find((e) => e.to === email);
  if (!mail) throw new Error(`no email to ${email}`);
  return new URL(mail.body.match(/https?:\/\/\S+/)![0]);
}

describe("signup", () => {
  it("creates the user with the free credits, a ledger row, a cookie and a token", async () => {
    const email = uniqueEmail();
    const res = await call("/api/auth/signup", { method: "POST", json: { name: "Ada", email, password: "longenough" } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ user: { email, name: "Ada", credits: 3, emailVerified: false }, message: expect.any(String) });
    expect(typeof body.token).toBe("string");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");

    const me = await call("/api/auth/me", { headers: { cookie: cookie.split(";")[0] } });
    expect(me.status).toBe(200);
    expect((await json(me)).user).toMatchObject({ email, credits: 3 });
  });

  it("uses FREE_CREDITS, and ADMIN_EMAILS only once the address is verified", async () => {
    const email = uniqueEmail("boss");
    const env = { FREE_CREDITS: "5", ADMIN_EMAILS: `someone@else.test, ${email.toUpperCase()}` };
    const res = await call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } }, env);
    expect(res.status).toBe(201);
    const body = await json(res);
    // Anyone can sign up with a listed address: until its owner proves they hold the mailbox,
    // the account is an ordinary user and the admin api is closed to it.
    expect(body.user).toMatchObject({ credits: 5, role: "user", name: null, emailVerified: false });
    const token = body.token as string;
    const before = await call("/api/admin/users/admins", { token }, env);
    expect(before.status).toBe(403);
    expect(await json(before)).toMatchObject({ code: "admin_only" });
    expect((await call("/api/test-prompt", { method: "POST", token, json: {} }, env)).status).toBe(403);

    // The mailbox's owner opens the emailed link: the address is verified and the role granted.
    const link = await outboxLinkFor(email);
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`, {}, env);
    expect(verified.status).toBe(200);
    expect((await json(await call("/api/auth/me", { token }, env))).user).toMatchObject({ role: "admin", emailVerified: true });
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(200);
  });

  it("verifying an address that ADMIN_EMAILS does not list leaves the account a user", async () => {
    const env = { ADMIN_EMAILS: "someone@else.test" };
    const { email, token } = await signUp();
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
  ])("rejects %s with 400 and writes nothing", async (_label, body, code, field) => {
    const res = await call("/api/auth/signup", { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    const payload = await json(res);
    expect(payload.code).toBe(code);
    expect(String(payload.message)).toContain(field);
    const login = await call("/api/auth/login", { method: "POST", json: { email: "a@b.test", password: "longenough" } });
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

  it("blocks an email after 10 failed logins within 15 minutes with 429", async () => {
    const { email, password } = await signUp();
    for (let i = 0; i < 10; i++) {
      const res = await call("/api/auth/login", {
        method: "POST",
        json: { email, password: "wrong-password" },
        headers: { "cf-connecting-ip": `10.9.${i}.1` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call("/api/auth/login", { method: "POST", json: { email, password }, headers: { "cf-connecting-ip": "10.9.99.1" } });
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ code: "rate_limited" });
  });

  it("blocks an IP after 10 failed logins across emails", async () => {
    const ip = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) {
      await call("/api/auth/login", { method: "POST", json: { email: uniqueEmail("ghost"), password: "whatever1" }, headers: { "cf-connecting-ip": ip } });
    }
    const { email, password } = await signUp();
    const blocked = await call("/api/auth/login", { method: "POST", json: { email, password }, headers: { "cf-connecting-ip": ip } });
    expect(blocked.status).toBe(429);
  });
});

describe("email verification", () => {
  it("verifies once through the outbox link", async () => {
    const { email, token } = await signUp();
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
});

describe("google sign-in", () => {
  it("explains that it is not configured without a client id", async () => {
    const res = await call("/api/auth/google");
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({ code: "not_configured", message: expect.stringContaining("GOOGLE_CLIENT_ID") });
  });
});
