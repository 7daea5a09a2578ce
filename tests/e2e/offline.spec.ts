import { expect, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./helpers";

test("offline: one calm line that stays until the connection returns, not 'Failed to fetch'", async ({ page, context }) => {
  await signUpThroughApi(page, uniqueEmail("offline"));
  await page.goto("/add-stack");
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toHaveText("You're offline: your routine is kept, try again when you're back.");
  // A search while offline says so instead of "Failed to fetch".
  await page.getByLabel("Search products").fill("cerave");
  await expect(page.getByText("Failed to fetch")).toHaveCount(0);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
