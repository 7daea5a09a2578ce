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
