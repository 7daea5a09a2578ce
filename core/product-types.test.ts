import { describe, expect, it } from "vitest";
import { productTypeForCategories, splitBrandAndName, suggestProductType } from "./product-types";

describe("product types", () => {
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
