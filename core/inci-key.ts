/**
 * Canonical ingredient keys: the lowercased, tidied INCI name with synonyms resolved.
 * Pure and allocation-light; results are memoised because the same names recur across lists.
 */
import { INCI_SYNONYMS } from "./inci-synonyms";
import { BoundedMemo } from "./bounded-memo";

const keys = new BoundedMemo<string>(20_000);

/** Lowercase, drop trademark signs and marker characters, collapse whitespace, tidy slashes, parentheses and locants. */
export function tidyIngredientName(raw: string): string {
  let s = raw.toLowerCase();
  if (/[™®©*†‡^°¹²³•\ufffd\u00a0\t\n\r]/.test(s)) s = s.replace(/[™®©*†‡^°¹²³•\ufffd]/g, "").replace(/[\u00a0\t\n\r]/g, " ");
  if (s.includes("  ")) s = s.replace(/ {2,}/g, " ");
  if (s.includes(" /") || s.includes("/ ")) s = s.replace(/ ?\/ ?/g, "/");
  if (s.includes("( ") || s.includes(" )")) s = s.replace(/\( /g, "(").replace(/ \)/g, ")");
  if (s.includes(", ")) s = s.replace(/(\d), (\d)/g, "$1,$2");
  return trimPunctuation(s);
}

/** Strips surrounding spaces, bullets and trailing full stops. */
function trimPunctuation(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isLeadingJunk(s.charCodeAt(start))) start++;
  while (end > start && isTrailingJunk(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

function isLeadingJunk(c: number): boolean {
  return c === 32 || c === 45 /* - */ || c === 46 /* . */ || c === 44 /* , */ || c === 58 /* : */;
}

function isTrailingJunk(c: number): boolean {
  return c === 32 || c === 46 /* . */ || c === 44 /* , */ || c === 58 /* : */ || c === 59 /* ; */;
}

/** Removes "(...)" and "[...]" groups, nested ones included. Returns "" when nothing is left outside them. */
export function withoutParentheticals(s: string): string {
  let out = "";
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91) {
      if (depth === 0) out += s.slice(from, i);
      depth++;
    } else if ((c === 41 || c === 93) && depth > 0) {
      depth--;
      if (depth === 0) from = i + 1;
    }
  }
  if (depth === 0) out += s.slice(from);
  return collapseSpaces(out);
}

/** The contents of the first top-level parenthetical group, or "" if none. */
export function firstParenthetical(s: string): string {
  const open = s.search(/[([]/);
  if (open < 0) return "";
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) {
      depth--;
      if (depth === 0) return collapseSpaces(s.slice(open + 1, i));
    }
  }
  return collapseSpaces(s.slice(open + 1));
}

function collapseSpaces(s: string): string {
  return trimPunctuation(s.includes("  ") ? s.replace(/ {2,}/g, " ") : s);
}

/** Synonym resolution of an already tidied name, including "aqua/water/eau" style multilingual triples. */
function resolveSynonyms(tidy: string): string {
  const direct = INCI_SYNONYMS.get(tidy);
  if (direct !== undefined) return direct;
  if (tidy.includes("/")) {
    // "Parfum/Fragrance" or "Aqua/Water/Eau" name one substance in several languages; "Caprylic/Capric Triglyceride"
    // does not, so the parts are merged only when every one of them resolves to the same key.
    const parts = tidy.split("/");
    let shared: string | undefined;
    for (const part of parts) {
      const p = part.trim();
      const resolved = INCI_SYNONYMS.get(p) ?? p;
      if (shared === undefined) shared = resolved;
      else if (shared !== resolved) return tidy;
    }
    if (shared) return shared;
  }
  return tidy;
}

/**
 * Canonical key of an ingredient name: lowercased and tidied; a parenthetical common name is dropped
 * ("Butyrospermum Parkii (Shea) Butter" -> "butyrospermum parkii butter"), and synonyms are resolved
 * ("Aqua (Water)" -> "water", "Vitamin C" -> "ascorbic acid").
 */
export function canonicalKey(raw: string): string {
  return keys.of(raw, computeKey);
}

function computeKey(raw: string): string {
  const tidy = tidyIngredientName(raw);
  const whole = INCI_SYNONYMS.get(tidy);
  if (whole !== undefined) return whole;
  if (tidy.includes("(") || tidy.includes("[")) {
    const base = withoutParentheticals(tidy);
    if (base) return resolveSynonyms(base);
    return resolveSynonyms(firstParenthetical(tidy));
  }
  return resolveSynonyms(tidy);
}
