/**
 * Ingredient facts the engine needs, looked up once per canonical key and memoised (module-level Map,
 * pure memoisation), and ingredient lists weighted by position (docs/methodology.md, "Position weight").
 */
import type { GoalId } from "../domain";
import { parseInci } from "../inci";
import { lookupIngredient } from "../kb/index";
import type { ActiveClass, Concern } from "../kb/types";
import {
  ACTIVE_POTENCY,
  BENEFICIAL_CLASSES,
  MARK_CONCERN_PATTERN,
  TREATMENT_CLASSES,
  GEL_FORMERS,
  GLYCOL_HUMECTANT_POTENCY,
  ONE_PERCENT_MARKERS,
  POSITION_WEIGHTS,
  DOSE,
} from "./rules";
import { BoundedMemo } from "../bounded-memo";
import { keywordClasses } from "../ingredient-keywords";

export interface IngredientFacts {
  key: string;
  /** KB display name, or "" when the KB does not know the ingredient. */
  displayName: string;
  known: boolean;
  classes: ReadonlySet<ActiveClass>;
  concerns: ReadonlySet<Concern>;
  comedogenic: number | undefined;
  pregnancyCaution: boolean;
  targetsGoals: ReadonlySet<GoalId>;
  effectiveConcentration: number | undefined;
  /** Intrinsic strength of the form (1 = the class benchmark; retinyl palmitate is 0.3). */
  potency: number;
  /** A usually-at-most-1% ingredient: everything after it is at or below about 1%. */
  onePercentMarker: boolean;
  /** A gel-forming polymer (carbomer, acrylates crosspolymers, cellulose gums...). */
  gelFormer: boolean;
  /** A treatment active (TREATMENT_CLASSES): exempt from the KEEP/REPLACE concern test. */
  treatment: boolean;
  /** Earns ingredient-quality points (BENEFICIAL_CLASSES). */
  beneficial: boolean;
  /** Concerns that the KEEP/REPLACE test looks at (containing irritat, dry or sensitiz). */
  markConcerns: readonly Concern[];
  /** Memo of matcher results (see analyze.ts matchesFacts); not part of the facts themselves. */
  matchCache: Int8Array;
}

const EMPTY_GOALS: ReadonlySet<GoalId> = new Set();
const NO_MATCHES_YET = new Int8Array(0);
const FACTS_LIMIT = 50_000;
const factsMemo = new BoundedMemo<IngredientFacts>(FACTS_LIMIT);

/** Empties the memo tables of this module (for cold-start benchmarks and tests). */
export function resetFactsCaches(): void {
  factsMemo.clear();
  listMemo.clear();
  titleMemo.clear();
}

/** Facts for a canonical ingredient key (memoised). */
export function factsFor(key: string): IngredientFacts {
  return factsMemo.of(key, computeFacts);
}

function computeFacts(key: string): IngredientFacts {
  const entry = lookupIngredient(key);
  const classes = entry ? new Set<ActiveClass>(entry.classes) : keywordClasses(key);
  // A fatty alcohol is never a drying alcohol, whatever a keyword says.
  if (classes.has("fatty-alcohol")) classes.delete("drying-alcohol");
  let potency = ACTIVE_POTENCY.get(key) ?? 1;
  const glycol = classes.has("humectant") && (classes.has("solvent") || classes.has("preservative"));
  if (!ACTIVE_POTENCY.has(key) && glycol) potency = GLYCOL_HUMECTANT_POTENCY;
  const concerns = new Set<Concern>(entry ? entry.concerns : fallbackConcerns(classes));
  const has = (list: readonly ActiveClass[]) => list.some((c) => classes.has(c));
  return {
    key,
    displayName: entry?.displayName ?? "",
    known: entry !== undefined,
    classes,
    concerns,
    comedogenic: entry?.comedogenic,
    pregnancyCaution: entry?.pregnancyCaution ?? classes.has("retinoid"),
    targetsGoals: entry ? new Set(entry.targetsGoals) : EMPTY_GOALS,
    effectiveConcentration: entry?.effectiveConcentration,
    potency,
    onePercentMarker: ONE_PERCENT_MARKERS.has(key),
    gelFormer: GEL_FORMERS.has(key),
    treatment: has(TREATMENT_CLASSES),
    // Glycols hydrate a little but are mostly solvents: not counted as beneficial ingredients.
    beneficial: has(BENEFICIAL_CLASSES) && !glycol,
    markConcerns: [...concerns].filter((c) => MARK_CONCERN_PATTERN.test(c)),
    // Allocated on the first match (analyze.ts matchesFacts): most keys of a catalogue are never matched.
    matchCache: NO_MATCHES_YET,
  };
}

function fallbackConcerns(classes: ReadonlySet<ActiveClass>): Concern[] {
  const out: Concern[] = [];
  if (classes.has("drying-alcohol")) out.push("drying", "irritation");
  else if (classes.has("fragrance") || classes.has("essential-oil")) out.push("sensitising");
  if (classes.has("retinoid") || classes.has("aha")) out.push("photosensitising");
  return out;
}

/** Position weight alone: full in the first five, tapering to a floor (rules.ts POSITION_WEIGHTS). */
export function positionWeight(position: number): number {
  const i = position | 0;
  if (i === position && i >= 0 && i < POSITION_WEIGHT_BY_POSITION.length) return POSITION_WEIGHT_BY_POSITION[i];
  return positionWeightFromSteps(position);
}

function positionWeightFromSteps(position: number): number {
  for (const [upTo, w] of POSITION_WEIGHTS) if (position <= upTo) return w;
  return POSITION_WEIGHTS[POSITION_WEIGHTS.length - 1][1];
}

/** POSITION_WEIGHTS spelled out for the positions a real list has (looked up per ingredient of every candidate). */
const POSITION_WEIGHT_BY_POSITION: Float64Array = Float64Array.from({ length: 128 }, (_, p) => positionWeightFromSteps(p));

export interface WeightedIngredient {
  key: string;
  /** Display name: the KB's, else the name as written. */
  name: string;
  position: number;
  /** Declared percentage, when the list states one. */
  percent?: number;
  /** True when the ingredient comes after the list's first 1%-line marker. */
  afterOnePercentLine: boolean;
  /** True when the product's name claims this active ("Retinol Serum"): it is there in a working amount, wherever listed. */
  named?: boolean;
  /** Position weight with the 1%-line cap, or the declared-percent weight (0-1). */
  weight: number;
  /** weight x potency: how strongly this ingredient is present (0-1), before contact time. */
  strength: number;
  facts: IngredientFacts;
}

export interface WeightedList {
  ingredients: WeightedIngredient[];
  /** Position of the first 1%-line marker, or 0 when the list has none. */
  onePercentLinePosition: number;
  /** Pieces the parser could not split into ingredients (core/inci.ts `unreadable`). */
  unreadable?: string[];
}

export interface RawIngredient {
  key: string;
  name: string;
  position: number;
  percent?: number;
}

/** Weights an ordered ingredient list (see docs/methodology.md, "Position weight"). */
export function weighList(raw: readonly RawIngredient[]): WeightedList {
  const ingredients: WeightedIngredient[] = [];
  let linePosition = 0;
  for (const r of raw) {
    const facts = factsFor(r.key);
    ingredients.push(weighed(r.key, r.name, r.position, r.percent, facts, linePosition));
    // A declared strength (a Drug Facts active listed first, out of order) says its own amount: no line from it.
    if (linePosition === 0 && facts.onePercentMarker && r.percent === undefined) linePosition = r.position;
  }
  return { ingredients, onePercentLinePosition: linePosition };
}

/** One ingredient of a list, weighed; `linePosition` is the list's 1%-line so far (0: none yet). */
function weighed(
  key: string,
  rawName: string,
  position: number,
  percent: number | undefined,
  facts: IngredientFacts,
  linePosition: number,
): WeightedIngredient {
  const afterLine = linePosition > 0 && position > linePosition;
  let weight: number;
  const eff = facts.effectiveConcentration;
  if (percent !== undefined) {
    // A declared percentage is an active at its labelled strength: full weight unless it is below the
    // knowledge base's effective concentration.
    weight = eff ? Math.min(1, Math.max(DOSE.declaredFloor, percent / eff)) : 1;
  } else {
    weight = positionWeight(position);
    if (afterLine) weight = Math.min(weight, eff !== undefined && eff <= 1 ? DOSE.lowDoseActiveCap : DOSE.afterLineCap);
  }
  return percent !== undefined
      ? { key, name: facts.displayName || rawName, position, percent, afterOnePercentLine: afterLine, weight, strength: weight * facts.potency, facts }
      : { key, name: facts.displayName || rawName, position, afterOnePercentLine: afterLine, weight, strength: weight * facts.potency, facts };
}

const listMemo = new BoundedMemo<WeightedList>(20_000);

/** Parses and weighs a product's INCI text (memoised by text, so a list is parsed once per process). */
export function weighedListOf(text: string): WeightedList {
  return listMemo.of(text, () => {
    const parsed = parseInci(text);
    const list = weighList(parsed.ingredients);
    if (parsed.unreadable) list.unreadable = parsed.unreadable;
    return list;
  });
}

/** Weighs a catalogue candidate's canonical keys (positions are list order). */
export function weighedKeys(keys: readonly string[]): WeightedList {
  const ingredients: WeightedIngredient[] = [];
  let linePosition = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const facts = factsFor(key);
    ingredients.push(weighed(key, facts.displayName || titleCase(key), i + 1, undefined, facts, linePosition));
    if (linePosition === 0 && facts.onePercentMarker) linePosition = i + 1;
  }
  return { ingredients, onePercentLinePosition: linePosition };
}

const titleMemo = new BoundedMemo<string>(FACTS_LIMIT);

/** "sodium hyaluronate" -> "Sodium Hyaluronate" (for keys the KB does not name; memoised). */
export function titleCase(key: string): string {
  return titleMemo.of(key, () => key.replace(/(^|[\s\-/(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase()));
}

/** Does an ingredient belong to any of the classes? */
export function hasAnyClass(f: IngredientFacts, classes: readonly ActiveClass[]): boolean {
  // Indexed: a for-of allocates an iterator and its results until the function is optimised, and a
  // new isolate's first evaluation calls this some 4,000 times before that.
  const own = f.classes;
  for (let i = 0; i < classes.length; i++) if (own.has(classes[i])) return true;
  return false;
}
