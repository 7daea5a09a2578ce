/**
 * What a product page says beyond the decoded list (ADR 0035): the key actives, where the 1 % line
 * falls, which skin types an ingredient concerns, and why two products are similar.
 */
import type { SkinType } from "./domain";
import { classifyIngredient, type IngredientClassification } from "./ingredients";
import { ingredientSlugForName } from "./ingredient-pages";
import { weighedListOf } from "./evaluation/facts";
import { isTrace } from "./evaluation/exposure";
import { TREATMENT_CLASSES } from "./evaluation/rules";
import type { ActiveClass } from "./kb/types";
import { countOf } from "./plural";

/** The classes that make a product what it is: the treatment actives and barrier lipids. */
export const KEY_ACTIVE_CLASSES: readonly ActiveClass[] = [...TREATMENT_CLASSES, "ceramide"];

export interface KeyActive {
  key: string;
  name: string;
  slug: string | null;
}

/**
 * A product's key actives, in list order: treatment actives and ceramides present above trace level
 * (before the estimated 1 % line, or with a declared strength).
 */
export function keyActivesOf(ingredientsText: string): KeyActive[] {
  const list = weighedListOf(ingredientsText);
  const length = list.ingredients.length ? list.ingredients[list.ingredients.length - 1].position : 0;
  const seen = new Set<string>();
  const actives: KeyActive[] = [];
  for (const ing of list.ingredients) {
    if (isTrace(ing, length) || seen.has(ing.key)) continue;
    if (!KEY_ACTIVE_CLASSES.some((c) => ing.facts.classes.has(c))) continue;
    seen.add(ing.key);
    actives.push({ key: ing.key, name: ing.name, slug: ingredientSlugForName(ing.key) });
  }
  return actives;
}

/** The position after which ingredients are at or below about 1 % (0 when the list has no marker). */
export function onePercentLineOf(ingredientsText: string): number {
  return weighedListOf(ingredientsText).onePercentLinePosition;
}

export type SkinTypeNotes = Partial<Record<SkinType, string>>;

/** Why an ingredient concerns a skin type, as a code a screen words in its language. */
export type SkinTypeNoteCode = "may-irritate" | "possible-allergen" | "can-be-drying" | "may-clog-pores" | "may-clog-t-zone" | "may-feed-malassezia";

const NOTE_TEXT: Record<SkinTypeNoteCode, string> = {
  "may-irritate": "may irritate",
  "possible-allergen": "a possible allergen",
  "can-be-drying": "can be drying",
  "may-clog-pores": "may clog pores",
  "may-clog-t-zone": "may clog pores on the T-zone",
  "may-feed-malassezia": "may feed Malassezia (fungal acne)",
};

/** Which skin types an ingredient concerns, and why (as codes); the same concerns the engine reads. */
export function skinTypeNoteCodesOf(c: Pick<IngredientClassification, "classes" | "concerns" | "entry" | "fungalAcneTrigger">): Partial<Record<SkinType, SkinTypeNoteCode[]>> {
  const notes: Partial<Record<SkinType, SkinTypeNoteCode[]>> = {};
  const add = (type: SkinType, code: SkinTypeNoteCode) => (notes[type] ??= []).push(code);
  const fragrance = c.classes.includes("fragrance") || c.classes.includes("essential-oil") || c.classes.includes("fragrance-allergen");
  if (c.concerns.includes("irritation")) add("sensitive", "may-irritate");
  if (c.concerns.includes("sensitising") || fragrance) add("sensitive", "possible-allergen");
  if (c.concerns.includes("drying") || c.classes.includes("drying-alcohol") || c.classes.includes("sulfate-surfactant")) {
    add("dry", "can-be-drying");
    add("sensitive", "can-be-drying");
  }
  const comedogenic = c.entry?.comedogenic;
  if ((comedogenic !== undefined && comedogenic >= 3) || c.concerns.includes("comedogenic")) {
    add("oily", "may-clog-pores");
    add("combination", "may-clog-t-zone");
  }
  if (c.fungalAcneTrigger) add("oily", "may-feed-malassezia");
  return notes;
}

/** Which skin types an ingredient concerns, and why, in English. */
export function skinTypeNotesOf(c: Pick<IngredientClassification, "classes" | "concerns" | "entry" | "fungalAcneTrigger">): SkinTypeNotes {
  return Object.fromEntries(Object.entries(skinTypeNoteCodesOf(c)).map(([type, codes]) => [type, codes.map((code) => NOTE_TEXT[code]).join("; ")]));
}

/**
 * Product types that stand in for one another: a serum, an essence and an ampoule are all the
 * treatment layer; a toner and a mist both go on first. Every other type stands alone.
 */
const TYPE_FAMILIES: readonly (readonly string[])[] = [
  ["Serum", "Essence", "Ampoule"],
  ["Toner", "Mist"],
  ["Moisturizer", "Oil"],
];

/** The types a similar product may have: the product's own and its family's. */
export function comparableTypes(productType: string): string[] {
  return [...(TYPE_FAMILIES.find((f) => f.includes(productType)) ?? [productType])];
}

/** Share of `base`'s ingredients that `other` lists too (0-1). */
export function listOverlap(base: readonly string[], other: readonly string[]): number {
  if (!base.length) return 0;
  const set = new Set(other);
  let shared = 0;
  for (const key of new Set(base)) if (set.has(key)) shared++;
  return shared / new Set(base).size;
}

/** The share of the list two products have in common, in whole percent (78 for 0.78). */
export const overlapPercent = (overlap: number): number => Math.round(overlap * 100);

/** "same 3 key actives, 78 % of the list in common". */
export function similarityReason(sharedActives: number, overlap: number): string {
  const list = `${overlapPercent(overlap)} % of the list in common`;
  return sharedActives > 0 ? `same ${countOf(sharedActives, "key active")}, ${list}` : list;
}

export interface ComparedProduct {
  keyActives: KeyActive[];
  /** Per skin type, the ingredients that concern it. */
  skinTypes: Partial<Record<SkinType, string[]>>;
  fragrance: string[];
  /** Ingredients no other compared product lists. */
  onlyHere: string[];
  /** Ingredients every compared product lists. */
  shared: number;
}

const FRAGRANCE_CLASSES: readonly ActiveClass[] = ["fragrance", "essential-oil", "fragrance-allergen"];

/** Two or three products side by side: actives, flags per skin type, fragrance, what differs. */
export function compareProducts(ingredientLists: readonly string[]): ComparedProduct[] {
  const lists = ingredientLists.map((text) => weighedListOf(text).ingredients);
  const keySets = lists.map((l) => new Set(l.map((i) => i.key)));
  const inAll = [...(keySets[0] ?? [])].filter((k) => keySets.every((s) => s.has(k)));
  return ingredientLists.map((text, index) => {
    const skinTypes: Partial<Record<SkinType, string[]>> = {};
    const fragrance: string[] = [];
    const onlyHere: string[] = [];
    for (const ing of lists[index]) {
      const c = classifyIngredient(ing.key);
      for (const type of Object.keys(skinTypeNotesOf(c)) as SkinType[]) (skinTypes[type] ??= []).push(ing.name);
      if (FRAGRANCE_CLASSES.some((f) => ing.facts.classes.has(f))) fragrance.push(ing.name);
      if (keySets.every((s, other) => other === index || !s.has(ing.key))) onlyHere.push(ing.name);
    }
    return { keyActives: keyActivesOf(text), skinTypes, fragrance, onlyHere, shared: inAll.length };
  });
}
