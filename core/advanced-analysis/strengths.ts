/**
 * Checks a declared strength ("Retinol 0.5%") against the product's ingredient list and the range
 * the ingredient is sold at (issue #28). The API calls it before storing a concentration; the
 * engine only uses strengths that pass.
 */
import { parseInci } from "../inci";

/** Highest strength a cosmetic or over-the-counter product plausibly holds, per ingredient (percent). */
export const MAX_STRENGTH: Readonly<Record<string, number>> = {
  retinol: 1,
  retinal: 0.2,
  adapalene: 0.3,
  tretinoin: 0.1,
  "retinoic acid": 0.1,
  "hydroxypinacolone retinoate": 2,
  "salicylic acid": 30,
  "glycolic acid": 70,
  "lactic acid": 50,
  "mandelic acid": 40,
  "azelaic acid": 20,
  niacinamide: 20,
  "ascorbic acid": 30,
  "benzoyl peroxide": 10,
  hydroquinone: 4,
  "alpha-arbutin": 2,
  "tranexamic acid": 5,
};
/** Any other ingredient: a declared strength above this is refused. */
const DEFAULT_MAX = 100;

export type StrengthCheck =
  | { ok: true; key: string; percentage: number }
  | { ok: false; code: "not-in-list" | "out-of-range" | "invalid"; message: string };

/**
 * Is "ingredient at percentage" plausible for a product with this ingredient list? Refused when the
 * ingredient is not in the list ("Retinol 50%" on a cleanser without retinol), when the value is not a
 * number in (0, 100], or when it exceeds what the ingredient is sold at (with the reason).
 */
export function checkDeclaredStrength(ingredientList: string, ingredient: string, percentage: number): StrengthCheck {
  if (typeof percentage !== "number" || !Number.isFinite(percentage) || percentage <= 0 || percentage > 100) {
    return { ok: false, code: "invalid", message: "A strength is a percentage above 0 and at most 100." };
  }
  const key = parseInci(ingredient ?? "").ingredients[0]?.key;
  if (!key) return { ok: false, code: "invalid", message: "Name the ingredient the strength is for." };
  const keys = parseInci(ingredientList ?? "").ingredients.map((i) => i.key);
  const aliasKey = key === "retinaldehyde" ? "retinal" : key;
  if (!keys.includes(key) && !keys.includes(aliasKey)) {
    return { ok: false, code: "not-in-list", message: `${ingredient} is not in this product's ingredient list, so it cannot be declared at ${percentage}%.` };
  }
  const max = MAX_STRENGTH[aliasKey] ?? DEFAULT_MAX;
  if (percentage > max) {
    return {
      ok: false,
      code: "out-of-range",
      message: `${percentage}% ${ingredient} is above what skincare products hold (at most about ${max}%); check the label.`,
    };
  }
  return { ok: true, key, percentage };
}
