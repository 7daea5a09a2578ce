/**
 * Swap and add recommendations chosen from the catalogue passed in (never invented).
 *
 * A swap replaces a product that triggered a high or medium warning with a remedy of "swap", by a
 * catalogue product of the same type that is free of the flagged ingredients. An add fills a gap
 * (missing sunscreen, cleanser, moisturizer, the skin type's essential, the goal's actives).
 * Every candidate must be free of every flagged ingredient, must not trigger any skin-type or
 * profile rule that applies to the user, must not create a conflict in the routine it joins, and
 * must not be marked by the catalogue as unsuited to the skin type.
 */
import { GOAL_IDS, PERIODS, SKIN_TYPES, type GoalId, type ProductTypeName } from "../domain";
import type { ActiveClass } from "../kb/types";
import {
  aboutTheVehicle,
  analyzeCandidate,
  isLipOnlyName,
  goalCoverage,
  isGoalActive,
  matchesFacts,
  type AnalyzedCandidate,
  type AnalyzedProduct,
  type ProductView,
} from "./analyze";
import { conditionHolds, exfoliantIngredients, jobsOf, ROLE_TYPES, routineAfterMoves, type EngineContext, type Finding } from "./detect";
import { hitCertainty, spfOf, statesEnoughSpf, strengthsInName } from "./exposure";
import { concernSkinTypeOf, sensitiveUserOf } from "./marks";
import { normalizeProductType } from "./product-types";
import { hasAnyClass, type WeightedIngredient, type WeightedList } from "./facts";
import {
  BENEFICIAL_CLASSES,
  DOSE,
  EFFECTIVENESS_POINTS,
  KEY_INGREDIENT_CLASS_ORDER,
  RECOMMENDATION_LIMITS,
  RULES,
  SEVERITY_RANK,
  SUNSCREEN,
  UV_FILTER_CLASSES,
  type IngredientMatcher,
} from "./rules";
import type { CatalogCandidate, Recommendation, Routine } from "./types";
import {
  ANALYSIS_VERSION,
  candidateAnalysis,
  concernBit,
  CONFLICT_RULES,
  EXFOLIATING,
  EXFOLIATING_ROLES,
  goalWantKey,
  HARSH_CLEANSER_NAME,
  PRESENT_RULES,
  roleClasses,
  treatmentMask,
  sideMaskOf,
  type CandidateAnalysis,
  type WantedSummary,
} from "./candidate-analysis";
import { cmpStr, unique } from "./util";
import { maskUse } from "../layering";
import { list, msg, type Message, type MessageParam } from "./message";
import { lowerCase, ruleText, sentences, typeWithArticle } from "./phrases";

/** A candidate that passed a need's static filters, with the need-independent-of-user part of its score. */
interface Entry {
  cand: CatalogCandidate;
  /** Its compact analysis: what the ranking tests. */
  an: CandidateAnalysis;
  /** Its full analysis, made when the candidate is chosen. */
  c?: AnalyzedCandidate;
  /** Bit per SKIN_TYPES index the catalogue marks it suitable for (0 = unknown). */
  suitMask: number;
  s0: number;
  /** The ingredients the need wants that it holds (computed on first use). */
  wanted?: readonly WeightedIngredient[];
  /** The candidate's ingredient keys (computed on first use). */
  keys?: ReadonlySet<string>;
  /** Lowercased "name|brand", to skip products already in the routine (computed on first use). */
  nameKey?: string;
  /** Key ingredients, computed on first use. */
  keyIngredients?: string[];
}

interface Compact {
  cand: CatalogCandidate;
  an: CandidateAnalysis;
}

interface CatalogIndex {
  /** Candidates with an ingredient list, by spec type, not yet analysed. */
  rawByType: Map<ProductTypeName, CatalogCandidate[]>;
  /** The same with their compact analyses (stored, or computed on first use of the type). */
  byType: Map<ProductTypeName, Compact[]>;
  /** Sorted candidate lists per need signature (best static score first). */
  lists: Map<string, Entry[]>;
}

const indexMemo = new WeakMap<readonly CatalogCandidate[], CatalogIndex>();

/** Candidates grouped by spec type, memoised per catalogue array; analysis happens per type on first use. */
function indexCatalog(catalog: readonly CatalogCandidate[]): CatalogIndex {
  const hit = indexMemo.get(catalog);
  if (hit) return hit;
  const rawByType = new Map<ProductTypeName, CatalogCandidate[]>();
  for (let i = 0; i < catalog.length; i++) {
    const c = catalog[i];
    if (!c || !c.ingredientKeys?.length) continue;
    const stored = c.analysis;
    const type = stored && stored.v === ANALYSIS_VERSION ? stored.type : normalizeProductType(c.productType, c.name);
    if (!type) continue;
    const list = rawByType.get(type);
    if (list) list.push(c);
    else rawByType.set(type, [c]);
  }
  const index: CatalogIndex = { rawByType, byType: new Map(), lists: new Map() };
  indexMemo.set(catalog, index);
  return index;
}

function candidatesOfType(index: CatalogIndex, type: ProductTypeName): Compact[] {
  let list = index.byType.get(type);
  if (!list) {
    list = [];
    for (const cand of index.rawByType.get(type) ?? []) {
      const an = candidateAnalysis(cand);
      if (an.type === type) list.push({ cand, an });
    }
    index.byType.set(type, list);
  }
  return list;
}

/** Sides a candidate must not hold, given the products of the routine it joins (`present`: sides chosen suggestions bring there). */
function forbiddenSides(others: readonly ProductView[], present = 0): number {
  for (const o of others) present |= sideMaskOf(o);
  let forbidden = 0;
  CONFLICT_RULES.forEach((_r, j) => {
    if (present & (1 << (2 * j + 1))) forbidden |= 1 << (2 * j);
    if (present & (1 << (2 * j))) forbidden |= 1 << (2 * j + 1);
  });
  return forbidden;
}

function suitMaskOf(c: CatalogCandidate): number {
  let m = 0;
  const types = c.suitableFor;
  if (!types) return m;
  for (let k = 0; k < types.length; k++) {
    const i = SKIN_TYPES.indexOf(types[k]);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

const matcherIds = new WeakMap<IngredientMatcher, number>();
let nextMatcherId = 1;
function matcherId(m: IngredientMatcher | undefined): number {
  if (!m) return 0;
  let id = matcherIds.get(m);
  if (id === undefined) {
    id = nextMatcherId++;
    matcherIds.set(m, id);
  }
  return id;
}

interface Need {
  kind: "swap" | "add";
  finding: Finding;
  types: readonly ProductTypeName[];
  product?: AnalyzedProduct;
  want?: IngredientMatcher;
  wantGoal?: boolean;
  gel?: boolean;
  sunscreen?: boolean;
  /** "morning", "night", "morning and night" or "by-active". */
  timing: string;
}

function routinesOf(timing: string): Routine[] {
  if (timing === "morning and night") return ["morning", "night"];
  return timing === "morning" ? ["morning"] : ["night"];
}

/** A product as the person owns it: the same product in the morning and at night is one product. */
function productIdentity(p: { input: { name: string; brand?: string | null } }): string {
  return `${p.input.name.trim().toLowerCase()}|${(p.input.brand ?? "").trim().toLowerCase()}`;
}

/** Needs in priority order: swaps for the most severe findings first (one per product), then adds. */
function collectNeeds(ctx: EngineContext, findings: readonly Finding[]): Need[] {
  const ordered = [...findings].sort(
    (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || RULES.indexOf(a.rule) - RULES.indexOf(b.rule),
  );
  const swaps: Need[] = [];
  const adds: Need[] = [];
  const swapped = new Set<string>();
  for (const f of ordered) {
    if (f.insightType !== "warning" && f.insightType !== "info") continue;
    if (f.rule.remedy === "swap") {
      for (const h of f.hits) {
        if (h.severity === "low" || swapped.has(productIdentity(h.product)) || !h.product.type) continue;
        // A trace (or an ingredient near the 1% line) never makes a product worth swapping by itself.
        if (hitCertainty(h.ingredients, h.product.list, f.rule) !== "clear") continue;
        // A drug product is not swapped for its vehicle (marks.ts: it stays, CARE).
        if (aboutTheVehicle(h.product, h.ingredients, f.rule)) continue;
        swapped.add(productIdentity(h.product));
        swaps.push({ kind: "swap", finding: f, types: [h.product.type], product: h.product, timing: routineAfterMoves(ctx, h.product) });
      }
    } else if (f.rule.remedy === "add" && f.rule.add) {
      const add = f.rule.add;
      // A sunscreen product under SPF 30 is swapped for one of 30 or more: adding a second sunscreen beside it would
      // be the duplicate-type finding of the next evaluation.
      if (f.rule.check === "low-spf" && f.hits.length && f.hits.every((h) => h.product.type === "Sunscreen")) {
        for (const h of f.hits) {
          if (swapped.has(productIdentity(h.product))) continue;
          swapped.add(productIdentity(h.product));
          swaps.push({ kind: "swap", finding: f, types: ["Sunscreen"], product: h.product, sunscreen: true, timing: routineAfterMoves(ctx, h.product) });
        }
        continue;
      }
      const timing = f.timing ?? (add.timing === "by-active" ? "by-active" : add.timing === "missing-routine" ? "night" : add.timing);
      adds.push({
        kind: "add",
        finding: f,
        types: add.types,
        ...(add.want ? { want: add.want } : {}),
        ...(add.wantGoal ? { wantGoal: true } : {}),
        ...(add.gel ? { gel: true } : {}),
        ...(add.types.length === 1 && add.types[0] === "Sunscreen" ? { sunscreen: true } : {}),
        timing,
      });
    }
  }
  // One add per kind of gap (a sunscreen asked for by two rules is one need). A sunscreen the owner has in the
  // night routine is moved to the morning (sunscreen-at-night), not bought again, unless it states under SPF 30.
  const owned = findings.some(
    (f) => f.rule.check === "sunscreen-at-night" && f.hits.some((h) => statesEnoughSpf(h.product.name)),
  );
  // A moisturizer asked for as a gel and one asked for at all, in the same routine, are one gel moisturizer.
  const merged = new Set<Need>();
  for (const g of adds) {
    if (!g.gel) continue;
    const plain = adds.find((n) => !n.gel && !n.want && !n.wantGoal && n.types.join("|") === g.types.join("|") && routinesOf(n.timing).some((r) => routinesOf(g.timing).includes(r)));
    if (plain) {
      plain.gel = true;
      merged.add(g);
    }
  }
  const seen = new Set<string>();
  const distinctAdds = adds.filter((n) => {
    if (merged.has(n)) return false;
    if (owned && n.sunscreen) return false;
    const sig = `${n.types.join("|")}:${n.want?.label ?? ""}:${n.wantGoal ? 1 : 0}:${n.gel ? 1 : 0}`;
    if (seen.has(sig)) return false;
    seen.add(sig);
    return true;
  });
  return [...swaps, ...distinctAdds];
}

/** Keys of every ingredient a swap-remedy or profile finding named: no recommendation may contain them. */
function flaggedKeys(findings: readonly Finding[]): Set<string> {
  const keys = new Set<string>();
  for (const f of findings) {
    if (f.rule.remedy !== "swap" || f.insightType !== "warning") continue;
    for (const h of f.hits) for (const ing of h.ingredients) keys.add(ing.key);
  }
  return keys;
}

function wantedIngredients(c: ProductView, need: Need, goal: GoalId): WeightedIngredient[] {
  const out: WeightedIngredient[] = [];
  for (const ing of c.list.ingredients) {
    if (ing.strength < DOSE.moderate) continue;
    if (need.want && matchesFacts(need.want, ing.facts)) out.push(ing);
    else if (need.wantGoal && isGoalActive(ing.facts, goal)) out.push(ing);
  }
  return out;
}

/** Up to four key ingredients: the wanted ones first, then by class priority, then by position. */
function keyIngredients(c: ProductView, wanted: readonly WeightedIngredient[]): string[] {
  const rank = (i: WeightedIngredient): number => {
    for (let k = 0; k < KEY_INGREDIENT_CLASS_ORDER.length; k++) if (i.facts.classes.has(KEY_INGREDIENT_CLASS_ORDER[k])) return k;
    return KEY_INGREDIENT_CLASS_ORDER.length;
  };
  const others = c.list.ingredients
    .filter(
      (i) =>
        !wanted.includes(i) &&
        i.strength >= DOSE.afterLineCap &&
        hasAnyClass(i.facts, BENEFICIAL_CLASSES) &&
        // UV filters only name a sunscreen's key ingredients; glycols are solvents more than actives.
        (c.claimsSpf || !hasAnyClass(i.facts, UV_FILTER_CLASSES)) &&
        i.facts.potency >= 1,
    )
    .sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  const wantedSorted = [...wanted].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  // Names the knowledge base knows, or short ones: a list that is really marketing prose yields no key ingredient.
  const readable = (i: WeightedIngredient) => i.facts.known || (i.name.length <= 40 && i.name.split(" ").length <= 5);
  return unique([...wantedSorted, ...others].filter(readable).map((i) => i.name)).slice(0, RECOMMENDATION_LIMITS.keyIngredients);
}

function timingFor(need: Need, c: ProductView): string {
  let base = need.timing;
  if (base === "by-active") {
    const nightActive = c.list.ingredients.some(
      (i) => i.strength >= DOSE.moderate && hasAnyClass(i.facts, ["retinoid", "aha", "bha", "benzoyl-peroxide"]),
    );
    const morningActive = c.list.ingredients.some((i) => i.strength >= DOSE.moderate && i.facts.classes.has("vitamin-c"));
    base = nightActive ? "night" : morningActive ? "morning" : "night";
  }
  if (c.isSunscreen) return "morning, as the last step, 15-30 minutes before sun exposure";
  const exfoliating = c.list.ingredients.some((i) => i.strength >= DOSE.moderate && hasAnyClass(i.facts, ["retinoid", "aha", "bha"]));
  if (base === "night" && exfoliating) return "night, 2-3 times a week to start";
  if (base === "morning and night") return "morning and night";
  return `${base} routine`;
}

export interface RecommendResult {
  recommendations: Recommendation<Message>[];
  /** Names of the products whose swap the catalogue was searched for (found or not): the others were not looked for. */
  searched: ReadonlySet<string>;
}

/**
 * The exfoliating actives a swap must keep: those the product is used for (declared, or strongly present:
 * not a sunscreen's pH-adjusting lactic acid), less those its finding names.
 */
function jobClasses(finding: Finding, product: AnalyzedProduct): ActiveClass[] {
  const named = new Set<ActiveClass>();
  for (const h of finding.hits) if (h.product === product) for (const i of h.ingredients) for (const c of i.facts.classes) named.add(c);
  const job = new Set<ActiveClass>();
  for (const i of product.list.ingredients) {
    if (!i.facts.treatment || (i.percent === undefined && i.strength < DOSE.strong)) continue;
    for (const c of i.facts.classes) if (EXFOLIATING.includes(c) && !named.has(c)) job.add(c);
  }
  return [...job];
}

/**
 * The goals a swap must keep when the finding is about the product's own treatment active (hydroquinone stopped in
 * pregnancy, a retinol the owner reacts to): bits of GOAL_IDS that active serves. Its replacement serves one of them
 * with another active (azelaic acid or vitamin C for hydroquinone), not only the same type (engine 1.4.9).
 */
function lostGoalBits(finding: Finding, product: AnalyzedProduct): number {
  let bits = 0;
  for (const h of finding.hits) {
    if (h.product !== product) continue;
    for (const i of h.ingredients) {
      if (!i.facts.treatment || (i.percent === undefined && i.strength < DOSE.moderate)) continue;
      GOAL_IDS.forEach((g, k) => {
        if (isGoalActive(i.facts, g)) bits |= 1 << k;
      });
    }
  }
  return bits;
}

/** A spot treatment for marks: dark or age spots, post-acne marks, scars (before the blemish words: "Post-Acne Spot Lightening"). */
const MARK_SPOT_NAME = /dark[- ]?spot|age[- ]?spot|pigment|lighten|brighten|correct|discolou?r|melasma|\bscars?\b|\bmarks?\b|post[- ]?acne|even(ing)?[- ]tone/i;
/** A spot treatment for blemishes: a spot gel, drying lotion or pimple patch. */
const BLEMISH_SPOT_NAME = /blemish|\bacne\b|pimple|breakout|\bzits?\b|\bspot (treatment|gel|remover|dots?|stickers?)|\bpatch(es)?\b|drying lotion/i;
/** Words that lean to blemishes but also name pigment correctors ("Nu-Derm Clear" is hydroquinone): after the actives. */
const CLEAR_SPOT_NAME = /clarifying|\bclear(ing)?\b/i;
const BLEMISH_ROLES = treatmentMask(["benzoyl-peroxide", "bha", "retinoid"]);
const RETINOID_ROLE = treatmentMask(["retinoid"]);
const ACID_ROLES = treatmentMask(["aha", "bha", "pha"]);

/** A product's jobs (detect.ts jobsOf: its headline active) as treatment bits; any acid is the exfoliating job. */
function jobBits(p: ProductView): number {
  let m = 0;
  for (const j of jobsOf(p)) m |= j === "exfoliant" ? ACID_ROLES : treatmentMask([j as ActiveClass]);
  return m;
}
const MARK_ROLES = treatmentMask(["brightening", "vitamin-c"]);

/**
 * What a spot treatment treats, by its name, else by its actives, else by a "clear" or "clarifying" in its name:
 * blemishes (benzoyl peroxide, salicylic acid, a retinoid) or marks (brighteners, vitamin C); null when none says. A
 * swap keeps it: a blemish gel is never replaced by a dark-spot serum or a scar gel (engine 1.4.4), nor a hydroquinone
 * cream named "Clear" by a sulfur acne mask (engine 1.4.9).
 */
export function spotJobOf(name: string, roles: number): "blemish" | "mark" | null {
  if (MARK_SPOT_NAME.test(name)) return "mark";
  if (BLEMISH_SPOT_NAME.test(name)) return "blemish";
  if ((roles & BLEMISH_ROLES) !== 0) return "blemish";
  if ((roles & MARK_ROLES) !== 0) return "mark";
  return CLEAR_SPOT_NAME.test(name) ? "blemish" : null;
}

/**
 * The spot job a swap must keep: a spot treatment's (blemishes or marks), or "mark" for a product of another type
 * whose name says it treats marks (a "Dark Spot Solution" typed Serum by its name is still a dark-spot product).
 */
function spotJobOfProduct(type: string | null, name: string, roles: number): "blemish" | "mark" | null {
  if (type === "Spot Treatment") return spotJobOf(name, roles);
  return MARK_PRODUCT_NAME.test(name) ? "mark" : null;
}
/** A product named for dark spots, age spots, pigmentation or post-acne marks, whatever its type. */
const MARK_PRODUCT_NAME = /dark[- ]?spot|age[- ]?spot|pigment|discolou?r|melasma|post[- ]?acne mark/i;

/**
 * Jobs a product's name can claim: acne (blemishes, breakouts) and ageing (wrinkles, fine lines, firming), each with the
 * actives that do it. Acne: benzoyl peroxide, salicylic acid, retinoids and azelaic acid (AAD guidelines of care for
 * acne vulgaris, JAAD 2024) and sulfur (FDA acne monograph, 21 CFR 333.310); not niacinamide or zinc, whose evidence
 * for acne is weak. Ageing: the AAD's anti-ageing ingredients (retinoids, vitamin C, hydroxy acids, peptides,
 * niacinamide, coenzyme Q10, tea and grape seed extracts), bakuchiol (Dhaliwal et al., Br J Dermatol 2019: like 0.5 %
 * retinol) and adenosine (an anti-wrinkle functional ingredient in Korea); not a moisturizer's tocopherol or caffeine.
 */
type NamedJob = "acne" | "ageing";
type JobClaim = readonly [NamedJob, RegExp, (i: WeightedIngredient) => boolean];
const ACNE_CLASSES: readonly ActiveClass[] = ["benzoyl-peroxide", "bha", "retinoid", "azelaic-acid"];
const AGEING_CLASSES: readonly ActiveClass[] = ["retinoid", "vitamin-c", "aha", "pha", "peptide", "niacinamide"];
const AGEING_KEYS = /^(ubiquinone|bakuchiol|adenosine)$|^camellia sinensis|^vitis vinifera seed/;
const NAME_CLAIMS: readonly JobClaim[] = [
  ["acne", /\bacne\b|blemish|breakouts?\b|pimple|blackhead/i, (i) => hasAnyClass(i.facts, ACNE_CLASSES) || i.key === "sulfur"],
  [
    "ageing",
    /wrinkle|anti[- ]?(aging|ageing|age)\b|fine[- ]lines?\b|\bage[- ]?(defy|defying|defen[cs]e|repair|reversing)\b|\bfirming\b|\blift(ing)?\b/i,
    (i) => hasAnyClass(i.facts, AGEING_CLASSES) || AGEING_KEYS.test(i.key),
  ],
];

/**
 * The jobs a swap must keep beyond its leading actives (engine 1.4.5): each one the product's name claims and its list
 * holds an active for, at any position (an "Acne & Wrinkle Reducer" with sulfur at 17 and retinol at 20 treats both,
 * however far down they sit). A sunscreen's own job against ageing is its protection (AAD: daily sunscreen).
 */
function namedJobs(product: AnalyzedProduct): JobClaim[] {
  return NAME_CLAIMS.filter(
    ([job, re, active]) => re.test(product.name) && !(job === "ageing" && product.isSunscreen) && product.list.ingredients.some(active),
  );
}

/** A candidate does a job when it holds an active for it above the 1 % line, or claims it by name and holds one anywhere. */
function doesJob(c: AnalyzedCandidate, [job, re, active]: JobClaim): boolean {
  // A dark-spot corrector is bought for the marks acne leaves, not for blemishes: it keeps an acne job only by claiming it.
  if (job === "acne" && MARK_PRODUCT_NAME.test(c.name) && !re.test(c.name)) return false;
  return c.list.ingredients.some((i) => active(i) && (i.strength >= DOSE.moderate || re.test(c.name)));
}

/** The highest strength of each class that a product's list or name declares. */
function declaredByClass(list: WeightedList, declared: ReadonlyMap<string, number>, classes: ReadonlySet<ActiveClass>): Map<ActiveClass, number> {
  const out = new Map<ActiveClass, number>();
  for (const ing of list.ingredients) {
    const pct = ing.percent ?? declared.get(ing.key);
    if (pct === undefined) continue;
    for (const c of ing.facts.classes) if (classes.has(c) && pct > (out.get(c) ?? 0)) out.set(c, pct);
  }
  return out;
}

/**
 * A swap is harsher when it declares a higher strength of an exfoliating active than the product it
 * replaces declares (a 20% glycolic peel for a 7% toner, 5% benzoyl peroxide for 2.5%), or, when that product
 * declares none, a strength above the consumer ceiling (a 20% glycolic peel for an "ultra gentle" one).
 */
function strongerThan(c: AnalyzedCandidate, product: AnalyzedProduct): boolean {
  const cRole = roleClasses(c.list);
  const classes = new Set(EXFOLIATING.filter((k) => cRole.has(k)));
  if (!classes.size) return false;
  const mine = declaredByClass(c.list, strengthsInName(c.name, c.list), classes);
  // "5% w/w Gel": one strength in the name that names no ingredient is that of its one exfoliating active.
  const inName = [...c.name.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)];
  if (!mine.size && classes.size === 1 && inName.length === 1) mine.set([...classes][0], Number.parseFloat(inName[0][1].replace(",", ".")));
  if (!mine.size) return false;
  const theirs = declaredByClass(product.list, new Map(), classes);
  for (const [k, pct] of mine) {
    const was = theirs.get(k);
    if (was !== undefined ? pct > was : pct > (CONSUMER_CEILING[k] ?? Number.POSITIVE_INFINITY)) return true;
  }
  return false;
}

/**
 * Strengths above which an exfoliating active is a peel or a medicine, not a like-for-like swap for a product that
 * declares no strength: AHAs above 10% (CIR: safe for consumer use at 10% or less, pH 3.5 or more), salicylic acid
 * above 2% (FDA acne monograph, 0.5-2%).
 */
const CONSUMER_CEILING: Partial<Record<ActiveClass, number>> = { aha: 10, bha: 2 };

const NO_WANTED: WantedSummary = { sum: 0, count: 0, cover: 0 };

/** What the candidate holds of the ingredients a need wants. */
function wantedSummary(x: Compact, need: Need, goal: GoalId): WantedSummary {
  // No rule wants both a matcher and the goal's actives; were one to, the summary is made from the full analysis.
  if (need.want && need.wantGoal) {
    const a = analyzeCandidate(x.cand);
    const wanted = wantedIngredients(a, need, goal);
    let sum = 0;
    for (const w of wanted) sum += w.strength;
    return { sum, count: wanted.length, cover: goalCoverage([a], goal, EFFECTIVENESS_POINTS.goalFullAt).cover };
  }
  if (need.want) return x.an.wanted[need.want.label] ?? NO_WANTED;
  if (need.wantGoal) return x.an.wanted[goalWantKey(goal)] ?? NO_WANTED;
  return NO_WANTED;
}

/**
 * The need-specific, user-independent score of a candidate (see docs/methodology.md), from its
 * compact analysis; the terms are added in the order the full analysis added them (same floats).
 */
function staticScore(x: Compact, need: Need, w: WantedSummary): number {
  const an = x.an;
  let score = 0;
  score += 2 * Math.min(2, w.sum);
  if (need.wantGoal) score += 3 * (w.cover ?? 0);
  score += 0.5 * Math.min(3, an.beneficial);
  if (an.fragrance) score -= 0.5;
  score -= 0.3 * Math.min(3, an.concerns);
  score -= Math.min(2, an.harsh);
  const rank = x.cand.rank;
  if (typeof rank === "number" && Number.isFinite(rank)) score += 0.1 * Math.min(5, Math.max(0, rank));
  return score;
}

/** The entry's candidate, fully analysed (on first use). */
function analysed(e: Entry): AnalyzedCandidate {
  return (e.c ??= analyzeCandidate(e.cand));
}

function wantedOf(e: Entry, need: Need, goal: GoalId): readonly WeightedIngredient[] {
  return (e.wanted ??= wantedIngredients(analysed(e), need, goal));
}

/** The treatment classes of the ingredients an add need wants that the candidate holds, as bits. */
function askedClasses(e: Entry, need: Need, goal: GoalId): number {
  if (need.want && !need.wantGoal) return e.an.wanted[need.want.label]?.classes ?? 0;
  return treatmentMask(new Set(wantedOf(e, need, goal).flatMap((w) => [...w.facts.classes])));
}

function bitCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

function signature(need: Need, goal: GoalId): string {
  const swapSun = need.kind === "swap" && need.product ? (need.product.isSunscreen ? "sun" : "nosun") : "";
  return [need.types.join(","), matcherId(need.want), need.wantGoal ? goal : "", need.gel ? "gel" : "", need.sunscreen ? "sun" : "", swapSun].join("|");
}

/** Candidates that pass a need's static filters, best static score first (memoised per catalogue). */
function entriesFor(index: CatalogIndex, need: Need, goal: GoalId): Entry[] {
  const swapSun = need.kind === "swap" && need.product ? (need.product.isSunscreen ? "sun" : "nosun") : "";
  const sig = signature(need, goal);
  const hit = index.lists.get(sig);
  if (hit) return hit;
  const entries: Entry[] = [];
  for (const type of need.types) {
    for (const x of candidatesOfType(index, type)) {
      const an = x.an;
      // The face's sunscreen: claimed, whole-face, and no lower SPF than the advice asks for.
      if ((need.sunscreen || swapSun === "sun") && !(an.claimsSpf && an.isSunscreen && statesEnoughSpf(x.cand.name))) continue;
      if (swapSun === "nosun" && an.isSunscreen) continue;
      if (need.gel && !an.isGel) continue;
      const wanted = wantedSummary(x, need, goal);
      // Catalogue sunscreens often list only inactive ingredients, so the SPF claim stands in for filters.
      if ((need.want || need.wantGoal) && wanted.count === 0 && !need.sunscreen) continue;
      const cat = x.cand;
      entries.push({
        cand: cat,
        an,
        suitMask: suitMaskOf(cat),
        s0: staticScore(x, need, wanted),
      });
    }
  }
  entries.sort((a, b) => b.s0 - a.s0 || tieBreak(a.cand, b.cand));
  index.lists.set(sig, entries);
  return entries;
}

export function recommend(ctx: EngineContext, findings: readonly Finding[], catalog: readonly CatalogCandidate[]): RecommendResult {
  const recommendations: Recommendation<Message>[] = [];
  const searched = new Set<string>();
  if (!catalog.length) return { recommendations, searched };
  const index = indexCatalog(catalog);
  const flagged = [...flaggedKeys(findings)];
  let activePresent = 0;
  PRESENT_RULES.forEach((r, i) => {
    if (conditionHolds(r.when, ctx)) activePresent |= 1 << i;
  });
  const skinType = ctx.input.skinType;
  const concernTest = concernBit(sensitiveUserOf(ctx), concernSkinTypeOf(ctx));
  const goalBits = ctx.goals.map((g) => (GOAL_IDS.includes(g) ? 1 << GOAL_IDS.indexOf(g) : 0));
  const skinBit = 1 << SKIN_TYPES.indexOf(skinType);
  const oilyUser = skinType === "oily" || skinType === "combination";
  const goal = ctx.input.goal;
  const inRoutineNames = new Set(ctx.routine.all.map(productIdentity));
  const inRoutineIds = new Set(ctx.routine.all.map((p) => p.input.productId).filter((id): id is string => !!id));
  const used = new Set<string>();
  // What each routine's treatment-type products do, the suggestions chosen so far included: a suggestion never
  // doubles a job there (two vitamin C serums are the duplicate-type finding of the next evaluation).
  const jobsIn: { routine: Routine; type: string; bits: number; identity: string }[] = [];
  for (const p of ctx.routine.all) if (p.type && ROLE_TYPES.has(p.type)) jobsIn.push({ routine: routineAfterMoves(ctx, p), type: p.type, bits: jobBits(p), identity: productIdentity(p) });
  // The other types each routine has, suggestions included: an added product never makes two of a type that has
  // no jobs to tell them apart (two moisturizers are the duplicate-type finding of the next evaluation).
  const typesIn: Record<Routine, Set<string>> = { morning: new Set(), night: new Set() };
  // (A powder or an eye cream typed Sunscreen is not the face's sunscreen: one is still asked for.)
  for (const p of ctx.routine.all) if (p.type && !ROLE_TYPES.has(p.type) && (p.type !== "Sunscreen" || p.isSunscreen)) typesIn[routineAfterMoves(ctx, p)].add(p.type);
  // The conflict sides the chosen suggestions bring to each routine, and whether a routine already exfoliates: an
  // added exfoliant there is the over-exfoliation finding of the next evaluation.
  const addedSides: Record<Routine, number> = { morning: 0, night: 0 };
  const exfoliating: Record<Routine, boolean> = { morning: false, night: false };
  for (const p of ctx.routine.all) if (exfoliantIngredients(p).length) exfoliating[routineAfterMoves(ctx, p)] = true;
  let swaps = 0;

  for (const need of collectNeeds(ctx, findings)) {
    if (recommendations.length >= RECOMMENDATION_LIMITS.total) break;
    if (need.kind === "swap" && swaps >= RECOMMENDATION_LIMITS.swaps) continue;
    if (need.kind === "swap" && need.product) searched.add(need.product.input.name);
    // A swapped product is replaced wherever it is used: the alternative must suit each of those routines.
    const swapped = need.kind === "swap" && need.product ? productIdentity(need.product) : null;
    const targets = swapped
      ? [...new Set(ctx.routine.all.filter((p) => productIdentity(p) === swapped).map((p) => routineAfterMoves(ctx, p)))]
      : routinesOf(need.timing === "by-active" ? "night" : need.timing);
    const forbidden = forbiddenSides(
      ctx.routine.all.filter((p) => targets.includes(routineAfterMoves(ctx, p)) && (swapped === null || productIdentity(p) !== swapped)),
      targets.reduce((m, r) => m | addedSides[r], 0),
    );
    const noExfoliant = need.kind === "add" && targets.some((r) => exfoliating[r]);
    const needRuleBit = need.kind === "swap" && need.finding.rule.check === "present" ? 1 << PRESENT_RULES.indexOf(need.finding.rule) : 0;
    const role = need.kind === "swap" && need.product ? treatmentMask(roleClasses(need.product.list)) : null;
    // A retinoid belongs to the night (retinoid-morning): a morning product's swap neither keeps nor brings one.
    const morningOnly = swapped !== null && targets.length === 1 && targets[0] === "morning";
    const keep = role !== null && need.product ? treatmentMask(new Set(jobClasses(need.finding, need.product))) & (morningOnly ? ~RETINOID_ROLE : ~0) : 0;
    const spotJob = role !== null && need.product ? spotJobOfProduct(need.product.type, need.product.name, role) : null;
    const lostGoals = role !== null && need.product && need.kind === "swap" ? lostGoalBits(need.finding, need.product) : 0;
    const jobs = role !== null && need.product ? namedJobs(need.product) : [];
    const use = need.kind === "swap" && need.product?.type === "Mask" ? maskUse({ productType: "Mask", name: need.product.name, ingredients: need.product.input.ingredients }) : null;
    const maxDynamic = 1 + (role !== null ? 0.5 * ctx.goals.length + 3 : 0);
    let best: { e: Entry; score: number } | null = null;
    const rulesMask = activePresent | needRuleBit;
    const ownSpf = need.product?.isSunscreen ? spfOf(need.product.name) : null;
    const minSpf = need.finding.rule.check === "low-spf" ? Math.max(ownSpf ?? 0, SUNSCREEN.minimumSpf) : ownSpf;
    // A product added "by its active" goes where its active belongs (timingFor): its jobs are compared with that
    // routine's, once the candidate is analysed; until then with both routines'.
    const byActive = need.timing === "by-active";
    const takenIn = (routines: readonly Routine[]) => {
      const taken = new Map<string, number>();
      for (const j of jobsIn) if (routines.includes(j.routine) && j.identity !== swapped && j.bits !== 0) taken.set(j.type, (taken.get(j.type) ?? 0) | j.bits);
      return taken;
    };
    const taken = takenIn(byActive ? PERIODS : targets);
    const takenAt = byActive ? { morning: takenIn(["morning"]), night: takenIn(["night"]) } : null;
    const addedTo = need.kind === "add" ? targets.map((r) => typesIn[r]) : [];
    for (const e of entriesFor(index, need, goal)) {
      if (best && e.s0 + maxDynamic < best.score - 1e-9) break;
      if (e.suitMask !== 0 && (e.suitMask & skinBit) === 0) continue;
      // Every test reads the compact analysis; only the chosen candidate is analysed in full.
      const an = e.an;
      if ((an.present & rulesMask) !== 0) continue;
      if ((an.sides & forbidden) !== 0) continue;
      const cat = e.cand;
      // Nothing the concern test would mark REPLACE on the next evaluation.
      if ((an.concern & concernTest) !== 0) continue;
      // A suggested sunscreen never lowers the SPF the product's name states.
      if (minSpf && (spfOf(cat.name) ?? 0) < minSpf) continue;
      // A lip product is swapped for a lip product, a face product never for one.
      if (need.kind === "swap" && need.product && isLipOnlyName(cat.name) !== need.product.onLips) continue;
      if (used.has(cat.id) || inRoutineIds.has(cat.id) || inRoutineNames.has((e.nameKey ??= `${cat.name.trim().toLowerCase()}|${cat.brand.trim().toLowerCase()}`))) continue;
      if (flagged.length) {
        const keys = (e.keys ??= new Set(cat.ingredientKeys));
        if (flagged.some((k) => keys.has(k))) continue;
      }
      if (an.type && !ROLE_TYPES.has(an.type) && addedTo.some((types) => types.has(an.type!))) continue;
      if (noExfoliant && (an.roles & EXFOLIATING_ROLES) !== 0) continue;
      const busy = an.type ? taken.get(an.type) : undefined;
      if (busy !== undefined && (an.roles & busy) !== 0) {
        const c = analysed(e);
        const there = takenAt ? (takenAt[timingFor(need, c).startsWith("morning") ? "morning" : "night"].get(an.type!) ?? 0) : busy;
        if ((jobBits(c) & there) !== 0) continue;
      }
      let score = e.s0 + ((e.suitMask & skinBit) !== 0 ? 1 : 0);
      // Oily and combination skin: an oil is not the lighter texture they need (a penalty, so the bound holds).
      if (oilyUser && an.oil) score -= 1;
      if (need.kind === "add" && need.want) {
        // An added product brings the active asked for, not other exfoliating actives with it (a peel for a BHA).
        if ((an.roles & EXFOLIATING_ROLES & ~askedClasses(e, need, goal)) !== 0) continue;
      }
      if (role !== null) {
        // A swap keeps the product's job and is no harsher: no exfoliating active (retinoid, AHA, BHA,
        // benzoyl peroxide, scrub) the product lacked; credit for sharing its actives and goals.
        if ((an.roles & EXFOLIATING_ROLES & ~role) !== 0) continue;
        if (morningOnly && (an.roles & RETINOID_ROLE) !== 0) continue;
        // The job is the product's exfoliating or acne active, unless that active is what the finding is
        // about: a benzoyl peroxide gel is swapped for another one, not for a brightening serum.
        if (keep !== 0 && (an.roles & keep) === 0) continue;
        // What the flagged active did for the skin is done by another active.
        if (lostGoals !== 0 && (an.goals & lostGoals) === 0) continue;
        // A spot treatment keeps what it treats: blemishes or marks.
        if (spotJob !== null && spotJobOf(cat.name, an.roles) !== spotJob) continue;
        // It keeps every job the product's name claims and its actives serve (acne, ageing), not only its leading one.
        if (jobs.length && !jobs.every((j) => doesJob(analysed(e), j))) continue;
        // A daily cleanser is not swapped for a scrub, peel or cleansing mask (AAD: wash with a gentle, non-abrasive cleanser).
        if (need.product!.type === "Cleanser" && HARSH_CLEANSER_NAME.test(cat.name) && !HARSH_CLEANSER_NAME.test(need.product!.name)) continue;
        // A mask keeps how it is used: a clay mask is not swapped for a sheet mask, nor a sleeping mask for either.
        if (use !== null && maskUse({ productType: "Mask", name: cat.name, ingredients: cat.ingredientKeys.join(", ") }) !== use) continue;
        // Only a candidate with an exfoliating active can declare a higher strength of one: only it is analysed here.
        if ((an.roles & EXFOLIATING_ROLES) !== 0 && strongerThan(analysed(e), need.product!)) continue;
        score += 1.5 * Math.min(2, bitCount(an.roles & role));
        for (const bit of goalBits) if ((an.goals & bit) !== 0) score += 0.5;
      }
      if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && tieBreak(cat, best.e.cand) < 0)) {
        best = { e, score };
      }
    }
    if (!best) continue;
    const chosen = analysed(best.e);
    used.add(chosen.candidate.id);
    if (need.kind === "swap") swaps++;
    best.e.keyIngredients ??= keyIngredients(chosen, wantedOf(best.e, need, goal));
    // A product replaced in both routines is used where it was: "morning and night".
    const where = swapped && targets.length > 1 ? { ...need, timing: "morning and night" } : need;
    const rec = buildRecommendation(where, chosen, best.e.keyIngredients);
    recommendations.push(rec);
    if (chosen.type && ROLE_TYPES.has(chosen.type)) {
      const bits = jobBits(chosen);
      for (const routine of PERIODS) if (rec.timing.includes(routine)) jobsIn.push({ routine, type: chosen.type, bits, identity: `chosen:${chosen.candidate.id}` });
    } else if (chosen.type) {
      for (const routine of PERIODS) if (rec.timing.includes(routine)) typesIn[routine].add(chosen.type);
    }
    for (const routine of PERIODS) {
      if (!rec.timing.includes(routine)) continue;
      addedSides[routine] |= best.e.an.sides;
      if ((best.e.an.roles & EXFOLIATING_ROLES) !== 0) exfoliating[routine] = true;
    }
  }
  return { recommendations, searched };
}

function tieBreak(a: CatalogCandidate, b: CatalogCandidate): number {
  return cmpStr(a.name, b.name) || cmpStr(a.brand, b.brand) || cmpStr(a.id, b.id);
}

function buildRecommendation(need: Need, c: AnalyzedCandidate, keyNames: readonly string[]): Recommendation<Message> {
  const keys = [...keyNames];
  const cat = c.candidate;
  const typeName = c.type ?? cat.productType;
  const withKeys: Record<string, MessageParam> = keys.length ? { keys: list(keys) } : {};
  const keysCode = keys.length ? "-with-keys" : "";
  let reason: Message;
  if (need.kind === "swap" && need.product) {
    const hit = need.finding.hits.find((h) => h.product === need.product);
    const ings = unique((hit?.ingredients ?? []).map((i) => i.name));
    const flagged = ings.length ? list(ings) : msg("flagged-ingredients");
    reason = msg(`reason.swap${keysCode}`, {
      product: need.product.name,
      flagged,
      title: lowerCase(ruleText(need.finding.rule, "title")),
      name: c.name,
      type: typeWithArticle(typeName),
      ...withKeys,
    });
  } else {
    reason = msg(`reason.add${keysCode}`, { gap: ruleText(need.finding.rule, "title"), name: c.name, type: typeWithArticle(typeName), ...withKeys });
    if (c.isSunscreen) reason = sentences(reason, msg("reason.sunscreen-use"));
  }
  return {
    type: need.kind,
    name: c.name,
    brand: c.brand,
    replaces: need.kind === "swap" && need.product ? need.product.input.name : null,
    reason,
    keyIngredients: keys,
    timing: timingFor(need, c),
    imageUrl: cat.imageUrl ?? null,
    productId: cat.id,
    productType: typeName,
  };
}
