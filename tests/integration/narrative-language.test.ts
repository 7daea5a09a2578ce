/**
 * The AI narrative in the owner's language (ADR 0055): asked for in the account's language (else
 * the request's), stored with it, shown to the owner; others read the engine's narrative in theirs.
 * OpenAI is the HTTP-level fake (tests/mocks/openai).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_HEADINGS, parseAnalysis } from "../../core/evaluation/analysis-text";
import { renderMessage } from "../../core/evaluation/render";
import type { StoredText, Translate } from "../../core/evaluation/render";
import type { MessageKey } from "../../core/i18n/translator";
import { translatorFromFiles } from "../../core/i18n/has-catalogue";
import { handleQueueBatch } from "../../workers/api/src/queue/consumer";
import { EVALUATION_QUEUE, type EvaluationJob } from "../../workers/api/src/queue/jobs";
import { startApiHarness } from "../helpers/api-harness";
import { verifyThroughOutbox } from "../helpers/verify-email";
import { completion, replyJson, startFakeOpenAi, type ChatRequest, type FakeOpenAi } from "../mocks/openai";

const queued: EvaluationJob[] = [];
let harness: Awaited<ReturnType<typeof startApiHarness>>;
let openai: FakeOpenAi;

/** The fake model answers in the language the system prompt names, so a test sees which it was asked for. */
function answerFor(body: ChatRequest): string {
  const system = body.messages?.find((m) => m.role === "system")?.content ?? "";
  const prefix = system.includes("in French") ? "Texte du modèle pour" : "Model text for";
  return JSON.stringify({ sections: Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, `${prefix} ${h}.`])) });
}

beforeAll(async () => {
  openai = await startFakeOpenAi((body, res) => replyJson(res, 200, completion(answerFor(body))));
  harness = await startApiHarness("narrative_lang_it", {
    EVAL_QUEUE: { send: async (job: EvaluationJob) => void queued.push(job), sendBatch: async () => {} } as never,
    FREE_CREDITS: "5",
    OPENAI_API_KEY: "sk-test-narrative",
    OPENAI_BASE_URL: openai.baseURL,
  });
});
afterAll(async () => {
  await harness?.stop();
  await openai?.stop();
});

async function signUp(tag: string, language: string | null, acceptLanguage?: string) {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const res = await harness.call("/api/auth/signup", { method: "POST", json: { email, password: "longenough" } });
  expect(res.status, await res.clone().text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await verifyThroughOutbox((path) => harness.call(path), email);
  if (language) {
    const saved = await harness.call("/api/account", { method: "PATCH", token, json: { language } });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  return { token, headers: acceptLanguage ? { "accept-language": acceptLanguage } : undefined };
}
type User = Awaited<ReturnType<typeof signUp>>;

const product = (name: string) => ({ name, ingredients: "Aqua, Glycerin, Niacinamide, Panthenol" });

/** Evaluates a routine for `user` through the api and the queue consumer; the job and the system prompt sent. */
async function evaluated(user: User) {
  const res = await harness.call("/api/evaluate-stack", {
    method: "POST",
    token: user.token,
    headers: user.headers,
    json: { goal: "hydration", skinFeeling: "tight", morningProducts: [product("Cleanser"), product("Serum")], nightProducts: [product("Cream")] },
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  const job = queued.find((j) => j.stackId === id)!;
  const before = openai.requests.length;
  const batch = {
    queue: EVALUATION_QUEUE,
    messages: [{ id: `m-${job.jobId}`, timestamp: new Date(), attempts: 1, body: job, ack: () => {}, retry: () => {} }],
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<unknown>;
  await handleQueueBatch(batch, harness.env);
  expect(openai.requests.length).toBe(before + 1);
  const system = openai.requests.at(-1)!.messages!.find((m) => m.role === "system")!.content;
  const { rows } = await harness.sql.query("select narrative_source, narrative_language from evaluations where stack_id = $1", [id]);
  return { id, job, system, stored: rows[0] as { narrative_source: string; narrative_language: string | null } };
}

/** The engine's messages' translate function over a language's catalogue file. */
async function translateIn(language: string): Promise<Translate> {
  const t = await translatorFromFiles({ account: language });
  return Object.assign((key: string, values?: Record<string, string | number>) => t(key as MessageKey, values), { language: t.language });
}

async function read(user: User, id: string) {
  const res = await harness.call(`/api/stacks/${id}`, { token: user.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { evaluation: { analysis: StoredText; narrativeSource?: string; narrativeLanguage?: string } }).evaluation;
}

describe("the AI narrative's language", () => {
  it("asks the model for a French owner's language, stores it as fr, and shows it to the owner with its language", async () => {
    const owner = await signUp("fr-owner", "fr", "en-GB,en;q=0.9");
    const { id, job, system, stored } = await evaluated(owner);
    expect(job.language).toBe("fr");
    expect(system).toContain('Write every section in French (language tag "fr")');
    expect(stored).toEqual({ narrative_source: "openai", narrative_language: "fr" });
    const own = await read(owner, id);
    expect(own).toMatchObject({ narrativeSource: "openai", narrativeLanguage: "fr" });
    expect(parseAnalysis(own.analysis as string).SAFETY).toBe("Texte du modèle pour SAFETY.");
  });

  it("shows a German reader of that shared routine the engine's narrative in German, not the French one", async () => {
    const owner = await signUp("fr-sharer", "fr");
    const { id } = await evaluated(owner);
    const shared = await harness.call(`/api/stacks/${id}/visibility`, { method: "PUT", token: owner.token, json: { isPublic: true } });
    expect(shared.status, await shared.clone().text()).toBe(200);
    const reader = await signUp("de-reader", "de");
    const seen = await read(reader, id);
    expect(seen.narrativeSource).toBeUndefined();
    expect(seen.narrativeLanguage).toBeUndefined();
    // The engine's narrative as a message, which the reader renders in German.
    expect(typeof seen.analysis).toBe("object");
    const german = renderMessage(seen.analysis, await translateIn("de"));
    const english = renderMessage(seen.analysis, await translateIn("en"));
    expect(german).not.toContain("Texte du modèle");
    expect(german).not.toBe(english);
  });

  it("takes the request's language when the account has none", async () => {
    const owner = await signUp("es-browser", null, "es-ES,es;q=0.9");
    const { job, system, stored } = await evaluated(owner);
    expect(job.language).toBe("es");
    expect(system).toContain('Write every section in Spanish (language tag "es")');
    expect(stored.narrative_language).toBe("es");
  });

  it("keeps the English prompt as it was and stores en", async () => {
    const owner = await signUp("en-owner", "en");
    const { id, job, system, stored } = await evaluated(owner);
    expect(job.language).toBe("en");
    expect(system).not.toContain("Write every section in");
    expect(system.endsWith("each value 1-4 sentences.")).toBe(true);
    expect(stored).toEqual({ narrative_source: "openai", narrative_language: "en" });
    expect(parseAnalysis((await read(owner, id)).analysis as string).SAFETY).toBe("Model text for SAFETY.");
  });
});
