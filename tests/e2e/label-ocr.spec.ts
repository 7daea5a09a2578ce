import { expect, test, type Browser } from "@playwright/test";
import { signUpThroughApi, uniqueEmail, uniqueTag } from "./helpers";

/** A photo of a package panel, rendered at test time: the text set in a page and screenshotted to a PNG. */
async function panelPhoto(browser: Browser, lines: string[]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
  await page.setContent(
    `<body style="margin:0;background:#fff"><div id="panel" style="width:820px;padding:30px;font:28px/1.4 'DejaVu Sans',Arial,sans-serif;color:#111">${lines.map((l) => `<p style="margin:0 0 16px">${l}</p>`).join("")}</div></body>`,
  );
  const png = await page.locator("#panel").screenshot({ type: "png" });
  await page.close();
  return png;
}

test("a photo of the ingredient panel fills the list to check before adding; a photo of something else fills nothing", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const foreign: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on("request", (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) foreign.push(r.url());
  });
  const list = await panelPhoto(browser, [
    "Soothing Barrier Cream 50 ml",
    "INGREDIENTS: Aqua, Glycerin, Niacinamide, Squalane, Cetearyl Alcohol, Panthenol, Phenoxyethanol, Xanthan Gum.",
  ]);
  const directions = await panelPhoto(browser, ["Directions", "Apply morning and evening to clean skin. Avoid contact with the eyes."]);

  await signUpThroughApi(page, uniqueEmail("label"));
  await page.goto("/add-stack");
  await page.getByLabel("Search products").fill("Zqx Unfindable Balm");
  await expect(page.getByText("No products found. Try a different search term.")).toBeVisible();
  await page.getByRole("button", { name: "Add it", exact: true }).click();
  const form = page.getByRole("form", { name: "Add a missing product" });
  const box = form.getByLabel("Ingredient list");

  // Not an ingredient list: said so, nothing filled.
  const started = Date.now();
  await form.getByLabel("Read the list from a photo").setInputFiles({ name: "directions.png", mimeType: "image/png", buffer: directions });
  await expect(form.getByTestId("label-reading")).toContainText("does not show an ingredient list", { timeout: 90_000 });
  await expect(box).toHaveValue("");
  console.log(`OCR, first photo (loads the reader): ${Date.now() - started} ms`);

  const second = Date.now();
  await form.getByLabel("Read the list from a photo").setInputFiles({ name: "label.png", mimeType: "image/png", buffer: list });
  await expect(form.getByTestId("label-reading")).toContainText("check them against the package", { timeout: 90_000 });
  console.log(`OCR, second photo: ${Date.now() - second} ms`);
  await expect(box).toHaveValue(/^Aqua, Glycerin, Niacinamide, Squalane, Cetearyl Alcohol, Panthenol, Phenoxyethanol, Xanthan Gum\.?$/);

  // The user checks it and adds the product (a name of this run's own, as in find-product.spec.ts).
  const name = `Soothing Barrier Cream ${uniqueTag()}`;
  await form.getByLabel("Product name").fill(name);
  await form.getByLabel("Product type").selectOption("Moisturizer");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByTestId("routine-item").filter({ hasText: name })).toBeVisible();
  expect(foreign).toEqual([]);
});
