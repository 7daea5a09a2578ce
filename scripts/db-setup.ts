/** Migrates and seeds any PostgreSQL (`npm run db:setup` with DATABASE_URL): what a first start does. */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../drizzle/schema";
import { databaseUrlOrExit, isMainModule } from "./lib/cli";
import { migratePostgres } from "./migrate";
import { seed, type AnyPgDatabase } from "./seed";

export async function setUpPostgres(databaseUrl: string) {
  await migratePostgres(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seed(drizzle(client, { schema }) as unknown as AnyPgDatabase);
  } finally {
    await client.end();
  }
}

if (isMainModule(import.meta.url)) {
  await setUpPostgres(databaseUrlOrExit());
  console.log("Database migrated and seeded");
}
