/** First-run seed: reference rows the app expects. Safe to run again (inserts what is missing). */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DEFAULT_TEMPLATES } from "../core/prompts";
import { aiSettings, promptTemplates, promptTemplateVersions } from "../drizzle/schema";
import type * as schema from "../drizzle/schema";
import { seedProducts } from "../drizzle/seed/products";

export type AnyPgDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export async function seed(db: AnyPgDatabase) {
  await db.insert(aiSettings).values({ id: 1 }).onConflictDoNothing();
  // The two prompt templates, as version 1 (active), where missing.
  await db
    .insert(promptTemplates)
    .values(DEFAULT_TEMPLATES.map((t) => ({ id: t.id, name: t.name, description: t.description, activeVersion: 1 })))
    .onConflictDoNothing();
  await db
    .insert(promptTemplateVersions)
    .values(DEFAULT_TEMPLATES.map((t) => ({ templateId: t.id, version: 1, template: t.template })))
    .onConflictDoNothing();
  await seedProducts(db);
}
