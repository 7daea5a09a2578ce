/**
 * What the results page derives from a stack and its evaluation:
 * chips, product previews, insight order, the interaction and skin-type findings, the key
 * ingredients to look up, usage advice. Pure; no engine, no knowledge base.
 */
import { SKIN_TYPES } from "@core/domain";
import type { AnalysisSections } from "@core/evaluation/analysis-text";
import type { Insight, Recommendation } from "@core/evaluation/types";
import { renderMessage, renderTiming, type Translate } from "@core/evaluation/render";
import { translator, type Translator } from "@core/i18n/catalogues";
import { isEvaluationStale } from "../../utils/evaluation-freshness";
import { evaluationTranslate } from "../../utils/evaluation-text";
import { splitIngredients } from "./routine";
import type { StackProduct, RoutineView } from "./routine-view";

export const INSIGHTS_SHOWN_FIRST = 3;
export const PRODUCTS_SHOWN_COLLAPSED = 3;
export const SECONDARY_CHIPS_SHOWN = 2;
export const MAX_KEY_INGREDIENTS = 6;

/** Up to 2 secondary-goal chips and the '+N more' count beyond them. */
export function secondaryChips(goals: readonly string[], primary: string): { shown: string[]; more: number } {
  const secondary = goals.filter((g) => g !== primary);
  return { shown: secondary.slice(0, SECONDARY_CHIPS_SHOWN), more: Math.max(0, secondary.length - SECONDARY_CHIPS_SHOWN) };
}

/** The first 3 product names and how many more there are. */
export function previewNames(products: readonly Pick<StackProduct, "name">[], count = PRODUCTS_SHOWN_COLLAPSED) {
  return { names: products.slice(0, count).map((p) => p.name), more: Math.max(0, products.length - count) };
}

const INSIGHT_RANK: Record<string, number> = { warning: 0, info: 1, success: 2 };

/** Warnings first, then info, then success, then any other type; stable within a type. */
export function sortInsights<T extends Pick<Insight, "type">>(insights: readonly T[]): T[] {
  return insights
    .map((insight, i) => ({ insight, i }))
    .sort((a, b) => (INSIGHT_RANK[a.insight.type] ?? 3) - (INSIGHT_RANK[b.insight.type] ?? 3) || a.i - b.i)
    .map(({ insight }) => insight);
}

function isInteraction(i: Pick<Insight, "ruleId">): boolean {
  return !!i.ruleId && (i.ruleId.startsWith("conflict-") || i.ruleId === "over-exfoliation" || i.ruleId === "duplicate-retinoid" || i.ruleId === "retinoid-morning");
}

function isSkinType(i: Pick<Insight, "ruleId">): boolean {
  return SKIN_TYPES.some((type) => i.ruleId?.startsWith(`${type}-`));
}

/** Findings about ingredients that clash when used in the same routine (or at the wrong time of day). */
export function interactionInsights(insights: readonly Insight[]): Insight[] {
  return insights.filter(isInteraction);
}

/** Findings about the products and the stack's skin type (dry-, oily-, sensitive-, combination-, normal- rules). */
export function skinTypeInsights(insights: readonly Insight[]): Insight[] {
  return insights.filter(isSkinType);
}

/** Key Insights: everything not already shown under Ingredient Interactions or Skin Type Compatibility, so each finding appears once. */
export function otherInsights(insights: readonly Insight[]): Insight[] {
  return insights.filter((i) => !isInteraction(i) && !isSkinType(i));
}

/** The routine a finding is about, as its badge names it in the reader's language ("Night", "Abend"); null when it names none. */
export function routineLabelOf(routine: Insight["routine"], t: Translator): string | null {
  if (routine === "morning" || routine === "night" || routine === "both") return t(`domain.period.${routine}`);
  return null;
}

/**
 * Actives worth a card, matched on the product ingredient lists. The name is what the
 * ingredient endpoint is asked about; patterns are tried against each listed ingredient.
 */
const KEY_ACTIVES: readonly { name: string; pattern: RegExp }[] = [
  { name: "Retinol", pattern: /\bretinol\b|\bretinal\b|retinyl/i },
  { name: "Adapalene", pattern: /\badapalene\b/i },
  { name: "Niacinamide", pattern: /\bniacinamide\b/i },
  { name: "Ascorbic Acid", pattern: /ascorb|ascorbyl/i },
  { name: "Salicylic Acid", pattern: /\bsalicylic acid\b/i },
  { name: "Glycolic Acid", pattern: /\bglycolic acid\b/i },
  { name: "Lactic Acid", pattern: /\blactic acid\b/i },
  { name: "Mandelic Acid", pattern: /\bmandelic acid\b/i },
  { name: "Azelaic Acid", pattern: /\bazelaic acid\b/i },
  { name: "Benzoyl Peroxide", pattern: /\bbenzoyl peroxide\b/i },
  { name: "Tranexamic Acid", pattern: /\btranexamic acid\b/i },
  { name: "Alpha-Arbutin", pattern: /\barbutin\b/i },
  { name: "Sodium Hyaluronate", pattern: /hyaluron/i },
  { name: "Ceramide NP", pattern: /\bceramide\b/i },
  { name: "Zinc Oxide", pattern: /\bzinc oxide\b/i },
  { name: "Panthenol", pattern: /\bpanthenol\b/i },
  { name: "Centella Asiatica Extract", pattern: /centella|madecassoside|asiaticoside/i },
  { name: "Palmitoyl Tripeptide-1", pattern: /peptide/i },
  { name: "Tocopherol", pattern: /\btocopherol\b/i },
];

/** "Ascorbic Acid (Vitamin C)" -> "Ascorbic Acid". */
export function plainIngredientName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*/g, " ").trim();
}

/**
 * Ingredients for the Key Ingredient Analysis: those the evaluation credits for the goals first
 * (success insights), then known actives found in the products; at most 6, without duplicates.
 */
export function keyIngredientNames(
  products: readonly Pick<StackProduct, "ingredients">[],
  // Only the insights' kind and ingredients are read: a stored evaluation's codes serve as well as its rendered texts.
  evaluation: { insights: readonly Pick<Insight<unknown>, "type" | "ruleId" | "ingredients">[] } | null,
  max = MAX_KEY_INGREDIENTS,
): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    const plain = plainIngredientName(name);
    if (plain && !names.some((n) => n.toLowerCase() === plain.toLowerCase())) names.push(plain);
  };
  for (const insight of evaluation?.insights ?? []) {
    if (insight.type === "success" && insight.ruleId === "success-goal") insight.ingredients?.forEach(add);
  }
  const listed = products.flatMap((p) => splitIngredients(p.ingredients));
  for (const active of KEY_ACTIVES) {
    if (names.some((n) => active.pattern.test(n))) continue;
    if (listed.some((ingredient) => active.pattern.test(ingredient))) add(active.name);
  }
  return names.slice(0, max);
}

/**
 * The key ingredients of a routine's results page: the loader looks their records up with the
 * stored evaluation, the page shows them with the rendered one (the same names: only the
 * insights' kind and ingredients are read). None before the routine is evaluated.
 */
export function routineKeyIngredientNames(routine: Pick<RoutineView, "status" | "evaluation" | "morningProducts" | "nightProducts">): string[] {
  return routine.status === "evaluated" && routine.evaluation ? keyIngredientNames([...routine.morningProducts, ...routine.nightProducts], routine.evaluation) : [];
}

/** Names of the products whose ingredient list holds the ingredient (loosely matched). */
export function productsContaining(products: readonly Pick<StackProduct, "name" | "ingredients">[], ingredient: string): string[] {
  const wanted = plainIngredientName(ingredient).toLowerCase();
  const active = KEY_ACTIVES.find((a) => a.name.toLowerCase() === wanted);
  const names = products
    .filter((p) =>
      splitIngredients(p.ingredients).some((i) => (active ? active.pattern.test(i) : i.toLowerCase().includes(wanted))),
    )
    .map((p) => p.name);
  return [...new Set(names)];
}

export interface UsageAdvice {
  id: "sunscreen" | "cleanser";
  title: string;
  text: string;
}

export const SUNSCREEN_ADVICE: UsageAdvice = {
  id: "sunscreen",
  title: "Sunscreen",
  text: "Use 1/4 teaspoon (1.25 ml) for the face 15-30 minutes before sun exposure, choose SPF 30+ and reapply every 2 hours outdoors.",
};

export const CLEANSER_ADVICE: UsageAdvice = {
  id: "cleanser",
  title: "Cleanser",
  text: "Massage it into damp skin for 30-60 seconds before rinsing, so it has time to work.",
};

/** Usage advice for the product types in the routine (sunscreen amount and timing, cleanser massage). */
export function usageAdvice(products: readonly Pick<StackProduct, "productType" | "name">[]): UsageAdvice[] {
  const has = (type: string, word: RegExp) =>
    products.some((p) => p.productType.toLowerCase() === type || (!p.productType && word.test(p.name)));
  const advice: UsageAdvice[] = [];
  if (has("sunscreen", /\bspf\b|sunscreen/i)) advice.push(SUNSCREEN_ADVICE);
  if (has("cleanser", /cleans/i)) advice.push(CLEANSER_ADVICE);
  return advice;
}

/**
 * True when the routine's products changed after its latest evaluation was written (see
 * ./evaluation-freshness: the evaluated products are compared, not the timestamps).
 */
export function changedSinceEvaluation(
  routine: Pick<RoutineView, "updatedAt" | "evaluation" | "status" | "morningProducts" | "nightProducts">,
): boolean {
  return isEvaluationStale(routine);
}

/**
 * Sentences of one paragraph (split after . ! ? followed by a capital or a digit), except after a
 * step number: "Recommended order: 1. Cleanser; 2. Serum." is one sentence.
 */
function sentences(paragraph: string, english = true): string[] {
  // Other languages start sentences with capitals outside A-Z too ("À", "Ü").
  const split = english ? /(?<=[.!?])(?<!(?:^|[:;]\s)\d{1,2}\.)\s+(?=[A-Z0-9])/ : /(?<=[.!?])(?<!(?:^|[:;]\s)\d{1,2}\.)\s+(?=[\p{Lu}0-9])/u;
  return paragraph.split(split).filter((s) => s.trim());
}

/** A routine's numbered order: both routines may list the same steps, and each keeps its own. */
const STEP_LIST = /(^|[:;]\s)\d{1,2}\.\s/;

const ADVICE_SENTENCE: Record<UsageAdvice["id"], RegExp> = {
  sunscreen: /1\/4 teaspoon/i,
  cleanser: /^massage the cleanser/i,
};

/** In other languages: the engine's advice sentences, as the analysis renders them. */
const ADVICE_KEY = { sunscreen: "advice.sunscreen", cleanser: "advice.cleanser" } as const satisfies Record<UsageAdvice["id"], string>;

/** How optimizationTexts recognises, in one language, what the page says elsewhere. */
interface Phrasing {
  english: boolean;
  card: (r: Recommendation) => string;
  isAdvice: (id: UsageAdvice["id"], sentence: string) => boolean;
  isNoSunscreen: (sentence: string) => boolean;
  /** The suggestions' pointer to the warnings, pointing to this page instead. */
  onThisPage: (text: string) => string;
}

const ENGLISH_PHRASING: Phrasing = {
  english: true,
  card: (r) => (r.type === "swap" ? `Swap ${r.replaces} for ${r.name} by ${r.brand} (${r.timing}).` : `Add ${r.name} by ${r.brand} (${r.timing}).`),
  isAdvice: (id, s) => ADVICE_SENTENCE[id].test(s),
  isNoSunscreen: (s) => /^there is no sunscreen in this routine/i.test(s),
  onThisPage: (text) => text.replace(/\b(warnings?) above\b/g, "$1 on this page"),
};

function phrasing(language: string, warnings: number): Phrasing {
  if (language === "en") return ENGLISH_PHRASING;
  const t: Translate = evaluationTranslate(language);
  const say = (code: string, params?: Record<string, string>) => renderMessage({ code, params }, t);
  const adviceFirst = (id: UsageAdvice["id"]) => sentences(say(ADVICE_KEY[id]), false)[0]?.trim() ?? "";
  const noSunscreen = sentences(say("steps.no-sunscreen"), false)[0]?.trim().toLocaleLowerCase(language) ?? "";
  const pointer = t("eval.suggestions.warnings-first", { count: warnings });
  const onPage = translator(language)("usage.warningsFirst", { count: warnings });
  return {
    english: false,
    card: (r) => {
      const params = { replaces: r.replaces ?? "", name: r.name, brand: r.brand, timing: renderTiming(r.timing, t) };
      return r.type === "swap" ? t("eval.suggestions.swap", params) : t("eval.suggestions.add", params);
    },
    isAdvice: (id, s) => s === adviceFirst(id),
    isNoSunscreen: (s) => !!noSunscreen && s.toLocaleLowerCase(language).startsWith(noSunscreen),
    onThisPage: (text) => (warnings ? text.split(pointer).join(onPage) : text),
  };
}

/** Insights that already tell the reader the morning routine lacks a sunscreen. */
const NO_SUNSCREEN_RULES = new Set(["no-morning-sunscreen", "photosensitiser-without-spf"]);

export interface OptimizationText {
  title: string;
  text: string;
}

/**
 * The texts of Product Optimization Analysis, each thing said once on the page: a sentence that
 * restates a recommendation card (Swap X for Y..., Add Y...), the usage advice shown in its own
 * section, a missing sunscreen a warning already names, or a sentence an earlier text already
 * said is left out; "the warnings above" points to the page (Key Insights comes after this section).
 */
export function optimizationTexts(
  sections: Pick<AnalysisSections, "MORNING ROUTINE" | "NIGHT ROUTINE" | "HOW YOUR SKIN FEELS" | "SUGGESTIONS">,
  context: { recommendations: readonly Recommendation[]; advice: readonly UsageAdvice[]; insights: readonly Pick<Insight, "ruleId" | "type">[] },
  language = "en",
): OptimizationText[] {
  const say = phrasing(language, context.insights.filter((i) => i.type === "warning").length);
  const cards = context.recommendations.map(say.card);
  const warnedNoSunscreen = context.insights.some((i) => i.ruleId && NO_SUNSCREEN_RULES.has(i.ruleId));
  const said = new Set<string>();
  const keep = (sentence: string): boolean => {
    const s = sentence.trim();
    if (cards.includes(s) || context.advice.some((a) => say.isAdvice(a.id, s))) return false;
    if (warnedNoSunscreen && say.isNoSunscreen(s)) return false;
    if (STEP_LIST.test(s)) return true;
    const key = s.toLowerCase();
    if (said.has(key)) return false;
    said.add(key);
    return true;
  };
  const clean = (text: string) =>
    say.onThisPage(
      text
        .split(/\n+/)
        .map((paragraph) => sentences(paragraph, say.english).filter(keep).join(" "))
        .filter((p) => p.trim())
        .join("\n"),
    );
  return [
    { title: "Morning routine", text: clean(sections["MORNING ROUTINE"]) },
    { title: "Night routine", text: clean(sections["NIGHT ROUTINE"]) },
    { title: "How your skin feels", text: clean(sections["HOW YOUR SKIN FEELS"]) },
    { title: "Suggestions", text: clean(sections.SUGGESTIONS) },
  ].filter((t) => t.text.trim());
}
