/** Migrates and seeds any PostgreSQL (`npm run db:setup` with DATABASE_URL): what a first start does. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../drizzle/schema";
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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set");
    process.exit(1);
  }
  await setUpPostgres(url);
  console.log("Database migrated and seeded");
}
