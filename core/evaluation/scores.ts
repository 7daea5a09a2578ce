/**
 * The five scores (docs/methodology.md, "Routine evaluation (the engine)").
 *
 * Completeness and effectiveness are sums of points for things the routine covers, each "covered"
 * test being "some product has property X": adding a product can only cover more, never less.
 * Safety and routine balance are 10 minus the penalties of the findings that count against them.
 * Ingredient quality is a mean of per-product scores.
 */
import type { GoalId } from "../domain";
import { doseIn, goalIngredients, matchesFacts, type AnalyzedProduct, type ProductView } from "./analyze";
import { hasMorningSunscreen, isCleanser, isMoisturizer, type EngineContext, type Finding } from "./detect";
import type { WeightedIngredient, WeightedList } from "./facts";
import {
  COMPLETENESS_POINTS,
  DOSE,
  EFFECTIVENESS_POINTS,
  QUALITY_POINTS,
  RULES,
  type AbsentRule,
} from "./rules";
import type { ScoreKey } from "./types";
import { finalizeScore } from "./util";
import { list, msg, type Message, type MessageParam } from "./message";
import { goalMsg, titleOf } from "./phrases";

export interface ScoreItem {
  /** What the points are for (a message; a product's name for ingredient quality). */
  label: MessageParam;
  points: number;
  /** Points earned (completeness, effectiveness) or lost (safety, balance). */
  earned: number;
}

export interface ScoreResult {
  score: number;
  raw: number;
  items: ScoreItem[];
}

export type Scores = Record<ScoreKey, ScoreResult>;

function sumEarned(items: readonly ScoreItem[]): number {
  let s = 0;
  for (const i of items) s += i.earned;
  return s;
}

/** True when the skin type's essential is present (the opposite of its "lacking" rule). */
function skinTypeEssential(ctx: EngineContext): { label: Message; present: boolean } {
  const st = ctx.input.skinType;
  if (st === "combination") {
    return { label: msg("item.gel-product"), present: ctx.routine.all.some((p) => p.isGel && p.type !== "Cleanser") };
  }
  const rule = RULES.find((r): r is AbsentRule => r.check === "absent" && (r.when?.skinTypes?.includes(st) ?? false));
  if (!rule) return { label: msg("item.skin-type-essential"), present: true };
  const present = ctx.routine.all.some(
    (p) => (!rule.leaveOnOnly || p.leaveOn) && p.list.ingredients.some((i) => i.strength >= rule.minStrength && matchesFacts(rule.match, i.facts)),
  );
  return { label: msg("item.for-skin-type", { what: msg(`rule.${rule.id}.match`), skinType: msg(`skin.${st}`) }), present };
}

/** A leave-on product holding an active for one of the goals at a moderate dose or more. */
export function treatsGoal(p: ProductView, goals: readonly GoalId[], avoided?: ReadonlySet<WeightedIngredient>): boolean {
  if (!p.leaveOn) return false;
  for (const g of goals) for (const ing of goalIngredients(p.list, g)) if (doseIn(ing, p) >= DOSE.moderate && !avoided?.has(ing)) return true;
  return false;
}

export function completeness(ctx: EngineContext): ScoreResult {
  const { morning, night, all } = ctx.routine;
  const P = COMPLETENESS_POINTS;
  const primaryTreated = all.some((p) => treatsGoal(p, [ctx.input.goal], ctx.avoided));
  const secondaryGoals = ctx.goals.slice(1);
  const secondaryShare = secondaryGoals.length
    ? secondaryGoals.filter((g) => all.some((p) => treatsGoal(p, [g], ctx.avoided))).length / secondaryGoals.length
    : primaryTreated
      ? 1
      : 0;
  const essential = skinTypeEssential(ctx);
  const items: ScoreItem[] = [
    { label: msg("item.morning-cleanser"), points: P.morningCleanser, earned: morning.some(isCleanser) ? P.morningCleanser : 0 },
    { label: msg("item.morning-moisturizer"), points: P.morningMoisturizer, earned: morning.some(isMoisturizer) ? P.morningMoisturizer : 0 },
    { label: msg("item.morning-sunscreen"), points: P.morningSunscreen, earned: hasMorningSunscreen(ctx) ? P.morningSunscreen : 0 },
    { label: msg("item.night-cleanser"), points: P.nightCleanser, earned: night.some(isCleanser) ? P.nightCleanser : 0 },
    { label: msg("item.night-moisturizer"), points: P.nightMoisturizer, earned: night.some(isMoisturizer) ? P.nightMoisturizer : 0 },
    {
      label: msg("item.treatment-for", { goal: goalMsg(ctx.input.goal) }),
      points: P.goalTreatment,
      earned: primaryTreated ? P.goalTreatment : 0,
    },
    {
      label: secondaryGoals.length
        ? msg("item.secondary-treatments", { goals: list(secondaryGoals.map(goalMsg)) })
        : msg("item.treatment-depth"),
      points: P.secondaryGoals,
      earned: P.secondaryGoals * secondaryShare,
    },
    { label: essential.label, points: P.skinTypeEssential, earned: essential.present ? P.skinTypeEssential : 0 },
  ];
  const raw = sumEarned(items);
  return { score: finalizeScore(raw), raw, items };
}

export function effectiveness(ctx: EngineContext): ScoreResult {
  const E = EFFECTIVENESS_POINTS;
  const secondary = ctx.secondary;
  const secondaryCover = secondary.length ? secondary.reduce((s, c) => s + c.cover, 0) / secondary.length : ctx.primary.cover;
  const treatments = ctx.routine.all.filter((p) => treatsGoal(p, ctx.goals)).length;
  const items: ScoreItem[] = [
    { label: msg("item.actives-for", { goals: goalMsg(ctx.input.goal) }), points: E.primaryGoal, earned: E.primaryGoal * ctx.primary.cover },
    {
      label: secondary.length
        ? msg("item.actives-for", { goals: list(secondary.map((c) => goalMsg(c.goal))) })
        : msg("item.actives-depth", { goal: goalMsg(ctx.input.goal) }),
      points: E.secondaryGoals,
      earned: E.secondaryGoals * secondaryCover,
    },
    { label: msg("item.sunscreen-protecting"), points: E.morningSunscreen, earned: hasMorningSunscreen(ctx) ? E.morningSunscreen : 0 },
    {
      label: msg("item.treatment-steps", { count: treatments, fullAt: E.treatmentStepsFullAt }),
      points: E.treatmentSteps,
      earned: E.treatmentSteps * Math.min(1, treatments / E.treatmentStepsFullAt),
    },
  ];
  const raw = sumEarned(items);
  return { score: finalizeScore(raw), raw, items };
}

function penaltyScore(findings: readonly Finding[], key: "safety" | "routineBalance"): ScoreResult {
  const items: ScoreItem[] = [];
  for (const f of findings) {
    if (f.rule.scoreKey !== key || f.penalty <= 0) continue;
    items.push({ label: titleOf(f.rule, f.routine, true), points: f.penalty, earned: f.penalty });
  }
  const raw = 10 - sumEarned(items);
  return { score: finalizeScore(raw), raw, items };
}

export interface ProductQuality {
  product: AnalyzedProduct;
  score: number;
  beneficial: string[];
  issues: Message[];
}

interface QualityCore {
  score: number;
  beneficial: string[];
  issues: Message[];
}

const qualityMemo = new WeakMap<WeightedList, { leaveOn?: QualityCore; rinseOff?: QualityCore }>();

/** Per-product ingredient quality (see QUALITY_POINTS); memoised per list and leave-on/rinse-off. */
export function productQuality(p: AnalyzedProduct): ProductQuality {
  let memo = qualityMemo.get(p.list);
  if (!memo) {
    memo = {};
    qualityMemo.set(p.list, memo);
  }
  const slot = p.leaveOn ? "leaveOn" : "rinseOff";
  const core = (memo[slot] ??= qualityCore(p.list, p.leaveOn));
  return { product: p, ...core };
}

function qualityCore(ingredients: WeightedList, leaveOn: boolean): QualityCore {
  const Q = QUALITY_POINTS;
  const beneficial: string[] = [];
  let fragrance = false;
  let drying = false;
  let sulfate = false;
  let comedogenic = false;
  let preservative = false;
  let other = 0;
  for (const ing of ingredients.ingredients) {
    const f = ing.facts;
    const meaningful = ing.strength >= DOSE.moderate;
    if (meaningful && f.beneficial && !beneficial.includes(ing.name)) beneficial.push(ing.name);
    if (f.classes.has("fragrance") || f.classes.has("essential-oil")) fragrance = true;
    else if (meaningful && f.classes.has("drying-alcohol")) drying = true;
    else if (meaningful && f.classes.has("sulfate-surfactant")) sulfate = true;
    else if (meaningful && leaveOn && (f.comedogenic ?? 0) >= 4) comedogenic = true;
    else if (f.classes.has("preservative") && f.concerns.has("sensitising") && !f.classes.has("fragrance-allergen")) preservative = true;
    else if (meaningful && !f.treatment && (f.concerns.has("irritation") || f.concerns.has("sensitising"))) other++;
  }
  const issues: Message[] = [];
  let score = Q.base + Q.perBeneficial * Math.min(Q.maxBeneficial, beneficial.length);
  const deduct = (when: boolean, points: number, issue: string): void => {
    if (!when) return;
    score -= points;
    issues.push(msg(`issue.${issue}`));
  };
  deduct(fragrance, Q.fragrance, "fragrance");
  deduct(drying, Q.dryingAlcohol, "drying-alcohol");
  deduct(sulfate, Q.sulfate, "sulfate");
  deduct(comedogenic, Q.comedogenic, "pore-clogging");
  deduct(preservative, Q.sensitisingPreservative, "sensitising-preservative");
  deduct(other > 0, Math.min(Q.otherIrritantMax, Q.otherIrritant * other), "other-irritants");
  return { score: Math.min(10, Math.max(0, score)), beneficial, issues };
}

export function ingredientQuality(ctx: EngineContext): ScoreResult & { products: ProductQuality[] } {
  const Q = QUALITY_POINTS;
  const products = ctx.routine.all.filter((p) => p.hasList).map(productQuality);
  if (!products.length) {
    return { score: Q.noListScore, raw: Q.noListScore, items: [], products };
  }
  let total = 0;
  let weights = 0;
  const items: ScoreItem[] = [];
  for (const q of products) {
    const w = q.product.leaveOn ? 1 : Q.rinseOffWeight;
    total += w * q.score;
    weights += w;
    items.push({ label: q.product.name, points: 10, earned: q.score });
  }
  const raw = total / weights;
  return { score: finalizeScore(raw), raw, items, products };
}

export function computeScores(ctx: EngineContext, findings: readonly Finding[]): Scores & { quality: ProductQuality[] } {
  const iq = ingredientQuality(ctx);
  return {
    completeness: completeness(ctx),
    effectiveness: effectiveness(ctx),
    safety: penaltyScore(findings, "safety"),
    ingredientQuality: { score: iq.score, raw: iq.raw, items: iq.items },
    routineBalance: penaltyScore(findings, "routineBalance"),
    quality: iq.products,
  };
}

