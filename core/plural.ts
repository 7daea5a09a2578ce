/**
 * Counted nouns in English copy ("1 product", "2 products", "0 credits"): one helper for every
 * screen, so that no message says "1 credits". The category comes from Intl.PluralRules.
 */

const rules = new Intl.PluralRules("en-US");

/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = {
  person: "people",
};

/** The noun in the form that goes with the count: pluralWord(1, "credit") is "credit". */
export function pluralWord(count: number, one: string, other?: string): string {
  if (rules.select(count) === "one") return one;
  return other ?? IRREGULAR[one] ?? `${one}s`;
}

/** The count and the noun: countOf(1, "comment") is "1 comment", countOf(3, "comment") "3 comments". */
export function countOf(count: number, one: string, other?: string): string {
  return `${count.toLocaleString("en-US")} ${pluralWord(count, one, other)}`;
}
