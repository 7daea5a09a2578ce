import { describe, expect, it } from "vitest";
import { defaultRoutineName, goalLabel, GOALS, PERIODS, PRODUCT_TYPES, USAGE_FREQUENCIES, WEEKDAYS } from "../domain";
import { dayLabel, dayName, FREQUENCY_CHOICES, formatDays, usageText } from "../schedule";
import { translator } from "./catalogues";
import {
  defaultRoutineNameIn,
  formatDaysIn,
  frequencyChoiceName,
  goalCardLabel,
  goalDescription,
  goalName,
  onDaysIn,
  periodRoutineName,
  productTypeName,
  usageFrequencyName,
  usageTextIn,
  weekdayName,
  weekdayShort,
} from "./domain-labels";

const en = translator("en");

describe("domain labels", () => {
  it("read in English exactly as core's English names", () => {
    for (const goal of GOALS) {
      expect(goalName(en, goal.id)).toBe(goal.name);
      expect(goalDescription(en, goal.id)).toBe(goal.description);
      expect(goalCardLabel(en, goal.id)).toBe(goalLabel(goal.id));
      expect(defaultRoutineNameIn(en, goal.id)).toBe(defaultRoutineName(goal.id));
    }
    for (const f of USAGE_FREQUENCIES) expect(usageFrequencyName(en, f.id)).toBe(f.label);
    for (const type of PRODUCT_TYPES) expect(productTypeName(en, type.name)).toBe(type.name);
    for (const c of FREQUENCY_CHOICES) expect(frequencyChoiceName(en, c.id)).toBe(c.label);
    for (const d of WEEKDAYS) {
      expect(weekdayShort(en, d)).toBe(dayLabel(d));
      expect(weekdayName(en, d)).toBe(dayName(d));
    }
    expect(formatDaysIn(en, ["fri", "mon", "wed"])).toBe(formatDays(["fri", "mon", "wed"]));
    expect(formatDaysIn(en, [...WEEKDAYS])).toBe("every day");
    const usages = [
      { days: ["fri", "mon", "wed"] as const },
      { days: [...WEEKDAYS] },
      ...USAGE_FREQUENCIES.map((f) => ({ usageFrequency: f.id })),
      { usageFrequency: null, days: null },
    ];
    for (const usage of usages) expect(usageTextIn(en, usage)).toBe(usageText(usage));
    expect(PERIODS.map((p) => periodRoutineName(en, p))).toEqual(["Morning Routine", "Night Routine"]);
  });

  it("read in the reader's language, with unknown goal ids as they are", () => {
    const de = translator("de");
    expect(goalName(de, "hydration")).toBe("Feuchtigkeit");
    expect(goalName(de, "not-a-goal")).toBe("not-a-goal");
    expect(periodRoutineName(translator("fr"), "night")).toBe("Routine du soir");
    expect(onDaysIn(translator("es"), ["wed", "mon"])).toBe("Los lun/mié");
    expect(frequencyChoiceName(de, "weekly")).toBe("Einmal pro Woche");
    expect(usageTextIn(de, { days: ["fri", "mon", "wed"] })).toBe("Am Mo/Mi/Fr");
    expect(usageTextIn(de, { usageFrequency: "alternate-nights" })).toBe("Jeden zweiten Abend");
    expect(productTypeName(translator("fr"), "Spot Treatment")).toBe("Soin ciblé");
    expect(productTypeName(translator("fr"), "Lip Balm")).toBe("Lip Balm");
  });
});
