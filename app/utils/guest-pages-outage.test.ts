/**
 * Every guest page (core/guest-pages) and the sitemap when the api fails them: a page rendered
 * without the api's answer is no good page, so it answers 503 (never 200, which the edge would keep
 * for every guest for up to 150 s, ADR 0041), and the same page is whole again once the api answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { API_OUTAGE_RETRY_AFTER_SECONDS, GUEST_PAGE_CACHE_CONTROL } from "@core/guest-pages";
import { loader as landing } from "~/routes/_index";
import { loader as explore } from "~/routes/explore";
import { loader as post } from "~/routes/posts.$id";
import { loader as profile } from "~/routes/u.$username";
import { loader as ingredient } from "~/routes/ingredients.$slug";
import { loader as product } from "~/routes/products.$id";
import { loader as sitemap } from "~/routes/sitemap[.]xml";

type Loader = (args: LoaderFunctionArgs) => unknown;

/** The api's good answers, by path: enough of each for the loaders. */
function goodAnswer(pathname: string): Response {
  if (pathname === "/api/analytics/analyze-count") return Response.json({ count: 12 });
  if (pathname === "/api/posts") return Response.json({ posts: [], nextCursor: null });
  if (pathname === "/api/routines/public") return Response.json({ routines: [], nextCursor: null });
  if (/^\/api\/posts\/[^/]+\/comments$/.test(pathname)) return Response.json({ comments: [], nextCursor: null });
  if (/^\/api\/posts\/[^/]+$/.test(pathname)) return Response.json({ post: { id: "p1", title: "A post", description: "", stackId: "s1", stack: { name: "Mine" } } });
  if (/^\/api\/users\/[^/]+$/.test(pathname)) return Response.json({ profile: { username: "ann", name: "Ann" }, routines: [], posts: [] });
  if (/^\/api\/ingredients\/[^/]+\/products$/.test(pathname)) return Response.json({ products: [] });
  if (/^\/api\/products\/[^/]+\/related$/.test(pathname)) return Response.json({ routines: [], similar: [] });
  if (/^\/api\/products\/[^/]+$/.test(pathname)) return Response.json({ product: { id: "x1", name: "Cream", brand: "B", ingredients: "Aqua, Glycerin" } });
  if (pathname === "/api/sitemap") return Response.json({ products: [], posts: [], profiles: [] });
  return Response.json({ message: "Not found", code: "not_found" }, { status: 404 });
}

/** Ways the api fails a call: each must make the page a 503. */
const FAILURES: Record<string, () => Promise<Response>> = {
  "a 500": async () => Response.json({ message: "boom", code: "internal_error" }, { status: 500 }),
  "a 502 from the edge": async () => new Response("<html>Bad gateway</html>", { status: 502 }),
  unreachable: async () => Promise.reject(new Error("connection refused")),
  "rate limited (429)": async () => Response.json({ message: "Slow down", code: "rate_limited" }, { status: 429 }),
  "a call that never answers": () => new Promise<Response>(() => {}),
};

/** A loader's status and headers, whatever shape it answered in (a value, data() or a Response). */
async function answerOf(result: unknown): Promise<{ status: number; headers: Headers }> {
  const value = await result;
  if (value instanceof Response) return { status: value.status, headers: value.headers };
  const init = (value as { init?: ResponseInit | null }).init;
  return { status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

function run(load: Loader, path: string, params: Record<string, string>, failing: (pathname: string) => boolean, failure: () => Promise<Response>) {
  const API = {
    fetch: (url: string) => {
      const { pathname } = new URL(url);
      return failing(pathname) ? failure() : Promise.resolve(goodAnswer(pathname));
    },
  };
  const context = { cloudflare: { env: { ENVIRONMENT: "production", APP_URL: "https://skinstack.app", API } } } as unknown as AppLoadContext;
  return load({ request: new Request(`https://skinstack.app${path}`), params, context });
}

/** Each guest page, and the api call(s) it cannot do without. */
const PAGES: { name: string; load: Loader; path: string; params?: Record<string, string>; calls: RegExp[] }[] = [
  { name: "landing", load: landing, path: "/", calls: [/analyze-count/] },
  { name: "feed (routines)", load: explore, path: "/explore", calls: [/routines\/public/] },
  { name: "feed (posts)", load: explore, path: "/explore?tab=posts", calls: [/^\/api\/posts$/] },
  { name: "post", load: post, path: "/posts/p1", params: { id: "p1" }, calls: [/^\/api\/posts\/p1$/, /comments/] },
  { name: "profile", load: profile, path: "/u/ann", params: { username: "ann" }, calls: [/users/] },
  { name: "ingredient", load: ingredient, path: "/ingredients/niacinamide", params: { slug: "niacinamide" }, calls: [/ingredients/] },
  { name: "product", load: product, path: "/products/x1", params: { id: "x1" }, calls: [/^\/api\/products\/x1$/, /related/] },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a guest page whose api call failed", () => {
  for (const page of PAGES) {
    for (const call of page.calls) {
      for (const [failure, answer] of Object.entries(FAILURES)) {
        it(`${page.name}: ${call.source} ${failure} makes it a 503, and it is a 200 again once the api answers`, async () => {
          const failed = answerOf(run(page.load, page.path, page.params ?? {}, (pathname) => call.test(pathname), answer));
          await vi.runAllTimersAsync();
          expect((await failed).status).toBe(503);
          const recovered = await answerOf(run(page.load, page.path, page.params ?? {}, () => false, answer));
          expect(recovered.status).toBe(200);
        });
      }
    }
  }
});

describe("the sitemap when the api fails it", () => {
  for (const [failure, answer] of Object.entries(FAILURES)) {
    it(`${failure}: 503 with Retry-After and no-store, not a 200 without the catalogue`, async () => {
      const failed = answerOf(run(sitemap, "/sitemap.xml", {}, () => true, answer));
      await vi.runAllTimersAsync();
      const { status, headers } = await failed;
      expect(status).toBe(503);
      expect(headers.get("retry-after")).toBe(String(API_OUTAGE_RETRY_AFTER_SECONDS));
      expect(headers.get("cache-control")).toBe("no-store");
      expect((await answerOf(run(sitemap, "/sitemap.xml", {}, () => false, answer))).status).toBe(200);
    });
  }
});

describe("the sitemap's lifetime in caches", () => {
  it("is a guest page's (ADR 0069): a deleted member's profile or a hidden post leaves it as soon as it leaves the pages, not an hour later", async () => {
    const { status, headers } = await answerOf(run(sitemap, "/sitemap.xml", {}, () => false, FAILURES["a 500"]));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe(GUEST_PAGE_CACHE_CONTROL);
  });
});
