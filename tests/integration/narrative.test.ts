/** The AI narrative against the HTTP-level fake of the OpenAI API (tests/mocks/openai). */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYSIS_HEADINGS, composeAnalysis, parseAnalysis, type AnalysisSections } from "../../core/evaluation/analysis-text";
import type { EngineInput, Evaluation } from "../../core/evaluation/types";
import { DEFAULT_TEMPLATES } from "../../core/prompts";
import { DEFAULT_AI_SETTINGS } from "@core/schemas/admin";
import { writeNarrative } from "../../workers/api/src/lib/ai/narrative";
import { completion, replyJson, startFakeOpenAi, type FakeOpenAi } from "../mocks/openai";

type Behaviour =
  | "good"
  | "invalid-json"
  | "wrong-shape"
  | "silent"
  | "error"
  // Failures at the HTTP layer: a rate limit and an overload asking for a retry much later, a body
  // that is not JSON at all, a connection reset before any answer, headers then a stalled body,
  // and a completion without choices.
  | "rate-limited"
  | "overloaded"
  | "malformed-body"
  | "reset"
  | "stalled-body"
  | "no-choices";
let behaviour: Behaviour = "good";
let lastBody: { model?: string; temperature?: number; max_tokens?: number; response_format?: unknown; messages?: { content: string }[] } = {};
let openai: FakeOpenAi;
/** Requests the fake received, and those the api hung up on before the answer was complete. */
let calls = 0;
let hungUp = 0;
const countCalls = () => {
  calls = 0;
  hungUp = 0;
};

const modelSections = Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, `Model text for ${h}.`]));

beforeAll(async () => {
  openai = await startFakeOpenAi((body, res, req) => {
    lastBody = body as typeof lastBody;
    calls++;
    res.on("close", () => void (res.writableEnded || hungUp++));
    const content =
      behaviour === "invalid-json" ? "this is { not json" : behaviour === "wrong-shape" ? JSON.stringify({ sections: { SAFETY: "only one" } }) : JSON.stringify({ sections: modelSections });
    const answer = completion(content);
    if (behaviour === "silent") return; // never answers: the connection stays open until the api gives up
    if (behaviour === "error") replyJson(res, 500, { error: { message: "boom" } });
    else if (behaviour === "rate-limited" || behaviour === "overloaded") {
      replyJson(res, behaviour === "rate-limited" ? 429 : 503, { error: { message: "slow down", type: "rate_limit_error" } }, { "retry-after": "30", "retry-after-ms": "30000" });
    } else if (behaviour === "malformed-body") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"id":"c1","choices":[{"message":{"content":');
    } else if (behaviour === "reset") req.socket.destroy();
    else if (behaviour === "stalled-body") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"id":"c1","object":"chat.completion","choices":[');
      // ...and never the rest: the connection stays open until the server closes.
    } else if (behaviour === "no-choices") replyJson(res, 200, { ...answer, choices: [] });
    else replyJson(res, 200, answer);
  });
});
afterAll(() => openai.stop());

const engineSections = Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, `Engine text for ${h}.`])) as AnalysisSections;
const evaluation: Evaluation = {
  completenessScore: 6,
  effectivenessScore: 7,
  safetyScore: 8,
  ingredientQualityScore: 7.5,
  routineBalanceScore: 6.5,
  insights: [{ type: "warning", title: "Retinol with glycolic acid", description: "Night: Retinol Serum and Glycolic Toner." }],
  recommendations: [],
  analysis: composeAnalysis(engineSections),
  scoreExplanations: { completeness: "", effectiveness: "", safety: "", ingredientQuality: "", routineBalance: "" },
  skinFeeling: "tight",
  productMarks: [],
  engineVersion: "test",
};
const input: EngineInput = {
  goal: "anti-aging",
  secondaryGoals: ["hydration"],
  skinType: "dry",
  skinFeeling: "tight",
  morningProducts: [{ name: "Cleanser", ingredients: "Aqua, Glycerin" }],
  nightProducts: [{ name: "Retinol Serum", ingredients: "Aqua, Retinol" }],
};
const env = () => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: openai.baseURL });
const template = DEFAULT_TEMPLATES[0].template;

describe("AI narrative", () => {
  it("uses the model's sections with the saved settings and the template", async () => {
    behaviour = "good";
    const settings = { ...DEFAULT_AI_SETTINGS, model: "gpt-4-turbo", temperature: 0.2, maxTokens: 700 };
    const result = await writeNarrative(env(), settings, template, input, evaluation);
    expect(result.source).toBe("openai");
    expect(parseAnalysis(result.analysis).SAFETY).toBe("Model text for SAFETY.");
    expect(lastBody).toMatchObject({ model: "gpt-4-turbo", temperature: 0.2, max_tokens: 700, response_format: { type: "json_object" } });
    const prompt = lastBody.messages!.map((m) => m.content).join("\n");
    expect(prompt).toContain("also caring about hydration");
    expect(prompt).toContain("Retinol with glycolic acid");
  });

  it.each(["invalid-json", "wrong-shape", "error"] as const)("falls back to the engine's text on %s", async (b) => {
    behaviour = b;
    const result = await writeNarrative(env(), DEFAULT_AI_SETTINGS, template, input, evaluation);
    expect(result).toEqual({ analysis: evaluation.analysis, source: "engine" });
  });

  it("falls back by its timeout when the model never answers, hanging up once without retrying", async () => {
    behaviour = "silent";
    countCalls();
    const result = await writeNarrative(env(), { ...DEFAULT_AI_SETTINGS, timeoutMs: 300 }, template, input, evaluation);
    expect(result.source).toBe("engine");
    // Nothing answered: the saved timeout ended the call, and the api closed it.
    await vi.waitFor(() => expect(hungUp).toBe(1));
    expect(calls).toBe(1);
  });

  it.each(["rate-limited", "overloaded", "malformed-body", "reset", "no-choices"] as const)(
    "falls back to the engine's text at once when the API fails at the HTTP layer: %s",
    async (b) => {
      behaviour = b;
      countCalls();
      // A timeout longer than the test may take (60 s): only not waiting (no retry after
      // "retry-after: 30", no hanging on a reset) lets it end; the one call shows nothing was retried.
      const result = await writeNarrative(env(), { ...DEFAULT_AI_SETTINGS, timeoutMs: 120_000 }, template, input, evaluation);
      expect(result).toEqual({ analysis: evaluation.analysis, source: "engine" });
      expect(calls).toBe(1);
    },
  );

  it("falls back by its timeout when the answer's body stalls after its headers, hanging up once", async () => {
    behaviour = "stalled-body";
    countCalls();
    const result = await writeNarrative(env(), { ...DEFAULT_AI_SETTINGS, timeoutMs: 300 }, template, input, evaluation);
    expect(result).toEqual({ analysis: evaluation.analysis, source: "engine" });
    // The body never ended: the timeout covered reading it too, and the api closed the call.
    await vi.waitFor(() => expect(hungUp).toBe(1));
    expect(calls).toBe(1);
  });

  it("never calls out without a key", async () => {
    behaviour = "good";
    lastBody = {};
    const result = await writeNarrative({}, DEFAULT_AI_SETTINGS, template, input, evaluation);
    expect(result.source).toBe("engine");
    expect(lastBody).toEqual({});
  });
});
