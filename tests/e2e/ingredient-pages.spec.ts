import { expect, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, evaluatedRoutine } from "./routine-fixtures";

test("the ingredient decoder: search by common name, a page rendered on the server, linked from product pages", async ({ page, request }) => {
  // Rendered on the server: the HTML itself carries the content, the canonical URL and structured data.
  const html = await (await request.get("/ingredients/niacinamide")).text();
  expect(html).toContain("<h1");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ingredients\/niacinamide"/);
  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  expect(jsonLd).not.toBeNull();
  expect(JSON.parse(jsonLd![1])).toMatchObject({ "@type": "DefinedTerm", name: "Niacinamide (Vitamin B3)", termCode: "niacinamide" });

  // The footer leads to the decoder.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Ingredient Decoder" }).click();
  await expect(page).toHaveURL(/\/ingredients$/);
  await page.getByLabel("Search ingredients by INCI or common name").fill("vitamin c");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/ingredients\?q=vitamin\+c/);
  await page.getByRole("link", { name: /Ascorbic Acid/ }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ascorbic Acid (Vitamin C)");
  await expect(page.getByText("INCI name: ASCORBIC ACID")).toBeVisible();
  // Its clashes are the engine's own rules, with the other side named.
  const clashes = page.getByRole("region", { name: "Clashes with" });
  await expect(clashes.getByText(/With a retinoid/)).toBeVisible();
  // The shipped catalogue's products that contain it, each leading to its product page.
  const products = page.getByRole("region", { name: "Products that contain it" }).getByRole("link");
  await expect(products.first()).toBeVisible();
  await products.first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  // Every ingredient the knowledge base knows links back to its page.
  await page.getByRole("link", { name: "Ascorbic Acid", exact: true }).first().click();
  await expect(page).toHaveURL(/\/ingredients\/ascorbic-acid$/);

  const missing = await request.get("/ingredients/zzqx-florp");
  expect(missing.status()).toBe(404);
});

test("sitemap.xml lists ingredient, product and public pages; robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/ingredients\/niacinamide<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/products\/[0-9a-f-]{36}<\/loc>/);
  expect(xml).not.toContain("/account");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  expect(robots).toContain("Disallow: /account");
});

test("a product page: key actives, the 1 % line, flags per skin type, similar products and a comparison", async ({ page, request }) => {
  const { products: found } = (await (await request.get("/api/products?search=niacinamide%2010%25%20zinc")).json()) as { products: { id: string; name: string }[] };
  const serum = found.find((p) => p.name === "Niacinamide 10% + Zinc 1%");
  expect(serum).toBeDefined();
  // Old library links lead to the product page.
  await page.goto(`/library/${serum!.id}`);
  await expect(page).toHaveURL(new RegExp(`/products/${serum!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niacinamide 10% + Zinc 1%");
  await expect(page.getByRole("list", { name: "Key actives" }).getByRole("link", { name: /Niacinamide/ })).toBeVisible();
  await expect(page.getByText("Estimated 1 % line: from here on, each ingredient is at about 1 % or less")).toBeVisible();
  await expect(page.getByTestId("shared-routines")).toHaveText("Not in any shared routine yet");
  const similar = page.getByRole("region", { name: "Similar products" });
  await expect(similar.getByText(/same 1 key active, \d+ % of the list in common/).first()).toBeVisible();
  await similar.getByRole("link", { name: "Compare side by side" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare products");
  const table = page.getByRole("table", { name: "Products side by side" });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /Key actives/ })).toContainText("Niacinamide");
  await expect(table.getByRole("rowheader", { name: "Fragrance" })).toBeVisible();
  // No horizontal scroll at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("searching the library for a prescription-only ingredient explains it and offers its cosmetic relatives", async ({ page }) => {
  await page.goto("/library");
  await page.getByLabel("Search products by name or brand").fill("tretinoin");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tretinoin is a prescription retinoid: cosmetics cannot contain it." })).toBeVisible();
  const products = page.getByRole("list", { name: "Products" }).getByRole("link");
  await expect(products.first()).toBeVisible();
  await page.getByRole("link", { name: /^About Tretinoin/ }).click();
  await expect(page).toHaveURL(/\/ingredients\/retinoic-acid$/);
});

test("the results page's key ingredients lead to their pages, and the menu to the decoder", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail("decoder"));
  const { cleanser, cream } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Decoded Routine", [cleanser], [cleanser, cream]);
  // The cards come with the page: its HTML holds them, and the browser asks the api for none.
  const html = await (await page.request.get(`/results/${id}`)).text();
  expect(html).toMatch(/<section[^>]*aria-labelledby="key-ingredients"(?:(?!<\/section>)[\s\S])*<a [^>]*href="\/ingredients\/[a-z0-9-]+"/);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/ingredients/")) asked.push(r.url());
  });
  await page.goto(`/results/${id}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const keyIngredients = page.getByRole("region", { name: "Key Ingredient Analysis" });
  const first = keyIngredients.getByRole("link").first();
  await expect(first).toBeVisible();
  expect(asked).toEqual([]);
  const name = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/ingredients\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" (")[0]);
});
