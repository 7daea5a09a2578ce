/**
 * Declared strengths ("Niacinamide 10 %") checked against the product they are declared for: a
 * strength is only believed for an ingredient the product's list holds, and within what a cosmetic
 * of that ingredient can contain. Pure: the api calls it for stack products and the advanced
 * analysis details, the web app may call it before sending.
 */
import { canonicalKey } from "./inci-key";
import { splitIngredientsSimple } from "./inci-split";

export interface DeclaredConcentration {
  ingredient: string;
  percentage: number;
}

export type ConcentrationProblemCode = "concentration_not_listed" | "concentration_out_of_range";

export interface ConcentrationProblem {
  code: ConcentrationProblemCode;
  /** The declared ingredient the problem is about. */
  ingredient: string;
  /** One sentence saying what is wrong and why. */
  message: string;
}

/**
 * The highest strength a product of that ingredient is sold at, with the reason; a declared value
 * above it is a typing slip (50 for 0.5) rather than a product. Keys are canonical INCI keys.
 */
export const STRENGTH_LIMITS: ReadonlyMap<string, { max: number; why: string }> = new Map([
  ["retinol", { max: 2, why: "retinol products go up to about 1 % (the EU caps face products at 0.3 %)" }],
  ["retinal", { max: 1, why: "retinaldehyde products go up to about 0.2 %" }],
  ["retinyl palmitate", { max: 2, why: "retinyl esters are used below 2 %" }],
  ["adapalene", { max: 0.3, why: "adapalene is sold at 0.1 % (0.3 % on prescription)" }],
  ["tretinoin", { max: 0.1, why: "tretinoin is prescribed at 0.025-0.1 %" }],
  ["hydroquinone", { max: 4, why: "hydroquinone is prescribed at up to 4 %" }],
  ["benzoyl peroxide", { max: 10, why: "benzoyl peroxide is sold at 2.5-10 %" }],
  ["salicylic acid", { max: 30, why: "salicylic acid is used at up to 2 % daily and 30 % in peels" }],
  ["glycolic acid", { max: 70, why: "glycolic acid goes up to 70 % in professional peels" }],
  ["lactic acid", { max: 50, why: "lactic acid goes up to 50 % in professional peels" }],
  ["mandelic acid", { max: 40, why: "mandelic acid goes up to 40 % in professional peels" }],
  ["azelaic acid", { max: 20, why: "azelaic acid is sold at 10-20 %" }],
  ["niacinamide", { max: 20, why: "niacinamide products go up to 20 %" }],
  ["ascorbic acid", { max: 30, why: "vitamin C serums go up to about 25 %" }],
  ["tranexamic acid", { max: 10, why: "tranexamic acid is used at 2-5 %" }],
  ["alpha-arbutin", { max: 2, why: "the EU caps alpha-arbutin in face products at 2 %" }],
  ["zinc oxide", { max: 25, why: "the EU caps zinc oxide as a UV filter at 25 %" }],
  ["titanium dioxide", { max: 25, why: "the EU caps titanium dioxide as a UV filter at 25 %" }],
]);

/** Families whose members people name by the family (Vitamin C for an ascorbyl ester). */
const FAMILIES: readonly RegExp[] = [/ascorb/, /retin/, /hyaluron/, /salicyl/, /peptide/, /ceramide/, /tocopher/, /panthen/];

const words = (key: string) => ` ${key.replace(/[^a-z0-9]+/g, " ").trim()} `;

/** True when the declared name names one of the listed ingredients. */
function isListed(declared: string, listedKeys: readonly string[]): boolean {
  const key = canonicalKey(declared);
  if (!key) return false;
  const own = words(key);
  return listedKeys.some((listed) => {
    if (listed === key) return true;
    const other = words(listed);
    if (other.includes(own) || own.includes(other)) return true;
    return FAMILIES.some((family) => family.test(key) && family.test(listed));
  });
}

const percent = (n: number) => `${Number(n.toFixed(3))} %`;

/**
 * The first problem of the declared strengths of a product with this ingredient list, or null.
 * A product listed without ingredients cannot be checked against its list; its strengths are
 * still checked against the limits.
 */
export function concentrationProblem(
  ingredientsText: string,
  concentrations: readonly DeclaredConcentration[],
  productName = "this product",
): ConcentrationProblem | null {
  const listedKeys = splitIngredientsSimple(ingredientsText ?? "")
    .map((name) => canonicalKey(name))
    .filter(Boolean);
  for (const { ingredient, percentage } of concentrations) {
    const name = ingredient.trim();
    if (listedKeys.length > 0 && !isListed(name, listedKeys)) {
      return {
        code: "concentration_not_listed",
        ingredient: name,
        message: `${name} is not in the ingredient list of ${productName}: a strength can only be given for an ingredient the product contains`,
      };
    }
    const limit = STRENGTH_LIMITS.get(canonicalKey(name));
    if (limit && percentage > limit.max) {
      return {
        code: "concentration_out_of_range",
        ingredient: name,
        message: `${name} at ${percent(percentage)} is more than any product contains: ${limit.why} (did you mean ${percent(percentage / 10)}?)`,
      };
    }
  }
  const total = concentrations.reduce((sum, c) => sum + c.percentage, 0);
  if (total > 100) {
    return {
      code: "concentration_out_of_range",
      ingredient: concentrations[concentrations.length - 1]?.ingredient.trim() ?? "",
      message: `The strengths given for ${productName} add up to ${percent(total)}: together they cannot be more than 100 %`,
    };
  }
  return null;
}
