/**
 * The products the evaluation engine may recommend (approved ones), as the queue consumer reads
 * them: cached in the memory of the isolate that read them, for ten minutes. Each isolate has its
 * own copy, so a change to the catalogue reaches the others' evaluations within those ten minutes.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { products } from "@db/schema";
import type { CatalogCandidate } from "@core/evaluation/types";

const CATALOG_TTL_MS = 10 * 60 * 1000;
let catalogCache: { at: number; items: CatalogCandidate[] } | null = null;

/** Approved products the engine may recommend, from this isolate's cache when it is under ten minutes old. */
export async function recommendationCatalog(db: Database): Promise<CatalogCandidate[]> {
  if (catalogCache && Date.now() - catalogCache.at < CATALOG_TTL_MS) return catalogCache.items;
  const items = await db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      productType: products.productType,
      ingredientKeys: products.ingredientKeys,
      // Stored with the product so the first evaluation of an isolate does not analyse each one (ADR 0050).
      analysis: products.analysis,
    })
    .from(products)
    .where(eq(products.status, "approved"))
    .orderBy(asc(products.id));
  catalogCache = { at: Date.now(), items };
  return items;
}

/**
 * Forgets the cached catalogue of THIS isolate only (the one that changed a product): other
 * isolates keep theirs until it is ten minutes old.
 */
export function clearThisIsolatesCatalogCache() {
  catalogCache = null;
}
