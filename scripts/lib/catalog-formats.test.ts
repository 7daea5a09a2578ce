import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  categoriesOf,
  cleanText,
  cosingKey,
  detectCatalogFormat,
  productTypeForCategories,
  productTypeForLabel,
  readCatalogCsv,
  readCosingCsv,
  readCsvRecords,
  readOpenBeautyFactsJsonl,
  readOpenBeautyFactsLine,
  splitFunctions,
} from "./catalog-formats";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../tests/fixtures/catalog");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");

describe("readCsvRecords", () => {
  it("numbers records by the physical line they start on, across CRLF and quoted line breaks", () => {
    const text = 'a,b\r\n1,"x\r\ny"\r\n2,z\r\n\r\n3,"p\nq\nr"\n4,s';
    const { records, unterminatedAtLine } = readCsvRecords(text);
    expect(unterminatedAtLine).toBeUndefined();
    expect(records.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, "a"],
      [2, "1"],
      [4, "2"],
      [5, ""],
      [6, "3"],
      [9, "4"],
    ]);
    expect(records[1].cells[1]).toBe("x\r\ny");
  });

  it("reads up to an unterminated quoted field and says where it starts", () => {
    const { records, unterminatedAtLine } = readCsvRecords('a,b\n1,2\n3,"never closed\n4,5\n');
    expect(records.map((r) => r.cells)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(unterminatedAtLine).toBe(3);
  });
});

describe("product type mapping", () => {
  it("maps every label of the shared catalogue", () => {
    expect(productTypeForLabel("Cleanser")).toBe("Cleanser");
    expect(productTypeForLabel("Moisturizer")).toBe("Moisturizer");
    expect(productTypeForLabel("Face Mask")).toBe("Mask");
    expect(productTypeForLabel("Treatment")).toBe("Serum");
    expect(productTypeForLabel("Eye cream")).toBe("Eye Cream");
    expect(productTypeForLabel("Sun protect")).toBe("Sunscreen");
  });

  it("accepts our own type names in any case and rejects unknown labels", () => {
    expect(productTypeForLabel(" spot treatment ")).toBe("Spot Treatment");
    expect(productTypeForLabel("AMPOULE")).toBe("Ampoule");
    expect(productTypeForLabel("Fragrance")).toBeUndefined();
    expect(productTypeForLabel("")).toBeUndefined();
  });

  it("maps Open Beauty Facts categories, most specific step first", () => {
    expect(productTypeForCategories(["en:beauty", "en:face-creams"])).toBe("Moisturizer");
    expect(productTypeForCategories(["en:face-creams", "en:sunscreens"])).toBe("Sunscreen");
    expect(productTypeForCategories(["en:eye-contour-creams"])).toBe("Eye Cream");
    expect(productTypeForCategories(["en:cleansing-oils"])).toBe("Cleanser");
    expect(productTypeForCategories(["Micellar waters"])).toBe("Cleanser");
    expect(productTypeForCategories(["en:sheet-masks"])).toBe("Mask");
    expect(productTypeForCategories(["fr:lotions-toniques", "en:toners"])).toBe("Toner");
    expect(productTypeForCategories(["en:face-serums"])).toBe("Serum");
    expect(productTypeForCategories(["en:facial-mists"])).toBe("Mist");
    expect(productTypeForCategories(["en:face-oils"])).toBe("Oil");
    expect(productTypeForCategories(["en:shampoos"])).toBeUndefined();
    expect(productTypeForCategories([])).toBeUndefined();
  });
});

describe("readCatalogCsv", () => {
  it("classifies the sample rows with their line numbers", () => {
    const rows = readCatalogCsv(fixture("sephora-sample.csv"));
    expect(rows.map((r) => [r.line, r.kind])).toEqual([
      [2, "product"],
      [3, "product"],
      [4, "noList"],
      [5, "broken"],
      [6, "product"],
      [7, "product"],
      [9, "product"],
      [10, "product"],
      [11, "otherType"],
      [12, "noList"],
      [13, "broken"],
    ]);
  });

  it("trims names, keeps quoted commas and unescapes doubled quotes", () => {
    const products = readCatalogCsv(fixture("sephora-sample.csv")).filter((r) => r.kind === "product");
    expect(products.map((p) => (p.kind === "product" ? [p.brand, p.name, p.productType] : []))).toEqual([
      ["Brand A", "Cream, With Comma", "Moisturizer"],
      ["Brand B", 'The "Best" Cleanser', "Cleanser"],
      ["Brand E", "Niacinamide Serum", "Serum"],
      ["Brand F", "Depuffing Eye Cream", "Eye Cream"],
      ["Brand G", "Daily Mineral SPF 50", "Sunscreen"],
      ["BRAND A", "cream, with comma", "Moisturizer"],
    ]);
  });

  it("rejects a file whose header lacks the required columns", () => {
    expect(() => readCatalogCsv("Brand,Name\nA,B\n")).toThrow(/Label.*Ingredients/);
  });

  it("reads an empty file as no rows", () => {
    expect(readCatalogCsv("")).toEqual([]);
  });
});

describe("Open Beauty Facts JSONL", () => {
  it("classifies the sample lines", () => {
    const rows = readOpenBeautyFactsJsonl(fixture("openbeautyfacts-sample.jsonl"));
    expect(rows.map((r) => [r.line, r.kind])).toEqual([
      [1, "product"],
      [2, "product"],
      [3, "product"],
      [4, "otherType"],
      [5, "noList"],
      [6, "broken"],
      [8, "product"],
      [9, "broken"],
      [10, "product"],
    ]);
  });

  it("prefers English names and lists and takes the first brand", () => {
    const row = readOpenBeautyFactsLine(
      JSON.stringify({
        product_name: "Crème",
        product_name_en: "Cream",
        brands: "First Brand, Owner",
        categories: "Face creams",
        ingredients_text: "Eau, Glycérine",
        ingredients_text_en: "Water, Glycerin, Squalane",
      }),
      7,
    );
    expect(row).toEqual({
      kind: "product",
      line: 7,
      brand: "First Brand",
      name: "Cream",
      productType: "Moisturizer",
      ingredients: "Water, Glycerin, Squalane",
    });
  });

  it("reads categories from tags, the hierarchy or the text field", () => {
    expect(categoriesOf({ categories_tags: ["en:a", 3, "en:b"] })).toEqual(["en:a", "en:b"]);
    expect(categoriesOf({ categories_hierarchy: ["en:c"] })).toEqual(["en:c"]);
    expect(categoriesOf({ categories: "Beauty, Face creams" })).toEqual(["Beauty", "Face creams"]);
    expect(categoriesOf({})).toEqual([]);
  });

  it("reports JSON that is not an object", () => {
    expect(readOpenBeautyFactsLine("[1,2]", 3)).toMatchObject({ kind: "broken", line: 3 });
    expect(readOpenBeautyFactsLine("   ", 4)).toBeNull();
  });
});

describe("detectCatalogFormat", () => {
  it("goes by extension, then by content", () => {
    expect(detectCatalogFormat("a.csv", "{")).toBe("csv");
    expect(detectCatalogFormat("a.JSONL", "Label")).toBe("jsonl");
    expect(detectCatalogFormat("dump", '\ufeff {"a":1}')).toBe("jsonl");
    expect(detectCatalogFormat("dump", "Label,Brand")).toBe("csv");
  });
});

describe("CosIng inventory", () => {
  it("finds the header after the preamble and reads multi-line fields and padded values", () => {
    const rows = readCosingCsv(fixture("cosing-sample.csv"));
    expect(rows.map((r) => [r.line, r.kind])).toEqual([
      [5, "entry"],
      [7, "entry"],
      [8, "entry"],
      [9, "noFunctions"],
      [10, "broken"],
      [11, "entry"],
      [12, "entry"],
      [13, "entry"],
    ]);
    expect(rows[0]).toEqual({
      kind: "entry",
      line: 5,
      inci: "abies alba leaf extract",
      name: "ABIES ALBA LEAF EXTRACT",
      functions: ["PERFUMING", "SKIN CONDITIONING"],
    });
    expect(rows[1]).toMatchObject({ inci: "hydrolyzed lupine protein", functions: ["SKIN CONDITIONING", "HUMECTANT"] });
  });

  it("fails clearly without a header row", () => {
    expect(() => readCosingCsv("just,some\ncsv,text\n")).toThrow(/header/);
  });

  it("splits and normalises function lists", () => {
    expect(splitFunctions(" skin conditioning,  HUMECTANT , Humectant,")).toEqual(["SKIN CONDITIONING", "HUMECTANT"]);
    expect(splitFunctions("")).toEqual([]);
  });

  it("keys names by their lowercased, trimmed form", () => {
    expect(cosingKey("  PEG-40   Hydrogenated Castor Oil ")).toBe("peg-40 hydrogenated castor oil");
    expect(cleanText("\tA  b\n")).toBe("A b");
  });
});
