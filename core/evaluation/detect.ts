/**
 * Runs the rules of rules.ts over an analysed routine. Each `check` kind has one generic detector;
 * a finding names the products and ingredients that triggered it.
 */
import type { ActiveClass } from "../kb/types";
import { productTypeOrder, PERIODS, WEEKDAYS, type GoalId, type Weekday } from "../domain";
import { maskUse, sortSteps, stepOrder, waitAfterStep, type LayeringStep } from "../layering";
import type { WeightedIngredient } from "./facts";
import {
  doseIn,
  drugActives,
  matchesFacts,
  matchingIngredients,
  maxDose,
  areaOf,
  isPrescriptionActive,
  type AnalyzedProduct,
  type AnalyzedRoutine,
  type ProductView,
  type GoalCoverage,
  claimsSunProtection,
  SCRUB_NAME,
  usedAsScrub,
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
import { placeOf, presentHit, spfOf, statesEnoughSpf } from "./exposure";
import type { FeelingSignal } from "./feeling";
import { meet, scheduleMsg, solveSchedule, type ScheduleItem } from "./schedule";
import type { ScheduleEntry } from "./types";
import { CORTICOSTEROID, DAY_TOO_NAME, EXFOLIANT, HARSH_CLEANSING, NIGHT_ONLY_NAME, OCCASIONAL_USE, oralDrugsNamed, PEEL_STRENGTH, type OralDrug } from "./rules";
import { concernIngredients, concernSkinTypeOf, sensitiveUserOf } from "./marks";
import { cleanText, unique } from "./util";
import { list as joined, msg, type Message, type MessageParam } from "./message";
import { colon, explainAct, goalWords, routineWord, ruleText, sentences, typeMsg, whatToDo, whereMsg } from "./phrases";

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
  description: Message;
  penalty: number;
  /** For add remedies: where the added product goes ("morning", "night", "morning and night"). */
  timing?: string;
  /** Days that keep the conflicting products apart (schedule remedies). */
  schedule?: ScheduleEntry[];
  /**
   * Pairs of different products that meet and conflict, including a side the description leaves out
   * because another product carries more of it: a schedule keeps them apart too, so following it
   * never leaves a pair that shows up once the stronger product is gone.
   */
  keepApart?: [AnalyzedProduct, AnalyzedProduct][];
  /** A pair met only in low amounts: a note, never a reason to change the week. */
  minor?: true;
  /** The finding exists because of what the owner wrote ("skin-feeling") or of their private profile ("profile"). */
  source?: "skin-feeling" | "profile";
  /** What to do, when it is not the rule's own action (a prescribed steroid follows its prescriber). */
  action?: Message;
}

export interface EngineContext {
  input: EngineInput;
  routine: AnalyzedRoutine;
  /** Primary goal then distinct secondary goals. */
  goals: GoalId[];
  primary: GoalCoverage;
  secondary: GoalCoverage[];
  /** Signals read from what the owner wrote about their skin. */
  feeling: ReadonlySet<FeelingSignal>;
  /** Pregnant or breastfeeding, and where we know it from. */
  pregnancy: "profile" | "skin-feeling" | null;
  /** Ingredients the pregnancy warning tells the owner to stop (when pregnant or breastfeeding). */
  avoided?: ReadonlySet<WeightedIngredient>;
  /** Products a suggested week moves to the other routine (split pairs): suggestions are chosen for the routines after the move. */
  moved?: ReadonlyMap<AnalyzedProduct, Routine>;
}

/** The routine a product is in once the suggested weeks' moves are followed. */
export function routineAfterMoves(ctx: EngineContext, p: AnalyzedProduct): Routine {
  return ctx.moved?.get(p) ?? p.routine;
}

const ROUTINES: readonly Routine[] = PERIODS;

export function routineLabel(r: Routine | "both"): string {
  return r === "morning" ? "Morning" : r === "night" ? "Night" : "Morning and night";
}

/** Longest ingredient name a text quotes: a finding names the ingredient, never a whole pasted list. */
const NAME_MAX = 60;

export function ingredientLabel(ing: WeightedIngredient): Message {
  const name = cleanText(ing.name, NAME_MAX);
  if (ing.percent !== undefined) return msg("ingredient.percent", { name, percent: ing.percent, position: ing.position });
  return msg(ing.afterOnePercentLine ? "ingredient.after-line" : "ingredient.at", { name, position: ing.position });
}

/** "Retinol (position 4) in Night Serum". */
function hitText(h: Hit, max = 3): MessageParam {
  if (h.ingredients.length === 0) return h.product.name;
  return msg("in-product", { what: joined(h.ingredients.map(ingredientLabel), "and", max), product: h.product.name });
}

export function conditionHolds(when: Condition | undefined, ctx: EngineContext): boolean {
  return conditionSource(when, ctx) !== false;
}

/**
 * Does the condition hold, and because of what: undefined (the routine, skin type or goals),
 * "profile" (pregnancy, a sensitivity or a concern from the private profile), "skin-feeling" (what
 * the owner wrote), or false (it does not hold).
 */
export function conditionSource(when: Condition | undefined, ctx: EngineContext): Finding["source"] | false {
  if (!when) return undefined;
  const profile = ctx.input.profile;
  let source: Finding["source"];
  if (when.pregnant) {
    if (!ctx.pregnancy) return false;
    source = ctx.pregnancy;
  }
  if (when.feeling) {
    if (!ctx.feeling.has(when.feeling)) return false;
    source = "skin-feeling";
  }
  if (when.sensitivity) {
    if (!(profile?.sensitivities ?? []).includes(when.sensitivity)) return false;
    source ??= "profile";
  }
  if (when.skinTypes || when.goals || when.concerns) {
    const bySkin = when.skinTypes?.includes(ctx.input.skinType) ?? false;
    const byGoal = when.goals ? ctx.goals.some((g) => when.goals?.includes(g)) : false;
    const byConcern = when.concerns && profile?.primaryConcern ? when.concerns.includes(profile.primaryConcern) : false;
    if (!bySkin && !byGoal && !byConcern) return false;
    if (!bySkin && !byGoal) source ??= "profile";
  }
  return source;
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
  description: Message,
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
    let aHits: Hit[] = [];
    let bHits: Hit[] = [];
    for (const p of products) {
      if (rule.sunscreensExempt && p.isSunscreen) continue;
      // Traces (a mild form late in a list) are not reported at all.
      const a = matchingIngredients(p, rule.a).filter((ing) => doseIn(ing, p) >= DOSE.trace);
      const b = matchingIngredients(p, rule.b).filter((ing) => doseIn(ing, p) >= DOSE.trace);
      if (a.length) aHits.push({ product: p, ingredients: a, severity: rule.severity });
      if (b.length) bHits.push({ product: p, ingredients: b, severity: rule.severity });
    }
    if (!aHits.length || !bHits.length) continue;
    // Severity: the worst pair instance. Full when both sides reach a moderate dose; formulated together
    // (same product only) uses sameProductSeverity; a trace on either side makes it a low note.
    // Products used on different days never meet; products with a count but no days may (a schedule keeps them apart).
    let severity: Severity = "low";
    let full = false;
    let crossProduct = false;
    let onSameDay = false;
    const meeting = new Set<AnalyzedProduct>();
    const keepApart: [AnalyzedProduct, AnalyzedProduct][] = [];
    for (const ha of aHits) {
      const da = maxDose(ha.product, rule.a);
      for (const hb of bHits) {
        if (rule.sameProductExempt && ha.product === hb.product) continue;
        const same = ha.product === hb.product;
        // A cleanser is rinsed off before the next step goes on: its actives meet only each other; a lip or an eye
        // product never meets a face product.
        if (!same && (ha.product.type === "Cleanser" || hb.product.type === "Cleanser" || areaOf(ha.product) !== areaOf(hb.product))) continue;
        const m = same ? "yes" : meet(ha.product.usage, hb.product.usage);
        if (m === "no") continue;
        meeting.add(ha.product).add(hb.product);
        if (!same) keepApart.push([ha.product, hb.product]);
        crossProduct ||= !same;
        onSameDay ||= m === "yes";
        const db = maxDose(hb.product, rule.b);
        let s: Severity = "low";
        if (Math.min(da, db) >= DOSE.moderate) {
          s = same ? (rule.sameProductSeverity ?? rule.severity) : rule.severity;
          full = true;
        }
        if (SEVERITY_RANK[s] > SEVERITY_RANK[severity]) severity = s;
      }
    }
    if (!meeting.size) continue;
    aHits = aHits.filter((h) => meeting.has(h.product));
    bHits = bHits.filter((h) => meeting.has(h.product));
    // A weak pair formulated inside one product is the maker's choice, not a routine problem (any pair, for exempt rules).
    if (!full && aHits.length === 1 && bHits.length === 1 && aHits[0].product === bHits[0].product) continue;
    if (rule.sameProductExempt && !crossProduct) continue;
    const downgraded = !full && rule.severity !== "low";
    let insightType: InsightType = downgraded ? "info" : rule.insightType;
    // Name what drives the finding: when a side has an ingredient at a moderate dose, its traces are left out.
    if (full) {
      keepMeaningful(aHits, aHits.some((h) => maxDose(h.product, rule.a) >= DOSE.moderate));
      keepMeaningful(bHits, bHits.some((h) => maxDose(h.product, rule.b) >= DOSE.moderate));
      aHits.splice(0, aHits.length, ...aHits.filter((h) => h.ingredients.length));
      bHits.splice(0, bHits.length, ...bHits.filter((h) => h.ingredients.length));
    }
    const notes: Message[] = downgraded ? [msg("note.low-amounts")] : [];
    if (!onSameDay) {
      // Only counts per week, no days: they need not meet. A plan of days, not a warning.
      insightType = "info";
      severity = "low";
      notes.push(msg("note.some-days"));
    }
    const hits = mergeHits([...aHits, ...bHits], severity);
    const sideA = joined(aHits.map((h) => hitText(h)), "semicolon");
    const sideB = joined(bHits.map((h) => hitText(h)), "semicolon");
    const description = sentences(msg("pair", { where: whereMsg(r), a: sideA, b: sideB }), ruleText(rule, "explanation"), ...notes, whatToDo(rule));
    const f = finding(rule, severity, r, hits, description, insightType);
    if (downgraded) f.minor = true;
    if (keepApart.length) f.keepApart = keepApart;
    out.push(f);
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
    if (!hit) continue;
    // A drug used only a few times a week (a short course for flares) is how it is meant to be used: a note.
    hits.push({ product: p, ingredients: hit.ingredients, severity: occasionalUse(rule, p, hit.ingredients) ? "low" : hit.severity });
  }
  if (!hits.length) return [];
  const severity = maxSeverity(hits);
  const occasional = hits.every((h) => occasionalUse(rule, h.product, h.ingredients));
  // A product listed morning and night is named once.
  const named = new Set<string>();
  const found = hits
    .filter((h) => !named.has(h.product.name) && named.add(h.product.name))
    .map((h) => (h.product.leaveOn ? hitText(h) : msg("rinse-off", { what: hitText(h) })));
  const certainty = rule.anyAmount ? null : certaintyText(hits);
  // Every ingredient named a prescription drug: it follows its prescriber's course, not an over-the-counter label.
  const prescribed = rule.prescribedAction && hits.every((h) => h.ingredients.every(isPrescriptionActive)) ? ruleText(rule, "prescribed") : undefined;
  const todo = prescribed ? msg("what-to-do", { action: prescribed }) : whatToDo(rule);
  const description = sentences(ruleText(rule, "explanation"), msg("found", { found: joined(found, "semicolon") }), certainty, occasional ? msg("note.occasional-course") : null, todo);
  const f = finding(rule, severity, routineOf(hits), hits, description, occasional ? "info" : rule.insightType);
  if (prescribed) f.action = prescribed;
  return [f];
}

/** A rule's occasional use: few enough days a week, and only the ingredients such use is fine for. */
function occasionalUse(rule: PresentRule, p: AnalyzedProduct, ingredients: readonly WeightedIngredient[]): boolean {
  const o = rule.occasional;
  return o !== undefined && p.usage.perWeek <= o.perWeek && ingredients.every((i) => o.keyPrefixes.some((k) => i.key.startsWith(k)));
}

/** "Likely: ..." / "Possibly: ..." when every flagged ingredient is near or after the 1% line. */
function certaintyText(hits: readonly Hit[]): Message | null {
  const places = hits.flatMap((h) => h.ingredients.map((i) => placeOf(i, h.product.list)));
  if (!places.length || places.includes("above")) return null;
  return msg(places.includes("near") ? "certainty.near" : "certainty.trace");
}

function declaredKeys(declared: readonly Finding[], p: AnalyzedProduct): Set<string> | undefined {
  let keys: Set<string> | undefined;
  for (const f of declared) for (const h of f.hits) if (h.product === p) for (const i of h.ingredients) (keys ??= new Set()).add(i.key);
  return keys;
}

function detectAbsent(rule: AbsentRule, ctx: EngineContext): Finding[] {
  const also = rule.unlessAlso;
  for (const p of ctx.routine.all) {
    if (also && p.list.ingredients.some((ing) => ing.strength >= DOSE.moderate && matchesFacts(also, ing.facts))) return [];
    if (rule.leaveOnOnly && !p.leaveOn) continue;
    for (const ing of p.list.ingredients) if (ing.strength >= rule.minStrength && matchesFacts(rule.match, ing.facts)) return [];
  }
  return [finding(rule, rule.severity, "both", [], sentences(...explainAct(rule)), rule.insightType, addTiming(rule))];
}

function addTiming(rule: Rule): string | undefined {
  const t = rule.add?.timing;
  return t === "morning" || t === "night" ? t : undefined;
}

export function hasMorningSunscreen(ctx: EngineContext): boolean {
  return ctx.routine.morning.some((p) => p.isSunscreen);
}

/**
 * A morning sunscreen on every day of the week: one used daily, or several whose days together cover the week (a
 * lotion SPF 30 on weekdays, another at the weekend); counts without days count as days they may cover.
 */
export function hasDailySunscreen(ctx: EngineContext): boolean {
  const sunscreens = ctx.routine.morning.filter((p) => p.isSunscreen);
  const days = new Set<string>();
  let counted = 0;
  for (const p of sunscreens) {
    if (p.usage.days) for (const d of p.usage.days) days.add(d);
    else counted += p.usage.perWeek;
  }
  return days.size + counted >= 7;
}

export function isCleanser(p: AnalyzedProduct): boolean {
  return p.type === "Cleanser";
}

/** A moisturizing sunscreen ("Moisturizing Lotion SPF 30", "Moisturizer UV"): the morning moisturizer too. */
const MOISTURIZING_NAME = /moisturi[sz]|lotion|\bcream\b|cr[eè]me|hydrat/i;

/** A moisturizing step: a Moisturizer; in the morning also a moisturizing sunscreen; at night also a face oil or a sleeping/overnight mask. */
export function isMoisturizer(p: AnalyzedProduct): boolean {
  if (p.type === "Moisturizer") return true;
  if (p.routine === "morning") return p.isSunscreen && MOISTURIZING_NAME.test(p.name);
  if (p.routine !== "night") return false;
  return p.type === "Oil" || (p.type === "Mask" && /sleeping|overnight/i.test(p.name));
}

/** What makes skin more sensitive to the sun or to pigmentation: the photosensitiser and hydroquinone rules' actives. */
const SUN_SENSITISING: readonly IngredientMatcher[] = RULES.flatMap((r) =>
  r.check !== "pair" && r.match && (r.id === "photosensitiser-without-spf" || r.id === "hydroquinone-without-spf") ? [r.match] : [],
);

function photosensitiserHits(ctx: EngineContext, m: IngredientMatcher): Hit[] {
  const hits: Hit[] = [];
  for (const p of ctx.routine.all) {
    const ings = matchingIngredients(p, m).filter((ing) => doseIn(ing, p) >= DOSE.moderate);
    if (ings.length) hits.push({ product: p, ingredients: ings, severity: "high" });
  }
  return hits;
}

/** The products taken by mouth that name an oral drug `which` picks (rules.ts ORAL_DRUGS). */
function oralWith(products: readonly AnalyzedProduct[], which: (d: OralDrug) => boolean): AnalyzedProduct[] {
  return products.filter((p) => p.takenByMouth && oralDrugsNamed(p.name).some(which));
}

function detectRoutine(rule: RoutineRule, ctx: EngineContext, earlier: readonly Finding[]): Finding[] {
  const { morning, night, all } = ctx.routine;
  const explained = sentences(...explainAct(rule));
  const withSubject = (subject: MessageParam) => sentences(colon(subject, ruleText(rule, "explanation")), whatToDo(rule));
  switch (rule.check) {
    case "no-gel-product": {
      if (all.some((p) => p.isGel && p.type !== "Cleanser")) return [];
      return [finding(rule, rule.severity, "both", [], explained, rule.insightType, "morning")];
    }
    case "photosensitiser-without-spf": {
      // A sunscreen worn only some mornings is sunscreen-some-days, not "no sunscreen".
      if (!rule.match || hasMorningSunscreen(ctx)) return [];
      const hits = photosensitiserHits(ctx, rule.match);
      if (!hits.length) return [];
      const desc = withSubject(joined(hits.map((h) => hitText(h)), "semicolon"));
      return [finding(rule, rule.severity, routineOf(hits), hits, desc, rule.insightType, "morning")];
    }
    case "sunscreen-some-days": {
      const sunscreens = morning.filter((p) => p.isSunscreen);
      if (!sunscreens.length || hasDailySunscreen(ctx)) return [];
      // With an AHA, a retinoid or hydroquinone in the routine, the mornings without it matter more (as low-spf).
      const sensitised = SUN_SENSITISING.some((m) => photosensitiserHits(ctx, m).length > 0) || oralWith(all, (d) => d.photosensitiser).length > 0;
      const severity: Severity = sensitised ? "medium" : rule.severity;
      const hits = sunscreens.map((p): Hit => ({ product: p, ingredients: [], severity }));
      const desc = sentences(msg("sunscreen-some-days", { names: joined(sunscreens.map((p) => p.name)) }), sensitised ? msg("sunscreen-some-days-sensitised") : null, ...explainAct(rule));
      return [finding(rule, severity, "morning", hits, desc)];
    }
    case "visible-light": {
      if (!rule.match) return [];
      const sunscreens = morning.filter((p) => p.isSunscreen && !p.localised);
      // A tinted sunscreen, or a tint worn over an untinted one (a BB cream, a foundation), blocks visible light.
      const tinted = (p: AnalyzedProduct) => p.leaveOn && !p.localised && matchingIngredients(p, rule.match!).length > 0;
      if (!sunscreens.length || morning.some(tinted)) return [];
      const hits = sunscreens.map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      const desc = sentences(msg("visible-light", { names: joined(sunscreens.map((p) => p.name)) }), ...explainAct(rule));
      return [finding(rule, rule.severity, "morning", hits, desc)];
    }
    case "no-morning-sunscreen": {
      if (hasMorningSunscreen(ctx)) return [];
      if (earlier.some((f) => f.rule.check === "photosensitiser-without-spf" || f.rule.check === "oral-photosensitiser")) return [];
      return [finding(rule, rule.severity, "morning", [], explained, rule.insightType, "morning")];
    }
    case "low-spf": {
      // Only when every morning sunscreen states an SPF under the minimum (one unstated or high enough is the protection).
      const sunscreens = morning.filter((p) => p.isSunscreen);
      if (!sunscreens.length || sunscreens.some((p) => statesEnoughSpf(p.name))) return [];
      // With an AHA, a retinoid or hydroquinone in the routine, too little protection matters more (AAD: SPF 30+).
      const sensitised = SUN_SENSITISING.some((m) => photosensitiserHits(ctx, m).length > 0);
      const severity: Severity = sensitised ? "medium" : rule.severity;
      const hits = sunscreens.map((p): Hit => ({ product: p, ingredients: [], severity }));
      const spf = Math.max(...sunscreens.map((p) => spfOf(p.name) ?? 0));
      const desc = sentences(msg("low-spf", { names: joined(sunscreens.map((p) => p.name)), spf }), sensitised ? msg("low-spf-sensitised") : null, ...explainAct(rule));
      return [finding(rule, severity, "morning", hits, desc)];
    }
    case "sunscreen-at-night": {
      const hits = night.filter((p) => p.isSunscreen && claimsSunProtection(p)).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      const names = joined(hits.map((h) => h.product.name));
      return [finding(rule, rule.severity, "night", hits, sentences(msg("sunscreen-at-night", { names }), ...explainAct(rule)))];
    }
    case "layering-order":
      return ROUTINES.flatMap((r) => layering(rule, ctx.routine[r], r));
    case "duplicate-type":
      return ROUTINES.flatMap((r) => duplicates(rule, ctx.routine[r], r));
    case "too-many-products":
      return ROUTINES.flatMap((r) => {
        const products = ctx.routine[r];
        if (products.length <= (rule.threshold ?? Number.POSITIVE_INFINITY)) return [];
        const hits = products.map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
        return [finding(rule, rule.severity, r, hits, sentences(msg("product-count", { where: whereMsg(r), count: products.length }), ...explainAct(rule)))];
      });
    case "empty-routine": {
      if (all.length === 0) return [];
      const empty = ROUTINES.filter((r) => ctx.routine[r].length === 0);
      return empty.map((r) =>
        finding(rule, rule.severity, r, [], sentences(msg(`empty.${r}`), ...explainAct(rule)), rule.insightType, r),
      );
    }
    case "no-cleanser":
    case "no-moisturizer": {
      const test = rule.check === "no-cleanser" ? isCleanser : isMoisturizer;
      const lacking = ROUTINES.filter((r) => !ctx.routine[r].some(test));
      if (!lacking.length) return [];
      const routine: Routine | "both" = lacking.length === 2 ? "both" : lacking[0];
      const timing = lacking.length === 2 ? "morning and night" : lacking[0];
      const nothing = msg(`nothing-does-this.${lacking.length === 2 ? "both" : lacking[0]}`);
      return [finding(rule, rule.severity, routine, [], sentences(nothing, ...explainAct(rule)), rule.insightType, timing)];
    }
    case "goal-uncovered": {
      if (ctx.primary.cover >= EFFECTIVENESS_POINTS.uncoveredBelow) return [];
      const have = ctx.primary.actives.filter((a) => a.dose > 0).slice(0, 3);
      const goal = goalWords(ctx.primary.goal);
      const haveText = have.length
        ? msg("goal-small-amounts", { goal, actives: joined(have.map((a) => msg("in-product", { what: a.name, product: a.product.name }))) })
        : msg("goal-nothing", { goal });
      return [finding(rule, rule.severity, "both", [], sentences(haveText, ...explainAct(rule)), rule.insightType)];
    }
    case "over-exfoliation":
      return ROUTINES.flatMap((r) => overExfoliation(rule, ctx.routine[r], r, earlier));
    case "duplicate-retinoid":
      return ROUTINES.flatMap((r) => duplicateRetinoid(rule, ctx.routine[r], r));
    case "ingredient-concern": {
      const sensitive = sensitiveUserOf(ctx);
      // What a skin-type, sensitivity or other swap warning already names in a product is said there, once.
      const said = new Set<string>();
      for (const f of earlier) {
        if (f.rule.remedy !== "swap" || f.insightType !== "warning") continue;
        for (const h of f.hits) for (const i of h.ingredients) said.add(`${h.product.name}\u0000${i.key}`);
      }
      const skinType = concernSkinTypeOf(ctx);
      const concernsOf = (p: AnalyzedProduct) => concernIngredients(p, sensitive, skinType).filter((f) => !said.has(`${p.name}\u0000${f.ing.key}`));
      const hits: Hit[] = [];
      for (const p of all) {
        const found = concernsOf(p);
        if (found.length) hits.push({ product: p, ingredients: found.map((f) => f.ing), severity: rule.severity });
      }
      if (!hits.length) return [];
      const named = new Set<string>();
      const found = hits
        .filter((h) => !named.has(h.product.name) && named.add(h.product.name))
        .map((h) => {
          const cs = concernsOf(h.product).map((f) => msg("with-concern", { ingredient: ingredientLabel(f.ing), concern: msg(`concern.${f.concern}`) }));
          return msg("in-product", { what: joined(cs, "and", 3), product: h.product.name });
        });
      const description = sentences(ruleText(rule, "explanation"), msg("found", { found: joined(found, "semicolon") }), certaintyText(hits), whatToDo(rule));
      const f = finding(rule, rule.severity, routineOf(hits), hits, description);
      // An ingredient flagged only because the private profile names an eczema- or rosacea-prone barrier: owner-only.
      if (skinType !== ctx.input.skinType) {
        const byType = (p: AnalyzedProduct) => new Set(concernIngredients(p, sensitive, ctx.input.skinType).map((c) => c.ing.key));
        if (hits.some((h) => h.ingredients.some((i) => !byType(h.product).has(i.key)))) f.source = "profile";
      }
      return [f];
    }
    case "exfoliation-load":
      return exfoliationLoad(rule, ctx);
    case "harsh-cleanser-dry":
      return harshCleansers(rule, ctx);
    case "feeling-doctor":
      // The condition (what the owner wrote) is the finding: it names no product.
      return [finding(rule, rule.severity, "both", [], explained)];
    case "feeling-actives": {
      if (!rule.match) return [];
      const m = rule.match;
      const hits: Hit[] = [];
      const named = new Set<string>();
      for (const p of all) {
        if (named.has(p.name) || (rule.spreadOnly && p.localised)) continue;
        const ings =
          m === EXFOLIANT || m.classes?.includes("exfoliant-physical")
            ? [...exfoliantIngredients(p), ...matchingIngredients(p, m).filter((i) => !EXFOLIANT.classes?.some((c) => i.facts.classes.has(c)) && i.strength >= DOSE.strong)]
            : p.leaveOn
              ? matchingIngredients(p, m).filter((i) => i.strength >= DOSE.strong)
              : [];
        if (ings.length) {
          named.add(p.name);
          hits.push({ product: p, ingredients: unique(ings), severity: rule.severity });
        }
      }
      if (!hits.length) return [];
      const found = msg("found", { found: joined(hits.map((h) => hitText(h)), "semicolon") });
      return [finding(rule, rule.severity, routineOf(hits), hits, sentences(ruleText(rule, "explanation"), found, whatToDo(rule)))];
    }
    case "retinoid-morning": {
      if (!rule.match) return [];
      const m = rule.match;
      const hits: Hit[] = [];
      for (const p of morning) {
        const ings = p.leaveOn ? matchingIngredients(p, m).filter((ing) => doseIn(ing, p) >= DOSE.moderate) : [];
        if (ings.length) hits.push({ product: p, ingredients: ings, severity: rule.severity });
      }
      if (!hits.length) return [];
      return [finding(rule, rule.severity, "morning", hits, withSubject(joined(hits.map((h) => hitText(h)), "semicolon")))];
    }
    case "peel-strength":
      return overused(rule, all, peelStrengthAcids, rule.highThreshold ?? Number.POSITIVE_INFINITY);
    case "retinoid-pace": {
      const m = rule.match;
      if (!m) return [];
      return overused(rule, all, (p) => (p.leaveOn ? matchingIngredients(p, m).filter((i) => doseIn(i, p) >= DOSE.moderate) : []), Number.POSITIVE_INFINITY);
    }
    case "occasional-use":
      // Dry or sensitive skin: medium from daily use.
      return overused(rule, all, occasionalUseIngredients, DRYING_SENSITIVE.has(ctx.input.skinType) ? 6 : Number.POSITIVE_INFINITY);
    case "night-product-morning": {
      // A night retinoid in the morning is said once, by retinoid-morning.
      const moved = new Set(earlier.filter((f) => f.rule.check === "retinoid-morning").flatMap((f) => f.hits.map((h) => h.product)));
      const hits = morning
        .filter((p) => p.leaveOn && !p.localised && !p.isSunscreen && !moved.has(p) && NIGHT_ONLY_NAME.test(p.name) && !DAY_TOO_NAME.test(p.name))
        .map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      const names = joined(unique(hits.map((h) => h.product.name)));
      return [finding(rule, rule.severity, "morning", hits, sentences(msg("night-product-morning", { names }), ...explainAct(rule)))];
    }
    case "unreadable-list": {
      const hits = all.filter((p) => p.list.unreadable?.length).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      const detail = hits.map((h) => msg("unreadable", { product: h.product.name, text: cleanText(h.product.list.unreadable?.[0], 40) }));
      return [finding(rule, rule.severity, routineOf(hits), hits, withSubject(joined(detail, "semicolon")))];
    }
    case "oral-isotretinoin": {
      const drugs = oralWith(all, (d) => d.pausesExfoliants);
      if (!drugs.length) return [];
      const hits = all.flatMap((p): Hit[] => {
        const ings = exfoliantIngredients(p);
        return ings.length ? [{ product: p, ingredients: ings, severity: rule.severity }] : [];
      });
      if (!hits.length) return [];
      const desc = sentences(msg("while-taking", { drug: drugs[0].name, products: joined(hits.map((h) => hitText(h)), "semicolon") }), ...explainAct(rule));
      return [finding(rule, rule.severity, routineOf(hits), hits, desc)];
    }
    case "antibiotic-alone": {
      if (!rule.match) return [];
      const m = rule.match;
      // Benzoyl peroxide anywhere in the routine (a morning wash counts) answers it, and so does a product combining the two.
      if (all.some((p) => p.list.ingredients.some((i) => i.facts.classes.has("benzoyl-peroxide") && doseIn(i, p) >= DOSE.trace))) return [];
      const hits = all.flatMap((p): Hit[] => {
        const ings = p.leaveOn ? matchingIngredients(p, m) : [];
        return ings.length ? [{ product: p, ingredients: ings, severity: rule.severity }] : [];
      });
      if (!hits.length) return [];
      return [finding(rule, rule.severity, routineOf(hits), hits, withSubject(joined(hits.map((h) => hitText(h)), "semicolon")))];
    }
    case "oral-pregnancy": {
      const hits = oralWith(all, () => true).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      return [finding(rule, rule.severity, routineOf(hits), hits, withSubject(joined(unique(hits.map((h) => h.product.name)))))];
    }
    case "oral-photosensitiser": {
      if (hasMorningSunscreen(ctx)) return [];
      const hits = oralWith(all, (d) => d.photosensitiser).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      return [finding(rule, rule.severity, routineOf(hits), hits, withSubject(joined(unique(hits.map((h) => h.product.name)))), rule.insightType, "morning")];
    }
    case "not-topical": {
      const hits = all.filter((p) => p.takenByMouth).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
      if (!hits.length) return [];
      return [finding(rule, rule.severity, routineOf(hits), hits, withSubject(joined(unique(hits.map((h) => h.product.name)))))];
    }
    case "success-sunscreen": {
      if (!hasDailySunscreen(ctx)) return [];
      const hits = morning.filter((p) => p.isSunscreen && statesEnoughSpf(p.name)).map((p): Hit => ({ product: p, ingredients: [], severity: "low" }));
      if (!hits.length) return [];
      return [finding(rule, "low", "morning", hits, withSubject(joined(hits.map((h) => h.product.name))))];
    }
    case "success-no-conflicts": {
      if (all.length < 2) return [];
      // A pair noted in low amounts still meets: "none meet" would contradict its note.
      if (earlier.some((f) => INTERACTION_CHECKS.has(f.rule.check) && (f.insightType === "warning" || f.minor))) return [];
      return [finding(rule, "low", "both", [], explained)];
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
      const names = top.map((a) => msg("in-product", { what: a.name, product: a.product.name }));
      return [finding(rule, "low", routineOf(hits), hits, sentences(msg("goal-served", { goal: goalWords(ctx.primary.goal), actives: joined(names) }), ...explainAct(rule)))];
    }
  }
}

function layering(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine): Finding[] {
  const known = list.filter((p) => p.type !== null);
  const pairs: [AnalyzedProduct, AnalyzedProduct][] = [];
  // Each product against the latest-step product listed before it that it is used with: products on different days
  // are never layered, whatever their order in the list.
  for (let i = 0; i < known.length; i++) {
    const p = known[i];
    const at = stepOrderOf(p);
    let before: AnalyzedProduct | null = null;
    let beforeAt = at;
    for (let j = 0; j < i; j++) {
      const q = known[j];
      const o = stepOrderOf(q);
      if (o > at && o >= beforeAt && meet(p.usage, q.usage) !== "no") {
        before = q;
        beforeAt = o;
      }
    }
    if (before) pairs.push([p, before]);
  }
  if (!pairs.length) return [];
  const hits = unique(pairs.flat()).map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity }));
  hits.sort((a, b) => a.product.order - b.product.order);
  const detail = pairs
    .slice(0, 3)
    .map(([late, early]) => msg("comes-before", { late: late.name, lateType: typeMsg(late.type ?? ""), early: early.name, earlyType: typeMsg(early.type ?? "") }));
  const order = recommendedOrder(list).map((p, i) => msg("step", { n: i + 1, name: p.name }));
  const description = sentences(
    msg("where-detail", { where: whereMsg(r), detail: joined(detail, "semicolon") }),
    msg("recommended-order", { order: joined(order, "comma") }),
    ...explainAct(rule),
  );
  return [finding(rule, rule.severity, r, hits, description)];
}

/** Products in the recommended step order (core/layering.ts stepOrder); unknown types last; ties keep their given order. */
export function recommendedOrder(list: readonly AnalyzedProduct[]): AnalyzedProduct[] {
  return sortSteps(list.map((p) => ({ ...layeringStep(p), order: p.position, p }))).map((s) => s.p);
}

function stepOrderOf(p: AnalyzedProduct): number {
  return stepOrder(layeringStep(p));
}

/** "wait 1 minute" after a step before the next one (core/layering.ts, the same function as the app's timer), or null. */
export function waitText(p: AnalyzedProduct, next: AnalyzedProduct | undefined): Message | null {
  const s = waitAfterStep(layeringStep(p), next ? layeringStep(next) : null);
  return s > 0 ? msg("wait", { wait: waitMsg(s) }) : null;
}

/** "1 minute", "30 seconds" (the same words as core/layering.ts waitWords). */
export function waitMsg(seconds: number): Message {
  return seconds >= 60 && seconds % 60 === 0 ? msg("minutes", { count: seconds / 60 }) : msg("seconds", { count: seconds });
}

function layeringStep(p: AnalyzedProduct): LayeringStep {
  return { productType: p.type, name: p.name, ingredients: p.input.ingredients };
}

const DOUBLE_CLEANSE = /\boil\b|balm|micellar|make-?up remover/i;

/** Types whose products are judged by what they do (their treatment actives), not by their type alone. */
export const ROLE_TYPES: ReadonlySet<string> = new Set(["Serum", "Essence", "Ampoule", "Spot Treatment", "Toner", "Exfoliant", "Mask", "Eye Cream", "Mist", "Oil"]);

const JOB_ORDER = ["retinoid", "benzoyl-peroxide", "aha", "bha", "pha", "exfoliant-physical", "vitamin-c", "niacinamide", "azelaic-acid", "peptide", "brightening"] as const;

/** What a product does: the classes of its headline active (its first treatment ingredient at a moderate dose); acids count as "exfoliant". */
export function jobsOf(p: ProductView): Set<string> {
  const jobs = new Set<string>();
  // A prescription drug is its own job (pimecrolimus for eczema, ketoconazole for a fungus): two drugs are no duplicate.
  for (const d of drugActives(p)) jobs.add(`drug:${d.key}`);
  const lead = p.list.ingredients.find((ing) => (ing.facts.treatment || ing.facts.classes.has("exfoliant-physical")) && doseIn(ing, p) >= DOSE.moderate && !ing.facts.classes.has("mineral-uv-filter") && !ing.facts.classes.has("chemical-uv-filter"));
  if (!lead) return jobs;
  const c = JOB_ORDER.find((k) => lead.facts.classes.has(k));
  if (c) jobs.add(c === "aha" || c === "bha" || c === "pha" || c === "exfoliant-physical" ? "exfoliant" : c);
  return jobs;
}

/** An occlusive sealed over the moisturizer (petrolatum jelly, a healing ointment): its first ingredient is an occlusive. */
const isSeal = (p: AnalyzedProduct) => p.list.ingredients[0]?.facts.classes.has("occlusive") === true;
/** A cream whose reason to be is a drug or a corticosteroid (a hydrocortisone cream filed as a moisturizer). */
const isTreatmentCream = (p: AnalyzedProduct) => drugActives(p).length > 0 || matchingIngredients(p, CORTICOSTEROID).length > 0;

/**
 * Two products of one type that do the same job on the same day: two cleansers (bar a night double
 * cleanse), two moisturizers, two sunscreens; for treatment types, only when they share a job (two
 * exfoliating toners, two retinoid serums) or neither has one (two plain hydrating serums).
 * A vitamin C serum and a niacinamide serum are not redundant.
 */
const maskUseOf = (p: AnalyzedProduct) => maskUse({ productType: "Mask", name: p.name, ingredients: p.input.ingredients });

function duplicates(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine): Finding[] {
  const byType = new Map<string, AnalyzedProduct[]>();
  for (const p of list) if (p.type) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
  const groups: [string, AnalyzedProduct[]][] = [];
  for (const [type, ps] of byType) {
    if (ps.length < 2) continue;
    if (type === "Cleanser" && r === "night" && ps.length === 2 && ps.some((p) => DOUBLE_CLEANSE.test(p.name))) continue;
    const dup = new Set<AnalyzedProduct>();
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        const [x, y] = [ps[i], ps[j]];
        // The same product listed twice in one routine is a step done twice (engine 1.4.8).
        if (meet(x.usage, y.usage) === "no" || areaOf(x) !== areaOf(y)) continue;
        // A rinse-off, a sheet and a sleeping mask do different jobs at different steps (core/layering maskUse).
        if (type === "Mask" && maskUseOf(x) !== maskUseOf(y)) continue;
        // An ointment sealed over a cream is one more step the AAD advises for dry skin, not a second moisturizer;
        // a steroid or a drug filed as a moisturizer is a treatment.
        if (type === "Moisturizer" && (isSeal(x) !== isSeal(y) || isTreatmentCream(x) || isTreatmentCream(y))) continue;
        if (ROLE_TYPES.has(type)) {
          const jx = jobsOf(x);
          const jy = jobsOf(y);
          const shared = [...jx].some((k) => jy.has(k));
          if (!shared && (jx.size > 0 || jy.size > 0)) continue;
        }
        dup.add(x).add(y);
      }
    }
    if (dup.size >= 2) groups.push([type, ps.filter((p) => dup.has(p))]);
  }
  groups.sort((a, b) => productTypeOrder(a[0]) - productTypeOrder(b[0]));
  if (!groups.length) return [];
  const hits = groups.flatMap(([, ps]) => ps.map((p): Hit => ({ product: p, ingredients: [], severity: rule.severity })));
  hits.sort((a, b) => a.product.order - b.product.order);
  const detail = groups.map(([type, ps]) => msg("duplicate", { count: ps.length, type: typeMsg(type), names: joined(ps.map((p) => p.name)) }));
  return [finding(rule, rule.severity, r, hits, sentences(msg("where-detail", { where: whereMsg(r), detail: joined(detail, "semicolon") }), ...explainAct(rule)))];
}

/** Checks whose warnings are about ingredients meeting in a routine: "No ingredient conflicts" never sits beside one. */
export const INTERACTION_CHECKS: ReadonlySet<string> = new Set(["pair", "over-exfoliation", "duplicate-retinoid", "retinoid-morning"]);

/**
 * The product's exfoliating ingredients: acids, retinoids and benzoyl peroxide at a moderate dose;
 * scrub particles (walnut shell, apricot seed, pumice, jojoba beads) in a rinse-off product, an
 * exfoliant or a mask, where they rub (in a leave-on cream they are texture).
 */
export function exfoliantIngredients(p: AnalyzedProduct): WeightedIngredient[] {
  // A lip scrub or a lip mask's acid stays on the lips: it adds nothing to the face's exfoliation.
  if (p.onLips) return [];
  const scrubbing = usedAsScrub(p);
  const out: WeightedIngredient[] = [];
  for (const ing of p.list.ingredients) {
    const physical = ing.facts.classes.has("exfoliant-physical") || (ing.key === "jojoba esters" && SCRUB_NAME.test(p.name));
    if (physical) {
      if (scrubbing && ing.strength >= DOSE.afterLineCap && placeOf(ing, p.list) !== "trace") out.push(ing);
    } else if (matchesFacts(EXFOLIANT, ing.facts) && doseIn(ing, p) >= DOSE.moderate) out.push(ing);
  }
  return out;
}

/**
 * The products of `list` with ingredients `pick` finds that meet another such product on a day (with
 * counts but no days, they may meet), and whether two of them surely meet on the same day.
 */
function meetingHits(rule: RoutineRule, list: readonly AnalyzedProduct[], pick: (p: AnalyzedProduct) => WeightedIngredient[]) {
  const candidates: Hit[] = [];
  for (const p of list) {
    const ings = pick(p);
    if (ings.length) candidates.push({ product: p, ingredients: ings, severity: rule.severity });
  }
  let sameDay = false;
  const hits = candidates.filter((h) =>
    candidates.some((o) => {
      if (o === h || areaOf(o.product) !== areaOf(h.product)) return false;
      const m = meet(h.product.usage, o.product.usage);
      sameDay ||= m === "yes";
      return m !== "no";
    }),
  );
  return { hits, sameDay };
}

function overExfoliation(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine, earlier: readonly Finding[]): Finding[] {
  // A medicated wash is rinsed off within a minute: beside a retinoid it is the short-contact combination the AAD
  // acne guideline uses, not a second leave-on exfoliant (as in detectPair; the weekly load still counts it).
  const { hits, sameDay } = meetingHits(
    rule,
    list.filter((p) => p.type !== "Cleanser"),
    exfoliantIngredients,
  );
  // Products whose only exfoliating actives are retinoids are one mechanism: two of them are a duplicated
  // retinoid (duplicate-retinoid), not two exfoliants to alternate. Benzoyl peroxide beside adapalene alone is the
  // acne treatment the AAD recommends most (JAAD 2024; sold together as one gel): one treatment, not over-exfoliation.
  const only = (h: Hit, cls: ActiveClass) => h.ingredients.every((i) => i.facts.classes.has(cls));
  const retinoids = hits.filter((h) => only(h, "retinoid"));
  const withAdapalene = retinoids.length > 0 && retinoids.every((h) => h.ingredients.every((i) => i.key === "adapalene"));
  const mechanisms = new Set(hits.map((h) => (only(h, "retinoid") || (withAdapalene && only(h, "benzoyl-peroxide")) ? -1 : h.product.order))).size;
  if (hits.length < (rule.threshold ?? 2) || mechanisms < (rule.threshold ?? 2)) return [];
  // Exactly these two products already reported as a pair at least as severe: the pair warning says it once.
  const sameTwo = (f: Finding) =>
    f.rule.check === "pair" &&
    f.routine === r &&
    f.insightType === "warning" &&
    SEVERITY_RANK[f.severity] >= SEVERITY_RANK[rule.severity] &&
    f.hits.length === 2 &&
    hits.every((h) => f.hits.some((x) => x.product === h.product));
  if (hits.length === 2 && earlier.some(sameTwo)) return [];
  let severity: Severity = mechanisms >= (rule.highThreshold ?? Number.POSITIVE_INFINITY) ? "high" : rule.severity;
  let note: Message | null = null;
  let type: InsightType = rule.insightType;
  if (!sameDay) {
    severity = "low";
    type = "info";
    note = msg("note.some-days");
  }
  for (const h of hits) h.severity = severity;
  const desc = sentences(
    msg("where-detail", { where: whereMsg(r), detail: joined(hits.map((h) => hitText(h)), "semicolon") }),
    ruleText(rule, "explanation"),
    note,
    whatToDo(rule),
  );
  return [finding(rule, severity, r, hits, desc, type)];
}

/** Two or more products with a retinoid at a moderate dose that meet on a day of one routine. */
function duplicateRetinoid(rule: RoutineRule, list: readonly AnalyzedProduct[], r: Routine): Finding[] {
  const { hits, sameDay } = meetingHits(rule, list, (p) => exfoliantIngredients(p).filter((i) => i.facts.classes.has("retinoid")));
  if (hits.length < (rule.threshold ?? 2)) return [];
  const severity: Severity = sameDay ? rule.severity : "low";
  for (const h of hits) h.severity = severity;
  const desc = sentences(
    msg("where-detail", { where: whereMsg(r), detail: joined(hits.map((h) => hitText(h)), "semicolon") }),
    ruleText(rule, "explanation"),
    sameDay ? null : msg("note.some-days"),
    whatToDo(rule),
  );
  return [finding(rule, severity, r, hits, desc, sameDay ? rule.insightType : "info")];
}

/** Exfoliating applications a week: a leave-on product or a scrub counts 1 an application, a rinse-off acid ½. */
export function exfoliationLoadOf(ctx: EngineContext): { load: number; hits: Hit[] } {
  let load = 0;
  const hits: Hit[] = [];
  for (const p of ctx.routine.all) {
    // The load is the face's: an eye cream's retinol is kept off it.
    const ings = p.onEyes ? [] : exfoliantIngredients(p);
    if (!ings.length) continue;
    const scrub = ings.some((i) => !matchesFacts(EXFOLIANT, i.facts) || i.facts.classes.has("exfoliant-physical"));
    load += (p.leaveOn || scrub ? 1 : 0.5) * p.usage.perWeek;
    hits.push({ product: p, ingredients: ings, severity: "low" });
  }
  return { load, hits };
}

function exfoliationLoad(rule: RoutineRule, ctx: EngineContext): Finding[] {
  const { load, hits } = exfoliationLoadOf(ctx);
  // Dry or sensitive skin is flagged one application a day sooner: above 7 and medium above 14 (AAD: exfoliate dry or
  // sensitive skin less often and gently).
  const sooner = DRYING_SENSITIVE.has(ctx.input.skinType) ? 7 : 0;
  if (hits.length < 2 || load <= (rule.threshold ?? Number.POSITIVE_INFINITY) - sooner) return [];
  const severity: Severity = load > (rule.highThreshold ?? Number.POSITIVE_INFINITY) - sooner ? "medium" : rule.severity;
  for (const h of hits) h.severity = severity;
  const per = hits.map((h) => msg("use-per-week", { product: h.product.name, routine: routineWord(h.product.routine), week: weekMsg(h.product.usage.perWeek) }));
  const desc = sentences(msg("exfoliation-load", { load: Math.round(load * 10) / 10, uses: joined(per) }), ...explainAct(rule));
  return [finding(rule, severity, routineOf(hits), hits, desc)];
}

/** The AHAs and salicylic acid a product declares at a peel's strength (rules.ts PEEL_STRENGTH), or none. */
export function peelStrengthAcids(p: ProductView): WeightedIngredient[] {
  // A salt (ammonium lactate) is the acid partly neutralised: a 12% lactate lotion is labelled for twice-daily use.
  const acids = p.list.ingredients.filter((i) => i.percent !== undefined && (i.facts.classes.has("aha") || i.facts.classes.has("bha")) && !NEUTRALISED_ACID.test(i.key));
  const declared = (cls: "aha" | "bha") => acids.reduce((sum, i) => sum + (i.facts.classes.has(cls) ? (i.percent ?? 0) : 0), 0);
  return declared("aha") > PEEL_STRENGTH.ahaAbove || declared("bha") > PEEL_STRENGTH.salicylicAbove ? acids : [];
}

/** An acid's salt, partly neutralised: ammonium lactate, sodium glycolate, ammonium glycolate. */
const NEUTRALISED_ACID = /^(?:ammonium|sodium|potassium|calcium) (?:lactate|glycolate)$/;

/** Skin types on which a scrub or a clay mask used daily is a medium warning (rule occasional-use). */
const DRYING_SENSITIVE: ReadonlySet<string> = new Set(["dry", "sensitive"]);

/**
 * What makes a product one for a few uses a week (rule occasional-use): its scrub particles, or an absorbent mask's
 * clay, mud or charcoal (or the mask itself, when its name says so). A name that says daily is not one.
 */
export function occasionalUseIngredients(p: AnalyzedProduct): WeightedIngredient[] | null {
  if (OCCASIONAL_USE.dailyName.test(p.name) || LIQUID_NAME.test(p.name)) return [];
  // A scrub is named as one, or its particles lead its list; seed meal late in a cleanser's ferment scrubs nothing.
  const named = SCRUB_NAME.test(p.name) || p.type === "Exfoliant";
  const particles = exfoliantIngredients(p).filter(
    (i) => (i.facts.classes.has("exfoliant-physical") || i.key === "jojoba esters") && placeOf(i, p.list) === "above" && (named || i.position <= SCRUB_PARTICLE_POSITIONS),
  );
  if (particles.length) return particles;
  if (p.type !== "Mask" || maskUse(layeringStep(p)) !== "rinse-off") return [];
  const absorbent = p.list.ingredients.filter((i) => i.position <= 5 && ABSORBENT_KEYS.test(i.key));
  // A "Charcoal Mask" whose list names its clay late still says by its name what it is: a product-level finding.
  return absorbent.length ? absorbent : ABSORBENT_NAME.test(p.name) ? null : [];
}
/** A liquid holds no scrub particles, whatever its ferment lists ("The Cleansing Micellar Water"). */
const LIQUID_NAME = /micellar|cleansing water|\bmist\b|\btoner\b|\bessence\b/i;
/** Particles among a list's first ten ingredients make a scrub of a product whose name does not say so. */
const SCRUB_PARTICLE_POSITIONS = 10;
const ABSORBENT_KEYS = /\bclay\b|^kaolin$|^bentonite$|^montmorillonite$|^illite$|charcoal|^sea silt$|\bmud\b/;
const ABSORBENT_NAME = /^(?=.*(?:\bclay\b|\bmud|charcoal))(?=.*(?:\bmask|\bmasque|\bmud|treatment)).*/i;

/**
 * Products used more often a week than their kind allows (the rule's threshold; `pick` answers what makes a product
 * that kind: its ingredients, null for the product itself, or none), counting morning and night uses together: the
 * rule's severity, one step more past `escalateAbove` uses a week (rules peel-strength, retinoid-pace, occasional-use).
 */
function overused(
  rule: RoutineRule,
  all: readonly AnalyzedProduct[],
  pick: (p: AnalyzedProduct) => WeightedIngredient[] | null,
  escalateAbove: number,
): Finding[] {
  const uses = new Map<string, number>();
  for (const p of all) uses.set(p.name, (uses.get(p.name) ?? 0) + p.usage.perWeek);
  const hits: Hit[] = [];
  const found: Message[] = [];
  for (const p of all) {
    const what = pick(p);
    const perWeek = uses.get(p.name) ?? 0;
    if ((what !== null && !what.length) || perWeek <= (rule.threshold ?? Number.POSITIVE_INFINITY)) continue;
    const hit: Hit = { product: p, ingredients: what ?? [], severity: perWeek > escalateAbove ? escalated(rule.severity) : rule.severity };
    if (!hits.some((h) => h.product.name === p.name)) {
      found.push(msg("found-used", { found: hitText(hit), week: weekMsg(perWeek) }));
    }
    hits.push(hit);
  }
  if (!hits.length) return [];
  return [finding(rule, maxSeverity(hits), routineOf(hits), hits, sentences(msg("found", { found: joined(found, "semicolon") }), ...explainAct(rule)))];
}

/** One step up: low to medium, medium to high. */
function escalated(s: Severity): Severity {
  return s === "low" ? "medium" : "high";
}

/** "daily" for one use a day; a count otherwise ("3.5× a week", or "14× a week" for morning and night together). */
function weekMsg(n: number): Message {
  return n === 7 ? msg("daily") : msg("times-a-week", { count: Math.round(n * 10) / 10 });
}

const SOAP_BASES = new Set(["potassium hydroxide", "sodium hydroxide"]);
/** Mild synthetic surfactants by name (syndets): a bar led by sodium lauroyl isethionate is not a soap. */
const SURFACTANT_NAME = /isethionate|glucoside|betaine|sultaine|sarcosinate|taurate|glutamate|sulfosuccinate|lactylate/;

/** The cleanser's main cleansing agent is a soap or SLS/SLES: its first surfactant, or oils saponified on the label (oil, potassium hydroxide). */
export function isHarshCleanser(p: AnalyzedProduct): WeightedIngredient[] {
  if (p.type !== "Cleanser") return [];
  const top = p.list.ingredients.filter((i) => i.position <= 5);
  const first = top.find((i) => i.facts.classes.has("surfactant") || i.facts.classes.has("sulfate-surfactant") || SURFACTANT_NAME.test(i.key) || matchesFacts(HARSH_CLEANSING, i.facts));
  if (first && matchesFacts(HARSH_CLEANSING, first.facts)) return [first];
  const base = top.find((i) => SOAP_BASES.has(i.key) && i.position <= 4);
  const oil = base && top.find((i) => i.position < base.position && /\boil\b/.test(i.key));
  return base && oil ? [oil, base] : [];
}

function harshCleansers(rule: RoutineRule, ctx: EngineContext): Finding[] {
  // Skin meets every cleanser of a routine, so a soap stays harsh when a gentler cleanser follows it:
  // each routine's most used harsh cleanser counts, wherever it stands in the list.
  const harshest = (list: readonly AnalyzedProduct[]) =>
    list
      .filter(isCleanser)
      .map((product) => ({ product, ingredients: isHarshCleanser(product) }))
      .filter((c) => c.ingredients.length)
      .reduce<{ product: AnalyzedProduct; ingredients: WeightedIngredient[] } | undefined>((best, c) => (!best || c.product.usage.perWeek > best.product.usage.perWeek ? c : best), undefined);
  const morning = harshest(ctx.routine.morning);
  const night = harshest(ctx.routine.night);
  if (!morning || !night || morning.product.usage.perWeek + night.product.usage.perWeek < 10) return [];
  const [m, hm, n, hn] = [morning.product, morning.ingredients, night.product, night.ingredients];
  const hits: Hit[] = [
    { product: m, ingredients: hm, severity: rule.severity },
    { product: n, ingredients: hn, severity: rule.severity },
  ];
  // The same cleanser morning and night is named once.
  const named = hits.map((h) => hitText(h)).filter((x, i, all) => all.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i);
  return [finding(rule, rule.severity, "both", hits, sentences(ruleText(rule, "explanation"), msg("found-twice-a-day", { found: joined(named, "semicolon") }), whatToDo(rule)))];
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
    const source = conditionSource(rule.when, ctx);
    if (source === false) continue;
    const before = findings.length;
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
        // The concern finding also sees the declared sensitivities' findings, which come later in RULES.
        findings.push(...detectRoutine(rule, ctx, rule.check === "ingredient-concern" ? [...findings, ...declaredFindings] : findings));
    }
    if (source) for (let i = before; i < findings.length; i++) findings[i].source = source;
  }
  const merged = mergeSameProducts(findings);
  attachSchedules(ctx, merged);
  return merged;
}

/** Per-routine findings naming the same products morning and night (a product used twice a day) become one. */
function mergeSameProducts(findings: Finding[]): Finding[] {
  const out: Finding[] = [];
  const names = (f: Finding) => unique(f.hits.map((h) => h.product.name)).sort().join("|");
  for (const f of findings) {
    if (f.routine !== "night" || !f.hits.length) {
      out.push(f);
      continue;
    }
    const twin = out.find((m) => m.rule === f.rule && m.routine === "morning" && m.hits.length && names(m) === names(f) && m.insightType === f.insightType);
    if (!twin) {
      out.push(f);
      continue;
    }
    twin.routine = "both";
    twin.hits = [...twin.hits, ...f.hits];
    if (SEVERITY_RANK[f.severity] > SEVERITY_RANK[twin.severity]) {
      twin.severity = f.severity;
      twin.penalty = f.penalty;
    }
    twin.description = bothRoutines(twin.description);
  }
  return out;
}

/** The description with its opening "Morning routine:" made "Morning and night routines:". */
function bothRoutines(description: Message): Message {
  const first = firstSentence(description);
  if (!first || typeof first !== "object" || !("code" in first) || (first.params?.where as Message | undefined)?.code !== "where.morning") return description;
  const parts = (description.params?.text as { list: MessageParam[] }).list;
  return sentences({ ...first, params: { ...first.params, where: whereMsg("both") } }, ...parts.slice(1));
}

function firstSentence(description: Message): MessageParam | undefined {
  const text = description.params?.text;
  return text && typeof text === "object" && "list" in text ? text.list[0] : undefined;
}

/** Checks whose finding moves a morning product to the night routine. */
const LEAVES_THE_MORNING: ReadonlySet<string> = new Set(["retinoid-morning", "night-product-morning"]);

/** Checks whose finding is solved by giving products different days. */
const SCHEDULED_CHECKS: ReadonlySet<string> = new Set(["pair", "over-exfoliation", "exfoliation-load"]);

/** Which product leads a schedule: retinoids first, then benzoyl peroxide, hydroquinone, acids, scrubs. */
function scheduleRank(p: AnalyzedProduct): number {
  const has = (c: string) => p.list.ingredients.some((i) => i.facts.classes.has(c as never) && doseIn(i, p) >= DOSE.trace);
  if (has("retinoid")) return 0;
  if (has("benzoyl-peroxide")) return 1;
  if (has("brightening")) return 2;
  if (has("aha") || has("bha")) return 3;
  return 4;
}

/** The scheduled pair rules: a product that would meet another one's side in its new routine is not moved there. */
const SCHEDULED_PAIRS: readonly PairRule[] = RULES.filter((r): r is PairRule => r.check === "pair" && r.remedy === "schedule" && r.insightType === "warning");

const holds = (p: AnalyzedProduct, m: IngredientMatcher) => matchingIngredients(p, m).some((i) => doseIn(i, p) >= DOSE.trace);

/** Would the two products, once in one routine, be a scheduled pair or two exfoliants that meet? */
function wouldConflict(p: AnalyzedProduct, q: AnalyzedProduct): boolean {
  // A cleanser is rinsed off before the next step goes on, and a lip or eye product stays there (as in detectPair).
  if (p.type === "Cleanser" || q.type === "Cleanser" || areaOf(p) !== areaOf(q) || meet(p.usage, q.usage) === "no") return false;
  if (exfoliantIngredients(p).length && exfoliantIngredients(q).length) return true;
  return SCHEDULED_PAIRS.some((r) => (holds(p, r.a) && holds(q, r.b)) || (holds(p, r.b) && holds(q, r.a)));
}

/** A retinoid, a night-only product or a peel is never moved to the morning (retinoid-morning, night-product-morning, peel-strength). */
function mayGoTo(p: AnalyzedProduct, to: Routine): boolean {
  if (to === "night") return true;
  const retinoid = p.list.ingredients.some((i) => i.facts.classes.has("retinoid") && doseIn(i, p) >= DOSE.trace);
  return !retinoid && !(NIGHT_ONLY_NAME.test(p.name) && !DAY_TOO_NAME.test(p.name)) && !peelStrengthAcids(p).length;
}

/**
 * The products that split pairs (rule.morningSide) move to the other routine: the finding's one product on the
 * side that belongs there, when it is not on the other side too, not in that routine already, may be used there
 * and meets nothing there it conflicts with, and is not `stopped` (a sunscreen, a paused or avoided product).
 * Findings are taken in order, each move counting for the next; a pair that cannot split keeps its days apart instead.
 */
function planMoves(ctx: EngineContext, scheduled: readonly Finding[], stopped: (p: AnalyzedProduct) => boolean) {
  const wanted: { f: Finding; p: AnalyzedProduct; stay: AnalyzedProduct[]; from: Routine; to: Routine }[] = [];
  for (const f of scheduled) {
    const rule = f.rule;
    if (rule.check !== "pair" || !rule.morningSide || f.routine === "both") continue;
    const from = f.routine;
    const side = from === "night" ? rule.morningSide : rule.morningSide === "a" ? "b" : "a";
    const [moving, staying] = side === "a" ? [rule.a, rule.b] : [rule.b, rule.a];
    const products = unique(f.hits.map((h) => h.product));
    const movers = products.filter((p) => holds(p, moving));
    if (movers.length === 1 && !holds(movers[0], staying)) {
      wanted.push({ f, p: movers[0], stay: products.filter((q) => q !== movers[0]), from, to: from === "night" ? "morning" : "night" });
    }
  }
  const lists: Record<Routine, AnalyzedProduct[]> = { morning: [...ctx.routine.morning], night: [...ctx.routine.night] };
  const moved = new Map<AnalyzedProduct, Routine>();
  const byFinding = new Map<Finding, AnalyzedProduct>();
  for (const w of wanted) {
    // Two findings that want the same two products split the opposite ways (hydroquinone with a peroxide, the
    // peroxide with the hydroquinone product's vitamin C) keep them on different days instead.
    if (wanted.some((o) => o.stay.includes(w.p) && w.stay.includes(o.p))) continue;
    const { p, from, to } = w;
    if (moved.get(p) !== to) {
      if (stopped(p) || !lists[from].includes(p) || !mayGoTo(p, to)) continue;
      if (lists[to].some((q) => q.name === p.name || wouldConflict(p, q))) continue;
      lists[from].splice(lists[from].indexOf(p), 1);
      lists[to].push(p);
      moved.set(p, to);
    }
    byFinding.set(w.f, p);
  }
  return { moved, routineOf: (p: AnalyzedProduct): Routine => moved.get(p) ?? p.routine, byFinding };
}

/** A product's days as it uses them: its own, else as many as its count a week, spread as a schedule's first product. */
function ownDays(p: AnalyzedProduct): Weekday[] {
  if (p.usage.days) return WEEKDAYS.filter((d) => p.usage.days?.has(d));
  return solveSchedule([{ id: p.order, product: p.input.name, routine: p.routine, usage: p.usage }], [])[0]?.days ?? [];
}

/**
 * One weekly schedule for the whole routine: every scheduled finding's products must not share a
 * day (for the weekly exfoliation load, no two exfoliating products on one day, morning or night).
 * Each finding carries the days of its own products, so following every schedule resolves them all.
 */
function attachSchedules(ctx: EngineContext, findings: Finding[]): void {
  const edges: [number, number][] = [];
  const involved = new Map<number, AnalyzedProduct>();
  // A note (a pair met only in low amounts, a pair the rule itself calls a myth) is no reason to change the
  // week; products used some days with no days set get one; a sunscreen is worn every morning (AAD); a product
  // the pregnancy warning says to stop gets no days to go on with.
  const scheduled = findings.filter((f) => f.rule.remedy === "schedule" && SCHEDULED_CHECKS.has(f.rule.check) && f.rule.insightType === "warning" && !f.minor);
  const avoided = ctx.avoided;
  // A morning product another finding moves to the night (a retinoid, a night cream) gets no morning days either.
  const leaving = new Set(findings.filter((f) => LEAVES_THE_MORNING.has(f.rule.check)).flatMap((f) => f.hits.map((h) => h.product)));
  // A product a finding pauses (exfoliants during an isotretinoin course) gets no days to go on with either.
  // (By name: a finding names a product used morning and night once.)
  const paused = new Set(findings.filter((f) => f.rule.remedy === "pause").flatMap((f) => f.hits.map((h) => h.product.input.name)));
  const stopped = (p: AnalyzedProduct) => p.isSunscreen || paused.has(p.input.name) || (avoided !== undefined && p.list.ingredients.some((i) => avoided.has(i)));
  const { moved, routineOf, byFinding } = planMoves(ctx, scheduled, stopped);
  if (moved.size) ctx.moved = moved;
  // A cleanser is never given days: a day without one is a day without washing (AAD: twice a day). Nor is a
  // routine's only moisturizer: a day without it is a day without moisturizing, above all beside an active.
  const onlyMoisturizer = (p: AnalyzedProduct) => isMoisturizer(p) && !ctx.routine[p.routine].some((q) => q !== p && isMoisturizer(q));
  const unscheduled = (p: AnalyzedProduct) => stopped(p) || p.type === "Cleanser" || onlyMoisturizer(p) || (leaving.has(p) && routineOf(p) === "morning");
  for (const f of scheduled) {
    const ps = unique(f.hits.map((h) => h.product)).filter((p) => !unscheduled(p));
    for (let i = 0; i < ps.length; i++) {
      for (let j = i + 1; j < ps.length; j++) {
        if (ps[i].name === ps[j].name) continue;
        const crossRoutine = routineOf(ps[i]) !== routineOf(ps[j]);
        if (crossRoutine && f.rule.check !== "exfoliation-load") continue;
        edges.push([ps[i].order, ps[j].order]);
        involved.set(ps[i].order, ps[i]).set(ps[j].order, ps[j]);
      }
    }
    for (const [a, b] of f.keepApart ?? []) {
      if (a.name === b.name || unscheduled(a) || unscheduled(b) || routineOf(a) !== routineOf(b)) continue;
      edges.push([a.order, b.order]);
      involved.set(a.order, a).set(b.order, b);
    }
  }
  if (!edges.length && !byFinding.size) return;
  const items: ScheduleItem[] = [...involved.values()]
    .sort((a, b) => scheduleRank(a) - scheduleRank(b) || a.order - b.order)
    .map((p): ScheduleItem => ({ id: p.order, product: p.input.name, routine: routineOf(p), usage: p.usage, ...(peelStrengthAcids(p).length ? { maxDays: PEEL_STRENGTH.usesPerWeek } : {}) }));
  const plan = solveSchedule(items, edges);
  const key = (p: AnalyzedProduct) => `${routineOf(p)}|${p.input.name}`;
  const planned = new Set(plan.map((e) => `${e.routine}|${e.product}`));
  for (const f of scheduled) {
    const mine = unique(f.hits.map((h) => h.product));
    const keys = new Set(mine.map(key));
    const entries = plan.filter((e) => keys.has(`${e.routine}|${e.product}`));
    const moving = byFinding.get(f);
    if (moving) {
      // A split pair: its products not kept apart by days are used as they are, the moved one in its new routine.
      for (const p of mine) {
        if (!involved.has(p.order) && !unscheduled(p) && !entries.some((e) => e.product === p.input.name && e.routine === routineOf(p))) {
          entries.push({ product: p.input.name, routine: routineOf(p), days: ownDays(p) });
        }
      }
      entries.sort((x, y) => (x.routine === y.routine ? 0 : x.routine === "morning" ? -1 : 1));
    }
    if (entries.length >= 2) {
      f.schedule = entries;
      const parts = (f.description.params?.text as { list: MessageParam[] }).list;
      // More products than the week has free days for: those left without one are said, not silently dropped.
      const left = unique(mine.filter((p) => involved.get(p.order) === p && !planned.has(key(p))).map((p) => p.input.name));
      const noDay = left.length ? [msg("no-day-left", { products: joined(left), count: left.length })] : [];
      const move = moving ? [msg(`move-to.${routineOf(moving)}`, { product: moving.input.name })] : [];
      f.description = sentences(...parts, ...move, msg("suggested-week", { week: scheduleMsg(entries) }), ...noDay);
    }
  }
}
