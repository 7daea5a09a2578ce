/**
 * Languages (ADR 0042): a browser that asks for French gets French, the switcher changes the
 * language (a cookie for guests), and a signed-in member's choice is saved on the account and
 * follows them to another browser.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, logInThroughForm, signUpThroughApi, uniqueEmail } from "./helpers";

test.describe("a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("gets the landing page in French, with lang, Content-Language and hreflang alternates", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.headers()["content-language"]).toBe("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comprenez votre routine. Sublimez votre peau.");
    await expect(page.getByRole("button", { name: "Lancer l’analyse" })).toBeVisible();
    await expect(page).toHaveTitle("Skinstack : comprenez votre routine, prenez soin de votre peau.");
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(5);
    expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")))).toEqual(["en", "de", "es", "fr", "x-default"]);

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  test("switches to German with the footer's switcher, and keeps it on the next visit", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await hydrated(page); // the switcher is a script
    // Each language named in itself, by the server (the root's data, ADR 0077), before and after the switch.
    const names = ["English", "Deutsch", "Español", "Français"];
    await expect(page.getByRole("contentinfo").getByLabel("Langue").locator("option")).toHaveText(names);
    await page.getByRole("contentinfo").getByLabel("Langue").selectOption("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Routine verstehen. Ihre Haut pflegen.");
    await expect(page.getByRole("contentinfo").getByLabel("Sprache").locator("option")).toHaveText(names);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const response = await page.reload();
    expect(response?.headers()["content-language"]).toBe("de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Routine verstehen. Ihre Haut pflegen.");
  });
});

test("a member's language is saved on the account and follows them to another browser", async ({ page, browser }) => {
  const email = uniqueEmail("lang");
  await signUpThroughApi(page, email, "Langue Tester", { verify: false });
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("main").getByLabel("Language").selectOption("fr");
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const me = await page.request.get("/api/auth/me");
  expect((await me.json()).user.language).toBe("fr");

  // Another browser, English by its Accept-Language and without the cookie: French once signed in.
  const other = await browser.newContext({ locale: "en-GB" });
  const second = await other.newPage();
  await logInThroughForm(second, email);
  await expect(second).toHaveURL(/\/home$/);
  await expect(second.locator("html")).toHaveAttribute("lang", "fr");
  const account = await second.goto("/account");
  expect(account?.headers()["content-language"]).toBe("fr");
  await expect(second.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await other.close();
});
