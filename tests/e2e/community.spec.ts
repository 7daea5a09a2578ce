import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { e2eRoutine, evaluateThroughApi, gotoWithLiveUpdates, hydrated, postThroughApi, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";

const XSS = "<img src=x onerror=alert(1)>";

const tokenOf = sessionTokenOf;

/** Creates and evaluates a routine through the api, waiting for the queue consumer. */
const evaluatedRoutine = (request: APIRequestContext, token: string, name: string) => evaluateThroughApi(request, token, e2eRoutine(name));

/** Fails the test on any dialog (an alert() from injected markup) or on an <img src=x> that loaded. */
function guardAgainstScript(page: Page) {
  page.on("dialog", async (dialog) => {
    await dialog.dismiss();
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
}

async function newUser(browser: Browser, tag: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  guardAgainstScript(page);
  await signUpThroughApi(page, uniqueEmail(tag), name);
  return { context, page };
}

test("A posts a routine, B likes and comments, A's bell rises live and leads to the post", async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, "poster", "Alice Poster");
  const b = await newUser(browser, "reactor", "Bob Reactor");
  const run = Math.random().toString(36).slice(2, 8);
  const title = `${XSS} ${run}`;
  const routineName = `Alice's glow routine ${run}`;

  // A's evaluated routine; the credit pill follows the debit live (no reload, long before the 30 s poll).
  // Reopened, and waited on until its live-updates socket said `connected`.
  await gotoWithLiveUpdates(a.page, a.page.url());
  await expect(a.page.getByTestId("credit-balance")).toHaveText("3");
  const routineId = await evaluatedRoutine(a.page.request, await tokenOf(a.page), routineName);
  await expect(a.page.getByTestId("credit-balance")).toHaveText("2", { timeout: 10_000 });

  // A creates the post; the title is markup, and must stay text. (The page load reopens A's live
  // socket 1 s later; the live badge below counts from when that socket said `connected`.)
  await gotoWithLiveUpdates(a.page, `/create-post?stackId=${routineId}`);
  await expect(a.page.getByRole("heading", { name: "Create Post" })).toBeVisible();
  // The form shows the routine the post is about.
  await expect(a.page.getByTestId("post-routine")).toContainText("Posting about");
  const create = a.page.getByRole("button", { name: "Create Post" });
  await expect(create).toBeDisabled();
  await a.page.getByLabel("Title").fill(`   ${title}   `);
  await expect(a.page.getByTestId("title-counter")).toHaveText(`${title.length + 6}/100`);
  await a.page.getByLabel(/Description/).fill("Morning and night, nothing fancy.");
  await expect(a.page.getByTestId("description-counter")).toHaveText("33/800");
  await expect(create).toBeEnabled();
  await create.click();
  await expect(a.page.getByText("Post created successfully!")).toBeVisible();
  // The new post opens.
  await expect(a.page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(a.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const badge = a.page.getByRole("button", { name: /^Notifications/ });
  await expect(badge).toHaveAccessibleName("Notifications");

  // B finds the post; the title shows literally.
  await b.page.goto("/explore");
  await b.page.getByRole("tab", { name: "Posts" }).click();
  const card = b.page.getByTestId("post-card").filter({ has: b.page.getByTestId("post-title").getByText(title, { exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator("img")).toHaveCount(0);
  await expect(card.getByTestId("card-kind")).toHaveText("Both");
  await expect(card.getByText("by Alice Poster").or(card.getByText("Alice Poster")).first()).toBeVisible();

  // B likes: optimistic count, and A's badge rises without a reload, well before the bell's 30 s
  // poll could have counted it (10 s leaves room for a loaded CI machine).
  await card.getByTestId("like-button").click();
  await expect(card.getByTestId("like-count")).toHaveText("1");
  await expect(card.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  await expect(badge).toHaveAccessibleName("Notifications, 1 unread", { timeout: 10_000 });

  // B comments with markup: it shows as text.
  await card.getByTestId("comments-toggle").click();
  await expect(card.getByText("No comments yet. Be the first to comment!")).toBeVisible();
  const post = card.getByRole("button", { name: "Post comment" });
  await expect(post).toBeDisabled();
  await card.getByLabel("Add a comment").fill(`  ${XSS}  `);
  await post.click();
  await expect(card.getByTestId("comment-content")).toHaveText(XSS);
  await expect(card.getByTestId("comments").locator("img")).toHaveCount(0);
  await expect(card.getByTestId("comments-toggle")).toContainText("1 Comment");
  await expect(badge).toHaveAccessibleName("Notifications, 2 unread", { timeout: 10_000 });

  // Pressing like again removes it; dislike switches.
  await card.getByTestId("dislike-button").click();
  await expect(card.getByTestId("dislike-count")).toHaveText("1");
  await expect(card.getByTestId("like-count")).toHaveText("0");

  // A opens the popover and clicks through to the post, which shows the routine.
  await badge.click();
  const panel = a.page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByText("Bob commented on your post")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeVisible();
  await panel.getByText("Bob liked your post").click();
  await expect(a.page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(panel).toBeHidden();
  await expect(badge).toHaveAccessibleName("Notifications, 1 unread");
  await expect(a.page.getByText(routineName).first()).toBeVisible();

  // Mark all read empties the badge and hides the button.
  await badge.click();
  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(badge).toHaveAccessibleName("Notifications");
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeHidden();

  // The routine card on the Routines tab goes to /results/{id}; the post's routine too.
  await b.page.getByRole("tab", { name: "Routines" }).click();
  await b.page.getByTestId("routine-card").filter({ hasText: routineName }).first().click();
  await expect(b.page).toHaveURL(new RegExp(`/results/${routineId}$`));
  await b.page.goto("/explore?tab=posts");
  await b.page.getByTestId("post-card").filter({ hasText: title }).getByTestId("post-stack").click();
  await expect(b.page).toHaveURL(new RegExp(`/results/${routineId}$`));

  await a.context.close();
  await b.context.close();
});

test("guests see the feed with reactions disabled and 'Log in to comment'", async ({ browser, page }) => {
  const a = await newUser(browser, "guestpost", "Gina");
  const routineId = await evaluatedRoutine(a.page.request, await tokenOf(a.page), "Gina's routine");
  await postThroughApi(a.page.request, await tokenOf(a.page), { stackId: routineId, title: `Guest-visible post ${routineId}`, description: "" });
  await a.context.close();

  guardAgainstScript(page);
  await page.goto("/explore?tab=posts");
  const card = page.getByTestId("post-card").filter({ hasText: `Guest-visible post ${routineId}` });
  await expect(card.getByTestId("like-button")).toBeDisabled();
  await expect(card.getByTestId("dislike-button")).toBeDisabled();
  await card.getByTestId("comments-toggle").click();
  const login = card.getByRole("link", { name: "Log in to comment" });
  await expect(login).toHaveAttribute("href", "/login?redirectTo=%2Fexplore%3Ftab%3Dposts");
  await page.getByLabel("Sort by").selectOption({ label: "Most Liked" });
  await expect(page).toHaveURL(/sort=most-liked/);
  await expect(page.getByTestId("post-card").first()).toBeVisible();
});

test("empty feeds show the spec's texts", async ({ page }) => {
  await page.route("**/api/routines/public*", (route) => route.fulfill({ json: { routines: [], nextCursor: null } }));
  await page.route("**/api/posts*", (route) => route.fulfill({ json: { posts: [], nextCursor: null } }));
  // The page's first list comes from the server; the other tab's is read by the browser.
  await page.goto("/explore?tab=posts");
  await hydrated(page); // the tabs work once the page's script runs
  await page.getByRole("tab", { name: "Routines" }).click();
  await expect(page.getByText("No routines yet. Create your first routine!")).toBeVisible();
  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(page.getByText("No posts yet. Be the first to share your routine!")).toBeVisible();
});

test("create post: login and routine gates, and the server's refusal as a toast", async ({ browser, page }) => {
  await page.goto("/create-post?stackId=whatever");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?redirectTo=%2Fcreate-post%3FstackId%3Dwhatever");

  const owner = await newUser(browser, "owner", "Olga");
  const foreign = await evaluatedRoutine(owner.page.request, await tokenOf(owner.page), "Olga's routine");
  await owner.context.close();

  const other = await newUser(browser, "other", "Otto");
  await other.page.goto("/create-post");
  await expect(other.page.getByRole("heading", { name: "No Routine Selected" })).toBeVisible();
  await expect(other.page.getByRole("link", { name: /My Routines/ })).toHaveAttribute("href", "/home");

  // Someone else's routine is refused before anything is typed: it is private, so for Otto it does not exist.
  await other.page.goto(`/create-post?stackId=${foreign}`);
  await expect(other.page.getByRole("heading", { name: "Routine Not Found" })).toBeVisible();
  await expect(other.page.getByLabel("Title")).toHaveCount(0);
  await other.page.getByRole("link", { name: "Go to My Routines" }).click();
  await expect(other.page).toHaveURL(/\/home$/);

  // The server refuses it too, whatever a client sends.
  const refused = await other.page.request.post("/api/posts", { data: { stackId: foreign, title: "Not my routine" } });
  expect(refused.status()).toBe(404);
  await other.context.close();
});

test("a routine is private until its owner makes it public, and private again on request", async ({ browser, page }) => {
  const owner = await newUser(browser, "sharer", "Sasha Sharer");
  const id = await evaluatedRoutine(owner.page.request, await tokenOf(owner.page), "My shared routine");
  await owner.page.goto(`/results/${id}`);
  const card = owner.page.getByTestId("sharing-card");
  await expect(card.getByRole("heading", { name: "Private routine" })).toBeVisible();
  await expect(card).toContainText("Only you can see this routine");

  // A guest cannot open it.
  await page.goto(`/results/${id}`);
  await expect(page.getByRole("heading", { name: "Routine Not Found" })).toBeVisible();

  await card.getByRole("button", { name: "Make public" }).click();
  await expect(card.getByRole("heading", { name: "Public routine" })).toBeVisible();
  await expect(card).toContainText("stay private");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My shared routine");

  await card.getByRole("button", { name: "Make private" }).click();
  await expect(card.getByRole("heading", { name: "Private routine" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Routine Not Found" })).toBeVisible();

  // Posting says it shares the routine.
  await owner.page.goto(`/create-post?stackId=${id}`);
  await expect(owner.page.getByTestId("post-sharing-note")).toContainText("Posting shares this routine");
  await owner.context.close();
});
