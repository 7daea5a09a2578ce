/**
 * Hashed assets are served by Pages itself (public/_routes.json keeps /assets/* off the function)
 * with a year-long immutable cache, and a revalidation with the ETag answers 304 without a body.
 */
import { expect, test } from "@playwright/test";

test("hashed assets are immutable for a year and revalidate with 304", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w-]+\.js(?=")/.exec(html)?.[0];
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

test("the app is installable: a linked manifest with a start URL and PNG icons, and a favicon", async ({ page, request }) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Skinstack", start_url: "/home", display: "standalone" });
  const sizes = manifest.icons.filter((i) => i.type === "image/png").map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toContain(icon.type.split("+")[0]);
  }
  expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon.svg");
  expect((await request.get("/icons/apple-touch-icon.png")).status()).toBe(200);
});

test("a page loads its own language's messages only (ADR 0048): one catalogue file, no catalogue in the scripts", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  const scripts: string[] = [];
  const catalogues: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname);
    if (/^\/assets\/[a-z]{2,3}-[\w-]+\.json$/.test(pathname)) catalogues.push(pathname);
  });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const submit = page.getByRole("button", { name: "Se connecter" });
  await expect(submit).toBeVisible();
  // Hydrated (React has attached its props to the button), so the catalogue has been fetched.
  await expect
    .poll(() => submit.evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  expect(catalogues).toEqual([expect.stringMatching(/^\/assets\/fr-/)]);
  // The English sign-in button's words live in en.json only: no script carries a catalogue.
  for (const script of scripts) expect(await (await page.request.get(script)).text(), script).not.toContain("Create account");
  await context.close();
});

test("a first load fetches its scripts and messages at low priority, each once, and still hydrates (ADR 0080)", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string[]>();
  cdp.on("Network.requestWillBeSent", ({ request }) => {
    const { pathname } = new URL(request.url);
    priorities.set(pathname, [...(priorities.get(pathname) ?? []), request.initialPriority]);
  });
  const response = await page.goto("/ingredients/niacinamide");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const html = await response!.text();
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(html)?.[1];
  expect(preloaded.filter((href) => href.endsWith(".js")).length, "the page preloads its modules").toBeGreaterThan(3);
  expect(preloaded.some((href) => href.endsWith(".json")), "the page preloads its messages").toBe(true);
  for (const href of new Set(preloaded)) expect(priorities.get(href), href).toEqual(["Low"]);
  expect(priorities.get(stylesheet!), "the stylesheet, which the first paint needs").toEqual(["VeryHigh"]);
});
