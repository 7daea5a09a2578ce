/**
 * An English catalogue message as the flat shapes it can print (for reading English back into codes,
 * read-english.ts): each select or plural branch becomes its own variant, a sequence of literal text
 * and arguments, with the branch it took recorded.
 */
import { IntlMessageFormat } from "intl-messageformat";
import messages from "../i18n/messages/en.json" with { type: "json" };
import { messageKey } from "./render";

export type Token = { lit: string } | { arg: string; number: boolean };

export interface Variant {
  tokens: Token[];
  /** The select or plural branch each selector argument took ("one", "other", "=0", "yes"). */
  branches: Record<string, string>;
  /** Selector arguments that are select (not plural). */
  selects: string[];
}

/** The parser's element types (@formatjs/icu-messageformat-parser's TYPE enum). */
const LITERAL = 0, ARGUMENT = 1, NUMBER = 2, SELECT = 5, PLURAL = 6, POUND = 7;

interface Element {
  type: number;
  value: string;
  options?: Record<string, { value: Element[] }>;
}

const catalogue: Record<string, string> = messages;
const cache = new Map<string, Variant[] | null>();

/** The variants of a code's English message; null when the catalogue has no such key. */
export function englishVariants(code: string): Variant[] | null {
  if (cache.has(code)) return cache.get(code) ?? null;
  const source = catalogue[messageKey(code)];
  const variants = source === undefined ? null : flatten(new IntlMessageFormat(source, "en").getAst() as unknown as Element[], "");
  cache.set(code, variants);
  return variants;
}

/** The argument names a code's English message prints or selects on. */
export function argumentsOf(code: string): Set<string> {
  const names = new Set<string>();
  for (const v of englishVariants(code) ?? []) {
    for (const t of v.tokens) if ("arg" in t) names.add(t.arg);
    for (const b of Object.keys(v.branches)) names.add(b);
  }
  return names;
}

/** Every code of the English catalogue: `eval.` keys without the prefix, the app's `domain.` labels whole. */
export const ENGLISH_CODES: readonly string[] = Object.keys(catalogue)
  .filter((k) => k.startsWith("eval.") || k.startsWith("domain."))
  .map((k) => (k.startsWith("eval.") ? k.slice(5) : k));

function flatten(elements: Element[], pluralArg: string): Variant[] {
  let out: Variant[] = [{ tokens: [], branches: {}, selects: [] }];
  for (const el of elements) {
    let next: Variant[];
    if (el.type === LITERAL) next = [{ tokens: [{ lit: el.value }], branches: {}, selects: [] }];
    else if (el.type === ARGUMENT) next = [{ tokens: [{ arg: el.value, number: false }], branches: {}, selects: [] }];
    else if (el.type === NUMBER) next = [{ tokens: [{ arg: el.value, number: true }], branches: {}, selects: [] }];
    else if (el.type === POUND) next = [{ tokens: [{ arg: pluralArg, number: true }], branches: {}, selects: [] }];
    else if (el.type === SELECT || el.type === PLURAL) {
      next = Object.entries(el.options ?? {}).flatMap(([key, option]) =>
        flatten(option.value, el.type === PLURAL ? el.value : pluralArg).map((v) => ({
          tokens: v.tokens,
          branches: { ...v.branches, [el.value]: key },
          selects: el.type === SELECT ? [...v.selects, el.value] : v.selects,
        })),
      );
    } else throw new Error(`Unsupported message element ${el.type} in an evaluation message`);
    out = out.flatMap((a) => next.map((b) => join(a, b)));
  }
  return out;
}

function join(a: Variant, b: Variant): Variant {
  const tokens = [...a.tokens];
  for (const t of b.tokens) {
    const last = tokens[tokens.length - 1];
    if ("lit" in t && last && "lit" in last) tokens[tokens.length - 1] = { lit: last.lit + t.lit };
    else tokens.push(t);
  }
  return { tokens, branches: { ...a.branches, ...b.branches }, selects: [...a.selects, ...b.selects] };
}
