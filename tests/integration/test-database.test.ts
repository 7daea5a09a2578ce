/** The tests' databases: copies of one migrated template (tests/helpers/test-database.ts, ADR 0037). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../scripts/migrate";
import { createTestDatabase, templateName } from "../helpers/test-database";

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe("test databases", () => {
  const made: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  afterAll(async () => {
    for (const database of made) await database.drop();
  });

  it("each holds every migration and is its own copy", async () => {
    const [a, b] = await Promise.all([createTestDatabase("copy_a"), createTestDatabase("copy_b")]);
    made.push(a, b);
    expect(a.name).not.toBe(b.name);
    for (const database of [a, b]) {
      const [{ count }] = await query<{ count: string }>(database.databaseUrl, "select count(*) from drizzle.__drizzle_migrations");
      expect(Number(count)).toBe(journal.entries.length);
    }
    await query(a.databaseUrl, "create table only_in_a (id int)");
    const inB = await query(b.databaseUrl, "select 1 from information_schema.tables where table_name = 'only_in_a'");
    expect(inB).toEqual([]);
  });

  it("names the template after the migrations' contents", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    try {
      fs.mkdirSync(path.join(folder, "meta"));
      fs.writeFileSync(path.join(folder, "0000_init.sql"), "create table a (id int);");
      fs.writeFileSync(path.join(folder, "meta", "_journal.json"), "{}");
      const first = templateName(folder);
      expect(templateName(folder)).toBe(first);
      fs.writeFileSync(path.join(folder, "0000_init.sql"), "create table a (id bigint);");
      const edited = templateName(folder);
      expect(edited).not.toBe(first);
      fs.writeFileSync(path.join(folder, "0001_more.sql"), "create table b (id int);");
      expect(templateName(folder)).not.toBe(edited);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
