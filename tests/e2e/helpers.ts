import { expect, type Page } from "@playwright/test";

export function uniqueEmail(tag = "e2e") {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export const PASSWORD = "correct horse battery";

/** Signs up through the form; ends on the page the app lands on after signup. */
export async function signUpThroughForm(page: Page, email = uniqueEmail(), name = "E2E Person") {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
