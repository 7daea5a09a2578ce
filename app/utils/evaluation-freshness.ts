/**
 * Whether a routine's latest evaluation still describes it. The evaluation's product marks name
 * every product it looked at (routine, 1-based position, name, how often it is used), so they are a snapshot of the
 * evaluated routine: when the current lists differ from it, the scores and the analysis text
 * describe an earlier version. Comparing products (not timestamps) keeps a change that does not
 * touch the products (sharing the routine, renaming it) from looking like an edit, and an undone
 * edit from looking stale. Evaluations stored without marks fall back to the timestamps.
 */
import type { ProductMark } from "@core/evaluation/types";

export type MarkedProduct = Pick<ProductMark, "routine" | "position" | "name" | "usageFrequency" | "days">;

interface ListedProduct {
  name: string;
  order: number;
  usageFrequency?: string | null;
  days?: readonly string[] | null;
}

/** How often a product is used, as far as the evaluation can tell: its days, else a non-daily frequency ("" = every day of its routine). */
function usage(p: { usageFrequency?: string | null; days?: readonly string[] | null }): string {
  if (p.days?.length) return `days:${[...p.days].join(",")}`;
  return p.usageFrequency && !p.usageFrequency.startsWith("daily") ? p.usageFrequency : "";
}

export interface FreshnessInput {
  status: string;
  updatedAt: string | null;
  morningProducts: readonly ListedProduct[];
  nightProducts: readonly ListedProduct[];
  evaluation: { createdAt: string | null; productMarks: readonly MarkedProduct[] } | null;
}

/** Slack for the evaluation and the stack's status being written a moment apart. */
export const TIMESTAMP_SLACK_MS = 1000;

const key = (routine: string, position: number, name: string, used: string) => `${routine}|${position}|${name.trim().toLowerCase()}|${used}`;

/** The current lists, in stored order, as the marks would name them. */
function currentKeys(morning: readonly ListedProduct[], night: readonly ListedProduct[]): string[] {
  const keys = (routine: string, list: readonly ListedProduct[]) =>
    [...list].sort((a, b) => a.order - b.order).map((p, i) => key(routine, i + 1, p.name, usage(p)));
  return [...keys("morning", morning), ...keys("night", night)].sort();
}

/** True when the products (which, where, in what order, how often) are not the ones the marks were written for. */
export function productsDifferFromMarks(
  marks: readonly MarkedProduct[],
  morning: readonly ListedProduct[],
  night: readonly ListedProduct[],
): boolean {
  const evaluated = marks.map((m) => key(m.routine, m.position, m.name, usage(m))).sort();
  const current = currentKeys(morning, night);
  return evaluated.length !== current.length || evaluated.some((k, i) => k !== current[i]);
}

/** True when the routine has an evaluation that no longer describes its products. */
export function isEvaluationStale(routine: FreshnessInput): boolean {
  const evaluation = routine.evaluation;
  if (routine.status !== "evaluated" || !evaluation) return false;
  if (evaluation.productMarks.length > 0) return productsDifferFromMarks(evaluation.productMarks, routine.morningProducts, routine.nightProducts);
  if (!evaluation.createdAt || !routine.updatedAt) return false;
  const updated = Date.parse(routine.updatedAt);
  const evaluated = Date.parse(evaluation.createdAt);
  return Number.isFinite(updated) && Number.isFinite(evaluated) && updated > evaluated + TIMESTAMP_SLACK_MS;
}
