import type { CatalogueProduct } from "@core/api/products";

/**
 * What the app shows of a product wherever it lists one: the catalogue, the library, an entry of a
 * routine. `ingredients` is the comma-separated list as published ('' when none is listed).
 */
export type ProductFields = Pick<CatalogueProduct, "name" | "brand" | "productType" | "ingredients" | "imageUrl">;

/** A product as a routine's entry is sent to the stack endpoints: the catalogue id and the image only when there are. */
export function productBody(product: ProductFields & { productId: string | null }) {
  return {
    ...(product.productId ? { productId: product.productId } : {}),
    name: product.name,
    brand: product.brand,
    productType: product.productType,
    ingredients: product.ingredients,
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
  };
}
