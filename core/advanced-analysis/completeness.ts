/** Completeness: the steps a routine for the primary concern is expected to have. */
import { COMPLETENESS_RULES, EXPECTED_PRODUCT_TYPES, EXPECTED_TYPE_ADVICE, CONCERN_EXAMPLE_ACTIVES, SUNSCREEN_CRITICAL_CONCERNS, type ExpectedProductType } from "./rules";
import { fulfils, harshIngredients, isType, list, names, type ModelProduct } from "./model";
import type { Insight } from "./types";
import { Tally, type RoutineModel } from "./model";
import type { ScoreResult } from "./analyze";

/** Completeness points and the insights about missing or repeated steps. */
export function scoreCompleteness(routine: RoutineModel): ScoreResult {
  const { concern, concernLabel, all, amProducts, pmProducts, amSunscreen, targetActives } = routine;
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
      insights.push({
        type: "info",
        title: `${slot.products.length} ${slot.label} products`,
        description: `You use ${slot.products.length} products of type ${slot.label} (${names(slot.products)}). More than two of the same type rarely adds benefit and raises the irritation risk; keep the one that best targets your ${concernLabel.toLowerCase()} concern.`,
      });
    }
  }

  if (amSunscreen.length === 0) {
    const critical = SUNSCREEN_CRITICAL_CONCERNS.includes(concern);
    insights.push({
      type: "warning",
      title: "No sunscreen in your morning routine",
      description: critical
        ? `Daily SPF 30+ is essential for ${concernLabel.toLowerCase()}: UV exposure undoes the work of your actives. Add a broad-spectrum sunscreen as the last morning step.`
        : "Add a broad-spectrum SPF 30+ sunscreen as the last step of your morning routine to protect your skin every day.",
    });
  }
  for (const expected of missingExpected) {
    if (expected === "sunscreen") continue; // covered by the morning-sunscreen warning
    const harshCleansers = expected === "gentle cleanser" ? all.filter((p) => isType(p, "Cleanser")) : [];
    const why =
      harshCleansers.length > 0
        ? ` ${list(harshCleansers.map((p) => `${p.name} contains ${list(harshIngredients(p).map((i) => i.name))}`))}.`
        : " None of your products fills that role.";
    insights.push({
      type: "info",
      title: `Missing step: ${expected}`,
      description: `For ${concernLabel.toLowerCase()} a routine is expected to include ${EXPECTED_TYPE_ADVICE[expected]}.${why}`,
    });
  }
  // A moisturizer present in only one period (a missing moisturizer overall is covered above).
  if (amMoisturizer !== pmMoisturizer) {
    const where = amMoisturizer ? "night" : "morning";
    insights.push({
      type: "info",
      title: `No ${where} moisturizer`,
      description: `A moisturizer in your ${where} routine keeps your skin barrier comfortable and helps your actives be tolerated.`,
    });
  }

  if (targetActives.size === 0) {
    insights.push({
      type: "warning",
      title: `Nothing targets your ${concernLabel.toLowerCase()} concern`,
      description: `None of your products contains an ingredient known to work on ${concernLabel.toLowerCase()}. Consider a product with ${CONCERN_EXAMPLE_ACTIVES[concern]}.`,
    });
  } else {
    const described = [...targetActives.values()].map((t) => `${t.name} (${names(t.products)})`);
    insights.push({
      type: "success",
      title: `Targets your ${concernLabel.toLowerCase()} concern`,
      description: `Your routine contains ${targetActives.size} ingredient${targetActives.size === 1 ? "" : "s"} that work on ${concernLabel.toLowerCase()}: ${list(described)}.`,
    });
  }
  return { tally: completeness, insights };
}
