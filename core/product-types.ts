/**
 * What a product type is and how it is used on the skin.
 *
 * Vehicle: whether a type is rinsed off or left on, how much of its actives reaches the skin, and
 * which types never count as a treatment. The routine evaluation and the advanced analysis both
 * read these, so the two engines class a product the same way.
 *
 * Categories: our product type for a source's categories (Open Beauty Facts tags such as "en:face-creams", or
 * free text). Pure: used by the catalogue importer and by the api when it stores a product found
 * on Open Beauty Facts.
 *
 * Unknown: a product whose categories match no rule (none given, or a shampoo, make-up,
 * deodorant...) gets no type. The api then does not store it from a name search (it would be noise
 * in a skincare catalogue) and, for a barcode, answers it as a suggestion for the add-product form,
 * where the user chooses the type (docs/decisions/0011-open-beauty-facts-source.md).
 */
import type { ProductTypeName } from "./domain";
import { typeFromName } from "./evaluation/product-types";

/**
 * Category keywords, checked in this order against a product's categories (tags such as
 * "en:face-creams" and free-text "Face creams" alike). The first rule that matches wins, so the
 * specific steps (sunscreen, eye, cleanser, mask, ...) come before the generic cream/lotion rule.
 * Products whose categories match nothing (shampoo, make-up, deodorant, ...) are not skincare
 * steps and are skipped.
 */
/** Types washed off within a minute: their irritants and actives count less. */
const RINSE_OFF_TYPES: ReadonlySet<ProductTypeName> = new Set<ProductTypeName>(["Cleanser"]);

/** Share of a product's actives that reaches the skin; a mask is rinsed off after minutes, so it keeps most. */
const CONTACT_FACTORS: Partial<Record<ProductTypeName, number>> = { Cleanser: 0.4, Mask: 0.7 };

export function isRinseOff(type: ProductTypeName | null): boolean {
  return type !== null && RINSE_OFF_TYPES.has(type);
}

/** Masks slept in ("Sleeping Mask", "Overnight Mask", "Night Mask", "Sleeping Pack"): never rinsed off. */
const LEAVE_ON_MASK = /\b(?:sleeping|overnight|night|leave[- ]on)\b/i;

/**
 * How long an ingredient stays on the skin: rinse-off products deliver a fraction of their actives
 * (leave-on: 1). A mask's name may say it stays on all night.
 */
export function contactFactor(type: ProductTypeName | null, name = ""): number {
  if (type === "Mask" && LEAVE_ON_MASK.test(name)) return 1;
  return (type && CONTACT_FACTORS[type]) ?? 1;
}

/** Types that never count as a (leave-on) treatment: rinse-off products and sunscreens. */
export const NON_TREATMENT_TYPES: readonly ProductTypeName[] = [...RINSE_OFF_TYPES, "Sunscreen"];

const CATEGORY_RULES: Array<[RegExp, ProductTypeName]> = [
  [/\b(sun ?screens?|sun ?creams?|sun ?protection|sunblocks?|spf)\b/, "Sunscreen"],
  [/\beye (creams?|contours?|gels?|serums?|care|balms?)\b/, "Eye Cream"],
  [/\b(cleansers?|cleansing|face ?wash(es)?|facial wash(es)?|micellar|make ?up removers?|soaps?)\b/, "Cleanser"],
  [/\b(exfoliants?|exfoliators?|exfoliating|scrubs?|peels?|peeling)\b/, "Exfoliant"],
  [/\b(spot treatments?|acne treatments?|blemish)\b/, "Spot Treatment"],
  [/\b(masks?|masques?)\b/, "Mask"],
  [/\b(toners?|tonics?|toning)\b/, "Toner"],
  [/\bessences?\b/, "Essence"],
  [/\bampoules?\b/, "Ampoule"],
  [/\b(serums?|concentrates?|boosters?)\b/, "Serum"],
  [/\b(mists?|facial sprays?|face sprays?|thermal waters?)\b/, "Mist"],
  [/\b(face oils?|facial oils?|body oils?|dry oils?|skin oils?)\b/, "Oil"],
  [/\b(moisturi[sz]ers?|moisturi[sz]ing|creams?|lotions?|balms?|ointments?|emulsions?|gel creams?)\b/, "Moisturizer"],
];

function normaliseCategory(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/^[a-z]{2}:/, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

/** Our product type for a list of Open Beauty Facts categories, or undefined when none fits. */
export function productTypeForCategories(categories: readonly string[]): ProductTypeName | undefined {
  const texts = categories.map(normaliseCategory).filter(Boolean);
  for (const [pattern, type] of CATEGORY_RULES) if (texts.some((t) => pattern.test(t))) return type;
  return undefined;
}

const asString = (value: unknown): string => (typeof value === "string" ? value : "");

/** The categories of an Open Beauty Facts product: `categories_tags` if present, else the `categories` text. */
export function categoriesOf(product: Record<string, unknown>): string[] {
  const tags = product.categories_tags;
  if (Array.isArray(tags) && tags.length) return tags.filter((t): t is string => typeof t === "string");
  const hierarchy = product.categories_hierarchy;
  if (Array.isArray(hierarchy) && hierarchy.length) return hierarchy.filter((t): t is string => typeof t === "string");
  return asString(product.categories)
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}


/**
 * A product type suggested by a product's name ("Hydrating Facial Cleanser" -> Cleanser), if its words say one: the
 * engine's own reading of a name (core/evaluation/product-types.ts), so the form suggests what the evaluation assumes.
 */
export function suggestProductType(name: string): ProductTypeName | undefined {
  return typeFromName(name);
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/**
 * What someone typed in the search box, split into a brand and a product name for the add-product
 * form: when the text starts (or ends) with one of the brands seen in the results, that brand is
 * suggested and the rest is the name. Otherwise the whole text is the name.
 */
export function splitBrandAndName(typed: string, brands: readonly string[]): { brand: string; name: string } {
  const text = typed.replace(/\s+/g, " ").trim();
  const words = text.split(" ");
  const folded = fold(text);
  const candidates = [...new Set(brands.filter(Boolean))].sort((a, b) => fold(b).length - fold(a).length);
  for (const brand of candidates) {
    const b = fold(brand);
    if (!b) continue;
    const n = b.split(" ").length;
    if (folded === b) return { brand, name: "" };
    if (folded.startsWith(`${b} `)) return { brand, name: words.slice(n).join(" ") };
    if (folded.endsWith(` ${b}`)) return { brand, name: words.slice(0, words.length - n).join(" ") };
  }
  return { brand: "", name: text };
}
