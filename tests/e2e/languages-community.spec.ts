/**
 * The community in other languages (issue 31, ADR 0042): the feed and a post page read in the
 * reader's language (from the browser's Accept-Language or the `lang` cookie), with the page's
 * `<html lang>`, relative times said by Intl.RelativeTimeFormat, and user-written text as written.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { e2eRoutine, evaluateThroughApi, PASSWORD, postThroughApi, uniqueEmail, verifyEmailThroughOutbox } from "./helpers";

/** A verified member made through the api, an evaluated routine of theirs and a post about it. */
async function postedByNewMember(request: APIRequestContext, title: string): Promise<string> {
  const email = uniqueEmail("lang-community");
  const res = await request.post("/api/auth/signup", { data: { name: "Lena Poster", email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  await verifyEmailThroughOutbox(request, email);
  const token = ((await res.json()) as { token: string }).token;
  const routineId = await evaluateThroughApi(request, token, e2eRoutine(`Routine ${title}`));
  return postThroughApi(request, token, { stackId: routineId, title, description: "Matin et soir, rien de plus." });
}

const run = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test.describe("a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("reads the feed and a post page in French", async ({ page }) => {
    test.setTimeout(120_000); // a member, a routine evaluated by the queue and a post before the pages are read
    const title = `Ma routine du matin ${run()}`;
    const postId = await postedByNewMember(page.request, title);

    await page.goto("/explore?tab=posts");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Explorer · Skinstack");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explorer");
    await expect(page.getByRole("tab", { name: "Publications" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Trier par")).toBeVisible();
    const card = page.getByTestId("post-card").filter({ hasText: title });
    await expect(card.locator("time")).toHaveText(/^il y a \d+\smin$/);
    await expect(card.getByTestId("comments-toggle")).toHaveText("0 commentaire");
    await expect(card.getByTestId("like-button")).toHaveAttribute("title", "Connectez-vous pour réagir");

    await card.getByTestId("post-title").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The member's own words stay as written.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: "Retour aux publications" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "0 commentaire" })).toBeVisible();
    await expect(page.getByText("Aucun commentaire pour l'instant. Soyez le premier à commenter !")).toBeVisible();
    await expect(page.getByRole("link", { name: "Connectez-vous pour commenter" })).toBeVisible();
    await expect(page.getByTestId("post-page").locator("header time")).toHaveText(/^il y a \d+\smin$/);
  });
});

test.describe("a German reader by the lang cookie", () => {
  test("reads the feed and a post page in German, whatever the browser asks for", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: "lang", value: "de", url: baseURL ?? "http://127.0.0.1" }]);
    const title = `Abendroutine ${run()}`;
    const postId = await postedByNewMember(page.request, title);

    await page.goto("/explore");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entdecken");
    await expect(page.getByRole("tab", { name: "Routinen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Hauttyp")).toBeVisible();
    await page.getByRole("tab", { name: "Beiträge" }).click();
    await expect(page).toHaveURL(/tab=posts/);
    await expect(page.getByTestId("post-card").filter({ hasText: title }).locator("time")).toHaveText(/^vor \d+\sMin\.$/);

    await page.goto(`/posts/${postId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(`${title} · Skinstack`);
    await expect(page.getByRole("link", { name: "Zurück zu den Beiträgen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "0 Kommentare" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Diesen Beitrag teilen" })).toBeVisible();
    await expect(page.getByTestId("post-page").locator("header time")).toHaveText(/^vor \d+\sMin\.$/);
    await expect(page.getByTestId("post-routine").getByRole("link", { name: "Ganze Routine ansehen" })).toBeVisible();
  });
});
