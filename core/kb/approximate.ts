/**
 * Approximate knowledge-base lookup for names pasted with a slip: spaces or hyphens that differ
 * ("Polysorbate-20", "Coco Glucoside") or one typing error in a long word ("Phenoxyethano",
 * "Ethylhexyglycerin", "Benzyl Alochol"). Built to never take one real substance for another: the
 * first letter, every number and every short word must match, and a letter replaced near the end of
 * a word is refused because INCI endings carry the chemistry (sulfite/sulfate, retinol/retinal). The
 * Latin genus and species before a plant part ("Simmondsia Chinesis Seed Oil") carry no chemistry in
 * their endings: one slip anywhere in one of them is tolerated, the part words staying exact.
 */
import { isPlantPartWord } from "../inci-plants";


/** Letters a name's words must have before one slip is tolerated; two slips need DOUBLE_SLIP_LENGTH. */
const SLIP_LENGTH = 6;
const DOUBLE_SLIP_LENGTH = 10;
/** A replaced letter this close to a word's end changes the suffix. */
const PROTECTED_ENDING = 4;

export interface ApproximateIndex<T> {
  find(key: string): T | undefined;
}

/** Spaces and hyphens removed: "coco glucoside" and "coco-glucoside" meet. */
function compact(name: string): string {
  return name.replace(/[\s-]+/g, "");
}

export function approximateIndex<T>(names: Iterable<readonly [string, T]>): ApproximateIndex<T> {
  const byCompact = new Map<string, T | null>();
  // Candidates share the word count and first letter (an unchanged word or a slipped one keeps its first letter).
  const byShape = new Map<string, [string[], number, T][]>();
  for (const [name, value] of names) {
    const c = compact(name);
    const seen = byCompact.get(c);
    byCompact.set(c, seen === undefined || seen === value ? value : null); // null: ambiguous
    const words = name.split(" ");
    const shape = `${words.length}${name[0]}`;
    let bucket = byShape.get(shape);
    if (!bucket) byShape.set(shape, (bucket = []));
    bucket.push([words, name.length, value]);
  }
  return {
    find(key) {
      const c = byCompact.get(compact(key));
      if (c) return c;
      if (c === null) return undefined;
      const words = key.split(" ");
      let match: T | undefined;
      for (const [candidate, length, value] of byShape.get(`${words.length}${key[0]}`) ?? []) {
        if (Math.abs(length - key.length) > 2 || !oneWordSlipped(words, candidate)) continue;
        if (match !== undefined && match !== value) return undefined; // two different substances are as close
        match = value;
      }
      return match;
    },
  };
}

function oneWordSlipped(words: readonly string[], candidate: readonly string[]): boolean {
  let slipped = false;
  for (let i = 0; i < words.length; i++) {
    if (words[i] === candidate[i]) continue;
    if (slipped || !(wordSlipped(words[i], candidate[i]) || (isLatinPlantWord(candidate, i) && latinSlipped(words[i], candidate[i])))) return false;
    slipped = true;
  }
  return slipped;
}

/** The genus or species of a plant material's name: one of its first two words, followed by plant-part words only. */
function isLatinPlantWord(name: readonly string[], i: number): boolean {
  if (i > 1 || name.length < 3 || !isPlantPartWord(name[name.length - 1])) return false;
  for (let j = 2; j < name.length; j++) if (!isPlantPartWord(name[j])) return false;
  return true;
}

/** One letter added, dropped, swapped or replaced anywhere but the first letter of a Latin word. */
function latinSlipped(a: string, b: string): boolean {
  return Math.min(a.length, b.length) >= SLIP_LENGTH && a[0] === b[0] && !/\d/.test(a + b) && slips(a, b, 1, 0);
}

function wordSlipped(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < SLIP_LENGTH || a[0] !== b[0] || /\d/.test(a) || /\d/.test(b)) return false;
  if (!slips(a, b, shorter >= DOUBLE_SLIP_LENGTH ? 2 : 1)) return false;
  // Deleting one letter and adding another would replace a letter of the ending ("tocopheryl" is not "tocopherol").
  return a.slice(-PROTECTED_ENDING) === b.slice(-PROTECTED_ENDING) || a.startsWith(b) || b.startsWith(a) || oneLetterApart(a, b);
}

/** One letter added or dropped before the ending, or two neighbours swapped. */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length === b.length) {
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  // Not in the ending either: "linolenate" is not "linoleate".
  return i < long.length - PROTECTED_ENDING && long.slice(i + 1) === short.slice(i);
}

/**
 * True when `a` becomes `b` with at most `max` single-letter insertions, deletions or swaps of neighbours,
 * or replacements outside the protected ending (optimal string alignment distance with that restriction).
 */
function slips(a: string, b: string, max: number, protectedEnding = PROTECTED_ENDING): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const same = a[i - 1] === b[j - 1];
      const replaceAllowed = i <= a.length - protectedEnding && j <= b.length - protectedEnding;
      let v = Math.min(d[(i - 1) * cols + j] + 1, d[i * cols + j - 1] + 1);
      if (same) v = Math.min(v, d[(i - 1) * cols + j - 1]);
      else if (replaceAllowed) v = Math.min(v, d[(i - 1) * cols + j - 1] + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2] + 1);
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
  }
  return d[rows * cols - 1] <= max;
}
