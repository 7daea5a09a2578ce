/**
 * axe on every page, signed out, signed in and as an admin: no serious or critical violation of
 * WCAG 2.1 A/AA. Each test checks all its pages and then reports every violation at once.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sessionTokenOf, signInAsAdmin, signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, evaluatedRoutine } from "./routine-fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The serious and critical violations on the page as it is now, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length, "axe ran its checks").toBeGreaterThan(0);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}

/** Opens each page, waits until its main heading is there and the network is quiet, and collects its violations. */
async function audit(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    });
  }
  return found;
}

const PUBLIC_PAGES = [
  "/",
  "/login",
  "/signup",
  "/explore",
  "/library",
  "/ingredients",
  "/ingredients?q=vitamin",
  "/ingredients/niacinamide",
  "/methodology",
  "/privacy",
  "/terms",
  "/cookies",
  "/disclaimer",
  "/create-post",
  "/undo-email?token=not-a-sent-token",
  "/no-such-page",
];

test("signed out: no serious or critical axe violation on any page", async ({ page }) => {
  test.setTimeout(180_000); // sixteen pages, each audited whole: as long as the signed-in audit gets
  expect(await audit(page, PUBLIC_PAGES)).toEqual({});
});

test("signed in: no serious or critical axe violation on any page, and on a shared routine seen by a visitor", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page, uniqueEmail("axe"));
  const { cleanser, cream } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Accessible Routine", [cleanser], [cleanser, cream]);
  const found = await audit(page, [
    "/",
    "/home",
    "/add-stack",
    `/results/${id}`,
    `/edit-stack/${id}`,
    "/library",
    `/library/${cleanser.id}`,
    "/explore",
    `/create-post?stackId=${id}`,
    "/buy-credits",
    "/account",
    "/profile",
    `/advanced-analysis/${id}`,
    "/methodology",
  ]);
  const shared = await page.request.put(`/api/stacks/${id}/visibility`, {
    headers: { authorization: `Bearer ${await sessionTokenOf(page)}` },
    data: { isPublic: true },
  });
  expect(shared.status()).toBe(200);
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  Object.assign(found, await audit(await visitor.newPage(), [`/results/${id}`]));
  await visitor.close();
  expect(found).toEqual({});
});

test("admin: no serious or critical axe violation on the admin panel", async ({ page }) => {
  await signInAsAdmin(page);
  expect(await audit(page, ["/admin"])).toEqual({});
});

test("the feed's routine links are named by the text they show (label-content-name-mismatch)", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, uniqueEmail("a11y-feed"));
  const { cleanser, cream } = await basicProducts(page);
  const routineId = await evaluatedRoutine(page, "Named Link Routine", [cleanser], [cream]);
  const res = await page.request.post("/api/posts", { data: { stackId: routineId, title: "A post with a routine link", description: "" } });
  expect(res.status()).toBe(201);
  const found: Record<string, string[]> = {};
  for (const path of ["/explore", "/explore?tab=posts"]) {
    await page.goto(path);
    await expect(page.getByTestId("post-stack").or(page.getByTestId("routine-card")).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});

test("the admin's version list names each Revert button by the text it shows (label-content-name-mismatch)", async ({ page }) => {
  await signInAsAdmin(page);
  // A second version of the first template, so that a Revert button is listed; the first is made active again after.
  const { templates } = (await (await page.request.get("/api/admin/templates")).json()) as { templates: { id: string; activeVersion: number; template: string }[] };
  const [first] = templates;
  const saved = await page.request.put(`/api/admin/templates/${first.id}`, { data: { template: `${first.template}\n(axe check ${Date.now()})` } });
  expect(saved.status()).toBe(200);
  try {
    await page.goto("/admin");
    const revert = page.getByRole("button", { name: `Revert to version ${first.activeVersion}` });
    await expect(revert).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" "))).flat()).toEqual([]);
  } finally {
    const reverted = await page.request.post(`/api/admin/templates/${first.id}/revert`, { data: { version: first.activeVersion } });
    expect(reverted.status()).toBe(200);
  }
});
