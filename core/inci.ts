/**
 * INCI list parsing: turns a product's free-text ingredient list into ordered, de-duplicated,
 * canonically keyed ingredients. Pure; runs in Workers, the browser and Node.
 */
import { canonicalKey } from "./inci-key";
import { estimatedNames, isNameEndWord, LONG_NAME, splitLongName } from "./inci-long";
import { COMMA, HYPHEN, isDigit, isSpace, SPACE, splitTopLevel, stripListMarker } from "./inci-split";

export interface ParsedIngredient {
  /** Display name as written in the list, trimmed, without trailing full stops or footnote marks. */
  name: string;
  /** Canonical lowercased key with synonyms resolved (see canonicalKey). */
  key: string;
  /** 1-based position in the written list. Duplicates are dropped, so later positions can skip numbers. */
  position: number;
  /** Percentage written beside the name ("Salicylic Acid 2%"), when the list declares one. */
  percent?: number;
}

export interface ParsedInciList {
  ingredients: ParsedIngredient[];
  /** Colourants of a "May contain" / "+/-" tail, in display form. */
  mayContain: string[];
  /**
   * Pieces over 80 characters that read as several names run together and could not be split
   * (see inci-long.ts). Present only when there are some; they are not in `ingredients`.
   */
  unreadable?: string[];
}

/** Placeholder values found instead of a list in real catalogue data. */
export function isPlaceholderIngredientText(text: string): boolean {
  if (text.length > 120) return false; // placeholders are short; avoids lowercasing whole lists
  const t = text.trim().toLowerCase();
  if (t.length === 0 || t === "no info" || t === "n/a" || t === "none") return true;
  if (t.startsWith("#name")) return true;
  return t.startsWith("visit the ") && t.endsWith("boutique");
}

/** True when the text holds at least one ingredient (not a placeholder, a footnote or only marketing claims). */
export function hasRealIngredientList(text: string | null | undefined): boolean {
  return text != null && parseInci(text).ingredients.length > 0;
}

// Scratch buffers reused across calls (parsing is synchronous, so calls never interleave).
const segmentsScratch: string[] = [];
const namesScratch: string[] = [];

export function parseInci(text: string): ParsedInciList {
  const ingredients: ParsedIngredient[] = [];
  const mayContain: string[] = [];
  if (!text || isPlaceholderIngredientText(text)) return { ingredients, mayContain };
  text = withoutFreeFromClaims(text);

  const start = listStart(text);
  if (start < 0) return { ingredients, mayContain };
  const tail = findMayContainTail(text, start);

  const segments = joinCutCommonNames(splitTopLevel(text, start, tail ? tail.start : text.length, segmentsScratch));
  const names = namesScratch;
  names.length = 0;
  // Segments starting with "*" after the last plain one are footnotes; before it they are marked ingredients.
  let lastPlain = -1;
  for (let i = 0; i < segments.length; i++) {
    const t = segments[i].trimStart();
    if (t && t.charCodeAt(0) !== 42) lastPlain = i;
  }
  for (let i = 0; i < segments.length; i++) cleanSegment(segments[i], i === 0, i > lastPlain, names);

  const seen = new Set<string>();
  let position = 0;
  let unreadable: string[] | undefined;
  for (const raw of expandLongNames(names)) {
    if (typeof raw !== "string") {
      (unreadable ??= []).push(raw.unreadable);
      position += estimatedNames(raw.unreadable);
      continue;
    }
    const name = displayName(raw);
    if (!name) continue;
    position++;
    const split = name.charCodeAt(name.length - 1) === 37 /* % */ ? splitPercent(name) : undefined;
    const label = split ? split.label : name;
    const key = canonicalKey(label);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    ingredients.push(split ? { name: label, key, position, percent: split.percent } : { name: label, key, position });
  }

  if (tail) {
    const seenTail = new Set<string>();
    for (const segment of splitTopLevel(tail.body, 0, tail.body.length, segmentsScratch)) {
      const name = displayName(segment);
      const key = name ? canonicalKey(name) : "";
      if (key && !seenTail.has(key)) {
        seenTail.add(key);
        mayContain.push(name);
      }
    }
  }
  return unreadable ? { ingredients, mayContain, unreadable } : { ingredients, mayContain };
}

/** "free from parabens, sulfates and silicones", "formulated without: ...": a claim sentence, not ingredients. */
const FREE_FROM = /\b(?:free (?:from|of)|formulated without|do(?:es)? not contain|contains? no)\b/i;

/** Removes every sentence (up to ". " or the end) that makes a "free from" claim. */
function withoutFreeFromClaims(text: string): string {
  if (text.indexOf("ree ") < 0 && text.indexOf("REE ") < 0 && text.indexOf("ithout") < 0 && text.indexOf("ot contain") < 0 && text.indexOf("ontains no") < 0) {
    return text;
  }
  for (let m = FREE_FROM.exec(text); m; m = FREE_FROM.exec(text)) {
    const before = text.lastIndexOf(". ", m.index);
    const sentenceStart = before < 0 ? 0 : before + 2;
    const after = text.indexOf(". ", m.index);
    text = text.slice(0, sentenceStart) + (after < 0 ? "" : text.slice(after + 2));
  }
  return text;
}

/**
 * Joins a name cut in two by a stray comma: "Oenothera Biennis, (Evening Primrose) Oil" and "Rosa Canina,
 * Fruit Extract" (a common name in parentheses or a bare plant-part tail after a name that does not end
 * like a whole one), and "Hydrolyzed Sodium, Hyaluronate" (a word that never ends a name). Mutates and
 * returns `segments`.
 */
function joinCutCommonNames(segments: string[]): string[] {
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i];
    const previous = segments[i - 1];
    let joins = false;
    if (endsWithCut(previous)) joins = /^\s*[A-Za-z]/.test(segment);
    else if (segment.charCodeAt(skipSpaces(segment, 0)) === 40 /* ( */ || (segment.length <= 32 && PLANT_PART_TAIL.test(segment))) {
      const last = lastWordOutsideParentheses(previous.trimEnd());
      joins = /^[A-Za-z]+$/.test(last) && !isNameEndWord(last) && (PLANT_PART_TAIL.test(segment) || opensWithCommonName(segment.trim()));
    }
    if (!joins) continue;
    segments[i - 1] = `${previous.trimEnd()} ${segment.trim()}`;
    segments.splice(i, 1);
    i--;
  }
  return segments;
}

/** "Fruit Extract", "Seed Oil", "Oil": plant-part words only, ending in a product word ("Water" alone is an ingredient). */
const PLANT_PART_TAIL =
  /^\s*(?:(?:(?:seed|leaf|fruit|root|flower|peel|bark|stem|kernel|nut|extract|oil|water|juice|wax|powder)\s+){1,2}(?:extract|oil|water|juice|wax|powder)|extract|oil)[\s*.]*$/i;

/**
 * Ends no INCI name has (CosIng has none): "Hydrolyzed", a cation after a slash or "Hydrolyzed"
 * ("Acrylate/Sodium"), or "Ammonium" alone. "Calcium" or "Zinc" alone may be a mineral ingredient.
 */
function endsWithCut(s: string): boolean {
  let end = s.length;
  while (end > 0 && isSpace(s.charCodeAt(end - 1))) end--;
  const c = s.charCodeAt(end - 1) | 32;
  if (c !== 109 /* m */ && c !== 100 /* d */) return false; // cheap test: most names end otherwise
  let start = end;
  while (start > 0 && isLetter(s.charCodeAt(start - 1))) start--;
  const word = s.slice(start, end).toLowerCase();
  if (word === "hydrolyzed") return true;
  if (!CATIONS.has(word)) return false;
  const before = s.charCodeAt(start - 1);
  if (before === 47 /* / */) return true;
  const head = s.slice(0, start).trimEnd().toLowerCase();
  return head.endsWith("hydrolyzed") || (head === "" && (word === "ammonium" || word === "disodium"));
}

const CATIONS: ReadonlySet<string> = new Set(["sodium", "potassium", "calcium", "magnesium", "ammonium", "disodium"]);

/** "(Evening Primrose) Oil": a parenthetical followed by the rest of a name. */
function opensWithCommonName(t: string): boolean {
  if (t.charCodeAt(0) !== 40 /* ( */) return false;
  const close = t.indexOf(")");
  return close > 0 && /[A-Za-z]/.test(t.slice(close + 1));
}

/** "Citrus Paradisi (Grapefruit)" -> "Paradisi"; "Acrylate/Sodium" -> "Sodium". */
function lastWordOutsideParentheses(s: string): string {
  let t = s;
  while (t.endsWith(")")) {
    const open = t.lastIndexOf("(");
    if (open < 0) break;
    t = t.slice(0, open).trimEnd();
  }
  return t.slice(Math.max(t.lastIndexOf(" "), t.lastIndexOf("/")) + 1);
}

/** Names as cleaned, with names over LONG_NAME characters split or marked unreadable (inci-long.ts). */
function expandLongNames(names: readonly string[]): readonly (string | { unreadable: string })[] {
  if (!names.some((n) => n.length > LONG_NAME)) return names;
  const out: (string | { unreadable: string })[] = [];
  for (const raw of names) {
    if (raw.length <= LONG_NAME) out.push(raw);
    else for (const part of splitLongName(displayName(raw))) out.push(part.readable ? part.text : { unreadable: part.text });
  }
  return out;
}

/**
 * Where the list proper begins. Some catalogue entries open with marketing highlights
 * ("-Niacinamide: Brightens skin. -Squalane: Softens. Water, Glycerin, ..."), whose claims may hold
 * commas; the list starts after the sentence that ends the last highlight. Returns -1 when there
 * are only highlights.
 */
function listStart(text: string): number {
  const pos = highlightsEnd(text);
  return pos < 0 ? pos : afterMarketingHeader(text, pos);
}

/** A plain "Ingredients:" header (not "Key ingredients:", not "Active ingredients:"). */
const HEADER = /(?<!(?:key|hero|star|active|inactive|other) )\bingr[eé]dients?\s*:/i;

/**
 * "Suitable for all skin types, vegan. Ingredients: Water, ...": claims before the first plain header
 * are not ingredients. Text with four or more commas, a percentage or another header before it may be
 * an earlier kit's list or declared actives, and stays.
 */
function afterMarketingHeader(text: string, from: number): number {
  if (text.indexOf("ngredient", from) < 0 && text.indexOf("NGREDIENT", from) < 0) return from;
  const m = HEADER.exec(from === 0 ? text : text.slice(from));
  if (!m || m.index === 0) return from;
  const before = text.slice(from, from + m.index);
  // "Active Ingredients: Avobenzone 3%, ...Ingredients: Water": declared actives are ingredients.
  if (before.includes("%") || /ngredient/i.test(before)) return from;
  return count(before, ",") < 4 ? skipSpaces(text, from + m.index + m[0].length) : from;
}

function highlightsEnd(text: string): number {
  let pos = skipSpaces(text, 0);
  if (!isBullet(text, pos) || isBulletedLines(text, pos)) return pos;
  while (isBullet(text, pos)) {
    const colon = text.indexOf(":", pos);
    if (colon < 0) return bareBulletsEnd(text, pos);
    const stop = text.indexOf(". ", colon);
    if (stop < 0) return -1;
    pos = skipSpaces(text, stop + 2);
  }
  return pos;
}

/** "-Water\n-Glycerin": one ingredient per line, the first line ending before any colon or comma. */
function isBulletedLines(text: string, from: number): boolean {
  const eol = text.indexOf("\n", from);
  if (eol < 0) return false;
  const colon = text.indexOf(":", from);
  const comma = text.indexOf(",", from);
  return (colon < 0 || eol < colon) && (comma < 0 || eol < comma);
}

/** "-Nutrex EGF -Epidermosil -Diamond Powder Water, Glycerin": the list starts at the last bullet before the first comma. */
function bareBulletsEnd(text: string, from: number): number {
  const comma = text.indexOf(",", from);
  if (comma < 0) return -1;
  let last = from;
  for (let j = from; j < comma; j++) if (isBullet(text, j)) last = j;
  return last + 1;
}

function isBullet(text: string, i: number): boolean {
  return text.charCodeAt(i) === HYPHEN && isAlnum(text.charCodeAt(i + 1)) && (i === 0 || isSpace(text.charCodeAt(i - 1)));
}

function skipSpaces(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

const MAY_CONTAIN = /may contain|\+\/-/i;

/** The "May contain (+/-): ..." or "[+/- ...]" colourant tail, if the list has one. */
function findMayContainTail(text: string, from: number): { start: number; body: string } | undefined {
  // Cheap pre-check: most lists have no tail, and plain indexOf is much faster than a case-insensitive regex.
  if (text.indexOf("+/-", from) < 0 && text.indexOf("ontain", from) < 0 && text.indexOf("ONTAIN", from) < 0) return undefined;
  const m = MAY_CONTAIN.exec(from === 0 ? text : text.slice(from));
  if (!m) return undefined;
  let start = from + m.index;
  const bodyStart = start + m[0].length;
  let k = start - 1;
  while (k >= from && text.charCodeAt(k) === SPACE) k--;
  const before = text.charCodeAt(k);
  if (before === 91 /* [ */ || before === 40 /* ( */) start = k;
  return { start, body: trimTailBody(text.slice(bodyStart)) };
}

/** Drops the marker's leftovers (" (+/-):", "[", closing "]." ) around the tail's names. */
function trimTailBody(body: string): string {
  let a = 0;
  let b = body.length;
  while (a < b && " :()[]+/-".includes(body[a])) a++;
  while (b > a && " .]".includes(body[b - 1])) b--;
  let s = body.slice(a, b);
  // A bracketed tail ("[+/- Mica, CI 77891 (Titanium Dioxide)]") may leave an unmatched ")" at the end.
  if (s.endsWith(")") && count(s, "(") < count(s, ")")) s = s.slice(0, -1);
  return s;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/**
 * Adds zero, one or two names from a raw segment to `names`. Handles headers ("Ingredients: Water"), kit
 * sub-lists ("Coral Powder. Step two: Water"), footnotes ("*Certified organic") and sentences
 * glued to the first or last name.
 */
function cleanSegment(segment: string, first: boolean, trailing: boolean, names: string[]): void {
  let s = stripListMarker(segment.trim());
  if (!s) return;
  if (s.charCodeAt(0) === 42 /* * */) {
    // "*Avena Sativa Kernel Extract" mid-list is an ingredient with a footnote mark; "*Certified organic" is the footnote.
    if (trailing) return;
    s = s.replace(/^\*+\s*/, "");
    if (!s || FOOTNOTE.test(s)) return;
  }
  const colon = s.lastIndexOf(":");
  if (colon >= 0) {
    const head = stripIngredientsWord(s.slice(0, colon).trim());
    const stop = head.indexOf(". ");
    if (stop >= 0) {
      const previous = head.slice(0, stop);
      if (!first && !previous.includes(":")) names.push(previous);
    } else {
      // "Zinc Oxide 5%: ...", "Active Ingredients: Zinc Oxide 5%. Inactive Ingredients: ..." and
      // "Fragrance (Parfum): Linalool, Limonene" name an ingredient before the colon.
      let name = head.slice(head.lastIndexOf(":") + 1).trim();
      if (name.endsWith(".")) name = name.slice(0, -1);
      if (name.endsWith("%") || canonicalKey(name) === FRAGRANCE) names.push(name);
    }
    s = s.slice(colon + 1).trim();
  }
  // "Phenoxyethanol * Essential Oil", and glued to the last name's full stop: "Methylisothiazolinone.*Essential Oil".
  const spaced = s.indexOf(" *");
  const afterStop = s.indexOf(".*");
  const footnote = spaced > 0 && (afterStop <= 0 || spaced < afterStop) ? spaced : afterStop;
  if (footnote > 0 && footnote + 2 < s.length) s = s.slice(0, footnote);
  const stop = sentenceStop(s, 0);
  if (stop >= 0) {
    // Prose before the first name, or a footnote after the last one.
    let last = stop;
    for (let next = sentenceStop(s, stop + 2); next >= 0; next = sentenceStop(s, next + 2)) last = next;
    const after = s.slice(last + 2).trim();
    s = first && after.charCodeAt(0) !== 42 ? after : s.slice(0, stop);
  }
  if (s.startsWith("and ") || s.startsWith("& ")) s = s.slice(s.indexOf(" ") + 1);
  if (!s || looksLikeProse(s)) return;
  if (s.includes(" and ") || s.includes(" & ")) {
    const parts = joinedNames(s);
    if (parts) {
      names.push(...parts);
      return;
    }
  }
  // "Zinc Oxide 5.0%Water": a declared percentage glued to the next name.
  const glued = s.indexOf("%");
  if (glued > 0 && glued + 1 < s.length && isLetter(s.charCodeAt(glued + 1))) {
    names.push(s.slice(0, glued + 1));
    s = s.slice(glued + 1);
  }
  names.push(s);
}

const FRAGRANCE = "fragrance";
/** Words of a claim ("recognized for its vitality and ability to ..."), never of an INCI name. */
const CLAIM_WORDS = /\b(?:for|its|to|with|the|your|you|is|are|helps?|skin)\b/i;

/**
 * "Caprylyl Glycol and Ethylhexylglycerin": two short names joined by "and" or "&" outside parentheses
 * (no INCI name has a free-standing "and"). Undefined when the text is not that.
 */
function joinedNames(s: string): string[] | undefined {
  if (s.includes("(") || s.includes("[")) return undefined;
  const parts = s.split(/ (?:and|&) /);
  if (parts.length < 2 || parts.some((p) => !p.trim() || countSpaces(p.trim()) > 4 || CLAIM_WORDS.test(p))) return undefined;
  return parts.map((p) => p.trim());
}

/** Words of a footnote that starts with "*" ("*Certified organic", "**Napiers Aqua Formula", "*Of natural origin"). */
const FOOTNOTE = /organic|certified|natural origin|naturally derived|formula|harvested|fair ?trade|ecocert|cosmos|derived from|^from /i;

/**
 * Index of the next ". " that ends a sentence, skipping abbreviations such as "Ext. Violet 2"
 * (a short word before the full stop).
 */
function sentenceStop(s: string, from: number): number {
  for (let i = s.indexOf(". ", from); i >= 0; i = s.indexOf(". ", i + 2)) {
    let k = i;
    while (k > 0 && isLetter(s.charCodeAt(k - 1))) k--;
    if (i - k > 3 || i - k === 0) return i;
  }
  return -1;
}

const PROSE_WORDS = [" the ", " that ", " is ", " you ", " your ", " please ", " may ", " will ", " our "];

/** Disclaimers and claims that slipped into a list ("Please be aware that ingredient lists may change ..."). */
function looksLikeProse(s: string): boolean {
  if (s.length < 30 || countSpaces(s) < 4) return false;
  const lower = s.toLowerCase();
  return PROSE_WORDS.some((w) => lower.includes(w)) || lower.startsWith("please ") || lower.startsWith("it is ");
}

function stripIngredientsWord(head: string): string {
  const lower = head.toLowerCase();
  for (const word of ["ingredients", "ingredient"]) {
    if (lower.endsWith(word)) {
      let end = head.length - word.length;
      for (const qualifier of ["inactive ", "active ", "other "]) {
        if (lower.slice(0, end).endsWith(qualifier)) {
          end -= qualifier.length;
          break;
        }
      }
      return head.slice(0, end).trim();
    }
  }
  return head;
}

/** Trims whitespace and trailing full stops or footnote marks ("Glycerin*", "Tocopherol."). */
function displayName(raw: string): string {
  let a = 0;
  let b = raw.length;
  while (a < b && isSpace(raw.charCodeAt(a))) a++;
  while (b > a && isTrailingMark(raw.charCodeAt(b - 1))) b--;
  if (a === b) return "";
  const s = raw.slice(a, b);
  return s.includes("  ") || s.includes("\n") || s.includes("\t") ? s.replace(/\s+/g, " ") : s;
}

function splitPercent(name: string): { label: string; percent: number } | undefined {
  let i = name.length - 2;
  while (i >= 0 && name.charCodeAt(i) === SPACE) i--;
  const numEnd = i + 1;
  while (i >= 0 && (isDigit(name.charCodeAt(i)) || name.charCodeAt(i) === 46 || name.charCodeAt(i) === COMMA)) i--;
  if (i + 1 === numEnd) return undefined;
  const percent = Number.parseFloat(name.slice(i + 1, numEnd).replace(",", "."));
  const label = name.slice(0, i + 1).trim();
  if (!label || !Number.isFinite(percent) || percent <= 0 || percent > 100) return undefined;
  return { label, percent };
}

function countSpaces(s: string): number {
  let n = 0;
  for (let i = s.indexOf(" "); i >= 0; i = s.indexOf(" ", i + 1)) n++;
  return n;
}

function isTrailingMark(c: number): boolean {
  return isSpace(c) || c === 46 /* . */ || c === 42 /* * */ || c === 43 /* + */ || c === 0x2020 /* † */ || c === 0x2021 || c === 94 /* ^ */ || c === 0xb0;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isAlnum(c: number): boolean {
  return isDigit(c) || isLetter(c);
}
