/**
 * How much of a flagged ingredient group a product puts on the skin, and the severity of a
 * product-ingredient rule for that product (docs/methodology.md, "Exposure").
 */
import { doseIn, matchingIngredients, type ProductView } from "./analyze";
import type { WeightedIngredient } from "./facts";
import type { ExposureScale, PresentRule, Severity } from "./rules";

/** Weight of an ingredient at or below about 1%: after the 1% line, or in the last third of a list of 15 or more. */
export const TRACE_WEIGHT = 0.1;
const TRACE_MIN_LIST = 15;

/** After the 1% line, or in the last third of a long list ("position 46 of 51"). */
export function isTrace(ing: WeightedIngredient, listLength: number): boolean {
  if (ing.percent !== undefined) return false;
  return ing.afterOnePercentLine || (listLength >= TRACE_MIN_LIST && ing.position > (2 * listLength) / 3);
}

/**
 * exposure = contact × (Σ weight of the sources + ½ × Σ weight of the declared components), the
 * weight being the position weight, or TRACE_WEIGHT for a trace (or 0 when the scale ignores traces).
 * Declared fragrance allergens, menthol and camphor are usually constituents of a perfume or an
 * essential oil already counted, so they count half; an essential oil is a source.
 */
export function exposureOf(p: ProductView, ings: readonly WeightedIngredient[], ignoreTraces = false): number {
  const length = p.list.ingredients.length ? p.list.ingredients[p.list.ingredients.length - 1].position : 0;
  let sum = 0;
  for (const ing of ings) {
    const w = isTrace(ing, length) ? (ignoreTraces ? 0 : TRACE_WEIGHT) : ing.weight;
    const c = ing.facts.classes;
    sum += c.has("fragrance-allergen") && !c.has("essential-oil") ? w / 2 : w;
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
  const exposure = exposureOf(p, ings, rule.exposure?.ignoreTraces);
  let severity: Severity | null;
  if (rule.exposure) severity = severityByExposure(exposure, rule.exposure);
  else {
    let dose = 0;
    for (const ing of ings) dose = Math.max(dose, doseIn(ing, p));
    severity = p.leaveOn && dose >= rule.fullDose ? rule.severity : rule.reducedSeverity;
  }
  return severity ? { ingredients: ings, severity, exposure } : null;
}
