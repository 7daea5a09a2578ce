import { describe, expect, it } from "vitest";
import { checkBarcode } from "../../../core/barcode";
import { PRODUCT_TYPES } from "../../../core/domain";
import { parseInci } from "../../../core/inci";
import { CATALOG_PRODUCTS, SHIPPED_PRODUCTS, SOURCED_PRODUCTS, catalogueKey, catalogueRow } from "../products";
import { DERMO_AND_DRUGSTORE } from "./dermo-and-drugstore";
import { K_BEAUTY_AND_INDIE } from "./k-beauty-and-indie";
import type { SourcedProduct } from "./types";

const label = (p: SourcedProduct) => `${p.brand} ${p.name}`;
const isWebPage = (url: string) => {
  try {
    return ["https:", "http:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

describe("sourced catalogue rows", () => {
  it("reads every sourced file", () => {
    expect(SOURCED_PRODUCTS.length).toBe(K_BEAUTY_AND_INDIE.length + DERMO_AND_DRUGSTORE.length);
  });

  it("cites a web page (as the stored copy gives its address) for every list, and for every barcode read elsewhere", () => {
    expect(SOURCED_PRODUCTS.filter((p) => !isWebPage(p.source)).map(label)).toEqual([]);
    expect(SOURCED_PRODUCTS.filter((p) => p.barcodeSource !== undefined && !isWebPage(p.barcodeSource)).map(label)).toEqual([]);
    expect(SOURCED_PRODUCTS.filter((p) => p.barcodeSource !== undefined && p.barcode === undefined).map(label)).toEqual([]);
  });

  it("uses only the product types of the domain", () => {
    const names = new Set<string>(PRODUCT_TYPES.map((t) => t.name));
    expect(SOURCED_PRODUCTS.filter((p) => !names.has(p.productType)).map(label)).toEqual([]);
  });

  it("has trimmed brands and names and lists that parse to at least 5 ingredients, separated by \", \"", () => {
    for (const p of SOURCED_PRODUCTS) {
      expect(p.brand.trim(), label(p)).toBe(p.brand);
      expect(p.name.trim(), label(p)).toBe(p.name);
      expect(p.name.length, label(p)).toBeGreaterThan(0);
      expect(parseInci(p.ingredients).ingredients.length, label(p)).toBeGreaterThanOrEqual(5);
      expect(p.ingredients, label(p)).not.toMatch(/\s,|,(?! |\d)|;|\n/);
    }
  });

  it("gives only barcodes that pass the GS1 check digit, each once", () => {
    const codes = SOURCED_PRODUCTS.flatMap((p) => (p.barcode === undefined ? [] : [p.barcode]));
    for (const code of codes) expect(checkBarcode(code), code).toMatchObject({ ok: true });
    expect(codes.every((code) => /^\d+$/.test(code))).toBe(true);
    const canonical = codes.map((code) => (checkBarcode(code) as { code: string }).code);
    expect(new Set(canonical).size).toBe(canonical.length);
  });

  it("names no brand and product twice across the sourced files", () => {
    const seen = new Set<string>();
    const twice = SOURCED_PRODUCTS.map(catalogueKey).filter((key) => seen.has(key) || !seen.add(key));
    expect(twice).toEqual([]);
  });
});

describe("the shipped catalogue", () => {
  it("holds every sourced row and the hand-written rows they do not replace, each brand and name once", () => {
    const keys = SHIPPED_PRODUCTS.map(catalogueKey);
    expect(new Set(keys).size).toBe(keys.length);
    const replaced = CATALOG_PRODUCTS.filter((p) => SOURCED_PRODUCTS.some((s) => catalogueKey(s) === catalogueKey(p))).length;
    expect(SHIPPED_PRODUCTS.length).toBe(SOURCED_PRODUCTS.length + CATALOG_PRODUCTS.length - replaced);
  });

  it("seeds a sourced row with its page and its barcode in stored form, and a hand-written one with neither", () => {
    const sourced = SHIPPED_PRODUCTS.find((p) => p.sourceUrl !== null);
    expect(sourced).toBeDefined();
    const row = catalogueRow(sourced!);
    expect(row).toMatchObject({ source: "catalog", status: "approved", sourceUrl: sourced!.sourceUrl });
    expect(row.ingredientKeys.length).toBeGreaterThanOrEqual(5);
    const barcoded = SHIPPED_PRODUCTS.find((p) => p.barcode !== null);
    if (barcoded) {
      const original = SOURCED_PRODUCTS.find((p) => catalogueKey(p) === catalogueKey(barcoded))!;
      expect(catalogueRow(barcoded).barcode).toBe((checkBarcode(original.barcode!) as { code: string }).code);
    }
    const handWritten = SHIPPED_PRODUCTS.find((p) => p.sourceUrl === null)!;
    expect(catalogueRow(handWritten)).toMatchObject({ sourceUrl: null, barcode: null, licence: null });
  });

  it("keeps Open Beauty Facts' licence and attribution on rows read from it", () => {
    const fromObf = { ...SHIPPED_PRODUCTS[0], sourceUrl: "https://world.openbeautyfacts.org/product/8809416470009" };
    expect(catalogueRow(fromObf)).toMatchObject({ licence: "ODbL", attribution: expect.stringMatching(/Open Beauty Facts/) });
    const fromBrand = { ...SHIPPED_PRODUCTS[0], sourceUrl: "https://www.example.com/openbeautyfacts.org/" };
    expect(catalogueRow(fromBrand)).toMatchObject({ licence: null, attribution: null });
  });
});
