/**
 * The admin panel's api (issue 9): the authorization matrix over every admin endpoint, granting
 * and revoking the role, prompt templates with versions, AI settings validation, product review,
 * ingredient overrides, the prompt test without a key and its labelled sample, and the audit log.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, products, promptTemplateVersions, users } from "@db/schema";
import type { OperatorAlert } from "@core/api/alerts";
import { REFUND_ALERT_PREFIX, REFUND_FAILED_ACTION } from "../src/lib/admin/refund-alerts";
import { DLQ_MAX_RETRIES, EVALUATION_DLQ, type EvaluationJob } from "../src/queue/jobs";
import { call, deliverJob, pendingJobOf, signUp, uniqueEmail, withTestDb } from "./helpers";
import esKb from "@core/kb/translations/es.json";
import { resetPasswordThroughOutbox } from "../../../tests/helpers/verify-email";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

/** Opens the newest verification link the dev outbox holds for `email`, as its owner would. */
async function verifyThroughOutbox(email: string, overrides: Record<string, string> = {}) {
  const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification email to ${email}`);
  const token = new URL(link).searchParams.get("token")!;
  const res = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {}, overrides);
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Signs up with an address ADMIN_EMAILS lists; `verify: false` leaves the address unproved. */
async function signUpListed({ verify }: { verify: boolean }) {
  const email = uniqueEmail("admin");
  const env = { ADMIN_EMAILS: email };
  const res = await call("/api/auth/signup", { method: "POST", json: { name: "Ada Lovelace", email, password: "correct horse battery" } }, env);
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string; role: string } };
  // Listed but not verified: no admin role yet, whoever signed up.
  expect(body.user.role).toBe("user");
  if (!verify) return { ...body, email };
  // The role comes with the verified address and ends the sessions opened before it (ADR 0068) and the password
  // chosen at sign-up (ADR 0085): the mailbox's owner sets one by the reset link.
  await verifyThroughOutbox(email, env);
  expect((await call("/api/auth/me", { token: body.token }, env)).status).toBe(401);
  await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}, env), email, "correct horse battery");
  const login = await call("/api/auth/login", { method: "POST", json: { email, password: "correct horse battery" } }, env);
  const { token } = (await login.json()) as { token: string };
  const me = (await (await call("/api/auth/me", { token }, env)).json()) as { user: { role: string } };
  expect(me.user.role).toBe("admin");
  return { ...body, token, email };
}

const signUpAdmin = () => signUpListed({ verify: true });

const PRODUCTS = [
  { name: "Gentle Cleanser", brand: "Test", productType: "Cleanser", ingredients: "Aqua, Glycerin, Cocamidopropyl Betaine" },
  { name: "Retinol Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Retinol, Squalane", routine: "night" },
  { name: "Glycolic Toner", brand: "Test", productType: "Toner", ingredients: "Aqua, Glycolic Acid", routine: "night" },
];
const TEST_BODY = { prompt: "Goal {goal}{secondaryGoalsText}. Products:\n{products}", goal: "anti-aging", secondaryGoals: ["hydration"], products: PRODUCTS };

let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let user: Awaited<ReturnType<typeof signUp>>;
/** Signed up with a listed address and never verified it: anyone could have done that. */
let unverifiedListed: Awaited<ReturnType<typeof signUpListed>>;
const OVERRIDE_NAME = "Madecassoside";

async function auditCount(actorId: string) {
  return withTestDb(async (db) => (await db.select().from(auditLog).where(eq(auditLog.actorId, actorId))).length);
}

beforeAll(async () => {
  admin = await signUpAdmin();
  user = await signUp();
  unverifiedListed = await signUpListed({ verify: false });
});

/** Every admin endpoint, with a valid request and what an admin gets back. */
const ENDPOINTS: { method: string; path: string; body?: unknown; adminStatus: number }[] = [
  { method: "GET", path: "/api/admin/users/admins", adminStatus: 200 },
  { method: "POST", path: "/api/admin/users/role", body: { email: "nobody-here@example.test", role: "admin" }, adminStatus: 404 },
  { method: "GET", path: "/api/admin/templates", adminStatus: 200 },
  { method: "GET", path: "/api/admin/templates/stack-evaluation", adminStatus: 200 },
  { method: "PUT", path: "/api/admin/templates/complementary-products", body: { template: "Matrix: suggest 2-3 products for {goal}.\n{products}" }, adminStatus: 200 },
  { method: "POST", path: "/api/admin/templates/complementary-products/revert", body: { version: 1 }, adminStatus: 200 },
  { method: "GET", path: "/api/admin/ai-settings", adminStatus: 200 },
  { method: "PUT", path: "/api/admin/ai-settings", body: { jsonMode: true }, adminStatus: 200 },
  { method: "POST", path: "/api/admin/ingredients/decode", body: { ingredients: "Aqua, Glycerin, Niacinamide" }, adminStatus: 200 },
  { method: "GET", path: "/api/admin/ingredients/entry?name=Glycerin", adminStatus: 200 },
  { method: "GET", path: "/api/admin/ingredients/overrides", adminStatus: 200 },
  { method: "PUT", path: "/api/admin/ingredients/overrides", body: { name: "Asiaticoside", override: { researchNotes: "matrix" } }, adminStatus: 200 },
  { method: "DELETE", path: "/api/admin/ingredients/overrides?name=Asiaticoside", adminStatus: 200 },
  { method: "GET", path: "/api/admin/products/pending", adminStatus: 200 },
  { method: "POST", path: `/api/admin/products/${crypto.randomUUID()}/approve`, adminStatus: 404 },
  { method: "POST", path: `/api/admin/products/${crypto.randomUUID()}/reject`, body: { reason: "matrix" }, adminStatus: 404 },
  { method: "POST", path: "/api/admin/sample-response", body: TEST_BODY, adminStatus: 200 },
  { method: "GET", path: "/api/admin/audit", adminStatus: 200 },
  { method: "GET", path: "/api/admin/alerts", adminStatus: 200 },
  // No OPENAI_API_KEY in the Worker tests: the real call is not configured.
  { method: "POST", path: "/api/test-prompt", body: TEST_BODY, adminStatus: 503 },
];

describe("authorization matrix", () => {
  it.each(ENDPOINTS)("$method $path: 401 anonymous", async ({ method, path, body }) => {
    const res = await call(path, { method, json: body });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: "unauthorized" });
  });

  it.each(ENDPOINTS)("$method $path: 403 for a user, nothing recorded", async ({ method, path, body }) => {
    const res = await call(path, { method, json: body, token: user.token });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: "admin_only" });
    expect(await auditCount(user.user.id)).toBe(0);
  });

  it.each(ENDPOINTS)("$method $path: 403 for an unverified sign-up with an ADMIN_EMAILS address", async ({ method, path, body }) => {
    const res = await call(path, { method, json: body, token: unverifiedListed.token }, { ADMIN_EMAILS: unverifiedListed.email });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: "admin_only" });
    expect(await auditCount(unverifiedListed.user.id)).toBe(0);
  });

  it("a bad token is anonymous, a session cookie of a user is still 403", async () => {
    expect((await call("/api/admin/templates", { token: "not-a-token" })).status).toBe(401);
    const res = await call("/api/admin/templates", { headers: { cookie: `session=${user.token}` } });
    expect(res.status).toBe(403);
  });

  it("every endpoint answers an admin", async () => {
    for (const { method, path, body, adminStatus } of ENDPOINTS) {
      const res = await call(path, { method, json: body, token: admin.token });
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(adminStatus);
    }
  });
});

describe("granting and revoking the admin role", () => {
  const signIn = async (email: string) =>
    ((await json(await call("/api/auth/login", { method: "POST", json: { email, password: "correct horse battery" } }))).token as string);

  it("an admin grants the role by email, then revokes it; each ends the member's sessions, takes effect at the next sign-in and is recorded", async () => {
    const other = await signUp(uniqueEmail("helper"), undefined, { verified: false });
    await verifyThroughOutbox(other.email);
    expect((await call("/api/admin/templates", { token: other.token })).status).toBe(403);

    const grant = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: other.email.toUpperCase(), role: "admin" } });
    expect(grant.status).toBe(200);
    expect(await json(grant)).toMatchObject({ changed: true, user: { email: other.email, role: "admin" } });
    expect((await call("/api/admin/templates", { token: other.token })).status).toBe(401);
    const promoted = await signIn(other.email);
    expect((await call("/api/admin/templates", { token: promoted })).status).toBe(200);
    const me = await json(await call("/api/auth/me", { token: promoted }));
    expect(me.user).toMatchObject({ role: "admin" });
    const admins = (await json(await call("/api/admin/users/admins", { token: admin.token }))).admins as { email: string }[];
    expect(admins.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, other.email]));

    const again = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: other.email, role: "admin" } });
    expect(await json(again)).toMatchObject({ changed: false });

    const revoke = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: other.email, role: "user" } });
    expect(await json(revoke)).toMatchObject({ changed: true, user: { role: "user" } });
    expect((await call("/api/admin/templates", { token: promoted })).status).toBe(401);
    expect((await call("/api/admin/templates", { token: await signIn(other.email) })).status).toBe(403);

    const audit = (await json(await call("/api/admin/audit?limit=10", { token: admin.token }))).entries as Json[];
    const mine = audit.filter((e) => e.target === other.user.id).map((e) => e.action);
    expect(mine).toEqual(["user.revoke_admin", "user.grant_admin"]);
  });

  // ADR 0087: the role goes to whoever holds the account's password, which a squatter may have chosen by signing up
  // with an address that is not theirs; the mailbox's owner opening the verification link must not hand them the panel.
  it("the role is refused to an account whose address is not verified: nothing changes, nothing is recorded", async () => {
    const squatter = await signUp(uniqueEmail("unproved"), undefined, { verified: false });
    const grant = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: squatter.email, role: "admin" } });
    expect(grant.status).toBe(409);
    expect(await json(grant)).toMatchObject({ code: "grantee_not_verified" });
    expect((await json(await call("/api/auth/me", { token: squatter.token }))).user).toMatchObject({ role: "user" });
    const audit = (await json(await call("/api/admin/audit?limit=50", { token: admin.token }))).entries as Json[];
    expect(audit.filter((e) => e.target === squatter.user.id)).toEqual([]);

    // Once the mailbox's owner has verified the address, the grant goes through as before.
    await verifyThroughOutbox(squatter.email);
    const later = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: squatter.email, role: "admin" } });
    expect(later.status).toBe(200);
    expect(await json(later)).toMatchObject({ changed: true, user: { role: "admin" } });
  });

  it("an admin role held before the address was verified ends the password and sessions when the mailbox's owner verifies it", async () => {
    // A grant from before the refusal above: an unverified account, its password chosen by whoever signed up.
    const squatter = await signUp(uniqueEmail("granted-unproved"), undefined, { verified: false });
    await withTestDb((db) => db.update(users).set({ role: "admin" }).where(eq(users.id, squatter.user.id)));
    const squatterSession = await signIn(squatter.email);
    expect((await json(await call("/api/auth/me", { token: squatterSession }))).user).toMatchObject({ role: "admin", emailVerified: false });

    // The mailbox's owner opens the link (no session of the account comes with it).
    const { emails } = (await (await call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
    const link = emails.find((e) => e.to === squatter.email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
    const opened = await call(`/api/auth/verify-email?token=${encodeURIComponent(new URL(link!).searchParams.get("token")!)}`);
    expect(opened.status).toBe(200);
    expect(await json(opened)).toMatchObject({ setPassword: true });

    // The squatter's sessions and password are gone: the panel is not theirs.
    expect((await call("/api/admin/templates", { token: squatterSession })).status).toBe(401);
    const login = await call("/api/auth/login", { method: "POST", json: { email: squatter.email, password: "correct horse battery" } });
    expect(login.status).toBe(401);
    // The mailbox's owner sets a password by the reset link and uses the role.
    await resetPasswordThroughOutbox((path, init) => call(path, init ?? {}), squatter.email, "the owner's own passphrase");
    const owner = await call("/api/auth/login", { method: "POST", json: { email: squatter.email, password: "the owner's own passphrase" } });
    expect((await call("/api/admin/templates", { token: (await json(owner)).token as string })).status).toBe(200);
  });

  it("an admin cannot revoke their own role; unknown emails and bad input are refused", async () => {
    const self = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: admin.email, role: "user" } });
    expect(self.status).toBe(400);
    expect(await json(self)).toMatchObject({ code: "cannot_revoke_self" });
    const bad = await call("/api/admin/users/role", { method: "POST", token: admin.token, json: { email: admin.email, role: "owner" } });
    expect(bad.status).toBe(400);
    expect(String((await json(bad)).message)).toContain("role");
    expect((await json(await call("/api/auth/me", { token: admin.token }))).user).toMatchObject({ role: "admin" });
  });
});

describe("prompt templates", () => {
  it("lists the two shipped templates with their active version", async () => {
    const res = await call("/api/admin/templates", { token: admin.token });
    expect(res.status).toBe(200);
    const body = await json(res);
    const templates = body.templates as { id: string; name: string; activeVersion: number; template: string }[];
    expect(templates.map((t) => t.name)).toEqual(["Stack Evaluation", "Complementary Products"]);
    expect(templates[0].template).toContain("{products}");
    expect(body.variables).toEqual(["products", "goal", "secondaryGoalsText"]);
  });

  it("saves versions, makes the newest active, reverts, and records each step", async () => {
    const before = await json(await call("/api/admin/templates/stack-evaluation", { token: admin.token }));
    const start = (before.template as { activeVersion: number; latestVersion: number });
    const text = `Rate this routine for {goal}{secondaryGoalsText}.\n{products}\nEdited ${crypto.randomUUID()}`;

    const saved = await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: { template: text } });
    expect(saved.status).toBe(200);
    const after = await json(saved);
    expect(after).toMatchObject({ created: true, template: { activeVersion: start.latestVersion + 1, template: text } });
    const versions = after.versions as { version: number; active: boolean; createdBy: { email: string } | null }[];
    expect(versions[0]).toMatchObject({ version: start.latestVersion + 1, active: true, createdBy: { email: admin.email } });
    expect(versions.at(-1)).toMatchObject({ version: 1 });

    // Saving the same text again adds nothing.
    const same = await json(await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: { template: text } }));
    expect(same).toMatchObject({ created: false, template: { activeVersion: start.latestVersion + 1 } });

    const reverted = await call("/api/admin/templates/stack-evaluation/revert", { method: "POST", token: admin.token, json: { version: 1 } });
    expect(reverted.status).toBe(200);
    const r = await json(reverted);
    expect(r).toMatchObject({ changed: true, template: { activeVersion: 1, latestVersion: start.latestVersion + 1 } });
    expect((r.template as { template: string }).template).not.toBe(text);

    const missing = await call("/api/admin/templates/stack-evaluation/revert", { method: "POST", token: admin.token, json: { version: 999 } });
    expect(missing.status).toBe(404);
    expect((await call("/api/admin/templates/no-such-template", { token: admin.token })).status).toBe(404);

    const audit = (await json(await call("/api/admin/audit?limit=5", { token: admin.token }))).entries as Json[];
    const templateEntries = audit.filter((e) => e.target === "stack-evaluation");
    expect(templateEntries[0]).toMatchObject({ action: "template.revert", details: { version: 1, previousVersion: start.latestVersion + 1 }, actor: { email: admin.email } });
    expect(templateEntries[1]).toMatchObject({ action: "template.save", details: { version: start.latestVersion + 1 } });
  });

  it("a body that may be left out is read as strictly as any other: empty is fine, malformed UTF-8 or half a surrogate pair is a 400", async () => {
    const path = `/api/admin/products/${crypto.randomUUID()}/reject`;
    const send = (body: BodyInit) => call(path, { method: "POST", token: admin.token, body, headers: { "content-type": "application/json" } });
    expect((await send("")).status, "an empty body reaches the route (no such product)").toBe(404);
    const bad = await send(new Uint8Array([0x7b, 0x22, 0x72, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: "invalid_json" });
    const half = await send('{"reason":"bad \\ud800 text"}');
    expect(half.status).toBe(400);
    expect(await json(half)).toMatchObject({ code: "invalid_input" });
  });

  it("a template id that names an object's own members (constructor, toString...) is an unknown template: 404, nothing stored", async () => {
    const auditBefore = await auditCount(admin.user.id);
    for (const id of ["constructor", "tostring", "valueof", "hasownproperty", "__proto__"]) {
      for (const [method, path, body] of [
        ["PUT", `/api/admin/templates/${id}`, { template: "Rate {products} for {goal}" }],
        ["GET", `/api/admin/templates/${id}`, undefined],
        ["POST", `/api/admin/templates/${id}/revert`, { version: 1 }],
      ] as const) {
        const res = await call(path, { method, token: admin.token, ...(body ? { json: body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await json(res)).toMatchObject({ code: "template_not_found", message: expect.any(String) });
      }
    }
    expect(await auditCount(admin.user.id)).toBe(auditBefore);
  });

  it("refuses a template with unknown variables with 400 naming them, storing nothing", async () => {
    const versionsBefore = await withTestDb((db) => db.select().from(promptTemplateVersions).where(eq(promptTemplateVersions.templateId, "stack-evaluation")));
    const auditBefore = await auditCount(admin.user.id);
    const res = await call("/api/admin/templates/stack-evaluation", {
      method: "PUT",
      token: admin.token,
      json: { template: "Hello {goal} {skinType} and {budget}, {products}" },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe("unknown_variables");
    expect(body.message).toContain("{skinType}");
    expect(body.message).toContain("{budget}");
    const versionsAfter = await withTestDb((db) => db.select().from(promptTemplateVersions).where(eq(promptTemplateVersions.templateId, "stack-evaluation")));
    expect(versionsAfter.length).toBe(versionsBefore.length);
    expect(await auditCount(admin.user.id)).toBe(auditBefore);
  });

  it.each([
    ["an empty template", { template: "   " }, "template"],
    ["a missing template", {}, "template"],
    ["a non-text template", { template: 42 }, "template"],
  ])("refuses %s with 400", async (_label, body, field) => {
    const res = await call("/api/admin/templates/stack-evaluation", { method: "PUT", token: admin.token, json: body });
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain(field);
  });
});

describe("AI settings", () => {
  it("answers the settings and the options of the panel", async () => {
    const body = await json(await call("/api/admin/ai-settings", { token: admin.token }));
    expect(body.options).toMatchObject({ models: ["gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"], temperature: { min: 0, max: 1, step: 0.1 } });
    expect(body.settings).toMatchObject({ model: expect.any(String), temperature: expect.any(Number), maxTokens: expect.any(Number) });
    // The tests' Worker has no OPENAI_API_KEY: the panel is told so, and never sees a key.
    expect(body.modelKeyConfigured).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/sk-|apiKey/i);
  });

  it.each([
    ["temperature 1.5", { temperature: 1.5 }, "temperature"],
    ["temperature -0.1", { temperature: -0.1 }, "temperature"],
    ["temperature 0.55 (not a step of 0.1)", { temperature: 0.55 }, "temperature"],
    ["temperature as text", { temperature: "0.5" }, "temperature"],
    ["max tokens 0", { maxTokens: 0 }, "maxTokens"],
    ["max tokens 100,000", { maxTokens: 100_000 }, "maxTokens"],
    ["fractional max tokens", { maxTokens: 10.5 }, "maxTokens"],
    ["an unknown model", { model: "gpt-5-ultra" }, "model"],
    ["a timeout of 0", { timeoutMs: 0 }, "timeoutMs"],
    ["json mode as text", { jsonMode: "yes" }, "jsonMode"],
    ["an unknown setting", { topP: 0.9 }, "topP"],
    ["nothing", {}, "at least one"],
    ["a valid field beside a bad one", { model: "gpt-4", maxTokens: 0 }, "maxTokens"],
  ])("refuses %s with 400 and stores nothing", async (_label, body, field) => {
    const before = await json(await call("/api/admin/ai-settings", { token: admin.token }));
    const auditBefore = await auditCount(admin.user.id);
    const res = await call("/api/admin/ai-settings", { method: "PUT", token: admin.token, json: body });
    expect(res.status).toBe(400);
    expect(String((await json(res)).message)).toContain(field);
    const after = await json(await call("/api/admin/ai-settings", { token: admin.token }));
    expect(after.settings).toEqual(before.settings);
    expect(await auditCount(admin.user.id)).toBe(auditBefore);
  });

  it("stores valid settings, records the change, and the stored row is what the narrative stage reads", async () => {
    const res = await call("/api/admin/ai-settings", {
      method: "PUT",
      token: admin.token,
      json: { model: "gpt-4-turbo", temperature: 0.3, maxTokens: 16_000, timeoutMs: 45_000, jsonMode: false },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      changed: true,
      settings: { model: "gpt-4-turbo", temperature: 0.3, maxTokens: 16_000, timeoutMs: 45_000, jsonMode: false, updatedBy: { email: admin.email } },
    });
    const audit = (await json(await call("/api/admin/audit?action=ai_settings.update&limit=1", { token: admin.token }))).entries as Json[];
    expect(audit[0]).toMatchObject({ action: "ai_settings.update", details: { changes: { model: { to: "gpt-4-turbo" }, temperature: { to: 0.3 } } } });

    // Back to the defaults for anything else sharing the database.
    const reset = await call("/api/admin/ai-settings", {
      method: "PUT",
      token: admin.token,
      json: { model: "gpt-4o", temperature: 0.5, maxTokens: 1000, timeoutMs: 30_000, jsonMode: true },
    });
    expect((await json(reset)).settings).toMatchObject({ model: "gpt-4o", temperature: 0.5, maxTokens: 1000, timeoutMs: 30_000, jsonMode: true });
  });
});

describe("product review", () => {
  it("lists products users added, approves one and rejects another, each recorded", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const add = async (name: string) => {
      const res = await call("/api/products", {
        method: "POST",
        token: user.token,
        json: { name, brand: `Review${tag}`, productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { product: { id: string } }).product.id;
    };
    const keep = await add("Keeper Serum");
    const drop = await add("Dropper Serum");

    const pending: { id: string; createdBy: { email: string } | null }[] = [];
    let cursor: string | null = null;
    do {
      const page = await json(await call(`/api/admin/products/pending?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { token: admin.token }));
      pending.push(...(page.products as typeof pending));
      cursor = page.nextCursor as string | null;
    } while (cursor);
    expect(pending.find((p) => p.id === keep)).toMatchObject({ createdBy: { email: user.email } });
    expect(pending.some((p) => p.id === drop)).toBe(true);

    const approved = await call(`/api/admin/products/${keep}/approve`, { method: "POST", token: admin.token });
    expect(await json(approved)).toMatchObject({ changed: true, product: { id: keep, status: "approved" } });
    const rejected = await call(`/api/admin/products/${drop}/reject`, { method: "POST", token: admin.token, json: { reason: "Duplicate" } });
    expect(await json(rejected)).toMatchObject({ changed: true, product: { id: drop, status: "rejected" } });
    const twice = await call(`/api/admin/products/${drop}/reject`, { method: "POST", token: admin.token });
    expect(await json(twice)).toMatchObject({ changed: false });

    // Approved products are visible to everyone; rejected ones are not.
    expect((await call(`/api/products/${keep}`)).status).toBe(200);
    expect((await call(`/api/products/${drop}`)).status).toBe(404);

    const audit = (await json(await call("/api/admin/audit?limit=20", { token: admin.token }))).entries as Json[];
    expect(audit.find((e) => e.target === drop)).toMatchObject({ action: "product.reject", details: { reason: "Duplicate", previousStatus: "pending" } });
    expect(audit.find((e) => e.target === keep)).toMatchObject({ action: "product.approve" });
    expect((await call("/api/admin/products/not-a-uuid/approve", { method: "POST", token: admin.token })).status).toBe(404);
    const badReason = await call(`/api/admin/products/${drop}/reject`, { method: "POST", token: admin.token, json: { reason: 7 } });
    expect(badReason.status).toBe(400);
  });
});

describe("approving a second product of a brand and name", () => {
  it("answers 409 product_exists, never 500, and leaves the product pending", async () => {
    const product = { name: `Twin Serum ${crypto.randomUUID().slice(0, 8)}`, brand: "Twins", productType: "Serum", ingredients: "Aqua, Glycerin, Niacinamide" };
    const ids: string[] = [];
    for (const member of [user, await signUp()]) {
      const res = await call("/api/products", { method: "POST", token: member.token, json: product });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { product: { id: string } }).product.id);
    }
    expect((await call(`/api/admin/products/${ids[0]}/approve`, { method: "POST", token: admin.token })).status).toBe(200);
    const second = await call(`/api/admin/products/${ids[1]}/approve`, { method: "POST", token: admin.token });
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ code: "product_exists", message: expect.stringContaining("already in the catalogue") });
    const [row] = await withTestDb((db) => db.select({ status: products.status }).from(products).where(eq(products.id, ids[1])));
    expect(row.status).toBe("pending");
    const audit = (await json(await call("/api/admin/audit?limit=50", { token: admin.token }))).entries as Json[];
    expect(audit.some((e) => e.target === ids[1])).toBe(false);
    // Rejecting it instead works.
    expect((await call(`/api/admin/products/${ids[1]}/reject`, { method: "POST", token: admin.token })).status).toBe(200);
  });
});

describe("ingredient analysis", () => {
  it("decodes a pasted list with the knowledge base", async () => {
    const res = await call("/api/admin/ingredients/decode", {
      method: "POST",
      token: admin.token,
      json: { ingredients: "Aqua (Water), Niacinamide 5%, Glycerin, Zzqx Florp" },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    const items = body.ingredients as { name: string; function: string; source: string; percent?: number }[];
    expect(body).toMatchObject({ total: 4, knownCount: 3 });
    expect(items[1]).toMatchObject({ name: "Niacinamide", source: "kb", percent: 5 });
    expect(items[3]).toMatchObject({ function: "Unknown", source: "unknown" });
    const empty = await call("/api/admin/ingredients/decode", { method: "POST", token: admin.token, json: { ingredients: " " } });
    expect(empty.status).toBe(400);
  });

  it("stores an override apart from the shipped data; the public record and the decode reflect it until removed", async () => {
    const shipped = ((await json(await call(`/api/ingredients/${OVERRIDE_NAME}`))).ingredient as Json);
    expect(shipped.overridden).toBeUndefined();

    const put = await call("/api/admin/ingredients/overrides", {
      method: "PUT",
      token: admin.token,
      json: { name: OVERRIDE_NAME.toLowerCase(), override: { function: "Soothing agent (reviewed)", benefits: ["Calms redness", "Supports repair"], researchNotes: "Reviewed by the panel." } },
    });
    expect(put.status).toBe(200);
    const saved = await json(put);
    expect(saved).toMatchObject({ key: "madecassoside", curated: true, ingredient: { function: "Soothing agent (reviewed)", overridden: true }, shipped: { function: shipped.function } });

    const pub = (await json(await call(`/api/ingredients/${OVERRIDE_NAME}`))).ingredient as Json;
    expect(pub).toMatchObject({ function: "Soothing agent (reviewed)", benefits: ["Calms redness", "Supports repair"], researchNotes: "Reviewed by the panel.", overridden: true });
    expect(pub.concerns).toEqual(shipped.concerns); // fields left out keep the shipped value
    // A Spanish reader sees the admin's note, not the shipped note's stale translation; benefits worded as shipped ones read as those do.
    const spanish = (await json(await call(`/api/ingredients/${OVERRIDE_NAME}`, { headers: { "accept-language": "es" } }))).ingredient as Json;
    expect(spanish).toMatchObject({ researchNotes: "Reviewed by the panel.", benefits: [esKb.benefits["Calms redness"], esKb.benefits["Supports repair"]] });

    const decoded = (await json(await call("/api/admin/ingredients/decode", { method: "POST", token: admin.token, json: { ingredients: `Aqua, ${OVERRIDE_NAME}` } }))).ingredients as Json[];
    expect(decoded[1]).toMatchObject({ source: "override", function: "Soothing agent (reviewed)" });

    const entry = await json(await call(`/api/admin/ingredients/entry?name=${OVERRIDE_NAME}`, { token: admin.token }));
    expect(entry).toMatchObject({ override: { inci: "madecassoside", updatedBy: { email: admin.email } } });
    const list = (await json(await call("/api/admin/ingredients/overrides", { token: admin.token }))).overrides as Json[];
    expect(list.some((o) => o.inci === "madecassoside")).toBe(true);

    const bad = await call("/api/admin/ingredients/overrides", { method: "PUT", token: admin.token, json: { name: OVERRIDE_NAME, override: { classes: ["retinoid"] } } });
    expect(bad.status).toBe(400);
    expect(String((await json(bad)).message)).toContain("classes");

    const del = await call(`/api/admin/ingredients/overrides?name=${OVERRIDE_NAME}`, { method: "DELETE", token: admin.token });
    expect(del.status).toBe(200);
    expect((await call(`/api/admin/ingredients/overrides?name=${OVERRIDE_NAME}`, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect((await json(await call(`/api/ingredients/${OVERRIDE_NAME}`))).ingredient).toEqual(shipped);

    const audit = await withTestDb((db) =>
      db.select().from(auditLog).where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.target, "madecassoside"))),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(["ingredient.override", "ingredient.override_remove"]);
  });
});

describe("testing a prompt", () => {
  it("answers 503 not_configured without an AI key", async () => {
    const res = await call("/api/test-prompt", { method: "POST", token: admin.token, json: TEST_BODY });
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({ code: "not_configured", message: expect.stringContaining("OPENAI_API_KEY") });
  });

  it("the sample response comes from the deterministic engine and says so", async () => {
    const res = await call("/api/admin/sample-response", { method: "POST", token: admin.token, json: { ...TEST_BODY, templateId: "stack-evaluation" } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ sample: true, source: "deterministic-engine", templateId: "stack-evaluation" });
    expect(String(body.label)).toMatch(/sample/i);
    expect(body.renderedPrompt).toContain("also caring about hydration");
    expect(body.renderedPrompt).toContain("Test Retinol Serum");
    const response = body.response as { rating: number; breakdown: Record<string, { points: number; outOf: number }>; insights: { title: string }[] };
    expect(response.rating).toBeGreaterThanOrEqual(1);
    expect(response.rating).toBeLessThanOrEqual(10);
    expect(response.breakdown.effectiveness.outOf).toBe(4);
    expect(response.insights.length).toBeGreaterThan(0);
  });

  it.each([
    ["a prompt with an unknown variable", { ...TEST_BODY, prompt: "Hi {name}" }, "{name}"],
    ["products that are not a list", { ...TEST_BODY, products: "Cleanser" }, "products"],
    ["secondary goals that are not goal ids", { ...TEST_BODY, secondaryGoals: ["shine"] }, "secondaryGoals"],
    ["an unknown goal", { ...TEST_BODY, goal: "tan" }, "goal"],
    ["a product without a name", { ...TEST_BODY, products: [{ ingredients: "Aqua" }] }, "name"],
  ])("refuses %s with 400 before calling anything", async (_label, body, field) => {
    for (const path of ["/api/test-prompt", "/api/admin/sample-response"]) {
      const res = await call(path, { method: "POST", token: admin.token, json: body });
      expect(res.status, path).toBe(400);
      expect(String((await json(res)).message)).toContain(field);
    }
  });
});

describe("audit log", () => {
  it("lists newest first with a cursor, and validates its query", async () => {
    const first = await json(await call("/api/admin/audit?limit=2", { token: admin.token }));
    const entries = first.entries as { id: string; createdAt: string }[];
    expect(entries.length).toBe(2);
    expect(entries[0].createdAt >= entries[1].createdAt).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json(await call(`/api/admin/audit?limit=2&cursor=${first.nextCursor as string}`, { token: admin.token }));
    const next = second.entries as { id: string; createdAt: string }[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.some((e) => entries.some((x) => x.id === e.id))).toBe(false);
    expect(next[0].createdAt <= entries[1].createdAt).toBe(true);
    expect((await call("/api/admin/audit?limit=0", { token: admin.token })).status).toBe(400);
    expect((await call("/api/admin/audit?cursor=garbage", { token: admin.token })).status).toBe(400);
    expect((await call("/api/admin/audit?action=drop.tables", { token: admin.token })).status).toBe(400);
  });
});

describe("alerts: a dead-letter refund that keeps failing", () => {
  afterEach(() => vi.restoreAllMocks());

  const deliverDeadLetter = (job: EvaluationJob, attempts: number) => deliverJob(EVALUATION_DLQ, job, attempts);

  const alertsFor = async (routineId: string) => {
    const res = await call("/api/admin/alerts", { token: admin.token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { alerts: OperatorAlert[] }).alerts.filter((a) => a.stackId === routineId);
  };

  it("logs each failure with a stable prefix and shows it to admins until a later attempt refunds", async () => {
    const owner = await signUp();
    const submitted = await call("/api/evaluate-stack", {
      method: "POST",
      token: owner.token,
      json: { goal: "glow", morningProducts: [{ name: "A", productType: "Serum", ingredients: "Aqua, Glycerin" }], nightProducts: [{ name: "B", productType: "Serum", ingredients: "Aqua, Niacinamide" }] },
    });
    expect(submitted.status).toBe(202);
    const { id } = (await submitted.json()) as { id: string };
    const { jobId } = await pendingJobOf(id, owner.user.id);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    // The refund cannot be written (here: the ledger refuses a user that does not exist).
    const failing: EvaluationJob = { stackId: id, jobId, userId: crypto.randomUUID() };
    const first = await deliverDeadLetter(failing, 1);
    expect(first.retryMessages).toHaveLength(1);
    const line = errors.mock.calls.map((c) => String(c[0])).find((l) => l.startsWith(REFUND_ALERT_PREFIX));
    expect(line).toBeDefined();
    expect(JSON.parse(line!.slice(REFUND_ALERT_PREFIX.length))).toMatchObject({ stackId: id, jobId, attempt: 1, final: false });
    expect(await alertsFor(id)).toEqual([expect.objectContaining({ kind: "refund_failed", stackId: id, jobId, failures: 1, abandoned: false })]);
    // Not for anyone else.
    expect((await call("/api/admin/alerts", { token: user.token })).status).toBe(403);
    // The audit log's filter knows the action the dead-letter consumer writes.
    const filtered = await call(`/api/admin/audit?action=${REFUND_FAILED_ACTION}&limit=100`, { token: admin.token });
    expect(filtered.status).toBe(200);
    const entries = ((await filtered.json()) as { entries: { action: string; target: string }[] }).entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === REFUND_FAILED_ACTION)).toBe(true);
    expect(entries.map((e) => e.target)).toContain(id);

    // The last attempt fails too: abandoned, a manual refund is needed.
    await deliverDeadLetter(failing, DLQ_MAX_RETRIES + 1);
    const [alert] = await alertsFor(id);
    expect(alert).toMatchObject({ failures: 2, abandoned: true });
    expect(alert.lastError).not.toBe("");

    // Once the refund goes through, the alert is gone by itself and the credit is back.
    await deliverDeadLetter({ stackId: id, jobId, userId: owner.user.id }, 1);
    expect(await alertsFor(id)).toEqual([]);
    const me = (await (await call("/api/auth/me", { token: owner.token })).json()) as { user: { credits: number } };
    expect(me.user.credits).toBe(3);
  });
});

