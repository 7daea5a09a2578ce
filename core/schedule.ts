/**
 * Weekly schedules: the days a product is used on, and how they read ("Mon/Wed/Fri"). A product's
 * `days` (an explicit schedule) wins over its `usageFrequency`; applying a suggested schedule sets
 * both, the frequency being the one that says as many days a week (ADR 0033).
 */
import { WEEKDAYS, type UsageFrequency, type Weekday } from "./domain";

const DAY_LABELS: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };
const DAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const dayLabel = (day: Weekday) => DAY_LABELS[day];
export const dayName = (day: Weekday) => DAY_NAMES[day];

export function isWeekday(x: unknown): x is Weekday {
  return typeof x === "string" && (WEEKDAYS as readonly string[]).includes(x);
}

/** The days without repeats, Monday first. */
export function sortDays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/** "Mon/Wed/Fri"; "every day" for all seven. */
export function formatDays(days: readonly Weekday[]): string {
  const sorted = sortDays(days);
  if (sorted.length === WEEKDAYS.length) return "every day";
  return sorted.map(dayLabel).join("/");
}

/** The frequency that says as many days a week as the schedule: 7 every day, 4 alternate nights, 3, 2, 1. */
export function frequencyForDays(days: readonly Weekday[], routine: "morning" | "night"): UsageFrequency {
  const count = sortDays(days).length;
  if (count >= 7) return routine === "morning" ? "daily-am" : "daily-pm";
  if (count >= 4) return "alternate-nights";
  if (count === 3) return "3x-week";
  if (count === 2) return "2x-week";
  return "weekly";
}

/** The frequency choices of the routine builder, each with the short label its compact picker shows. */
export const FREQUENCY_CHOICES: readonly { id: UsageFrequency | "daily"; short: string; label: string }[] = [
  { id: "daily", short: "Daily", label: "Every day" },
  { id: "alternate-nights", short: "Alternate", label: "Alternate nights" },
  { id: "3x-week", short: "3×/wk", label: "3 times a week" },
  { id: "2x-week", short: "2×/wk", label: "2 times a week" },
  { id: "weekly", short: "Weekly", label: "Once a week" },
  { id: "as-needed", short: "As needed", label: "As needed" },
];

/** How often a product is used, in words, or null for every day: "On Mon/Wed/Fri", "Alternate nights". */
export function usageText(usage: { usageFrequency?: UsageFrequency | null; days?: readonly Weekday[] | null }): string | null {
  if (usage.days?.length) return sortDays(usage.days).length === WEEKDAYS.length ? null : `On ${formatDays(usage.days)}`;
  const f = usage.usageFrequency;
  if (!f || f === "daily-am" || f === "daily-pm" || f === "daily-both") return null;
  return FREQUENCY_CHOICES.find((c) => c.id === f)?.label ?? null;
}

