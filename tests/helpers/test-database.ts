/**
 * Creates a fresh, migrated PostgreSQL database for one test run or file (ADR 0037). The
 * migrations run once per server into a template database named after their contents; every
 * test database is a copy of it (`create database … template`), which takes a fraction of the
 * time that replaying the migrations does.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../drizzle/schema";
import { MIGRATIONS_FOLDER, migratePostgres } from "../../scripts/migrate";

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const TEMPLATE_PREFIX = "skinstack_template_";
/** Held while a template is built or copied: test files start in parallel, and PostgreSQL refuses to copy a template someone is connected to. */
const TEMPLATE_LOCK = 2_700_370_037;

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The template's name: a digest of every file under migrations/ (SQL and journal), so a changed or
 * added migration gets a new template, and branches with other migrations sharing one server
 * never use each other's.
 */
export function templateName(folder = MIGRATIONS_FOLDER): string {
  const hash = crypto.createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(folder, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  };
  walk(folder);
  return `${TEMPLATE_PREFIX}${hash.digest("hex").slice(0, 16)}`;
}

async function connectAdmin(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Tests need PostgreSQL at ${ADMIN_DATABASE_URL} (set TEST_DATABASE_ADMIN_URL to change it): ${(error as Error).message}`,
    );
  }
  return admin;
}

/**
 * The migrated template, built when the server has none yet. It is built under another name and
 * renamed when complete, so an interrupted build never leaves a half-migrated template behind.
 */
async function ensureTemplate(admin: pg.Client, template: string) {
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
  if (rowCount) return;
  const building = `${template}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  await migratePostgres(databaseUrl(building));
  await admin.query(`alter database "${building}" rename to "${template}"`);
}

export async function createTestDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await connectAdmin();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const template = templateName();
    await ensureTemplate(admin, template);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    // Ending the session releases the lock too.
    await admin.end();
  }
  const url = databaseUrl(name);
  return {
    name,
    databaseUrl: url,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh test database with one pg client on it and a Drizzle instance over that client (with
 * the schema), for tests that call the api's queries or the importers directly. `drop()` ends the
 * client and drops the database; it may run after a failed start.
 */
export async function connectTestDatabase<Db = NodePgDatabase<typeof schema>>(prefix: string) {
  const database = await createTestDatabase(prefix);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...database,
    client,
    db: drizzle(client, { schema }) as unknown as Db,
    async drop() {
      await client.end();
      await database.drop();
    },
  };
}
