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

/**
 * Controls a thumb can hit (WCAG 2.5.5's 44 px): each control on the page, scrolled to the middle of
 * the screen, answers a tap at its centre and 21 px to either side of it and above and below it (a
 * 44 px square around the centre, which a small control gets from tap-target, app/tailwind.css). A
 * point that lands on a neighbour is a control too cramped to hit. A link inside running text is
 * exempt (the sentence's line height sets it), as are text fields, which are wide and tall anyway.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, select, summary, [role=tab], label:has(> input[type=radio]), label:has(> input[type=checkbox])")];
    const found: string[] = [];
    const inText = (el: HTMLElement) => {
      if (!["inline", "inline-block"].includes(getComputedStyle(el).display)) return false;
      // A sentence: the link or button's own paragraph (or list item) says more than it does.
      const sentence = el.parentElement!;
      return sentence.matches("p, li, dd, td, span") && (sentence.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    for (const el of controls) {
      // checkVisibility: not in a closed <details> either (its content keeps boxes, unpainted).
      if (!el.checkVisibility({ checkVisibilityCSS: true }) || el.closest(".sr-only, [hidden], dialog:not([open])") || inText(el)) continue;
      if (el.matches("input[type=radio], input[type=checkbox]") || getComputedStyle(el).visibility === "hidden") continue;
      el.scrollIntoView({ block: "center", inline: "center" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const r = el.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const misses = [
        [x - 21, y],
        [x + 21, y],
        [x, y - 21],
        [x, y + 21],
      ].filter(([px, py]) => {
        const hit = document.elementFromPoint(px, py);
        return !hit || !(hit === el || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.contains(el)));
      });
      if (misses.length > 0) {
        const name = (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().slice(0, 30);
        found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return [...new Set(found)];
  });
}

test("at 390 px every control takes a 44 px tap: header, footer, bottom bar, results, product and post pages", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const paths = ["/", "/login", "/library", "/ingredients/retinol", "/methodology"];
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const visitor = await guest.newPage();
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await visitor.goto(path);
    await expect(visitor.locator("main h1").first()).toBeVisible();
    await visitor.waitForLoadState("networkidle");
    const small = await smallTapTargets(visitor);
    if (small.length) found[`guest ${path}`] = small;
  }
  await guest.close();

  await signUpThroughApi(page, uniqueEmail("tap"));
  const token = await sessionTokenOf(page);
  const { cleanser, cream, sunscreen } = await basicProducts(page);
  const id = await evaluatedRoutine(page, "Tap Routine", [cleanser, sunscreen], [cleanser, cream]);
  const post = await page.request.post("/api/posts", { headers: { authorization: `Bearer ${token}` }, data: { stackId: id, title: "Tap targets", description: "" } });
  expect(post.status()).toBe(201);
  const postId = ((await post.json()) as { id: string }).id;
  for (const path of ["/home", `/results/${id}`, `/products/${sunscreen.id}`, `/posts/${postId}`, "/explore?tab=posts", `/edit-stack/${id}`]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const small = await smallTapTargets(page);
    if (small.length) found[path] = small;
  }
  expect(found).toEqual({});
});
