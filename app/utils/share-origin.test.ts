/**
 * Canonical links and Open Graph URLs come from APP_URL, never from the request's Host header
 * (issue #26, ADR 0029): the loaders of shared pages, with the api answered by a fake binding.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as resultsLoader, meta as resultsMeta } from "~/routes/results.$id";
import { siteOrigin } from "./meta";

const routine = { id: "0b7e3c8e-5a52-4a0c-9d7e-1c2f3a4b5c6d", name: "Glow routine", goal: "hydration", skinType: "dry", isPublic: true, status: "evaluated", morningProducts: [], nightProducts: [] };

function context(env: Record<string, unknown>): AppLoadContext {
  const api = { fetch: async () => Response.json(routine) };
  return { cloudflare: { env: { API: api, ENVIRONMENT: "production", ...env } } } as unknown as AppLoadContext;
}

type Tag = Record<string, string>;
const tagOf = (tags: unknown[], key: string) => (tags as Tag[]).find((t) => t.property === key || t.rel === key);

async function resultsTags(env: Record<string, unknown>) {
  const request = new Request(`https://evil.example/results/${routine.id}`, { headers: { host: "evil.example" } });
  const response = (await resultsLoader({ params: { id: routine.id }, request, context: context(env) } as never)) as unknown as { data: unknown };
  return resultsMeta({ data: response.data, matches: [] } as never) as unknown[];
}

describe("share URLs", () => {
  it("take canonical, og:url and og:image from APP_URL, not from the Host the request names", async () => {
    const tags = await resultsTags({ APP_URL: "https://skinstack.app/" });
    expect(tagOf(tags, "canonical")).toMatchObject({ href: `https://skinstack.app/results/${routine.id}` });
    expect(tagOf(tags, "og:url")).toMatchObject({ content: `https://skinstack.app/results/${routine.id}` });
    expect(tagOf(tags, "og:image")?.content).toMatch(/^https:\/\/skinstack\.app\/api\/stacks\//);
    expect(JSON.stringify(tags)).not.toContain("evil.example");
  });

  it("give no absolute URL at all without APP_URL", async () => {
    const tags = await resultsTags({});
    expect(JSON.stringify(tags)).not.toContain("evil.example");
    expect(tagOf(tags, "og:url")).toBeUndefined();
  });

  it("accept only an http(s) APP_URL", () => {
    expect(siteOrigin({ APP_URL: "https://skinstack.app/path" })).toBe("https://skinstack.app");
    expect(siteOrigin({ APP_URL: "javascript:alert(1)" })).toBeNull();
    expect(siteOrigin({ APP_URL: "not a url" })).toBeNull();
    expect(siteOrigin(undefined)).toBeNull();
  });
});
