/**
 * The admin panel's api (issue 9). Every route here, and POST /api/test-prompt, answers 401
 * without a session and 403 for a signed-in user who is not an admin (or is one whose email is not
 * verified: code email_not_verified). Every change writes an audit_log row in the same transaction.
 *
 * Access
 * - GET  /api/admin/users/admins                         {admins: [{id, email, name, role, createdAt}]}
 * - POST /api/admin/users/role {email, role}             grant ('admin') or revoke ('user'); {user, changed}
 * Evaluation prompts
 * - GET  /api/admin/templates                            {templates: [summary], variables}
 * - GET  /api/admin/templates/{id}                       {template: summary, versions: [newest first]}
 * - PUT  /api/admin/templates/{id} {template, allowMissingVariables?}   new version, made active; {template, versions, created}
 *                                                        409 missing_variables when it lacks {products} or {goal} unless allowed
 * - POST /api/admin/templates/{id}/revert {version}      make that version active; {template, versions, changed}
 * AI settings
 * - GET  /api/admin/ai-settings                          {settings, options, modelKeyConfigured}
 * - PUT  /api/admin/ai-settings {model?, temperature?, maxTokens?, timeoutMs?, jsonMode?}   {settings, changed}
 * Ingredient analysis
 * - POST /api/admin/ingredients/decode {ingredients}     the knowledge base's reading, overrides applied
 * - GET  /api/admin/ingredients/entry?name=              {key, curated, displayName, shipped, ingredient, override}
 * - GET  /api/admin/ingredients/overrides                {overrides: [{inci, data, updatedAt, updatedBy}]}
 * - PUT  /api/admin/ingredients/overrides {name, override: {function?, benefits?, concerns?, researchNotes?}}
 * - DELETE /api/admin/ingredients/overrides?name=        {removed}
 * - GET  /api/admin/products/pending?limit=&cursor=      products users added, awaiting review, oldest first
 * - POST /api/admin/products/{id}/approve                {product, changed}; 409 product_exists when the catalogue has its brand and name
 * - POST /api/admin/products/{id}/reject {reason?}       {product, changed}
 * - GET  /api/admin/barcodes/pending?limit=&cursor=      barcodes members attached, awaiting review, oldest first
 * - POST /api/admin/barcodes/{id}/approve                {claim, changed}; 409 barcode_exists when another product has it
 * - POST /api/admin/barcodes/{id}/reject {reason?}       {claim, changed}
 * - GET  /api/admin/product-reports?status=open          "wrong ingredients" reports, oldest first: {reports, total}
 * - POST /api/admin/product-reports/{id}/resolve {applySuggestedIngredients?}   {report, changed, ingredientsUpdated}
 * - POST /api/admin/product-reports/{id}/dismiss         {report, changed}
 * Community moderation (members' reports of posts, comments and members)
 * - GET  /api/admin/moderation?limit=&cursor=           open reports grouped by target, most reported first: {items, total, nextCursor}
 * - GET  /api/admin/moderation/actioned?limit=&cursor=  hidden posts and comments, banned members, latest first: {items, nextCursor}
 * - POST /api/admin/moderation {targetType, targetId, action: hide|restore|dismiss|ban}   {changed, reportsClosed, ...}
 * Prompt tests and audit
 * - POST /api/admin/sample-response {prompt, goal, secondaryGoals, products, ...}   the labelled engine sample
 * - GET  /api/admin/audit?limit=&cursor=&action=         {entries: [newest first, with subjects: names of what they are about], nextCursor}
 * - POST /api/test-prompt {prompt, goal, secondaryGoals, products, ...}   a real model call (503/502/504 otherwise)
 */
import { and, asc, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { missingVariables, renderRoutinePrompt, TEMPLATE_VARIABLES } from "@core/prompts";
import type { CatalogCandidate } from "@core/evaluation/types";
import type { Database } from "@db/client";
import { aiSettings, auditLog, ingredientOverrides, products, users } from "@db/schema";
import type { AppEnv } from "../env";
import { adminTransaction, recordAudit, requireAdmin } from "../lib/admin/access";
import { changeRole } from "../lib/accounts/users";
import { openRefundAlerts } from "../lib/admin/refund-alerts";
import { decodeIngredientList, listOverrides,
  overrideKeyOf,
  applyOverride,
} from "../lib/admin/ingredient-overrides";
import {
  assertKnownVariables,
  getTemplate,
  listTemplates,
  listVersions,
  revertTemplate,
  saveTemplateVersion,
} from "../lib/ai/prompt-templates";
import { plainSettings, readAiSettings } from "../lib/ai/settings";
import { runPromptTest, sampleResponse, testInput } from "../lib/ai/prompt-test";
import { badRequest, conflict, notConfigured, notFound } from "../lib/errors";
import { isUniqueViolation } from "../lib/db-errors";
import { IdParams } from "@core/schemas/params";
import { cursorParam, limitParam, validate, validateOptionalJson } from "../lib/validate";
import { clearThisIsolatesCatalogCache } from "../lib/catalogue/recommendation-catalog";
import { analyzeIngredient } from "@core/ingredients";
import { decodeTimeCursor, encodeCursor } from "../lib/cursor";
import { productColumns, serializeProduct } from "../lib/catalogue/products";
import { decideReport, listReports, reportNotFound } from "../lib/catalogue/product-reports";
import { claimNotFound, decideClaim, pendingClaims } from "../lib/catalogue/barcode-claims";
import {
  AI_SETTINGS_OPTIONS,
  AiSettingsPatchSchema,
  AuditActionSchema,
  DecodeBodySchema,
  IngredientNameSchema,
  OverrideBodySchema,
  PromptTestSchema,
  RejectBodySchema,
  RevertBodySchema,
  RoleBodySchema,
  TemplateBodySchema,
} from "@core/schemas/admin";
import { ReportQuerySchema, ResolveReportSchema } from "@core/schemas/product-reports";
import { actionedItems, auditSubjects, MODERATION_MAX_PAGE_SIZE, moderate, moderationQueue } from "../lib/admin/moderation";
import { ModerationActionSchema } from "@core/schemas/community";
import { cursorTime } from "../lib/sql-time";

export const AUDIT_PAGE_SIZE = 25;
export const PENDING_PAGE_SIZE = 20;

const AuditQuerySchema = v.object({
  limit: limitParam(100),
  cursor: cursorParam,
  action: v.optional(AuditActionSchema),
});

const PendingQuerySchema = v.object({ limit: limitParam(100), cursor: cursorParam });

const ModerationQuerySchema = v.object({ limit: limitParam(MODERATION_MAX_PAGE_SIZE), cursor: cursorParam });

const IngredientQuerySchema = v.object({ name: IngredientNameSchema });

const templateId = (raw: string) => {
  const id = raw.trim();
  if (!/^[a-z0-9-]{1,100}$/.test(id)) throw notFound(`No prompt template ${id}`, "template_not_found");
  return id;
};

async function templateState(db: Database, id: string) {
  const template = await getTemplate(db, id);
  return { template, versions: await listVersions(db, id, template.activeVersion) };
}

/** Approved products the engine may recommend in a sample (the same set the evaluation uses). */
async function sampleCatalog(db: Database): Promise<CatalogCandidate[]> {
  return db
    .select({ id: products.id, name: products.name, brand: products.brand, productType: products.productType, ingredientKeys: products.ingredientKeys })
    .from(products)
    .where(eq(products.status, "approved"))
    .orderBy(asc(products.id))
    .limit(5000);
}

/** A product as the review queue shows it: the catalogue's columns and when it was added. */
const reviewColumns = { ...productColumns, createdAt: products.createdAt };

const productNotFound = () => notFound("Product not found", "product_not_found");
/** `:id` of a product, a barcode claim, a report: any other shape answers like a missing row (404). */
const productParam = validate("param", IdParams, productNotFound);
const claimParam = validate("param", IdParams, claimNotFound);
const reportParam = validate("param", IdParams, reportNotFound);

async function setProductStatus(db: Database, id: string, status: "approved" | "rejected", actorId: string, reason?: string) {
  const result = await adminTransaction(db, actorId, async (tx) => {
    const [current] = await tx.select(reviewColumns).from(products).where(eq(products.id, id)).for("update");
    if (!current) throw productNotFound();
    if (current.status === status) return { product: current, changed: false };
    const [updated] = await tx
      .update(products)
      .set({ status })
      .where(eq(products.id, id))
      .returning(reviewColumns)
      .catch((error: unknown) => {
        // The catalogue holds one product of a brand and name; a member holds one unapproved (ADR 0056).
        if (!isUniqueViolation(error)) throw error;
        throw status === "approved"
          ? conflict("A product of this brand and name is already in the catalogue: reject this one instead", "product_exists")
          : conflict("Its author has another unapproved product of this brand and name: reject that one instead", "product_exists");
      });
    await recordAudit(tx, status === "approved" ? "product.approve" : "product.reject", id, {
      name: current.name,
      brand: current.brand,
      previousStatus: current.status,
      ...(reason ? { reason } : {}),
    });
    return { product: updated, changed: true };
  });
  // The evaluation's recommendation catalogue is cached per isolate: this one forgets it now.
  if (result.changed) clearThisIsolatesCatalogCache();
  return { product: { ...serializeProduct(result.product), createdAt: result.product.createdAt.toISOString() }, changed: result.changed };
}

export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)

  /* ------------------------------------------------------------ access */
  .get("/users/admins", async (c) => {
    const admins = await c
      .get("db")
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(asc(users.email))
      .limit(500);
    return c.json({ admins: admins.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })) });
  })
  .post("/users/role", validate("json", RoleBodySchema), async (c) => {
    const { email, role } = c.req.valid("json");
    const actor = c.get("user");
    const db = c.get("db");
    const [found] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email));
    if (!found) throw notFound("No account uses this email", "user_not_found");
    const result = await adminTransaction(db, actor.id, async (tx, locked) => {
      const target = locked.get(found.id);
      if (!target) throw notFound("No account uses this email", "user_not_found");
      if (target.id === actor.id && role !== "admin") {
        throw badRequest("You cannot revoke your own admin role; ask another admin", "cannot_revoke_self");
      }
      if (target.role === role) return { user: { id: target.id, email: target.email, name: target.name, role: target.role }, changed: false };
      // The role goes to whoever holds the account's password, which was chosen before anyone proved the mailbox: an
      // address nobody has verified may be a squatter's sign-up, waiting for the role (ADR 0087).
      if (role === "admin" && !target.emailVerified) {
        throw conflict(
          "This account has not verified its email address, so whoever signed up with it may not own the mailbox. Ask its owner to open the verification link first, then grant the role.",
          "grantee_not_verified",
        );
      }
      const updated = await changeRole(c.env, tx, target.id, role);
      await recordAudit(tx, role === "admin" ? "user.grant_admin" : "user.revoke_admin", target.id, { email: target.email });
      return { user: { id: updated.id, email: updated.email, name: updated.name, role: updated.role }, changed: true };
    }, [found.id]);
    return c.json(result);
  })

  /* ------------------------------------------------------------ prompt templates */
  .get("/templates", async (c) => {
    return c.json({ templates: await listTemplates(c.get("db")), variables: TEMPLATE_VARIABLES });
  })
  .get("/templates/:id", async (c) => {
    return c.json(await templateState(c.get("db"), templateId(c.req.param("id"))));
  })
  .put("/templates/:id", validate("json", TemplateBodySchema), async (c) => {
    const id = templateId(c.req.param("id"));
    const { template, allowMissingVariables } = c.req.valid("json");
    const missing = missingVariables(id, template);
    if (missing.length && !allowMissingVariables) {
      throw conflict(
        `This template lacks ${missing.map((m) => `{${m}}`).join(" and ")}, which its evaluation needs. Send allowMissingVariables: true to make it active anyway.`,
        "missing_variables",
      );
    }
    const db = c.get("db");
    const { created } = await saveTemplateVersion(db, id, template, c.get("user").id);
    return c.json({ ...(await templateState(db, id)), created });
  })
  .post("/templates/:id/revert", validate("json", RevertBodySchema), async (c) => {
    const id = templateId(c.req.param("id"));
    const { version } = c.req.valid("json");
    const db = c.get("db");
    const { changed } = await revertTemplate(db, id, version, c.get("user").id);
    return c.json({ ...(await templateState(db, id)), changed });
  })

  /* ------------------------------------------------------------ AI settings */
  .get("/ai-settings", async (c) => {
    // Only whether a key is set, never the key: without one evaluations use the engine's own text.
    return c.json({ settings: await readAiSettings(c.get("db")), options: AI_SETTINGS_OPTIONS, modelKeyConfigured: Boolean(c.env.OPENAI_API_KEY) });
  })
  .put("/ai-settings", validate("json", AiSettingsPatchSchema), async (c) => {
    const patch = c.req.valid("json");
    const actor = c.get("user");
    const db = c.get("db");
    const changed = await adminTransaction(db, actor.id, async (tx) => {
      await tx.insert(aiSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx.select().from(aiSettings).where(eq(aiSettings.id, 1)).for("update");
      const before = plainSettings({ ...row, temperature: Math.round(row.temperature * 10) / 10 });
      const after = { ...before, ...patch };
      const changes = Object.fromEntries(
        (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]).map((k) => [k, { from: before[k], to: after[k] }]),
      );
      if (Object.keys(changes).length === 0) return false;
      await tx.update(aiSettings).set({ ...after, updatedBy: actor.id, updatedAt: new Date() }).where(eq(aiSettings.id, 1));
      await recordAudit(tx, "ai_settings.update", "ai_settings", { changes });
      return true;
    });
    return c.json({ settings: await readAiSettings(db), changed });
  })

  /* ------------------------------------------------------------ ingredient analysis */
  .post("/ingredients/decode", validate("json", DecodeBodySchema), async (c) => {
    const { ingredients } = c.req.valid("json");
    return c.json(await decodeIngredientList(c.get("db"), ingredients));
  })
  .get("/ingredients/entry", validate("query", IngredientQuerySchema), async (c) => {
    const { name } = c.req.valid("query");
    const { key, curated, displayName } = overrideKeyOf(name);
    const shipped = analyzeIngredient(name);
    const [override] = await listOverrides(c.get("db"), key);
    return c.json({
      key,
      curated,
      displayName,
      shipped,
      ingredient: applyOverride(shipped, override?.data ?? null),
      override: override ?? null,
    });
  })
  .get("/ingredients/overrides", async (c) => {
    return c.json({ overrides: await listOverrides(c.get("db")) });
  })
  .put("/ingredients/overrides", validate("json", OverrideBodySchema), async (c) => {
    const { name, override } = c.req.valid("json");
    const { key, curated, displayName } = overrideKeyOf(name);
    const actor = c.get("user");
    const db = c.get("db");
    await adminTransaction(db, actor.id, async (tx) => {
      const [before] = await tx.select({ data: ingredientOverrides.data }).from(ingredientOverrides).where(eq(ingredientOverrides.inci, key)).for("update");
      await tx
        .insert(ingredientOverrides)
        .values({ inci: key, data: override, updatedBy: actor.id })
        .onConflictDoUpdate({ target: ingredientOverrides.inci, set: { data: override, updatedBy: actor.id, updatedAt: new Date() } });
      await recordAudit(tx, "ingredient.override", key, { name, curated, before: before?.data ?? null, after: override });
    });
    const [saved] = await listOverrides(db, key);
    const shipped = analyzeIngredient(name);
    return c.json({ key, curated, displayName, shipped, ingredient: applyOverride(shipped, saved?.data ?? null), override: saved ?? null });
  })
  .delete("/ingredients/overrides", validate("query", IngredientQuerySchema), async (c) => {
    const { name } = c.req.valid("query");
    const { key } = overrideKeyOf(name);
    const actor = c.get("user");
    const removed = await adminTransaction(c.get("db"), actor.id, async (tx) => {
      const gone = await tx.delete(ingredientOverrides).where(eq(ingredientOverrides.inci, key)).returning({ data: ingredientOverrides.data });
      if (gone.length === 0) return false;
      await recordAudit(tx, "ingredient.override_remove", key, { name, before: gone[0].data });
      return true;
    });
    if (!removed) throw notFound("This ingredient has no override", "override_not_found");
    return c.json({ removed: true, key });
  })

  /* ------------------------------------------------------------ product review */
  .get("/products/pending", validate("query", PendingQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? PENDING_PAGE_SIZE;
    const after = query.cursor ? decodeTimeCursor(query.cursor) : null;
    const db = c.get("db");
    const rows = await db
      .select({
        ...reviewColumns,
        cursorTime: cursorTime(products.createdAt),
        creator: { id: users.id, email: users.email, name: users.name },
      })
      .from(products)
      .leftJoin(users, eq(users.id, products.createdBy))
      .where(
        and(
          eq(products.status, "pending"),
          after
            ? or(gt(products.createdAt, sql`${after.t}::timestamptz`), and(eq(products.createdAt, sql`${after.t}::timestamptz`), gt(products.id, after.i)))
            : undefined,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(limit + 1);
    const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(eq(products.status, "pending"));
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({
      products: page.map((r) => ({
        ...serializeProduct(r),
        createdAt: r.createdAt.toISOString(),
        createdBy: r.creator?.id ? r.creator : null,
      })),
      total,
      nextCursor: rows.length > limit && last ? encodeCursor({ t: last.cursorTime, i: last.id }) : null,
    });
  })
  .post("/products/:id/approve", productParam, async (c) => {
    return c.json(await setProductStatus(c.get("db"), c.req.valid("param").id, "approved", c.get("user").id));
  })
  .post("/products/:id/reject", validateOptionalJson(RejectBodySchema), productParam, async (c) => {
    const { reason } = c.req.valid("json");
    return c.json(await setProductStatus(c.get("db"), c.req.valid("param").id, "rejected", c.get("user").id, reason || undefined));
  })

  /* ------------------------------------------------------------ member barcodes (ADR 0039) */
  .get("/barcodes/pending", validate("query", PendingQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? PENDING_PAGE_SIZE;
    const { rows, total } = await pendingClaims(c.get("db"), limit, query.cursor ? decodeTimeCursor(query.cursor) : null);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({
      claims: page.map(({ cursorTime: _t, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total,
      nextCursor: rows.length > limit && last ? encodeCursor({ t: last.cursorTime, i: last.id }) : null,
    });
  })
  .post("/barcodes/:id/approve", claimParam, async (c) => {
    return c.json(await decideClaim(c.get("db"), c.req.valid("param").id, c.get("user").id, "approved"));
  })
  .post("/barcodes/:id/reject", validateOptionalJson(RejectBodySchema), claimParam, async (c) => {
    const { reason } = c.req.valid("json");
    return c.json(await decideClaim(c.get("db"), c.req.valid("param").id, c.get("user").id, "rejected", reason || undefined));
  })

  /* ------------------------------------------------------------ "wrong ingredients" reports */
  .get("/product-reports", validate("query", ReportQuerySchema), async (c) => {
    const { status } = c.req.valid("query");
    return c.json(await listReports(c.get("db"), status));
  })
  .post("/product-reports/:id/resolve", validateOptionalJson(ResolveReportSchema), reportParam, async (c) => {
    const { applySuggestedIngredients } = c.req.valid("json");
    const result = await decideReport(c.get("db"), c.req.valid("param").id, c.get("user").id, "resolved", applySuggestedIngredients);
    if (result.ingredientsUpdated) clearThisIsolatesCatalogCache();
    return c.json(result);
  })
  .post("/product-reports/:id/dismiss", reportParam, async (c) => {
    return c.json(await decideReport(c.get("db"), c.req.valid("param").id, c.get("user").id, "dismissed"));
  })

  /* ------------------------------------------------------------ community moderation */
  .get("/moderation", validate("query", ModerationQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await moderationQueue(c.get("db"), { limit: query.limit, cursor: query.cursor }));
  })
  .get("/moderation/actioned", validate("query", ModerationQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await actionedItems(c.get("db"), { limit: query.limit, cursor: query.cursor }));
  })
  .post("/moderation", validate("json", ModerationActionSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await moderate(c.env, c.get("db"), c.get("user").id, input));
  })

  /* ------------------------------------------------------------ prompt test sample, audit */
  .post("/sample-response", validate("json", PromptTestSchema), async (c) => {
    const test = c.req.valid("json");
    assertKnownVariables(test.prompt, "prompt");
    const input = testInput(test);
    return c.json(sampleResponse(test, input, await sampleCatalog(c.get("db"))));
  })
  // Problems the operator must act on (lib/admin/refund-alerts.ts): the admin panel's banner.
  .get("/alerts", async (c) => {
    return c.json({ alerts: await openRefundAlerts(c.get("db")) });
  })
  .get("/audit", validate("query", AuditQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    const before = query.cursor ? decodeTimeCursor(query.cursor) : null;
    const rows = await c
      .get("db")
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        cursorTime: cursorTime(auditLog.createdAt),
        actor: { id: users.id, email: users.email, name: users.name },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(
          query.action ? eq(auditLog.action, query.action) : undefined,
          before
            ? or(lt(auditLog.createdAt, sql`${before.t}::timestamptz`), and(eq(auditLog.createdAt, sql`${before.t}::timestamptz`), lt(auditLog.id, before.i)))
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const names = await auditSubjects(c.get("db"), page);
    const subjectsOf = (r: (typeof page)[number]) => {
      const d = (r.details ?? {}) as Record<string, unknown>;
      const keys = [r.target, ...["userId", "authorId"].map((k) => (typeof d[k] === "string" ? `user:${String(d[k])}` : ""))];
      return Object.fromEntries(keys.filter((k) => names[k]).map((k) => [k, names[k]]));
    };
    return c.json({
      entries: page.map((r) => ({
        subjects: subjectsOf(r),
        id: r.id,
        action: r.action,
        target: r.target,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
        actor: r.actor?.id ? r.actor : null,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor({ t: last.cursorTime, i: last.id }) : null,
    });
  });

/** POST /api/test-prompt: the template rendered with the test routine, sent to the model with the saved settings. */
export const testPromptRoutes = new Hono<AppEnv>().post("/", requireAdmin, validate("json", PromptTestSchema), async (c) => {
  const test = c.req.valid("json");
  assertKnownVariables(test.prompt, "prompt");
  const input = testInput(test);
  const renderedPrompt = renderRoutinePrompt(test.prompt, input);
  if (!c.env.OPENAI_API_KEY) throw notConfigured("OPENAI_API_KEY", "The AI provider");
  const db = c.get("db");
  const settings = await readAiSettings(db);
  // The model may take up to the timeout: hand the database connection back first (the local
  // embedded database serves one connection at a time). Nothing below touches the database.
  await db.$client.end().catch(() => {});
  const result = await runPromptTest(c.env, plainSettings(settings), renderedPrompt);
  return c.json(result);
});
