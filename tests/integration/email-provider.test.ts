/**
 * Signing up never fails because the email provider does: the provider is faked at the HTTP
 * boundary (a local server answering like a real one, then failing), the account exists, and the
 * verification link can be asked for again once the provider is back.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness } from "../helpers/api-harness";

let harness: Awaited<ReturnType<typeof startApiHarness>>;
let sql: pg.Client;
let provider: http.Server;
let answer = 500;
const received: { to: string; subject: string; text: string }[] = [];
let attempts = 0;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      attempts++;
      if (answer === 200) received.push(JSON.parse(body));
      res.writeHead(answer, { "content-type": "application/json" }).end(answer === 200 ? '{"id":"email_1"}' : '{"message":"provider down"}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  harness = await startApiHarness("email_provider_it", { EMAIL_API_KEY: "re_test_key", EMAIL_API_URL: `http://127.0.0.1:${port}/emails` });
  sql = harness.sql;
});
afterAll(async () => {
  await harness?.stop();
  await new Promise((resolve) => provider?.close(resolve));
});

describe("the email provider failing", () => {
  it("signup still creates the account (201), tries the provider 3 times, and says the link can be asked for again", async () => {
    answer = 500;
    attempts = 0;
    const email = `down-${Date.now()}@example.test`;
    const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string; emailSent: boolean; message: string };
    expect(body.emailSent).toBe(false);
    expect(body.message).toContain("could not send the verification email");
    expect(attempts).toBe(3);
    const { rows } = await sql.query("select count(*)::int as n from users where email = $1", [email]);
    expect(rows[0].n).toBe(1);

    // Still down: the resend says so (503), nothing pretends to have worked.
    const again = await harness.call("/api/auth/resend-verification", { method: "POST", token: body.token });
    expect(again.status).toBe(503);
    expect(await again.json()).toMatchObject({ code: "email_unavailable" });

    // Back up: the link goes out, to the right address, and it verifies the account.
    answer = 200;
    const resent = await harness.call("/api/auth/resend-verification", { method: "POST", token: body.token });
    expect(resent.status).toBe(200);
    const mail = received.find((m) => m.to === email)!;
    expect(mail.subject).toContain("Verify");
    const link = new URL(mail.text.match(/https?:\/\/\S+verify-email\?token=\S+/)![0]);
    const verified = await harness.call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`);
    expect(verified.status).toBe(200);
    const me = (await (await harness.call("/api/auth/me", { token: body.token })).json()) as { user: { emailVerified: boolean; credits: number } };
    expect(me.user).toMatchObject({ emailVerified: true, credits: 3 });
  });

  it("a refusal that retrying cannot fix (400) is not retried", async () => {
    answer = 400;
    attempts = 0;
    const res = await harness.call("/api/auth/signup", { method: "POST", json: { email: `bad-${Date.now()}@example.test`, password: "longenough" } });
    expect(res.status).toBe(201);
    expect(attempts).toBe(1);
  });
});
