/**
 * Prompt templates with version history (issue 9). A template row names its
 * active version; every save adds version max+1 and makes it active; a revert makes an existing
 * version active again. Versions are never edited or deleted, so the history is complete.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { TemplateSummary, TemplateVersion } from "@core/api/admin";
import { DEFAULT_TEMPLATES, TEMPLATE_VARIABLES, unknownVariables } from "@core/prompts";
import type { Database } from "@db/client";
import { promptTemplates, promptTemplateVersions, users } from "@db/schema";
import type * as schema from "@db/schema";
import { adminTransaction, recordAudit } from "../admin/access";
import { badRequest, notFound } from "../errors";

export const VERSIONS_LISTED = 200;

const braced = (names: readonly string[]) => names.map((n) => `{${n}}`).join(", ");

/** 400 naming every unknown variable, before anything is stored. */
export function assertKnownVariables(template: string, field = "template") {
  const unknown = unknownVariables(template);
  if (unknown.length > 0) {
    throw badRequest(
      `${field} uses unknown ${unknown.length === 1 ? "variable" : "variables"} ${braced(unknown)}; the variables are ${braced(TEMPLATE_VARIABLES)}`,
      "unknown_variables",
    );
  }
}

/**
 * Inserts the two shipped templates as version 1 (active) where they are missing. Idempotent. Any
 * PostgreSQL driver's Drizzle will do: the api on first use, the seed (scripts/seed) on first start.
 */
export async function ensureDefaultTemplates(db: Pick<PgDatabase<PgQueryResultHKT, typeof schema>, "insert">) {
  await db
    .insert(promptTemplates)
    .values(DEFAULT_TEMPLATES.map((t) => ({ id: t.id, name: t.name, description: t.description, activeVersion: 1 })))
    .onConflictDoNothing();
  await db
    .insert(promptTemplateVersions)
    .values(DEFAULT_TEMPLATES.map((t) => ({ templateId: t.id, version: 1, template: t.template })))
    .onConflictDoNothing();
}

/** Every template with its active text; the shipped ones are created on first use. */
export async function listTemplates(db: Database): Promise<TemplateSummary[]> {
  const read = () =>
    db
      .select({
        id: promptTemplates.id,
        name: promptTemplates.name,
        description: promptTemplates.description,
        activeVersion: promptTemplates.activeVersion,
        template: promptTemplateVersions.template,
        updatedAt: promptTemplateVersions.createdAt,
        latestVersion: sql<number>`(select max(${promptTemplateVersions.version}) from ${promptTemplateVersions} where ${promptTemplateVersions.templateId} = ${promptTemplates.id})`.mapWith(Number),
      })
      .from(promptTemplates)
      .leftJoin(
        promptTemplateVersions,
        and(eq(promptTemplateVersions.templateId, promptTemplates.id), eq(promptTemplateVersions.version, promptTemplates.activeVersion)),
      )
      .orderBy(promptTemplates.name);
  let rows = await read();
  if (DEFAULT_TEMPLATES.some((d) => !rows.some((r) => r.id === d.id && r.template !== null))) {
    await ensureDefaultTemplates(db);
    rows = await read();
  }
  // Shipped templates first, in their order (Stack Evaluation, Complementary Products).
  const order = (id: string) => {
    const i = DEFAULT_TEMPLATES.findIndex((d) => d.id === id);
    return i === -1 ? DEFAULT_TEMPLATES.length : i;
  };
  return rows
    .sort((a, b) => order(a.id) - order(b.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      activeVersion: r.activeVersion,
      latestVersion: r.latestVersion || r.activeVersion,
      template: r.template ?? "",
      updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
    }));
}

export async function getTemplate(db: Database, id: string): Promise<TemplateSummary> {
  const found = (await listTemplates(db)).find((t) => t.id === id);
  if (!found) throw notFound(`No prompt template ${id}`, "template_not_found");
  return found;
}

/** The newest versions first. */
export async function listVersions(db: Database, id: string, activeVersion: number): Promise<TemplateVersion[]> {
  const rows = await db
    .select({
      version: promptTemplateVersions.version,
      template: promptTemplateVersions.template,
      createdAt: promptTemplateVersions.createdAt,
      creator: { id: users.id, email: users.email, name: users.name },
    })
    .from(promptTemplateVersions)
    .leftJoin(users, eq(users.id, promptTemplateVersions.createdBy))
    .where(eq(promptTemplateVersions.templateId, id))
    .orderBy(desc(promptTemplateVersions.version))
    .limit(VERSIONS_LISTED);
  return rows.map((r) => ({
    version: r.version,
    template: r.template,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.creator?.id ? r.creator : null,
    active: r.version === activeVersion,
  }));
}

/** The template's row, locked until the transaction ends, so changes to it happen one at a time. */
async function lockTemplate(tx: Pick<Database, "select">, id: string) {
  const [current] = await tx
    .select({ activeVersion: promptTemplates.activeVersion })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, id))
    .for("update");
  if (!current) throw notFound(`No prompt template ${id}`, "template_not_found");
  return current;
}

/**
 * Saves a new version and makes it active, with its audit row, in one transaction. The template
 * row is locked first, so concurrent saves number their versions one after another.
 * Saving the active text again creates nothing (`created: false`).
 */
export async function saveTemplateVersion(db: Database, id: string, template: string, actorId: string) {
  assertKnownVariables(template);
  await getTemplate(db, id); // 404 for an unknown id; creates the shipped rows when missing
  return adminTransaction(db, actorId, async (tx) => {
    const current = await lockTemplate(tx, id);
    const [active] = await tx
      .select({ template: promptTemplateVersions.template })
      .from(promptTemplateVersions)
      .where(and(eq(promptTemplateVersions.templateId, id), eq(promptTemplateVersions.version, current.activeVersion)));
    if (active?.template === template) return { created: false, version: current.activeVersion };
    const [{ latest }] = await tx
      .select({ latest: sql<number>`coalesce(max(${promptTemplateVersions.version}), 0)`.mapWith(Number) })
      .from(promptTemplateVersions)
      .where(eq(promptTemplateVersions.templateId, id));
    const version = latest + 1;
    await tx.insert(promptTemplateVersions).values({ templateId: id, version, template, createdBy: actorId });
    await tx.update(promptTemplates).set({ activeVersion: version }).where(eq(promptTemplates.id, id));
    await recordAudit(tx, "template.save", id, { version, previousVersion: current.activeVersion, characters: template.length });
    return { created: true, version };
  });
}

/** Makes an existing version active again (recorded); 404 for a version that does not exist. */
export async function revertTemplate(db: Database, id: string, version: number, actorId: string) {
  await getTemplate(db, id);
  return adminTransaction(db, actorId, async (tx) => {
    const current = await lockTemplate(tx, id);
    const [exists] = await tx
      .select({ version: promptTemplateVersions.version })
      .from(promptTemplateVersions)
      .where(and(eq(promptTemplateVersions.templateId, id), eq(promptTemplateVersions.version, version)));
    if (!exists) throw notFound(`Template ${id} has no version ${version}`, "version_not_found");
    if (current.activeVersion === version) return { changed: false, version };
    await tx.update(promptTemplates).set({ activeVersion: version }).where(eq(promptTemplates.id, id));
    await recordAudit(tx, "template.revert", id, { version, previousVersion: current.activeVersion });
    return { changed: true, version };
  });
}
