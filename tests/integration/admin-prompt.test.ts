/**
 * Admin prompt round trip against the HTTP-level fake of the OpenAI API (tests/mocks/openai): edit a
 * template, test it with the saved AI settings (good answer, provider error, timeout), and check
 * that the evaluation's narrative stage uses the saved settings and the active template version.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYSIS_HEADINGS } from "../../core/evaluation/analysis-text";
import * as schema from "../../drizzle/schema";
import { completion, replyJson, startFakeOpenAi, type FakeOpenAi } from "../mocks/openai";
import type { Env } from "../../workers/api/src/env";
import { runEvaluationJob } from "../../workers/api/src/queue/consumer";
import type { EvaluationJob } from "../../workers/api/src/queue/jobs";
import { startApiHarness } from "../helpers/api-harness";
import { resetPasswordThroughOutbox } from "../helpers/verify-email";

/** "silent": the provider never answers (the api must give up by its saved timeout). */
type Behaviour = "good" | "text" | "error" | "silent";
let behaviour: Behaviour = "good";
/** Model calls the api gave up on (closed before any answer), and waiters for the next model call. */
let abandonedCalls = 0;
const onModelCall: Array<() => void> = [];
const nextModelCall = () => new Promise<void>((resolve) => onModelCall.push(resolve));
type ChatBody = { model?: string; temperature?: number; max_tokens?: number; response_format?: unknown; messages?: { role: string; content: string }[] };
const requests: ChatBody[] = [];
let openai: FakeOpenAi;

const ANSWER = { rating: 8, breakdown: { effectiveness: 3, compatibility: 3, balance: 2 }, summary: "Solid routine." };
const narrativeSections = Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, `Fake model text for ${h}.`]));

const queued: EvaluationJob[] = [];
const recordingQueue = { send: async (job: EvaluationJob) => void queued.push(job), sendBatch: async () => {} };

type Harness = Awaited<ReturnType<typeof startApiHarness>>;
let harness: Harness;
let env: Partial<Env>;
let sql: pg.Client;
let pool: pg.Pool;
let token = "";

/**
 * Signs up with an address that ADMIN_EMAILS lists and verifies it through the dev outbox, as its
 * owner would: the admin role comes with the verified address, not with the signup.
 */
async function signUpVerifiedAdmin(api: Harness, email: string): Promise<string> {
  const signup = await api.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
  expect(signup.status).toBe(201);
  const { token: sessionToken, user } = (await signup.json()) as { token: string; user: { role: string } };
  expect(user.role).toBe("user");
  const { emails } = (await (await api.call("/api/dev/outbox")).json()) as { emails: { to: string; body: string }[] };
  const link = emails.find((e) => e.to === email)?.body.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
  expect(link, `a verification email to ${email}`).toBeTruthy();
  const verifyToken = new URL(link!).searchParams.get("token")!;
  // The promotion ends the sign-up's session (ADR 0068) and its password (ADR 0085), whichever device opens the link:
  // the admin sets the password again by the reset link, and a sign-in carries the role.
  expect((await api.call(`/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`, { token: sessionToken })).status).toBe(200);
  expect((await api.call("/api/auth/me", { token: sessionToken })).status).toBe(401);
  await resetPasswordThroughOutbox((path, init) => api.call(path, init ?? {}), email, "longenough");
  const login = await api.call("/api/auth/login", { method: "POST", json: { email, password: "longenough" } });
  const { token } = (await login.json()) as { token: string };
  const me = (await (await api.call("/api/auth/me", { token })).json()) as { user: { role: string } };
  expect(me.user.role).toBe("admin");
  return token;
}

beforeAll(async () => {
  openai = await startFakeOpenAi((chat, res) => {
    const body = chat as ChatBody;
    requests.push(body);
    onModelCall.splice(0).forEach((called) => called());
    const narrative = body.messages?.some((m) => m.role === "system" && m.content.includes('"sections"'));
    const content = behaviour === "text" ? "Not JSON at all" : JSON.stringify(narrative ? { sections: narrativeSections } : ANSWER);
    const answer = completion(content, body.model, { prompt_tokens: 120, completion_tokens: 30 });
    if (behaviour === "error") replyJson(res, 500, { error: { message: "The fake provider broke", type: "server_error" } });
    else if (behaviour === "silent") res.on("close", () => void (res.headersSent || abandonedCalls++));
    else replyJson(res, 200, answer);
  });

  const adminEmail = `admin-${Date.now()}@example.test`;
  env = { OPENAI_API_KEY: "sk-fake", OPENAI_BASE_URL: openai.baseURL, ADMIN_EMAILS: adminEmail, EVAL_QUEUE: recordingQueue as never };
  harness = await startApiHarness("admin_prompt_it", env);
  sql = harness.sql;
  pool = new pg.Pool({ connectionString: harness.databaseUrl, max: 2 });
  token = await signUpVerifiedAdmin(harness, adminEmail);
});

afterAll(async () => {
  await pool?.end();
  await harness?.stop();
  await openai?.stop();
});

const PRODUCTS = {
  morning: [{ name: "Gentle Cleanser", brand: "Test", productType: "Cleanser", ingredients: "Aqua, Glycerin" }],
  night: [{ name: "Retinol Serum", brand: "Test", productType: "Serum", ingredients: "Aqua, Retinol, Squalane" }],
};

async function saveSettings(body: Record<string, unknown>) {
  const res = await harness.call("/api/admin/ai-settings", { method: "PUT", token, json: body });
  expect(res.status).toBe(200);
}

async function testPrompt(prompt: string) {
  return harness.call("/api/test-prompt", { method: "POST", token, json: { prompt, goal: "anti-aging", secondaryGoals: ["hydration", "glow"], products: PRODUCTS } });
}

describe("testing a prompt against the OpenAI API (HTTP fake)", () => {
  it("edits a template, tests it with the saved settings in JSON mode, and shows the answer raw", async () => {
    const text = "Rate this routine 1-10 for {goal}{secondaryGoalsText}:\n{products}\nEffectiveness 4 points, compatibility 3, balance 3.";
    const saved = await harness.call("/api/admin/templates/stack-evaluation", { method: "PUT", token, json: { template: text } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ created: true, template: { activeVersion: 2 } });
    await saveSettings({ model: "gpt-4-turbo", temperature: 0.2, maxTokens: 700, timeoutMs: 5_000, jsonMode: true });

    behaviour = "good";
    requests.length = 0;
    const res = await testPrompt(text);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ model: "gpt-4-turbo", json: ANSWER, raw: JSON.stringify(ANSWER), finishReason: "stop" });
    expect(body.usage).toEqual({ promptTokens: 120, completionTokens: 30, totalTokens: 150 });
    expect(body.settings).toEqual({ model: "gpt-4-turbo", temperature: 0.2, maxTokens: 700, timeoutMs: 5_000, jsonMode: true });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ model: "gpt-4-turbo", temperature: 0.2, max_tokens: 700, response_format: { type: "json_object" } });
    const user = requests[0].messages!.find((m) => m.role === "user")!.content;
    expect(user).toContain("Rate this routine 1-10 for anti aging, also caring about hydration and glow:");
    expect(user).toContain("1. Test Retinol Serum: Aqua, Retinol, Squalane");
    expect(user).not.toMatch(/\{(products|goal|secondaryGoalsText)\}/);
    expect(requests[0].messages!.map((m) => m.content).join(" ")).toMatch(/json/i); // JSON mode needs the word
  });

  it("sends no response_format with JSON mode off, and passes a non-JSON answer through raw", async () => {
    await saveSettings({ jsonMode: false });
    behaviour = "text";
    requests.length = 0;
    const res = await testPrompt("Say something about {goal}");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ raw: "Not JSON at all", json: null });
    expect(requests[0].response_format).toBeUndefined();
    await saveSettings({ jsonMode: true });
  });

  it("answers 502 ai_error when the provider fails", async () => {
    behaviour = "error";
    const res = await testPrompt("Rate {products}");
    expect(res.status).toBe(502);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("ai_error");
    expect(body.message).toContain("500");
    expect(body.message).toContain("OPENAI_API_KEY");
  });

  it("answers 504 ai_timeout by the saved timeout when the provider never answers, and hangs up on it", async () => {
    await saveSettings({ timeoutMs: 1_000 });
    behaviour = "silent";
    abandonedCalls = 0;
    const res = await testPrompt("Rate {products}");
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ code: "ai_timeout" });
    // The provider never answered: only the api's own timeout can have ended the call, and it closed it.
    await vi.waitFor(() => expect(abandonedCalls).toBe(1));
    await saveSettings({ timeoutMs: 5_000 });
  });

  it("holds no database connection while a test waits for the model", async () => {
    await saveSettings({ timeoutMs: 3_000 });
    behaviour = "silent";
    const others = async () => {
      const { rows } = await sql.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
      return rows[0].n as number;
    };
    const called = nextModelCall();
    let answered = false;
    const pending = testPrompt("Rate {products}").finally(() => (answered = true));
    await called; // the model call is under way, and the provider will not answer it
    await vi.waitFor(async () => expect(await others()).toBe(0), { timeout: 2_000 });
    expect(answered).toBe(false); // no connection while the call was still waiting for the model
    expect((await pending).status).toBe(504);
    await saveSettings({ timeoutMs: 5_000 });
  });

  it("answers 503 not_configured without a key, so the panel can show its sample instead", async () => {
    const keyless = await startApiHarness("admin_prompt_nokey", { ADMIN_EMAILS: "keyless-admin@example.test" });
    try {
      const adminToken = await signUpVerifiedAdmin(keyless, "keyless-admin@example.test");
      const body = { prompt: "Rate {products}", goal: "glow", secondaryGoals: [], products: PRODUCTS };
      const res = await keyless.call("/api/test-prompt", { method: "POST", token: adminToken, json: body });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "not_configured" });
      const sample = await keyless.call("/api/admin/sample-response", { method: "POST", token: adminToken, json: body });
      expect(sample.status).toBe(200);
      expect(await sample.json()).toMatchObject({ sample: true, source: "deterministic-engine" });
    } finally {
      await keyless.stop();
    }
  });

  it("the evaluation's narrative stage uses the saved settings and the active template; a revert switches it back", async () => {
    await saveSettings({ model: "gpt-4", temperature: 0.7, maxTokens: 1200, timeoutMs: 5_000, jsonMode: true });
    behaviour = "good";
    const db = drizzle(pool, { schema }) as never;
    const evaluateOnce = async () => {
      const res = await harness.call("/api/evaluate-stack", {
        method: "POST",
        token,
        json: { goal: "anti-aging", morningProducts: PRODUCTS.morning, nightProducts: PRODUCTS.night },
      });
      expect(res.status).toBe(202);
      const job = queued.at(-1)!;
      requests.length = 0;
      expect(await runEvaluationJob(db, job, env as Env)).toBe("evaluated");
      expect(requests).toHaveLength(1);
      return requests[0];
    };

    const edited = await evaluateOnce();
    expect(edited).toMatchObject({ model: "gpt-4", temperature: 0.7, max_tokens: 1200 });
    expect(edited.messages!.find((m) => m.role === "user")!.content).toContain("Effectiveness 4 points, compatibility 3, balance 3.");

    const revert = await harness.call("/api/admin/templates/stack-evaluation/revert", { method: "POST", token, json: { version: 1 } });
    expect(await revert.json()).toMatchObject({ changed: true, template: { activeVersion: 1 } });
    const reverted = await evaluateOnce();
    const prompt = reverted.messages!.find((m) => m.role === "user")!.content;
    expect(prompt).toContain("You are a cosmetic chemist reviewing a skincare routine.");
    expect(prompt).not.toContain("Effectiveness 4 points, compatibility 3, balance 3.");

    const { rows } = await sql.query("select action from audit_log order by created_at desc, id desc limit 2");
    expect(rows.map((r) => r.action)).toEqual(["template.revert", "ai_settings.update"]);
  });
});
