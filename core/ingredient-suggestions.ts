/** Ingredient suggestions for the wizard's ingredient search. */

export const MIN_SUGGESTION_CHARS = 2;
export const MAX_SUGGESTIONS = 8;

/** The built-in list of 40 common ingredients people search for. */
export const COMMON_INGREDIENTS = [
  "vitamin c",
  "niacinamide",
  "retinol",
  "hyaluronic acid",
  "salicylic acid",
  "glycolic acid",
  "lactic acid",
  "mandelic acid",
  "azelaic acid",
  "benzoyl peroxide",
  "ceramides",
  "peptides",
  "squalane",
  "glycerin",
  "panthenol",
  "allantoin",
  "centella asiatica",
  "green tea",
  "vitamin e",
  "ferulic acid",
  "bakuchiol",
  "retinal",
  "adapalene",
  "zinc oxide",
  "titanium dioxide",
  "tranexamic acid",
  "alpha arbutin",
  "kojic acid",
  "licorice root",
  "snail mucin",
  "urea",
  "shea butter",
  "jojoba oil",
  "tea tree oil",
  "sulfur",
  "colloidal oatmeal",
  "bisabolol",
  "madecassoside",
  "polyglutamic acid",
  "fragrance",
] as const;

/**
 * Up to 8 suggestions for a typed text of at least 2 characters: names that start with it first,
 * then names that contain it, excluding those already chosen.
 */
export function suggestIngredients(query: string, chosen: readonly string[] = [], extraNames: readonly string[] = []): string[] {
  const q = query.trim().toLowerCase();
  if (q.length < MIN_SUGGESTION_CHARS) return [];
  const excluded = new Set(chosen.map((c) => c.trim().toLowerCase()));
  const pool = [...new Set([...COMMON_INGREDIENTS, ...extraNames.map((n) => n.toLowerCase())])].filter(
    (name) => !excluded.has(name),
  );
  const starts = pool.filter((n) => n.startsWith(q) || n.split(/[\s-]/).some((w) => w.startsWith(q)));
  const contains = pool.filter((n) => !starts.includes(n) && n.includes(q));
  return [...starts, ...contains].slice(0, MAX_SUGGESTIONS);
}
