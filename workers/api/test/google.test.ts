import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { call } from "./helpers";

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
    expect(user).toMatchObject({ email: "google.person@example.test", name: "Google Person", emailVerified: true });
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
