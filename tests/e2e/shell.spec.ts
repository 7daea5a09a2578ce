import { expect, test } from "@playwright/test";

test("the landing page shows the headline", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know Your Routine. Fix Your Skin.");
});
