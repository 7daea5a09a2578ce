/**
 * Suspiciously long "ingredients": a list pasted without commas, or names glued by "(and)", "&" or
 * a full stop, must not become one ingredient. Names over LONG_NAME characters are split on those
 * joiners and, when they read as several names run together, at the words that end a common INCI
 * name. What still cannot be split is reported as unreadable instead of being taken as one name.
 */

/** A name longer than this is checked (real INCI names over 80 characters exist: ferments, copolymers). */
export const LONG_NAME = 80;

/** Words outside parentheses above which a long name without slash structure reads as several names. */
const MAX_NAME_WORDS = 8;

/** Words that end a common INCI name; a new name starts after them unless the next word continues it. */
const END_WORDS: ReadonlySet<string> = new Set([
  "water", "aqua", "extract", "oil", "acid", "glycerin", "glycerine", "glycol", "butter", "alcohol", "dimethicone",
  "crosspolymer", "copolymer", "filtrate", "juice", "powder", "wax", "gum", "linalool", "citronellol", "geraniol",
  "limonene", "squalane", "squalene", "carbonate", "triglyceride", "glycerides", "silica", "adenosine", "stearate",
  "palmitate", "benzoate", "sorbate", "cyclopentasiloxane", "cyclohexasiloxane", "phenoxyethanol", "methylisothiazolinone",
  "tocopherol", "niacinamide", "panthenol", "allantoin", "escin", "chrysin", "lecithin", "caprylate", "undecylenate",
  "phosphatidylglycerol", "silylate", "propanediol", "butylene", "hexanediol", "ethylhexylglycerin", "chlorphenesin",
  "mica", "talc", "kaolin", "urea", "betaine", "trehalose", "xylitol", "dipropylene", "carbomer", "hyaluronate",
  "edta", "citrate", "lactate", "chloride", "hydroxide", "oxide", "dioxide",
]);

/** Words that continue the name before them ("... Extract Ferment Filtrate", "Dimethicone Crosspolymer"). */
const CONTINUE_WORDS: ReadonlySet<string> = new Set([
  "extract", "oil", "water", "acid", "ferment", "filtrate", "juice", "powder", "butter", "wax", "seed", "leaf", "root",
  "flower", "fruit", "crosspolymer", "copolymer", "esters", "ester", "lysate", "glycol", "alcohol", "peptide", "gum",
  "and", "denat", "hydrolysate", "protein", "polypeptide",
]);

/** A piece of a long name, in list order; `readable` is false when it still looks like several names. */
export interface LongNamePart {
  text: string;
  readable: boolean;
}

export function splitLongName(name: string): LongNamePart[] {
  if (name.length <= LONG_NAME) return [{ text: name, readable: true }];
  const parts: LongNamePart[] = [];
  for (const piece of splitOnJoiners(name)) {
    if (piece.length <= LONG_NAME || readsAsOneName(piece)) {
      parts.push({ text: piece, readable: true });
      continue;
    }
    const names = splitRunOn(piece);
    if (names.every((n) => n.length <= LONG_NAME)) for (const n of names) parts.push({ text: n, readable: true });
    else parts.push({ text: piece, readable: false });
  }
  return parts;
}

/** Roughly how many names an unreadable piece holds (an INCI name averages about two words). */
export function estimatedNames(piece: string): number {
  return Math.max(1, Math.round(wordsOutsideParentheses(piece).length / 2));
}

/** Splits at top-level "(and)", "&" beside a space, " - ", and full stops glued to the next name. */
function splitOnJoiners(name: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  const cut = (end: number, next: number) => {
    const p = name.slice(start, end).trim();
    if (p) pieces.push(p);
    start = next;
  };
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === "(" && name.slice(i, i + 5).toLowerCase() === "(and)") {
      cut(i, i + 5);
      i += 4;
    } else if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (depth > 0) continue;
    else if (c === "&" && (name[i - 1] === " " || name[i + 1] === " ")) cut(i, i + 1);
    else if (c === "-" && name[i - 1] === " " && name[i + 1] === " ") cut(i, i + 1);
    else if (c === "." && (isUpper(name.charCodeAt(i + 1)) || name[i - 1] === " ")) cut(i, i + 1);
  }
  cut(name.length, name.length);
  return pieces;
}

/** Slash-built names (ferments, copolymers) and names of few words are one ingredient however long. */
function readsAsOneName(piece: string): boolean {
  const words = wordsOutsideParentheses(piece);
  if (words.length <= MAX_NAME_WORDS) return true;
  let slashes = 0;
  for (const ch of piece) if (ch === "/") slashes++;
  return slashes * 4 >= words.length;
}

function splitRunOn(piece: string): string[] {
  const tokens = piece.split(/\s+/).filter(Boolean);
  const names: string[] = [];
  let current: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    current.push(t);
    for (const ch of t) {
      if (ch === "(") depth++;
      else if (ch === ")" && depth > 0) depth--;
    }
    const next = tokens[i + 1];
    if (!next || depth > 0) continue;
    if (endsName(t) && startsName(next)) {
      names.push(current.join(" "));
      current = [];
    }
  }
  if (current.length) names.push(current.join(" "));
  return names;
}

function bare(token: string): string {
  return token.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/** True when the word commonly ends an INCI name ("Extract", "Oil", "Glycerin"). */
export function isNameEndWord(token: string): boolean {
  return END_WORDS.has(bare(token));
}

function endsName(token: string): boolean {
  const w = bare(token);
  return END_WORDS.has(w) || /peptide(-\d+)?$/.test(w) || token.endsWith(")");
}

function startsName(token: string): boolean {
  if (token.startsWith("(")) return false;
  const c = token.charCodeAt(0);
  if (!isUpper(c) && !(c >= 48 && c <= 57)) return false;
  return !CONTINUE_WORDS.has(bare(token));
}

function wordsOutsideParentheses(s: string): string[] {
  let depth = 0;
  let out = "";
  for (const ch of s) {
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out.split(/\s+/).filter(Boolean);
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
