/**
 * Counted nouns in English copy ("1 product", "2 products", "0 credits"): one helper for every
 * screen, so that no message says "1 credits". The category comes from Intl.PluralRules.
 *
 * Whole numbers and numbers of up to three decimals (every number the engine writes) take a path that needs no Intl object: a new
 * isolate pays several milliseconds to set up ICU's number formatting and plural rules on first use
 * (ADR 0052). Its results equal Intl's (a test compares them); anything else goes to Intl.
 */

let rules: Intl.PluralRules | undefined;
let grouping: Intl.NumberFormat | undefined;

/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = {
  person: "people",
};

function isPlainInteger(n: number): boolean {
  return Number.isSafeInteger(n) && !Object.is(n, -0);
}

/** English's plural category ("one" or "other"), as Intl.PluralRules("en-US") gives it. */
export function englishPlural(count: number): Intl.LDMLPluralRule {
  if (isPlainInteger(count)) return count === 1 || count === -1 ? "one" : "other";
  return (rules ??= new Intl.PluralRules("en-US")).select(count);
}

/** Up to three decimals in the shortest form: what Intl writes without rounding (the default keeps three). */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/**
 * A number Intl's default format writes without rounding (its shortest decimal form has at most
 * three decimals; not -0), as its sign ("" or "-"), integer digits and decimals ("" for none); else null.
 */
export function plainDecimal(n: number): { sign: string; digits: string; decimals: string } | null {
  const m = Object.is(n, -0) ? null : PLAIN_DECIMAL.exec(String(n));
  return m ? { sign: m[1], digits: m[2], decimals: m[3] ?? "" } : null;
}

/** A number as Intl.NumberFormat("en-US") writes it: 1234 is "1,234", 1234.5 is "1,234.5". */
export function englishNumber(n: number): string {
  const plain = plainDecimal(n);
  if (!plain) return (grouping ??= new Intl.NumberFormat("en-US")).format(n);
  const { digits } = plain;
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return plain.sign + out + (plain.decimals && `.${plain.decimals}`);
}

/** The noun in the form that goes with the count: pluralWord(1, "credit") is "credit". */
export function pluralWord(count: number, one: string, other?: string): string {
  if (englishPlural(count) === "one") return one;
  return other ?? IRREGULAR[one] ?? `${one}s`;
}

/** The count and the noun: countOf(1, "comment") is "1 comment", countOf(3, "comment") "3 comments". */
export function countOf(count: number, one: string, other?: string): string {
  return `${englishNumber(count)} ${pluralWord(count, one, other)}`;
}
