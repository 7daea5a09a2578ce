/**
 * Hashed assets are served by Pages itself (public/_routes.json keeps /assets/* off the function)
 * with a year-long immutable cache, and a revalidation with the ETag answers 304 without a body.
 */
import { expect, test } from "@playwright/test";

test("hashed assets are immutable for a year and revalidate with 304", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0];
  expect(asset, "the home page links a hashed script").toBeTruthy();

  const first = await request.get(asset!);
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();

  const again = await request.get(asset!, { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  // Pages and data requests still go through the function (no year-long caching of HTML).
  expect((await request.get("/")).headers()["cache-control"] ?? "").not.toContain("immutable");
});
