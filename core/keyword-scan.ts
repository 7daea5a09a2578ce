/**
 * Which keyword patterns of core/ingredient-keywords.ts match a key, found from their literal
 * alternatives (ingredient-keywords.json, generated from the patterns by keyword-literals.ts) with
 * one pass over the key's character pairs: what the patterns' regular expressions answer, without
 * compiling them (in a new isolate that compilation was most of the classifier's cost).
 */
import table from "./ingredient-keywords.json" with { type: "json" };

type Entry = [text: string, before: number, after: number];

const TEXT: string[] = [];
const PATTERN: number[] = [];
const BEFORE: number[] = [];
const AFTER: number[] = [];
/** First two characters of a literal -> its entries. */
const BY_PAIR = new Map<number, number[]>();

const patterns = table as unknown as Entry[][];
for (let p = 0; p < patterns.length; p++) {
  for (const [text, before, after] of patterns[p]) {
    const e = TEXT.length;
    TEXT.push(text);
    PATTERN.push(p);
    BEFORE.push(before);
    AFTER.push(after);
    const pair = (text.charCodeAt(0) << 16) | text.charCodeAt(1);
    const bucket = BY_PAIR.get(pair);
    if (bucket) bucket.push(e);
    else BY_PAIR.set(pair, [e]);
  }
}

/** The number of patterns in the table (the length of scanKeywords' answer). */
export const KEYWORD_PATTERN_COUNT = patterns.length;

/** A regular expression's word character (`\w` without the u flag). */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** `\b` at index i of s: a word character on one side and not on the other (the ends count as non-word). */
function isBoundary(s: string, i: number): boolean {
  const left = i > 0 && isWordChar(s.charCodeAt(i - 1));
  const right = i < s.length && isWordChar(s.charCodeAt(i));
  return left !== right;
}

/** hit[p] is 1 when pattern p of the table matches the key. */
export function scanKeywords(key: string): Uint8Array {
  const hit = new Uint8Array(KEYWORD_PATTERN_COUNT);
  for (let i = 0; i + 1 < key.length; i++) {
    const bucket = BY_PAIR.get((key.charCodeAt(i) << 16) | key.charCodeAt(i + 1));
    if (bucket === undefined) continue;
    for (let k = 0; k < bucket.length; k++) {
      const e = bucket[k];
      if (hit[PATTERN[e]] === 1) continue;
      const text = TEXT[e];
      if (!key.startsWith(text, i)) continue;
      const end = i + text.length;
      const before = BEFORE[e];
      if (before === 2 ? i !== 0 : before === 1 && !isBoundary(key, i)) continue;
      const after = AFTER[e];
      if (after === 2 ? end !== key.length : after === 1 && !isBoundary(key, end)) continue;
      hit[PATTERN[e]] = 1;
    }
  }
  return hit;
}
