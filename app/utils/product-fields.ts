/** What the app shows of a product wherever it lists one: the catalogue, the library, an entry of a routine. */
export interface ProductFields {
  name: string;
  brand: string;
  productType: string;
  /** Comma-separated ingredient list as published ('' when none is listed). */
  ingredients: string;
  imageUrl: string | null;
}
