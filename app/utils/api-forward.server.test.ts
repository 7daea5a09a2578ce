import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebEnv } from "../../load-context";
import { apiGetter, forwardToApi } from "./api-forward.server";

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

describe("apiGetter", () => {
  const visitor = new Request("https://skinstack.app/routines", { headers: { cookie: "session=abc" } });
  const withApi = (fetch: (url: string, init: RequestInit) => Promise<Response>) =>
    apiGetter({ ENVIRONMENT: "production", API: { fetch } } as unknown as WebEnv, visitor);

  it("sends the visitor's cookie and parses the answer", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const get = withApi(async (url, init) => (seen.push({ url, headers: new Headers(init.headers) }), Response.json({ stacks: [1, 2] })));
    const result = await get("/api/stacks", (data) => (data as { stacks: number[] }).stacks.length);
    expect(result).toEqual({ ok: true, data: 2 });
    expect(seen[0].url).toBe("https://skinstack.app/api/stacks");
    expect(seen[0].headers.get("cookie")).toBe("session=abc");
  });

  it("gives the status of a refused or failed answer, and 0 when the answer is not JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusing = withApi(async () => Response.json({ message: "Not found", code: "not_found" }, { status: 404 }));
    expect(await refusing("/api/stacks/x")).toEqual({ ok: false, status: 404 });
    const down = withApi(async () => Promise.reject(new Error("connection refused")));
    expect(await down("/api/stacks")).toEqual({ ok: false, status: 503 });
    const garbled = withApi(async () => new Response("<html>", { status: 200 }));
    expect(await garbled("/api/stacks")).toEqual({ ok: false, status: 0 });
  });
});
