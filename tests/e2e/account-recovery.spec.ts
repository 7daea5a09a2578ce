import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { logInThroughForm, PASSWORD, signUpThroughForm, uniqueEmail } from "./helpers";

const NEW_PASSWORD = "a fresh passphrase 42";

/** Opens /dev/outbox until the email with `subject` to `email` is listed; answers its card. */
async function outboxCard(page: Page, email: string, subject: string) {
  const card = page.locator("div").filter({ has: page.getByRole("heading", { name: subject }) }).filter({ hasText: email }).last();
  // The reset email is written after the api has answered: look again until it is there.
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return card;
}

async function signOutHere(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test("forgot password: the emailed link sets a new password once, and the old one stops working", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("forgot"));
  await signOutHere(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for this address" })).toBeVisible();

  const card = await outboxCard(page, email, "Reset your Skinstack password");
  const link = card.getByRole("link", { name: /reset-password\?token=/ }).first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  // Mismatched repeat: refused in the form, focus on the field to fix.
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill("something else entirely");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
  await expect(page.getByLabel("Repeat the new password")).toBeFocused();

  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  // The link works once.
  await page.goto(new URL(href).pathname + new URL(href).search);
  await page.getByLabel("New password", { exact: true }).fill("another new password");
  await page.getByLabel("Repeat the new password").fill("another new password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();

  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test("a forged reset link is refused with a way to ask for a new one", async ({ page }) => {
  await page.goto("/reset-password?token=forged-token-that-was-never-sent");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This password reset link is invalid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("change password on /account signs out the other devices and keeps this one", async ({ page, browser }) => {
  const email = await signUpThroughForm(page, uniqueEmail("change"));
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await logInThroughForm(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/home$/);
  expect((await laptop.request.get("/api/auth/me")).status()).toBe(200);

  await page.goto("/account");
  await expect(page.getByTestId("session-item")).toHaveCount(2);
  await expect(page.getByTestId("session-item").filter({ hasText: "This device" })).toHaveCount(1);

  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toBeFocused();
  expect((await laptop.request.get("/api/auth/me")).status()).toBe(200);

  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other devices have been signed out.")).toBeVisible();
  expect((await laptop.request.get("/api/auth/me")).status()).toBe(401);
  await expect(page.getByTestId("session-item")).toHaveCount(1);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  await laptop.close();

  await signOutHere(page);
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test("export my data downloads a JSON file of the account", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("export"), "Export Person");
  await page.goto("/account");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skinstack-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email, name: "Export Person", credits: 3 });
  expect(data.creditLedger).toEqual([expect.objectContaining({ reason: "signup_grant", delta: 3 })]);
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|pbkdf2/);
});

test("delete my account: a wrong password deletes nothing, the right one ends the account", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("delete"));
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeFocused();

  await dialog.getByLabel("Your password").fill("not my password");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "The password is not correct." })).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();

  await logInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
});

test("change of email: confirmed from the new address, undone from the old one, which then chooses a new password (ADR 0027)", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("undo"));
  const next = uniqueEmail("undo-next");
  await page.goto("/account");
  const form = page.getByRole("form", { name: "Change email" });
  await form.getByLabel("New email").fill(next);
  await form.getByLabel("Your password").fill(PASSWORD);
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(form.getByText(`We sent a link to ${next}`)).toBeVisible();

  await (await outboxCard(page, next, "Confirm your new email for Skinstack")).getByRole("link", { name: /confirm-email\?token=/ }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Your new email address is confirmed" })).toBeVisible();

  const notice = await outboxCard(page, email, "The email of your Skinstack account was changed");
  await notice.getByRole("link", { name: /undo-email\?token=/ }).first().click();
  await expect(page).toHaveURL(/\/undo-email\?token=/);
  await page.getByRole("button", { name: "Undo the change and choose a new password" }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByText("The change of email was undone")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();

  await logInThroughForm(page, next, NEW_PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await logInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});
