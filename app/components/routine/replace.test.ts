import { describe, expect, it } from "vitest";
import type { ProductMark } from "@core/evaluation/types";
import { swapRecommendation as rec } from "./__fixtures__/recommendations";
import { translator } from "@core/i18n/catalogues";
import { MARK_LABELS, MARK_MEANINGS, markRoutine, productMark, swapRoutine } from "./replace";

const en = translator("en");

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
    expect(productMark(marks, [], "night", 2, "Toner", en)).toEqual({ mark: "REPLACE", reason: "Contains Triethanolamine (sensitising)." });
    expect(productMark(marks, [], "morning", 1, "Cleanser", en).mark).toBe("KEEP");
    const care: ProductMark = { routine: "night", position: 1, name: "Peel", mark: "CARE", reason: "Benzoyl peroxide with an AHA in the same routine (night): ..." };
    expect(productMark([care], [], "night", 1, "Peel", en)).toEqual({ mark: "CARE", reason: care.reason });
    expect(MARK_LABELS.CARE).toBe("USE WITH CARE");
    expect(MARK_MEANINGS.CARE).toMatch(/keep it, but follow the warning/);
  });

  it("without a mark: REPLACE when a swap names the product, else KEEP", () => {
    expect(productMark([], [rec()], "morning", 3, "anthelios", en).mark).toBe("REPLACE");
    expect(productMark([], [rec({ type: "add", replaces: null })], "morning", 3, "Anthelios", en).mark).toBe("KEEP");
  });

  it("says why and how often in the reader's language (product names as they are)", () => {
    const de = translator("de");
    const swap = rec({ name: "Soft Cleanser", brand: "Y", replaces: "Harsh Wash" });
    expect(productMark([], [swap], "morning", 1, "Harsh Wash", en).reason).toBe("Swap suggested: Soft Cleanser by Y.");
    expect(productMark([], [swap], "morning", 1, "Harsh Wash", de).reason).toBe("Vorgeschlagener Ersatz: Soft Cleanser von Y.");
    expect(productMark([], [{ ...swap, brand: "" }], "morning", 1, "Harsh Wash", en).reason).toBe("Swap suggested: Soft Cleanser.");
    const scheduled: ProductMark = { routine: "night", position: 1, name: "Retinol", mark: "CARE", days: ["wed", "mon", "fri"] };
    expect(productMark([scheduled], [], "night", 1, "Retinol", en).usage).toBe("On Mon/Wed/Fri");
    expect(productMark([scheduled], [], "night", 1, "Retinol", de).usage).toBe("Am Mo/Mi/Fr");
  });

  it("marks a routine in stored order", () => {
    const products = [
      { id: "2", productId: null, name: "Toner", brand: "", imageUrl: null, productType: "Toner", ingredients: "", order: 2 },
      { id: "1", productId: null, name: "Wash", brand: "", imageUrl: null, productType: "Cleanser", ingredients: "", order: 1 },
    ];
    expect(markRoutine(products, marks, [], "night", en).map((r) => [r.product.name, r.mark])).toEqual([
      ["Wash", "KEEP"],
      ["Toner", "REPLACE"],
    ]);
  });
});
