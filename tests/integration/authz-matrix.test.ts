/**
 * The authorization matrix (issue 10): every endpoint of the api, taken from the app's own route
 * table, times four identities (anonymous, another user, the owner of the resources, an admin), on
 * real PostgreSQL. The rules live in tests/helpers/access-table.ts; a route without an entry there
 * fails this file.
 *
 * For every case: no 5xx; a denied identity gets exactly the status of the rule (401, 403 or 404)
 * and the database is byte-for-byte what it was before (every table fingerprinted); an allowed one
 * gets a 2xx or 3xx, with a minimal valid request, so the answer reflects authorization and not
 * validation. Endpoints that exist only outside production are also called with
 * ENVIRONMENT=production, where every identity must get 404.
 *
 * Fixtures: the owner (A) has two routines (one to delete), two posts (one to delete), two comments (one to delete),
 * two notifications (another user commented twice), three products awaiting review and two sandbox
 * payment intents (one confirmed). Destructive cases get their own fixture, and within a route the
 * denied identities go first and the allowed ones last, so one case never breaks the next. Logout
 * runs on a fresh session of its own. Rate limits stay out of the way: nobody posts or comments
 * more than 4 times here (limits: 10 a minute), no sign-in ever fails (only failures are counted),
 * and every account starts with 10 credits (FREE_CREDITS) for the routines it creates.
 *
 * The admin is made the way a real one is: an address listed in ADMIN_EMAILS, signed up and then
 * verified through the emailed link (the dev outbox); the role comes with the verified address.
 *
 * After the matrix, boundaries a route table cannot show: linking a Google sign-in to an account
 * that someone created with the same address but never verified (account pre-hijacking), and
 * ADMIN_EMAILS granting the admin role only to an address that has been verified (by the emailed
 * link or by Google), never to whoever signs up with it first.
 */
import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../workers/api/src/app";
import type { Env } from "../../workers/api/src/env";
import { DEFAULT_PROFILE } from "@core/schemas/profile";
import { ACCESS_TABLE, endpointsOf, expectationFor, IDENTITIES, type Expectation, type Identity } from "../helpers/access-table";
import { startApiHarness } from "../helpers/api-harness";
import { startGoogleFake, type GoogleIdentity } from "../helpers/google-fake";
import { googleSettings } from "../helpers/google-settings";
import { resetPasswordThroughOutbox as resetOwnPassword, verifyThroughOutbox as verifyOwnEmail } from "../helpers/verify-email";
import { completion, replyJson, startFakeOpenAi, type FakeOpenAi } from "../mocks/openai";

const SESSION_SECRET = "authz-matrix-session-secret";
const PASSWORD = "authz-matrix-password";
const APP_URL = "http://app.test";

type Harness = Awaited<ReturnType<typeof startApiHarness>>;
type SignedIn = Exclude<Identity, "anonymous">;

interface Account {
  email: string;
  token: string;
  id: string;
}

interface Fixtures {
  stackId: string;
  stackToDeleteId: string;
  postId: string;
  postToDeleteId: string;
  commentToDeleteId: string;
  commentId: string;
  notificationId: string;
  notificationToDeleteId: string;
  pendingProductId: string;
  productToApproveId: string;
  /** Barcodes the owner attached to products they added, awaiting an admin. */
  claimToApproveId: string;
  claimToRejectId: string;
  productToRejectId: string;
  /** An approved catalogue product with a barcode, which anyone may look up and report. */
  barcodedProductId: string;
  reportToResolveId: string;
  reportToDismissId: string;
  confirmedIntentId: string;
  openIntentId: string;
  /** A second session of the owner's, for DELETE /api/auth/sessions/:id. */
  ownerSpareSessionId: string;
  /** The bystander's username, for their public profile. */
  bystanderUsername: string;
}

let harness: Harness;
let db: pg.Client;
let openai: FakeOpenAi;
let google: Awaited<ReturnType<typeof startGoogleFake>>;
let fingerprintSql = "";
const accounts = {} as Record<SignedIn | "bystander", Account>;
const fx = {} as Fixtures;

/* ------------------------------------------------------------------ the route table */

const ROUTES = endpointsOf(createApp());
const covered = ROUTES.filter((key) => key in ACCESS_TABLE);

/* ------------------------------------------------------------------ how to call each route */

interface Recipe {
  /** Values of the path's `:params`, read when the case runs. */
  params?: Record<string, () => string | Promise<string>>;
  query?: string;
  body?: (who: Identity) => unknown;
  headers?: Record<string, string>;
  /** Sign in again and use that session (for routes that end the session they are called with). */
  freshSession?: true;
  /**
   * Sign up a new account and call as it (for routes that end other sessions, change the password
   * or delete the account, which would take the identity away from the cases after it). Only for
   * "signed-in" routes, where any signed-in identity is allowed alike.
   */
  throwawayAccount?: true;
}

const routine = (name: string) => ({
  stackName: name,
  goal: "hydration",
  morningProducts: [{ name: "Gentle Cleanser", productType: "Cleanser", ingredients: "Aqua, Glycerin" }],
  nightProducts: [{ name: "Night Cream", productType: "Moisturizer", ingredients: "Aqua, Glycerin, Niacinamide" }],
});

const promptTest = {
  prompt: "Rate this routine for {goal}: {products}. Secondary goals: {secondaryGoalsText}.",
  goal: "hydration",
  products: [{ name: "Night Cream", ingredients: "Aqua, Glycerin, Niacinamide" }],
};

let signups = 0;

const REQUESTS: Record<string, Recipe> = {
  "GET /api/auth/google/callback": { query: "code=forged-code&state=a-state-that-was-never-issued" },
  "POST /api/auth/signup": { body: (who) => ({ email: `signup-${who}-${++signups}@example.test`, password: PASSWORD }) },
  "POST /api/auth/login": { body: () => ({ email: accounts.bystander.email, password: PASSWORD }) },
  "POST /api/auth/logout": { freshSession: true },
  "GET /api/auth/verify-email": { query: "token=a-forged-verification-token" },
  "POST /api/auth/resend-verification": {},
  "POST /api/auth/update-username": { body: (who) => ({ username: `authz_${who}` }) },
  "POST /api/auth/password-reset": { body: () => ({ email: accounts.bystander.email }) },
  "POST /api/auth/password-reset/confirm": { body: () => ({ token: "a-forged-reset-token", password: PASSWORD }) },
  "POST /api/auth/change-password": { throwawayAccount: true, body: () => ({ currentPassword: PASSWORD, newPassword: `${PASSWORD}-new` }) },
  "POST /api/auth/sessions/revoke-all": { throwawayAccount: true },
  "DELETE /api/auth/sessions/:id": { params: { id: () => fx.ownerSpareSessionId } },
  // Display names may not read as staff (ADR 0029): "admin" becomes "chief".
  "PATCH /api/account": { body: (who) => ({ name: `Renamed ${who.replace("admin", "chief")}` }) },
  "POST /api/account/email": { body: (who) => ({ email: `moved-${who}-${++signups}@example.test`, password: PASSWORD }) },
  "POST /api/account/email/confirm": { body: () => ({ token: "a-forged-change-of-address-token" }) },
  "POST /api/account/email/undo": { body: () => ({ token: "a-forged-undo-token" }) },
  "DELETE /api/account": { throwawayAccount: true, body: () => ({ password: PASSWORD }) },
  "POST /api/analytics/analyze-click": {},

  "POST /api/evaluate-stack": { body: (who) => routine(`Matrix routine of ${who}`) },
  "GET /api/stacks/:id": { params: { id: () => fx.stackId } },
  "GET /api/stacks/:id/evaluations": { params: { id: () => fx.stackId } },
  "PUT /api/stacks/:id": {
    params: { id: () => fx.stackId },
    body: () => {
      const { stackName: routineName, ...rest } = routine("Renamed routine");
      return { ...rest, name: routineName };
    },
  },
  // Making it public again is idempotent, so the owner's and admin's cases change nothing.
  "PUT /api/stacks/:id/visibility": { params: { id: () => fx.stackId }, body: () => ({ isPublic: true }) },
  "DELETE /api/stacks/:id": { params: { id: () => fx.stackToDeleteId } },
  "POST /api/stacks/:id/evaluate": { params: { id: () => fx.stackId } },
  "PUT /api/stacks/:id/products/:entryId": {
    params: {
      id: () => fx.stackId,
      // Saving the routine replaces its entries: read the current one when the case runs.
      entryId: async () => (await db.query("select id from stack_products where stack_id = $1 order by position limit 1", [fx.stackId])).rows[0].id,
    },
    body: () => ({ usageFrequency: "daily-both", selfAssessment: 3 }),
  },
  "PUT /api/profile": { body: () => ({ ...DEFAULT_PROFILE, sensitivities: [] }) },

  "GET /api/products/:id": { params: { id: () => fx.pendingProductId } },
  "GET /api/products/:id/related": { params: { id: () => fx.pendingProductId } },
  "POST /api/products": {
    body: (who) => ({ name: `Matrix Serum of ${who}`, brand: "Authz", productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" }),
  },
  "GET /api/products/barcode/:code": { params: { code: () => "4006381333931" } },
  "POST /api/products/:id/reports": { params: { id: () => fx.barcodedProductId }, body: (who) => ({ message: `Wrong list, says ${who}` }) },
  "GET /api/ingredients/suggest": { query: "q=nia" },
  "GET /api/ingredients/:name": { params: { name: () => "niacinamide" } },
  "GET /api/ingredients/:name/products": { params: { name: () => "niacinamide" } },

  "POST /api/posts": { body: () => ({ stackId: fx.stackId, title: "My hydration routine" }) },
  "GET /api/posts/:id": { params: { id: () => fx.postId } },
  "PATCH /api/posts/:id": { params: { id: () => fx.postId }, body: () => ({ title: "Owner's post, edited" }) },
  "DELETE /api/posts/:id": { params: { id: () => fx.postToDeleteId } },
  "POST /api/posts/:id/like": { params: { id: () => fx.postId }, body: () => ({ isLike: true }) },
  "GET /api/posts/:id/comments": { params: { id: () => fx.postId } },
  "POST /api/posts/:id/comments": { params: { id: () => fx.postId }, body: (who) => ({ content: `A comment by ${who}` }) },
  "PATCH /api/posts/:id/comments/:commentId": {
    params: { id: () => fx.postId, commentId: () => fx.commentId },
    body: () => ({ content: "Owner's comment, edited" }),
  },
  "DELETE /api/posts/:id/comments/:commentId": { params: { id: () => fx.postId, commentId: () => fx.commentToDeleteId } },

  "PUT /api/notifications/mark-all-read": {},
  "GET /api/notifications/:id": { params: { id: () => fx.notificationId } },
  "PUT /api/notifications/:id/read": { params: { id: () => fx.notificationId } },
  "DELETE /api/notifications/:id": { params: { id: () => fx.notificationToDeleteId } },

  "GET /api/user/updates": { headers: { upgrade: "websocket" } },
  "POST /api/user/stream-ticket": {},
  "POST /api/user/trigger-update": {},

  "POST /api/payments/create-payment-intent": { body: () => ({ packageId: "small" }) },
  "POST /api/payments/add-credits": { body: () => ({ paymentIntentId: fx.confirmedIntentId }) },
  "POST /api/payments/webhook": {
    headers: { "stripe-signature": "t=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000" },
    body: () => ({ id: "evt_forged", type: "payment_intent.succeeded", data: { object: { id: fx.openIntentId, status: "succeeded" } } }),
  },
  "POST /api/payments/sandbox/confirm": { body: () => ({ paymentIntentId: fx.openIntentId, cardNumber: "4242 4242 4242 4242" }) },

  "POST /api/admin/users/role": { body: () => ({ email: accounts.bystander.email, role: "admin" }) },
  "GET /api/admin/templates/:id": { params: { id: () => "stack-evaluation" } },
  "PUT /api/admin/templates/:id": {
    params: { id: () => "stack-evaluation" },
    body: () => ({ template: "Evaluate {products} for {goal} (also {secondaryGoalsText}). Answer in JSON." }),
  },
  "POST /api/admin/templates/:id/revert": { params: { id: () => "stack-evaluation" }, body: () => ({ version: 1 }) },
  "PUT /api/admin/ai-settings": { body: () => ({ temperature: 0.3 }) },
  "POST /api/admin/ingredients/decode": { body: () => ({ ingredients: "Aqua, Glycerin, Niacinamide" }) },
  "GET /api/admin/ingredients/entry": { query: "name=niacinamide" },
  "PUT /api/admin/ingredients/overrides": { body: () => ({ name: "niacinamide", override: { researchNotes: "Reviewed by the authorization matrix." } }) },
  "DELETE /api/admin/ingredients/overrides": { query: "name=glycerin" },
  "PUT /api/products/:id/barcode": { params: { id: () => fx.pendingProductId }, body: () => ({ barcode: "5012345678900" }) },
  "POST /api/admin/barcodes/:id/approve": { params: { id: () => fx.claimToApproveId } },
  "POST /api/admin/barcodes/:id/reject": { params: { id: () => fx.claimToRejectId }, body: () => ({ reason: "Not this product's barcode" }) },
  "POST /api/admin/products/:id/approve": { params: { id: () => fx.productToApproveId } },
  "POST /api/admin/products/:id/reject": { params: { id: () => fx.productToRejectId }, body: () => ({ reason: "Duplicate of a catalogue product" }) },
  "POST /api/admin/product-reports/:id/resolve": { params: { id: () => fx.reportToResolveId } },
  "POST /api/admin/product-reports/:id/dismiss": { params: { id: () => fx.reportToDismissId } },
  "POST /api/admin/sample-response": { body: () => promptTest },
  "POST /api/reports": { body: () => ({ targetType: "user", targetId: accounts.bystander.id, reason: "spam" }) },
  "GET /api/users/:username": { params: { username: () => fx.bystanderUsername } },
  "GET /api/stacks/:id/share-image.svg": { params: { id: () => fx.stackId } },
  "POST /api/admin/moderation": { body: () => ({ targetType: "user", targetId: accounts.bystander.id, action: "dismiss" }) },
  "POST /api/test-prompt": { body: () => promptTest },
};

const needsRecipe = (key: string) => !key.startsWith("GET ") || key.includes(":");

/* ------------------------------------------------------------------ the cases */

const LABEL: Record<Identity, string> = { anonymous: "anonymous", other: "another user", owner: "the owner", admin: "an admin" };

interface Case {
  name: string;
  key: string;
  who: Identity;
  expected: Expectation;
  production: boolean;
}

const describeExpectation = (e: Expectation) => (e.allowed ? "allowed" : String(e.status));

function casesFor(key: string, production: boolean): Case[] {
  const rule = ACCESS_TABLE[key];
  const cases = IDENTITIES.map((who) => {
    const expected = expectationFor(rule, who, production);
    const where = production ? " in production" : "";
    return { name: `${key} as ${LABEL[who]}${where} → ${describeExpectation(expected)}`, key, who, expected, production };
  });
  // Denied identities first, allowed ones last: a DELETE that succeeds must not run before the
  // attempts that should fail.
  return [...cases.filter((c) => !c.expected.allowed), ...cases.filter((c) => c.expected.allowed)];
}

const CASES: Case[] = [
  ...covered.flatMap((key) => casesFor(key, false)),
  ...covered.filter((key) => "devOnly" in ACCESS_TABLE[key] && ACCESS_TABLE[key].devOnly).flatMap((key) => casesFor(key, true)),
];

/* ------------------------------------------------------------------ calling the api */

interface CallInit {
  method: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

async function call(path: string, init: CallInit): Promise<Response> {
  return harness.call(path, { method: init.method, json: init.json, token: init.token, headers: init.headers });
}

/** The same app with ENVIRONMENT=production (same database and session secret). */
const productionApp = createApp();
function callProduction(path: string, init: CallInit): Promise<Response> {
  const headers = new Headers(init.headers);
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const env: Env = { ENVIRONMENT: "production", APP_URL, DATABASE_URL: harness.databaseUrl, SESSION_SECRET };
  return Promise.resolve(productionApp.request(path, { method: init.method, headers, body }, env));
}

async function json<T = Record<string, unknown>>(res: Response, expectedStatus: number, what: string): Promise<T> {
  const text = await res.text();
  expect(res.status, `${what}: ${text.slice(0, 300)}`).toBe(expectedStatus);
  return JSON.parse(text) as T;
}

async function signIn(email: string): Promise<string> {
  const res = await call("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
  return (await json<{ token: string }>(res, 200, `sign in ${email}`)).token;
}

/** Sends the case's request, with `asToken` (any session) in place of the identity's own if given. */
async function send(c: Case, asToken?: string): Promise<{ res: Response; token?: string }> {
  const [method, routePath] = c.key.split(" ");
  const recipe = REQUESTS[c.key] ?? {};
  let path = routePath;
  for (const [, name] of routePath.matchAll(/:([A-Za-z]+)/g)) {
    const fill = recipe.params?.[name];
    if (!fill) throw new Error(`${c.key}: the request recipe gives no value for :${name}`);
    path = path.replace(`:${name}`, encodeURIComponent(await fill()));
  }
  if (recipe.query) path += `?${recipe.query}`;
  let token = c.who === "anonymous" ? undefined : accounts[c.who].token;
  if (recipe.freshSession && c.who !== "anonymous") token = await signIn(accounts[c.who].email);
  if (recipe.throwawayAccount && c.who !== "anonymous") token = (await signUp(`throwaway-${c.who}-${++signups}@example.test`)).token;
  if (asToken) token = asToken;
  const init: CallInit = { method, json: recipe.body?.(c.who), token, headers: recipe.headers };
  return { res: await (c.production ? callProduction(path, init) : call(path, init)), token };
}

/* ------------------------------------------------------------------ "changed nothing" */

async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = await db.query<{ t: string; n: number; h: string }>(fingerprintSql);
  return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...before.keys()].filter((t) => before.get(t) !== after.get(t));

/* ------------------------------------------------------------------ fixtures */


/**
 * A stand-in for the USER_EVENTS Durable Object namespace: its RPC methods reach no one, and the
 * socket it "opens" is a plain 200 (Node cannot make a 101 answer), which the route passes on.
 */
const liveUpdates = {
  idFromName: (name: string) => ({ name }),
  get: () => ({
    fetch: async () => new Response(null, { status: 200 }),
    publish: async () => 0,
    disconnect: async () => 0,
  }),
};

async function signUp(email: string): Promise<Account> {
  const res = await call("/api/auth/signup", { method: "POST", json: { email, password: PASSWORD } });
  const body = await json<{ token: string; user: { id: string } }>(res, 201, `sign up ${email}`);
  return { email, token: body.token, id: body.user.id };
}

/**
 * Opens the newest verification link the dev outbox holds for `email`, as the mailbox's owner would: on a device
 * signed in to the account when `token` is given (an ADMIN_EMAILS promotion ends the password all the same, ADR 0085).
 */
const verifyThroughOutbox = (email: string, token?: string) => verifyOwnEmail((path) => call(path, { method: "GET", token }), email);
/** Sets the password PASSWORD by the reset link, as the mailbox's owner would. */
const resetPasswordThroughOutbox = (email: string) => resetOwnPassword((path, init) => call(path, init ?? { method: "GET" }), email, PASSWORD);

/** Google, played by oauth2-mock-server: it vouches (verified) for whoever `googleIdentity` names. */
const VICTIM = { sub: "google-subject-victim", email: "victim@authz.test", name: "Victim" };
let googleIdentity: GoogleIdentity = VICTIM;

/** The value a response's Set-Cookie gives the cookie `name`. */
const cookieValue = (res: Response, name: string) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))?.split(";")[0].slice(name.length + 1);

/** Signs in with Google as `googleIdentity`, in one browser; answers the session token of its cookie. */
async function signInWithGoogle(): Promise<string> {
  const start = await call("/api/auth/google", { method: "GET" });
  expect(start.status).toBe(302);
  const consent = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  const callback = await call(back.pathname + back.search, { method: "GET", headers: { cookie: `oauth_state=${cookieValue(start, "oauth_state")}` } });
  expect(callback.status, await callback.clone().text()).toBe(302);
  return cookieValue(callback, "session")!;
}

/**
 * Addresses ADMIN_EMAILS lists besides the matrix's admin, for the boundary tests after the
 * matrix (outside @authz.test, so the matrix's own role check does not see them).
 */
const LISTED = { bySignup: "listed-signup@listed.test", byGoogle: "listed-google@listed.test" };

beforeAll(async () => {
  // The admin's prompt test succeeds against the fake provider.
  openai = await startFakeOpenAi((_body, res) => replyJson(res, 200, completion('{"rating":7,"summary":"Fine."}', "gpt-4o", { prompt_tokens: 10, completion_tokens: 5 })));
  google = await startGoogleFake(() => googleIdentity);
  const adminEmail = "admin@authz.test";
  harness = await startApiHarness("authz_matrix_it", {
    SESSION_SECRET,
    APP_URL,
    ADMIN_EMAILS: [adminEmail, LISTED.bySignup, LISTED.byGoogle].join(","),
    FREE_CREDITS: "10",
    EVAL_QUEUE: { send: async () => {}, sendBatch: async () => {} } as never,
    ...googleSettings(google.issuer, { id: "authz-client", secret: "authz-secret" }),
    STRIPE_WEBHOOK_SECRET: "whsec_authz_matrix",
    OPENAI_API_KEY: "sk-authz-fake",
    OPENAI_BASE_URL: openai.baseURL,
    USER_EVENTS: liveUpdates,
  } as Partial<Env>);
  db = harness.sql;

  accounts.owner = await signUp("owner@authz.test");
  accounts.other = await signUp("other@authz.test");
  accounts.admin = await signUp(adminEmail);
  accounts.bystander = await signUp("bystander@authz.test");
  for (const email of ["owner@authz.test", "other@authz.test", "bystander@authz.test"]) await verifyThroughOutbox(email);
  // The admin opens the link where they signed up: the role comes with the verified address and ends the sign-up's
  // session (ADR 0068) and its password, whatever session came with the link (ADR 0085): the admin sets it again.
  await verifyThroughOutbox(adminEmail, accounts.admin.token);
  await resetPasswordThroughOutbox(adminEmail);
  accounts.admin.token = await signIn(adminEmail);
  const owner = accounts.owner.token;
  const other = accounts.other.token;

  // The owner's routines: one to work on, one to delete.
  const stack = async (name: string) =>
    (await json<{ id: string }>(await call("/api/evaluate-stack", { method: "POST", token: owner, json: routine(name) }), 202, "routine")).id;
  fx.stackId = await stack("Owner's routine");
  fx.stackToDeleteId = await stack("Owner's routine to delete");

  // Two posts about it (one to delete) and a comment of the owner's own.
  const post = async (title: string) =>
    (await json<{ id: string }>(await call("/api/posts", { method: "POST", token: owner, json: { stackId: fx.stackId, title } }), 201, "post")).id;
  fx.postId = await post("Owner's post");
  fx.postToDeleteId = await post("Owner's post to delete");
  const comment = async (token: string, content: string) =>
    (await json<{ id: string }>(await call(`/api/posts/${fx.postId}/comments`, { method: "POST", token, json: { content } }), 201, "comment")).id;
  fx.commentToDeleteId = await comment(owner, "Owner's comment");
  fx.commentId = await comment(owner, "Owner's comment to edit");

  // Another user comments twice: two notifications addressed to the owner.
  await comment(other, "First comment by another user");
  await comment(other, "Second comment by another user");
  const { notifications } = await json<{ notifications: { id: string }[] }>(
    await call("/api/notifications", { method: "GET", token: owner }),
    200,
    "notifications",
  );
  expect(notifications).toHaveLength(2);
  [fx.notificationId, fx.notificationToDeleteId] = notifications.map((n) => n.id);

  // Products the owner added, awaiting review.
  const product = async (name: string) =>
    (
      await json<{ product: { id: string } }>(
        await call("/api/products", { method: "POST", token: owner, json: { name, brand: "Owner", productType: "Serum", ingredients: "Aqua, Glycerin" } }),
        201,
        "product",
      )
    ).product.id;
  fx.pendingProductId = await product("Owner's pending serum");
  fx.productToApproveId = await product("Owner's serum to approve");
  fx.productToRejectId = await product("Owner's serum to reject");
  // Barcodes the owner gave with products they added: claims awaiting an admin.
  const claimOf = async (name: string, barcode: string) => {
    const res = await call("/api/products", { method: "POST", token: owner, json: { name, brand: "Owner", productType: "Toner", ingredients: "Aqua, Glycerin", barcode } });
    const { product: created } = await json<{ product: { id: string } }>(res, 201, "product with a barcode");
    return (await db.query("select id from barcode_claims where product_id = $1", [created.id])).rows[0].id as string;
  };
  fx.claimToApproveId = await claimOf("Owner's toner with a barcode to approve", "4012345678901");
  fx.claimToRejectId = await claimOf("Owner's toner with a barcode to reject", "4098765432101");

  // A catalogue product with a barcode, and two open "wrong ingredients" reports on it.
  fx.barcodedProductId = (
    await db.query(
      "insert into products (name, brand, product_type, ingredients, barcode) values ('Matrix Barcoded Cream', 'Authz', 'Moisturizer', 'Aqua, Glycerin', '4006381333931') returning id",
    )
  ).rows[0].id;
  [fx.reportToResolveId, fx.reportToDismissId] = (
    await db.query("insert into product_reports (product_id, message) values ($1, 'Wrong list'), ($1, 'Wrong order') returning id", [fx.barcodedProductId])
  ).rows.map((r: { id: string }) => r.id);

  // Sandbox payment intents: one confirmed (for add-credits), one open (for the sandbox confirm).
  const intent = async () =>
    (
      await json<{ paymentIntentId: string }>(
        await call("/api/payments/create-payment-intent", { method: "POST", token: owner, json: { packageId: "small" } }),
        200,
        "payment intent",
      )
    ).paymentIntentId;
  fx.confirmedIntentId = await intent();
  fx.openIntentId = await intent();
  await json(
    await call("/api/payments/sandbox/confirm", {
      method: "POST",
      token: owner,
      json: { paymentIntentId: fx.confirmedIntentId, cardNumber: "4242424242424242" },
    }),
    200,
    "sandbox confirm",
  );

  // An ingredient override for the admin's DELETE to remove.
  await json(
    await call("/api/admin/ingredients/overrides", {
      method: "PUT",
      token: accounts.admin.token,
      json: { name: "glycerin", override: { researchNotes: "To be removed by the matrix." } },
    }),
    200,
    "override",
  );

  // A public profile to read.
  fx.bystanderUsername = "authz_bystander";
  await json(
    await call("/api/auth/update-username", { method: "POST", token: accounts.bystander.token, json: { username: fx.bystanderUsername } }),
    200,
    "username",
  );

  // A second session of the owner's, for the owner to sign out by id.
  const spare = await signIn(accounts.owner.email);
  fx.ownerSpareSessionId = JSON.parse(Buffer.from(spare.split(".")[1], "base64url").toString()).sid;

  const { rows } = await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename");
  // sessions.last_seen_at is bookkeeping that any signed-in request may move (at most every 5
  // minutes), refused or not: it is left out of the fingerprint.
  const source = (t: string) =>
    t === "sessions" ? "(select id, user_id, created_at, expires_at, revoked_at, user_agent, ip from sessions)" : `"${t}"`;
  fingerprintSql = rows
    .map(({ tablename: t }) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${source(t)} x`)
    .join(" union all ");
});

afterAll(async () => {
  await harness?.stop();
  await openai?.stop();
  await google?.stop();
});

/* ------------------------------------------------------------------ the tests */

/**
 * The tables' fingerprint taken after the last refused case, while no request has been sent since:
 * the next refused case's "before" (a query over every table saved per case). An allowed case,
 * which may write, forgets it.
 */
let fingerprintSinceLastRequest: Map<string, string> | null = null;

async function runCase(c: Case) {
  const before = c.expected.allowed ? null : (fingerprintSinceLastRequest ?? (await fingerprint()));
  fingerprintSinceLastRequest = null;
  const { res, token } = await send(c);
  const text = await res.text();
  const what = `${c.name}: got ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (c.expected.allowed) {
    expect(res.status, what).toBeLessThan(400);
  } else {
    expect(res.status, what).toBe(c.expected.status);
    expect(JSON.parse(text), what).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    const after = await fingerprint();
    expect(changedTables(before!, after), `${c.name}: a rejected request changed these tables`).toEqual([]);
    fingerprintSinceLastRequest = after;
  }
  if (REQUESTS[c.key]?.freshSession && c.expected.allowed && token) {
    // Logging out ended that session only: the identity's own session still works.
    expect((await call("/api/auth/me", { method: "GET", token })).status).toBe(401);
    expect((await call("/api/auth/me", { method: "GET", token: accounts[c.who as SignedIn].token })).status).toBe(200);
  }
}

describe("the access table", () => {
  it("has an entry for every route of the app", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    const missing = ROUTES.filter((key) => !(key in ACCESS_TABLE));
    if (missing.length > 0) {
      throw new Error(missing.map((key) => `route ${key} has no entry in the access table (tests/helpers/access-table.ts)`).join("\n"));
    }
  });

  it("lists no route the app does not have", () => {
    const stale = Object.keys(ACCESS_TABLE).filter((key) => !ROUTES.includes(key));
    expect(stale, "entries of tests/helpers/access-table.ts for routes that no longer exist").toEqual([]);
  });

  it("has a request recipe for every route with parameters or a body", () => {
    const missing = covered.filter((key) => needsRecipe(key) && !(key in REQUESTS));
    expect(missing, "routes without a request recipe in authz-matrix.test.ts (REQUESTS)").toEqual([]);
    expect(Object.keys(REQUESTS).filter((key) => !ROUTES.includes(key)), "recipes for routes that no longer exist").toEqual([]);
  });
});

describe("authorization matrix", () => {
  // One named test per route and identity ("DELETE /api/posts/:id as another user → 404"); a loop
  // rather than it.each, whose "$name" titles vitest cuts at 40 characters.
  for (const c of CASES) it(c.name, () => runCase(c));

  it("left the identities as they were: only the admin is an admin", async () => {
    const { rows } = await db.query<{ email: string; role: string }>("select email, role from users where email like '%@authz.test' order by email");
    expect(Object.fromEntries(rows.map((r) => [r.email, r.role]))).toEqual({
      "admin@authz.test": "admin",
      // The admin's own POST /api/admin/users/role made the bystander an admin; nobody else could.
      "bystander@authz.test": "admin",
      "other@authz.test": "user",
      "owner@authz.test": "user",
    });
  });
});

describe("account boundaries the route table cannot show", () => {
  it("a Google sign-in does not hand the mailbox owner an account someone else still holds a password to", async () => {
    // Someone signs up with the victim's address (never verifying it) and keeps the session.
    const squatter = await signUp(VICTIM.email);
    // The victim signs in with Google, which vouches for the address: the account is linked to them.
    googleIdentity = VICTIM;
    const victimToken = await signInWithGoogle();
    const me = await json<{ user: { id: string; emailVerified: boolean } }>(
      await call("/api/auth/me", { method: "GET", token: victimToken }),
      200,
      "the victim's session",
    );
    expect(me.user).toMatchObject({ id: squatter.id, emailVerified: true });
    // Whoever chose the password without owning the mailbox is out: session and password.
    expect((await call("/api/auth/me", { method: "GET", token: squatter.token })).status).toBe(401);
    const login = await call("/api/auth/login", { method: "POST", json: { email: VICTIM.email, password: PASSWORD } });
    expect(login.status).toBe(401);
  });

  it("a Google token that does not say the address is verified vouches for nothing: no sign-in, the squatted account untouched (ADR 0068)", async () => {
    const squatter = await signUp("unvouched-victim@authz.test");
    const before = await fingerprint();
    for (const emailVerified of [null, false]) {
      googleIdentity = { sub: `google-subject-unvouched-${emailVerified}`, email: "unvouched-victim@authz.test", name: "Unvouched", emailVerified };
      const start = await call("/api/auth/google", { method: "GET" });
      const consent = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
      const back = new URL(consent.headers.get("location")!);
      const callback = await call(back.pathname + back.search, { method: "GET", headers: { cookie: `oauth_state=${cookieValue(start, "oauth_state")}` } });
      expect((await json<{ code: string }>(callback, 400, `email_verified ${emailVerified}`)).code).toBe("email_not_verified");
      expect(cookieValue(callback, "session")).toBeUndefined();
    }
    expect(changedTables(before, await fingerprint()), "the refused Google sign-ins changed these tables").toEqual([]);
    expect((await call("/api/auth/me", { method: "GET", token: squatter.token })).status).toBe(200);
  });

  it("an unverified account cannot move its address away (pre-account hijacking, ADR 0027): 403 and nothing changes", async () => {
    const squatter = await signUp("squatter-of-a-mailbox@authz.test");
    const before = await fingerprint();
    const res = await call("/api/account/email", {
      method: "POST",
      token: squatter.token,
      json: { email: "the-squatters-own@authz.test", password: PASSWORD },
    });
    expect((await json<{ code: string }>(res, 403, "change of email of an unverified account")).code).toBe("email_not_verified");
    expect(changedTables(before, await fingerprint()), "the refused change of email changed these tables").toEqual([]);
  });

  it("Google vouching for the mailbox kills every link the squatter of an unverified account had parked (ADR 0027)", async () => {
    const owner = { sub: "google-subject-parked", email: "parked-victim@authz.test", name: "Parked" };
    const squatter = await signUp(owner.email);
    // A change-of-address link parked before unverified accounts were refused, with the account's stamp of then.
    const parked = "parked-change-of-address-token-0123456789ab";
    await db.query(
      `insert into email_verification_tokens (token_hash, user_id, new_email, expires_at, stamp)
       select $1, id, 'squatters-inbox@authz.test', now() + interval '1 hour', security_stamp from users where id = $2`,
      [createHash("sha256").update(parked).digest("hex"), squatter.id],
    );
    googleIdentity = owner;
    await signInWithGoogle();
    const res = await call("/api/account/email/confirm", { method: "POST", json: { token: parked } });
    expect((await json<{ code: string }>(res, 400, "the parked link after Google vouched for the owner")).code).toBe("token_revoked");
    const { rows } = await db.query("select email from users where id = $1", [squatter.id]);
    expect(rows[0].email).toBe(owner.email);
  });

  it("an ADMIN_EMAILS address is an admin only once verified: signing up with it opens no admin endpoint", async () => {
    // Anyone may sign up with a listed address; until the mailbox's owner opens the emailed link,
    // the account is an ordinary user on every admin route, and changes nothing.
    const account = await signUp(LISTED.bySignup);
    const { user } = await json<{ user: { role: string; emailVerified: boolean } }>(
      await call("/api/auth/me", { method: "GET", token: account.token }),
      200,
      "the unverified account",
    );
    expect(user).toMatchObject({ role: "user", emailVerified: false });
    const adminRoutes = covered.filter((key) => ACCESS_TABLE[key].access === "admin");
    expect(adminRoutes.length).toBeGreaterThan(15);
    const before = await fingerprint();
    for (const key of adminRoutes) {
      const c: Case = { name: key, key, who: "other", expected: { allowed: false, status: 403 }, production: false };
      const { res } = await send(c, account.token);
      expect(res.status, `${key} with an unverified ADMIN_EMAILS account: ${await res.clone().text()}`).toBe(403);
    }
    expect(changedTables(before, await fingerprint()), "requests of the unverified account changed these tables").toEqual([]);

    // The link proves the address: the role comes with it and ends the sessions opened before it
    // (ADR 0068), whoever holds them. Opened where no one is signed in to the account (the mailbox's owner, or a
    // link scanner), it ends the password chosen at sign-up too, which may be a squatter's (ADR 0084): the
    // mailbox's owner sets one by the reset link, and a sign-in after it carries the role.
    await verifyThroughOutbox(LISTED.bySignup);
    expect((await call("/api/auth/me", { method: "GET", token: account.token })).status).toBe(401);
    const refused = await call("/api/auth/login", { method: "POST", json: { email: LISTED.bySignup, password: PASSWORD } });
    expect(refused.status, "the squatter's password after the promotion").toBe(401);
    await resetPasswordThroughOutbox(LISTED.bySignup);
    const token = await signIn(LISTED.bySignup);
    const after = await json<{ user: { role: string; emailVerified: boolean } }>(await call("/api/auth/me", { method: "GET", token }), 200, "the verified account");
    expect(after.user).toMatchObject({ role: "admin", emailVerified: true });
    await json(await call("/api/admin/users/admins", { method: "GET", token }), 200, "an admin endpoint");
  });

  it("a Google account's name passes the display-name rule a sign-up's does: no name that claims to be the app or its staff (ADR 0029)", async () => {
    const impostor = "Skinstack Official Support";
    const refused = await call("/api/auth/signup", { method: "POST", json: { email: "named-by-hand@authz.test", password: PASSWORD, name: impostor } });
    expect(refused.status, "the same name at sign-up").toBe(400);
    googleIdentity = { sub: "google-subject-impostor", email: "impostor@google-named.test", name: impostor };
    const token = await signInWithGoogle();
    const { user } = await json<{ user: { email: string; name: string | null } }>(await call("/api/auth/me", { method: "GET", token }), 200, "the Google account");
    expect(user.email).toBe("impostor@google-named.test");
    expect(user.name).toBeNull();
    // An ordinary Google name is kept as Google gives it.
    googleIdentity = { sub: "google-subject-plain", email: "plain@google-named.test", name: "Ada Lovelace" };
    const plain = await json<{ user: { name: string | null } }>(await call("/api/auth/me", { method: "GET", token: await signInWithGoogle() }), 200, "the plain account");
    expect(plain.user.name).toBe("Ada Lovelace");
  });

  it("a Google sign-in with an ADMIN_EMAILS address (verified by Google) makes an admin", async () => {
    googleIdentity = { sub: "google-subject-listed", email: LISTED.byGoogle, name: "Listed" };
    const token = await signInWithGoogle();
    const { user } = await json<{ user: { email: string; role: string } }>(await call("/api/auth/me", { method: "GET", token }), 200, "the Google account");
    expect(user).toMatchObject({ email: LISTED.byGoogle, role: "admin" });
    await json(await call("/api/admin/users/admins", { method: "GET", token }), 200, "an admin endpoint");
  });
});
