/**
 * The order of a routine's steps and how long to wait between two of them: the one place behind the
 * analysis text's recommended order and "then wait 1 minute", and the app's list order and step timer,
 * so they always say the same.
 */
import { BoundedMemo } from "./bounded-memo";
import { productTypeOrder, waitSecondsFor } from "./domain";
import { keywordClasses } from "./ingredient-keywords";
import { canonicalKey } from "./inci-key";
import { splitIngredientsSimple } from "./inci-split";
import { countOf } from "./plural";
import type { ActiveClass } from "./kb/types";

/** A routine step as both the engine and the app know it. */
export interface LayeringStep {
  productType?: string | null;
  /** The product's name: it tells a wash-off mask from a sleeping mask. */
  name?: string | null;
  /** The product's INCI list as published. */
  ingredients?: string | null;
}

/** Niacinamide next to vitamin C: the spec's 15 minutes (the evidence for any wait is weak; see the rule). */
export const NIACINAMIDE_VITAMIN_C_WAIT_SECONDS = 15 * 60;

/** An ingredient counts for a layering pair in the first ten of its list (roughly above the 1 % line). */
const PAIR_POSITIONS = 10;

const PAIRS: readonly { a: ActiveClass; b: ActiveClass; seconds: number }[] = [
  { a: "niacinamide", b: "vitamin-c", seconds: NIACINAMIDE_VITAMIN_C_WAIT_SECONDS },
];

/** Lead classes by ingredient list: a routine's steps are each asked for twice (as the step and as the next one). */
const leadMemo = new BoundedMemo<ReadonlySet<ActiveClass>>(5_000);

/** Empties the memo (the engine's caches-reset bench, as the other memo tables). */
export function resetLayeringCache(): void {
  leadMemo.clear();
}

function leadClasses(step: LayeringStep): ReadonlySet<ActiveClass> {
  return leadMemo.of(step.ingredients ?? "", (text) => {
    const out = new Set<ActiveClass>();
    for (const name of splitIngredientsSimple(text, PAIR_POSITIONS)) {
      for (const c of keywordClasses(canonicalKey(name))) out.add(c);
    }
    return out;
  });
}

/**
 * Seconds to wait after `step` before `next` (null after the last step): the wait of the step's
 * product type, or longer when the two form a layering pair (niacinamide then vitamin C, or the reverse).
 */
export function waitAfterStep(step: LayeringStep, next: LayeringStep | null | undefined): number {
  const base = waitSecondsFor(step.productType);
  // A sunscreen's own niacinamide or vitamin C is no reason to wait: the pair's wait is for two treatment steps.
  if (!next || isSunscreenStep(step) || isSunscreenStep(next)) return base;
  const mine = leadClasses(step);
  const theirs = leadClasses(next);
  let wait = base;
  for (const p of PAIRS) {
    if ((mine.has(p.a) && theirs.has(p.b)) || (mine.has(p.b) && theirs.has(p.a))) wait = Math.max(wait, p.seconds);
  }
  return wait;
}

/** A sunscreen by its type or its name's SPF (the engine's own test also reads the list's UV filters). */
function isSunscreenStep(step: LayeringStep): boolean {
  return step.productType === "Sunscreen" || /\bspf\b/i.test(step.name ?? "");
}

/** A wait in words: 30 -> "30 seconds", 60 -> "1 minute", 900 -> "15 minutes". */
export function waitWords(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? countOf(seconds / 60, "minute") : countOf(seconds, "second");
}

/** A mask that stays on (overnight, a sheet or patch left to dry in) or is not for the face. */
const LEAVE_ON_MASK_NAME = /sleeping|overnight|\bnight\b|leave[- ]?on|\bsheet|hydrogel|bio-?cellulose|\bpatch|\bstrips?\b|\blip\b|\bhand\b|\bfoot\b|\beye\b/i;
/** A sheet (fabric, hydrogel or bio-cellulose) soaked in a watery serum: worn for minutes on the toned face, then taken off. */
const SHEET_MASK_NAME = /\bsheets?\b|hydrogel|bio-?cellulose/i;
/**
 * What a rinse-off mask is made of or how it is used, in a name: clay, mud or charcoal, "wash off", "rinse off".
 * Mud may end a brand word ("SUPERMUD", "GRAVITYMUD"). Such a product is a mask whatever a retailer files it under
 * (core/evaluation/product-types.ts).
 */
export const RINSE_OFF_MATERIAL_NAME = /wash[- ]?off|rinse[- ]?off|\bclay\b|mud\b|charcoal/i;
/**
 * A mask whose name says it is washed or peeled off after minutes, or splashed on the cleansed face from a basin.
 * A purifying mask is an absorbent one (clay, silica, charcoal) that takes up sebum and is washed off.
 */
const RINSE_OFF_MASK_NAME =
  /peel[- ]?off|cleansing|exfoliat|resurfac|polish|\bscrub|\d+[- ]?(minutes?|mins?|seconds?)\b|\bbubbl|\bfoam|\bsplash|purif/i;
/** Clays and earths: a mask led by one dries on the skin and is washed off. */
const CLAY_KEYS: ReadonlySet<string> = new Set(["kaolin", "bentonite", "montmorillonite", "illite", "sea silt", "fuller's earth", "moroccan lava clay", "solum diatomeae"]);
/** A clay among the first five ingredients, or a cleansing agent, peel-off film former or absorbent silica among the first three. */
const CLAY_POSITIONS = 5;
const BASE_POSITIONS = 3;
const RINSE_OFF_BASE = /\b(sulfate|sulfonate|isethionate|sarcosinate|taurate|cocoamphoacetate|cocoamphodiacetate|betaine|polyvinyl alcohol|silica)\b/;

/**
 * A mask washed or peeled off after minutes (a clay, mud, foaming or peel-off mask), not one left on the skin
 * (a sleeping mask): by its name, else by what leads its list.
 */
export function isRinseOffMask(step: LayeringStep): boolean {
  if ((step.productType ?? "").trim().toLowerCase() !== "mask") return false;
  const name = step.name ?? "";
  if (LEAVE_ON_MASK_NAME.test(name)) return false;
  if (RINSE_OFF_MATERIAL_NAME.test(name) || RINSE_OFF_MASK_NAME.test(name)) return true;
  const names = splitIngredientsSimple(step.ingredients ?? "", CLAY_POSITIONS);
  return names.some((n, i) => {
    const key = canonicalKey(n);
    return CLAY_KEYS.has(key) || /\bclay\b/.test(key) || (i < BASE_POSITIONS && RINSE_OFF_BASE.test(key));
  });
}

/** A face mask of sheet, hydrogel or bio-cellulose (not one for the eyes, lips or hands). */
export function isSheetMask(step: LayeringStep): boolean {
  if ((step.productType ?? "").trim().toLowerCase() !== "mask") return false;
  const name = step.name ?? "";
  return SHEET_MASK_NAME.test(name) && !/\beyes?\b|\blips?\b|\bhands?\b|\bfoot\b|\bfeet\b/i.test(name);
}

/**
 * How a mask is used: rinsed (or peeled) off after minutes, a sheet taken off after minutes, or left on (a sleeping
 * mask, the last layer of the night). A mask is swapped only for one used the same way.
 */
export function maskUse(step: LayeringStep): "rinse-off" | "sheet" | "leave-on" {
  return isSheetMask(step) ? "sheet" : isRinseOffMask(step) ? "rinse-off" : "leave-on";
}

/** A rinse-off mask goes on the cleansed (and exfoliated) skin and is rinsed off before toner and serums. */
const RINSE_OFF_MASK_ORDER = productTypeOrder("Exfoliant") + 0.5;
/**
 * A sheet mask goes on the toned skin, after the watery toner and essence, and its serum is patted in before the
 * serums and the creams and oils that seal them: over a moisturizer or oil its watery serum could not reach the skin.
 */
const SHEET_MASK_ORDER = productTypeOrder("Essence") + 0.5;

/**
 * Where a step goes in a routine: its product type's place (thinnest to thickest, sunscreen last in the
 * morning), except a rinse-off mask, which follows the cleanser, and a sheet mask, which follows the toner and
 * essence (a sleeping mask stays after the moisturizer).
 */
export function stepOrder(step: LayeringStep): number {
  if (isSheetMask(step)) return SHEET_MASK_ORDER;
  return isRinseOffMask(step) ? RINSE_OFF_MASK_ORDER : productTypeOrder(step.productType);
}

/** Steps in the recommended order; ties keep their stored order. */
export function sortSteps<T extends LayeringStep & { order: number }>(items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, at: stepOrder(item) }));
  return keyed.sort((a, b) => a.at - b.at || a.item.order - b.item.order).map((k) => k.item);
}
