/**
 * What others may see of a shared routine. The owner's skin feeling, skin profile (age, concern,
 * sensitivities, pregnancy) and everything derived from them stay with the owner.
 *
 * Rather than filtering a personal evaluation field by field (a new rule or text section could
 * slip through), the routine is evaluated a second time without the personal inputs; that second
 * evaluation is the shared view. Nothing personal went in, so nothing personal can come out.
 */
import { RULES } from "./evaluation/rules";
import type { EngineInput, Evaluation, Insight, ProductMark, RoutineProductInput } from "./evaluation/types";
import { isMessage, isMessageList, type MessageParam } from "./evaluation/message";
import type { StoredText } from "./evaluation/render";

/**
 * The evaluation input stripped of the owner's personal data: the skin feeling, the profile, and how
 * often and on which days each product is used (ADR 0009, ADR 0082). Others read the routine as a
 * list of products used every day of their routine, which is the list they are shown.
 */
export function withoutPersonalInputs(input: EngineInput): EngineInput {
  const everyDay = (p: RoutineProductInput): RoutineProductInput => {
    const { usageFrequency: _u, days: _d, ...rest } = p;
    return rest;
  };
  return { ...input, skinFeeling: "", profile: undefined, morningProducts: input.morningProducts.map(everyDay), nightProducts: input.nightProducts.map(everyDay) };
}

/** Whether the input holds anything `withoutPersonalInputs` takes out (else the owner's evaluation is the shared view). */
export function hasPersonalInputs(input: EngineInput): boolean {
  const scheduled = (p: RoutineProductInput) => p.usageFrequency != null || p.days != null;
  return input.profile !== undefined || input.skinFeeling.trim() !== "" || input.morningProducts.some(scheduled) || input.nightProducts.some(scheduled);
}

const SHARED_FIELDS = [
  "completenessScore",
  "effectivenessScore",
  "safetyScore",
  "ingredientQualityScore",
  "routineBalanceScore",
  "insights",
  "recommendations",
  "analysis",
  "scoreExplanations",
  "productMarks",
] as const;

/** The parts of an evaluation others may see: computed from `withoutPersonalInputs`. */
/** Texts are codes (engine 1.4.0, ADR 0045) or the English sentences stored before them. */
export type SharedEvaluation<T = StoredText> = Omit<Pick<Evaluation<T>, (typeof SHARED_FIELDS)[number]>, "scoreExplanations"> & {
  scoreExplanations: Evaluation<T>["scoreExplanations"] | Record<string, never>;
};

export function toSharedEvaluation<T>(result: Evaluation<T>): SharedEvaluation<T> {
  return Object.fromEntries(SHARED_FIELDS.map((field) => [field, result[field]])) as SharedEvaluation<T>;
}

/**
 * Codes of the texts that state how often or on which days products are used: a week's suggested
 * days, "only some days", a weekly count of applications.
 */
const USAGE_CODES: ReadonlySet<string> = new Set(["suggested-week", "schedule-entry", "note.some-days", "exfoliation-load", "use-per-week", "times-a-week"]);

/** The same statements in the engine's English of before texts were codes (stored as text): their sentences go. */
const USAGE_SENTENCE = /Suggested week:|× a week|exfoliating applications a week|only some days of the week/;

function withoutUsageSentences(text: string): string {
  if (!USAGE_SENTENCE.test(text)) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !USAGE_SENTENCE.test(sentence))
    .join(" ");
}

/** A text without its statements of use: such a message in a list is left out, elsewhere it reads as nothing. */
function withoutUsageText<T>(p: T): T {
  if (typeof p === "string") return withoutUsageSentences(p) as T;
  if (isMessageList(p)) {
    return { ...p, list: p.list.filter((item) => !(isMessage(item) && USAGE_CODES.has(item.code))).map(withoutUsageText) } as T;
  }
  if (!isMessage(p)) return p;
  if (USAGE_CODES.has(p.code)) return "" as T;
  if (!p.params) return p;
  const params: Record<string, MessageParam> = {};
  for (const name in p.params) params[name] = withoutUsageText(p.params[name]);
  return { ...p, params } as T;
}

/**
 * A shared view as others are served it: no product's frequency or days, no suggested week, no
 * weekly count (ADR 0082). Views stored before the shared evaluation was made without them hold
 * the owner's; a view made since holds only the every-day reading, and loses only its suggested
 * week, which is advice for the owner.
 */
export function withoutUsage<T>(view: SharedEvaluation<T>): SharedEvaluation<T> {
  const mark = ({ usageFrequency: _u, days: _d, ...rest }: ProductMark<T>): ProductMark<T> =>
    rest.reason === undefined ? rest : { ...rest, reason: withoutUsageText(rest.reason) };
  const insight = ({ schedule: _s, exposure, ...rest }: Insight<T>): Insight<T> => {
    const out: Insight<T> = { ...rest, title: withoutUsageText(rest.title), description: withoutUsageText(rest.description) };
    if (rest.action !== undefined) out.action = withoutUsageText(rest.action);
    if (rest.evidence !== undefined) out.evidence = withoutUsageText(rest.evidence);
    if (exposure) out.exposure = exposure.map(({ perWeek: _p, ...note }) => note);
    return out;
  };
  const explanations = Object.fromEntries(Object.entries(view.scoreExplanations).map(([key, text]) => [key, withoutUsageText(text)]));
  return {
    ...view,
    insights: view.insights.map(insight),
    recommendations: view.recommendations.map((r) => ({ ...r, reason: withoutUsageText(r.reason) })),
    analysis: withoutUsageText(view.analysis),
    scoreExplanations: explanations as SharedEvaluation<T>["scoreExplanations"],
    productMarks: view.productMarks.map(mark),
  };
}

/** Rules that fire only because of the owner's profile (pregnancy, a declared sensitivity). */
const PERSONAL_RULE_IDS: ReadonlySet<string> = new Set(
  RULES.filter((rule) => {
    const when = (rule as { when?: { pregnant?: boolean; sensitivity?: string; feeling?: string } }).when;
    return Boolean(when?.pregnant || when?.sensitivity || when?.feeling);
  }).map((rule) => rule.id),
);

/** From the profile or from what the owner wrote about their skin (Insight.source), or a profile-only rule. */
export function isPersonalInsight(insight: Pick<Insight, "ruleId" | "source">): boolean {
  if (insight.source === "skin-feeling" || insight.source === "profile") return true;
  return insight.ruleId !== undefined && PERSONAL_RULE_IDS.has(insight.ruleId);
}

/**
 * For evaluations stored before shared views existed: the scores and the insights that do not
 * come from the profile. The narrative, recommendations, explanations and marks may mention the
 * profile or the skin feeling, so they are left out rather than filtered.
 */
export function legacySharedEvaluation(stored: {
  completenessScore: number;
  effectivenessScore: number;
  safetyScore: number;
  ingredientQualityScore: number;
  routineBalanceScore: number;
  insights: unknown;
}): SharedEvaluation {
  const insights = Array.isArray(stored.insights) ? (stored.insights as Insight<StoredText>[]) : [];
  return {
    completenessScore: stored.completenessScore,
    effectivenessScore: stored.effectivenessScore,
    safetyScore: stored.safetyScore,
    ingredientQualityScore: stored.ingredientQualityScore,
    routineBalanceScore: stored.routineBalanceScore,
    insights: insights.filter((i) => !isPersonalInsight(i)),
    recommendations: [],
    analysis: "",
    scoreExplanations: {},
    productMarks: [],
  };
}
