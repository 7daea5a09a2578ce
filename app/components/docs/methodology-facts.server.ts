/**
 * The figures the /methodology page states, read from the constants the engine and the advanced
 * analysis compute with, so that the page cannot drift from the code. Plain JSON for the loader.
 */
import { OVERALL_WEIGHTS, ROUTINE_TIERS } from "@core/advanced-analysis";
import {
  ALCOHOL_EXPOSURE,
  COMPLETENESS_POINTS,
  EFFECTIVENESS_POINTS,
  EXTRA_PRODUCT_MAX,
  EXTRA_PRODUCT_PENALTY,
  FRAGRANCE_EXPOSURE,
  PENALTIES,
  POSITION_WEIGHTS,
  QUALITY_POINTS,
  RECOMMENDATION_LIMITS,
  RULES,
  type Rule,
  type Severity,
} from "@core/evaluation/rules";
import { translator, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { audienceIn, ruleProseIn } from "@core/kb/labels";
import { SCORE_BANDS } from "~/components/routine/scores";

export interface RuleSummary {
  id: string;
  title: string;
  severity: Severity;
  /** Whom it applies to ("oily or combination skin"), empty when it applies to everyone. */
  appliesTo: string;
  explanation: string;
  action: string;
  evidence: string;
  /** The score a finding lowers, in words; empty for notes that cost nothing. */
  costs: string;
  /** The key of that score (`safety`, `routineBalance`...), for the page to name it in its language; empty with `costs`. */
  costsScore: string;
  /** The language of the rule's prose (English where the catalogue has no text for the rule); `appliesTo` is in the reader's. */
  language: string;
}

const SCORE_WORDS: Record<string, string> = {
  safety: "Safety",
  routineBalance: "Routine Balance",
  completeness: "Completeness",
  effectiveness: "Effectiveness",
  ingredientQuality: "Ingredient Quality",
};

function appliesTo(rule: Rule): string {
  const parts: string[] = [];
  if (rule.when?.skinTypes?.length) parts.push(`${rule.when.skinTypes.join(" or ")} skin`);
  if (rule.when?.goals?.length) parts.push(`the ${rule.when.goals.join(" or ")} goal`);
  if (rule.when?.pregnant) parts.push("pregnancy (from your skin profile)");
  if (rule.when?.sensitivity) parts.push(`a declared ${rule.when.sensitivity} sensitivity`);
  return parts.join(", or ");
}

/**
 * A rule in the reader's language: its prose and audience as core/kb/labels gives them to ingredient
 * pages. English keeps this page's own wording of the audience ("..., or the acne-care goal").
 */
function summary(rule: Rule, t: Translator): RuleSummary {
  const prose = ruleProseIn(t, rule.id, rule);
  const who = t.language === DEFAULT_LANGUAGE ? appliesTo(rule) : (audienceIn(t, rule.id) ?? "");
  return {
    id: rule.id,
    severity: rule.severity,
    ...prose,
    appliesTo: who,
    costs: rule.scoreKey && rule.insightType === "warning" ? (SCORE_WORDS[rule.scoreKey] ?? rule.scoreKey) : "",
    costsScore: rule.scoreKey && rule.insightType === "warning" ? rule.scoreKey : "",
  };
}

const IRRITANT_RULE_IDS = ["sensitive-fragrance", "sensitive-alcohol", "dry-fragrance", "dry-drying-alcohol"];
const COMEDOGENIC_RULE_IDS = ["comedogenic-ingredients", "comedogenic-unrated-ester"];

/** The page's facts, its rules' texts in `t`'s language (English by default). */
export function methodologyFacts(t: Translator = translator(DEFAULT_LANGUAGE)) {
  let from = 1;
  const positionWeights = POSITION_WEIGHTS.map(([last, weight]) => {
    const row = {
      positions: Number.isFinite(last) ? `${from}-${last}` : `${from} and later`,
      from,
      /** The last position of the range; null for "and later" (JSON has no Infinity). */
      last: Number.isFinite(last) ? last : null,
      weight,
    };
    from = last + 1;
    return row;
  });
  const pick = (ids: readonly string[]) => RULES.filter((r) => ids.includes(r.id)).map((r) => summary(r, t));
  return {
    scoreBands: SCORE_BANDS.map((b) => ({ ...b })),
    completeness: { ...COMPLETENESS_POINTS },
    effectiveness: { ...EFFECTIVENESS_POINTS },
    penalties: {
      rows: (["high", "medium", "low"] as const).map((severity) => ({
        severity,
        safety: PENALTIES.safety[severity],
        routineBalance: PENALTIES.routineBalance[severity],
      })),
      extraProduct: EXTRA_PRODUCT_PENALTY,
      extraProductMax: EXTRA_PRODUCT_MAX,
    },
    quality: { ...QUALITY_POINTS },
    positionWeights,
    exposure: { fragrance: { ...FRAGRANCE_EXPOSURE }, alcohol: { ...ALCOHOL_EXPOSURE } },
    interactions: RULES.filter((r) => r.check === "pair").map((r) => summary(r, t)),
    irritants: pick(IRRITANT_RULE_IDS),
    comedogenic: pick(COMEDOGENIC_RULE_IDS),
    recommendationLimits: { ...RECOMMENDATION_LIMITS },
    advanced: {
      weights: { ...OVERALL_WEIGHTS },
      // "7-8.9" also as numbers, for the page to write them the reader's way.
      tiers: ROUTINE_TIERS.map(({ tier, range }) => {
        const [from, to] = range.split("-").map(Number);
        return { tier, range, from, to };
      }),
    },
  };
}

export type MethodologyFacts = ReturnType<typeof methodologyFacts>;
