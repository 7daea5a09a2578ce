/**
 * Canonical ingredient keys: the lowercased, tidied INCI name with synonyms resolved.
 * Pure and allocation-light; results are memoised because the same names recur across lists.
 */
import { INCI_SYNONYMS } from "./inci-synonyms";
import { BoundedMemo } from "./bounded-memo";
import { withBotanicalName } from "./inci-plants";

const keys = new BoundedMemo<string>(20_000);

/**
 * Lowercase, drop trademark signs, marker characters and diacritics, collapse whitespace, tidy slashes,
 * parentheses and locants; mend line-end hyphenation and words glued at a capital; drop sourcing
 * qualifiers ("Organic", "100%"); write colour index numbers as "ci 12345".
 */
export function tidyIngredientName(raw: string): string {
  let s = raw;
  // "PotassiumChloride", "C13-14Isoparaffin": words glued at a capital (checked before lowercasing loses it).
  if (GLUED.test(s)) s = s.replace(GLUED_ALL, "$1 ");
  s = s.toLowerCase();
  if (/[™®©*†‡^°¹²³•\ufffd\u00a0\t\n\r]/.test(s)) s = s.replace(/[™®©*†‡^°¹²³•\ufffd]/g, "").replace(/[\u00a0\t\n\r]/g, " ");
  if (/[\u00c0-\u024f]/.test(s)) s = s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (s.includes("\\")) s = s.replace(/\\/g, "/");
  if (s.includes("  ")) s = s.replace(/ {2,}/g, " ");
  if (s.includes("- ")) s = mendHyphens(s);
  if (s.includes(" /") || s.includes("/ ")) s = s.replace(/ ?\/ ?/g, "/");
  if (s.includes("( ") || s.includes(" )")) s = s.replace(/\( /g, "(").replace(/ \)/g, ")");
  if (s.includes(", ")) s = s.replace(/(\d), (\d)/g, "$1,$2");
  if (s.includes(".")) s = s.replace(DOTTED_LOCANT, "$1,$2-");
  if (s.includes("c")) s = s.replace(CI_NUMBER, "ci ");
  s = trimPunctuation(s);
  return QUALIFIER.test(s) ? s.replace(QUALIFIERS, "") : s;
}

const GLUED = /[a-z]{3}[A-Z][a-z]{2}|\d[A-Z][a-z]{2}/;
// "CrossPolymer" is one word written with two capitals.
const GLUED_ALL = /([a-z]{3}|\d)(?=[A-Z][a-z]{2})(?!Polymer)/g;

/** "1.2-hexanediol": a locant pair written with a full stop for the comma. */
const DOTTED_LOCANT = /(?<![\d.,])(\d)\.(\d)-(?=[a-z])/g;

/** "ci77891", "c.i. 77891", "ci-77891" (the "ci " is rewritten, the number kept). */
const CI_NUMBER = /\bc\.? ?i\.?(?: |-)?(?=\d{5}\b)/g;

/** Sourcing claims and a leading percentage before a name: "Organic Glycerin", "100% Unrefined Marula Oil". */
const QUALIFIER = /^(?:(?:certified |usda )?organic|wildcrafted|wild[- ]harvested|cold[- ]pressed|unrefined|(?:extra )?virgin|fair[- ]?trade|\d+(?:\.\d+)?%) /;
const QUALIFIERS = new RegExp(`^(?:${QUALIFIER.source.slice(1)})+`);

/** Prefixes whose hyphen is part of the name ("alpha-isomethyl ionone"), not a line-end break. */
const HYPHEN_PREFIXES: ReadonlySet<string> = new Set([
  "alpha", "beta", "gamma", "delta", "omega", "dl", "d", "l", "n", "o", "p", "m", "sh", "bis", "tris", "peg", "ppg",
]);

/** "ac- etate" -> "acetate"; "peg- 100", "gum - 1", "1,2- hexanediol" -> "peg-100", "gum-1", "1,2-hexanediol": line-end breaks. */
function mendHyphens(s: string): string {
  return s.replace(/ ?- +(\d)/g, "-$1").replace(/(\d)- +(?=[a-z])/g, "$1-").replace(/([a-z]+)- +(?=[a-z])/g, (_, word: string) => (HYPHEN_PREFIXES.has(word) ? `${word}-` : word));
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
  if (s.includes("  ")) s = s.replace(/ {2,}/g, " ");
  // "declustered water (+)/aqua" leaves "water /aqua" once the group is gone.
  if (s.includes(" /") || s.includes("/ ")) s = s.replace(/ ?\/ ?/g, "/");
  return trimPunctuation(s);
}

/** The contents of every top-level "(...)" or "[...]" group, in order. */
function topLevelGroups(s: string): string[] {
  const groups: string[] = [];
  let depth = 0;
  let open = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 91) {
      if (depth === 0) open = i;
      depth++;
    } else if ((c === 41 || c === 93) && depth > 0) {
      depth--;
      if (depth === 0) groups.push(collapseSpaces(s.slice(open + 1, i)));
    }
  }
  return groups;
}

// A group right after a multiplying prefix is part of a chemical name ("hydrogenated poly(c6-14 olefin)",
// "tris(tetramethylhydroxypiperidinol) citrate"), not a common name; its brackets are hidden while groups are removed.
const CHEMICAL_GROUP = /(?<![a-z])(poly|bis|tris|tetra|tri|di|penta|hexa) ?\(/g;
const HIDDEN_OPEN = "\u0001";
const HIDDEN_CLOSE = "\u0002";

function hideChemicalGroups(s: string): string {
  if (!CHEMICAL_GROUP.test(s)) return s;
  CHEMICAL_GROUP.lastIndex = 0;
  let out = "";
  let from = 0;
  for (let m = CHEMICAL_GROUP.exec(s); m; m = CHEMICAL_GROUP.exec(s)) {
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let close = -1;
    for (let i = open; i < s.length && close < 0; i++) {
      if (s[i] === "(") depth++;
      else if (s[i] === ")" && --depth === 0) close = i;
    }
    if (close < 0) break;
    out += s.slice(from, m.index) + m[1] + HIDDEN_OPEN + s.slice(open + 1, close).replaceAll("(", HIDDEN_OPEN).replaceAll(")", HIDDEN_CLOSE) + HIDDEN_CLOSE;
    from = close + 1;
    CHEMICAL_GROUP.lastIndex = from;
  }
  CHEMICAL_GROUP.lastIndex = 0;
  return out + s.slice(from);
}

function showChemicalGroups(s: string): string {
  return s.includes(HIDDEN_OPEN) ? s.replaceAll(HIDDEN_OPEN, "(").replaceAll(HIDDEN_CLOSE, ")") : s;
}

/** US colour names ("Red 6", "Ext. Violet 2", "FD&C Green No. 3"); the EU INCI name of a colourant is its CI number. */
const COLOUR_NAME = /^(?:(?:d&c|fd&c|ext\.?) )?(?:red|yellow|blue|green|orange|violet|black|brown) (?:no\.? )?\d+(?: lake)?$/;
const CI_NAME = /^ci \d{5}$/;
const CI_IN = /\bci \d{5}\b/;

/** First words of the French part of a label name ("Beeswax/Cera Alba/Cire d'abeille"). */
const FRENCH_WORDS: ReadonlySet<string> = new Set([
  "extrait", "huile", "cire", "eau", "beurre", "terre", "sel", "poudre", "proteine", "jus", "argile", "lait", "fleur", "feuille", "racine", "graine", "hydrolat",
]);

function isFrench(part: string): boolean {
  const space = part.indexOf(" ");
  return space > 0 && FRENCH_WORDS.has(part.slice(0, space));
}

/** Synonym resolution of an already tidied name, including "aqua/water/eau" style multilingual triples. */
function resolveSynonyms(tidy: string, groups?: readonly string[]): string {
  const direct = INCI_SYNONYMS.get(tidy);
  if (direct !== undefined) return direct;
  if (tidy.includes("/")) {
    // "Parfum/Fragrance" or "Aqua/Water/Eau" name one substance in several languages; "Caprylic/Capric Triglyceride"
    // does not, so the parts are merged only when every one of them resolves to the same key.
    const parts = tidy.split("/").map((p) => p.trim());
    let shared: string | undefined;
    for (const p of parts) {
      const resolved = INCI_SYNONYMS.get(p) ?? p;
      if (shared === undefined) shared = resolved;
      else if (shared !== resolved) return labelPart(tidy, parts);
    }
    if (shared) return shared;
  }
  return withBotanicalName(tidy, groups);
}

/**
 * A label name in several languages ("Mineral Oil/Paraffinum Liquidum/Huile Minérale") or with its colour
 * index ("CI 15510/Orange 4") is read as its INCI part: French parts and US colour names are left out, and
 * of the rest a known synonym is preferred, else the first. Other slash names are one INCI name and stay whole.
 */
function labelPart(tidy: string, parts: string[]): string {
  const ci = parts.some((p) => CI_NAME.test(p));
  if (!ci && !parts.some(isFrench)) return tidy;
  const kept = parts.filter((p) => p && !isFrench(p) && !(ci && COLOUR_NAME.test(p)));
  if (kept.length === 0) return tidy;
  const synonym = kept.find((p) => INCI_SYNONYMS.has(p));
  return synonym ? (INCI_SYNONYMS.get(synonym) as string) : kept[0];
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
    const hidden = hideChemicalGroups(tidy);
    const base = withoutParentheticals(hidden);
    if (!base) return resolveSynonyms(firstParenthetical(tidy));
    if (COLOUR_NAME.test(base) && !INCI_SYNONYMS.has(base)) {
      const ci = CI_IN.exec(tidy);
      if (ci) return resolveSynonyms(ci[0]);
    }
    // "(Rosemary) Leaf Extract (Rosmarinus Officinalis Leaf Extract)": a group that restates the whole name.
    for (const group of topLevelGroups(hidden)) if (group.endsWith(` ${base}`)) return resolveSynonyms(showChemicalGroups(group));
    return resolveSynonyms(showChemicalGroups(base), topLevelGroups(tidy));
  }
  return resolveSynonyms(tidy);
}
