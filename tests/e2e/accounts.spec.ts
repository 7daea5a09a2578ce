import { expect, test, type Page } from "@playwright/test";
import { SESSION_KEY, USER_KEY } from "../../app/utils/session-state";
import { logInThroughForm, PASSWORD, signUpThroughApi, signUpThroughForm, uniqueEmail, verifyEmailThroughOutbox } from "./helpers";

test("sign up, no credits until the email is verified (the banner offers the link again), verify through the outbox, log out, wrong password, log in", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("journey"), "E2E Person", { verify: false });

  await page.goto("/account");
  await expect(page.getByTestId("account-credits")).toHaveText("0");
  await expect(page.locator("#main-content").getByText(email)).toBeVisible();
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toContainText("Verify your email");
  await banner.getByRole("button", { name: "Send the link again" }).click();
  await expect(banner.getByRole("status")).toContainText("on its way");

  await page.goto("/dev/outbox");
  const mail = page.locator("article, section, div").filter({ hasText: email }).filter({ hasText: "Verify your email" }).last();
  await mail.getByRole("link", { name: /verify-email\?token=/ }).first().click();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  // Signed in already: the page goes on (to /home here) rather than to the sign-in form.
  await expect(page).toHaveURL(/\/home$/, { timeout: 6_000 }); // after 3 s, or at once with Continue

  await page.goto("/account");
  await expect(page.getByTestId("account-credits")).toHaveText("3");
  await expect(page.getByTestId("credit-balance")).toHaveText("3");
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).or(page.getByRole("button", { name: "Login" })).first()).toBeVisible();

  await logInThroughForm(page, email, "not my password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/account");
  await expect(page.getByTestId("account-credits")).toHaveText("3");
  // The session lives in the HttpOnly cookie only: no script can read a token.
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain("token");
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");
});

test("a reload after verifying shows the verified account at once, not the older copy this browser kept", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("reload"), "E2E Person", { verify: false });
  await expect(page.getByTestId("credit-balance")).toHaveText("0");
  await verifyEmailThroughOutbox(page.request, email);

  // Hold the current-user call, so that only the server-rendered page and the stored copy count.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/me", async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest("**/api/auth/me");
  await page.reload();
  await asked; // the stored session has been read by now; two frames later React has rendered what it restored
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByTestId("credit-balance")).toHaveText("3");
  await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  release();
  await page.unrouteAll({ behavior: "wait" });
});

test("the landing counter starts from 251 and counts a click on Start Analysis", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know Your Routine. Fix Your Skin.");
  const counter = page.getByTestId("analyze-count");
  await expect(counter).toHaveText(/\d/);
  const before = Number((await counter.innerText()).replace(/\D/g, ""));
  expect(before).toBeGreaterThanOrEqual(251);
  await page.getByRole("link", { name: "Start Analysis" }).or(page.getByRole("button", { name: "Start Analysis" })).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto("/");
  await expect(page.getByTestId("analyze-count")).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+(?!\d))/g, ","), { timeout: 7_000 });
});

test("unknown pages show 404 Page Not Found", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("a wrong verification token shows the error and a way back", async ({ page }) => {
  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByText(/invalid/i).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" }).or(page.getByRole("button", { name: "Back to Login" }))).toBeVisible();
});

test("the sign-up form explains a taken email", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("taken"));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
});

test("the scoring method is published at /methodology", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "How We Score" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(page.getByRole("heading", { level: 1, name: "How scores work" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ingredient interactions" })).toBeVisible();
  // Written for the people who read it: no talk of the spec or of the source code's files.
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\bspec\b|source code|\.md\b|\.ts\b|docs\//i);
});

test("the landing page and the footer promise only what runs", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The analysis takes seconds; the scores come from published rules, and no model is needed.
  await expect(page.getByText("Results in seconds", { exact: true })).toBeVisible();
  await expect(page.getByText(/about 2 minutes/)).toHaveCount(0);
  const commitments = page.getByRole("list", { name: "Our commitments" });
  await expect(commitments.getByRole("listitem")).toHaveText(["Secure & Private", "Explainable Scores"]);
});

test("a crafted /auth/callback link with a token and a user in it signs no one in", async ({ page, request }) => {
  // Someone else's real session token, put in a link as the old callback accepted it.
  const signup = await request.post("/api/auth/signup", { data: { email: uniqueEmail("swap"), password: PASSWORD } });
  const { token, user } = (await signup.json()) as { token: string; user: unknown };
  await page.goto(`/auth/callback?token=${encodeURIComponent(token)}&user=${encodeURIComponent(JSON.stringify(user))}&redirect=/home`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Login" }).or(page.getByRole("button", { name: "Login" })).first()).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "session" }));
});

test("sign-in returns to the page that sent you there, and only to a page of this site", async ({ page }) => {
  const email = await signUpThroughForm(page, uniqueEmail("back"));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto("/buy-credits");
  await page.getByRole("link", { name: "Login" }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbuy-credits$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/buy-credits$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("signed in, the verification link and /login go on to where the person was going, not to a sign-in form", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("signed-in-verify");
  await signUpThroughForm(page, email, "Vera Verify", { verify: false });
  const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = outbox.emails.find((e) => e.to === email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText("Your email has been verified", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/login");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/login?redirectTo=%2Fexplore");
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
});

/** What a sign-up leaves in the browser, less what differs between two accounts (ids, addresses, the session key's value). */
async function signedInState(page: Page) {
  const cookies = (await page.context().cookies()).map(({ name, path, httpOnly, secure, sameSite }) => ({ name, path, httpOnly, secure, sameSite }));
  const stored = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
  const { id, email, ...user } = JSON.parse(stored[USER_KEY] ?? "null") ?? {};
  return { path: new URL(page.url()).pathname, cookies, keys: Object.keys(stored).sort(), sessionKey: typeof stored[SESSION_KEY], user: { ...user, id: typeof id, email: typeof email } };
}

test("signUpThroughApi leaves the browser as the sign-up form does: the cookie, the stored session, the menu and the credits", async ({ browser }) => {
  test.setTimeout(120_000); // two sign-ups, one through the form, and six page loads
  const formContext = await browser.newContext();
  const viaForm = await formContext.newPage();
  await signUpThroughForm(viaForm, uniqueEmail("via-form"), "Same State");
  const apiContext = await browser.newContext();
  const viaApi = await apiContext.newPage();
  await signUpThroughApi(viaApi, uniqueEmail("via-api"), "Same State");

  const expected = await signedInState(viaApi);
  expect(expected.keys).toEqual([SESSION_KEY, USER_KEY].sort());
  expect(expected.user).toMatchObject({ emailVerified: true, credits: 3 });
  // The form's page may still be storing the fresher user from its own /api/auth/me.
  await expect.poll(() => signedInState(viaForm)).toEqual(expected);

  for (const page of [viaForm, viaApi]) {
    const header = page.getByRole("banner");
    // The bell shows once the stored session was read in the browser, not from the server's render alone.
    await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(header.getByTestId("credit-balance")).toHaveText("3");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await header.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("link", { name: "My Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-credits")).toHaveText("3");
  }

  // Without the stored session key the same cookie's owner is shown signed out: what the checks above rule out.
  await viaApi.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await viaApi.goto("/home");
  await expect(viaApi.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(viaApi.getByRole("banner").getByRole("button", { name: "Notifications" })).toHaveCount(0);
  await formContext.close();
  await apiContext.close();
});
