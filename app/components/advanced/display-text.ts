/**
 * The advanced analysis's own words in the reader's language (issue 31): the score explanations,
 * tiers, profile sentence and labels of ./display, through the catalogue's `advanced.*` keys. The
 * English catalogue words them exactly as ./display does (display-text.test.ts holds them equal).
 */
import type { AdvancedAnalysisResult, RoutineTier, SkinProfile } from "@core/advanced-analysis";
import { isUsageFrequency, PRIMARY_CONCERNS, SKIN_TYPES, type PrimaryConcern, type SkinType } from "@core/domain";
import type { Translator } from "@core/i18n/catalogues";
import { skinTypeName, usageFrequencyName } from "@core/i18n/domain-labels";
import { scoreName } from "@core/i18n/score-names";
import { INITIAL_VISIBLE_RECOMMENDATIONS, scoreBand, type ScoreKind } from "./display";

const TIER_IDS: Record<RoutineTier, "platinum" | "solid" | "yellow" | "red"> = {
  "Platinum Routine": "platinum",
  "Solid Routine": "solid",
  "Yellow Flag Routine": "yellow",
  "Red Flag Routine": "red",
};

const isIn = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** "Solid Routine". */
export function tierName(t: Translator, tier: RoutineTier): string {
  return t("advanced.tier", { tier: TIER_IDS[tier] });
}

/** A score's title in 'Understanding Your Scores' ("Overall", "Completeness"). */
export function scoreKindName(t: Translator, kind: ScoreKind): string {
  if (kind === "overall") return t("advanced.overall");
  return scoreName(t, `${kind}Score`);
}

export function scoreKindDescription(t: Translator, kind: ScoreKind): string {
  return t(`advanced.explain.${kind}.description`);
}

/** The band text of one score. */
export function scoreExplanationIn(t: Translator, kind: ScoreKind, score: number): string {
  return t(`advanced.explain.${kind}.${scoreBand(score)}`);
}

/** "Too Strong" ... "Too Mild"; nothing for a rating outside 1-5. */
export function suitabilityName(t: Translator, rating: number): string | undefined {
  return rating >= 1 && rating <= 5 && Number.isInteger(rating) ? t(`advanced.suitability.${rating as 1 | 2 | 3 | 4 | 5}`) : undefined;
}

export function usageFrequencyIn(t: Translator, id: string): string | undefined {
  return isUsageFrequency(id) ? usageFrequencyName(t, id) : undefined;
}

export function showMoreIn(t: Translator, totalRecommendations: number): string {
  return t("advanced.showMore", { count: Math.max(0, totalRecommendations - INITIAL_VISIBLE_RECOMMENDATIONS) });
}

export function concernName(t: Translator, id: string): string {
  return isIn<PrimaryConcern>(PRIMARY_CONCERNS, id) ? t(`advanced.concern.${id}`) : id.charAt(0).toUpperCase() + id.slice(1);
}

export function concernHint(t: Translator, id: PrimaryConcern): string {
  return t(`advanced.concernHint.${id}`);
}

/** The questionnaire's skin type ("Dry") and its hint. */
export function skinTypeOption(t: Translator, id: SkinType): { label: string; description: string } {
  return { label: t(`advanced.skinType.${id}`), description: t(`advanced.skinTypeHint.${id}`) };
}

/** "Age 40-49 · Dry skin · Primary concern: Fine Lines". */
export function profileSentenceIn(t: Translator, profile: Pick<SkinProfile, "ageBracket" | "skinType" | "primaryConcern">): string {
  const bracket = String(profile.ageBracket);
  const age = bracket === "under-20" ? t("advanced.form.under20") : t("advanced.age", { bracket });
  const type = String(profile.skinType);
  // English capitalises the type in this sentence ("Dry skin"); the other languages use the word as it stands in a phrase.
  const skinType = !isIn<SkinType>(SKIN_TYPES, type)
    ? type
    : t.language === "en"
      ? t(`advanced.skinType.${type}`)
      : skinTypeName(t, type);
  return t("advanced.profileLine", { age, skinType, concern: concernName(t, String(profile.primaryConcern)) });
}

/** The Expert Analysis's first block: the advanced analysis's own scores and tier, each with what it means. */
export function ownScoresBlockIn(t: Translator, result: AdvancedAnalysisResult): { title: string; text: string } {
  const score = (value: number) => new Intl.NumberFormat(t.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  const line = (kind: Exclude<ScoreKind, "overall">, value: number) =>
    t("advanced.ownLine", { label: scoreKindName(t, kind), score: score(value), text: scoreExplanationIn(t, kind, value) });
  return {
    title: t("advanced.ownScores"),
    text: [
      t("advanced.ownOverall", { score: score(result.overallScore), tier: tierName(t, result.routineTier) }),
      line("completeness", result.completenessScore),
      line("effectiveness", result.effectivenessScore),
      line("safety", result.safetyScore),
    ].join("\n"),
  };
}
