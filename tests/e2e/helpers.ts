import { expect, type APIRequestContext, type Page } from "@playwright/test";

export function uniqueEmail(tag = "e2e") {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export const PASSWORD = "correct horse battery";

/**
 * Signs up through the form and, unless `verify: false`, opens the emailed verification link (the
 * free credits come with it); ends on the page the app lands on after signup, showing the account
 * as the server now has it.
 */
export async function signUpThroughForm(page: Page, email = uniqueEmail(), name = "E2E Person", options: { verify?: boolean } = {}) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/home$/);
  if (options.verify !== false) {
    await verifyEmailThroughOutbox(page.request, email);
    await page.reload();
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  }
  return email;
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Verifies `email` the way its owner would: opens the newest verification link the dev outbox
 * (GET /api/dev/outbox, outside production only) holds for it.
 */
export async function verifyEmailThroughOutbox(request: APIRequestContext, email: string) {
  const outbox = await request.get("/api/dev/outbox");
  expect(outbox.status()).toBe(200);
  const { emails } = (await outbox.json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  expect(link, `a verification email to ${email} in the outbox`).toBeTruthy();
  const token = new URL(link!).searchParams.get("token")!;
  const verified = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * The session token of a signed-in page, read from its HttpOnly cookie (scripts on the page cannot
 * read it), for driving the api directly with `Authorization: Bearer`.
 */
export async function sessionTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "session" && c.value);
  expect(cookie, "a session cookie").toBeTruthy();
  return cookie!.value;
}

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@e2e.test";

/**
 * Signs in as the e2e admin, creating the account (and verifying its address through the outbox)
 * on the first run against this server.
 */
export async function signInAsAdmin(page: Page) {
  const signup = await page.request.post("/api/auth/signup", { data: { name: "E2E Admin", email: ADMIN_EMAIL, password: PASSWORD } });
  expect([201, 409]).toContain(signup.status());
  if (signup.status() === 201) await verifyEmailThroughOutbox(page.request, ADMIN_EMAIL);
  await logInThroughForm(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/home$/);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { role: string; emailVerified: boolean } };
  if (!me.user.emailVerified) {
    // An account left unverified by an earlier run against this server: a fresh link, then verify.
    expect((await page.request.post("/api/auth/resend-verification")).status()).toBe(200);
    await verifyEmailThroughOutbox(page.request, ADMIN_EMAIL);
  }
  expect((await (await page.request.get("/api/auth/me")).json()).user).toMatchObject({ role: "admin", emailVerified: true });
}
