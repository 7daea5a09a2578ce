/**
 * At 390 px: the staged swap stays in view with its Save, both wizards keep each step in the URL
 * (Back and Forward move between steps and keep what was entered), the explore tabs are links, and
 * the AI Settings tab says when no model key is configured.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { evaluateThroughApi, handOverRoutine, hydrated, sessionTokenOf, signInAsAdmin, signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, catalogueProduct, evaluatedRoutine, routineEntry } from "./routine-fixtures";

const radio = (page: Page, name: string | RegExp) => page.getByRole("radio", { name });

test("after Swap in, the pending change and its Save routine stay in view wherever the page is scrolled", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("swap-view"));
  const { cleanser, cream, sunscreen } = await basicProducts(page);
  const vitaminC = await catalogueProduct(page, "Vitamin C Suspension", "Vitamin C Suspension 23% + HA Spheres 2%");
  const id = await evaluateThroughApi(page.request, await sessionTokenOf(page), {
    stackName: "Swap View Routine",
    goal: "anti-aging",
    skinType: "dry",
    morningProducts: [cleanser, vitaminC, sunscreen].map(routineEntry),
    nightProducts: [cream, cleanser].map(routineEntry),
  });

  await page.goto(`/results/${id}`);
  const press = page.getByTestId("replacement-panel").getByRole("button", { name: /^Swap in / }).first();
  await press.scrollIntoViewIfNeeded();
  await press.click();
  const bar = page.getByTestId("staged-swaps");
  const save = bar.getByRole("button", { name: "Save routine" });
  await expect(bar).toContainText("Not saved yet: 1 change");

  const navTop = await page.getByRole("navigation", { name: "Main" }).first().evaluate((el) => el.getBoundingClientRect().top);
  for (const where of ["where Swap in was pressed", "the top", "the bottom"] as const) {
    if (where === "the top") await page.evaluate(() => window.scrollTo(0, 0));
    if (where === "the bottom") await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(save, `Save routine in view at ${where}`).toBeInViewport();
    await expect(bar.getByRole("listitem"), `the change in view at ${where}`).toBeInViewport();
    // Above the mobile bottom bar, not behind it.
    const saveBottom = await save.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(saveBottom).toBeLessThanOrEqual(navTop);
  }
  // Nothing of the page is lost behind the bar: at the bottom the footer's last line is above it.
  const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
  const footerBottom = await page.locator("footer").last().evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(barTop);

  await save.click();
  await expect(page.getByText("Routine saved. Analyze it again to see the new scores.")).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("the routine wizard: each step has its URL, and Back and Forward move between steps keeping what was entered", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page, uniqueEmail("wizard-back"));
  const { cleanser, cream } = await basicProducts(page);
  await handOverRoutine(page, [routineEntry(cleanser)], [routineEntry(cream)]);
  await page.goto("/home");
  await page.goto("/add-stack");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Add your products");
  await expect(page.getByTestId("night-routine").getByTestId("routine-item")).toHaveCount(1);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/add-stack\?step=2$/);
  await expect(title).toHaveText("Your skin and goals");
  await page.getByRole("button", { name: "Glow", exact: true }).click();
  await page.getByLabel("Routine name").fill("Back and Forth");

  await page.goBack();
  await expect(page).toHaveURL(/\/add-stack$/);
  await expect(title).toHaveText("Add your products");
  await expect(page.getByTestId("morning-routine").getByTestId("routine-item")).toHaveCount(1);
  await expect(page.getByTestId("night-routine").getByTestId("routine-item")).toHaveCount(1);

  await page.goForward();
  await expect(page).toHaveURL(/\/add-stack\?step=2$/);
  await expect(title).toHaveText("Your skin and goals");
  await expect(page.getByRole("button", { name: "Glow", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Routine name")).toHaveValue("Back and Forth");

  // The page's own Back goes to step 1 the same way; Back from step 1 leaves the wizard.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(title).toHaveText("Add your products");
  await expect(page).toHaveURL(/\/add-stack$/);
  await page.goForward();
  await expect(page.getByLabel("Routine name")).toHaveValue("Back and Forth");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test("the advanced analysis: each step and product has its URL, and Back and Forward keep what was entered", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("advanced-back"));
  const { cleanser, cream } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Back Forward Analysis", [cleanser], [cream]);
  await page.goto("/home");
  await page.goto(`/advanced-analysis/${id}`);
  const current = page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]');
  await expect(current).toHaveText(/Skin Profile/);
  await expect(page).toHaveURL(new RegExp(`/advanced-analysis/${id}\\?step=profile$`));
  await radio(page, /^40-49/).check();
  await page.getByRole("button", { name: "Continue to Product Selection" }).click();

  await expect(page.getByText("Product 1 of 2")).toBeVisible();
  await expect(page).toHaveURL(/\?step=products&product=1$/);
  await radio(page, "4 Slightly Mild").check();
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page.getByText("Product 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/\?step=products&product=2$/);
  await radio(page, "2 Slightly Strong").check(); // not saved yet: kept while moving back and forth

  await page.goBack();
  await expect(page.getByText("Product 1 of 2")).toBeVisible();
  await expect(radio(page, "4 Slightly Mild")).toBeChecked();
  await page.goBack();
  await expect(current).toHaveText(/Skin Profile/);
  await expect(radio(page, /^40-49/)).toBeChecked();
  await page.goForward();
  await expect(page.getByText("Product 1 of 2")).toBeVisible();
  await page.goForward();
  await expect(page.getByText("Product 2 of 2")).toBeVisible();
  await expect(radio(page, "2 Slightly Strong")).toBeChecked();

  // The page's own Back moves the same way, and the results have their URL too.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText("Product 1 of 2")).toBeVisible();
  await page.goForward();
  await page.getByRole("button", { name: /^(Save and Continue|Save and See Results)/ }).click();
  await expect(page).toHaveURL(/\?step=results$/);
  await expect(current).toHaveText(/Results/);
  await page.goBack();
  await expect(page.getByText("Product 2 of 2")).toBeVisible();
  await page.goForward();
  await expect(current).toHaveText(/Results/);

  // The Add to AM/PM buttons are named starting with what they show (label-content-name-mismatch).
  const adds = page.getByRole("button", { name: /^Add to (AM|PM)/ });
  await expect(adds.first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" "))).flat()).toEqual([]);
});

test("the explore tabs are links: each can be opened on its own, and Back returns to the tab left", async ({ page }) => {
  await page.goto("/explore");
  const routines = page.getByRole("tab", { name: "Routines" });
  const posts = page.getByRole("tab", { name: "Posts" });
  await expect(routines).toHaveAttribute("aria-selected", "true");
  await expect(posts).toHaveAttribute("href", "/explore?tab=posts");
  await expect(routines).toHaveAttribute("href", "/explore");
  await hydrated(page); // the tabs navigate in the page
  await posts.click();
  await expect(page).toHaveURL(/\/explore\?tab=posts$/);
  await expect(posts).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("post-feed").or(page.getByText("No posts yet. Be the first to share your routine!"))).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(routines).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(posts).toHaveAttribute("aria-selected", "true");
});

test("the AI Settings tab says when no model key is configured", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "AI Settings" }).click();
  await expect(page.getByLabel("Max tokens")).toBeVisible();
  // The e2e server runs without OPENAI_API_KEY.
  await expect(page.getByRole("status").filter({ hasText: "No model key is configured" })).toBeVisible();
});
