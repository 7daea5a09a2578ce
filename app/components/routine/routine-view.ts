/**
 * A stack (routine) as GET /api/stacks and /api/stacks/{id} return it (the shape is core/api/routines),
 * read defensively so that a missing or odd field never breaks a screen. Types only from core (no engine).
 */
import type { Stack, RoutineEvaluation as ApiRoutineEvaluation, StackProduct, RoutineStatus } from "@core/api/routines";
import type { Insight, ProductMark, Recommendation, ScoreKey } from "@core/evaluation/types";
import { isMessage } from "@core/evaluation/message";
import type { StoredText } from "@core/evaluation/render";
import { isWeekday, sortDays } from "@core/schedule";
import { USAGE_FREQUENCIES, type UsageFrequency } from "@core/domain";

export type { StackProduct, RoutineStatus };
/** The evaluation as the screens show it: its texts rendered in the page's language (~/utils/evaluation-text). */
export type RoutineEvaluation = ApiRoutineEvaluation<string>;
/** The routine as the screens hold it: the api's answer, as read here. */
export type RoutineView = Stack;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => Boolean(x) && typeof x === "object" && !Array.isArray(x);
const str = (x: unknown, fallback = ""): string => (typeof x === "string" ? x : fallback);
const strOrNull = (x: unknown): string | null => (typeof x === "string" ? x : null);
const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);
const date = (x: unknown): string | null => (typeof x === "string" ? x : x instanceof Date ? x.toISOString() : null);
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
/** An evaluation's text: a message (codes, rendered in the reader's language) or a stored sentence. */
const text = (x: unknown): StoredText => (typeof x === "string" || isMessage(x) ? x : "");
const isText = (x: unknown): x is StoredText => typeof x === "string" || isMessage(x);

/** One product of a routine's morning or night list, or null when it is not one. */
export function parseRoutineProduct(x: unknown, i: number): StackProduct | null {
  if (!isObj(x)) return null;
  const name = str(x.name) || str(x.productName);
  if (!name) return null;
  return {
    id: str(x.id) || `p${i}`,
    productId: strOrNull(x.productId),
    name,
    brand: str(x.brand),
    imageUrl: strOrNull(x.imageUrl),
    productType: str(x.productType),
    ingredients: str(x.ingredients),
    order: num(x.order) ?? i + 1,
    usageFrequency: strOrNull(x.usageFrequency),
    days: Array.isArray(x.days) && x.days.some(isWeekday) ? sortDays(x.days.filter(isWeekday)) : null,
    selfAssessment: num(x.selfAssessment),
    concentrations: arr(x.concentrations).filter(
      (c): c is { ingredient: string; percentage: number } =>
        isObj(c) && typeof c.ingredient === "string" && typeof c.percentage === "number" && Number.isFinite(c.percentage),
    ),
  };
}

const STATUSES: RoutineStatus[] = ["pending", "evaluated", "failed", "draft"];

function parseInsight(x: unknown): Insight<StoredText> | null {
  if (!isObj(x) || !isText(x.title)) return null;
  return { ...(x as unknown as Insight<StoredText>), type: str(x.type, "info") as Insight["type"], description: text(x.description) };
}

function parseRecommendation(x: unknown): Recommendation<StoredText> | null {
  if (!isObj(x) || typeof x.name !== "string") return null;
  return {
    type: x.type === "add" ? "add" : "swap",
    name: x.name,
    brand: str(x.brand),
    replaces: strOrNull(x.replaces),
    reason: text(x.reason),
    keyIngredients: arr(x.keyIngredients).filter((k): k is string => typeof k === "string").slice(0, 4),
    timing: str(x.timing),
    imageUrl: strOrNull(x.imageUrl),
    productId: str(x.productId),
    productType: str(x.productType),
  };
}

function parseMark(x: unknown): ProductMark<StoredText> | null {
  if (!isObj(x)) return null;
  if (x.mark !== "KEEP" && x.mark !== "REPLACE" && x.mark !== "CARE") return null;
  return {
    routine: x.routine === "night" ? "night" : "morning",
    position: num(x.position) ?? 0,
    name: str(x.name),
    mark: x.mark,
    ...(isText(x.reason) ? { reason: x.reason } : {}),
    ...(typeof x.usageFrequency === "string" && USAGE_FREQUENCIES.some((f) => f.id === x.usageFrequency) ? { usageFrequency: x.usageFrequency as UsageFrequency } : {}),
    ...(Array.isArray(x.days) && x.days.some(isWeekday) ? { days: sortDays(x.days.filter(isWeekday)) } : {}),
  };
}

/** The owner-only text fields (core/api/routines) that the answer holds. */
function ownerTexts<K extends string>(x: Obj, keys: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.filter((k) => typeof x[k] === "string").map((k) => [k, x[k]])) as Partial<Record<K, string>>;
}

export function parseEvaluation(x: unknown): ApiRoutineEvaluation<StoredText> | null {
  if (!isObj(x)) return null;
  const explanations = isObj(x.scoreExplanations) ? x.scoreExplanations : {};
  return {
    id: str(x.id),
    completenessScore: num(x.completenessScore),
    effectivenessScore: num(x.effectivenessScore),
    safetyScore: num(x.safetyScore),
    ingredientQualityScore: num(x.ingredientQualityScore),
    routineBalanceScore: num(x.routineBalanceScore),
    overallScore: num(x.overallScore),
    insights: arr(x.insights).map(parseInsight).filter((i): i is Insight<StoredText> => i !== null),
    recommendations: arr(x.recommendations).map(parseRecommendation).filter((r): r is Recommendation<StoredText> => r !== null),
    analysis: text(x.analysis),
    scoreExplanations: Object.fromEntries(Object.entries(explanations).filter(([, value]) => isText(value))) as Partial<Record<ScoreKey, StoredText>>,
    productMarks: arr(x.productMarks).map(parseMark).filter((m): m is ProductMark<StoredText> => m !== null),
    ...ownerTexts(x, ["skinFeeling"]),
    ...(x.narrativeSource === "engine" || x.narrativeSource === "openai" ? { narrativeSource: x.narrativeSource } : {}),
    ...(typeof x.narrativeLanguage === "string" && x.narrativeLanguage ? { narrativeLanguage: x.narrativeLanguage } : {}),
    engineVersion: str(x.engineVersion),
    createdAt: date(x.createdAt),
  };
}

/** The stack of an api answer (GET and PUT /api/stacks/{id} answer the stack itself), or null when it is not one. */
export function parseRoutine(x: unknown): RoutineView | null {
  if (!isObj(x) || typeof x.id !== "string" || !x.id) return null;
  const user = isObj(x.user) ? x.user : {};
  const products = (list: unknown) =>
    arr(list)
      .map(parseRoutineProduct)
      .filter((p): p is StackProduct => p !== null)
      .sort((a, b) => a.order - b.order);
  return {
    id: x.id,
    name: str(x.name) || "My Routine",
    goal: str(x.goal),
    secondaryGoals: arr(x.secondaryGoals).filter((g): g is string => typeof g === "string"),
    skinType: str(x.skinType, "normal") || "normal",
    ...ownerTexts(x, ["skinFeeling"]),
    status: STATUSES.includes(x.status as RoutineStatus) ? (x.status as RoutineStatus) : x.evaluation ? "evaluated" : "draft",
    isPublic: x.isPublic === true,
    userId: str(x.userId),
    createdAt: date(x.createdAt),
    updatedAt: date(x.updatedAt),
    morningProducts: products(x.morningProducts),
    nightProducts: products(x.nightProducts),
    evaluation: parseEvaluation(x.evaluation),
    user: { name: strOrNull(user.name), username: strOrNull(user.username), ...ownerTexts(user, ["email"]) },
  };
}

export function parseRoutines(data: unknown): RoutineView[] {
  const list = isObj(data) ? data.stacks : null;
  return arr(list)
    .map(parseRoutine)
    .filter((s): s is RoutineView => s !== null);
}

export function productCount(routine: Pick<RoutineView, "morningProducts" | "nightProducts">): number {
  return routine.morningProducts.length + routine.nightProducts.length;
}
