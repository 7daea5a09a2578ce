/**
 * How much of a flagged ingredient group a product puts on the skin, and the severity of a
 * product-ingredient rule for that product (docs/methodology.md, "Exposure").
 */
import { doseIn, matchingIngredients, type ProductView } from "./analyze";
import type { WeightedIngredient } from "./facts";
import type { ExposureScale, PresentRule, Severity } from "./rules";

/**
 * exposure = contact × (Σ weight of the sources + ½ × Σ weight of the declared components).
 * Declared fragrance allergens, menthol and camphor are usually constituents of a perfume or an
 * essential oil already counted, so they count half; an essential oil is a source.
 */
export function exposureOf(p: ProductView, ings: readonly WeightedIngredient[]): number {
  let sum = 0;
  for (const ing of ings) {
    const c = ing.facts.classes;
    const component = c.has("fragrance-allergen") && !c.has("essential-oil");
    sum += component ? ing.weight / 2 : ing.weight;
  }
  return sum * p.contact;
}

export function severityByExposure(exposure: number, scale: ExposureScale): Severity | null {
  if (exposure < scale.min) return null;
  if (exposure >= scale.high) return "high";
  if (exposure >= scale.medium) return "medium";
  return "low";
}

export interface PresentHit {
  ingredients: readonly WeightedIngredient[];
  severity: Severity;
  exposure: number;
}

/** The rule's verdict on one product, or null when it does not trigger it; `exclude`: keys already reported elsewhere. */
export function presentHit(rule: PresentRule, p: ProductView, exclude?: ReadonlySet<string>): PresentHit | null {
  if (rule.leaveOnOnly && !p.leaveOn) return null;
  let ings = matchingIngredients(p, rule.match);
  if (exclude?.size) ings = ings.filter((i) => !exclude.has(i.key));
  if (!ings.length) return null;
  const exposure = exposureOf(p, ings);
  let severity: Severity | null;
  if (rule.exposure) severity = severityByExposure(exposure, rule.exposure);
  else {
    let dose = 0;
    for (const ing of ings) dose = Math.max(dose, doseIn(ing, p));
    severity = p.leaveOn && dose >= rule.fullDose ? rule.severity : rule.reducedSeverity;
  }
  return severity ? { ingredients: ings, severity, exposure } : null;
}
