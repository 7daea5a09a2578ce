import { describe, expect, it } from "vitest";
import type { EvaluationHistoryEntry } from "@core/api/evaluation-history";
import { changeText, historyDates, scoreSeries, shortDate, sparklinePoints } from "./score-history-data";

const entry = (createdAt: string, scores: number[]): EvaluationHistoryEntry => ({
  id: createdAt,
  createdAt,
  completenessScore: scores[0],
  effectivenessScore: scores[1],
  safetyScore: scores[2],
  ingredientQualityScore: scores[3],
  routineBalanceScore: scores[4],
  overallScore: 0,
});

describe("sparklinePoints", () => {
  it("spreads evaluations evenly from left to right and puts 10 at the top, 0 at the bottom", () => {
    expect(sparklinePoints([0, 5, 10], 100, 24, 4)).toEqual([
      { x: 4, y: 20, value: 0 },
      { x: 50, y: 12, value: 5 },
      { x: 96, y: 4, value: 10 },
    ]);
  });

  it("clamps scores outside 0-10 and centres a single point", () => {
    expect(sparklinePoints([12], 100, 24, 4)).toEqual([{ x: 50, y: 4, value: 10 }]);
    expect(sparklinePoints([-3, 4], 100, 24, 4)[0]).toEqual({ x: 4, y: 20, value: 0 });
  });
});

describe("changeText", () => {
  it("signs the change and rounds it to one decimal", () => {
    expect(changeText(5.5, 7)).toBe("+1.5");
    expect(changeText(7.2, 6.7)).toBe("-0.5");
    expect(changeText(6.65, 6.649)).toBe("no change");
  });
});

describe("scoreSeries", () => {
  it("gives the five scores in the card's order with a sentence per line for screen readers", () => {
    const series = scoreSeries([entry("2026-11-01T10:00:00Z", [5, 6, 7, 8, 9]), entry("2026-11-03T10:00:00Z", [6.5, 6, 6, 8, 9.5])], (iso) => iso.slice(5, 10));
    expect(series.map((s) => s.score.label)).toEqual(["Completeness", "Effectiveness", "Safety", "Ingredient Quality", "Routine Balance"]);
    expect(series[0]).toMatchObject({ values: [5, 6.5], latest: 6.5, change: "+1.5" });
    expect(series[0].description).toBe("Completeness: 5 on 11-01, 6.5 on 11-03. Change +1.5 since the first evaluation.");
    expect(series[1].description).toBe("Effectiveness: 6 on 11-01, 6 on 11-03. No change since the first evaluation.");
    expect(series[2].change).toBe("-1");
  });
});

describe("shortDate", () => {
  it("leaves the year out for this year's dates only", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(shortDate("2026-11-03T12:00:00Z", now, "en-GB")).toBe("3 Nov");
    expect(shortDate("2025-11-03T12:00:00Z", now, "en-GB")).toBe("3 Nov 2025");
    expect(shortDate("not a date", now, "en-GB")).toBe("");
  });
});

describe("historyDates", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("gives the time, and the seconds only to analyses of the same minute", () => {
    const dates = historyDates(["2026-11-27T04:20:05Z", "2026-11-27T04:20:40Z", "2026-11-27T09:15:00Z"], now, "en-GB");
    expect(new Set(dates).size).toBe(3);
    expect(dates[2]).toMatch(/^27 Nov, \d{2}:\d{2}$/);
    expect(dates[0]).toMatch(/^27 Nov, \d{2}:\d{2}:\d{2}$/);
  });
});
