/**
 * Product types as the engine sees them: the spec's thirteen types (core/domain.ts), recognised from
 * the stored type, catalogue labels ("Sun protect", "Face Mask", "Treatment") or, failing that, the name.
 */
import { productTypeInfo, type ProductTypeName } from "../domain";
import { BoundedMemo } from "../bounded-memo";

/** Catalogue and everyday labels that are not spelled like a spec type. */
const TYPE_ALIASES: ReadonlyMap<string, ProductTypeName> = new Map<string, ProductTypeName>([
  ["sun protect", "Sunscreen"],
  ["sun protection", "Sunscreen"],
  ["sun care", "Sunscreen"],
  ["spf", "Sunscreen"],
  ["face mask", "Mask"],
  ["sleeping mask", "Mask"],
  ["masque", "Mask"],
  ["eye cream", "Eye Cream"],
  ["eye", "Eye Cream"],
  ["eye care", "Eye Cream"],
  ["moisturiser", "Moisturizer"],
  ["face oil", "Oil"],
  ["facial oil", "Oil"],
  ["face mist", "Mist"],
  ["facial mist", "Mist"],
  ["exfoliator", "Exfoliant"],
  ["peel", "Exfoliant"],
  ["face wash", "Cleanser"],
  ["spot treatment", "Spot Treatment"],
]);

/** Name keywords, tried in order; the first match wins. */
const NAME_RULES: ReadonlyArray<readonly [RegExp, ProductTypeName]> = [
  [/\bspf\s*\d|sun ?screen|sun protect|\buv (defen|protect)|sunblock/, "Sunscreen"],
  [/cleans|face wash|facial wash|micellar|\bwash\b/, "Cleanser"],
  [/\bpeel|exfoliat|\bscrub|\bpolish/, "Exfoliant"],
  [/\btoner|\btonic\b|toning/, "Toner"],
  [/\bessence/, "Essence"],
  [/\bampoule/, "Ampoule"],
  [/\bspot\b|blemish|pimple/, "Spot Treatment"],
  [/\beye\b|\beyes\b/, "Eye Cream"],
  [/\bserum|booster|concentrate|\bdrops\b/, "Serum"],
  [/\bmask|\bmasque/, "Mask"],
  [/\bmist\b|\bspray\b/, "Mist"],
  [/\boil\b(?!-free| free)/, "Oil"],
  [/moistur|\bcream\b|\blotion|\bbalm\b|\bgel\b|emulsion|hydrator/, "Moisturizer"],
];

/**
 * The spec product type of a product: its stored type when that is a spec type, a known alias,
 * or a guess from the name ("Treatment" products become Serum unless the name says otherwise).
 * Returns null when nothing fits.
 */
export function normalizeProductType(type: string | null | undefined, name?: string | null): ProductTypeName | null {
  const key = `${type ?? ""}\u0000${name ?? ""}`;
  return typeMemo.of(key, () => computeType(type, name));
}

const typeMemo = new BoundedMemo<ProductTypeName | null>(20_000);

/**
 * Retail catalogues file toners (and lotions that are toners), essences and mists under "Cleanser" and cleansing oils under
 * "Moisturizer"; a name that says so wins over such a label (a "Cleansing Toner" stays a cleanser).
 */
const NAME_OVER_LABEL: ReadonlyArray<readonly [ProductTypeName, RegExp, RegExp, ProductTypeName]> = [
  ["Cleanser", /\btoner|\btonic\b|toning/, /cleans|\bwash\b|micellar/, "Toner"],
  ["Cleanser", /\bessence/, /cleans|\bwash\b|micellar/, "Essence"],
  ["Cleanser", /\bmist\b/, /cleans|\bwash\b|micellar/, "Mist"],
  // Clinique's Clarifying Lotions, "toning lotions", "treatment lotions": a leave-on toner in a retailer's Cleanser aisle.
  ["Cleanser", /\blotion\b/, /cleans|\bwash\b|micellar|remov|\bmilk\b/, "Toner"],
  ["Moisturizer", /cleansing|cleanser|micellar|make-?up remover/, /$^/, "Cleanser"],
];

function computeType(type: string | null | undefined, name?: string | null): ProductTypeName | null {
  const exact = productTypeInfo(type);
  if (exact) {
    const n = (name ?? "").toLowerCase();
    for (const [label, says, unless, typeName] of NAME_OVER_LABEL) if (exact.name === label && says.test(n) && !unless.test(n)) return typeName;
    return exact.name;
  }
  const t = (type ?? "").trim().toLowerCase();
  const alias = TYPE_ALIASES.get(t);
  if (alias) return alias;
  const n = (name ?? "").toLowerCase();
  for (const [re, typeName] of NAME_RULES) if (re.test(n)) return typeName;
  if (t === "treatment") return "Serum";
  return null;
}
