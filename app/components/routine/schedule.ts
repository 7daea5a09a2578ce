/**
 * The results page's advice, pure: the three things to do first, the weekly schedules the
 * evaluation suggests (and the routine update that applies one), and which findings still
 * describe the routine after an edit.
 */
import type { Insight, Recommendation, ScheduleEntry } from "@core/evaluation/types";
import { frequencyForDays, sortDays } from "@core/schedule";
import type { Translator } from "@core/i18n/catalogues";
import { formatDaysIn } from "@core/i18n/domain-labels";
import { PERIODS, WEEKDAYS, type Period, type Weekday } from "@core/domain";
import { stepOrder } from "@core/layering";
import { payloadFromRoutineProducts, type PayloadProduct } from "./routine";
import type { StackProduct, RoutineView } from "./routine-view";

export const FIRST_ACTIONS = 3;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** "Adapalene Mon/Wed/Fri (night), BHA Tue/Sat (night)", in `t`'s language (product names as they are). */
export function scheduleText(t: Translator, schedule: readonly ScheduleEntry[]): string {
  return schedule.map((e) => t("results.schedule.entry", { product: e.product, days: formatDaysIn(t, e.days), routine: e.routine })).join(", ");
}

/** The same schedule whatever its language: its products and their sorted days. */
function scheduleKey(schedule: readonly ScheduleEntry[]): string {
  return JSON.stringify(schedule.map((e) => [e.product, e.routine, sortDays(e.days)]));
}

/** The insights that carry a schedule naming at least one product of the routine, each once. */
export function scheduleInsights(insights: readonly Insight[]): Insight[] {
  const seen = new Set<string>();
  return insights.filter((i) => {
    if (!i.schedule?.length) return false;
    const key = scheduleKey(i.schedule);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where a schedule entry's product is in the routine: its routine first, else the other one. */
function entryProduct(routine: Pick<RoutineView, "morningProducts" | "nightProducts">, entry: ScheduleEntry): { routine: Period; product: StackProduct } | null {
  const lists: Record<Period, StackProduct[]> = { morning: routine.morningProducts, night: routine.nightProducts };
  for (const routine of [entry.routine, ...PERIODS.filter((p) => p !== entry.routine)]) {
    const product = lists[routine]?.find((p) => same(p.name, entry.product));
    if (product) return { routine, product };
  }
  return null;
}

/** True when every product the schedule names is in the routine and already follows its days. */
export function isScheduleApplied(routine: Pick<RoutineView, "morningProducts" | "nightProducts">, schedule: readonly ScheduleEntry[]): boolean {
  return schedule.every((entry) => {
    const found = entryProduct(routine, entry);
    return found !== null && found.routine === entry.routine && daysOf(found.product).join() === sortDays(entry.days).join();
  });
}

/** The days a product is used on: its own, else every day when it is used daily (no frequency is daily). */
function daysOf(p: StackProduct): Weekday[] {
  if (p.days?.length) return sortDays(p.days);
  return !p.usageFrequency || p.usageFrequency.startsWith("daily") ? [...WEEKDAYS] : [];
}

/** The list with the product at its step (core/layering's order): a product the schedule moves joins the other routine there. */
function withProductAtStep(products: readonly StackProduct[], product: StackProduct): StackProduct[] {
  const sorted = [...products].sort((a, b) => a.order - b.order);
  const at = sorted.findIndex((p) => stepOrder(p) > stepOrder(product));
  sorted.splice(at === -1 ? sorted.length : at, 0, product);
  return sorted.map((p, i) => ({ ...p, order: i + 1 }));
}

/** True when the schedule names a product the routine holds (something to apply). */
export function canApplySchedule(routine: Pick<RoutineView, "morningProducts" | "nightProducts">, schedule: readonly ScheduleEntry[]): boolean {
  return schedule.some((entry) => entryProduct(routine, entry) !== null);
}

/**
 * The PUT /api/stacks/{id} body that gives the products the schedule names its days (and the
 * frequency with as many days a week); a product the schedule puts in the other routine (a split
 * pair) moves there, at its step. Every other product, and the order, stay as they are.
 */
export function applySchedulePayload(
  routine: Pick<RoutineView, "name" | "morningProducts" | "nightProducts">,
  schedule: readonly ScheduleEntry[],
): { name: string; morningProducts: PayloadProduct[]; nightProducts: PayloadProduct[] } {
  const changes = new Map<string, ScheduleEntry>();
  const lists: Record<Period, StackProduct[]> = { morning: [...routine.morningProducts], night: [...routine.nightProducts] };
  for (const entry of schedule) {
    const found = entryProduct(routine, entry);
    if (!found) continue;
    changes.set(found.product.id, entry);
    if (found.routine !== entry.routine) {
      lists[found.routine] = lists[found.routine].filter((p) => p.id !== found.product.id).map((p, i) => ({ ...p, order: i + 1 }));
      lists[entry.routine] = withProductAtStep(lists[entry.routine], found.product);
    }
  }
  const list = (products: StackProduct[]) =>
    payloadFromRoutineProducts(
      products.map((p) => {
        const change = changes.get(p.id);
        if (!change) return p;
        const days = sortDays(change.days);
        // Every day is the daily frequency, not seven chosen days.
        return { ...p, days: days.length === WEEKDAYS.length ? null : days, usageFrequency: frequencyForDays(days, change.routine) };
      }),
    );
  return { name: routine.name, morningProducts: list(lists.morning), nightProducts: list(lists.night) };
}

const allNames = (routine: Pick<RoutineView, "morningProducts" | "nightProducts">) =>
  new Set([...routine.morningProducts, ...routine.nightProducts].map((p) => p.name.trim().toLowerCase()));

/** True when the finding names a product the routine no longer holds. */
export function aboutRemovedProduct(insight: Pick<Insight, "products">, names: ReadonlySet<string>): boolean {
  return (insight.products ?? []).some((p) => !names.has(p.trim().toLowerCase()));
}

/**
 * Findings that still describe the routine: after an edit, those about a product that was
 * removed are set apart (not shown as current) until the routine is analysed again.
 */
export function currentAdvice(
  routine: Pick<RoutineView, "morningProducts" | "nightProducts">,
  evaluation: { insights: readonly Insight[]; recommendations: readonly Recommendation[] },
): { insights: Insight[]; recommendations: Recommendation[]; outdated: Insight[] } {
  const names = allNames(routine);
  const insights: Insight[] = [];
  const outdated: Insight[] = [];
  for (const insight of evaluation.insights) (aboutRemovedProduct(insight, names) ? outdated : insights).push(insight);
  // Suggestions stay: a swap the owner made is shown as made by the replacement panel.
  return { insights, recommendations: [...evaluation.recommendations], outdated };
}

export interface FirstAction {
  insight: Insight;
  /** One line: what to do. */
  action: string;
}

const TYPE_RANK: Record<string, number> = { warning: 0, info: 1, success: 2 };
const SEVERITY_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** The first sentence of a text, for a one-line action. */
function firstSentence(text: string): string {
  const match = text.trim().match(/^.*?[.!?](?=\s|$)/);
  return (match ? match[0] : text).trim();
}

/**
 * The three things to do first: warnings before notes (never a success), higher severity and a
 * larger penalty first, each with its action: the schedule it suggests, the swap that answers
 * it, its own action, else the first sentence of its description.
 */
export function firstActions(
  insights: readonly Insight[],
  recommendations: readonly Recommendation[],
  t: Translator,
  count = FIRST_ACTIONS,
): FirstAction[] {
  return insights
    .map((insight, index) => ({ insight, index }))
    .filter(({ insight }) => insight.type !== "success")
    .sort(
      (a, b) =>
        (TYPE_RANK[a.insight.type] ?? 3) - (TYPE_RANK[b.insight.type] ?? 3) ||
        (SEVERITY_RANK[a.insight.severity ?? "medium"] ?? 1) - (SEVERITY_RANK[b.insight.severity ?? "medium"] ?? 1) ||
        (b.insight.penalty ?? 0) - (a.insight.penalty ?? 0) ||
        a.index - b.index,
    )
    .map(({ insight }) => ({ insight, action: actionFor(t, insight, recommendations) }))
    // Two findings answered by the same swap or schedule are one thing to do: the first (most severe) says it.
    .filter((a, i, all) => all.findIndex((b) => b.action.toLowerCase() === a.action.toLowerCase()) === i)
    .slice(0, count);
}

function actionFor(t: Translator, insight: Insight, recommendations: readonly Recommendation[]): string {
  if (insight.schedule?.length) return t("results.firstActions.use", { schedule: scheduleText(t, insight.schedule) });
  const swap = recommendations.find((r) => r.type === "swap" && r.replaces && (insight.products ?? []).some((p) => same(p, r.replaces)));
  if (swap) {
    const names = { replaces: swap.replaces ?? "", name: swap.name };
    return swap.brand ? t("results.firstActions.swap", { ...names, brand: swap.brand }) : t("results.firstActions.swapNoBrand", names);
  }
  if (insight.action?.trim()) return firstSentence(insight.action);
  return firstSentence(insight.description);
}

/** Names of the products the evaluation looked at that the routine no longer holds. */
export function removedProductNames(
  routine: Pick<RoutineView, "morningProducts" | "nightProducts">,
  marks: readonly { name: string }[],
): string[] {
  const names = allNames(routine);
  return [...new Set(marks.map((m) => m.name.trim()).filter((n) => n && !names.has(n.toLowerCase())))];
}

/** The text without the sentences that name a removed product (they describe the routine before the edit). */
export function withoutRemoved(text: string, removed: readonly string[]): string {
  if (removed.length === 0) return text;
  const lowered = removed.map((n) => n.toLowerCase());
  return text
    .split(/\n+/)
    .map((paragraph) =>
      paragraph
        .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
        .filter((sentence) => !lowered.some((n) => sentence.toLowerCase().includes(n)))
        .join(" "),
    )
    .filter((p) => p.trim())
    .join("\n");
}
