/**
 * The names of the domain's enums as a reader sees them, in the reader's language (issue 31): goals,
 * skin types, sensitivities, routines, frequencies and weekdays are stored as codes and named
 * through the catalogue's `domain.*` keys here, the one place that maps a code to its key.
 */
import type { GoalId, Period, Sensitivity, SkinType, UsageFrequency, Weekday } from "../domain";
import { GOAL_IDS, WEEKDAYS } from "../domain";
import { FREQUENCY_CHOICES, sortDays } from "../schedule";
import { isMessageKey, type Translator } from "./catalogues";

const isGoal = (id: string): id is GoalId => (GOAL_IDS as readonly string[]).includes(id);

/** "Anti-Aging"; an unknown id as it is. */
export function goalName(t: Translator, id: string): string {
  return isGoal(id) ? t(`domain.goal.${id}`) : id;
}

/** The goal on cards ("Anti Aging" in English). */
export function goalCardLabel(t: Translator, id: string): string {
  return isGoal(id) ? t(`domain.goalLabel.${id}`) : id;
}

export function goalDescription(t: Translator, id: GoalId): string {
  return t(`domain.goalDescription.${id}`);
}

/** The name a routine gets when its owner leaves it empty ("My Hydration Routine"). */
export function defaultRoutineNameIn(t: Translator, goal: string): string {
  return t("domain.defaultStackName", { goal: goalCardLabel(t, goal) });
}

export function skinTypeName(t: Translator, type: SkinType): string {
  return t(`domain.skinType.${type}`);
}

export function skinTypeHint(t: Translator, type: SkinType): string {
  return t(`domain.skinTypeHint.${type}`);
}

export function sensitivityName(t: Translator, id: Sensitivity): string {
  return t(`domain.sensitivity.${id}`);
}

/** "Morning" / "Night". */
export function periodName(t: Translator, routine: Period): string {
  return t(`domain.period.${routine}`);
}

/** "Morning Routine" / "Night Routine". */
export function periodRoutineName(t: Translator, routine: Period): string {
  return t("domain.periodRoutine", { routine });
}

/** The routine builder's frequency choices ("Every day", "3 times a week"). */
export function frequencyChoiceName(t: Translator, id: (typeof FREQUENCY_CHOICES)[number]["id"]): string {
  const key = `domain.frequency.${id}`;
  return isMessageKey(key) ? t(key) : (FREQUENCY_CHOICES.find((c) => c.id === id)?.label ?? id);
}

/** The advanced analysis's usage frequencies ("Daily (Morning Only)"). */
export function usageFrequencyName(t: Translator, id: UsageFrequency): string {
  return t(`domain.usage.${id}`);
}

export function weekdayShort(t: Translator, day: Weekday): string {
  return t(`domain.weekday.${day}`);
}

export function weekdayName(t: Translator, day: Weekday): string {
  return t(`domain.weekdayName.${day}`);
}

/** "Mon/Wed/Fri"; "every day" for all seven (core/schedule's formatDays, translated). */
export function formatDaysIn(t: Translator, days: readonly Weekday[]): string {
  const sorted = sortDays(days);
  if (sorted.length === WEEKDAYS.length) return t("domain.days.everyDay");
  return sorted.map((d) => weekdayShort(t, d)).join("/");
}

/** "On Mon/Wed/Fri". */
export function onDaysIn(t: Translator, days: readonly Weekday[]): string {
  return t("domain.days.on", { days: formatDaysIn(t, days) });
}

/** How often a product is used, in words, or null for every day: "On Mon/Wed/Fri", "Alternate nights" (core/schedule's usageText, translated). */
export function usageTextIn(t: Translator, usage: { usageFrequency?: UsageFrequency | null; days?: readonly Weekday[] | null }): string | null {
  if (usage.days?.length) return sortDays(usage.days).length === WEEKDAYS.length ? null : onDaysIn(t, usage.days);
  const f = usage.usageFrequency;
  if (!f || f === "daily-am" || f === "daily-pm" || f === "daily-both") return null;
  return FREQUENCY_CHOICES.some((c) => c.id === f) ? frequencyChoiceName(t, f) : null;
}

/** A product type's name ("Spot Treatment"), from core's PRODUCT_TYPES; a type it does not list as it is. */
export function productTypeName(t: Translator, type: string): string {
  const key = `domain.productType.${type.trim().toLowerCase().replace(/\s+/g, "-")}`;
  return isMessageKey(key) ? t(key) : type;
}
