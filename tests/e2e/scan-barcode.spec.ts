import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import config from "../../playwright.config";
import { ean13, writeBarcodeY4m } from "./barcode-image";
import { bearer, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";

// A barcode of its own each run (in-store prefix 20, never a real product), shown by a fake camera.
const CODE = ean13(`20${String(Date.now()).slice(-10)}`);
const VIDEO = path.join(os.tmpdir(), `skinstack-barcode-${CODE}.y4m`);
writeBarcodeY4m(VIDEO, CODE);

const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${VIDEO}`],
  },
  permissions: ["camera"],
});

/** Adds a product with its barcode to the catalogue through the api, as the signed-in user. */
async function addProductWithBarcode(page: Page, product: { name: string; productType: string; ingredients: string; barcode: string }) {
  const created = await page.request.post("/api/products", { headers: bearer(await sessionTokenOf(page)), data: { brand: "E2E Scan", ...product } });
  expect(created.status(), await created.text()).toBe(201);
}

test("a browser without BarcodeDetector scans a barcode with the WASM reader from our origin and finds the product", async ({ page }) => {
  test.setTimeout(120_000);
  // The polyfill path: hide any native reader, as in Firefox and Safari.
  await page.addInitScript(() => {
    delete (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  const cspErrors: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  // Nothing from a CDN: every request goes to our origin.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) foreign.push(r.url());
  });

  await signUpThroughApi(page, uniqueEmail("scan"));
  const name = `Scanned Serum ${CODE}`;
  await addProductWithBarcode(page, { name, productType: "Serum", ingredients: "Water, Glycerin, Niacinamide", barcode: CODE });

  await page.goto("/add-stack");
  const main = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(main.some((u) => /zxing|\.wasm/.test(u)), "the reader is not loaded with the page").toBe(false);

  await page.getByLabel("Search products").fill("Zqx Unfindable Cream");
  await expect(page.getByText("No products found. Try a different search term.")).toBeVisible();
  await page.getByRole("button", { name: "Add it", exact: true }).click();
  const form = page.getByRole("form", { name: "Add a missing product" });

  const wasm = page.waitForResponse((r) => /zxing_reader.*\.wasm/.test(r.url()));
  await form.getByRole("button", { name: "Scan with camera" }).click();
  const loaded = await wasm;
  expect(loaded.status()).toBe(200);
  expect(new URL(loaded.url()).origin).toBe(origin);

  await expect(form.getByRole("textbox", { name: /Barcode/ })).toHaveValue(CODE, { timeout: 30_000 });
  const found = form.getByRole("status").filter({ hasText: name });
  await expect(found).toBeVisible();
  await found.getByRole("button", { name: "Add this" }).click();
  await expect(page.getByTestId("routine-item").filter({ hasText: name })).toBeVisible();
  expect(cspErrors).toEqual([]);
  expect(foreign).toEqual([]);
});

test("the library finds a product by its barcode: scanned with the camera, or typed (a wrong check digit is explained)", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("libscan"));
  const code = ean13(`21${String(Date.now()).slice(-10)}`);
  const name = `Library Balm ${code}`;
  await addProductWithBarcode(page, { name, productType: "Moisturizer", ingredients: "Water, Glycerin, Squalane", barcode: code });

  await page.goto("/library");
  const finder = page.getByTestId("barcode-finder");
  await finder.getByText("Find by barcode").click();
  const digits = finder.getByLabel("Barcode digits");
  await digits.fill(`${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`);
  await finder.getByRole("button", { name: "Find" }).click();
  await expect(finder.getByRole("status")).toContainText(/check digit/i);
  await digits.fill(code);
  await finder.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The camera (the fake one shows this run's other barcode, which no product of the library has).
  await page.goto("/library");
  await finder.getByText("Find by barcode").click();
  await finder.getByRole("button", { name: "Scan with camera" }).click();
  await expect(digits).toHaveValue(CODE, { timeout: 30_000 });
  await expect(finder.getByRole("status")).toBeVisible();
});
