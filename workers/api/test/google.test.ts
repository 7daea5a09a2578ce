import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { oauthStates, users } from "@db/schema";
import { googleSettings } from "../../../tests/helpers/google-settings";
import { call, verifyThroughOutbox, withTestDb } from "./helpers";

/** The address the mock identity provider vouches for (tests/helpers/worker-global-setup.ts). */
const GOOGLE_EMAIL = "google.person@example.test";

function googleEnv(overrides: Record<string, string> = {}) {
  const issuer = inject("oauthIssuer");
  return { ...googleSettings(issuer, { id: "skinstack-test-client", secret: "test-secret" }), ...overrides };
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

/** Runs the browser's part: our redirect, the provider's consent redirect, our callback. */
async function signInWithGoogle(env = googleEnv(), redirect?: string, carried = "") {
  const start = await call(`/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`, {}, env);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  const stateCookie = cookiesOf(start).oauth_state;
  expect(stateCookie).toBe(authorize.searchParams.get("state"));
  const consent = await fetch(authorize, { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  expect(back.pathname).toBe("/api/auth/google/callback");
  const callback = await call(back.pathname + back.search, { headers: { cookie: `${carried}oauth_state=${stateCookie}` } }, env);
  return { callback, back, stateCookie };
}

/** The redirect to the app, and the session token of the HttpOnly cookie set with it. */
function landing(callback: Response) {
  expect(callback.status, "the callback redirects to the app").toBe(302);
  const cookie = callback.headers.getSetCookie().find((line) => line.startsWith("session="))!;
  expect(cookie).toMatch(/HttpOnly/);
  return { token: cookie.slice("session=".length).split(";")[0], url: new URL(callback.headers.get("location")!) };
}

describe("google sign-in against a mock identity provider", () => {
  it("creates a verified account, sets the session and lands on /auth/callback", async () => {
    const { callback } = await signInWithGoogle(googleEnv(), "/home");
    expect(callback.status).toBe(302);
    const { token, user, url } = await landingUser(callback);
    expect(url.origin + url.pathname).toBe("http://app.test/auth/callback");
    expect(url.searchParams.get("redirect")).toBe("/home");
    expect(user).toMatchObject({ email: GOOGLE_EMAIL, name: "Google Person", emailVerified: true, role: "user" });

    const again = await signInWithGoogle();
    const second = await landingUser(again.callback);
    expect(second.user.id).toBe(user.id);
    expect(second.token).not.toBe(token);
  });

  it("drops a redirect that leaves the site, by the web app's rule (core/safe-redirect): however it is spelled", async () => {
    for (const target of ["//evil.example/steal", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/.//evil.example", "/x/..//evil.example", "https:evil.example", "javascript:alert(1)"]) {
      const { callback } = await signInWithGoogle(googleEnv(), target);
      expect(new URL(callback.headers.get("location")!).searchParams.get("redirect"), JSON.stringify(target)).toBeNull();
    }
    const { callback } = await signInWithGoogle(googleEnv(), "/posts/p1?tab=comments#c2");
    expect(new URL(callback.headers.get("location")!).searchParams.get("redirect")).toBe("/posts/p1?tab=comments#c2");
  });

  it("ends the session a cookie of the browser named (a planted one): it does not outlive the sign-in", async () => {
    const planted = await call("/api/auth/signup", { method: "POST", json: { email: `planted-${crypto.randomUUID().slice(0, 8)}@example.test`, password: "attacker password" } });
    const { token: attacker } = (await planted.json()) as { token: string };
    const { callback } = await signInWithGoogle(googleEnv(), "/home", `session=${attacker}; `);
    const { user } = await landingUser(callback);
    expect(user).toMatchObject({ email: GOOGLE_EMAIL });
    expect((await call("/api/auth/me", { headers: { cookie: `session=${attacker}` } })).status).toBe(401);
  });

  it("never puts the session token or the user in the URL", async () => {
    const { callback } = await signInWithGoogle(googleEnv(), "/home");
    const location = callback.headers.get("location")!;
    const { token } = landing(callback);
    expect(location).not.toContain(token);
    expect([...new URL(location).searchParams.keys()]).toEqual(["redirect"]);
  });

  it("refuses a replayed or unknown state", async () => {
    const { back, stateCookie } = await signInWithGoogle();
    const replay = await call(back.pathname + back.search, { headers: { cookie: `oauth_state=${stateCookie}` } }, googleEnv());
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "invalid_state" });
    const forged = await call("/api/auth/google/callback?code=abc&state=forged", { headers: { cookie: "oauth_state=forged" } }, googleEnv());
    expect(forged.status).toBe(400);
  });

  it("refuses a callback link started in another browser (login CSRF): no session is set", async () => {
    // The attacker starts a sign-in with their own Google account and sends the victim the callback link.
    const env = googleEnv();
    const start = await call("/api/auth/google", {}, env);
    const consent = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const victim = await call(back.pathname + back.search, {}, env);
    expect(victim.status).toBe(400);
    expect(await victim.json()).toMatchObject({ code: "invalid_state" });
    expect(cookiesOf(victim).session).toBeUndefined();
  });

  it("refuses an id_token from an issuer it does not trust", async () => {
    const env = googleEnv();
    const start = await call("/api/auth/google", {}, env);
    const consent = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const res = await call(
      back.pathname + back.search,
      { headers: { cookie: `oauth_state=${cookiesOf(start).oauth_state}` } },
      { ...env, GOOGLE_ISSUER: "https://accounts.google.com" },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_id_token" });
  });

  it("needs code and state", async () => {
    const res = await call("/api/auth/google/callback", {}, googleEnv());
    expect(res.status).toBe(400);
  });
});

/** The session the callback set (in the HttpOnly cookie only) and the user it belongs to. */
async function landingUser(callback: Response) {
  const { token, url } = landing(callback);
  const me = await call("/api/auth/me", { headers: { cookie: `session=${token}` } });
  expect(me.status).toBe(200);
  return { token, url, user: ((await me.json()) as { user: Record<string, unknown> & { id: string } }).user };
}

/** Removes the mock provider's account (and its Google link), so that a test starts without it. */
const forgetGoogleAccount = () => withTestDb((db) => db.delete(users).where(eq(users.email, GOOGLE_EMAIL)));

describe("starting Google sign-ins", () => {
  it("keeps no expired attempt, and a network that starts too many waits", async () => {
    const expired = `expired-${crypto.randomUUID()}`;
    await withTestDb((db) => db.insert(oauthStates).values({ state: expired, codeVerifier: "x", redirectTo: "/x".repeat(200), expiresAt: new Date(Date.now() - 1000) }));
    const headers = { "cf-connecting-ip": "10.9.0.1" };
    for (let i = 0; i < 30; i++) expect((await call("/api/auth/google", { headers }, googleEnv())).status).toBe(302);
    expect(await withTestDb((db) => db.$count(oauthStates, eq(oauthStates.state, expired)))).toBe(0);
    const refused = await call("/api/auth/google", { headers }, googleEnv());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await call("/api/auth/google", { headers: { "cf-connecting-ip": "10.9.0.2" } }, googleEnv())).status).toBe(302);
  });
});

describe("ADMIN_EMAILS and Google sign-in", () => {
  it("a listed address is an admin from its first Google sign-in: Google has verified it", async () => {
    await forgetGoogleAccount();
    const env = googleEnv({ ADMIN_EMAILS: `someone@else.test,${GOOGLE_EMAIL}` });
    const { token, user } = await landingUser((await signInWithGoogle(env)).callback);
    expect(user).toMatchObject({ email: GOOGLE_EMAIL, role: "admin", emailVerified: true });
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(200);
  });

  it("a listed address someone signed up with and never verified: no admin until Google links it for the mailbox's owner", async () => {
    await forgetGoogleAccount();
    const env = googleEnv({ ADMIN_EMAILS: GOOGLE_EMAIL });
    const signup = await call("/api/auth/signup", { method: "POST", json: { email: GOOGLE_EMAIL, password: "squatter password" } }, env);
    expect(signup.status).toBe(201);
    const squatter = (await signup.json()) as { token: string; user: { id: string; role: string; emailVerified: boolean } };
    expect(squatter.user).toMatchObject({ role: "user", emailVerified: false });
    const refused = await call("/api/admin/users/admins", { token: squatter.token }, env);
    expect(refused.status).toBe(403);

    const { token, user } = await landingUser((await signInWithGoogle(env)).callback);
    expect(user).toMatchObject({ id: squatter.user.id, role: "admin", emailVerified: true });
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(200);
    // The squatter's session and password ended with the link.
    expect((await call("/api/auth/me", { token: squatter.token }, env)).status).toBe(401);
    const login = await call(
      "/api/auth/login",
      { method: "POST", json: { email: GOOGLE_EMAIL, password: "squatter password" }, headers: { "cf-connecting-ip": "10.7.0.1" } },
      env,
    );
    expect(login.status).toBe(401);
  });

  it("an account someone made with the address and the owner verified by the emailed link: the first Google link ends its password and sessions", async () => {
    await forgetGoogleAccount();
    const signup = await call("/api/auth/signup", { method: "POST", json: { name: "Mallory", email: GOOGLE_EMAIL, password: "squatter password" } });
    const squatter = (await signup.json()) as { token: string; user: { id: string } };
    // The mailbox's owner opens the verification email they did not ask for.
    await verifyThroughOutbox(GOOGLE_EMAIL);
    expect((await call("/api/auth/me", { token: squatter.token })).status).toBe(200);

    const { token, user } = await landingUser((await signInWithGoogle()).callback);
    expect(user).toMatchObject({ id: squatter.user.id, emailVerified: true });
    expect((await call("/api/auth/me", { token: squatter.token })).status).toBe(401);
    const login = await call("/api/auth/login", { method: "POST", json: { email: GOOGLE_EMAIL, password: "squatter password" }, headers: { "cf-connecting-ip": "10.7.0.2" } });
    expect(login.status).toBe(401);
    expect((await call("/api/auth/me", { token })).status).toBe(200);
    // Later Google sign-ins change nothing more: the session they open stays.
    const again = await landingUser((await signInWithGoogle()).callback);
    expect((await call("/api/auth/me", { token: again.token })).status).toBe(200);
  });

  it("a verified account whose address is listed later: the promotion at its Google sign-in ends the sessions it had", async () => {
    await forgetGoogleAccount();
    const signup = await call("/api/auth/signup", { method: "POST", json: { email: GOOGLE_EMAIL, password: "owner password" } });
    const { token: before } = (await signup.json()) as { token: string };
    await verifyThroughOutbox(GOOGLE_EMAIL);
    expect((await call("/api/auth/me", { token: before })).status).toBe(200);

    const env = googleEnv({ ADMIN_EMAILS: GOOGLE_EMAIL });
    const { token, user } = await landingUser((await signInWithGoogle(env)).callback);
    expect(user).toMatchObject({ role: "admin" });
    expect((await call("/api/auth/me", { token: before }, env)).status).toBe(401);
    expect((await call("/api/admin/users/admins", { token }, env)).status).toBe(200);
  });
});
