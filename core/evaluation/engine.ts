/**
 * The deterministic evaluation engine ("Evaluation"): pure, no I/O, no clock, no
 * randomness; every sort has an explicit tie-break, so the same input gives byte-identical output.
 */
import { overallScore } from "./score";
import { SKIN_TYPES, type GoalId } from "../domain";
import { analyzeRoutine, goalCoverage, resetCandidateCache } from "./analyze";
import { resetFactsCaches } from "./facts";
import { resetLayeringCache } from "../layering";
import { detectAll, type EngineContext, type Finding } from "./detect";
import { productMarks } from "./marks";
import { recommend } from "./recommend";
import { EFFECTIVENESS_POINTS, RULE_INDEX, RULES, SEVERITY_RANK, type PresentRule } from "./rules";
import { presentHit } from "./exposure";
import type { AnalyzedProduct } from "./analyze";
import type { WeightedIngredient } from "./facts";
import { computeScores } from "./scores";
import { buildTexts, normalizeSkinFeeling } from "./text";
import { feelingSignals } from "./feeling";
import { certaintyOf, placeOf, type ExposureNote } from "./exposure";
import type { CatalogCandidate, CodedEvaluation, EngineInput, Evaluation, Insight, InsightType } from "./types";
import type { Message } from "./message";
import { ruleText, titleOf } from "./phrases";
import { renderEvaluation } from "./render";
import { english } from "./english";

import { ENGINE_VERSION } from "./version";

export { ENGINE_VERSION };

/** Checks that produce one finding per routine: their titles name the routine. */
const PER_ROUTINE_CHECKS: ReadonlySet<string> = new Set([
  "pair",
  "over-exfoliation",
  "duplicate-retinoid",
  "layering-order",
  "duplicate-type",
  "too-many-products",
  "empty-routine",
  "no-cleanser",
  "no-moisturizer",
]);

const TYPE_RANK: Record<InsightType, number> = { warning: 0, info: 1, success: 2 };
const ROUTINE_RANK = { morning: 0, night: 1, both: 2 } as const;

/** Warnings before info before success; then severity, rule order, routine, first product. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      TYPE_RANK[a.insightType] - TYPE_RANK[b.insightType] ||
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (RULE_INDEX.get(a.rule.id) ?? 0) - (RULE_INDEX.get(b.rule.id) ?? 0) ||
      ROUTINE_RANK[a.routine] - ROUTINE_RANK[b.routine] ||
      (a.hits[0]?.product.order ?? -1) - (b.hits[0]?.product.order ?? -1),
  );
}

/** Each named ingredient's exposure: place in its list, declared strength, leave-on, uses a week, routine (one per product and ingredient). */
function exposureNotes(f: Finding): ExposureNote[] {
  const out: ExposureNote[] = [];
  const seen = new Set<string>();
  for (const h of f.hits) {
    for (const ing of h.ingredients) {
      const key = `${h.product.order}|${ing.key}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const note: ExposureNote = {
        product: h.product.name,
        ingredient: ing.name,
        position: ing.position,
        place: placeOf(ing, h.product.list),
        leaveOn: h.product.leaveOn,
        perWeek: h.product.usage.perWeek,
        routine: h.product.routine,
      };
      if (ing.percent !== undefined) note.percent = ing.percent;
      out.push(note);
    }
  }
  return out;
}

/** A finding's title: the rule's, with its routine for checks that give one finding per routine. */
function findingTitle(f: Finding): Message {
  return titleOf(f.rule, f.routine, PER_ROUTINE_CHECKS.has(f.rule.check));
}

function toInsight(f: Finding): Insight<Message> {
  const products = [...new Set(f.hits.map((h) => h.product.name))];
  const ingredients = [...new Set(f.hits.flatMap((h) => h.ingredients.map((i) => i.name)))];
  const insight: Insight<Message> = {
    type: f.insightType,
    title: findingTitle(f),
    description: f.description,
    ruleId: f.rule.id,
    severity: f.severity,
    routine: f.routine,
    products,
    ingredients,
    action: f.action ?? ruleText(f.rule, "action"),
    evidence: ruleText(f.rule, "evidence"),
  };
  if (f.schedule) insight.schedule = f.schedule;
  if (f.source) insight.source = f.source;
  const exposure = exposureNotes(f);
  if (exposure.length) {
    insight.exposure = exposure;
    insight.certainty = certaintyOf(exposure.map((e) => e.place));
  }
  if (f.rule.scoreKey && f.penalty > 0) {
    insight.scoreKey = f.rule.scoreKey;
    insight.penalty = f.penalty;
  }
  return insight;
}

const PREGNANCY_RULE = RULES.find((r): r is PresentRule => r.id === "pregnancy-caution")!;

/** The ingredients the pregnancy warning tells the owner to stop: they count for no goal and earn no praise. */
function avoidedInPregnancy(products: readonly AnalyzedProduct[]): Set<WeightedIngredient> {
  const out = new Set<WeightedIngredient>();
  for (const p of products) for (const ing of presentHit(PREGNANCY_RULE, p)?.ingredients ?? []) out.add(ing);
  return out;
}

/** Builds the shared context: analysed products, goals and goal coverage. */
export function buildContext(rawInput: EngineInput): EngineContext {
  const input: EngineInput = {
    ...rawInput,
    secondaryGoals: rawInput.secondaryGoals ?? [],
    morningProducts: rawInput.morningProducts ?? [],
    nightProducts: rawInput.nightProducts ?? [],
    skinType: SKIN_TYPES.includes(rawInput.skinType) ? rawInput.skinType : "normal",
  };
  const routine = analyzeRoutine(input);
  const goals: GoalId[] = [input.goal];
  for (const g of input.secondaryGoals) if (!goals.includes(g)) goals.push(g);
  const fullAt = EFFECTIVENESS_POINTS.goalFullAt;
  const profile = input.profile;
  const rednessTreated = goals.includes("reduce-redness") || profile?.primaryConcern === "rosacea";
  const feeling = new Set(feelingSignals(normalizeSkinFeeling(input.skinFeeling), rednessTreated));
  const pregnancy = profile?.pregnant || profile?.breastfeeding ? "profile" : feeling.has("pregnant") ? "skin-feeling" : null;
  const avoided = pregnancy ? avoidedInPregnancy(routine.all) : undefined;
  return {
    input,
    routine,
    goals,
    feeling,
    pregnancy,
    avoided,
    primary: goalCoverage(routine.all, input.goal, fullAt, avoided),
    secondary: goals.slice(1).map((g) => goalCoverage(routine.all, g, fullAt, avoided)),
  };
}

/**
 * Evaluates a stack, every text a code with parameters (what the api stores). `catalog` is the set
 * of approved catalogue products recommendations may be chosen from; pass the same array object
 * across calls to reuse its analysis.
 */
export function evaluateCoded(input: EngineInput, catalog: readonly CatalogCandidate[] = []): CodedEvaluation {
  const ctx = buildContext(input);
  const findings = sortFindings(detectAll(ctx));
  const scores = computeScores(ctx, findings);
  const { recommendations, searched } = recommend(ctx, findings, catalog);
  const skinFeeling = normalizeSkinFeeling(ctx.input.skinFeeling);
  const { analysis, scoreExplanations } = buildTexts(ctx, scores, findings, recommendations, skinFeeling);
  return {
    completenessScore: scores.completeness.score,
    effectivenessScore: scores.effectiveness.score,
    safetyScore: scores.safety.score,
    ingredientQualityScore: scores.ingredientQuality.score,
    routineBalanceScore: scores.routineBalance.score,
    insights: findings.map(toInsight),
    recommendations,
    analysis,
    scoreExplanations,
    skinFeeling,
    productMarks: productMarks(ctx, recommendations, findings, searched),
    engineVersion: ENGINE_VERSION,
  };
}

/** The evaluation rendered in English (tests, scripts, the methodology's tables). */
export function evaluate(input: EngineInput, catalog: readonly CatalogCandidate[] = []): Evaluation {
  return renderEvaluation(evaluateCoded(input, catalog), english);
}

/** The api's queue consumer stores the coded evaluation. */
export const evaluateRoutine = evaluateCoded;


/**
 * Drops the module-level memo tables (ingredient facts, parsed lists, analysed candidates). Only for
 * cold-start measurements and tests: results never depend on the caches.
 */
export function resetEngineCaches(): void {
  resetFactsCaches();
  resetCandidateCache();
  resetLayeringCache();
}

export { overallScore };
