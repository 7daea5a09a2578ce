/**
 * How long to wait between two steps of a routine: the one function behind the analysis text's
 * "then wait 1 minute" and the app's step timer, so the two always say the same.
 */
import { BoundedMemo } from "./bounded-memo";
import { waitSecondsFor } from "./domain";
import { keywordClasses } from "./ingredient-keywords";
import { canonicalKey } from "./inci-key";
import { splitIngredientsSimple } from "./inci";
import { countOf } from "./plural";
import type { ActiveClass } from "./kb/types";

/** A routine step as both the engine and the app know it. */
export interface LayeringStep {
  productType?: string | null;
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
  if (!next) return base;
  const mine = leadClasses(step);
  const theirs = leadClasses(next);
  let wait = base;
  for (const p of PAIRS) {
    if ((mine.has(p.a) && theirs.has(p.b)) || (mine.has(p.b) && theirs.has(p.a))) wait = Math.max(wait, p.seconds);
  }
  return wait;
}

/** A wait in words: 30 -> "30 seconds", 60 -> "1 minute", 900 -> "15 minutes". */
export function waitWords(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? countOf(seconds / 60, "minute") : countOf(seconds, "second");
}
