/**
 * Runs the rules of rules.ts over an analysed routine. Each `check` kind has one generic detector;
 * a finding names the products and ingredients that triggered it.
 */
import type { GoalId } from "../domain";
import { productTypeOrder, waitSecondsFor, PERIODS } from "../domain";
import type { WeightedIngredient } from "./facts";
import {
  doseIn,
  matchesFacts,
  matchingIngredients,
  maxDose,
  type AnalyzedProduct,
  type AnalyzedRoutine,
  type GoalCoverage,
} from "./analyze";
import {
  DOSE,
  EXTRA_PRODUCT_MAX,
  EXTRA_PRODUCT_PENALTY,
  EFFECTIVENESS_POINTS,
  PENALTIES,
  RULES,
  SEVERITY_RANK,
  type AbsentRule,
  type Condition,
  type IngredientMatcher,
  type PairRule,
  type PresentRule,
  type Rule,
  type RoutineRule,
  type Severity,
} from "./rules";
import type { EngineInput, InsightType, Routine } from "./types";
import { presentHit } from "./exposure";
import { cleanText, joinCapped, joinList, unique } from "./util";

export interface Hit {
  product: AnalyzedProduct;
  /** The product's ingredients that triggered the finding (may be empty for product-level findings). */
  ingredients: readonly WeightedIngredient[];
  severity: Severity;
}

export interface Finding {
  rule: Rule;
  severity: Severity;
  insightType: InsightType;
  routine: Routine | "both";
  hits: Hit[];
  description: string;
  penalty: number;
  /** For add remedies: where the added product goes ("morning", "night", "morning and night"). */
  timing?: string;
}

export interface EngineContext {
  input: EngineInput;
  routine: AnalyzedRoutine;
  /** Primary goal then distinct secondary goals. */
  goals: GoalId[];
  primary: GoalCoverage;
  secondary: GoalCoverage[];
}

const ROUTINES: readonly Routine[] = PERIODS;

export function routineLabel(r: Routine | "both"): string {
  return r === "morning" ? "Morning" : r === "night" ? "Night" : "Morning and night";
}

/** Longest ingredient name a text quotes: a finding names the ingredient, never a whole pasted list. */
const NAME_MAX = 60;

export function ingredientLabel(ing: WeightedIngredient): string {
  const name = cleanText(ing.name, NAME_MAX);
  return ing.afterOnePercentLine ? `${name} (position ${ing.position}, after the 1% line)` : `${name} (position ${ing.position})`;
}

/** "Retinol (position 4) in Night Serum". */
function hitText(h: Hit, max = 3): string {
  if (h.ingredients.length === 0) return h.product.name;
  return `${joinCapped(h.ingredients.map(ingredientLabel), max)} in ${h.product.name}`;
}

export function conditionHolds(when: Condition | undefined, ctx: EngineContext): boolean {
  if (!when) return true;
  const profile = ctx.input.profile;
  if (when.pregnant && !profile?.pregnant) return false;
  if (when.sensitivity && !(profile?.sensitivities ?? []).includes(when.sensitivity)) return false;
  if (when.skinTypes || when.goals) {
    const bySkin = when.skinTypes?.includes(ctx.input.skinType) ?? false;
    const byGoal = when.goals ? ctx.goals.some((g) => when.goals?.includes(g)) : false;
    if (!bySkin && !byGoal) return false;
  }
  return true;
}

function maxSeverity(hits: readonly Hit[]): Severity {
  let best: Severity = "low";
  for (const h of hits) if (SEVERITY_RANK[h.severity] > SEVERITY_RANK[best]) best = h.severity;
  return best;
}

function routineOf(hits: readonly Hit[]): Routine | "both" {
  const set = new Set(hits.map((h) => h.product.routine));
  return set.size === 1 ? [...set][0] : "both";
}

function penaltyOf(rule: Rule, severity: Severity, insightType: InsightType, products: number): number {
  if (insightType !== "warning" || (rule.scoreKey !== "safety" && rule.scoreKey !== "routineBalance")) return 0;
  let p = PENALTIES[rule.scoreKey][severity];
  if (rule.check === "present") p += EXTRA_PRODUCT_PENALTY * Math.min(EXTRA_PRODUCT_MAX, Math.max(0, products - 1));
  return p;
}

function finding(
  rule: Rule,
  severity: Severity,
  routine: Routine | "both",
  hits: Hit[],
  description: string,
  insightType: InsightType = rule.insightType,
  timing?: string,
): Finding {
  const distinctProducts = new Set(hits.map((h) => h.product.order)).size;
  const f: Finding = {
    rule,
    severity,
    insightType,
    routine,
    hits,
    description,
    penalty: penaltyOf(rule, severity, insightType, distinctProducts),
  };
  if (timing) f.timing = timing;
  return f;
}

// ---------------------------------------------------------------------------
// Detectors
// ---------------------------------------------------------------------------

function detectPair(rule: PairRule, ctx: EngineContext): Finding[] {
  const out: Finding[] = [];
  for (const r of ROUTINES) {
    const products = ctx.routine[r];
    const aHits: Hit[] = [];
    const bHits: Hit[] = [];
    for (const p of products) {
      // Traces (a mild form late in a list) are not reported at all.
      const a = matchingIngredients(p, rule.a).filter((ing) => doseIn(ing, p) >= DOSE.trace);
      const b = matchingIngredients(p, rule.b).filter((ing) => doseIn(ing, p) >= DOSE.trace);
      if (a.length) aHits.push({ product: p, ingredients: a, severity: rule.severity });
      if (b.length) bHits.push({ product: p, ingredients: b, severity: rule.severity });
    }
    if (!aHits.length || !bHits.length) continue;
    // Severity: the worst pair instance. Full when both sides reach a moderate dose; formulated together
    // (same product only) uses sameProductSeverity; a trace on either side makes it a low note.
    let severity: Severity = "low";
    let full = false;
    let crossProduct = false;
    for (const ha of aHits) {
      const da = maxDose(ha.product, rule.a);
      for (const hb of bHits) {
        if (rule.sameProductExempt && ha.product === hb.product) continue;
        crossProduct ||= ha.product !== hb.product;
        const db = maxDose(hb.product, rule.b);
        let s: Severity = "low";
        if (Math.min(da, db) >= DOSE.moderate) {
          s = ha.product === hb.product ? (rule.sameProductSeverity ?? rule.severity) : rule.severity;
          full = true;
        }
        if (SEVERITY_RANK[s] > SEVERITY_RANK[severity]) severity = s;
      }
    }
    // A weak pair formulated inside one product is the maker's choice, not a routine problem (any pair, for exempt rules).
    if (!full && aHits.length === 1 && bHits.length === 1 && aHits[0].product === bHits[0].product) continue;
    if (rule.sameProductExempt && !crossProduct) continue;
    const downgraded = !full && rule.severity !== "low";
    const insightType: InsightType = downgraded ? "info" : rule.insightType;
    // Name what drives the finding: when a side has an ingredient at a moderate dose, its traces are left out.
    if (full) {
      keepMeaningful(aHits, aHits.some((h) => maxDose(h.product, rule.a) >= DOSE.moderate));
      keepMeaningful(bHits, bHits.some((h) => maxDose(h.product, rule.b) >= DOSE.moderate));
      aHits.splice(0, aHits.length, ...aHits.filter((h) => h.ingredients.length));
      bHits.splice(0, bHits.length, ...bHits.filter((h) => h.ingredients.length));
    }
    const hits = mergeHits([...aHits, ...bHits], severity);
    const sideA = aHits.map((h) => hitText(h)).join("; ");
    const sideB = bHits.map((h) => hitText(h)).join("; ");
    const note = downgraded
      ? " The amounts look low (late in the list or a mild form), so this is a minor note rather than a real conflict."
      : "";
    const description = `${routineLabel(r)} routine: ${sideA}, with ${sideB}. ${rule.explanation}${note} What to do: ${rule.action}`;
    out.push(finding(rule, severity, r, hits, description, insightType));
  }
  return out;
}

function keepMeaningful(hits: Hit[], apply: boolean): void {
  if (!apply) return;
  for (const h of hits) h.ingredients = h.ingredients.filter((ing) => doseIn(ing, h.product) >= DOSE.moderate);
}

/** One hit per product (ingredients of both sides merged, in list order). */
function mergeHits(hits: Hit[], severity: Severity): Hit[] {
  const byProduct = new Map<number, { product: AnalyzedProduct; ingredients: WeightedIngredient[] }>();
  for (const h of hits) {
    const prev = byProduct.get(h.product.order);
    if (!prev) byProduct.set(h.product.order, { product: h.product, ingredients: [...h.ingredients] });
    else {
      for (const ing of h.ingredients) if (!prev.ingredients.includes(ing)) prev.ingredients.push(ing);
      prev.ingredients.sort((x, y) => x.position - y.position);
    }
  }
  return [...byProduct.values()]
    .sort((x, y) => x.product.order - y.product.order)
    .map((m): Hit => ({ product: m.product, ingredients: m.ingredients, severity }));
}

/**
 * A skin-type rule leaves out the ingredients a declared-sensitivity finding already names for the
 * same product, so one ingredient is reported once (under the user's own sensitivity).
 */
function detectPresent(rule: PresentRule, ctx: EngineContext, declared: readonly Finding[]): Finding[] {
  const hits: Hit[] = [];
  for (const p of ctx.routine.all) {
    const hit = presentHit(rule, p, rule.when?.skinTypes ? declaredKeys(declared, p) : undefined);
    if (hit) hits.push({ product: p, ingredients: hit.ingredients, severity: hit.severity });
  }
  if (!hits.length) return [];
  const severity = maxSeverity(hits);
  const found = hits.map((h) => `${hitText(h)}${h.product.leaveOn ? "" : " (rinse-off)"}`).join("; ");
  const description = `${rule.explanation} Found: ${found}. What to do: ${rule.action}`;
  return [finding(rule, severity, routineOf(hits), hits, description)];
}

function declaredKeys(declared: readonly Finding[], p: AnalyzedProduct): Set<string> | undefined {
  let keys: Set<string> | undefined;
  for (const f of declared) for (const h of f.hits) if (h.product === p) for (const i of h.ingredients) (keys ??= new Set()).add(i.key);
  return keys;
}

function detectAbsent(rule: AbsentRule, ctx: EngineContext): Finding[] {
  for (const p of ctx.routine.all) {
    if (rule.leaveOnOnly && !p.leaveOn) continue;
    for (const ing of p.list.ingredients) if (ing.strength >= rule.minStrength && matchesFacts(rule.match, ing.facts)) return [];
  }
  return [finding(rule, rule.severity, "both", [], `${rule.explanation} What to do: ${rule.action}`, rule.insightType, addTiming(rule))];
}

function addTiming(rule: Rule): string | undefined {
  const t = rule.add?.timing;
  return t === "morning" || t === "night" ? t : undefined;
}

export function hasMorningSunscreen(ctx: EngineContext): boolean {
  return ctx.routine.morning.some((p) => p.isSunscreen);
}

export function isCleanser(p: AnalyzedProduct): boolean {
  return p.type === "Cleanser";
}

/** A moisturizing step: a Moisturizer; at night also a face oil or a sleeping/overnight mask. */
export function isMoisturizer(p: AnalyzedProduct): boolean {
  if (p.type === "Moisturizer") return true;
  if (p.routine !== "night") return false;
  return p.type === "Oil" || (p.type === "Mask" && /sleeping|overnight/i.test(p.name));
}

function photosensitiserHits(ctx: EngineContext, m: IngredientMatcher): Hit[] {
  const hits: Hit[] = [];
  for (const p of ctx.routine.all) {
    const ings = matchingIngredients(p, m).filter((ing) => doseIn(ing, p) >= DOSE.moderate);
    if (ings.length) hits.push({ product: p, ingredients: ings, severity: "high" });
  }
  return hits;
}

function detectRoutine(rule: RoutineRule, ctx: EngineContext, earlier: readonly Finding[]): Finding[] {
  const { morning, night, all } = ctx.routine;
  const explainAct = `${rule.explanation} What to do: ${rule.action}`;
  switch (rule.check) {
    case "no-gel-product": {
      if (all.some((p) => p.isGel && p.type !== "Cleanser")) return [];
      return [finding(rule, rule.severity, "both", [], explainAct, rule.insightType, "morning")];
    }
    case "photosensitiser-without-spf": {
      if (!rule.match || hasMorningSunscreen(ctx)) return [];
      const hits = photosensitiserHits(ctx, rule.match);
      if (!hits.length) return [];
      const desc = `${hits.map((h) => hitText(h)).join("; ")}: ${rule.explanation} What to do: ${rule.action}`;
      return [finding(rule, rule.severity, routineOf(hits), hits, desc, rule.insightType, "morning")];
    }
    case "no-morning-sunscreen": {
      if (hasMorningSunscreen(ctx)) return [];
      if (earlier.some((f) => f.rule.check === "photosensitiser-without-spf")) return [];
      return [finding(rule, rule.severity, "morning", [], explainAct, rule.insightType, "morning")];
    }
    case "sunscreen-at-night": {
      const hits = night.filter((p) => p.isSunscreen).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      const names = joinList(hits.map((h) => h.product.name));
      return [finding(rule, rule.severity, "night", hits, `${names} is a sunscreen in your night routine. ${explainAct}`)];
    }
    case "layering-order":
      return ROUTINES.flatMap((r) => layering(rule, ctx.routine[r], r));
    case "duplicate-type":
      return ROUTINES.flatMap((r) => duplicates(rule, ctx.routine[r], r));
    case "too-many-products":
      return ROUTINES.flatMap((r) => {
        const list = ctx.routine[r];
        if (list.length <= (rule.threshold ?? Number.POSITIVE_INFINITY)) return [];
        const hits = list.map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
        return [finding(rule, rule.severity, r, hits, `${routineLabel(r)} routine: ${list.length} products. ${explainAct}`)];
      });
    case "empty-routine": {
      if (all.length === 0) return [];
      const empty = ROUTINES.filter((r) => ctx.routine[r].length === 0);
      return empty.map((r) =>
        finding(rule, rule.severity, r, [], `Your ${r} routine has no products. ${explainAct}`, rule.insightType, r),
      );
    }
    case "no-cleanser":
    case "no-moisturizer": {
      const test = rule.check === "no-cleanser" ? isCleanser : isMoisturizer;
      const lacking = ROUTINES.filter((r) => !ctx.routine[r].some(test));
      if (!lacking.length) return [];
      const routine: Routine | "both" = lacking.length === 2 ? "both" : lacking[0];
      const timing = lacking.length === 2 ? "morning and night" : lacking[0];
      const where = lacking.length === 2 ? "either routine" : `your ${lacking[0]} routine`;
      return [finding(rule, rule.severity, routine, [], `Nothing in ${where} does this job. ${explainAct}`, rule.insightType, timing)];
    }
    case "goal-uncovered": {
      if (ctx.primary.cover >= EFFECTIVENESS_POINTS.uncoveredBelow) return [];
      const have = ctx.primary.actives.filter((a) => a.dose > 0).slice(0, 3);
      const haveText = have.length
        ? `For your goal (${goalText(ctx.primary.goal)}) the routine has only ${joinList(have.map((a) => `${a.name} in ${a.product.name}`))}, in small amounts.`
        : `Nothing in your routine targets your goal (${goalText(ctx.primary.goal)}).`;
      return [finding(rule, rule.severity, "both", [], `${haveText} ${explainAct}`, rule.insightType)];
    }
    case "over-exfoliation":
      return ROUTINES.flatMap((r) => overExfoliation(rule, ctx.routine[r], r, earlier));
    case "retinoid-morning": {
      if (!rule.match) return [];
      const m = rule.match;
      const hits: Hit[] = [];
      for (const p of morning) {
        const ings = p.leaveOn ? matchingIngredients(p, m).filter((ing) => doseIn(ing, p) >= DOSE.moderate) : [];
        if (ings.length) hits.push({ product: p, ingredients: ings, severity: rule.severity });
      }
      if (!hits.length) return [];
      return [finding(rule, rule.severity, "morning", hits, `${hits.map((h) => hitText(h)).join("; ")}: ${explainAct}`)];
    }
    case "unreadable-list": {
      const hits = all.filter((p) => p.list.unreadable?.length).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      const detail = hits.map((h) => `${h.product.name} ("${cleanText(h.product.list.unreadable?.[0], 40)}")`).join("; ");
      return [finding(rule, rule.severity, routineOf(hits), hits, `${detail}: ${explainAct}`)];
    }
    case "success-sunscreen": {
      const hits = morning.filter((p) => p.isSunscreen).map((p): Hit => ({ product: p, ingredients: [], severity: "low" }));
      if (!hits.length) return [];
      return [finding(rule, "low", "morning", hits, `${joinList(hits.map((h) => h.product.name))}: ${explainAct}`)];
    }
    case "success-no-conflicts": {
      if (all.length < 2) return [];
      if (earlier.some((f) => INTERACTION_CHECKS.has(f.rule.check) && f.insightType === "warning")) return [];
      return [finding(rule, "low", "both", [], explainAct)];
    }
    case "success-goal": {
      if (ctx.primary.cover < EFFECTIVENESS_POINTS.successAt) return [];
      const top = ctx.primary.actives.slice(0, 3);
      const hits = mergeHits(
        top.map((a) => {
          const p = a.product as AnalyzedProduct;
          const ing = p.list.ingredients.find((i) => i.key === a.key);
          return { product: p, ingredients: ing ? [ing] : [], severity: "low" as Severity };
        }),
        "low",
      );
      const names = top.map((a) => `${a.name} in ${a.product.name}`);
      return [finding(rule, "low", routineOf(hits), hits, `For ${goalText(ctx.primary.goal)}: ${joinList(names)}. ${explainAct}`)];
    }
  }
}

function goalText(goal: GoalId): string {
  return goal.replace(/-/g, " ");
}

function layering(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine): Finding[] {
  const known = list.filter((p) => p.type !== null);
  const pairs: [AnalyzedProduct, AnalyzedProduct][] = [];
  let maxSoFar: AnalyzedProduct | null = null;
  for (const p of known) {
    if (maxSoFar && productTypeOrder(maxSoFar.type) > productTypeOrder(p.type)) pairs.push([p, maxSoFar]);
    if (!maxSoFar || productTypeOrder(p.type) >= productTypeOrder(maxSoFar.type)) maxSoFar = p;
  }
  if (!pairs.length) return [];
  const hits = unique(pairs.flat()).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
  hits.sort((a, b) => a.product.order - b.product.order);
  const detail = pairs
    .slice(0, 3)
    .map(([late, early]) => `${late.name} (${late.type}) should come before ${early.name} (${early.type})`)
    .join("; ");
  const order = recommendedOrder(list)
    .map((p, i) => `${i + 1}. ${p.name}`)
    .join(", ");
  return [finding(rule, rule.severity, r, hits, `${routineLabel(r)} routine: ${detail}. Recommended order: ${order}. ${rule.explanation} What to do: ${rule.action}`)];
}

/** Products sorted by spec product-type order; unknown types last; ties keep their given order. */
export function recommendedOrder(list: readonly AnalyzedProduct[]): AnalyzedProduct[] {
  return [...list].sort((a, b) => productTypeOrder(a.type) - productTypeOrder(b.type) || a.position - b.position);
}

export function waitText(p: AnalyzedProduct): string {
  const s = waitSecondsFor(p.type);
  return s > 0 ? `wait ${s >= 60 ? `${s / 60} minute${s === 60 ? "" : "s"}` : `${s} seconds`}` : "";
}

const DOUBLE_CLEANSE = /\boil\b|balm|micellar|make-?up remover/i;

function duplicates(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine): Finding[] {
  const byType = new Map<string, AnalyzedProduct[]>();
  for (const p of list) if (p.type) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
  const groups = [...byType.entries()]
    .filter(([type, ps]) => ps.length >= 2 && !(type === "Cleanser" && r === "night" && ps.length === 2 && ps.some((p) => DOUBLE_CLEANSE.test(p.name))))
    .sort((a, b) => productTypeOrder(a[0]) - productTypeOrder(b[0]));
  if (!groups.length) return [];
  const hits = groups.flatMap(([, ps]) => ps.map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity })));
  hits.sort((a, b) => a.product.order - b.product.order);
  const detail = groups.map(([type, ps]) => `${ps.length} × ${type} (${joinList(ps.map((p) => p.name))})`).join("; ");
  return [finding(rule, rule.severity, r, hits, `${routineLabel(r)} routine: ${detail}. ${rule.explanation} What to do: ${rule.action}`)];
}

/** Checks whose warnings are about ingredients meeting in a routine: "No ingredient conflicts" never sits beside one. */
export const INTERACTION_CHECKS: ReadonlySet<string> = new Set(["pair", "over-exfoliation", "retinoid-morning"]);

function overExfoliation(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine, earlier: readonly Finding[]): Finding[] {
  if (!rule.match) return [];
  const hits: Hit[] = [];
  for (const p of list) {
    const ings = matchingIngredients(p, rule.match).filter((ing) => doseIn(ing, p) >= DOSE.moderate);
    if (ings.length) hits.push({ product: p, ingredients: ings, severity: rule.severity });
  }
  if (hits.length < (rule.threshold ?? 2)) return [];
  // Exactly these two products already reported as a pair at least as severe: the pair warning says it once.
  const sameTwo = (f: Finding) =>
    f.rule.check === "pair" &&
    f.routine === r &&
    f.insightType === "warning" &&
    SEVERITY_RANK[f.severity] >= SEVERITY_RANK[rule.severity] &&
    f.hits.length === 2 &&
    hits.every((h) => f.hits.some((x) => x.product === h.product));
  if (hits.length === 2 && earlier.some(sameTwo)) return [];
  const severity: Severity = hits.length >= (rule.highThreshold ?? Number.POSITIVE_INFINITY) ? "high" : rule.severity;
  for (const h of hits) h.severity = severity;
  const desc = `${routineLabel(r)} routine: ${hits.map((h) => hitText(h)).join("; ")}. ${rule.explanation} What to do: ${rule.action}`;
  return [finding(rule, severity, r, hits, desc)];
}

/**
 * Every finding of every applicable rule, in rule order (success rules see the earlier findings).
 * Declared-sensitivity rules run first, so that skin-type rules can leave out what they already name.
 */
export function detectAll(ctx: EngineContext): Finding[] {
  const findings: Finding[] = [];
  const declared = new Map<Rule, Finding[]>();
  for (const rule of RULES) {
    if (rule.check === "present" && rule.when?.sensitivity && conditionHolds(rule.when, ctx)) declared.set(rule, detectPresent(rule, ctx, []));
  }
  const declaredFindings = [...declared.values()].flat();
  for (const rule of RULES) {
    if (!conditionHolds(rule.when, ctx)) continue;
    switch (rule.check) {
      case "pair":
        findings.push(...detectPair(rule, ctx));
        break;
      case "present":
        findings.push(...(declared.get(rule) ?? detectPresent(rule, ctx, declaredFindings)));
        break;
      case "absent":
        findings.push(...detectAbsent(rule, ctx));
        break;
      default:
        findings.push(...detectRoutine(rule, ctx, findings));
    }
  }
  return findings;
}
