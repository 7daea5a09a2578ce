import { describe, expect, it } from "vitest";
import { PRODUCT_TYPES } from "../../core/domain";
import { parseInci } from "../../core/inci";
import { CATALOG_PRODUCTS, ingredientKeysOf } from "./products";

describe("curated product catalogue", () => {
  it("holds at least 150 products", () => {
    expect(CATALOG_PRODUCTS.length).toBeGreaterThanOrEqual(150);
  });

  it("covers every product type with at least 5 products, and more for the main steps", () => {
    const counts = new Map<string, number>();
    for (const p of CATALOG_PRODUCTS) counts.set(p.productType, (counts.get(p.productType) ?? 0) + 1);
    for (const type of PRODUCT_TYPES) expect(counts.get(type.name) ?? 0, type.name).toBeGreaterThanOrEqual(5);
    for (const main of ["Cleanser", "Serum", "Moisturizer", "Sunscreen"]) {
      expect(counts.get(main) ?? 0, main).toBeGreaterThanOrEqual(10);
    }
  });

  it("uses only the product types of the domain", () => {
    const names = new Set<string>(PRODUCT_TYPES.map((t) => t.name));
    for (const p of CATALOG_PRODUCTS) expect(names.has(p.productType), `${p.brand} ${p.name}`).toBe(true);
  });

  it("has no duplicate brand + name (case-insensitive, as the unique index sees them)", () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const p of CATALOG_PRODUCTS) {
      const key = `${p.brand.toLowerCase()}|${p.name.toLowerCase()}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
  });

  it("has trimmed, non-empty brands and names and no image URLs", () => {
    for (const p of CATALOG_PRODUCTS) {
      expect(p.brand.trim()).toBe(p.brand);
      expect(p.name.trim()).toBe(p.name);
      expect(p.brand.length).toBeGreaterThan(0);
      expect(p.name.length).toBeGreaterThan(0);
      expect(Object.keys(p).sort()).toEqual(["brand", "ingredients", "name", "productType"]);
    }
  });

  it("gives every product a list that parses to at least 5 ingredients", () => {
    const short = CATALOG_PRODUCTS.filter((p) => parseInci(p.ingredients).ingredients.length < 5).map(
      (p) => `${p.brand} ${p.name}`,
    );
    expect(short).toEqual([]);
  });

  it("computes ingredient keys in list order", () => {
    const cerave = CATALOG_PRODUCTS.find((p) => p.brand === "CeraVe" && p.name === "Hydrating Facial Cleanser");
    expect(cerave).toBeDefined();
    const keys = ingredientKeysOf(cerave!.ingredients);
    expect(keys[0]).toBe("water");
    expect(keys).toContain("ceramide np");
    expect(keys.indexOf("glycerin")).toBeLessThan(keys.indexOf("ceramide np"));
  });
});
