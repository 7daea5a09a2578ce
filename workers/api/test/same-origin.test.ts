import { describe, expect, it } from "vitest";
import { call, signUp } from "./helpers";

async function cookieSession() {
  const res = await call("/api/auth/login", { method: "POST", json: await credentials() });
  return res.headers.get("set-cookie")!.split(";")[0];
}
let creds: { email: string; password: string } | null = null;
async function credentials() {
  if (!creds) {
    const u = await signUp();
    creds = { email: u.email, password: u.password };
  }
  return creds;
}

describe("state-changing requests with the session cookie", () => {
  it("are refused from another site", async () => {
    const cookie = await cookieSession();
    const bySite = await call("/api/auth/update-username", { method: "POST", json: { username: "x1" }, headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(bySite.status).toBe(403);
    expect(await bySite.json()).toMatchObject({ code: "cross_site" });
    const byOrigin = await call("/api/auth/logout", { method: "POST", headers: { cookie, origin: "https://evil.example" } });
    expect(byOrigin.status).toBe(403);
    expect((await call("/api/auth/me", { headers: { cookie } })).status).toBe(200); // still signed in
  });

  it("are accepted from our own origin, and reads are never blocked", async () => {
    const cookie = await cookieSession();
    expect((await call("/api/auth/me", { headers: { cookie, "sec-fetch-site": "cross-site" } })).status).toBe(200);
    const own = await call("/api/auth/update-username", {
      method: "POST",
      json: { username: `own_${crypto.randomUUID().slice(0, 6)}` },
      headers: { cookie, "sec-fetch-site": "same-origin", origin: "http://app.test" },
    });
    expect(own.status).toBe(200);
    const byOrigin = await call("/api/auth/logout", { method: "POST", headers: { cookie, origin: "http://app.test" } });
    expect(byOrigin.status).toBe(200);
  });

  it("a cross-site text/plain form posting to login or signup is refused: no session, no account (login CSRF)", async () => {
    const { email, password } = await credentials();
    const body = JSON.stringify({ email, password });
    const foreign: Record<string, string>[] = [
      { "content-type": "text/plain", origin: "https://evil.example" },
      { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    ];
    for (const headers of foreign) {
      const login = await call("/api/auth/login", { method: "POST", body, headers });
      expect(login.status).toBe(403);
      expect(await login.json()).toMatchObject({ code: "cross_site" });
      expect(login.headers.get("set-cookie")).toBeNull();
    }
    const newEmail = `csrf-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const signup = await call("/api/auth/signup", {
      method: "POST",
      body: JSON.stringify({ email: newEmail, password: "longenough" }),
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
    });
    expect(signup.status).toBe(403);
    // Even without the browser's headers, a text/plain body is never read as JSON.
    const plain = await call("/api/auth/login", { method: "POST", body, headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("an Authorization header never switches the guard off for the cookie: the cookie is then not used at all", async () => {
    const cookie = await cookieSession();
    const res = await call("/api/auth/logout", {
      method: "POST",
      headers: { cookie, authorization: "Basic Zm9vOmJhcg==", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect((await call("/api/auth/me", { headers: { cookie } })).status).toBe(200); // still signed in
  });

  it("do not apply to bearer tokens, which a foreign page cannot attach", async () => {
    const { token } = await signUp();
    const res = await call("/api/auth/logout", { method: "POST", token, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("security headers", () => {
  it("are on every api response, with HSTS only in production", async () => {
    const res = await call("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const prod = await call("/api/health", {}, { ENVIRONMENT: "production", SESSION_SECRET: "s" });
    expect(prod.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect((await call("/api/nope")).headers.get("x-content-type-options")).toBe("nosniff");
  });
});
