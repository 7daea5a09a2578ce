/**
 * Splitting a pasted ingredient list into its names, without reading them: the part of INCI parsing
 * (inci.ts) that the app's pages need to list a product's ingredients. A module of its own, without
 * the synonym and plant tables, so that a page that lists ingredients does not download them
 * (ADR 0079).
 */

export const COMMA = 44;
const SEMICOLON = 59;
const TAB = 9;
const LF = 10;
const CR = 13;
export const SPACE = 32;
export const HYPHEN = 45;

/**
 * Splits on top-level separators (as parseInci), trimming and dropping list markers; no canonicalisation,
 * no de-duplication. With a limit, the first `limit` names only, and the rest of the text is not read.
 */
export function splitIngredientsSimple(text: string, limit = Infinity): string[] {
  const out: string[] = [];
  const segments = splitTopLevel(text, 0, text.length, [], limit);
  for (const segment of segments) {
    const t = stripListMarker(segment.trim()).replace(/\s+/g, " ");
    if (t) out.push(t);
  }
  // Empty segments ("a,,b") left fewer names than asked for: the whole list, then.
  if (out.length < limit && segments.length >= limit) return splitIngredientsSimple(text).slice(0, limit);
  return out.length > limit ? out.slice(0, limit) : out;
}

/**
 * Fills `out` with the top-level segments of text[from, to) and returns it. Separators are commas,
 * semicolons, line breaks, tabs and bullet characters (lists pasted one per line or with " • ").
 * Commas inside parentheses or brackets do not split, nor do chemical locants ("1,2-Hexanediol",
 * "1, 2-Hexanediol"), nor a line break that wraps a name. An unclosed bracket would swallow the
 * rest of the list, so that remainder is split flat.
 */
export function splitTopLevel(text: string, from: number, to: number, out: string[], limit = Infinity): string[] {
  out.length = 0;
  let depth = 0;
  let segStart = from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) continue; // lowercase letters dominate; skip them fast
    if (c === 40 || c === 91 || c === 123) depth++;
    else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
    else if (depth === 0 && isSeparator(text, i, c, to)) {
      if (c === COMMA && isLocantComma(text, segStart, i, to)) continue;
      out.push(text.slice(segStart, i));
      // A segment closed at depth 0 is final: an unclosed bracket later re-splits only what follows it.
      if (out.length >= limit) return out;
      segStart = i + 1;
    }
  }
  if (depth === 0) {
    out.push(text.slice(segStart, to));
    return out;
  }
  for (let i = segStart; i < to; i++) {
    if (isSeparator(text, i, text.charCodeAt(i), to)) {
      out.push(text.slice(segStart, i));
      segStart = i + 1;
    }
  }
  out.push(text.slice(segStart, to));
  return out;
}

function isSeparator(text: string, i: number, c: number, to: number): boolean {
  if (c === COMMA || c === SEMICOLON || c === TAB || isBulletChar(c)) return true;
  if (c !== LF && c !== CR) return false;
  // A line break inside a wrapped name ("Butyrospermum Parkii\n(Shea) Butter", "Acrylates/\nC10-30") is a space.
  let k = i - 1;
  while (k >= 0 && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB)) k--;
  const before = k >= 0 ? text.charCodeAt(k) : 0;
  if (before === HYPHEN || before === 47 /* / */) return false;
  let j = i + 1;
  while (j < to && isSpace(text.charCodeAt(j))) j++;
  const after = j < to ? text.charCodeAt(j) : 0;
  return !(after === 40 /* ( */ || (after >= 97 && after <= 122));
}

/** • · ● ▪ ◦ ‣ ⁃ */
function isBulletChar(c: number): boolean {
  return c === 0x2022 || c === 0xb7 || c === 0x25cf || c === 0x25aa || c === 0x25e6 || c === 0x2023 || c === 0x2043;
}

function isLocantComma(text: string, segStart: number, i: number, to: number): boolean {
  if (!isDigit(text.charCodeAt(i - 1))) return false;
  const next = i + 1 < to ? text.charCodeAt(i + 1) : 0;
  if (isDigit(next)) return true;
  // "1, 2-Hexanediol": the segment so far is a bare short number and a digit follows the space.
  if (next !== SPACE || i + 2 >= to || !isDigit(text.charCodeAt(i + 2))) return false;
  let k = segStart;
  while (k < i && text.charCodeAt(k) === SPACE) k++;
  return i - k <= 2 && isDigit(text.charCodeAt(k));
}

/** Drops a leading list marker of a pasted line: "- Water", "– Water", "3. Water", "3) Water". */
export function stripListMarker(s: string): string {
  const c = s.charCodeAt(0);
  if (c === HYPHEN || c === 0x2013 || c === 0x2014) return s.slice(1).trimStart();
  const m = /^\d{1,2}[.)]\s+(?=\D)/.exec(s);
  return m ? s.slice(m[0].length) : s;
}

export function isSpace(c: number): boolean {
  return c === SPACE || c === 9 || c === 10 || c === 13 || c === 0xa0;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
