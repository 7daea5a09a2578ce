/** What the app shows of a product wherever it lists one: the catalogue, the library, an entry of a routine. */
export interface ProductFields {
  name: string;
  brand: string;
  productType: string;
  /** Comma-separated ingredient list as published ('' when none is listed). */
  ingredients: string;
  imageUrl: string | null;
}

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
