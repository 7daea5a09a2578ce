/**
 * Display rules of the advanced analysis results (step 3), as pure functions.
 * Light: no knowledge base (the scores themselves come from ./advanced-wizard).
 */
import { ANALYSIS_HEADINGS, parseAnalysis, type AnalysisHeading } from "@core/evaluation/analysis-text";
import { isEvaluationStale } from "../../utils/evaluation-freshness";
import { MAX_PRODUCTS_PER_ROUTINE } from "@core/routine-limits";
import { routineHolds, type AdvancedRoutine, type RecommendedProduct } from "./routine";
import type { Period } from "@core/domain";

export const INITIAL_VISIBLE = 3;

/** Priority recommendations: the first 3, or all once expanded. */
export function visibleItems<T>(items: readonly T[], expanded: boolean, initial = INITIAL_VISIBLE): T[] {
  return expanded ? [...items] : items.slice(0, initial);
}

/** Whether the 'Show N More' / 'Show Less' toggle is offered. */
export function hasMore(items: readonly unknown[], initial = INITIAL_VISIBLE): boolean {
  return items.length > initial;
}

export type AddState = "add" | "added" | "full";

/** State of an 'Add to AM' / 'Add to PM' button. */
export function addState(stack: Pick<AdvancedRoutine, "morningProducts" | "nightProducts">, product: RecommendedProduct, routine: Period): AddState {
  const list = routine === "morning" ? stack.morningProducts : stack.nightProducts;
  if (routineHolds(list, { productId: product.productId || null, name: product.name, brand: product.brand })) return "added";
  if (list.length >= MAX_PRODUCTS_PER_ROUTINE) return "full";
  return "add";
}

export const ROUTINE_SHORT: Record<Period, string> = { morning: "AM", night: "PM" };

export interface AnalysisBlock {
  title: string | null;
  text: string;
}

const TITLE_CASE = (heading: string) =>
  heading
    .replace(/_/g, " ")
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The evaluation's analysis text as titled blocks (its headed sections, in order, empty ones left
 * out); a text without any known heading is one untitled block.
 */
export function analysisBlocks(text: string, leaveOut: ReadonlySet<AnalysisHeading> = new Set()): AnalysisBlock[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const sections = parseAnalysis(trimmed);
  const blocks = ANALYSIS_HEADINGS.filter((h) => sections[h].trim() && !leaveOut.has(h)).map((h) => ({ title: TITLE_CASE(h), text: sections[h].trim() }));
  return blocks.length > 0 ? blocks : [{ title: null, text: trimmed }];
}

/**
 * The evaluation's sections that quote its own five scores: the advanced analysis scores differently
 * (three scores and an overall), so its Expert Analysis quotes its own scores in their place.
 */
const BASIC_SCORE_TITLES: ReadonlySet<AnalysisHeading> = new Set(["COMPLETENESS", "EFFECTIVENESS", "SAFETY", "INGREDIENT_QUALITY", "ROUTINE_BALANCE"]);

export type ExpertAnalysis =
  | { kind: "text"; blocks: AnalysisBlock[] }
  /** The products changed after the evaluation: its text describes an earlier version. */
  | { kind: "changed" }
  /** An evaluation is on its way (the text, if any, is not about the current products). */
  | { kind: "pending" }
  | { kind: "none" };

/**
 * What the Expert Analysis section shows: never the text of an evaluation written for other
 * products than the routine now holds, also while a new evaluation is under way.
 */
export function expertAnalysis(
  routine: Pick<AdvancedRoutine, "status" | "updatedAt" | "evaluation" | "morningProducts" | "nightProducts">,
  ownScores?: AnalysisBlock,
): ExpertAnalysis {
  const changed = isEvaluationStale({ ...routine, status: "evaluated" });
  if (changed) return routine.status === "pending" ? { kind: "pending" } : { kind: "changed" };
  const blocks = analysisBlocks(routine.evaluation?.analysis ?? "", ownScores ? BASIC_SCORE_TITLES : new Set());
  if (blocks.length > 0) return { kind: "text", blocks: ownScores ? [ownScores, ...blocks] : blocks };
  return routine.status === "pending" ? { kind: "pending" } : { kind: "none" };
}
