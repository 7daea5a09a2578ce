/**
 * The shipped catalogue of real products (drizzle/seed/products.ts: 152 widely sold products with
 * their published ingredient lists, written for this project) for the engine's tests, in the shape
 * the queue consumer hands the engine (workers/api/src/queue/consumer.ts: no suitability, no rank).
 */
import { CATALOG_PRODUCTS, ingredientKeysOf } from "../../../drizzle/seed/products";
import type { CatalogCandidate, RoutineProductInput } from "../types";

let candidates: CatalogCandidate[] | null = null;

/** Every product of the shipped catalogue as a recommendation candidate (one array, reused). */
export function catalogue(): CatalogCandidate[] {
  candidates ??= CATALOG_PRODUCTS.map((p, i) => ({
    id: `catalog-${i}`,
    name: p.name,
    brand: p.brand,
    productType: p.productType,
    ingredientKeys: ingredientKeysOf(p.ingredients),
  }));
  return candidates;
}

const entry = (p: (typeof CATALOG_PRODUCTS)[number]): RoutineProductInput => ({
  name: p.name,
  brand: p.brand,
  productType: p.productType,
  ingredients: p.ingredients,
});

/** A deterministic sample of the shipped products (every k-th) as routine entries. */
export function sampleProducts(count: number): RoutineProductInput[] {
  const step = Math.max(1, Math.floor(CATALOG_PRODUCTS.length / count));
  return Array.from({ length: count }, (_, i) => entry(CATALOG_PRODUCTS[(i * step) % CATALOG_PRODUCTS.length]));
}

/**
 * The shipped product with this exact name (and brand, where two brands use the name), as a routine
 * entry; throws when the catalogue lacks it or the name alone is ambiguous.
 */
export function catalogueProduct(name: string, brand?: string): RoutineProductInput {
  const found = CATALOG_PRODUCTS.filter((p) => p.name === name && (brand === undefined || p.brand === brand));
  if (found.length !== 1) {
    throw new Error(`${found.length} products named "${name}"${brand ? ` by ${brand}` : ""} in the shipped catalogue (drizzle/seed/products.ts)`);
  }
  return entry(found[0]);
}
