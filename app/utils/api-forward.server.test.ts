import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebEnv } from "../../load-context";
import { forwardToApi } from "./api-forward.server";

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
