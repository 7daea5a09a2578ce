/**
 * Screenshots of the main screens compared with committed baselines (tests/e2e/__screenshots__):
 * 390 px for landing, home, results, feed, library and buy credits; 1280 px for landing and
 * results. After a deliberate layout change, `npm run test:visual:update` regenerates them all.
 *
 * Deterministic by construction: the data shown is made here (a fresh account, fixed names, the
 * seeded catalogue), the clock of the page is fixed, dates and the live counter are masked,
 * animations are off (playwright.config.ts), and the fonts are those of Debian's Chromium.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, changeAndReevaluate, evaluatedRoutine } from "./routine-fixtures";

test.use({ locale: "en-GB", timezoneId: "UTC" });

const FIXED_NOW = new Date("2026-11-25T10:00:00Z");

/** What changes from run to run whatever the data: times and the landing's live counter. */
function volatile(page: Page): Locator[] {
  return [page.locator("time"), page.getByTestId("analyze-count"), page.getByTestId("score-history-dates"), page.getByTestId("score-history-date")];
}

async function settled(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Web fonts and images finished, no focus ring left from navigation.
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
}

async function shoot(page: Page, name: string, path: string, ready: Locator) {
  await settled(page, path, ready);
  await expect(page).toHaveScreenshot(name, { mask: volatile(page) });
}

test("main screens match their baselines at 390 and 1280 px", async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.setFixedTime(FIXED_NOW);

  // Signed out first, before this run's account exists.
  await shoot(page, "landing-390.png", "/", page.getByRole("heading", { level: 1 }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "landing-1280.png", "/", page.getByRole("heading", { level: 1 }));
  await page.setViewportSize({ width: 390, height: 844 });

  await signUpThroughApi(page, uniqueEmail("visual"), "Visual Tester");
  const { cleanser, cream, sunscreen } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Visual Routine", [cleanser], [cleanser, cream]);
  await changeAndReevaluate(page, id, "Visual Routine", [cleanser, sunscreen], [cleanser, cream], 2);
  const shared = await page.request.put(`/api/stacks/${id}/visibility`, {
    headers: { authorization: `Bearer ${await sessionTokenOf(page)}` },
    data: { isPublic: true },
  });
  expect(shared.status()).toBe(200);

  await shoot(page, "home-390.png", "/home", page.getByRole("link", { name: /Visual Routine/ }));
  await shoot(page, "results-390.png", `/results/${id}`, page.getByTestId("score-history"));
  // The feed holds every shared routine of this server; this run's is the newest, so the screen is cut below its card.
  await settled(page, "/explore", page.getByRole("heading", { level: 1, name: "Explore" }));
  const ours = page.locator("article, li").filter({ hasText: "Visual Routine" }).first();
  await expect(ours).toBeVisible();
  const card = (await ours.boundingBox())!;
  await expect(page).toHaveScreenshot("feed-390.png", { mask: volatile(page), clip: { x: 0, y: 0, width: 390, height: Math.ceil(card.y + card.height + 8) } });
  await shoot(page, "library-390.png", "/library", page.getByRole("heading", { level: 1, name: "Product Library" }));
  await shoot(page, "buy-credits-390.png", "/buy-credits", page.getByRole("heading", { level: 1, name: "Buy Credits" }));

  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "results-1280.png", `/results/${id}`, page.getByTestId("score-history"));
});
