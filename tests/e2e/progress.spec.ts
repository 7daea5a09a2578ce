/**
 * Progress over time on the results page, and the methodology written for users, at 390 and 320 px.
 */
import { expect, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, changeAndReevaluate, evaluatedRoutine, scrollsSideways } from "./routine-fixtures";

test("one analysis asks for another; after re-analysing, the chart shows the five scores across both", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("progress"));
  const { cleanser, cream, sunscreen } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Progress Routine", [cleanser], [cleanser, cream]);

  await page.goto(`/results/${id}`);
  await expect(page.getByTestId("scores")).toBeVisible();
  await expect(page.getByTestId("score-history-single")).toHaveText("Analyze this routine again after you change it to see your progress here.");
  await expect(page.getByTestId("score-history")).toHaveCount(0);

  await changeAndReevaluate(page, id, "Progress Routine", [cleanser, sunscreen], [cleanser, cream], 2);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/results/${id}`);
    const chart = page.getByTestId("score-history");
    await expect(chart).toBeVisible();
    await expect(page.getByTestId("score-history-single")).toHaveCount(0);
    await expect(chart.getByRole("heading", { name: "Your progress" })).toBeVisible();
    const lines = chart.getByRole("img");
    await expect(lines).toHaveCount(5);
    // Each line is named by its title and described by the values it draws.
    await expect(chart.getByRole("img", { name: /^Completeness across 2 analyses/ })).toBeVisible();
    const description = await chart.getByRole("img", { name: /^Completeness/ }).locator("desc").textContent();
    expect(description).toMatch(/^Completeness: [\d.]+ on .+, [\d.]+ on .+\. Change \+[\d.]+ since the first evaluation\.$/);
    // The table fallback, opened on demand.
    await chart.getByText("Show the scores as a table").click();
    const table = chart.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("columnheader")).toHaveText(["Date", "Overall", "Comp.", "Eff.", "Safety", "Qual.", "Bal."]);
    expect(await scrollsSideways(page), `no sideways scrolling at ${width} px`).toBe(false);
    const box = await chart.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  await page.getByTestId("scores").getByRole("link", { name: "How scores work" }).click();
  await expect(page).toHaveURL(/\/methodology$/);

  // Someone else sees the shared view's scores of a public routine, without the owner's prompt to analyse again.
  const share = await page.request.put(`/api/stacks/${id}/visibility`, {
    headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === "session")!.value}` },
    data: { isPublic: true },
  });
  expect(share.status()).toBe(200);
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/results/${id}`);
  await expect(visitor.getByTestId("score-history").getByRole("img")).toHaveCount(5);
  await visitor.close();
});

test("the methodology reads at 390 and 320 px without sideways scrolling, with a contents list", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/methodology");
    await expect(page.getByRole("heading", { level: 1, name: "How scores work" })).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.getByRole("link")).toHaveCount(10);
    await contents.getByRole("link", { name: "Ingredient interactions" }).click();
    await expect(page).toHaveURL(/#interactions$/);
    await expect(page.getByRole("heading", { name: "Ingredient interactions" })).toBeInViewport();
    for (const name of ["The five scores", "KEEP, REPLACE and CARE", "Evidence and data sources", "What this cannot tell you"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText("EU CosIng", { exact: true })).toBeVisible();
    expect(await scrollsSideways(page), `no sideways scrolling at ${width} px`).toBe(false);
    for (const table of await page.getByRole("table").all()) {
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
  }
});
