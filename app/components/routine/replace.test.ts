import { describe, expect, it } from "vitest";
import type { ProductMark } from "@core/evaluation/types";
import { swapRecommendation as rec } from "./__fixtures__/recommendations";
import { MARK_LABELS, MARK_MEANINGS, markRoutine, productMark, swapRoutine } from "./replace";

describe("replace flow", () => {
  it("goes to the morning list when the timing says morning, else night", () => {
    expect(swapRoutine(rec())).toBe("morning");
    expect(swapRoutine(rec({ timing: "Morning routine" }))).toBe("morning");
    expect(swapRoutine(rec({ timing: "night, after cleansing" }))).toBe("night");
    expect(swapRoutine(rec({ timing: "" }))).toBe("night");
  });
});

describe("KEEP and REPLACE", () => {
  const marks: ProductMark[] = [
    { routine: "morning", position: 1, name: "Cleanser", mark: "KEEP" },
    { routine: "night", position: 2, name: "Toner", mark: "REPLACE", reason: "Contains Triethanolamine (sensitising)." },
  ];

  it("reads the evaluation's marks by routine and position", () => {
    expect(productMark(marks, [], "night", 2, "Toner")).toEqual({ mark: "REPLACE", reason: "Contains Triethanolamine (sensitising)." });
    expect(productMark(marks, [], "morning", 1, "Cleanser").mark).toBe("KEEP");
    const care: ProductMark = { routine: "night", position: 1, name: "Peel", mark: "CARE", reason: "Benzoyl peroxide with an AHA in the same routine (night): ..." };
    expect(productMark([care], [], "night", 1, "Peel")).toEqual({ mark: "CARE", reason: care.reason });
    expect(MARK_LABELS.CARE).toBe("USE WITH CARE");
    expect(MARK_MEANINGS.CARE).toMatch(/keep it, but follow the warning/);
  });

  it("without a mark: REPLACE when a swap names the product, else KEEP", () => {
    expect(productMark([], [rec()], "morning", 3, "anthelios").mark).toBe("REPLACE");
    expect(productMark([], [rec({ type: "add", replaces: null })], "morning", 3, "Anthelios").mark).toBe("KEEP");
  });

  it("marks a routine in stored order", () => {
    const products = [
      { id: "2", productId: null, name: "Toner", brand: "", imageUrl: null, productType: "Toner", ingredients: "", order: 2 },
      { id: "1", productId: null, name: "Wash", brand: "", imageUrl: null, productType: "Cleanser", ingredients: "", order: 1 },
    ];
    expect(markRoutine(products, marks, [], "night").map((r) => [r.product.name, r.mark])).toEqual([
      ["Wash", "KEEP"],
      ["Toner", "REPLACE"],
    ]);
  });
});
