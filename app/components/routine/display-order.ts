/**
 * The order a routine is shown in: recommended (the engine's step order, core/layering.ts) or as
 * stored. A module of its own because the step order brings the ingredient tables with it, which a
 * page that only lists or saves a routine in its stored order (the results page) does without
 * (ADR 0079).
 */
import { sortSteps } from "@core/layering";
import { storedOrder, type RoutineItem } from "./routine";

export function displayOrder(items: readonly RoutineItem[], recommended: boolean): RoutineItem[] {
  const stored = storedOrder(items);
  return recommended ? sortSteps(stored) : stored;
}
