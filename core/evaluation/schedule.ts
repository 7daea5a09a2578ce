/**
 * How often each product is used, and weekly schedules that keep conflicting actives on different
 * days (docs/methodology.md, "Usage and weekly schedules").
 *
 * A product's days: its explicit `days` when given (they win), else every day for a daily product.
 * A product with only a frequency (3 times a week, alternate nights...) has a count per week but no
 * fixed days: two such products may or may not meet, so the engine proposes days instead of warning.
 */
import { WEEKDAYS, type UsageFrequency, type Weekday } from "../domain";
import type { RoutineProductInput, ScheduleEntry, Routine } from "./types";
import { list, msg, type MessageList } from "./message";
import { daysMsg, routineWord } from "./phrases";

export interface Usage {
  /** Applications per week in its routine (0-7). */
  perWeek: number;
  /** The days it is used on, when known (explicit days, or every day for a daily product); null when only a count is known. */
  days: ReadonlySet<Weekday> | null;
}

const ALL_DAYS: ReadonlySet<Weekday> = new Set(WEEKDAYS);

/** Applications per week of a frequency (as needed counts as once a week). */
export const PER_WEEK: Record<UsageFrequency, number> = {
  "daily-both": 7,
  "daily-am": 7,
  "daily-pm": 7,
  "alternate-nights": 3.5,
  "3x-week": 3,
  "2x-week": 2,
  weekly: 1,
  "as-needed": 1,
};

export function usageOf(p: Pick<RoutineProductInput, "usageFrequency" | "days">): Usage {
  if (Array.isArray(p.days) && p.days.length) {
    const days = new Set(p.days.filter((d) => (WEEKDAYS as readonly string[]).includes(d)));
    if (days.size) return { perWeek: days.size, days };
  }
  const f = p.usageFrequency;
  if (!f || PER_WEEK[f] === undefined || PER_WEEK[f] >= 7) return { perWeek: 7, days: ALL_DAYS };
  return { perWeek: PER_WEEK[f], days: null };
}

/**
 * Do two products meet on a day? "yes" (known days overlap), "no" (known days apart), or "maybe"
 * (a count without days: apart only if the owner plans it, possible when the counts fit in a week).
 */
export function meet(a: Usage, b: Usage): "yes" | "no" | "maybe" {
  if (a.days && b.days) {
    for (const d of a.days) if (b.days.has(d)) return "yes";
    return "no";
  }
  return a.perWeek + b.perWeek > 7 ? "yes" : "maybe";
}

/** Day preferences by rank in a schedule: the first product gets Mon/Wed/Fri, the second Tue/Sat, the third Thu/Sun. */
const PREFERENCES: readonly (readonly Weekday[])[] = [
  ["mon", "wed", "fri", "sun", "tue", "thu", "sat"],
  ["tue", "sat", "thu", "sun", "mon", "wed", "fri"],
  ["thu", "sun", "tue", "sat", "mon", "wed", "fri"],
];
/** At most this many days for the first (main) treatment of a schedule, and for each other product. */
export const SCHEDULE_CAP = { first: 3, other: 2 } as const;

export interface ScheduleItem {
  /** A stable id (the product's order over both routines). */
  id: number;
  product: string;
  routine: Routine;
  usage: Usage;
  /** At most this many days, whatever its rank (a peel: rules.ts PEEL_STRENGTH). */
  maxDays?: number;
}

/**
 * Days for products that must not meet: `edges` are pairs of ids that conflict. Greedy in the given
 * order (the main treatment first); a product keeps at most its current count, capped (SCHEDULE_CAP),
 * and never shares a day with a product it conflicts with. Every product keeps at least one day.
 */
export function solveSchedule(items: readonly ScheduleItem[], edges: ReadonlyArray<readonly [number, number]>): ScheduleEntry[] {
  const taken = new Map<number, Set<Weekday>>();
  const out: ScheduleEntry[] = [];
  // Products on days the owner already chose go first, so following a schedule never reshuffles it.
  const chosen = (i: ScheduleItem) => (i.usage.days && i.usage.days.size < 7 ? 0 : 1);
  const ordered = items.map((item, rank) => ({ item, rank })).sort((a, b) => chosen(a.item) - chosen(b.item) || a.rank - b.rank);
  ordered.forEach(({ item, rank }) => {
    const blocked = new Set<Weekday>();
    for (const [a, b] of edges) {
      const other = a === item.id ? b : b === item.id ? a : null;
      if (other === null) continue;
      for (const d of taken.get(other) ?? []) blocked.add(d);
    }
    // Days the owner already chose are kept when they clash with nothing scheduled before.
    const own = item.usage.days;
    if (own && own.size < 7 && own.size <= (item.maxDays ?? 7) && [...own].every((d) => !blocked.has(d))) {
      const days = WEEKDAYS.filter((d) => own.has(d));
      taken.set(item.id, new Set(days));
      out.push({ product: item.product, routine: item.routine, days });
      return;
    }
    const cap = Math.min(rank === 0 ? SCHEDULE_CAP.first : SCHEDULE_CAP.other, item.maxDays ?? 7);
    const want = Math.max(1, Math.min(cap, Math.floor(item.usage.perWeek)));
    const prefs = PREFERENCES[Math.min(rank, PREFERENCES.length - 1)];
    const days: Weekday[] = [];
    for (const d of prefs) {
      if (days.length >= want) break;
      if (!blocked.has(d)) days.push(d);
    }
    if (!days.length) return;
    days.sort((x, y) => WEEKDAYS.indexOf(x) - WEEKDAYS.indexOf(y));
    taken.set(item.id, new Set(days));
    out.push({ product: item.product, routine: item.routine, days });
  });
  return out;
}

/** "Adapalene Gel Mon/Wed/Fri (night), BHA Liquid Tue/Sat (night)". */
export function scheduleMsg(schedule: readonly ScheduleEntry[]): MessageList {
  return list(
    schedule.map((s) => msg("schedule-entry", { product: s.product, days: daysMsg(s.days), routine: routineWord(s.routine) })),
    "comma",
  );
}
