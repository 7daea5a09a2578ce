import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import {
  bearer as auth,
  e2eRoutine,
  evaluateThroughApi,
  gotoWithLiveUpdates,
  hydrated,
  postThroughApi,
  sessionTokenOf,
  signUpThroughApi,
  test,
  uniqueEmail,
} from "./helpers";

/** An evaluated routine of the token's owner and a post about it; resolves the post's id. */
async function postAbout(request: APIRequestContext, token: string, title: string, routineName = `Routine for ${title}`): Promise<string> {
  const routineId = await evaluateThroughApi(request, token, e2eRoutine(routineName));
  return postThroughApi(request, token, { stackId: routineId, title, description: "Morning and night." });
}

async function comment(request: APIRequestContext, token: string, postId: string, content: string): Promise<string> {
  const res = await request.post(`/api/posts/${postId}/comments`, { headers: auth(token), data: { content } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function newUser(browser: Browser, tag: string, name: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughApi(page, uniqueEmail(tag), name);
  return { page, close: () => context.close() };
}

const run = () => Math.random().toString(36).slice(2, 8);

test("a post opens from the feed; its reader comments, edits (marked edited) and deletes after confirming; its author edits and deletes it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const author = await newUser(browser, "postauthor", "Paula Author");
  const title = `Post page ${run()}`;
  const postId = await postAbout(author.page.request, await sessionTokenOf(author.page), title, "Paula's calm routine");
  const reader = await newUser(browser, "postreader", "Rita Reader");
  const page = reader.page;

  await page.goto("/explore?tab=posts");
  await page.getByTestId("post-card").filter({ hasText: title }).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The routine as everyone sees it: products by morning and night, and the scores.
  const routine = page.getByTestId("post-routine");
  await expect(routine.getByRole("heading", { name: "Paula's calm routine" })).toBeVisible();
  await expect(routine.getByRole("region", { name: "Morning products" })).toContainText("Gentle Cleanser");
  await expect(routine.getByRole("region", { name: "Morning products" })).toContainText("Daily SPF");
  await expect(routine.getByRole("region", { name: "Night products" })).toContainText("Barrier Cream");
  await expect(routine.getByTestId("post-scores")).toContainText("Safety");
  // The reader is not the author: no edit or delete.
  await expect(page.getByRole("button", { name: "Edit post" })).toHaveCount(0);

  await page.getByTestId("like-button").click();
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");

  // Comment, then edit it: the edited mark appears.
  await expect(page.getByText("No comments yet. Be the first to comment!")).toBeVisible();
  await page.getByLabel("Add a comment").fill("Where is the serum?");
  await page.getByRole("button", { name: "Post comment" }).click();
  const mine = page.getByTestId("comment").filter({ hasText: "Where is the serum?" });
  await expect(mine).toBeVisible();
  await expect(page.getByLabel("Add a comment")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "1 Comment" })).toBeVisible();
  await expect(mine.getByTestId("edited-mark")).toHaveCount(0);
  await mine.getByRole("button", { name: "Edit your comment" }).click();
  await page.getByLabel("Edit your comment").fill("Where is the vitamin C serum?");
  await page.getByRole("button", { name: "Save" }).click();
  const edited = page.getByTestId("comment").filter({ hasText: "Where is the vitamin C serum?" });
  await expect(edited.getByTestId("edited-mark")).toHaveText(/edited/);
  await page.reload();
  await expect(edited.getByTestId("edited-mark")).toBeVisible();

  // Delete asks first; Cancel keeps it, confirming removes it.
  await edited.getByRole("button", { name: "Delete your comment" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this comment?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: "Delete your comment" }).click();
  await dialog.getByRole("button", { name: "Delete comment" }).click();
  await expect(page.getByTestId("comment")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "0 Comments" })).toBeVisible();
  // Focus does not fall to the page's body: with no comment left, the thread's heading has it.
  await expect(page.getByRole("heading", { name: "0 Comments" })).toBeFocused();

  // The author edits the post (marked edited for everyone), then deletes it.
  const own = author.page;
  await own.goto(`/posts/${postId}`);
  await expect(own.getByTestId("post-page").locator("header").getByTestId("edited-mark")).toHaveCount(0);
  await own.getByRole("button", { name: "Edit post" }).click();
  const form = own.getByTestId("post-edit-form");
  await form.getByLabel("Title").fill(`${title} (updated)`);
  await form.getByLabel("Description").fill("Now with a serum.");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(own.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();
  await expect(own.getByText("Now with a serum.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();
  await expect(page.getByTestId("post-page").locator("header").getByTestId("edited-mark")).toBeVisible();

  await own.getByRole("button", { name: "Delete post" }).click();
  const confirm = own.getByRole("alertdialog", { name: "Delete this post?" });
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(own).toHaveURL(/\/explore\?tab=posts$/);
  await expect(own.getByText("Post deleted")).toBeVisible();
  await expect(own.getByTestId("post-card").filter({ hasText: title })).toHaveCount(0);

  // A deleted (or unknown) post is the not-found page, with status 404.
  const gone = await page.goto(`/posts/${postId}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  expect((await page.goto("/posts/not-a-post"))?.status()).toBe(404);

  await author.close();
  await reader.close();
});

test("a comment notification opens the post at the comment; the notifications page groups likes; a live toast stays clear of the page", async ({
  browser,
  request,
  newAccount,
}) => {
  test.setTimeout(150_000);
  const author = await newUser(browser, "notified", "Nora Notified");
  const page = author.page;
  const title = `Grouped ${run()}`;
  const token = await sessionTokenOf(page);
  const postId = await postAbout(page.request, token, title);

  // Others (each signed up in a request context of its own) comment; the one to open is below the fold at 390 x 844.
  const chatter = (await newAccount("Chatty")).token;
  for (let i = 1; i <= 8; i++) await comment(request, chatter, postId, `Earlier comment number ${i} with enough words to take some room on a phone screen.`);
  const commenter = (await newAccount("Cleo")).token;
  const target = await comment(request, commenter, postId, "This is the comment the notification is about.");
  for (const name of ["Ana", "Ben", "Cai"]) {
    const liker = (await newAccount(name)).token;
    expect((await request.post(`/api/posts/${postId}/like`, { headers: auth(liker), data: { isLike: true } })).status()).toBe(200);
  }

  await page.goto("/home");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await panel.getByText("Cleo commented on your post").click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}#comment-${target}$`));
  const highlighted = page.locator(`#comment-${target}`);
  await expect(highlighted).toHaveAttribute("aria-current", "true");
  await expect(highlighted).toBeInViewport();
  await expect(highlighted).toBeFocused();

  // "See all": the likes of the post are one line, the comments show their excerpts.
  await bell.click();
  await panel.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  const groups = page.getByTestId("notification-group");
  await expect(groups.filter({ hasText: "liked your post" })).toHaveCount(1);
  await expect(groups.filter({ hasText: "liked your post" })).toContainText(`Cai and 2 others liked your post "${title}"`);
  await expect(groups.filter({ hasText: "Cleo commented" }).getByTestId("comment-excerpt")).toHaveText(
    "“This is the comment the notification is about.”",
  );
  await expect(groups).toHaveCount(1 + 1 + 8);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Mark all read" })).toBeHidden();
  await expect(bell).toHaveAccessibleName("Notifications");

  // A like arriving live while the author reads the post: a polite toast just under the header,
  // clear of the comment form and its button, gone after a few seconds.
  await gotoWithLiveUpdates(page, `/posts/${postId}`);
  const latecomer = (await newAccount("Dora")).token;
  expect((await request.post(`/api/posts/${postId}/like`, { headers: auth(latecomer), data: { isLike: true } })).status()).toBe(200);
  const toast = page.getByRole("status").filter({ hasText: "Dora liked your post" });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const region = page.getByTestId("toast-region");
  await expect(region).toHaveAttribute("data-placement", "top");
  const box = (await region.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(56); // under the 56 px header
  const submit = page.getByRole("button", { name: "Post comment" });
  await submit.scrollIntoViewIfNeeded();
  const button = (await submit.boundingBox())!;
  const card = (await toast.boundingBox())!;
  expect(card.y + card.height <= button.y || button.y + button.height <= card.y).toBe(true);
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await author.close();
});

test("too many comments: the api's message shows and the typed text stays", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await newUser(browser, "busyauthor", "Bea");
  const postId = await postAbout(author.page.request, await sessionTokenOf(author.page), `Busy ${run()}`);
  const page = author.page;
  // Ten comments within the minute (the limit), then one more through the form.
  const token = await sessionTokenOf(page);
  for (let i = 0; i < 10; i++) await comment(page.request, token, postId, `quick ${i}`);
  await page.goto(`/posts/${postId}`);
  const text = "An eleventh thought I do not want to lose.";
  await page.getByLabel("Add a comment").fill(text);
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You're commenting too quickly. Please wait a minute and try again." })).toBeVisible();
  await expect(page.getByLabel("Add a comment")).toHaveValue(text);
  await expect(page.getByTestId("comment")).toHaveCount(10);

  // The feed's comment form does the same.
  await page.goto("/explore?tab=posts");
  const card = page.getByTestId("post-card").filter({ has: page.locator(`a[href="/posts/${postId}"]`) }).first();
  await card.getByTestId("comments-toggle").click();
  await card.getByLabel("Add a comment").fill(text);
  await card.getByRole("button", { name: "Post comment" }).click();
  await expect(card.getByTestId("comment-error")).toHaveText("You're commenting too quickly. Please wait a minute and try again.");
  await expect(card.getByLabel("Add a comment")).toHaveValue(text);
  await author.close();
});

test("Report opens a dialog at 390 px: the post's actions stay on one line, Escape closes it and focus returns to Report", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await newUser(browser, "reportauthor", "Rhea Author");
  const title = `Reported post ${run()}`;
  const postId = await postAbout(author.page.request, await sessionTokenOf(author.page), title);
  const reader = await newUser(browser, "reportreader", "Remy Reader");
  const page = reader.page;
  await page.goto(`/posts/${postId}`);
  await hydrated(page); // Share and Report are scripts

  const share = page.getByRole("button", { name: "Share this post" });
  const report = page.getByRole("button", { name: "Report this post" });
  await report.click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Spam" })).toBeVisible();
  // Nothing opened inline: Share keeps its one line and the page does not scroll sideways.
  expect((await share.boundingBox())!.height, "Share on one line").toBeLessThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();

  // Sending from the dialog thanks the reader there.
  await report.click();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByTestId("report-sent")).toHaveText("Thanks for the report: a moderator will look at it.");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await author.close();
  await reader.close();
});

test("a post's routine shows its overall score with one decimal, as every other screen does", async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await newUser(browser, "decimal", "Dee Decimal");
  const token = await sessionTokenOf(author.page);
  const routineId = await evaluateThroughApi(author.page.request, token, e2eRoutine(`Decimal routine ${run()}`));
  const postId = await postThroughApi(author.page.request, token, { stackId: routineId, title: `Decimal ${run()}`, description: "" });
  const { evaluation } = (await (await author.page.request.get(`/api/stacks/${routineId}`, { headers: auth(token) })).json()) as { evaluation: { overallScore: number } };
  const shown = String(Math.round(evaluation.overallScore * 10) / 10);
  await author.page.goto("/explore?tab=posts");
  const card = author.page.getByTestId("post-card").filter({ has: author.page.locator(`a[href="/posts/${postId}"]`) });
  await expect(card.getByTestId("post-stack").getByRole("img", { name: `Overall score: ${shown} out of 10` })).toBeVisible();
  await author.close();
});

test("the feed and a post page hydrate without a mismatch when the browser's clock is minutes past the server's render", async ({ browser, request, newAccount }) => {
  // A post made "just now" by the server's clock is "5m ago" by this browser's: its time must not
  // make React throw the server's page away (that re-render once swallowed a click on a post card).
  test.setTimeout(120_000);
  const token = (await newAccount("Hydra")).token;
  const title = `Hydration ${run()}`;
  const postId = await postAbout(request, token, title);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Only Date.now moves (relative times read it); timers run as they do.
  await page.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 5 * 60_000;
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  for (const path of ["/explore?tab=posts", `/posts/${postId}`]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: title }).or(page.getByRole("heading", { level: 1, name: title })).first()).toBeVisible();
    // Hydrated: the footer's language switcher answers (it works only once React runs the page).
    await hydrated(page);
    const language = page.getByRole("contentinfo").getByRole("combobox");
    await language.selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await language.selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(errors, `page errors on ${path}`).toEqual([]);
  }
  await context.close();
});
