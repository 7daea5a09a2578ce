import { describe, expect, it } from "vitest";
import {
  GUEST_PAGE_CACHE_CONTROL,
  GUEST_PAGE_FRESH_SECONDS,
  GUEST_PAGE_STALE_SECONDS,
  isGuestPagePath,
  isGuestPageRequest,
  isGuestVisibleWrite,
  storedPageAge,
} from "./guest-pages";

const url = (path: string) => new URL(path, "https://skinstack.app");

describe("guest pages (ADR 0041)", () => {
  it("are the public reading pages, and nothing personal", () => {
    for (const path of ["/", "/explore", "/methodology", "/posts/abc", "/u/jane", "/ingredients", "/ingredients/niacinamide", "/products/p1"]) {
      expect(isGuestPagePath(path), path).toBe(true);
    }
    for (const path of ["/home", "/account", "/results/r1", "/library", "/admin", "/notifications", "/explore.data", "/posts/a/b", "/api/posts", "/login"]) {
      expect(isGuestPagePath(path), path).toBe(false);
    }
  });

  it("are served from the cache only to a GET without a session cookie or a bearer token", () => {
    const headers = (init: Record<string, string> = {}) => new Headers(init);
    expect(isGuestPageRequest("GET", url("/explore?tab=routines"), headers())).toBe(true);
    expect(isGuestPageRequest("GET", url("/explore"), headers({ cookie: "theme=dark" }))).toBe(true);
    expect(isGuestPageRequest("GET", url("/explore"), headers({ cookie: "session=abc" }))).toBe(false);
    expect(isGuestPageRequest("GET", url("/explore"), headers({ cookie: "theme=dark; session=abc" }))).toBe(false);
    // The api reads these as the session too (its parser trims the name): never a guest's page.
    expect(isGuestPageRequest("GET", url("/explore"), headers({ cookie: "session =abc" }))).toBe(false);
    expect(isGuestPageRequest("GET", url("/explore"), headers({ cookie: "theme=dark;\tsession\t=abc" }))).toBe(false);
    expect(isGuestPageRequest("GET", url("/explore"), headers({ authorization: "Bearer t" }))).toBe(false);
    expect(isGuestPageRequest("HEAD", url("/explore"), headers())).toBe(false);
    expect(isGuestPageRequest("POST", url("/explore"), headers())).toBe(false);
    expect(isGuestPageRequest("GET", url("/account"), headers())).toBe(false);
  });

  it("tell shared caches the short lifetime and stale-while-revalidate, and browsers to ask again", () => {
    expect(GUEST_PAGE_CACHE_CONTROL).toBe(`public, max-age=0, s-maxage=${GUEST_PAGE_FRESH_SECONDS}, stale-while-revalidate=${GUEST_PAGE_STALE_SECONDS}`);
  });

  it("are fresh for the lifetime, then stale for the revalidation window, then expired", () => {
    const stored = 1_000_000;
    expect(storedPageAge(stored, stored)).toBe("fresh");
    expect(storedPageAge(stored, stored + GUEST_PAGE_FRESH_SECONDS * 1000 - 1)).toBe("fresh");
    expect(storedPageAge(stored, stored + GUEST_PAGE_FRESH_SECONDS * 1000)).toBe("stale");
    expect(storedPageAge(stored, stored + (GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS) * 1000)).toBe("expired");
    expect(storedPageAge(Number.NaN, stored)).toBe("expired");
    expect(storedPageAge(stored + 60_000, stored)).toBe("expired");
  });

  it("are changed by posts, comments, deletions, routines made private and moderation, not by likes", () => {
    expect(isGuestVisibleWrite("post", "/api/posts/:id/comments")).toBe(true);
    expect(isGuestVisibleWrite("PUT", "/api/stacks/:id/visibility")).toBe(true);
    expect(isGuestVisibleWrite("DELETE", "/api/posts/:id")).toBe(true);
    expect(isGuestVisibleWrite("POST", "/api/admin/moderation")).toBe(true);
    expect(isGuestVisibleWrite("POST", "/api/posts/:id/like")).toBe(false);
    expect(isGuestVisibleWrite("PUT", "/api/profile")).toBe(false);
  });
});
