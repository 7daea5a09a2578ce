/**
 * Applies the committed SQL migrations to DATABASE_URL (any PostgreSQL), then the data migration of
 * evaluations stored as English sentences (scripts/lib/old-evaluations.ts, ADR 0049).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { databaseUrlOrExit, isMainModule } from "./lib/cli";
import { codeOldEvaluations, describeOldEvaluations, type OldEvaluationsResult } from "./lib/old-evaluations";

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export async function migratePostgres(databaseUrl: string): Promise<OldEvaluationsResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("set client_min_messages to warning");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const old = await codeOldEvaluations(client);
    const line = describeOldEvaluations(old);
    if (line) console.log(line);
    return old;
  } finally {
    await client.end();
  }
}

if (isMainModule(import.meta.url)) {
  await migratePostgres(databaseUrlOrExit());
  console.log("Migrations applied");
}
