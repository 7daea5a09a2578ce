import { describe, expect, it } from "vitest";
import { catalogRowFromObf, readObfChangesAnswer, readObfProduct, readObfProductAnswer, readObfSearchAnswer, syncable } from "./open-beauty-facts";

// The shape of a real answer of GET /api/v2/product/{code}.json (fields trimmed to what we ask for).
const FACE_CREAM = {
  code: "4005900036650",
  product_name: "Soft Crème hydratante",
  product_name_en: "Soft moisturising cream",
  brands: "Nivea, Beiersdorf",
  categories_tags: ["en:body-and-face-care", "en:face-creams"],
  ingredients_text_en: "Aqua, Glycerin, Myristyl Alcohol, Paraffinum Liquidum, Butyrospermum Parkii Butter, Parfum",
  image_front_url: "https://images.openbeautyfacts.org/images/products/400/590/003/6650/front_en.9.400.jpg",
};

describe("Open Beauty Facts answers", () => {
  it("reads a found product into catalogue terms, type from its categories", () => {
    const answer = readObfProductAnswer({ code: FACE_CREAM.code, status: 1, status_verbose: "product found", product: FACE_CREAM });
    expect(answer).toMatchObject({
      kind: "found",
      product: { barcode: "4005900036650", name: "Soft moisturising cream", brand: "Nivea", productType: "Moisturizer", ingredientsMissing: false },
    });
    if (answer.kind !== "found" || !answer.product.productType) throw new Error("expected a typed product");
    const row = catalogRowFromObf({ ...answer.product, productType: answer.product.productType });
    expect(row).toMatchObject({ source: "openbeautyfacts", licence: "ODbL", status: "approved", barcode: "4005900036650" });
    expect(row.ingredientKeys).toContain("glycerin");
    expect(row.attribution).toMatch(/Open Beauty Facts/);
    expect(row.sourceUrl).toBe("https://world.openbeautyfacts.org/product/4005900036650");
  });

  it("marks products without an ingredient list and leaves unknown types to the user", () => {
    const p = readObfProduct({ code: "3600523614455", product_name: "Shampoo", categories_tags: ["en:shampoos"], ingredients_text: "" });
    expect(p).toMatchObject({ ingredientsMissing: true, ingredients: "", productType: null, imageUrl: null });
  });

  it("refuses malformed answers and unusable products, and pictures from other hosts", () => {
    expect(readObfProductAnswer("<html>")).toMatchObject({ kind: "malformed" });
    expect(readObfProductAnswer({ status: 0, status_verbose: "product not found" })).toEqual({ kind: "not_found" });
    expect(readObfProductAnswer({ status: 1, product: { code: "123", product_name: "X" } })).toMatchObject({ kind: "malformed" });
    expect(readObfSearchAnswer({ products: "nope" })).toMatchObject({ kind: "malformed" });
    expect(readObfProduct({ ...FACE_CREAM, image_front_url: "https://evil.example/x.jpg", image_url: "javascript:alert(1)" })?.imageUrl).toBeNull();
    const search = readObfSearchAnswer({ count: 3, products: [FACE_CREAM, { code: "bad" }, FACE_CREAM, 42] });
    expect(search).toMatchObject({ kind: "results", products: [{ barcode: "4005900036650" }] });
  });

  it("caps names and lists at our limits", () => {
    const p = readObfProduct({ ...FACE_CREAM, product_name_en: "N".repeat(500), ingredients_text_en: "Aqua, ".repeat(2000) });
    expect(p?.name).toHaveLength(120);
    expect(p?.ingredients.length).toBeLessThanOrEqual(5000);
  });
});

describe("Open Beauty Facts' recent changes (the daily sync)", () => {
  const row = { code: "4005900036650", product_name: "Soft", brands: "Nivea", categories_tags: ["en:face-creams"], ingredients_text: "Aqua, Glycerin, Parfum" };

  it("reads each product with its modification time and keeps only skincare rows with a list", () => {
    const read = readObfChangesAnswer({ products: [{ ...row, last_modified_t: 1795745820 }, { ...row, code: "123", last_modified_t: "1795745000" }, { ...row, code: "4005900036643", ingredients_text: "", last_modified_t: 1 }] });
    expect(read.kind).toBe("changes");
    if (read.kind !== "changes") return;
    expect(read.changes.map((c) => c.modifiedAt)).toEqual([1795745820, 1795745000, 1]);
    expect(read.changes.map((c) => syncable(c.product))).toEqual([true, false, false]);
  });

  it("refuses a page with a row it cannot place in time", () => {
    expect(readObfChangesAnswer({ products: [row] })).toEqual({ kind: "malformed", reason: "a product without last_modified_t" });
    expect(readObfChangesAnswer({ count: 3 }).kind).toBe("malformed");
    expect(readObfChangesAnswer("<html>").kind).toBe("malformed");
  });
});
