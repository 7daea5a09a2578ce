/**
 * The phone layout in the long languages: German and French labels are a third longer than English,
 * and a German compound (Inhaltsstoffqualität) cannot wrap at all. At 390 and 360 px, as a member
 * with an evaluated, shared routine that a post is about and a comment on it, no screen scrolls
 * sideways and no word is broken inside where it would have fit whole on a line of its own.
 */
import { expect, test, type Page } from "@playwright/test";
import { postThroughApi, sessionTokenOf, signUpThroughApi, uniqueEmail } from "./helpers";
import { basicProducts, evaluatedRoutine } from "./routine-fixtures";

/** What sticks out: the page's width past the viewport's, and the elements whose right edge is past it. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.scrollingElement!.scrollWidth > viewport) problems.push(`the page is ${document.scrollingElement!.scrollWidth}px wide`);
    for (const el of document.querySelectorAll("main *")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      // Inside a box that scrolls or clips on purpose (a row of chips) it is not past the screen.
      let clipped = false;
      for (let p = el.parentElement; p && !clipped; p = p.parentElement) clipped = getComputedStyle(p).overflowX !== "visible";
      if (!clipped) problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(rect.right)}px`);
    }
    return problems.slice(0, 5);
  });
}

/**
 * Words broken across two lines although they would fit on one line of their box (of their row, for a
 * flex or grid item): a fixed-width label or a cramped column that breaks "Inhaltsstoffqualität" into
 * "Inhaltsstoffqualitä" and "t". A word longer than that (a URL, a long INCI name) may break: that is
 * what overflow-wrap is for; so may a part of a hyphenated word, at its hyphen.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement!;
      if (parent.getClientRects().length === 0) continue;
      // An address or code shown with word-break: break-all breaks anywhere on purpose.
      if (getComputedStyle(parent).wordBreak === "break-all") continue;
      let box: Element = parent;
      while (getComputedStyle(box).display.startsWith("inline") && box.parentElement) box = box.parentElement;
      // A flex or grid item (a label of fixed width beside a bar) could have been given the room of its row.
      const row = box.parentElement && /flex|grid/.test(getComputedStyle(box.parentElement).display) ? box.parentElement : box;
      const style = getComputedStyle(row);
      const room = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const match of text.matchAll(/[^\s\-\u2010\u00ad/]{4,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        if (lines.size > 1 && width <= room) found.push(`"${match[0]}" (${Math.round(width)}px in ${Math.round(room)}px)`);
      }
    }
    return found.slice(0, 5);
  });
}

for (const language of ["de", "fr"] as const) {
  test(`${language} at 390 and 360 px: no screen scrolls sideways, no word broken that fits its line`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: "lang", value: language, url: baseURL! }]);
    const username = `lang_${language}_${Math.random().toString(36).slice(2, 8)}`;
    await signUpThroughApi(page, uniqueEmail(`layout-${language}`), "Maximiliane Schwarzenberger");
    const token = await sessionTokenOf(page);
    expect((await page.request.post("/api/auth/update-username", { data: { username } })).status()).toBe(200);
    const { cleanser, cream, sunscreen } = await basicProducts(page);
    const id = await evaluatedRoutine(page, "Abendroutine für empfindliche Mischhaut", [cleanser, sunscreen], [cleanser, cream]);
    const shared = await page.request.put(`/api/stacks/${id}/visibility`, { headers: { authorization: `Bearer ${token}` }, data: { isPublic: true } });
    expect(shared.status()).toBe(200);
    const postId = await postThroughApi(page.request, token, { stackId: id, title: "Drei Monate später", description: "Meine Erfahrung." });
    // Someone else's comment: an unread notification, so /notifications shows "Mark all read" beside its title.
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await signUpThroughApi(reader, uniqueEmail(`reader-${language}`), "Reader");
    expect((await reader.request.post(`/api/posts/${postId}/comments`, { data: { content: "Danke!" } })).status()).toBe(201);
    await readerContext.close();

    const paths = ["/", "/home", `/results/${id}`, `/edit-stack/${id}`, `/products/${sunscreen.id}`, `/posts/${postId}`, `/u/${username}`, "/notifications", "/explore", "/library", "/account", "/buy-credits"];
    const problems: Record<string, string[]> = {};
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("main h1").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const found = [...(await sidewaysOverflow(page)), ...(await brokenWords(page))];
        if (found.length > 0) problems[`${path} at ${width}px`] = found;
      }
    }
    expect(problems).toEqual({});
  });
}
