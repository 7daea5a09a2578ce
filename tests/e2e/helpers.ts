import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { newSessionKey, writeStoredSession } from "../../app/utils/session-state";
import { parseUser } from "../../app/utils/user";

export function uniqueEmail(tag = "e2e") {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/**
 * A few letters and digits of this run, for a value the database keeps unique (a product's brand and
 * name): the suite runs again against the same database with --repeat-each.
 */
export function uniqueTag() {
  return Math.random().toString(36).slice(2, 8);
}

export const PASSWORD = "correct horse battery";

/** An account made through the api, with the request context (cookie jar) that is its alone. */
export interface ApiAccount {
  email: string;
  token: string;
  request: APIRequestContext;
}

/**
 * Playwright's `test` with `newAccount`: signs an account up through the api in a request context
 * of its own (verified through the outbox unless `verify: false`). One cookie jar per account: a
 * sign-in ends every session the request's cookies name (ADR 0068), so a second account signed up
 * through a jar holding the first's cookie would end the first's session. The contexts are
 * disposed when the test ends.
 */
export const test = base.extend<{ newAccount: (name: string, options?: { email?: string; verify?: boolean }) => Promise<ApiAccount> }>({
  newAccount: async ({ playwright, baseURL }, provide) => {
    const contexts: APIRequestContext[] = [];
    await provide(async (name, options = {}) => {
      const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      contexts.push(request);
      const email = options.email ?? uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "") || "e2e");
      const res = await request.post("/api/auth/signup", { data: { name, email, password: PASSWORD } });
      expect(res.status(), await res.text()).toBe(201);
      if (options.verify !== false) await verifyEmailThroughOutbox(request, email);
      return { email, token: ((await res.json()) as { token: string }).token, request };
    });
    for (const context of contexts) await context.dispose();
  },
});

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

/**
 * The state `signUpThroughForm` leaves, made through the api for the tests that are not about
 * signing up: POST /api/auth/signup sets the HttpOnly session cookie in the page's context, the
 * outbox link verifies the address unless `verify: false`, and localStorage gets the session key
 * and user the app's sign-in writes (without them the app treats the cookie's owner as signed out).
 * Ends on /home, like the form.
 */
export async function signUpThroughApi(page: Page, email = uniqueEmail(), name = "E2E Person", options: { verify?: boolean } = {}) {
  const signup = await page.request.post("/api/auth/signup", { data: { name, email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  if (options.verify !== false) await verifyEmailThroughOutbox(page.request, email);
  await storeSignedInSession(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  return email;
}

/**
 * Writes what the app's sign-in (app/components/session.tsx `signIn`, then its refresh from
 * /api/auth/me) keeps in localStorage for the account of the context's session cookie: the app's
 * own `writeStoredSession` runs against a recording storage, and its writes are replayed in the page.
 */
export async function storeSignedInSession(page: Page) {
  const me = await page.request.get("/api/auth/me");
  expect(me.status(), await me.text()).toBe(200);
  const user = parseUser(((await me.json()) as { user: unknown }).user);
  expect(user, "/api/auth/me answers a user").toBeTruthy();
  const writes: [key: string, value: string | null][] = [];
  writeStoredSession({ setItem: (key, value) => writes.push([key, value]), removeItem: (key) => writes.push([key, null]) }, newSessionKey(), user);
  // localStorage belongs to the app's origin: a blank page (a new one) is moved onto it first.
  if (!/^https?:/.test(page.url())) await page.goto("/robots.txt");
  await page.evaluate((list) => {
    for (const [key, value] of list) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, writes);
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * What `logInThroughForm` leaves once it reached /home, through the api: POST /api/auth/login sets
 * the session cookie, and localStorage gets what the app's sign-in stores (storeSignedInSession).
 */
export async function logInThroughApi(page: Page, email: string, password = PASSWORD) {
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  await storeSignedInSession(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
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
 * Sets `password` the way a mailbox's owner would: asks for a reset link and opens the newest one the dev outbox holds
 * for `email` (an ADMIN_EMAILS promotion ends the password chosen before it, ADR 0085).
 */
export async function resetPasswordThroughOutbox(request: APIRequestContext, email: string, password = PASSWORD) {
  const asked = await request.post("/api/auth/password-reset", { data: { email } });
  expect(asked.status(), await asked.text()).toBe(202);
  const { emails } = (await (await request.get("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email && /reset-password\?token=/.test(e.body))?.body.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  expect(link, `a reset email to ${email} in the outbox`).toBeTruthy();
  const token = new URL(link!).searchParams.get("token")!;
  const reset = await request.post("/api/auth/password-reset/confirm", { data: { token, password } });
  expect(reset.status(), await reset.text()).toBe(200);
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

/**
 * The e2e server lists this address in ADMIN_EMAILS (playwright.config.ts): admin once verified,
 * and the promotion ends the sessions it had and the password chosen at sign-up (ADR 0085): the
 * password is set again by the reset link, and a sign-in after it carries the role.
 */
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@e2e.test";

/**
 * Signs in as the e2e admin, creating the account (and verifying its address through the outbox)
 * on the first run against this server.
 */
export async function signInAsAdmin(page: Page) {
  const signup = await page.request.post("/api/auth/signup", { data: { name: "E2E Ada", email: ADMIN_EMAIL, password: PASSWORD } });
  expect([201, 409]).toContain(signup.status());
  if (signup.status() === 201) {
    await verifyEmailThroughOutbox(page.request, ADMIN_EMAIL);
    await resetPasswordThroughOutbox(page.request, ADMIN_EMAIL);
  }
  // A session of its own, as a sign-in makes (the sign-up's, if any, is replaced).
  await logInThroughApi(page, ADMIN_EMAIL);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { role: string; emailVerified: boolean } };
  if (!me.user.emailVerified) {
    // An account left unverified by an earlier run against this server: a fresh link, then verify.
    // The role granted there ends the account's sessions (ADR 0068) and its password (ADR 0085): set it, sign in again.
    expect((await page.request.post("/api/auth/resend-verification")).status()).toBe(200);
    await verifyEmailThroughOutbox(page.request, ADMIN_EMAIL);
    await resetPasswordThroughOutbox(page.request, ADMIN_EMAIL);
    await logInThroughApi(page, ADMIN_EMAIL);
  }
  expect((await (await page.request.get("/api/auth/me")).json()).user).toMatchObject({ role: "admin", emailVerified: true });
}

/** Headers that make an api request as the session `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A product typed in by hand, as the e2e routines enter it (brand "E2E"). */
export const e2eProduct = (name: string, productType: string, ingredients: string) => ({ name, brand: "E2E", productType, ingredients });

export const GENTLE_CLEANSER = e2eProduct("Gentle Cleanser", "Cleanser", "Aqua, Glycerin, Coco-Glucoside");
export const DAILY_SPF = e2eProduct("Daily SPF", "Sunscreen", "Aqua, Zinc Oxide, Glycerin");
export const BARRIER_CREAM = e2eProduct("Barrier Cream", "Moisturizer", "Aqua, Ceramide NP, Squalane, Glycerin");

/**
 * A routine to submit: a hydration routine for normal skin with no skin feeling (cleanser and
 * sunscreen in the morning, a barrier cream at night) unless `over` says otherwise.
 */
export function e2eRoutine(routineName: string, over: Record<string, unknown> = {}) {
  return {
    stackName: routineName,
    goal: "hydration",
    secondaryGoals: [],
    skinType: "normal",
    morningProducts: [GENTLE_CLEANSER, DAILY_SPF],
    nightProducts: [BARRIER_CREAM],
    skinFeeling: "",
    ...over,
  };
}

/**
 * How a test waits for the queue to evaluate a routine (1-2 s locally): asked every 250 ms, not
 * at the default's growing intervals (1 s apart after the first second).
 */
export const EVALUATION_POLL = { timeout: 30_000, intervals: [100, 250] };

/**
 * Submits `routine` through the api as the owner of `token` (1 credit) and waits until the queue
 * consumer has evaluated it (1-2 s locally); resolves the routine's id.
 */
export async function evaluateThroughApi(request: APIRequestContext, token: string, routine: Record<string, unknown>): Promise<string> {
  const res = await request.post("/api/evaluate-stack", { headers: bearer(token), data: routine });
  expect(res.status()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/stacks/${id}`, { headers: bearer(token) })).json()) as { status: string }).status, EVALUATION_POLL)
    .toBe("evaluated");
  return id;
}

/** Posts about a routine through the api as the owner of `token`; resolves the post's id. */
/**
 * The routine's evaluation as the browser reads it, with one more finding that suggests a week (adapalene Mon/Wed/Fri
 * and a BHA liquid Tue/Sat at night): the results page's first actions and schedule card have something to show,
 * whatever the engine finds for the routine.
 */
export async function withSuggestedWeek(page: Page, routineId: string): Promise<void> {
  const finding = {
    type: "warning",
    severity: "high",
    penalty: 3,
    title: "Adapalene and salicylic acid on the same nights",
    description: "Used together every night they irritate. Alternate them.",
    products: ["Adapalene Gel", "BHA Liquid"],
    schedule: [
      { product: "Adapalene Gel", routine: "night", days: ["mon", "wed", "fri"] },
      { product: "BHA Liquid", routine: "night", days: ["tue", "sat"] },
    ],
  };
  await page.route(new RegExp(`/api/stacks/${routineId}$`), async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    if (!body.evaluation) return route.fulfill({ response });
    await route.fulfill({ response, json: { ...body, evaluation: { ...body.evaluation, insights: [finding, ...body.evaluation.insights] } } });
  });
}

export async function postThroughApi(request: APIRequestContext, token: string, post: { stackId: string; title: string; description: string }) {
  const res = await request.post("/api/posts", { headers: bearer(token), data: post });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Leaves products for the routine wizard as the landing page does (`pendingRoutine` in
 * localStorage), stored `ageMs` ago by the page's clock.
 */
export async function handOverRoutine(page: Page, morningProducts: unknown[], nightProducts: unknown[], ageMs = 0) {
  await page.evaluate(
    ([morning, night, age]) =>
      localStorage.setItem("pendingRoutine", JSON.stringify({ morningProducts: morning, nightProducts: night, timestamp: Date.now() - age })),
    [morningProducts, nightProducts, ageMs] as const,
  );
}

/**
 * Resolves once the page's script has taken over (app/root.tsx marks <html>): a click on a link or
 * a change of a switcher made before then can be lost while React hydrates.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/**
 * Opens `url` and resolves once that page's live-updates socket has said `connected`, so that an
 * event sent afterwards reaches it. The socket of the page being left can open (1 s after its own
 * load) and die during the navigation; waiting from before `goto` could pick that one, so the wait
 * starts once the new page has loaded: its socket opens 1 s after hydration.
 */
export async function gotoWithLiveUpdates(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const socket = await page.waitForEvent("websocket", {
    predicate: (ws) => ws.url().includes("/api/user/updates?ticket="),
    timeout: 30_000,
  });
  await socket.waitForEvent("framereceived", {
    predicate: (frame) => String(frame.payload).includes('"type":"connected"'),
    timeout: 30_000,
  });
}
