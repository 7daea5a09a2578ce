/**
 * A catalogue product's compact analysis: what choosing a recommendation reads about a candidate
 * before it is looked at closely (its type, traits, the parts of its static score and what it holds
 * for each ingredient an add rule or a goal asks for). Computed once when the product is written
 * (or at build time for the shipped catalogue), stored with it and read with the catalogue, so the
 * first evaluation in a new isolate does not weigh every candidate's ingredient list (ADR 0050).
 */
import type { ActiveClass } from "../kb/types";
import { GOAL_IDS, SKIN_TYPES, type GoalId, type ProductTypeName } from "../domain";
import {
  analyzeCandidate,
  goalCoverage,
  goalIngredients,
  isGoalActive,
  matchesFacts,
  maxDose,
  type AnalyzedCandidate,
  type ProductView,
} from "./analyze";
import { ENGINE_VERSION } from "./version";
import { hasAnyClass, type WeightedIngredient, type WeightedList } from "./facts";
import { presentHit } from "./exposure";
import { concernIngredients } from "./marks";
import { normalizeProductType } from "./product-types";
import { DOSE, EFFECTIVENESS_POINTS, RULES, TREATMENT_CLASSES, type IngredientMatcher, type PairRule, type PresentRule } from "./rules";
import type { CatalogCandidate } from "./types";
import { joinsSeveralLists, KIT_NAME } from "./kit";

/** The engine version and this format's number: an analysis made by another engine is recomputed. */
export const ANALYSIS_VERSION = `${ENGINE_VERSION}/a2`;

/** What a candidate holds for one wanted kind of ingredient (an add rule's matcher or a goal). */
export interface WantedSummary {
  /** Sum of the wanted ingredients' strengths, added in list order. */
  sum: number;
  count: number;
  /** Add matchers only: the treatment classes (bit i: TREATMENT_CLASSES[i]) of the wanted ingredients. */
  classes?: number;
  /** Goals only: the candidate's coverage of the goal on its own. */
  cover?: number;
}

export interface CandidateAnalysis {
  v: string;
  /** The spec type it is recommended as; null: never recommended (no list, or its name and type disagree). */
  type: ProductTypeName | null;
  claimsSpf: boolean;
  isSunscreen: boolean;
  isGel: boolean;
  /** Distinct beneficial ingredients at a moderate strength or more. */
  beneficial: number;
  fragrance: boolean;
  /** Non-treatment ingredients with a mark concern, past the 1 % line. */
  concerns: number;
  /** Harshness points of a cleanser (exfoliating or sulfate ingredients, a scrub's name). */
  harsh: number;
  /** By add matcher label, then by "goal:<id>"; absent when it holds none. */
  wanted: Record<string, WantedSummary>;
  /** The tests a recommendation makes of a candidate, so only the chosen one is analysed in full (format a2). */
  /** Bit i: it triggers PRESENT_RULES[i]. */
  present: number;
  /** Bits 2j / 2j+1: it holds side a / side b of CONFLICT_RULES[j] at a moderate dose. */
  sides: number;
  /** Bit (sensitive user ? SKIN_TYPES.length : 0) + skin type index: the concern test would mark it REPLACE. */
  concern: number;
  /** Bit i: TREATMENT_CLASSES[i] is one of its roles (see roleClasses). */
  roles: number;
  /** Bit i: it holds an active of GOAL_IDS[i]. */
  goals: number;
  /** An oil by type or name: not the lighter texture oily and combination skin need. */
  oil: boolean;
}

/** Rules a recommended product must not trigger (those whose condition holds for the user). */
export const PRESENT_RULES: readonly PresentRule[] = RULES.filter((r): r is PresentRule => r.check === "present");
/** Conflicts a recommended product must not create with the routine it joins. */
export const CONFLICT_RULES: readonly PairRule[] = RULES.filter(
  (r): r is PairRule => r.check === "pair" && r.insightType === "warning" && r.severity !== "low"
);

export function presentMaskOf(c: ProductView): number {
  let m = 0;
  PRESENT_RULES.forEach((r, i) => {
    if (presentHit(r, c) !== null) m |= 1 << i;
  });
  return m;
}

export function sideMaskOf(p: ProductView): number {
  let m = 0;
  CONFLICT_RULES.forEach((r, j) => {
    if (maxDose(p, r.a) >= DOSE.moderate) m |= 1 << (2 * j);
    if (maxDose(p, r.b) >= DOSE.moderate) m |= 1 << (2 * j + 1);
  });
  return m;
}

/** The bit of a user's concern test in `concern`. */
export function concernBit(sensitiveUser: boolean, skinType: string): number {
  const i = SKIN_TYPES.indexOf(skinType as (typeof SKIN_TYPES)[number]);
  return i < 0 ? 0 : 1 << ((sensitiveUser ? SKIN_TYPES.length : 0) + i);
}

/** Treatment classes as bits (bit i: TREATMENT_CLASSES[i]). */
export function treatmentMask(classes: Iterable<ActiveClass>): number {
  let m = 0;
  for (const c of classes) {
    const i = TREATMENT_CLASSES.indexOf(c);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

const roleMemo = new WeakMap<WeightedList, ReadonlySet<ActiveClass>>();

/** Treatment classes present at a moderate strength or more: what the product is used for. */
export function roleClasses(list: WeightedList): ReadonlySet<ActiveClass> {
  let r = roleMemo.get(list);
  if (!r) {
    const set = new Set<ActiveClass>();
    for (const ing of list.ingredients) {
      if (ing.strength < DOSE.moderate || !ing.facts.treatment) continue;
      for (const c of ing.facts.classes) if (TREATMENT_CLASSES.includes(c)) set.add(c);
    }
    r = set;
    roleMemo.set(list, r);
  }
  return r;
}

export const EXFOLIATING: readonly ActiveClass[] = ["retinoid", "aha", "bha", "benzoyl-peroxide", "exfoliant-physical"];
/** The exfoliating classes among the treatment classes, as bits. */
export const EXFOLIATING_ROLES = treatmentMask(EXFOLIATING);
/** A cleanser whose name says it scrubs, peels or is a mask is not the gentle daily step. */
export const HARSH_CLEANSER_NAME = /scrub|exfoliat|peel|polish|mask|masque/i;

/** Every matcher an add rule wants, by its label (labels name one matcher each; a test checks). */
export const WANT_MATCHERS: ReadonlyMap<string, IngredientMatcher> = new Map(
  RULES.flatMap((r) => (r.remedy === "add" && r.add?.want ? [[r.add.want.label, r.add.want] as const] : []))
);

export function goalWantKey(goal: GoalId): string {
  return `goal:${goal}`;
}


/** A product for the body, hands or feet and not the face ("Hand Mask", "Body Lotion"; not "for Face/Body"): never suggested (engine 1.4.8). */
const BODY_ONLY_NAME = /^(?!.*\bfac(?:e|ial)\b).*\b(?:body|hands?|foot|feet|legs?)\b/i;

/** A product whose name says oil (not oil-free). */
const OIL_NAME = /\boil\b(?!-free| free)/i;

function summary(a: AnalyzedCandidate, pick: (ing: WeightedIngredient) => boolean, withClasses = false): WantedSummary | null {
  let sum = 0;
  let count = 0;
  const classes = new Set<ActiveClass>();
  for (const ing of a.list.ingredients) {
    if (ing.strength < DOSE.moderate || !pick(ing)) continue;
    sum += ing.strength;
    count++;
    for (const k of ing.facts.classes) classes.add(k);
  }
  if (!count) return null;
  return withClasses ? { sum, count, classes: treatmentMask(classes) } : { sum, count };
}

/** What the ranking tests of a candidate of a recommended type (zero for one never recommended). */
function rankingTests(a: AnalyzedCandidate): Pick<CandidateAnalysis, "present" | "sides" | "concern" | "roles" | "goals" | "oil"> {
  let concern = 0;
  for (const sensitiveUser of [false, true]) {
    for (const skinType of SKIN_TYPES) {
      if (concernIngredients(a, sensitiveUser, skinType).length) concern |= concernBit(sensitiveUser, skinType);
    }
  }
  let goals = 0;
  GOAL_IDS.forEach((g, i) => {
    if (goalIngredients(a.list, g).length > 0) goals |= 1 << i;
  });
  return {
    present: presentMaskOf(a),
    sides: sideMaskOf(a),
    concern,
    roles: treatmentMask(roleClasses(a.list)),
    goals,
    oil: a.type === "Oil" || OIL_NAME.test(a.name),
  };
}

/** The compact analysis of a candidate, computed from its full analysis. */
export function computeCandidateAnalysis(c: CatalogCandidate): CandidateAnalysis {
  const a = analyzeCandidate(c);
  const group = c.ingredientKeys?.length ? normalizeProductType(c.productType, c.name) : null;
  const type = group && a.hasList && a.type === group && !c.joinsLists && !KIT_NAME.test(c.name) && !BODY_ONLY_NAME.test(c.name) ? group : null;
  const seen = new Set<string>();
  let fragrance = false;
  let concerns = 0;
  let harsh = 0;
  for (const ing of a.list.ingredients) {
    const f = ing.facts;
    if (ing.strength >= DOSE.moderate && f.beneficial) seen.add(ing.key);
    if (f.classes.has("fragrance") || f.classes.has("essential-oil")) fragrance = true;
    else if (!f.treatment && f.markConcerns.length && ing.strength >= DOSE.afterLineCap) concerns++;
    if (a.type === "Cleanser" && ing.strength >= DOSE.afterLineCap && (hasAnyClass(f, EXFOLIATING) || f.classes.has("sulfate-surfactant"))) harsh++;
  }
  if (a.type === "Cleanser" && HARSH_CLEANSER_NAME.test(a.name)) harsh++;
  const wanted: Record<string, WantedSummary> = {};
  if (type) {
    for (const [label, m] of WANT_MATCHERS) {
      const s = summary(a, (ing) => matchesFacts(m, ing.facts), true);
      if (s) wanted[label] = s;
    }
    for (const goal of GOAL_IDS) {
      const s = summary(a, (ing) => isGoalActive(ing.facts, goal));
      if (s)
        wanted[goalWantKey(goal)] = {
          ...s,
          cover: goalCoverage([a], goal, EFFECTIVENESS_POINTS.goalFullAt).cover,
        };
    }
  }
  return {
    v: ANALYSIS_VERSION,
    type,
    claimsSpf: a.claimsSpf,
    isSunscreen: a.isSunscreen,
    isGel: a.isGel,
    beneficial: seen.size,
    fragrance,
    concerns,
    harsh,
    wanted,
    ...(type ? rankingTests(a) : { present: 0, sides: 0, concern: 0, roles: 0, goals: 0, oil: false }),
  };
}

/** The candidate's stored analysis when this engine made it, else one computed now. */
export function candidateAnalysis(c: CatalogCandidate): CandidateAnalysis {
  const stored = c.analysis;
  return stored && stored.v === ANALYSIS_VERSION ? stored : computeCandidateAnalysis(c);
}

/** A product row with the analysis to store with it. */
export function withAnalysis<
  T extends {
    name: string;
    brand: string;
    productType: string;
    ingredientKeys: string[];
    ingredients: string;
  }
>(row: T): T & { analysis: CandidateAnalysis } {
  return { ...row, analysis: productAnalysis(row) };
}

/** The analysis to store with a product row, made from the columns it is written with (its published list among them). */
export function productAnalysis(p: { name: string; brand: string; productType: string; ingredientKeys: string[]; ingredients: string }): CandidateAnalysis {
  return computeCandidateAnalysis({
    id: "",
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredientKeys: p.ingredientKeys,
    ...(joinsSeveralLists(p.ingredients) ? { joinsLists: true } : {}),
  });
}
