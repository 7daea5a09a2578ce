/**
 * The five sub-scores' names and one-line meanings in the reader's language (issue 31): the one
 * place every screen that names a score reads them from (results, routine cards, community posts,
 * the share image). Only the translator's type is imported, so the api Worker can use it too.
 */
import type { SubScoreKey } from "../score-scale";
import type { MessageKey, Translator } from "./translator";

const NAME_KEYS = {
  completenessScore: "scores.name.completeness",
  effectivenessScore: "scores.name.effectiveness",
  safetyScore: "scores.name.safety",
  ingredientQualityScore: "scores.name.ingredientQuality",
  routineBalanceScore: "scores.name.routineBalance",
} as const satisfies Record<SubScoreKey, MessageKey>;

const TOOLTIP_KEYS = {
  completenessScore: "scores.tooltip.completeness",
  effectivenessScore: "scores.tooltip.effectiveness",
  safetyScore: "scores.tooltip.safety",
  ingredientQualityScore: "scores.tooltip.ingredientQuality",
  routineBalanceScore: "scores.tooltip.routineBalance",
} as const satisfies Record<SubScoreKey, MessageKey>;

/** "Completeness", "Ingredient Quality". */
export function scoreName(t: Translator, key: SubScoreKey): string {
  return t(NAME_KEYS[key]);
}

/** What the score measures, in one sentence. */
export function scoreTooltip(t: Translator, key: SubScoreKey): string {
  return t(TOOLTIP_KEYS[key]);
}
