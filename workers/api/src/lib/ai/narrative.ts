/**
 * The optional AI narrative: with OPENAI_API_KEY set, the model rewrites the analysis sections,
 * grounded on the engine's findings. Scores, flags and recommendations always come from the engine;
 * anything invalid, late or failing falls back to the engine's own text.
 */
import * as v from "valibot";
import { ANALYSIS_HEADINGS, composeAnalysis, parseAnalysis, type AnalysisSections } from "@core/evaluation/analysis-text";
import type { EngineInput, Evaluation } from "@core/evaluation/types";
import { renderRoutinePrompt } from "@core/prompts";
import type { AiSettings } from "@core/api/admin";
import type { Env } from "../../env";
import { completeChat } from "./chat";

const section = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(3000));
export const NarrativeSchema = v.object({
  sections: v.object(Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, section])) as Record<(typeof ANALYSIS_HEADINGS)[number], typeof section>),
});

function findings(evaluation: Evaluation): string {
  const scores = `Scores (0-10): completeness ${evaluation.completenessScore}, effectiveness ${evaluation.effectivenessScore}, safety ${evaluation.safetyScore}, ingredient quality ${evaluation.ingredientQualityScore}, routine balance ${evaluation.routineBalanceScore}.`;
  const insights = evaluation.insights.map((i) => `- [${i.type}] ${i.title}: ${i.description}`).join("\n");
  const recs = evaluation.recommendations.map((r) => `- ${r.type} ${r.brand} ${r.name}${r.replaces ? ` (replaces ${r.replaces})` : ""}: ${r.reason}`).join("\n");
  return `${scores}\nFindings:\n${insights || "- none"}\nRecommendations:\n${recs || "- none"}`;
}

export function narrativeMessages(template: string, input: EngineInput, evaluation: Evaluation) {
  const prompt = renderRoutinePrompt(template, input);
  const system = [
    "You write the narrative of a skincare routine evaluation for the person who owns the routine.",
    "Use only the findings given; never invent scores, conflicts or products. Plain text, no markdown, no medical diagnosis.",
    `Answer with a JSON object {"sections": {...}} whose keys are exactly: ${ANALYSIS_HEADINGS.join(", ")}; each value 1-4 sentences.`,
  ].join(" ");
  const user = `${prompt}\n\n${findings(evaluation)}\n\nThe person says about their skin: ${input.skinFeeling || "(nothing)"}`;
  return [
    { role: "system" as const, content: system },
    { role: "user" as const, content: user },
  ];
}

export type NarrativeResult = { analysis: string; source: "engine" | "openai" };

export async function writeNarrative(
  env: Env,
  settings: AiSettings,
  template: string,
  input: EngineInput,
  evaluation: Evaluation,
): Promise<NarrativeResult> {
  const fallback: NarrativeResult = { analysis: evaluation.analysis, source: "engine" };
  if (!env.OPENAI_API_KEY) return fallback;
  try {
    const completion = await completeChat(env, settings, narrativeMessages(template, input, evaluation));
    const content = completion.choices[0]?.message?.content ?? "";
    const parsed = v.safeParse(NarrativeSchema, JSON.parse(content));
    if (!parsed.success) return fallback;
    // Keep the engine's own text for any section the model left out (none, after validation).
    const engine = parseAnalysis(evaluation.analysis);
    const sections = { ...engine, ...parsed.output.sections } as AnalysisSections;
    return { analysis: composeAnalysis(sections), source: "openai" };
  } catch (error) {
    console.warn("AI narrative failed; using the engine's text:", error instanceof Error ? error.message : error);
    return fallback;
  }
}
