/** Completeness: the steps a routine for the primary concern is expected to have. */
import { COMPLETENESS_RULES, EXPECTED_PRODUCT_TYPES, SUNSCREEN_CRITICAL_CONCERNS, type ExpectedProductType } from "./rules";
import { fulfils, harshIngredients, isType, type ModelProduct } from "./model";
import { insight, productList, type InsightParam } from "./insight-text";
import type { Insight } from "./types";
import { Tally, type RoutineModel } from "./model";
import type { ScoreResult } from "./analyze";

/** Completeness points and the insights about missing or repeated steps. */
export function scoreCompleteness(routine: RoutineModel): ScoreResult {
  const { concern, all, amProducts, pmProducts, amSunscreen, targetActives } = routine;
  const insights: Insight[] = [];
  const C = COMPLETENESS_RULES;
  const completeness = new Tally(C.base);
  const amCleanser = amProducts.some((p) => isType(p, "Cleanser"));
  const amMoisturizer = amProducts.some((p) => isType(p, "Moisturizer"));
  const pmCleanser = pmProducts.some((p) => isType(p, "Cleanser"));
  const pmMoisturizer = pmProducts.some((p) => isType(p, "Moisturizer"));
  if (amCleanser) completeness.add("morning cleanser", C.morningCleanser);
  if (amMoisturizer) completeness.add("morning moisturizer", C.morningMoisturizer);
  if (amSunscreen.length > 0) completeness.add("morning sunscreen", C.morningSunscreen);
  if (pmCleanser) completeness.add("night cleanser", C.nightCleanser);
  if (pmMoisturizer) completeness.add("night moisturizer", C.nightMoisturizer);

  if (targetActives.size > 0) completeness.add("targets primary concern", C.targetsPrimaryConcern);

  const missingExpected: ExpectedProductType[] = [];
  for (const expected of EXPECTED_PRODUCT_TYPES[concern] ?? []) {
    if (!all.some((p) => fulfils(p, expected, concern))) {
      missingExpected.push(expected);
      completeness.add(`missing ${expected}`, -C.missingExpectedType);
    }
  }

  const concernParam: InsightParam = { key: `advanced.concern.${concern}`, lower: true };
  const typeCounts = new Map<string, { label: string; products: ModelProduct[] }>();
  for (const p of all) {
    if (!p.type) continue;
    const slot = typeCounts.get(p.type) ?? { label: (p.entry.productType ?? "").trim(), products: [] };
    slot.products.push(p);
    typeCounts.set(p.type, slot);
  }
  for (const [type, slot] of typeCounts) {
    if (slot.products.length > C.repeatedTypeLimit) {
      completeness.add(`repeated type ${type}`, -C.repeatedProductType);
      insights.push(
        insight("info", "repeatedType", {
          count: slot.products.length,
          type: { productType: slot.label },
          products: productList(slot.products.map((p) => p.name)),
          concern: concernParam,
        }),
      );
    }
  }

  if (amSunscreen.length === 0) {
    const critical = SUNSCREEN_CRITICAL_CONCERNS.includes(concern);
    insights.push(insight("warning", critical ? "noSunscreenCritical" : "noSunscreen", { concern: concernParam }));
  }
  for (const expected of missingExpected) {
    if (expected === "sunscreen") continue; // covered by the morning-sunscreen warning
    const harshCleansers = expected === "gentle cleanser" ? all.filter((p) => isType(p, "Cleanser")) : [];
    const step = { key: `advancedInsight.step.${stepId(expected)}` };
    const advice = { key: `advancedInsight.expected.${stepId(expected)}` };
    if (harshCleansers.length > 0) {
      const contents = harshCleansers.map((p) => ({
        key: "advancedInsight.contains",
        params: { product: p.name, ingredients: { list: harshIngredients(p).map((i) => i.name) } },
      }));
      insights.push(insight("info", "missingStepHarsh", { step, advice, concern: concernParam, contents: { list: contents } }));
    } else {
      insights.push(insight("info", "missingStep", { step, advice, concern: concernParam }));
    }
  }
  // A moisturizer present in only one period (a missing moisturizer overall is covered above).
  if (amMoisturizer !== pmMoisturizer) {
    insights.push(insight("info", "noMoisturizer", { routine: amMoisturizer ? "night" : "morning" }));
  }

  if (targetActives.size === 0) {
    insights.push(insight("warning", "nothingTargets", { concern: concernParam, examples: { key: `advancedInsight.examples.${concern}` } }));
  } else {
    const described = [...targetActives.values()].map((t) => ({
      key: "advancedInsight.inProducts",
      params: { name: t.name, products: productList(t.products.map((p) => p.name)) },
    }));
    insights.push(insight("success", "targets", { count: targetActives.size, concern: concernParam, actives: { list: described } }));
  }
  return { tally: completeness, insights };
}

/** "gentle cleanser" -> "gentle-cleanser", the catalogue's spelling of an expected step. */
const stepId = (step: ExpectedProductType) => step.replace(/\s+/g, "-");
