/** First-run seed: reference rows the app expects. Safe to run again (inserts what is missing). */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { aiSettings } from "../drizzle/schema";
import type * as schema from "../drizzle/schema";
import { seedProducts } from "../drizzle/seed/products";
import { ensureDefaultTemplates } from "../workers/api/src/lib/ai/prompt-templates";

export type AnyPgDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export async function seed(db: AnyPgDatabase) {
  await db.insert(aiSettings).values({ id: 1 }).onConflictDoNothing();
  await ensureDefaultTemplates(db);
  await seedProducts(db);
}
