import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { users } from "../../../drizzle/schema";
import { call, withTestDb } from "./helpers";

/** The address the mock identity provider vouches for (tests/helpers/worker-global-setup.ts). */
const GOOGLE_EMAIL = "google.person@example.test";

function googleEnv(overrides: Record<string, string> = {}) {
  const issuer = inject("oauthIssuer");
  return {
    GOOGLE_CLIENT_ID: "skinstack-test-client",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_ISSUER: issuer,
    ...overrides,
  };
}

/** Runs the browser's part: our redirect, the provider's consent redirect, our callback. */
async function signInWithGoogle(env = googleEnv(), redirect?: string) {
  const start = await call(`/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`, {}, env);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  const consent = await fetch(authorize, { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  expect(back.pathname).toBe("/api/auth/google/callback");
  const callback = await call(back.pathname + back.search, {}, env);
  return { callback, back };
}

describe("google sign-in against a mock identity provider", () => {
  it("creates a verified account, sets the session and lands on /auth/callback", async () => {
    const { callback } = await signInWithGoogle(googleEnv(), "/home");
    expect(callback.status).toBe(302);
    const landing = new URL(callback.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe("http://app.test/auth/callback");
    expect(landing.searchParams.get("redirect")).toBe("/home");
    const user = JSON.parse(landing.searchParams.get("user")!);
    expect(user).toMatchObject({ email: GOOGLE_EMAIL, name: "Google Person", emailVerified: true, role: "user" });
    expect(callback.headers.get("set-cookie")).toMatch(/^session=/);
    const me = await call("/api/auth/me", { token: landing.searchParams.get("token")! });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);

    const again = await signInWithGoogle();
    const second = JSON.parse(new URL(again.callback.headers.get("location")!).searchParams.get("user")!);
    expect(second.id).toBe(user.id);
  });

  it("drops a redirect that leaves the site", async () => {
    const { callback } = await signInWithGoogle(googleEnv(), "//evil.example/steal");
    expect(new URL(callback.headers.get("location")!).searchParams.get("redirect")).toBeNull();
  });

  it("refuses a replayed or unknown state", async () => {
    const { back } = await signInWithGoogle();
    const replay = await call(back.pathname + back.search, {}, googleEnv());
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: "invalid_state" });
    const forged = await call("/api/auth/google/callback?code=abc&state=forged", {}, googleEnv());
    expect(forged.status).toBe(400);
  });

  it("refuses an id_token from an issuer it does not trust", async () => {
    const env = googleEnv();
    const start = await call("/api/auth/google", {}, env);
    const consent = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const res = await call(back.pathname + back.search, {}, { ...env, GOOGLE_ISSUER: "https://accounts.google.com" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_id_token" });
  });

  it("needs code and state", async () => {
    const res = await call("/api/auth/google/callback", {}, googleEnv());
    expect(res.status).toBe(400);
  });
});

/** The session token and user the callback hands to the app. */
function landing(callback: Response) {
  expect(callback.status, "the callback redirects to the app").toBe(302);
  const url = new URL(callback.headers.get("location")!);
  return { token: url.searchParams.get("token")!, user: JSON.parse(url.searchParams.get("user")!) as Record<string, unknown> };
}

/** Removes the mock provider's account (and its Google link), so that a test starts without it. */
const forgetGoogleAccount = () => withTestDb((db) => db.delete(users).where(eq(users.email, GOOGLE_EMAIL)));

describe("ADMIN_EMAILS and Google sign-in", () => {
  it("a listed address is an admin from its first Google sign-in: Google has verified it", async () => {
    await forgetGoogleAccount();
    const env = googleEnv({ ADMIN_EMAILS: `someone@else.test,${GOOGLE_EMAIL}` });
    const { token, user } = landing((await signInWithGoogle(env)).callback);
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

    const { token, user } = landing((await signInWithGoogle(env)).callback);
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
});
