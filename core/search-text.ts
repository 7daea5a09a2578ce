/**
 * Pure parts of product search: how typed text becomes search words, and which words of the
 * catalogue's vocabulary count as a match for a typed word (exact, a prefix of it, or a
 * misspelling within a small edit distance). The api asks the database for candidate words by
 * trigram similarity or prefix; this module decides which of them are real matches, so that a
 * query never matches products that share no meaningful word with it ("C-Firma" must not find
 * "firming" creams).
 */

/** Lowercase, accents removed ("Crème Éclat" -> "creme eclat"); symbols such as ™ stay separators, as in the database. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** At most this many typed words are used. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Words that say nothing about which product is meant. They still count as part of a name when
 * every other word matches, but a product is never shown only because it shares one of these.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(["the", "and", "for", "with", "by", "of", "de", "la", "le", "les", "du", "des", "et", "en", "a", "an", "to", "in"]);

/**
 * Search words of typed text, as the database splits brand and name (products.search_words):
 * folded, split on anything but letters and digits, repeats removed. One-letter words are dropped
 * when longer ones exist ("C-Firma" -> ["firma"]), except digits ("Clarifying Lotion 2").
 */
export function searchTermsOf(text: string): string[] {
  const words = [...new Set(foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  const meaningful = words.filter((w) => w.length >= 2 || /^\p{N}$/u.test(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_SEARCH_WORDS);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "hydratng" -> "hydrating"
 * is 1, "niacniamide" -> "niacinamide" is 1. Stops early once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** Misspellings tolerated for a typed word of this length: none up to 3 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

export type WordMatch = "exact" | "prefix" | "typo";

/** How well a catalogue word matches: exact 1, prefix 0.9 down to 0.7 for long completions, typo 0.75 or 0.6. */
export const MATCH_WEIGHT: Record<WordMatch, number> = { exact: 1, prefix: 0.9, typo: 0.75 };

/**
 * Whether a word of the catalogue (`word`, as stored) matches a typed word (`typed`, folded):
 * the same word once folded; a completion of it (typed at least 3 letters: "hydr" -> "hydrating");
 * or a misspelling within allowedEdits, also of a prefix for long words ("hydratin" -> "hydrating").
 * Returns the kind and a weight in (0, 1], or null when the words are unrelated.
 */
export function matchWord(typed: string, word: string): { kind: WordMatch; weight: number } | null {
  const folded = foldText(word);
  if (folded === typed) return { kind: "exact", weight: MATCH_WEIGHT.exact };
  if (typed.length >= 3 && folded.startsWith(typed)) {
    // A short completion is closer to what was meant than a long one ("ser" -> "serum" before "serendipity").
    const extra = folded.length - typed.length;
    return { kind: "prefix", weight: Math.max(0.7, MATCH_WEIGHT.prefix - extra * 0.02) };
  }
  const edits = allowedEdits(typed.length);
  if (edits === 0) return null;
  const distance = editDistance(typed, folded, edits);
  if (distance <= edits) return { kind: "typo", weight: distance === 1 ? MATCH_WEIGHT.typo : 0.6 };
  // A misspelled word that is still being typed: compare with the word's start of the same length.
  if (typed.length >= 7 && folded.length > typed.length && editDistance(typed, folded.slice(0, typed.length), 1) <= 1) {
    return { kind: "typo", weight: 0.55 };
  }
  return null;
}

export interface TermCandidates {
  /** The typed word, folded. */
  term: string;
  /** Catalogue words that match it, best first, with their weights. */
  words: Array<{ word: string; weight: number; kind: WordMatch }>;
}

/** At most this many catalogue words stand for one typed word. */
export const WORDS_PER_TERM = 8;

/**
 * Keeps the catalogue words that really match each typed word. A typed word that exists in the
 * catalogue as typed stands for itself and its completions only: a real word is not widened to
 * misspellings of other words ("firma" does not become "firming").
 */
export function chooseCandidates(terms: readonly string[], found: ReadonlyArray<{ term: string; word: string }>): TermCandidates[] {
  return terms.map((term) => {
    const matches = new Map<string, { word: string; weight: number; kind: WordMatch }>();
    for (const f of found) {
      if (f.term !== term || matches.has(f.word)) continue;
      const m = matchWord(term, f.word);
      if (m) matches.set(f.word, { word: f.word, ...m });
    }
    let words = [...matches.values()];
    if (words.some((w) => w.kind === "exact")) words = words.filter((w) => w.kind !== "typo");
    words.sort((a, b) => b.weight - a.weight || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
    return { term, words: words.slice(0, WORDS_PER_TERM) };
  });
}
