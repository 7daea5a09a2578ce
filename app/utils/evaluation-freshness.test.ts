import { describe, expect, it } from "vitest";
import { isEvaluationStale, productsDifferFromMarks, type FreshnessInput, type MarkedProduct } from "./evaluation-freshness";

const marks: MarkedProduct[] = [
  { routine: "morning", position: 1, name: "Cleanser" },
  { routine: "morning", position: 2, name: "Sunscreen SPF 50" },
  { routine: "night", position: 1, name: "Retinol Serum" },
];
const p = (name: string, order: number) => ({ name, order });
const routine = (over: Partial<FreshnessInput> = {}): FreshnessInput => ({
  status: "evaluated",
  updatedAt: "2026-01-01T10:00:00.000Z",
  morningProducts: [p("Cleanser", 1), p("Sunscreen SPF 50", 2)],
  nightProducts: [p("Retinol Serum", 1)],
  evaluation: { createdAt: "2026-01-01T09:00:00.000Z", productMarks: marks },
  ...over,
});

describe("stale analysis", () => {
  it("the evaluated products, whatever the timestamps, are fresh (sharing or renaming bumps updatedAt)", () => {
    expect(isEvaluationStale(routine({ updatedAt: "2026-02-01T00:00:00.000Z" }))).toBe(false);
    // Stored order decides the position, not the order of the array.
    expect(productsDifferFromMarks(marks, [p("Sunscreen SPF 50", 2), p(" cleanser ", 1)], [p("Retinol Serum", 1)])).toBe(false);
  });

  it("a swapped, added, removed, moved or reordered product makes it stale", () => {
    expect(isEvaluationStale(routine({ morningProducts: [p("Cleanser", 1), p("Other SPF", 2)] }))).toBe(true);
    expect(isEvaluationStale(routine({ nightProducts: [p("Retinol Serum", 1), p("Cream", 2)] }))).toBe(true);
    expect(isEvaluationStale(routine({ nightProducts: [] }))).toBe(true);
    expect(isEvaluationStale(routine({ morningProducts: [p("Cleanser", 1)], nightProducts: [p("Retinol Serum", 1), p("Sunscreen SPF 50", 2)] }))).toBe(true);
    expect(isEvaluationStale(routine({ morningProducts: [p("Sunscreen SPF 50", 1), p("Cleanser", 2)] }))).toBe(true);
  });

  it("a product now used on other days or less often makes it stale; an evaluation that took it as daily stays fresh for daily use", () => {
    const scheduled: MarkedProduct[] = [marks[0], marks[1], { ...marks[2], days: ["mon", "wed", "fri"] }];
    const withDays = (days: string[] | null, usageFrequency: string | null = null) => routine({ nightProducts: [{ ...p("Retinol Serum", 1), days, usageFrequency }], evaluation: { createdAt: null, productMarks: scheduled } });
    expect(isEvaluationStale(withDays(["mon", "wed", "fri"]))).toBe(false);
    expect(isEvaluationStale(withDays(["tue", "thu"]))).toBe(true);
    expect(isEvaluationStale(withDays(null))).toBe(true);
    expect(isEvaluationStale(routine({ nightProducts: [{ ...p("Retinol Serum", 1), usageFrequency: "alternate-nights" }] }))).toBe(true);
    expect(isEvaluationStale(routine({ nightProducts: [{ ...p("Retinol Serum", 1), usageFrequency: "daily-pm" }] }))).toBe(false);
  });

  it("an undone edit is fresh again", () => {
    const edited = routine({ morningProducts: [p("Cleanser", 1), p("Sunscreen SPF 50", 2), p("Toner", 3)] });
    expect(isEvaluationStale(edited)).toBe(true);
    expect(isEvaluationStale({ ...edited, morningProducts: routine().morningProducts })).toBe(false);
  });

  it("no evaluation, or one on its way, is never stale", () => {
    expect(isEvaluationStale(routine({ evaluation: null }))).toBe(false);
    expect(isEvaluationStale(routine({ status: "pending", nightProducts: [] }))).toBe(false);
  });

  it("without marks (older evaluations) it falls back to the timestamps, with a second of slack", () => {
    const old = (updatedAt: string | null) => routine({ updatedAt, evaluation: { createdAt: "2026-01-01T09:00:00.000Z", productMarks: [] } });
    expect(isEvaluationStale(old("2026-01-01T09:00:00.800Z"))).toBe(false);
    expect(isEvaluationStale(old("2026-01-01T09:00:02.000Z"))).toBe(true);
    expect(isEvaluationStale(old(null))).toBe(false);
  });
});
