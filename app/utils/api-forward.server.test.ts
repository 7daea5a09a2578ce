import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebEnv } from "../../load-context";
import { forwardToApi } from "./api-forward.server";
import { answerOf, serverApi } from "./api.server";

afterEach(() => vi.restoreAllMocks());

describe("forwardToApi", () => {
  it("answers 503 in a deployment without the API binding instead of forwarding to loopback", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const res = await forwardToApi({ ENVIRONMENT: "production" } as WebEnv, new Request("https://preview.example/api/health"));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "not_configured" });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("bind API"));
  });

  it("uses the service binding when there is one", async () => {
    const seen: string[] = [];
    const API = { fetch: async (url: string) => (seen.push(url), new Response("{}", { status: 200 })) };
    const res = await forwardToApi({ ENVIRONMENT: "production", API } as unknown as WebEnv, new Request("https://skinstack.app/api/health?x=1"));
    expect(res.status).toBe(200);
    expect(seen).toEqual(["https://skinstack.app/api/health?x=1"]);
  });
});

describe("serverApi and answerOf (the loaders' typed client)", () => {
  const visitor = new Request("https://skinstack.app/explore", { headers: { cookie: "session=abc" } });
  const withApi = (fetch: (url: string, init: RequestInit) => Promise<Response>) => serverApi({ ENVIRONMENT: "production", API: { fetch } } as unknown as WebEnv, visitor);

  it("sends the visitor's cookie to the typed path and gives the answer", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const api = withApi(async (url, init) => (seen.push({ url, headers: new Headers(init.headers) }), Response.json({ routines: [], nextCursor: "c2" })));
    const result = await answerOf("/api/routines/public", () => api.routines.public.$get({ query: { cursor: "c1", limit: "20" } }));
    expect(result).toEqual({ ok: true, status: 200, data: { routines: [], nextCursor: "c2" } });
    expect(seen[0].url).toBe("https://skinstack.app/api/routines/public?cursor=c1&limit=20");
    expect(seen[0].headers.get("cookie")).toBe("session=abc");
  });

  it("names the visitor to the api as their own requests do: per-network limits count a page's api calls (ADR 0085)", async () => {
    const seen: Headers[] = [];
    const env = { ENVIRONMENT: "production", FORWARDING_SECRET: "hop", API: { fetch: async (_url: string, init: RequestInit) => (seen.push(new Headers(init.headers)), Response.json({ products: [] })) } };
    const page = new Request("https://skinstack.app/library?q=serum", {
      headers: { cookie: "session=abc", "cf-connecting-ip": "198.51.100.7", "x-skinstack-client-ip": "203.0.113.9", "x-skinstack-forwarding-secret": "guess" },
    });
    const api = serverApi(env as unknown as WebEnv, page);
    await answerOf("/api/sitemap", () => api.sitemap.$get());
    expect(seen[0].get("x-skinstack-client-ip")).toBe("198.51.100.7");
    expect(seen[0].get("x-skinstack-forwarding-secret")).toBe("hop");
    // A visitor's own copies of the headers never pass.
    const direct = await forwardToApi(env as unknown as WebEnv, page);
    expect(direct.status).toBe(200);
    expect(seen[1].get("x-skinstack-client-ip")).toBe("198.51.100.7");
  });

  it("gives the status and the api's {message, code} of a refused answer, and says when the answer is not JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusing = withApi(async () => Response.json({ message: "Post not found", code: "post_not_found" }, { status: 404 }));
    expect(await answerOf("/api/posts/{id}", () => refusing.posts[":id"].$get({ param: { id: "x" } }))).toEqual({
      ok: false,
      status: 404,
      message: "Post not found",
      code: "post_not_found",
    });
    const down = withApi(async () => Promise.reject(new Error("connection refused")));
    expect(await answerOf("/api/sitemap", () => down.sitemap.$get())).toMatchObject({ ok: false, status: 503, code: "unavailable" });
    const garbled = withApi(async () => new Response("<html>", { status: 200 }));
    expect(await answerOf("/api/sitemap", () => garbled.sitemap.$get())).toMatchObject({ ok: false, status: 502 });
  });

  describe("a 409 concurrent_change (the api rolled the request back after a collision): the browser's rule (./http)", () => {
    const collided = () => Response.json({ message: "Another change happened at the same moment.", code: "concurrent_change" }, { status: 409 });
    /** An api answering `answers` in turn; it records each method it was sent. */
    function scripted(...answers: (() => Response)[]) {
      const methods: string[] = [];
      const api = withApi(async (_url, init) => (methods.push(init.method ?? "GET"), (answers[methods.length - 1] ?? answers[answers.length - 1])()));
      return { api, methods };
    }
    /** answerOf with the retries' waits run at once (fake timers). */
    async function settled<T>(pending: Promise<T>): Promise<T> {
      await vi.runAllTimersAsync();
      return pending;
    }
    beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout"] }));
    afterEach(() => void vi.useRealTimers());

    it("sends a read again and gives the answer that went through", async () => {
      const { api, methods } = scripted(collided, () => Response.json({ routines: [], nextCursor: null }));
      const result = await settled(answerOf("/api/routines/public", () => api.routines.public.$get({ query: {} })));
      expect(result).toEqual({ ok: true, status: 200, data: { routines: [], nextCursor: null } });
      expect(methods).toEqual(["GET", "GET"]);
    });

    it("gives up after two more tries, and never repeats a POST without an Idempotency-Key", async () => {
      const always = scripted(collided);
      expect(await settled(answerOf("/api/sitemap", () => always.api.sitemap.$get()))).toMatchObject({ ok: false, status: 409, code: "concurrent_change" });
      expect(always.methods).toEqual(["GET", "GET", "GET"]);
      const post = scripted(collided, () => Response.json({ ok: true }, { status: 201 }));
      const answer = await settled(answerOf("/api/posts", () => post.api.posts.$post({ json: { stackId: "s", title: "t" } } as never)));
      expect(answer).toMatchObject({ ok: false, status: 409, code: "concurrent_change" });
      expect(post.methods).toEqual(["POST"]);
    });

    it("does not repeat any other refusal", async () => {
      const { api, methods } = scripted(() => Response.json({ message: "Busy", code: "conflict" }, { status: 409 }));
      expect(await settled(answerOf("/api/sitemap", () => api.sitemap.$get()))).toMatchObject({ ok: false, status: 409, code: "conflict" });
      expect(methods).toEqual(["GET"]);
    });
  });
});

