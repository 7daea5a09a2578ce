/**
 * The share image is rendered once per content (the routine's name, goal, skin type and latest
 * shared scores) and served from the Worker's cache after that, whatever the query string; renders
 * are limited per network (ADR 0028).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimitCounters, routines } from "@db/schema";
import { createApp } from "../src/app";
import { LIMITS } from "../src/lib/rate-limit";
import { call, evaluatedRoutineOf, signUp, testEnv, withTestDb } from "./helpers";

/** A renderer that counts its renders (the real one takes about half a second). */
function countingApp() {
  const rendered: string[] = [];
  const app = createApp({
    renderPng: async (svg) => {
      rendered.push(svg);
      return new TextEncoder().encode(`png of ${svg.length} characters, render ${rendered.length}`);
    },
  });
  const image = (path: string, address = "203.0.113.80", headers: Record<string, string> = {}) =>
    app.request(path, { headers: { "cf-connecting-ip": address, ...headers } }, testEnv());
  return { rendered, image };
}

async function sharedRoutine(name: string, owner?: Awaited<ReturnType<typeof signUp>>) {
  owner ??= await signUp();
  const product = (n: string, productType: string) => ({ name: n, productType, ingredients: "Aqua, Glycerin, Niacinamide" });
  const id = await evaluatedRoutineOf(
    { token: owner.token, id: owner.user.id },
    { goal: "hydration", skinType: "normal", stackName: name, morningProducts: [product("A", "Cleanser")], nightProducts: [product("B", "Moisturizer")] },
  );
  expect((await call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } })).status).toBe(200);
  return id;
}

describe("share image cache", () => {
  it("renders a routine's image once; query strings do not re-render it", async () => {
    const { rendered, image } = countingApp();
    const id = await sharedRoutine("Cached routine");
    const bodies: string[] = [];
    for (const query of ["", "?v=1", "?v=2", "?utm_source=x&fbclid=abc", "?" + "a".repeat(200)]) {
      const res = await image(`/api/stacks/${id}/share-image.png${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toContain("public");
      bodies.push(await res.text());
    }
    expect(rendered).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("renders again when what the image shows changes, and a routine made private is gone at once", async () => {
    const { rendered, image } = countingApp();
    const id = await sharedRoutine("Before the rename");
    expect((await image(`/api/stacks/${id}/share-image.png`)).status).toBe(200);
    await withTestDb((db) => db.update(routines).set({ name: "After the rename" }).where(eq(routines.id, id)));
    expect((await image(`/api/stacks/${id}/share-image.png`)).status).toBe(200);
    expect((await image(`/api/stacks/${id}/share-image.png?again`)).status).toBe(200);
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toContain("After the rename");
    await withTestDb((db) => db.update(routines).set({ isPublic: false }).where(eq(routines.id, id)));
    expect((await image(`/api/stacks/${id}/share-image.png`)).status).toBe(404);
  });

  it("limits renders per network; images already rendered are still served", async () => {
    const { rendered, image } = countingApp();
    const cached = await sharedRoutine("Rendered before the limit");
    const fresh = await sharedRoutine("Not rendered yet");
    const network = "2001:db8:5ea:1";
    expect((await image(`/api/stacks/${cached}/share-image.png`, `${network}::1`)).status).toBe(200);
    // This network has rendered its fill in this window (from other addresses of its /64).
    const { windowSeconds, limit } = LIMITS.shareImageRenders;
    const windowStart = new Date(Math.floor(Date.now() / (windowSeconds * 1000)) * windowSeconds * 1000);
    await withTestDb((db) =>
      db
        .insert(rateLimitCounters)
        .values({ bucket: "shareImageRenders", key: `${network}::/64`, windowStart, count: limit })
        .onConflictDoUpdate({ target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: limit } }),
    );
    const refused = await image(`/api/stacks/${fresh}/share-image.png`, `${network}:0:0:0:2`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await image(`/api/stacks/${cached}/share-image.png?other`, `${network}::3`)).status).toBe(200);
    expect((await image(`/api/stacks/${fresh}/share-image.png`, "198.51.100.90")).status).toBe(200);
    expect(rendered).toHaveLength(2);
  });

  it("lets no cache serve an image without asking: a routine made private, deleted or of a deleted account is gone for guests at once", async () => {
    const { rendered, image } = countingApp();
    const seconds = (cacheControl: string, directive: string) => Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
    const owner = await signUp();
    const ids = { private: await sharedRoutine("Soon private", owner), deleted: await sharedRoutine("Soon deleted", owner), account: await sharedRoutine("Owner leaves", owner) };
    const etags = new Map<string, string>();
    for (const [kind, id] of Object.entries(ids)) {
      for (const format of ["png", "svg"]) {
        const first = await image(`/api/stacks/${id}/share-image.${format}`);
        expect(first.status).toBe(200);
        const cacheControl = first.headers.get("cache-control") ?? "";
        // A shared cache or a browser may keep the image, but must ask again before each use (RFC 9111 5.2.2.4).
        expect(cacheControl, `${kind} ${format}`).toMatch(/^public\b/);
        expect(cacheControl).toMatch(/\bno-cache\b/);
        expect(seconds(cacheControl, "max-age") + seconds(cacheControl, "s-maxage"), cacheControl).toBe(0);
        const etag = first.headers.get("etag");
        expect(etag).toMatch(/^"[\w-]+"$/);
        // Asking again is cheap: an unchanged image is 304 without a body and without a render.
        const before = rendered.length;
        const again = await image(`/api/stacks/${id}/share-image.${format}`, undefined, { "if-none-match": etag! });
        expect(again.status).toBe(304);
        expect(again.headers.get("etag")).toBe(etag);
        expect(await again.text()).toBe("");
        expect(rendered).toHaveLength(before);
        etags.set(`${id}.${format}`, etag!);
      }
    }
    const hidden = await call(`/api/stacks/${ids.private}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: false } });
    expect(hidden.status).toBe(200);
    expect((await call(`/api/stacks/${ids.deleted}`, { method: "DELETE", token: owner.token })).status).toBeLessThan(300);
    const gone = await call("/api/account", { method: "DELETE", token: owner.token, json: { password: owner.password } });
    expect(gone.status, await gone.clone().text()).toBe(200);
    for (const id of Object.values(ids)) {
      for (const format of ["png", "svg"]) {
        // The cache's revalidation (its copy's ETag) is answered 404, so the copy is not served.
        const res = await image(`/api/stacks/${id}/share-image.${format}`, undefined, { "if-none-match": etags.get(`${id}.${format}`)! });
        expect(res.status).toBe(404);
        expect(res.headers.get("cache-control")).toMatch(/no-store/);
      }
    }
  });
});
