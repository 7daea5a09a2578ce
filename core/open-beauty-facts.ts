/**
 * Open Beauty Facts (https://world.openbeautyfacts.org) answers, read into our catalogue's terms.
 * Pure: the api's client (workers/api/src/lib/catalogue/open-beauty-facts.ts) fetches, this module decides
 * what an answer means and what may be stored. Anything not the expected shape is refused, so a
 * malformed answer stores nothing.
 */
import { canonicalBarcode } from "./barcode";
import type { ProductTypeName } from "./domain";
import { hasRealIngredientList, parseInci } from "./inci";
import { withAnalysis } from "./evaluation/candidate-analysis";
import { categoriesOf, productTypeForCategories } from "./product-types";

export const OBF_LICENCE = "ODbL";
export const OBF_ATTRIBUTION = "Open Beauty Facts contributors, openbeautyfacts.org (Open Database Licence)";
/** Fields asked for: the answers stay small. */
export const OBF_FIELDS = [
  "code",
  "product_name",
  "product_name_en",
  "brands",
  "ingredients_text",
  "ingredients_text_en",
  "image_front_url",
  "image_front_small_url",
  "image_url",
  "categories_tags",
  "categories",
].join(",");

/** Hosts Open Beauty Facts serves product pictures from (also allowed by the pages' img-src). */
export const OBF_IMAGE_ORIGINS = ["https://images.openbeautyfacts.org", "https://static.openbeautyfacts.org"];

export interface ObfProduct {
  barcode: string;
  name: string;
  brand: string;
  /** The label's list as written, or "" when Open Beauty Facts has none. */
  ingredients: string;
  ingredientsMissing: boolean;
  imageUrl: string | null;
  /** Our type from its categories, or null when they name none we know. */
  productType: ProductTypeName | null;
  sourceUrl: string;
}

const text = (value: unknown, max: number): string => (typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, max) : "");

function imageOf(p: Record<string, unknown>): string | null {
  for (const key of ["image_front_url", "image_url", "image_front_small_url"]) {
    const url = text(p[key], 500);
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (OBF_IMAGE_ORIGINS.includes(parsed.origin)) return parsed.toString();
    } catch {
      // not a URL: ignore
    }
  }
  return null;
}

/**
 * One product object of an Open Beauty Facts answer, or null when it lacks a valid barcode or a
 * name (nothing worth storing). Names and brands are capped at 120 characters (our limits), the
 * ingredient list at 5,000; only pictures on Open Beauty Facts' own image hosts are kept.
 */
export function readObfProduct(raw: unknown, siteUrl = "https://world.openbeautyfacts.org"): ObfProduct | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const p = raw as Record<string, unknown>;
  const barcode = canonicalBarcode(text(p.code, 20));
  const name = text(p.product_name_en, 120) || text(p.product_name, 120);
  if (!barcode || !name) return null;
  const brand = text(p.brands, 400).split(",")[0]?.trim().slice(0, 120) ?? "";
  const ingredients = text(p.ingredients_text_en, 5000) || text(p.ingredients_text, 5000);
  const listed = hasRealIngredientList(ingredients) && parseInci(ingredients).ingredients.length >= 2;
  return {
    barcode,
    name,
    brand,
    ingredients: listed ? ingredients : "",
    ingredientsMissing: !listed,
    imageUrl: imageOf(p),
    productType: productTypeForCategories(categoriesOf(p)) ?? null,
    sourceUrl: `${siteUrl.replace(/\/$/, "")}/product/${barcode}`,
  };
}

export type ObfProductAnswer = { kind: "found"; product: ObfProduct } | { kind: "not_found" } | { kind: "malformed"; reason: string };

/** GET /api/v2/product/{code}.json: `{status: 1, product}` found, `{status: 0}` not found. */
export function readObfProductAnswer(body: unknown, siteUrl?: string): ObfProductAnswer {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { kind: "malformed", reason: "not a JSON object" };
  const b = body as Record<string, unknown>;
  if (b.status === 0 || b.status === "0" || b.status === "failure") return { kind: "not_found" };
  if (b.status !== 1 && b.status !== "1" && b.status !== "success") return { kind: "malformed", reason: "no status" };
  const product = readObfProduct(b.product, siteUrl);
  return product ? { kind: "found", product } : { kind: "malformed", reason: "the product has no valid barcode or name" };
}

export type ObfSearchAnswer = { kind: "results"; products: ObfProduct[] } | { kind: "malformed"; reason: string };

/** GET /cgi/search.pl?...&json=1: `{count, products: [...]}`; unusable products are skipped. */
export function readObfSearchAnswer(body: unknown, siteUrl?: string, max = 10): ObfSearchAnswer {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { kind: "malformed", reason: "not a JSON object" };
  const list = (body as Record<string, unknown>).products;
  if (!Array.isArray(list)) return { kind: "malformed", reason: "no products list" };
  const products: ObfProduct[] = [];
  for (const raw of list.slice(0, 50)) {
    const p = readObfProduct(raw, siteUrl);
    if (p && !products.some((q) => q.barcode === p.barcode)) products.push(p);
    if (products.length >= max) break;
  }
  return { kind: "results", products };
}

/** A product of the recent-changes list, with when Open Beauty Facts last changed it. */
export interface ObfChange {
  /** null when the row is not worth storing (no valid barcode or name). */
  product: ObfProduct | null;
  /** last_modified_t: seconds since the epoch. */
  modifiedAt: number;
}

export type ObfChangesAnswer = { kind: "changes"; changes: ObfChange[] } | { kind: "malformed"; reason: string };

/**
 * GET /api/v2/search?sort_by=last_modified_t&fields=...,last_modified_t: `{count, page, products}`,
 * newest change first. A row without a numeric last_modified_t makes the page malformed: without
 * it the sync could not tell where it has got to.
 */
export function readObfChangesAnswer(body: unknown, siteUrl?: string): ObfChangesAnswer {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { kind: "malformed", reason: "not a JSON object" };
  const list = (body as Record<string, unknown>).products;
  if (!Array.isArray(list)) return { kind: "malformed", reason: "no products list" };
  const changes: ObfChange[] = [];
  for (const raw of list) {
    const modifiedAt = raw && typeof raw === "object" ? Number((raw as Record<string, unknown>).last_modified_t) : NaN;
    if (!Number.isSafeInteger(modifiedAt) || modifiedAt < 0) return { kind: "malformed", reason: "a product without last_modified_t" };
    changes.push({ product: readObfProduct(raw, siteUrl), modifiedAt });
  }
  return { kind: "changes", changes };
}

/**
 * Whether the daily sync stores a changed product: a skincare step we can name and a real
 * ingredient list (a row without one would be a product the analysis cannot read).
 */
export function syncable(p: ObfProduct | null): p is ObfProduct & { productType: ProductTypeName } {
  return p !== null && p.productType !== null && !p.ingredientsMissing;
}

/** Catalogue columns for a product found on Open Beauty Facts (its type must be known). */
export function catalogRowFromObf(p: ObfProduct & { productType: ProductTypeName }) {
  return withAnalysis({
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredients: p.ingredients,
    // Same as every product creation: canonical keys from the INCI parser and knowledge base.
    ingredientKeys: parseInci(p.ingredients).ingredients.map((i) => i.key),
    imageUrl: p.imageUrl,
    barcode: p.barcode,
    source: "openbeautyfacts" as const,
    licence: OBF_LICENCE,
    attribution: OBF_ATTRIBUTION,
    sourceUrl: p.sourceUrl,
    ingredientsMissing: p.ingredientsMissing,
    status: "approved" as const,
  });
}
