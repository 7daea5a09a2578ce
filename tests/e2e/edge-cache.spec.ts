import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { bearer, e2eRoutine, evaluateThroughApi, PASSWORD, postThroughApi, signInAsAdmin, uniqueEmail, verifyEmailThroughOutbox } from "./helpers";

/**
 * Guest pages served from the edge (ADR 0041): a signed-out visitor's public pages come from the
 * Workers Cache API of the Pages function, a signed-in one's never do, and a write a guest can see
 * reaches guests within seconds. Waiting is polling the page until it changes, a bounded number of
 * times (the isolate asks for the guest pages' generation at most once a second).
 */

const VISIBLE_WITHIN = { intervals: [250], timeout: 10_000 };

/** A visitor with no cookies at all. */
async function guestContext(playwright: PlaywrightWorkerArgs["playwright"]): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
}

/** A verified account made through the api; its requests carry its bearer token, never a cookie jar shared with the guest. */
async function writer(playwright: PlaywrightWorkerArgs["playwright"], name: string) {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-"));
  const res = await request.post("/api/auth/signup", { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  await verifyEmailThroughOutbox(request, email);
  const token = ((await res.json()) as { token: string }).token;
  return { request, token };
}

async function guestPage(guest: APIRequestContext, path: string) {
  const res = await guest.get(path);
  return { status: res.status(), cacheStatus: res.headers()["cache-status"] ?? "", body: await res.text() };
}

test("a guest's public pages come from the edge cache with the guest headers; a signed-in visitor's never do", async ({ playwright }) => {
  const guest = await guestContext(playwright);
  const first = await guest.get("/methodology");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=120");
  expect(first.headers()["vary"]).toBe("Cookie, Accept-Language");
  await expect.poll(async () => (await guestPage(guest, "/methodology")).cacheStatus, VISIBLE_WITHIN).toBe("skinstack-edge; hit");

  // Every answer from the cache has a nonce of its own in its policy and its scripts.
  const a = await guest.get("/methodology");
  const b = await guest.get("/methodology");
  const nonceOf = (policy: string) => policy.match(/'nonce-([^']+)'/)![1];
  const [na, nb] = [nonceOf(a.headers()["content-security-policy"]), nonceOf(b.headers()["content-security-policy"])];
  expect(na).not.toBe(nb);
  expect(await b.text()).toContain(`nonce="${nb}"`);

  const { request, token } = await writer(playwright, "Cookie");
  const signedIn = await request.get("/methodology", { headers: { cookie: `session=${token}` } });
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
  expect(signedIn.headers()["cache-status"]).toBeUndefined();
  await Promise.all([guest.dispose(), request.dispose()]);
});

test("a new comment, a deleted post and a routine made private reach guests within seconds", async ({ playwright }) => {
  const guest = await guestContext(playwright);
  const author = await writer(playwright, "Edge Author");
  const reader = await writer(playwright, "Edge Reader");
  const routineName = `Edge routine ${Date.now()}`;
  const routineId = await evaluateThroughApi(author.request, author.token, e2eRoutine(routineName));
  const title = `Edge post ${Date.now()}`;
  const postId = await postThroughApi(author.request, author.token, { stackId: routineId, title, description: "Cached for guests." });

  // The post page, stored for guests.
  await expect.poll(async () => (await guestPage(guest, `/posts/${postId}`)).cacheStatus, VISIBLE_WITHIN).toBe("skinstack-edge; hit");

  const words = `Seen from the edge ${Date.now()}`;
  const commented = await reader.request.post(`/api/posts/${postId}/comments`, { headers: bearer(reader.token), data: { content: words } });
  expect(commented.status()).toBe(201);
  await expect.poll(async () => (await guestPage(guest, `/posts/${postId}`)).body.includes(words), VISIBLE_WITHIN).toBe(true);

  await expect.poll(async () => (await guestPage(guest, "/explore?tab=routines")).body.includes(routineName), VISIBLE_WITHIN).toBe(true);
  expect((await author.request.delete(`/api/posts/${postId}`, { headers: bearer(author.token) })).status()).toBeLessThan(300);
  await expect.poll(async () => (await guestPage(guest, `/posts/${postId}`)).status, VISIBLE_WITHIN).toBe(404);

  const hidden = await author.request.put(`/api/stacks/${routineId}/visibility`, { headers: bearer(author.token), data: { isPublic: false } });
  expect(hidden.status(), await hidden.text()).toBeLessThan(300);
  await expect.poll(async () => (await guestPage(guest, "/explore?tab=routines")).body.includes(routineName), VISIBLE_WITHIN).toBe(false);
  await Promise.all([guest.dispose(), author.request.dispose(), reader.request.dispose()]);
});

test("a post a moderator hides leaves the guests' pages within seconds", async ({ playwright, page }) => {
  const guest = await guestContext(playwright);
  const author = await writer(playwright, "Edge Hidden");
  const routineId = await evaluateThroughApi(author.request, author.token, e2eRoutine(`Hidden routine ${Date.now()}`));
  const title = `To be hidden ${Date.now()}`;
  const postId = await postThroughApi(author.request, author.token, { stackId: routineId, title, description: "Soon gone." });
  await expect.poll(async () => (await guestPage(guest, `/posts/${postId}`)).cacheStatus, VISIBLE_WITHIN).toBe("skinstack-edge; hit");

  await signInAsAdmin(page);
  const hide = await page.request.post("/api/admin/moderation", { data: { targetType: "post", targetId: postId, action: "hide" } });
  expect(hide.status(), await hide.text()).toBe(200);
  await expect.poll(async () => (await guestPage(guest, `/posts/${postId}`)).status, VISIBLE_WITHIN).toBe(404);
  await Promise.all([guest.dispose(), author.request.dispose()]);
});
