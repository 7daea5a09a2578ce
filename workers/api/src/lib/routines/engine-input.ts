/**
 * The evaluation engine's input for a stored routine: its goals and skin type, each product with
 * how often and on which days it is used and the strengths declared for it, and the owner's skin
 * profile (sensitivities, pregnancy, breastfeeding, age, concern). Pure: the queue consumer reads
 * the rows, this puts them together.
 */
import type { EngineInput, EngineProfile, RoutineProductInput } from "@core/evaluation/types";
import { SENSITIVITIES, USAGE_FREQUENCIES, type AgeBracket, type GoalId, type PrimaryConcern, type Sensitivity, type SkinType, type UsageFrequency } from "@core/domain";
import { isWeekday, sortDays } from "@core/schedule";
import type { skinProfiles, routineProducts, routines } from "@db/schema";

type RoutineRow = Pick<typeof routines.$inferSelect, "goal" | "secondaryGoals" | "skinType" | "skinFeeling">;
type ProductRow = typeof routineProducts.$inferSelect;
type ProfileRow = typeof skinProfiles.$inferSelect;

const FREQUENCY_IDS: readonly string[] = USAGE_FREQUENCIES.map((f) => f.id);

export function productInput(p: ProductRow): RoutineProductInput {
  const days = Array.isArray(p.days) ? sortDays(p.days.filter(isWeekday)) : [];
  return {
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredients: p.ingredients,
    productId: p.productId,
    usageFrequency: p.usageFrequency && FREQUENCY_IDS.includes(p.usageFrequency) ? (p.usageFrequency as UsageFrequency) : null,
    days: days.length > 0 ? days : null,
    concentrations: (p.concentrations ?? []).map((c) => ({ ingredient: c.ingredient, percentage: c.percentage })),
  };
}

export function profileInput(profile: ProfileRow | undefined): EngineProfile | undefined {
  if (!profile) return undefined;
  return {
    sensitivities: SENSITIVITIES.filter((s: Sensitivity) => (profile.sensitivities ?? []).includes(s)),
    pregnant: profile.pregnant === 1,
    breastfeeding: profile.breastfeeding === 1,
    ageBracket: profile.ageBracket as AgeBracket,
    primaryConcern: profile.primaryConcern as PrimaryConcern,
  };
}

/** The engine input of a routine: products in stored order, per routine. */
export function engineInputOf(routine: RoutineRow, rows: readonly ProductRow[], profile: ProfileRow | undefined): EngineInput {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  return {
    goal: routine.goal as GoalId,
    secondaryGoals: routine.secondaryGoals as GoalId[],
    skinType: routine.skinType as SkinType,
    skinFeeling: routine.skinFeeling,
    morningProducts: sorted.filter((p) => p.routine === "morning").map(productInput),
    nightProducts: sorted.filter((p) => p.routine === "night").map(productInput),
    profile: profileInput(profile),
  };
}
