/**
 * The community's moderation and discovery at 390 px (ADR 0020): a member reports a post, an
 * admin hides it from the moderation queue and it is gone from the feed; author profiles; the
 * Share button's copy fallback; the feed's goal and skin-type filters, kept in the URL.
 */
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import {
  bearer,
  e2eRoutine,
  evaluateThroughApi,
  GENTLE_CLEANSER,
  hydrated,
  postThroughApi,
  sessionTokenOf,
  signInAsAdmin,
  signUpThroughApi,
  uniqueEmail,
} from "./helpers";

const run = () => Math.random().toString(36).slice(2, 8);

/** Creates and evaluates a routine (with a private skin feeling) through the api, waiting for the queue consumer. */
const evaluatedRoutine = (request: APIRequestContext, token: string, o: { name: string; goal?: string; skinType?: string }) =>
  evaluateThroughApi(
    request,
    token,
    e2eRoutine(o.name, { goal: o.goal ?? "hydration", skinType: o.skinType ?? "normal", morningProducts: [GENTLE_CLEANSER], skinFeeling: "Tight and private" }),
  );

const post = (request: APIRequestContext, token: string, routineId: string, title: string) =>
  postThroughApi(request, token, { stackId: routineId, title, description: "What I use" });

async function member(browser: Browser, tag: string, name: string, username?: string) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await signUpThroughApi(page, email, name);
  const token = await sessionTokenOf(page);
  if (username) {
    const res = await page.request.post("/api/auth/update-username", { headers: bearer(token), data: { username } });
    expect(res.status()).toBe(200);
  }
  return { context, page, token, email };
}

test("a member reports a post, an admin hides it from the moderation queue, and it is gone from the feed", async ({ browser }) => {
  test.setTimeout(150_000);
  const id = run();
  const title = `Miracle cure ${id}`;
  const alice = await member(browser, "hidden-author", "Alice Author");
  const routineId = await evaluatedRoutine(alice.page.request, alice.token, { name: `Alice routine ${id}` });
  await post(alice.page.request, alice.token, routineId, title);

  const bob = await member(browser, "reporter", "Bob Reporter");
  await bob.page.goto("/explore?tab=posts");
  const card = bob.page.getByTestId("post-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Report this post" }).click();
  await card.getByRole("radio", { name: "Spam" }).check();
  await card.getByLabel("Details (optional)").fill("Selling something");
  await card.getByRole("button", { name: "Send report" }).click();
  await expect(card.getByTestId("report-sent")).toHaveText("Thanks for the report: a moderator will look at it.");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin?tab=moderation");
  await expect(admin.getByRole("tab", { name: "Moderation" })).toHaveAttribute("aria-selected", "true");
  const item = admin.getByTestId("moderation-item").filter({ hasText: title });
  await expect(item).toContainText("1 report");
  await expect(item).toContainText("Spam: Selling something");
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(admin.getByText("Hidden: only its author sees it now.")).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone for the reporter (and guests) at once; its author still sees it, marked hidden.
  await bob.page.goto("/explore?tab=posts");
  const loaded = bob.page.getByTestId("post-card").or(bob.page.getByText("No posts yet. Be the first to share your routine!"));
  await expect(loaded.first()).toBeVisible();
  await expect(bob.page.getByTestId("post-card").filter({ hasText: title })).toHaveCount(0);
  await alice.page.goto("/explore?tab=posts");
  const own = alice.page.getByTestId("post-card").filter({ hasText: title });
  await expect(own.getByTestId("hidden-badge")).toBeVisible();

  // The action is in the audit log.
  await admin.goto("/admin?tab=audit");
  await expect(admin.getByText("Hid reported content").first()).toBeVisible();
  for (const c of [alice.context, bob.context, adminContext]) await c.close();
});

test("author names lead to a public profile with shared routines and posts, never private data; Share copies the link", async ({ browser }) => {
  test.setTimeout(120_000);
  const id = run();
  const username = `carla_${id}`;
  const carla = await member(browser, "profile", "Carla Profile", username);
  const shared = await evaluatedRoutine(carla.page.request, carla.token, { name: `Carla shared ${id}` });
  await evaluatedRoutine(carla.page.request, carla.token, { name: `Carla private ${id}` });
  await post(carla.page.request, carla.token, shared, `Carla post ${id}`);

  const viewer = await member(browser, "viewer", "Dan Viewer");
  const page = viewer.page;
  // No share sheet on this browser: the button copies the link instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await page.goto("/explore?tab=posts");
  const card = page.getByTestId("post-card").filter({ hasText: `Carla post ${id}` });
  await card.getByRole("link", { name: "Carla Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Carla Profile" })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText(/Joined \w+ \d{4}/)).toBeVisible();
  await expect(page.getByTestId("profile-routine")).toHaveCount(1);
  await expect(page.getByTestId("profile-routine")).toContainText(`Carla shared ${id}`);
  await expect(page.getByTestId("profile-post")).toContainText(`Carla post ${id}`);
  const text = await page.locator("main").innerText();
  expect(text).not.toContain(`Carla private ${id}`);
  expect(text).not.toContain(carla.email);
  expect(text).not.toContain("Tight and private");

  // Link preview tags, rendered on the server.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Carla Profile (@${username})`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/api/stacks/${shared}/share-image\\.png$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/u/${username}$`));
  const image = await page.request.get(`/api/stacks/${shared}/share-image.png`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  // Share, from the keyboard: the link is copied and the page says so.
  const share = page.getByRole("button", { name: "Share profile" });
  await share.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/u/${username}`);

  // The shared routine's results page has the same button and a large card.
  await page.getByTestId("profile-routine").click();
  await expect(page).toHaveURL(new RegExp(`/results/${shared}`));
  await expect(page.getByRole("button", { name: "Share this routine" })).toBeVisible();
  await page.goto(`/results/${shared}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/api/stacks/${shared}/share-image\\.png$`));

  // Unknown members: the not-found page with a 404.
  const missing = await page.goto(`/u/nobody_${id}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  for (const c of [carla.context, viewer.context]) await c.close();
});

test("the feed filters by goal and skin type, kept in the URL, and fit a 320 px screen", async ({ browser }) => {
  test.setTimeout(180_000);
  const id = run();
  const erin = await member(browser, "filters", "Erin Filters");
  const acne = await evaluatedRoutine(erin.page.request, erin.token, { name: `Oily acne ${id}`, goal: "acne-care", skinType: "oily" });
  const dry = await evaluatedRoutine(erin.page.request, erin.token, { name: `Dry hydration ${id}`, goal: "hydration", skinType: "dry" });
  await post(erin.page.request, erin.token, acne, `Acne post ${id}`);
  await post(erin.page.request, erin.token, dry, `Dry post ${id}`);
  const page = erin.page;

  await page.goto("/explore");
  await expect(page.getByTestId("routine-card").filter({ hasText: `Dry hydration ${id}` })).toBeVisible();
  await hydrated(page); // a filter applies itself through the page's script
  await page.getByLabel("Goal").selectOption("acne-care");
  await expect(page).toHaveURL(/goal=acne-care/);
  await expect(page.getByTestId("routine-card").filter({ hasText: `Oily acne ${id}` })).toBeVisible();
  await expect(page.getByTestId("routine-card").filter({ hasText: `Dry hydration ${id}` })).toHaveCount(0);

  await page.getByLabel("Skin type").selectOption("dry");
  await expect(page).toHaveURL(/skinType=dry/);
  await expect(page.getByText("Nothing matches these filters yet.")).toBeVisible();

  // Posts are filtered the same way, and a reload keeps the filter.
  await page.goto("/explore?tab=posts&skinType=dry");
  await expect(page.getByLabel("Skin type")).toHaveValue("dry");
  await expect(page.getByTestId("post-card").filter({ hasText: `Dry post ${id}` })).toBeVisible();
  await expect(page.getByTestId("post-card").filter({ hasText: `Acne post ${id}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/skinType=/);
  await expect(page.getByTestId("post-card").filter({ hasText: `Acne post ${id}` })).toBeVisible();

  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByLabel("Goal")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await erin.context.close();
});

test("a visitor on a shared routine sees only what is theirs to see and do; a missing routine is a 404; previews read as English", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await member(browser, "shared-owner", "Sam Owner");
  const routineId = await evaluateThroughApi(owner.page.request, owner.token, e2eRoutine(`Acne routine ${run()}`, { goal: "acne-care", morningProducts: [GENTLE_CLEANSER] }));
  expect((await owner.page.request.put(`/api/stacks/${routineId}/visibility`, { headers: bearer(owner.token), data: { isPublic: true } })).status()).toBe(200);

  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (signedIn) await signUpThroughApi(page, uniqueEmail("shared-visitor"), "Vic Visitor");
    await page.goto(`/results/${routineId}`);
    await expect(page.getByTestId("scores")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("You did not describe how your skin feels")).toHaveCount(0);
    await expect(page.getByText("Your progress")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create Post" })).toHaveCount(0);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /^An Acne Care routine for normal skin/);
    await context.close();
  }
  // The owner still gets the prompt about their skin and the way to post.
  await owner.page.goto(`/results/${routineId}`);
  await expect(owner.page.getByRole("link", { name: "Create Post" })).toBeVisible();

  const guest = await browser.newPage();
  const missing = await guest.goto("/results/00000000-0000-4000-8000-000000000000");
  expect(missing!.status()).toBe(404);
  await expect(guest.getByRole("heading", { level: 1, name: "Routine Not Found" })).toBeVisible();
  await guest.close();
  await owner.context.close();
});
