/**
 * A catalogue product's compact analysis: what choosing a recommendation reads about a candidate
 * before it is looked at closely (its type, traits, the parts of its static score and what it holds
 * for each ingredient an add rule or a goal asks for). Computed once when the product is written
 * (or at build time for the shipped catalogue), stored with it and read with the catalogue, so the
 * first evaluation in a new isolate does not weigh every candidate's ingredient list (ADR 0050).
 */
import type { ActiveClass } from "../kb/types";
import { GOAL_IDS, type GoalId, type ProductTypeName } from "../domain";
import { analyzeCandidate, goalCoverage, isGoalActive, matchesFacts, type AnalyzedCandidate } from "./analyze";
import { ENGINE_VERSION } from "./version";
import { hasAnyClass, type WeightedIngredient } from "./facts";
import { normalizeProductType } from "./product-types";
import { DOSE, EFFECTIVENESS_POINTS, RULES, type IngredientMatcher } from "./rules";
import type { CatalogCandidate } from "./types";

/** The engine version and this format's number: an analysis made by another engine is recomputed. */
export const ANALYSIS_VERSION = `${ENGINE_VERSION}/a1`;

/** What a candidate holds for one wanted kind of ingredient (an add rule's matcher or a goal). */
export interface WantedSummary {
  /** Sum of the wanted ingredients' strengths, added in list order. */
  sum: number;
  count: number;
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
}

export const EXFOLIATING: readonly ActiveClass[] = ["retinoid", "aha", "bha", "benzoyl-peroxide", "exfoliant-physical"];
/** A cleanser whose name says it scrubs, peels or is a mask is not the gentle daily step. */
const HARSH_CLEANSER_NAME = /scrub|exfoliat|peel|polish|mask|masque/i;

/** Every matcher an add rule wants, by its label (labels name one matcher each; a test checks). */
export const WANT_MATCHERS: ReadonlyMap<string, IngredientMatcher> = new Map(
  RULES.flatMap((r) => (r.remedy === "add" && r.add?.want ? [[r.add.want.label, r.add.want] as const] : []))
);

export function goalWantKey(goal: GoalId): string {
  return `goal:${goal}`;
}

function summary(a: AnalyzedCandidate, pick: (ing: WeightedIngredient) => boolean): WantedSummary | null {
  let sum = 0;
  let count = 0;
  for (const ing of a.list.ingredients) {
    if (ing.strength < DOSE.moderate || !pick(ing)) continue;
    sum += ing.strength;
    count++;
  }
  return count ? { sum, count } : null;
}

/** The compact analysis of a candidate, computed from its full analysis. */
export function computeCandidateAnalysis(c: CatalogCandidate): CandidateAnalysis {
  const a = analyzeCandidate(c);
  const group = c.ingredientKeys?.length ? normalizeProductType(c.productType, c.name) : null;
  const type = group && a.hasList && a.type === group ? group : null;
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
      const s = summary(a, (ing) => matchesFacts(m, ing.facts));
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
  }
>(row: T): T & { analysis: CandidateAnalysis } {
  return { ...row, analysis: productAnalysis(row) };
}

/** The analysis to store with a product row, made from the columns it is written with. */
export function productAnalysis(p: { name: string; brand: string; productType: string; ingredientKeys: string[] }): CandidateAnalysis {
  return computeCandidateAnalysis({
    id: "",
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredientKeys: p.ingredientKeys,
  });
}
