import { describe, expect, it } from "vitest";
import { NON_TREATMENT_TYPES, contactFactor, isRinseOff, productTypeForCategories, splitBrandAndName, suggestProductType } from "./product-types";

describe("product types", () => {
  it("classes each type as rinse-off or leave-on, with the share of actives that reaches the skin", () => {
    expect(isRinseOff("Cleanser")).toBe(true);
    expect(isRinseOff("Mask")).toBe(false);
    expect(isRinseOff("Serum")).toBe(false);
    expect(isRinseOff(null)).toBe(false);
    expect(contactFactor("Cleanser")).toBe(0.4);
    expect(contactFactor("Mask")).toBe(0.7);
    expect(contactFactor("Moisturizer")).toBe(1);
    expect(contactFactor(null)).toBe(1);
  });

  it("counts a mask slept in as leave-on, a wash-off mask as a few minutes' contact", () => {
    expect(contactFactor("Mask", "Watermelon Sleeping Mask")).toBe(1);
    expect(contactFactor("Mask", "Firming Overnight Mask")).toBe(1);
    expect(contactFactor("Mask", "Lip Night Mask")).toBe(1);
    expect(contactFactor("Mask", "Purifying Clay Mask")).toBe(0.7);
    expect(contactFactor("Moisturizer", "Night Cream")).toBe(1);
  });

  it("never counts a rinse-off product or a sunscreen as a treatment", () => {
    expect([...NON_TREATMENT_TYPES].sort()).toEqual(["Cleanser", "Sunscreen"]);
  });

  it("maps Open Beauty Facts categories, specific steps first", () => {
    expect(productTypeForCategories(["en:face-creams"])).toBe("Moisturizer");
    expect(productTypeForCategories(["en:sun-creams", "en:face-creams"])).toBe("Sunscreen");
    expect(productTypeForCategories(["en:shampoos"])).toBeUndefined();
    expect(productTypeForCategories([])).toBeUndefined();
  });

  it("suggests a type from a product name", () => {
    expect(suggestProductType("Hydrating Facial Cleanser")).toBe("Cleanser");
    expect(suggestProductType("C-Firma Day Serum")).toBe("Serum");
    expect(suggestProductType("Protini Polypeptide")).toBeUndefined();
  });

  it("splits a typed search into brand and name using the brands of the results", () => {
    expect(splitBrandAndName("drunk elephant c-firma", ["Drunk Elephant", "CeraVe"])).toEqual({ brand: "Drunk Elephant", name: "c-firma" });
    expect(splitBrandAndName("c-firma  drunk elephant", ["Drunk Elephant"])).toEqual({ brand: "Drunk Elephant", name: "c-firma" });
    expect(splitBrandAndName("estee lauder night", ["Estée Lauder"])).toEqual({ brand: "Estée Lauder", name: "night" });
    expect(splitBrandAndName("c-firma", ["CeraVe"])).toEqual({ brand: "", name: "c-firma" });
  });
});
