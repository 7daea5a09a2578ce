/**
 * Quality figures of the ingredient layer over a product catalogue and CosIng. Pure: the caller
 * reads the files (scripts/kb-figures.ts, the catalogue test) and passes their contents in.
 */
import { hasRealIngredientList, parseInci } from "../inci";
import { LONG_NAME } from "../inci-long";
import { analyzeIngredientList, classifyIngredient } from "../ingredients";
import { isFattyAlcoholName } from "../ingredients-fallback";
import { parseCsvObjects } from "./csv";
import { kbEntries, lookupIngredient } from "./index";
import type { KbEntry } from "./types";

/** The Ingredients column of every catalogue row that holds a real list. */
export function catalogueIngredientLists(csvText: string): string[] {
  return parseCsvObjects(csvText)
    .map((row) => row.Ingredients ?? "")
    .filter(hasRealIngredientList);
}

export interface CatalogueFigures {
  lists: number;
  occurrences: number;
  fromKb: number;
  fromHeuristics: number;
  unknown: number;
  /** Share of ingredient occurrences with a known function (knowledge base or heuristic). */
  knownShare: number;
  fattyAlcoholOccurrences: number;
  /** Fatty-alcohol occurrences classified as drying; must be 0. */
  dryingFattyAlcohols: number;
}

function isDrying(classes: readonly string[], concerns: readonly string[]): boolean {
  return classes.includes("drying-alcohol") || concerns.includes("drying");
}

export function catalogueFigures(lists: readonly string[]): CatalogueFigures {
  const figures: CatalogueFigures = {
    lists: lists.length,
    occurrences: 0,
    fromKb: 0,
    fromHeuristics: 0,
    unknown: 0,
    knownShare: 0,
    fattyAlcoholOccurrences: 0,
    dryingFattyAlcohols: 0,
  };
  for (const text of lists) {
    for (const { key, classification } of analyzeIngredientList(text).ingredients) {
      figures.occurrences++;
      if (classification.source === "kb") figures.fromKb++;
      else if (classification.source === "heuristic") figures.fromHeuristics++;
      else figures.unknown++;
      if (isFattyAlcoholName(key) || classification.classes.includes("fatty-alcohol")) {
        figures.fattyAlcoholOccurrences++;
        if (isDrying(classification.classes, classification.concerns)) figures.dryingFattyAlcohols++;
      }
    }
  }
  figures.knownShare = figures.occurrences ? (figures.fromKb + figures.fromHeuristics) / figures.occurrences : 0;
  return figures;
}

/** Knowledge-base entries that are fatty alcohols (by class or by name) yet flagged as drying. */
export function dryingFattyAlcoholEntries(entries: readonly KbEntry[] = kbEntries): KbEntry[] {
  return entries.filter(
    (e) => (e.classes.includes("fatty-alcohol") || isFattyAlcoholName(e.inci)) && isDrying(e.classes, e.concerns),
  );
}

export interface AgreementFigures {
  compared: number;
  agreeing: number;
  share: number;
  disagreements: { name: string; ours: readonly string[]; cosing: readonly string[] }[];
}

/** Agreement means at least one of our function tags appears in CosIng's list for that name (case-insensitive). */
function agrees(ours: readonly string[], theirs: readonly string[]): boolean {
  return ours.some((tag) => theirs.includes(tag.toLowerCase()));
}

/** Agreement of knowledge-base function tags with CosIng, over entries whose INCI name CosIng knows. */
export function cosingAgreement(cosing: Readonly<Record<string, readonly string[]>>, entries: readonly KbEntry[] = kbEntries): AgreementFigures {
  const result: AgreementFigures = { compared: 0, agreeing: 0, share: 0, disagreements: [] };
  for (const entry of entries) {
    const theirs = cosing[entry.inci];
    if (!theirs || theirs.length === 0) continue;
    result.compared++;
    if (agrees(entry.functions, theirs)) result.agreeing++;
    else result.disagreements.push({ name: entry.inci, ours: entry.functions, cosing: theirs });
  }
  result.share = result.compared ? result.agreeing / result.compared : 0;
  return result;
}

/**
 * The same agreement measured per catalogue occurrence, heuristics included: every ingredient
 * occurrence whose key CosIng knows and that we classify with at least one function tag.
 */
export function cosingAgreementOverCatalogue(lists: readonly string[], cosing: Readonly<Record<string, readonly string[]>>): AgreementFigures {
  const result: AgreementFigures = { compared: 0, agreeing: 0, share: 0, disagreements: [] };
  for (const text of lists) {
    for (const { key } of analyzeIngredientList(text).ingredients) {
      const theirs = cosing[key];
      const ours = classifyIngredient(key).functions;
      if (!theirs || theirs.length === 0 || ours.length === 0) continue;
      result.compared++;
      if (agrees(ours, theirs)) result.agreeing++;
    }
  }
  result.share = result.compared ? result.agreeing / result.compared : 0;
  return result;
}

export interface ParserFigures {
  lists: number;
  /** Lists split into plausible ingredients only (see parserFigures). */
  plausible: number;
  share: number;
  /** Lists where the parser reported a piece it could not split. */
  withUnreadable: number;
  /** Ingredient names over LONG_NAME characters that CosIng or the name's own key shows to be one ingredient. */
  longButReal: number;
  /** The long names that make a list implausible, for inspection. */
  suspects: string[];
}

/**
 * How many lists the INCI parser splits into plausible ingredients: nothing reported unreadable, and
 * every name at most LONG_NAME characters unless it really is one ingredient, which is judged
 * independently of the parser's own heuristics: CosIng lists its key, or the key alone (without a
 * restated parenthetical such as "(Rosmarinus Officinalis Leaf Extract)") is short enough.
 */
export function parserFigures(lists: readonly string[], cosing: Readonly<Record<string, unknown>>): ParserFigures {
  const figures: ParserFigures = { lists: lists.length, plausible: 0, share: 0, withUnreadable: 0, longButReal: 0, suspects: [] };
  for (const text of lists) {
    const parsed = parseInci(text);
    let ok = true;
    if (parsed.unreadable) {
      figures.withUnreadable++;
      ok = false;
    }
    for (const ing of parsed.ingredients) {
      if (ing.name.length <= LONG_NAME) continue;
      if (ing.key.length <= LONG_NAME || cosing[ing.key] !== undefined || cosing[ing.name.toLowerCase()] !== undefined) figures.longButReal++;
      else {
        ok = false;
        figures.suspects.push(ing.name);
      }
    }
    if (ok) figures.plausible++;
  }
  figures.share = figures.lists ? figures.plausible / figures.lists : 0;
  return figures;
}

export interface RecognitionFigures {
  occurrences: number;
  /** Occurrences whose name the knowledge base or CosIng knows (the key as parsed, or the knowledge base's lookup). */
  recognised: number;
  share: number;
  /** The most frequent unrecognised keys, for inspection. */
  topUnrecognised: { key: string; count: number }[];
}

/** How many ingredient occurrences the parser and lookup match to a knowledge-base entry or a CosIng name. */
export function recognitionFigures(lists: readonly string[], cosing: Readonly<Record<string, unknown>>, top = 20): RecognitionFigures {
  let occurrences = 0;
  let recognised = 0;
  const unknown = new Map<string, number>();
  for (const text of lists) {
    for (const { key } of parseInci(text).ingredients) {
      occurrences++;
      if (cosing[key] !== undefined || lookupIngredient(key)) recognised++;
      else unknown.set(key, (unknown.get(key) ?? 0) + 1);
    }
  }
  const topUnrecognised = [...unknown].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, count]) => ({ key, count }));
  return { occurrences, recognised, share: occurrences ? recognised / occurrences : 0, topUnrecognised };
}
