import { describe, expect, it } from "vitest";
import { OBF_IMAGE_ORIGINS } from "./open-beauty-facts";
import { applySecurityHeaders, createNonce, NO_CONTENT_POLICY, pageContentSecurityPolicy } from "./security-headers";

const directives = (policy: string) =>
  new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values] as const));

describe("the page content security policy", () => {
  const policy = directives(pageContentSecurityPolicy("abc123=="));

  it("runs scripts only from our origin, Stripe.js, or with the response's nonce: never inline or eval", () => {
    const scripts = policy.get("script-src")!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("https://js.stripe.com");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((s) => s === "*" || s === "https:" || s === "data:" || s === "blob:")).toBe(false);
  });

  it("compiles WebAssembly (the barcode reader) without allowing eval, and starts no worker from blob: URLs", () => {
    expect(policy.get("script-src")).toContain("'wasm-unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    // Workers (if any) fall back to script-src: our origin only.
    expect(policy.has("worker-src")).toBe(false);
    expect(policy.has("child-src")).toBe(false);
  });

  it("loads product pictures from our origin and Open Beauty Facts' image hosts only, never any https host", () => {
    const images = policy.get("img-src")!;
    expect(images).toEqual(expect.arrayContaining(["'self'", "https://images.openbeautyfacts.org", "https://static.openbeautyfacts.org"]));
    expect(images.some((s) => s === "*" || s === "https:" || s === "http:")).toBe(false);
    for (const origin of OBF_IMAGE_ORIGINS) expect(images).toContain(origin);
  });

  it("forbids framing, plugins and foreign form targets and base URLs", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });
});

describe("applySecurityHeaders", () => {
  it("sets the base headers everywhere and HSTS only in production", () => {
    const local = new Headers();
    applySecurityHeaders(local, { production: false });
    expect(local.get("X-Content-Type-Options")).toBe("nosniff");
    expect(local.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(local.get("X-Frame-Options")).toBe("DENY");
    expect(local.get("Strict-Transport-Security")).toBeNull();

    const production = new Headers();
    applySecurityHeaders(production, { production: true });
    expect(production.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it("allows Cloudflare Turnstile's script and frame only when a site key is configured", () => {
    const policy = directives(pageContentSecurityPolicy("abc123=="));
    expect(policy.get("script-src")).not.toContain("https://challenges.cloudflare.com");
    expect(policy.get("frame-src")).not.toContain("https://challenges.cloudflare.com");
    const withTurnstile = directives(pageContentSecurityPolicy("abc123==", { turnstile: true }));
    expect(withTurnstile.get("script-src")).toContain("https://challenges.cloudflare.com");
    expect(withTurnstile.get("frame-src")).toContain("https://challenges.cloudflare.com");
    expect(withTurnstile.get("connect-src")).toEqual(policy.get("connect-src"));
    expect(withTurnstile.get("script-src")).toContain("'nonce-abc123=='");
  });

  it("keeps a page's own policy and gives everything else a policy that allows nothing", () => {
    const page = new Headers({ "Content-Security-Policy": pageContentSecurityPolicy("n") });
    applySecurityHeaders(page, { production: false });
    expect(page.get("Content-Security-Policy")).toContain("'nonce-n'");

    const data = new Headers();
    applySecurityHeaders(data, { production: false });
    expect(data.get("Content-Security-Policy")).toBe(NO_CONTENT_POLICY);
  });
});

describe("createNonce", () => {
  it("gives 128 fresh random bits each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(atob(n)).toHaveLength(16);
  });
});
