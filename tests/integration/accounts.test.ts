import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";
import { verifyThroughOutbox } from "../helpers/verify-email";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;

beforeAll(async () => {
  harness = await startApiHarness("accounts_it");
  sql = harness.sql;
});
afterAll(async () => {
  await harness?.stop();
});

const PASSWORD = "correct horse battery";

/** The token of the newest `page` link mailed to `to` (read from the outbox table). */
async function linkToken(to: string, page: string) {
  const { rows } = await sql.query<{ body: string }>("select body from outbox_emails where \"to\" = $1 order by id desc", [to]);
  const body = rows.map((r) => r.body).find((b) => b.includes(`/${page}?token=`));
  if (!body) throw new Error(`no ${page} email to ${to}`);
  return new URL(body.match(new RegExp(`https?://\\S+/${page}\\?token=\\S+`))![0]).searchParams.get("token")!;
}

async function verifiedAccount(tag: string) {
  const email = `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: PASSWORD } });
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await verifyThroughOutbox((path) => harness.call(path), email);
  return { email, token, id: user.id };
}

describe("emailed links on PostgreSQL (ADR 0027)", () => {
  it("a reset link and a change-of-email link of one account used at the same moment: exactly one works", async () => {
    for (let round = 0; round < 3; round++) {
      const account = await verifiedAccount("race");
      const next = `race-next-${crypto.randomUUID().slice(0, 8)}@example.test`;
      expect((await harness.call("/api/account/email", { method: "POST", token: account.token, json: { email: next, password: PASSWORD } })).status).toBe(202);
      expect((await harness.call("/api/auth/password-reset", { method: "POST", json: { email: account.email } })).status).toBe(202);
      const [change, reset] = await Promise.all([
        harness.call("/api/account/email/confirm", { method: "POST", json: { token: await linkToken(next, "confirm-email") } }),
        harness.call("/api/auth/password-reset/confirm", { method: "POST", json: { token: await linkToken(account.email, "reset-password"), password: "a new password" } }),
      ]);
      const statuses = [change.status, reset.status].sort();
      expect(statuses, `${await change.clone().text()} ${await reset.clone().text()}`).toEqual([200, 400]);
      const loser = change.status === 400 ? change : reset;
      expect(((await loser.json()) as { code: string }).code).toBe("token_revoked");
    }
  });

  it("signing up with the address a deleted account would have had never makes the deletion fail", async () => {
    const account = await verifiedAccount("deletion");
    for (const email of [`deleted-${account.id}@deleted.invalid`, `deleted:${account.id}`]) {
      const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: PASSWORD } });
      expect(res.status, email).toBe(400);
    }
    const res = await harness.call("/api/account", { method: "DELETE", token: account.token, json: { password: PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { rows } = await sql.query("select email, deleted_at from users where id = $1", [account.id]);
    expect(rows[0].email).toBe(`deleted:${account.id}`);
    expect(rows[0].deleted_at).not.toBeNull();
  });
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
