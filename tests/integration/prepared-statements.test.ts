/**
 * The hot reads as named prepared statements (drizzle/prepared-statements.ts, ADR 0026): marked
 * statements are named only where the connection keeps them. Through the local stand-in of
 * Hyperdrive's pool: prepared-statements.pgbouncer.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTcpDb } from "../../drizzle/client";
import { prepared, statementName } from "../../drizzle/prepared-statements";
import { createTestDatabase } from "../helpers/test-database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase("prepared_statements");
});
afterAll(async () => {
  await database?.drop();
});

/** The statements node-postgres prepared on this connection, by name. */
async function preparedOn(db: ReturnType<typeof createTcpDb>["db"]) {
  const { rows } = await db.execute<{ name: string; statement: string }>(sql`select name, statement from pg_prepared_statements`);
  return new Map(rows.map((r) => [r.name, r.statement]));
}

describe("marked statements on one connection", () => {
  it("are named by their text where the connection keeps prepared statements; the others stay unnamed", async () => {
    const { db, pool: connection } = createTcpDb(database.databaseUrl, { preparedStatements: true });
    try {
      const marked = prepared(sql`select ${1}::int as n`);
      expect((await db.execute<{ n: number }>(marked)).rows).toEqual([{ n: 1 }]);
      expect((await db.execute<{ n: number }>(prepared(sql`select ${2}::int as n`))).rows).toEqual([{ n: 2 }]);
      await db.execute(sql`select ${3}::int as unmarked`);
      const statements = await preparedOn(db);
      expect(statements.size).toBe(1);
      const [[name, text]] = [...statements];
      expect(text).toBe("/* prepared */ select $1::int as n");
      expect(name).toBe(statementName(text));
    } finally {
      await connection.end();
    }
  });

  it("are sent unnamed where the connection is not said to keep them", async () => {
    const { db, pool: connection } = createTcpDb(database.databaseUrl);
    try {
      await db.execute(prepared(sql`select ${1}::int as n`));
      expect((await preparedOn(db)).size).toBe(0);
    } finally {
      await connection.end();
    }
  });

  it("name each text apart, and the same text alike", () => {
    const feed = "/* prepared */ with viewer as (select null::uuid as user_id) select $1";
    expect(statementName(feed)).toBe(statementName(`${feed}`));
    expect(statementName(feed)).not.toBe(statementName(`${feed} `));
    expect(statementName(feed)).not.toBe(statementName(feed.replace("$1", "$2")));
    expect(statementName(feed)).toMatch(/^p[0-9a-z]+$/);
    expect(statementName(feed).length).toBeLessThan(64); // PostgreSQL's identifier limit
  });
});
