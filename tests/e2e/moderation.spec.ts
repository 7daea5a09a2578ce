/**
 * Moderation after the action (issue #29, ADR 0029): Ban asks for confirmation, hidden content and
 * banned members move to the Actioned view where Restore and Lift ban stay reachable, entries
 * link to what was reported, the audit log names people and content, and a banned member is told
 * so and sees their own post marked hidden.
 */
import { expect, test, type Browser } from "@playwright/test";
import {
  bearer,
  e2eRoutine,
  evaluateThroughApi,
  GENTLE_CLEANSER,
  logInThroughForm,
  postThroughApi,
  sessionTokenOf,
  signInAsAdmin,
  signUpThroughApi,
  uniqueEmail,
} from "./helpers";

const run = () => Math.random().toString(36).slice(2, 8);

async function member(browser: Browser, tag: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(tag);
  await signUpThroughApi(page, email, name);
  return { context, page, email, token: await sessionTokenOf(page) };
}

test("an admin hides and bans from the queue, confirms the ban, and restores both from Actioned; the banned member is told", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = run();
  const title = `Flagged post ${id}`;
  const username = `alice${id.replace(/[^a-z]/g, "x")}`;
  const alice = await member(browser, "banned-author", "Alice Author");
  expect(
    (
      await alice.page.request.post("/api/auth/update-username", {
        headers: bearer(alice.token),
        data: { username },
      })
    ).status()
  ).toBe(200);
  const routineId = await evaluateThroughApi(
    alice.page.request,
    alice.token,
    e2eRoutine(`Alice routine ${id}`, { morningProducts: [GENTLE_CLEANSER] })
  );
  const postId = await postThroughApi(alice.page.request, alice.token, {
    stackId: routineId,
    title,
    description: "What I use",
  });

  const bob = await member(browser, "reporter", "Bob Reporter");
  const reported = await bob.page.request.post("/api/reports", {
    headers: bearer(bob.token),
    data: { targetType: "post", targetId: postId, reason: "spam" },
  });
  expect(reported.status()).toBe(201);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin?tab=moderation");
  const item = admin.getByTestId("moderation-item").filter({ hasText: title });
  await expect(item).toContainText("1 report");
  await expect(
    item.getByRole("link", { name: "Open the reported post" })
  ).toHaveAttribute("href", `/posts/${postId}`);

  // Ban asks first; Cancel changes nothing.
  await item.getByRole("button", { name: "Ban author" }).click();
  await expect(item.getByRole("alert")).toContainText(`Ban @${username}?`);
  await item.getByRole("button", { name: "Cancel" }).click();
  await expect(item.getByRole("button", { name: "Confirm ban" })).toHaveCount(
    0
  );
  await item.getByRole("button", { name: "Ban author" }).click();
  await item.getByRole("button", { name: "Confirm ban" }).click();
  await expect(
    admin.getByText("Banned and signed out everywhere.")
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  // The banned member signs in again: told so, and their post is marked hidden for them.
  await alice.context.clearCookies();
  await logInThroughForm(alice.page, alice.email);
  await expect(alice.page.getByTestId("banned-banner")).toContainText(
    "suspended from the community"
  );
  await alice.page.goto(`/posts/${postId}`);
  await expect(alice.page.getByTestId("hidden-badge").first()).toBeVisible();
  await bob.page.goto(`/results/${routineId}`);
  await expect(bob.page.getByText(`Alice routine ${id}`)).toHaveCount(0);

  // Actioned: the member, with Lift ban.
  await admin.getByRole("button", { name: "Actioned" }).click();
  const banned = admin
    .getByTestId("moderation-item")
    .filter({ hasText: `@${username}` })
    .filter({ has: admin.getByRole("button", { name: "Lift ban" }) });
  await expect(banned).toBeVisible();
  await expect(
    banned.getByRole("link", { name: "Open the reported member" })
  ).toHaveAttribute("href", `/u/${username}`);
  await banned.getByRole("button", { name: "Lift ban" }).click();
  await expect(admin.getByText("Restored.")).toBeVisible();
  await expect(banned).toHaveCount(0);

  // Hide the post (reported again), then restore it from Actioned.
  // Bob's report was closed by the ban: another member reports the post.
  const carol = await member(browser, "reporter-2", "Carol Reporter");
  const again = await carol.page.request.post("/api/reports", {
    headers: bearer(carol.token),
    data: { targetType: "post", targetId: postId, reason: "misinformation" },
  });
  expect(again.status()).toBe(201);
  await admin.goto("/admin?tab=moderation");
  await admin
    .getByTestId("moderation-item")
    .filter({ hasText: title })
    .getByRole("button", { name: "Hide" })
    .click();
  await expect(
    admin.getByText("Hidden: only its author sees it now.")
  ).toBeVisible();
  await admin.getByRole("button", { name: "Actioned" }).click();
  const hidden = admin
    .getByTestId("moderation-item")
    .filter({ hasText: title });
  await hidden.getByRole("button", { name: "Restore" }).click();
  await expect(admin.getByText("Restored.")).toBeVisible();
  await expect(hidden).toHaveCount(0);

  // The audit log names the member and the post, not their ids.
  await admin.goto("/admin?tab=audit");
  const log = admin.getByTestId("audit-log");
  await expect(log).toContainText(`@${username}`);
  await expect(log).toContainText(`post "${title}"`);
  await expect(log).not.toContainText(`post:${postId}`);
  for (const c of [alice.context, bob.context, carol.context, adminContext])
    await c.close();
});

test("a template that lacks {products} warns, and is saved only once confirmed", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  const editor = page.getByLabel("Template", { exact: true });
  await expect(editor).toHaveValue(/\{products\}/);
  const original = await editor.inputValue();
  // The active version's badge: each save is waited for by its new number, so the test never ends
  // with a save still in flight (the next test reads the active template).
  const badge = page.getByTestId("editor-active-version");
  const start = await badge.innerText();
  const save = page.getByRole("button", { name: "Save new version" });
  await editor.fill(original.replaceAll("{products}", "the products"));
  const warning = page.getByTestId("missing-variables-warning");
  await expect(warning).toContainText("{products}");
  await expect(save).toBeDisabled();
  await warning.getByLabel(/Make it active without/).check();
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as version" })).toBeVisible();
  await expect(badge).not.toHaveText(start);
  const withoutProducts = await badge.innerText();
  // Put the complete template back.
  await editor.fill(`${original}\nE2E restored ${run()}`);
  await expect(warning).toHaveCount(0);
  await save.click();
  await expect(badge).not.toHaveText(withoutProducts);
  await expect(editor).toHaveValue(/\{products\}/);
});

// ADR 0087: what the reports are about may be gone from a post its author edited after it was reported.
test("a post edited after it was reported is marked so in the queue", async ({ browser }) => {
  test.setTimeout(120_000);
  const id = run();
  const alice = await member(browser, "edited-author", "Alice Author");
  const routineId = await evaluateThroughApi(
    alice.page.request,
    alice.token,
    e2eRoutine(`Edited routine ${id}`, { morningProducts: [GENTLE_CLEANSER] })
  );
  const postId = await postThroughApi(alice.page.request, alice.token, {
    stackId: routineId,
    title: `Rude post ${id}`,
    description: "What I use",
  });
  const bob = await member(browser, "edited-reporter", "Bob Reporter");
  const reported = await bob.page.request.post("/api/reports", {
    headers: bearer(bob.token),
    data: { targetType: "post", targetId: postId, reason: "harassment" },
  });
  expect(reported.status()).toBe(201);
  const edited = await alice.page.request.patch(`/api/posts/${postId}`, {
    headers: bearer(alice.token),
    data: { title: `Polite post ${id}` },
  });
  expect(edited.status()).toBe(200);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin?tab=moderation");
  const item = admin.getByTestId("moderation-item").filter({ hasText: `Polite post ${id}` });
  await expect(item).toContainText("Edited after it was reported");
  await Promise.all([alice.context.close(), bob.context.close(), adminContext.close()]);
});
