/**
 * The shared view shows how often each product is used: the frequencies and days the evaluation
 * behind its scores used (its marks carry them), also to people who never get the owner's entries.
 */
import { renderRoutineEvaluation } from "~/utils/evaluation-text";
import { describe, expect, it } from "vitest";
import { evaluate } from "@core/evaluation";
import { usageText } from "@core/schedule";
import { CATALOG_PRODUCTS } from "../../../drizzle/seed/products";
import { translator } from "@core/i18n/catalogues";
import { markRoutine } from "./replace";
import { parseRoutine } from "./routine-view";

const P = (name: string) => {
  const p = CATALOG_PRODUCTS.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not in the catalogue`);
  return { name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients };
};

describe("how often each product is used, as the evaluation used it", () => {
  it("reads every frequency and days in words; every day says nothing", () => {
    expect(usageText({ usageFrequency: "alternate-nights" })).toBe("Alternate nights");
    expect(usageText({ usageFrequency: "2x-week" })).toBe("2 times a week");
    expect(usageText({ days: ["fri", "mon", "wed"] })).toBe("On Mon/Wed/Fri");
    expect(usageText({ usageFrequency: "daily-pm" })).toBeNull();
    expect(usageText({})).toBeNull();
  });

  it("the shared view's marks name each product's frequency or days, though its products do not", () => {
    const night = [
      P("Hydrating Facial Cleanser"),
      { ...P("Adapalene Gel 0.1% Acne Treatment"), days: ["mon" as const, "wed" as const, "fri" as const] },
      { ...P("Skin Perfecting 2% BHA Liquid Exfoliant"), usageFrequency: "2x-week" as const },
      P("Moisturizing Cream"),
    ];
    // The shared view is evaluated without the profile, with the routine's frequencies and days.
    const shared = evaluate({ goal: "acne-care", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [], nightProducts: night });
    // What others get: products without usageFrequency or days, the shared view's marks (through the page's parser).
    const routine = parseRoutine({
      id: "s1",
      name: "R",
      status: "evaluated",
      morningProducts: [],
      nightProducts: night.map((p, i) => ({ id: `p${i}`, name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients, order: i + 1 })),
      evaluation: { ...shared, id: "e1", createdAt: "2026-11-27T00:00:00.000Z" },
    });
    if (!routine) throw new Error("the stack did not parse");
    expect(routine.nightProducts.every((p) => p.usageFrequency === null && p.days === null)).toBe(true);
    const rows = markRoutine(routine.nightProducts, routine.evaluation ? renderRoutineEvaluation(routine.evaluation, "en").productMarks : [], [], "night", translator("en"));
    expect(rows.map((r) => r.usage ?? "every day")).toEqual(["every day", "On Mon/Wed/Fri", "2 times a week", "every day"]);
  });
});
