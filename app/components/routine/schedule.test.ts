import { describe, expect, it } from "vitest";
import type { Insight, Recommendation } from "@core/evaluation/types";
import { applySchedulePayload, currentAdvice, firstActions, isScheduleApplied, scheduleText } from "./schedule";
import type { StackProduct, RoutineView } from "./routine-view";
import { WEEKDAYS } from "@core/domain";
import { translator } from "@core/i18n/catalogues";

const en = translator("en");
const de = translator("de");

const product = (id: string, name: string, order: number, extra: Partial<StackProduct> = {}): StackProduct => ({
  id,
  productId: null,
  name,
  brand: "B",
  imageUrl: null,
  productType: "Serum",
  ingredients: "Aqua",
  order,
  ...extra,
});

const routine: Pick<RoutineView, "name" | "goal" | "morningProducts" | "nightProducts"> = {
  name: "Mine",
  goal: "acne-care",
  morningProducts: [product("m1", "Cleanser", 1)],
  nightProducts: [product("n1", "Cleanser", 1), product("n2", "Adapalene Gel", 2), product("n3", "BHA Liquid", 3, { usageFrequency: "daily-pm" })],
};

const schedule = [
  { product: "Adapalene Gel", routine: "night" as const, days: ["fri", "mon", "wed"] as ("mon" | "wed" | "fri")[] },
  { product: "BHA Liquid", routine: "night" as const, days: ["tue", "sat"] as ("tue" | "sat")[] },
];

const warning = (title: string, extra: Partial<Insight> = {}): Insight => ({ type: "warning", title, description: `${title}. More text.`, ...extra });

describe("weekly schedules", () => {
  it("reads as days per product", () => {
    expect(scheduleText(en, schedule)).toBe("Adapalene Gel Mon/Wed/Fri (night), BHA Liquid Tue/Sat (night)");
    expect(scheduleText(de, schedule)).toBe("Adapalene Gel Mo/Mi/Fr (abends), BHA Liquid Di/Sa (abends)");
  });

  it("sets the named products' days and frequency and leaves the rest and the order alone", () => {
    const body = applySchedulePayload(routine, schedule);
    expect(body.morningProducts).toEqual([expect.objectContaining({ name: "Cleanser", order: 1 })]);
    expect(body.morningProducts[0]).not.toHaveProperty("days");
    expect(body.nightProducts.map((p) => [p.name, p.order, p.usageFrequency ?? null, p.days ?? null])).toEqual([
      ["Cleanser", 1, null, null],
      ["Adapalene Gel", 2, "3x-week", ["mon", "wed", "fri"]],
      ["BHA Liquid", 3, "2x-week", ["tue", "sat"]],
    ]);
    expect(isScheduleApplied(routine, schedule)).toBe(false);
    const applied = {
      ...routine,
      nightProducts: routine.nightProducts.map((p) => ({ ...p, days: body.nightProducts.find((b) => b.name === p.name)?.days ?? null })),
    };
    expect(isScheduleApplied(applied, schedule)).toBe(true);
  });
});

describe("advice after an edit", () => {
  it("sets apart findings about a product that was removed", () => {
    const insights = [warning("Adapalene and BHA together", { products: ["Adapalene Gel", "Old Toner"] }), warning("No sunscreen")];
    const recommendations: Recommendation[] = [
      { type: "swap", name: "Gentle Toner", brand: "X", replaces: "Old Toner", reason: "", keyIngredients: [], timing: "Night", productId: "p", imageUrl: null, productType: "Toner" },
    ];
    const advice = currentAdvice(routine, { insights, recommendations });
    expect(advice.insights.map((i) => i.title)).toEqual(["No sunscreen"]);
    expect(advice.outdated.map((i) => i.title)).toEqual(["Adapalene and BHA together"]);
    expect(advice.recommendations).toEqual(recommendations);
  });
});

describe("the three things to do first", () => {
  it("puts high-severity warnings first, never a success, each with one action", () => {
    const insights: Insight[] = [
      { type: "success", title: "Good cleanser", description: "Fine." },
      { type: "info", title: "Note", description: "Consider a toner. It helps." },
      warning("Low one", { severity: "low" }),
      warning("Conflict", { severity: "high", schedule }),
      warning("Harsh cleanser", { severity: "high", penalty: 2, products: ["Cleanser"] }),
      warning("Medium with action", { severity: "medium", action: "Move it to the morning. Then wait." }),
    ];
    const recommendations: Recommendation[] = [
      { type: "swap", name: "Soft Cleanser", brand: "Y", replaces: "Cleanser", reason: "", keyIngredients: [], timing: "Morning", productId: "q", imageUrl: null, productType: "Cleanser" },
    ];
    expect(firstActions(insights, recommendations, en).map((a) => [a.insight.title, a.action])).toEqual([
      ["Harsh cleanser", "Swap Cleanser for Soft Cleanser by Y."],
      ["Conflict", "Use Adapalene Gel Mon/Wed/Fri (night), BHA Liquid Tue/Sat (night)."],
      ["Medium with action", "Move it to the morning."],
    ]);
    expect(firstActions(insights, recommendations, de).map((a) => a.action).slice(0, 2)).toEqual([
      "Ersetzen Sie Cleanser durch Soft Cleanser von Y.",
      "Verwenden Sie Adapalene Gel Mo/Mi/Fr (abends), BHA Liquid Di/Sa (abends).",
    ]);
  });
});

describe("the analysis text after an edit", () => {
  it("drops the sentences about a removed product", async () => {
    const { removedProductNames, withoutRemoved } = await import("./schedule");
    const removed = removedProductNames(routine, [{ name: "Cleanser" }, { name: "Old Toner" }]);
    expect(removed).toEqual(["Old Toner"]);
    expect(withoutRemoved("Use Old Toner at night. Keep the Cleanser.\nOld Toner dries.", removed)).toBe("Keep the Cleanser.");
  });

  it("moves a product the schedule puts in the other routine to its step there, daily without chosen days", () => {
    const split = {
      name: "Acne",
      morningProducts: [product("m1", "Cleanser", 1, { productType: "Cleanser" }), product("m2", "Cream", 2, { productType: "Moisturizer" }), product("m3", "SPF 50", 3, { productType: "Sunscreen" })],
      nightProducts: [product("n1", "Cleanser", 1, { productType: "Cleanser" }), product("n2", "Tretinoin Cream", 2), product("n3", "BPO Gel", 3, { productType: "Spot Treatment" }), product("n4", "Cream", 4, { productType: "Moisturizer" })],
    };
    const week = [
      { product: "BPO Gel", routine: "morning" as const, days: [...WEEKDAYS] },
      { product: "Tretinoin Cream", routine: "night" as const, days: [...WEEKDAYS] },
    ];
    // Before: the gel is used every day, but at night, so the schedule is not followed yet.
    expect(isScheduleApplied(split, week)).toBe(false);
    const body = applySchedulePayload(split, week);
    expect(body.morningProducts.map((p) => [p.name, p.order, p.usageFrequency ?? null, p.days ?? null])).toEqual([
      ["Cleanser", 1, null, null],
      ["BPO Gel", 2, "daily-am", null],
      ["Cream", 3, null, null],
      ["SPF 50", 4, null, null],
    ]);
    expect(body.nightProducts.map((p) => [p.name, p.order])).toEqual([
      ["Cleanser", 1],
      ["Tretinoin Cream", 2],
      ["Cream", 3],
    ]);
    const after = {
      ...split,
      morningProducts: body.morningProducts.map((p, i) => product(`a${i}`, p.name, p.order, { productType: p.productType, usageFrequency: p.usageFrequency })),
      nightProducts: body.nightProducts.map((p, i) => product(`b${i}`, p.name, p.order, { productType: p.productType, usageFrequency: p.usageFrequency })),
    };
    expect(isScheduleApplied(after, week)).toBe(true);
  });
});

