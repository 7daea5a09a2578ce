import { beforeEach, describe, expect, it } from "vitest";
import { GUEST_PAGE_CACHE_CONTROL, GUEST_PAGE_FRESH_SECONDS } from "@core/guest-pages";
import { decideLanguage } from "@core/i18n/negotiate";
import { forgetGuestPages, generationReader, guestPageKey, serveGuestPage, type GuestCacheOptions } from "./guest-cache.server";

/** The Cache API's put and match over a Map (the real one runs in the e2e tests under workerd). */
function memoryCache() {
  const entries = new Map<string, Response>();
  const cache = {
    async put(key: string, response: Response) {
      entries.set(key, new Response(await response.arrayBuffer(), response));
    },
    async match(key: string) {
      return entries.get(key)?.clone();
    },
  } as unknown as Cache;
  return { cache, entries };
}

/** A page as entry.server.tsx renders it: a nonce in the policy and in the page's scripts. */
function page(text: string, init: { nonce?: string; status?: number; headers?: Record<string, string> } = {}) {
  const nonce = init.nonce ?? "n0nce+A/b==";
  return new Response(`<html><script nonce="${nonce}">go()</script><p>${text}</p></html>`, {
    status: init.status ?? 200,
    headers: {
      "content-type": "text/html",
      "cache-control": "private, no-store",
      "content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
      ...init.headers,
    },
  });
}

function setUp(generation: string | null = "7") {
  const { cache, entries } = memoryCache();
  const background: Promise<unknown>[] = [];
  let clock = 1_000_000;
  let renders = 0;
  let text = "first";
  const state = { generation };
  const options: GuestCacheOptions = {
    cache,
    generation: async () => state.generation,
    language: async (request) => decideLanguage({ cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") }, ["en", "fr"]),
    waitUntil: (promise) => void background.push(promise),
    now: () => clock,
  };
  const render = async () => {
    renders++;
    return page(text);
  };
  return {
    entries,
    state,
    serve: async (path = "/explore", headers: Record<string, string> = {}) => {
      const response = await serveGuestPage(new Request(`https://skinstack.app${path}`, { headers }), render, options);
      await Promise.all(background.splice(0));
      return response;
    },
    settle: () => Promise.all(background.splice(0)),
    renders: () => renders,
    setText: (next: string) => (text = next),
    advance: (seconds: number) => (clock += seconds * 1000),
  };
}

describe("guest pages from the edge cache", () => {
  beforeEach(forgetGuestPages);

  it("renders once and serves the stored page to the next guests, with the guest headers", async () => {
    const edge = setUp();
    const first = await edge.serve();
    expect(first.headers.get("cache-status")).toContain("fwd=miss; stored");
    expect(first.headers.get("cache-control")).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Language");
    expect(await first.text()).toContain("first");

    const second = await edge.serve();
    expect(second.headers.get("cache-status")).toBe("skinstack-edge; hit");
    expect(second.headers.get("cache-control")).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(await second.text()).toContain("first");
    // The next hit comes from the isolate's memory: the cache is not asked again.
    edge.entries.clear();
    expect((await edge.serve()).headers.get("cache-status")).toBe("skinstack-edge; hit");
    expect(edge.renders()).toBe(1);
    await edge.serve("/explore?tab=routines");
    expect([...edge.entries.keys()]).toEqual([guestPageKey(new URL("https://skinstack.app/explore?tab=routines"), "7", "en")]);
  });

  it("gives every answer from the cache a nonce of its own, in the policy and the page alike", async () => {
    const edge = setUp();
    await (await edge.serve()).text();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await edge.serve();
      const policyNonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
      const body = await response.text();
      expect(body).toContain(`nonce="${policyNonce}"`);
      expect(body).not.toContain("n0nce+A/b==");
      nonces.add(policyNonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("never serves nor stores a page for a request with a session cookie or a bearer token", async () => {
    const edge = setUp();
    await (await edge.serve()).text();
    for (const headers of [{ cookie: "session=abc" }, { authorization: "Bearer t" }] as Record<string, string>[]) {
      const response = await edge.serve("/explore", headers);
      expect(response.headers.get("cache-status")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(edge.renders()).toBe(3);
    expect(edge.entries.size).toBe(1);
  });

  it("renders afresh once the generation moves on (a write a guest can see)", async () => {
    const edge = setUp();
    await (await edge.serve()).text();
    edge.setText("after the write");
    edge.state.generation = "8";
    const response = await edge.serve();
    expect(response.headers.get("cache-status")).toContain("fwd=miss");
    expect(await response.text()).toContain("after the write");
  });

  it("serves a stale page while one render replaces it, and renders an expired one before answering", async () => {
    const edge = setUp();
    await (await edge.serve()).text();
    edge.setText("revalidated");
    edge.advance(GUEST_PAGE_FRESH_SECONDS + 1);
    const stale = await edge.serve();
    expect(stale.headers.get("cache-status")).toBe("skinstack-edge; hit; fwd=stale");
    expect(Number(stale.headers.get("age"))).toBeGreaterThanOrEqual(GUEST_PAGE_FRESH_SECONDS);
    expect(await stale.text()).toContain("first");
    const next = await edge.serve();
    expect(next.headers.get("cache-status")).toBe("skinstack-edge; hit");
    expect(await next.text()).toContain("revalidated");

    edge.setText("much later");
    edge.advance(3600);
    const expired = await edge.serve();
    expect(expired.headers.get("cache-status")).toContain("fwd=miss");
    expect(await expired.text()).toContain("much later");
  });

  it("keeps one copy per language: a French guest never gets the English copy, and the next French guest gets theirs", async () => {
    const edge = setUp();
    expect((await edge.serve("/explore")).headers.get("cache-status")).toContain("stored");
    expect((await edge.serve("/explore", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).headers.get("cache-status")).toContain("fwd=miss");
    expect((await edge.serve("/explore", { cookie: "lang=fr" })).headers.get("cache-status")).toBe("skinstack-edge; hit");
    expect((await edge.serve("/explore", { "accept-language": "de, en;q=0.5" })).headers.get("cache-status")).toBe("skinstack-edge; hit");
    expect(edge.renders()).toBe(2);
    expect((await edge.serve("/explore")).headers.get("vary")).toContain("Accept-Language");
  });

  it("keeps nothing when the generation is unknown, or the page sets a cookie or is not a 200", async () => {
    const unknown = setUp(null);
    expect((await unknown.serve()).headers.get("cache-status")).toBeNull();
    expect(unknown.entries.size).toBe(0);

    const { cache, entries } = memoryCache();
    const options: GuestCacheOptions = { cache, generation: async () => "1", language: async () => "en", waitUntil: () => {} };
    for (const rendered of [page("x", { headers: { "set-cookie": "a=b" } }), page("gone", { status: 404 })]) {
      const response = await serveGuestPage(new Request("https://skinstack.app/posts/p"), async () => rendered, options);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(entries.size).toBe(0);
  });
});

describe("the generation an isolate knows", () => {
  it("is asked of the api at most once per interval, one request at a time", async () => {
    let clock = 0;
    let asked = 0;
    let value = "1";
    const read = generationReader(async () => (asked++, value), 1000, () => clock);
    expect(await Promise.all([read(), read(), read()])).toEqual(["1", "1", "1"]);
    expect(asked).toBe(1);
    value = "2";
    clock = 999;
    expect(await read()).toBe("1");
    clock = 1000;
    expect(await read()).toBe("2");
    expect(asked).toBe(2);
  });

  it("is unknown (nothing cached) while the api cannot say", async () => {
    const read = generationReader(async () => {
      throw new Error("unreachable");
    }, 1000);
    expect(await read()).toBeNull();
  });
});
