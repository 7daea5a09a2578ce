/**
 * The optional AI narrative: with OPENAI_API_KEY set, the model rewrites the analysis sections,
 * grounded on the engine's findings. Scores, flags and recommendations always come from the engine;
 * anything invalid, late or failing falls back to the engine's own text.
 */
import * as v from "valibot";
import { ANALYSIS_HEADINGS, composeAnalysis, parseAnalysis, type AnalysisSections } from "@core/evaluation/analysis-text";
import type { EngineInput, Evaluation } from "@core/evaluation/types";
import { renderRoutinePrompt } from "@core/prompts";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
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

/**
 * What the prompt says about the language of the answer: nothing for English (the prompt stays as it
 * was), else the language by its English name and tag. The findings stay English, the model's best
 * input; the keys stay the English headings, which are machine markers (ADR 0045).
 */
function languageInstruction(language: string): string[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
  return [
    `Write every section in ${name} (language tag "${language}"), addressing the person formally; keep the JSON keys in English exactly as listed, and product names and ingredient (INCI) names exactly as given.`,
  ];
}

export function narrativeMessages(template: string, input: EngineInput, evaluation: Evaluation, language: string = DEFAULT_LANGUAGE) {
  const prompt = renderRoutinePrompt(template, input);
  const system = [
    "You write the narrative of a skincare routine evaluation for the person who owns the routine.",
    "Use only the findings given; never invent scores, conflicts or products. Plain text, no markdown, no medical diagnosis.",
    `Answer with a JSON object {"sections": {...}} whose keys are exactly: ${ANALYSIS_HEADINGS.join(", ")}; each value 1-4 sentences.`,
    ...languageInstruction(language),
  ].join(" ");
  const user = `${prompt}\n\n${findings(evaluation)}\n\nThe person says about their skin: ${input.skinFeeling || "(nothing)"}`;
  return [
    { role: "system" as const, content: system },
    { role: "user" as const, content: user },
  ];
}

/** The AI's narrative with the language it was asked to write in, or the engine's own (no language: it reads in every one). */
export type NarrativeResult = { analysis: string; source: "openai"; language: string } | { analysis: string; source: "engine" };

export async function writeNarrative(
  env: Env,
  settings: AiSettings,
  template: string,
  input: EngineInput,
  evaluation: Evaluation,
  language: string = DEFAULT_LANGUAGE,
): Promise<NarrativeResult> {
  const fallback: NarrativeResult = { analysis: evaluation.analysis, source: "engine" };
  if (!env.OPENAI_API_KEY) return fallback;
  try {
    const completion = await completeChat(env, settings, narrativeMessages(template, input, evaluation, language));
    const content = completion.choices[0]?.message?.content ?? "";
    const parsed = v.safeParse(NarrativeSchema, JSON.parse(content));
    if (!parsed.success) return fallback;
    // Keep the engine's own text for any section the model left out (none, after validation).
    const engine = parseAnalysis(evaluation.analysis);
    const sections = { ...engine, ...parsed.output.sections } as AnalysisSections;
    return { analysis: composeAnalysis(sections), source: "openai", language };
  } catch (error) {
    console.warn("AI narrative failed; using the engine's text:", error instanceof Error ? error.message : error);
    return fallback;
  }
}
