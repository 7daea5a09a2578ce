/**
 * The five scores (docs/methodology.md, "Routine evaluation (the engine)").
 *
 * Completeness and effectiveness are sums of points for things the routine covers, each "covered"
 * test being "some product has property X": adding a product can only cover more, never less.
 * Safety and routine balance are 10 minus the penalties of the findings that count against them.
 * Ingredient quality is a mean of per-product scores.
 */
import { goalName, type GoalId } from "../domain";
import { doseIn, goalIngredients, matchesFacts, type AnalyzedProduct, type ProductView } from "./analyze";
import { hasMorningSunscreen, isCleanser, isMoisturizer, type EngineContext, type Finding } from "./detect";
import type { WeightedList } from "./facts";
import {
  COMPLETENESS_POINTS,
  DOSE,
  EFFECTIVENESS_POINTS,
  QUALITY_POINTS,
  RULES,
  type AbsentRule,
} from "./rules";
import type { ScoreKey } from "./types";
import { finalizeScore, fmt, joinList } from "./util";

export interface ScoreItem {
  label: string;
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
function skinTypeEssential(ctx: EngineContext): { label: string; present: boolean } {
  const st = ctx.input.skinType;
  if (st === "combination") {
    return { label: "a gel-textured product (combination skin)", present: ctx.routine.all.some((p) => p.isGel && p.type !== "Cleanser") };
  }
  const rule = RULES.find((r): r is AbsentRule => r.check === "absent" && (r.when?.skinTypes?.includes(st) ?? false));
  if (!rule) return { label: "skin-type essential", present: true };
  const present = ctx.routine.all.some(
    (p) => (!rule.leaveOnOnly || p.leaveOn) && p.list.ingredients.some((i) => i.strength >= rule.minStrength && matchesFacts(rule.match, i.facts)),
  );
  return { label: `${rule.match.label} (${st} skin)`, present };
}

/** A leave-on product holding an active for one of the goals at a moderate dose or more. */
export function treatsGoal(p: ProductView, goals: readonly GoalId[]): boolean {
  if (!p.leaveOn) return false;
  for (const g of goals) for (const ing of goalIngredients(p.list, g)) if (doseIn(ing, p) >= DOSE.moderate) return true;
  return false;
}

export function completeness(ctx: EngineContext): ScoreResult {
  const { morning, night, all } = ctx.routine;
  const P = COMPLETENESS_POINTS;
  const primaryTreated = all.some((p) => treatsGoal(p, [ctx.input.goal]));
  const secondaryGoals = ctx.goals.slice(1);
  const secondaryShare = secondaryGoals.length
    ? secondaryGoals.filter((g) => all.some((p) => treatsGoal(p, [g]))).length / secondaryGoals.length
    : primaryTreated
      ? 1
      : 0;
  const essential = skinTypeEssential(ctx);
  const items: ScoreItem[] = [
    { label: "morning cleanser", points: P.morningCleanser, earned: morning.some(isCleanser) ? P.morningCleanser : 0 },
    { label: "morning moisturizer", points: P.morningMoisturizer, earned: morning.some(isMoisturizer) ? P.morningMoisturizer : 0 },
    { label: "morning sunscreen", points: P.morningSunscreen, earned: hasMorningSunscreen(ctx) ? P.morningSunscreen : 0 },
    { label: "night cleanser", points: P.nightCleanser, earned: night.some(isCleanser) ? P.nightCleanser : 0 },
    { label: "night moisturizer", points: P.nightMoisturizer, earned: night.some(isMoisturizer) ? P.nightMoisturizer : 0 },
    {
      label: `a treatment for ${goalName(ctx.input.goal)}`,
      points: P.goalTreatment,
      earned: primaryTreated ? P.goalTreatment : 0,
    },
    {
      label: secondaryGoals.length ? `treatments for secondary goals (${joinList(secondaryGoals.map(goalName))})` : "treatment depth (no secondary goals)",
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
    { label: `actives for ${goalName(ctx.input.goal)}`, points: E.primaryGoal, earned: E.primaryGoal * ctx.primary.cover },
    {
      label: secondary.length ? `actives for ${joinList(secondary.map((c) => goalName(c.goal)))}` : `depth of actives for ${goalName(ctx.input.goal)}`,
      points: E.secondaryGoals,
      earned: E.secondaryGoals * secondaryCover,
    },
    { label: "morning sunscreen protecting the results", points: E.morningSunscreen, earned: hasMorningSunscreen(ctx) ? E.morningSunscreen : 0 },
    {
      label: `treatment steps (${treatments} product${treatments === 1 ? "" : "s"}, full at ${E.treatmentStepsFullAt})`,
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
    const where = f.routine === "both" ? "" : ` (${f.routine})`;
    items.push({ label: `${f.rule.title}${where}`, points: f.penalty, earned: f.penalty });
  }
  const raw = 10 - sumEarned(items);
  return { score: finalizeScore(raw), raw, items };
}

export interface ProductQuality {
  product: AnalyzedProduct;
  score: number;
  beneficial: string[];
  issues: string[];
}

interface QualityCore {
  score: number;
  beneficial: string[];
  issues: string[];
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

function qualityCore(list: WeightedList, leaveOn: boolean): QualityCore {
  const Q = QUALITY_POINTS;
  const beneficial: string[] = [];
  let fragrance = false;
  let drying = false;
  let sulfate = false;
  let comedogenic = false;
  let preservative = false;
  let other = 0;
  for (const ing of list.ingredients) {
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
  const issues: string[] = [];
  let score = Q.base + Q.perBeneficial * Math.min(Q.maxBeneficial, beneficial.length);
  const deduct = (when: boolean, points: number, label: string): void => {
    if (!when) return;
    score -= points;
    issues.push(label);
  };
  deduct(fragrance, Q.fragrance, "fragrance");
  deduct(drying, Q.dryingAlcohol, "drying alcohol");
  deduct(sulfate, Q.sulfate, "sulfate surfactant");
  deduct(comedogenic, Q.comedogenic, "pore-clogging ingredient");
  deduct(preservative, Q.sensitisingPreservative, "sensitising preservative");
  deduct(other > 0, Math.min(Q.otherIrritantMax, Q.otherIrritant * other), "other irritants");
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

/** One-line summary of a score's items, for explanations: "morning cleanser +1; ...". */
export function itemsText(items: readonly ScoreItem[], sign: "+" | "-"): string {
  return items.map((i) => `${i.label} ${sign}${fmt(i.earned)}`).join("; ");
}
