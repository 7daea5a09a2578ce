import { describe, expect, it } from "vitest";
import { joinsSeveralLists } from "./kit";

describe("joinsSeveralLists", () => {
  it("reads the lists of a bundle, a mask medley and a two-step peel as several products", () => {
    expect(joinsSeveralLists("Beste No.9 Jelly Cleanser: Water, Sodium Lauroyl Methyl Isethionate, Glycerin. C-Firma Day Serum: Water, Ascorbic Acid, Glycerin")).toBe(true);
    expect(joinsSeveralLists("Luminizing Black Mask: Water, Polyvinyl Alcohol. Green Tea Oil-Control Mask: Water, Kaolin, Glycerin")).toBe(true);
    expect(joinsSeveralLists("Step One: Water, Alcohol Denat., Glycolic Acid. Step 2: Water, Sodium Bicarbonate, Ascorbic Acid")).toBe(true);
  });

  it("reads one product's list, with its claims and codes, as one", () => {
    expect(joinsSeveralLists("Water, Glycerin, Niacinamide, Phenoxyethanol")).toBe(false);
    expect(joinsSeveralLists("-Glycolic Acid: Reduces the signs of aging. -Salicylic Acid: Reduces pore blockages. Water, Glycolic Acid")).toBe(false);
    expect(joinsSeveralLists("Night Rpr Eye Conc Matrix Division: El (Estee Lauder) Ingredients: Water, Glycerin")).toBe(false);
    expect(joinsSeveralLists("Active Ingredients: Zinc Oxide 10%. Inactive Ingredients: Water, Caprylic/Capric Triglyceride")).toBe(false);
    expect(joinsSeveralLists("")).toBe(false);
    expect(joinsSeveralLists(null)).toBe(false);
  });
});

it("a bulleted claim about two oils is no kit", () => {
  expect(joinsSeveralLists("-Marula Oil: nourishes. -Rosehip Seed Oil: brightens. Water, Glycerin")).toBe(false);
});
