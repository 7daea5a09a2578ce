/**
 * The admin panel (issue 9). The e2e server lists admin@e2e.test in ADMIN_EMAILS (see
 * playwright.config.ts), which gives the admin role once the address is verified: the admin signs
 * up and opens the link from the dev outbox, as a real one would. No AI key is set, so a prompt
 * test shows the error toast and then the deterministic engine's labelled sample.
 */
import { expect } from "@playwright/test";
import { ean13 } from "./barcode-image";
import { ADMIN_EMAIL, signInAsAdmin, signUpThroughApi, test, uniqueEmail } from "./helpers";

test("an admin edits a template, tests it (error toast, then a labelled sample), and reverts it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Evaluation Prompts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Ingredient Analysis" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "AI Settings" })).toBeVisible();

  const templates = page.getByRole("list", { name: "Prompt templates" });
  await expect(templates.getByRole("button", { name: /Stack Evaluation/ })).toBeVisible();
  await expect(templates.getByRole("button", { name: /Complementary Products/ })).toBeVisible();

  const editor = page.getByLabel("Template", { exact: true });
  await expect(editor).toHaveValue(/\{products\}/);
  const original = await editor.inputValue();
  // The editor's own badge: the template list shows "Active: vN" too, for every template.
  const badge = page.getByTestId("editor-active-version");
  const before = Number((await badge.innerText()).replace(/\D/g, ""));
  const save = page.getByRole("button", { name: "Save new version" });

  // An unknown variable is flagged before saving.
  await editor.fill(`${original}\nBudget: {budget}`);
  await expect(page.getByText("Unknown variable {budget}.", { exact: false })).toBeVisible();
  await expect(save).toBeDisabled();

  // A valid edit becomes a new active version.
  const marker = `E2E edit ${Date.now()}`;
  await editor.fill(`${original}\n${marker}`);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: `Saved as version` })).toBeVisible();
  await expect(badge).not.toHaveText(`Active: v${before}`);
  const saved = Number((await badge.innerText()).replace(/\D/g, ""));
  expect(saved).toBeGreaterThan(before);
  await expect(page.getByTestId(`template-version-${saved}`)).toContainText("Active");

  // Test it: the JSON boxes must hold valid JSON.
  const products = page.getByLabel("Products (JSON)");
  const goodProducts = await products.inputValue();
  await products.fill("[{not json");
  await page.getByRole("button", { name: "Test Prompt" }).click();
  await expect(page.getByText(/Products must hold valid JSON/)).toBeVisible();
  await expect(products).toHaveAttribute("aria-invalid", "true");
  await products.fill(goodProducts);
  await page.getByLabel("Secondary goals (JSON)").fill('["hydration", "glow"]');

  // No AI key on this server: the error toast, then the sample after about 1 s.
  await page.getByRole("button", { name: "Test Prompt" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Error testing prompt" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "AI provider key" })).toBeVisible();
  const sample = page.getByTestId("prompt-test-sample");
  await expect(sample).toBeVisible({ timeout: 10_000 });
  await expect(sample).toContainText("Sample response");
  await expect(sample).toContainText("SAMPLE · not from the AI model");
  await expect(page.getByTestId("prompt-test-sample-json")).toContainText('"rating"');
  await sample.getByText("Prompt as sent").click();
  await expect(sample).toContainText(marker);
  await expect(sample).toContainText("also caring about hydration and glow");

  // Revert to the version that was active before the edit.
  await page.getByRole("button", { name: `Revert to version ${before}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Version ${before} is active again.` })).toBeVisible();
  await expect(editor).toHaveValue(original);
  await expect(page.getByTestId(`template-version-${before}`)).toContainText("Active");
  await expect(templates.getByRole("button", { name: /Stack Evaluation/ })).toContainText(`Active: v${before} of`);

  // Both changes are in the audit log, newest first.
  await page.getByRole("tab", { name: "Access & Audit" }).click();
  const log = page.getByTestId("audit-log");
  await expect(log.locator("li").first()).toContainText("Reverted a prompt template");
  await expect(log.locator("li").nth(1)).toContainText("Saved a prompt template");
  await expect(log.locator("li").first()).toContainText(ADMIN_EMAIL);
});

test("AI settings are validated before saving, and an ingredient list is decoded on the server", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=ai");
  const maxTokens = page.getByLabel("Max tokens");
  await expect(maxTokens).toHaveValue(/\d+/);
  await expect(page.getByLabel("Model", { exact: true })).toHaveValue(/gpt-/);
  await maxTokens.fill("0");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Max tokens must be a whole number from 1 to 16,000/)).toBeVisible();
  await maxTokens.fill("1200");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: /AI settings saved|No changes to save/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Max tokens")).toHaveValue("1200");
  await page.getByRole("button", { name: "Use defaults" }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "AI settings saved." })).toBeVisible();

  await page.getByRole("tab", { name: "Ingredient Analysis" }).click();
  await page.getByLabel("Ingredient list").fill("Aqua (Water), Niacinamide, Glycerin, Zzqx Florp");
  await page.getByRole("button", { name: "Decode" }).click();
  const result = page.getByTestId("decode-result");
  await expect(result).toContainText("3 of 4 ingredients known");
  await expect(result).toContainText("Niacinamide");
  await expect(result).toContainText("Unknown");
});

test("the panel is for admins only: users see 403, guests are asked to log in", async ({ page }) => {
  const guest = await page.goto("/admin");
  expect(guest?.status()).toBe(401);
  await expect(page.getByText("Please log in with an admin account")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();

  await signUpThroughApi(page, uniqueEmail("not-admin"));
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "403 · Admins only" })).toBeVisible();
  const api = await page.request.get("/api/admin/templates");
  expect(api.status()).toBe(403);
});

test("an admin reviews a 'wrong ingredients' report and applies the suggested list", async ({ page, newAccount }) => {
  // A user adds a product and reports its list (through the api, as the browser would), verified:
  // reporting needs a verified address (ADR 0029).
  const { token } = await newAccount("Reporter");
  const auth = { authorization: `Bearer ${token}` };
  const name = `Reported Balm ${Date.now()}`;
  const created = await page.request.post("/api/products", {
    headers: auth,
    data: { name, brand: "E2E", productType: "Moisturizer", ingredients: "Petrolatum, Lanolin" },
  });
  const { product } = (await created.json()) as { product: { id: string } };
  const reported = await page.request.post(`/api/products/${product.id}/reports`, {
    headers: auth,
    data: { message: "The tin says shea butter comes first", suggestedIngredients: "Butyrospermum Parkii Butter, Petrolatum, Lanolin" },
  });
  expect(reported.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto("/admin?tab=ingredients");
  const report = page.getByTestId("product-report").filter({ hasText: name });
  await expect(report).toContainText("The tin says shea butter comes first");
  await expect(report).toContainText("Suggested: Butyrospermum Parkii Butter, Petrolatum, Lanolin");
  await report.getByRole("button", { name: "Apply suggested list" }).click();
  await expect(page.getByText(`Report on ${name} resolved; its ingredient list was replaced.`)).toBeVisible();
  await expect(report).toHaveCount(0);

  const after = (await (await page.request.get(`/api/products/${product.id}`, { headers: auth })).json()) as { product: { ingredients: string } };
  expect(after.product.ingredients).toBe("Butyrospermum Parkii Butter, Petrolatum, Lanolin");
});

test("an admin approves the barcode a member gave with their product (ADR 0039)", async ({ page, newAccount }) => {
  const { email: memberEmail, token } = await newAccount("Barcoder");
  const auth = { authorization: `Bearer ${token}` };
  const code = ean13(`20${String(Date.now()).slice(-10)}`);
  const name = `Barcoded Balm ${code}`;
  const created = await page.request.post("/api/products", { headers: auth, data: { name, brand: "E2E", productType: "Moisturizer", ingredients: "Petrolatum, Lanolin", barcode: code } });
  expect(created.status()).toBe(201);
  const own = (await (await page.request.get(`/api/products/barcode/${code}`, { headers: auth })).json()) as { barcodeClaim?: { status: string } };
  expect(own.barcodeClaim).toEqual({ barcode: code, status: "pending" });

  await signInAsAdmin(page);
  await page.goto("/admin?tab=ingredients");
  const claim = page.getByTestId("barcode-claim").filter({ hasText: code });
  await expect(claim).toContainText(name);
  await expect(claim).toContainText(memberEmail);
  await claim.getByRole("button", { name: "Approve barcode" }).click();
  await expect(page.getByText(`Barcode ${code} approved.`)).toBeVisible();
  await expect(claim).toHaveCount(0);

  const approved = (await (await page.request.get(`/api/products/barcode/${code}`, { headers: auth })).json()) as { product: { barcode: string }; barcodeClaim?: unknown };
  expect(approved.product.barcode).toBe(code);
  expect(approved.barcodeClaim).toBeUndefined();
});
