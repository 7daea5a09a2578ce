import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;

beforeAll(async () => {
  harness = await startApiHarness("accounts_it");
  sql = harness.sql;
});
afterAll(async () => {
  await harness?.stop();
});

describe("accounts on PostgreSQL", () => {
  it("creates exactly one account when the same email signs up 10 times at once", async () => {
    const email = `race-${Date.now()}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const { rows } = await sql.query("select count(*)::int as n from users where email = $1", [email]);
    expect(rows[0].n).toBe(1);
  });

  it("keeps every balance equal to its ledger sum", async () => {
    const { rows } = await sql.query(`
      select u.id from users u
      left join credit_ledger l on l.user_id = u.id
      group by u.id, u.credits
      having u.credits <> coalesce(sum(l.delta), 0)`);
    expect(rows).toEqual([]);
  });

  it("refuses a negative balance at the database level", async () => {
    await expect(sql.query("update users set credits = -1 where id = (select id from users limit 1)")).rejects.toThrow(
      /users_credits_nonnegative/,
    );
  });

  it("answers 503 with a message when the database cannot be reached", async () => {
    const { createApp } = await import("../../workers/api/src/app");
    const res = await createApp().request(
      "/api/auth/login",
      { method: "POST", body: JSON.stringify({ email: "a@b.test", password: "whatever1" }), headers: { "content-type": "application/json" } },
      { ENVIRONMENT: "test", DATABASE_URL: "postgres://postgres@127.0.0.1:1/none", DB_WS_PROXY: "127.0.0.1:1" },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "unavailable" });
  });
});
