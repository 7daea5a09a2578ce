/**
 * The product search's and a new product's limits: the api's schemas (core/schemas/products.ts)
 * enforce these and the app's forms state them. A module of its own so that a page which only
 * states a limit does not download the schemas and what they import (ADR 0079).
 */
export const MIN_SEARCH_CHARS = 3; // search starts at more than 2 characters
export const MAX_SEARCH_CHARS = 200;
/** A product's name and brand. */
export const MAX_PRODUCT_NAME = 120;
/** A product's ingredient list (INCI text). */
export const MAX_PRODUCT_INGREDIENTS = 5000;
/** The longest typed barcode accepted: 13 digits with room for the spaces and dashes people type. */
export const MAX_BARCODE_TEXT = 32;
