/** Creates a fresh, migrated PostgreSQL database for one test run. */
import pg from "pg";
import { migratePostgres } from "../../scripts/migrate";

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function createTestDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Tests need PostgreSQL at ${ADMIN_DATABASE_URL} (set TEST_DATABASE_ADMIN_URL to change it): ${(error as Error).message}`,
    );
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await migratePostgres(databaseUrl);
  return {
    name,
    databaseUrl,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
