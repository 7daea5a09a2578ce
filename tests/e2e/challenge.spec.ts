/**
 * The person check in the sign-in form (ADR 0028), with the local stand-in for Cloudflare
 * Turnstile (no site key locally): past three failed sign-ins the api asks for a check, the form
 * shows the labelled stand-in, and solving it lets the right password in.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD, signUpThroughApi, uniqueEmail } from "./helpers";

test("past three failed sign-ins, the form asks for the person check, and solving it signs in", async ({ page, context }) => {
  const email = await signUpThroughApi(page, uniqueEmail("challenge"));
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  const standIn = form.getByRole("group", { name: "Person check (local stand-in)" });
  for (let i = 1; i <= 3; i++) {
    await form.getByLabel("Password").fill(`wrong password ${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await form.getByRole("button", { name: "Sign in" }).click();
    expect((await answered).status()).toBe(401);
    await expect(form.getByText("Invalid email or password")).toBeVisible();
  }
  await expect(standIn).toHaveCount(0);

  // The right password now needs the check: the api says so and the form shows the stand-in.
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByText("Please confirm you're a person to try again.")).toBeVisible();
  await expect(standIn).toBeVisible();
  await expect(standIn).toContainText("local stand-in for Cloudflare Turnstile");

  // Sending without solving it is stopped in the form.
  let sent = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/auth/login")) sent = true;
  });
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByText("Please confirm you're a person first")).toBeVisible();
  expect(sent).toBe(false);

  await standIn.getByRole("checkbox", { name: /I am a person/ }).check();
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
  await form.getByRole("button", { name: "Sign in" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
});
