/**
 * A kit, set or bundle: several products sold under one name, whose published list is their lists joined. It is no
 * one step's replacement, so it is never suggested (engine 1.4.5 by its name, 1.4.8 by its list too).
 */

/** A name that says kit, system, set or duo. */
export const KIT_NAME = /\b(kit|system|set|duo|trio|regimen)\b/i;

/**
 * A header that names one of the products or steps inside a joined list: "Jelly Cleanser:", "Green Tea Mask:",
 * "Step 2:". A claim ("-Glycolic Acid: reduces...") or a retailer's code ("... Division:") names none.
 */
const PRODUCT_HEADER =
  /(?:^|[.;:,\n])([^.:;,\n]{0,60}?\b(?:mask|masque|cleanser|serum|cream|creme|crème|moisturi[sz]er|lotion|toner|oil|balm|exfoliator|primer|refiner|essence|mist|gel|foam|wash|peel)|[^.:;,\n]{0,60}?\bstep (?:\d+|one|two|three|i{1,3}))\s*:/gi;

/** A bulleted claim ("-Marula Oil: nourishes") names an ingredient, not a product. */
const BULLET = /^\s*[-•*–]/;

/** Two or more headers naming products or steps: the list joins several products' lists. */
export function joinsSeveralLists(text: string | null | undefined): boolean {
  if (!text || !text.includes(":")) return false;
  let count = 0;
  for (const m of text.matchAll(PRODUCT_HEADER)) if (!BULLET.test(m[1]) && ++count >= 2) return true;
  return false;
}
