/**
 * Testing a prompt template (issue 9):
 *
 * - `runPromptTest`: a real chat completion with the saved AI settings (model, temperature, max
 *   tokens, timeout, JSON mode), the template rendered with the test's goal, secondary goals and
 *   products. No key: 503 not_configured. The provider failing: 502 ai_error; too slow: 504
 *   ai_timeout. Never a made-up answer.
 * - `sampleResponse`: what the panel shows after a failed test, clearly labelled as a sample: the
 *   deterministic engine's evaluation of the same products, shaped like the templates' answers
 *   (rating 1-10 = effectiveness 4 points + compatibility 3 + balance 3; 2-3 complementary products).
 */
import OpenAI from "openai";
import type { GoalId } from "@core/domain";
import { evaluate, parseAnalysis } from "@core/evaluation";
import type { CatalogCandidate, EngineInput, Evaluation, RoutineProductInput } from "@core/evaluation/types";
import { renderRoutinePrompt } from "@core/prompts";
import type { AiSettings, PromptTestResult } from "@core/api/admin";
import { MAX_TEST_PRODUCTS, type PromptTest, type PromptTestProduct } from "@core/schemas/admin";
import type { Env } from "../../env";
import { ApiError, notConfigured } from "../errors";
import { ChatTimeout, completeChat } from "./chat";
import { plainSettings } from "./settings";

function toRoutineProduct(p: PromptTestProduct): RoutineProductInput {
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
}

/** The test's routine as the engine and the templates see it. */
export function testInput(test: PromptTest): EngineInput {
  const products = test.products;
  let morning: PromptTestProduct[];
  let night: PromptTestProduct[];
  if (Array.isArray(products)) {
    morning = products.filter((p) => p.routine !== "night");
    night = products.filter((p) => p.routine === "night");
  } else {
    morning = [...products.morning, ...products.morningProducts];
    night = [...products.night, ...products.nightProducts];
  }
  if (morning.length + night.length > MAX_TEST_PRODUCTS) {
    throw new ApiError(400, "validation_error", `products may hold at most ${MAX_TEST_PRODUCTS} products`);
  }
  const secondary = [...new Set(test.secondaryGoals)].filter((g) => g !== test.goal) as GoalId[];
  return {
    goal: test.goal,
    secondaryGoals: secondary,
    skinType: test.skinType,
    skinFeeling: test.skinFeeling,
    morningProducts: morning.map(toRoutineProduct),
    nightProducts: night.map(toRoutineProduct),
  };
}

export const TEST_SYSTEM_MESSAGE =
  "You are the AI of a skincare routine analysis app, answering a prompt an administrator is testing. Answer with a single JSON object.";

function providerMessage(error: unknown): string {
  if (error instanceof OpenAI.APIError) {
    const detail = (error.error as { message?: unknown } | undefined)?.message;
    const text = typeof detail === "string" && detail ? detail : error.message;
    return error.status ? `${error.status} ${text}` : text;
  }
  return error instanceof Error ? error.message : String(error);
}

/** One chat completion with the saved settings. Throws ApiError 503, 502 or 504; never returns a fake. */
export async function runPromptTest(env: Env, settings: AiSettings, renderedPrompt: string): Promise<PromptTestResult> {
  if (!env.OPENAI_API_KEY) throw notConfigured("OPENAI_API_KEY", "The AI provider");
  const started = Date.now();
  try {
    const completion = await completeChat(env, settings, [
      { role: "system", content: TEST_SYSTEM_MESSAGE },
      { role: "user", content: renderedPrompt },
    ]);
    const choice = completion.choices?.[0];
    const raw = choice?.message?.content ?? "";
    let json: unknown = null;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {
      json = null;
    }
    const usage = completion.usage
      ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens, totalTokens: completion.usage.total_tokens }
      : null;
    return {
      model: completion.model || settings.model,
      settings: plainSettings(settings),
      renderedPrompt,
      raw,
      json,
      finishReason: choice?.finish_reason ?? null,
      usage,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    if (error instanceof ChatTimeout) {
      throw new ApiError(504, "ai_timeout", `The AI provider did not answer within ${Math.round(settings.timeoutMs / 100) / 10} s (the timeout in AI Settings)`);
    }
    console.warn("Prompt test failed:", providerMessage(error));
    throw new ApiError(502, "ai_error", `The AI provider failed: ${providerMessage(error)}. Check OPENAI_API_KEY and OPENAI_BASE_URL.`);
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The spec's rating: 1-10 from effectiveness (4 points), compatibility (3) and balance (3). */
export function sampleRating(e: Pick<Evaluation, "effectivenessScore" | "safetyScore" | "routineBalanceScore">) {
  const effectiveness = round1((e.effectivenessScore / 10) * 4);
  const compatibility = round1((e.safetyScore / 10) * 3);
  const balance = round1((e.routineBalanceScore / 10) * 3);
  const rating = Math.min(10, Math.max(1, round1(effectiveness + compatibility + balance)));
  return { rating, effectiveness, compatibility, balance };
}

export const SAMPLE_LABEL = "Sample response: produced by the deterministic engine, not by the AI model";

/** The deterministic engine's answer to a test, labelled as a sample. */
export function sampleResponse(test: PromptTest, input: EngineInput, catalog: readonly CatalogCandidate[]) {
  const evaluation = evaluate(input, catalog);
  const sections = parseAnalysis(evaluation.analysis);
  const rating = sampleRating(evaluation);
  return {
    sample: true as const,
    label: SAMPLE_LABEL,
    source: "deterministic-engine" as const,
    engineVersion: evaluation.engineVersion,
    templateId: test.templateId ?? null,
    renderedPrompt: renderRoutinePrompt(test.prompt, input),
    response: {
      rating: rating.rating,
      breakdown: {
        effectiveness: { points: rating.effectiveness, outOf: 4 },
        compatibility: { points: rating.compatibility, outOf: 3 },
        balance: { points: rating.balance, outOf: 3 },
      },
      scores: {
        completeness: evaluation.completenessScore,
        effectiveness: evaluation.effectivenessScore,
        safety: evaluation.safetyScore,
        ingredientQuality: evaluation.ingredientQualityScore,
        routineBalance: evaluation.routineBalanceScore,
      },
      summary: sections,
      insights: evaluation.insights.slice(0, 8).map((i) => ({ type: i.type, title: i.title, description: i.description })),
      complementaryProducts: evaluation.recommendations.slice(0, 3).map((r) => ({
        type: r.type,
        name: r.name,
        brand: r.brand,
        productType: r.productType,
        replaces: r.replaces,
        keyIngredients: r.keyIngredients,
        timing: r.timing,
        reason: r.reason,
      })),
    },
  };
}
