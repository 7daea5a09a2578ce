/** Applies the committed SQL migrations to DATABASE_URL (any PostgreSQL). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { databaseUrlOrExit, isMainModule } from "./lib/cli";

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export async function migratePostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("set client_min_messages to warning");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

if (isMainModule(import.meta.url)) {
  await migratePostgres(databaseUrlOrExit());
  console.log("Migrations applied");
}
