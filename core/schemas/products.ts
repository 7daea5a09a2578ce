/** Valibot schemas for the catalogue endpoints and the user's own products. */
import * as v from "valibot";
import { limitParam } from "./paging";
import { checkBarcode } from "../barcode";
import { PRODUCT_TYPES } from "../domain";
import { objectMessage } from "./auth";
import { MAX_BARCODE_TEXT, MAX_PRODUCT_INGREDIENTS, MAX_PRODUCT_NAME, MAX_SEARCH_CHARS, MIN_SEARCH_CHARS } from "../product-limits";

export const MAX_FILTER_INGREDIENTS = 10;
export const MAX_PAGE = 50;
/** A search pages this deep at most (offset + page size). */
export const MAX_SEARCH_DEPTH = 200;
const TYPE_NAMES = PRODUCT_TYPES.map((t) => t.name);

const ingredientList = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000, `${field} is too long`),
      v.transform((s) =>
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.maxLength(MAX_FILTER_INGREDIENTS, `${field} can name at most ${MAX_FILTER_INGREDIENTS} ingredients`),
    ),
    "",
  );

export const ProductQuerySchema = v.object({
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_SEARCH_CHARS, `search must be at most ${MAX_SEARCH_CHARS} characters`),
      v.minLength(MIN_SEARCH_CHARS, "search must be more than 2 characters"),
    ),
  ),
  type: v.optional(v.picklist(TYPE_NAMES, `type must be one of: ${TYPE_NAMES.join(", ")}`)),
  wanted: ingredientList("wanted"),
  unwanted: ingredientList("unwanted"),
  limit: limitParam(MAX_PAGE),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300, "cursor is invalid"))),
  /** Search results to skip (the "more" of a search; searches page by offset up to MAX_SEARCH_DEPTH). */
  offset: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "offset must be a whole number"),
      v.transform(Number),
      v.maxValue(MAX_SEARCH_DEPTH - 1, `offset must be less than ${MAX_SEARCH_DEPTH}`),
    ),
  ),
});

const barcodeProblem = (input: unknown) => {
  const result = checkBarcode(String(input));
  return result.ok ? "barcode is invalid" : result.message;
};

/** A barcode field: "" means none; otherwise valid (check digit included) and canonical. */
export const BarcodeSchema = v.pipe(
  v.string("barcode must be text"),
  v.trim(),
  v.maxLength(MAX_BARCODE_TEXT, "barcode must have 8, 12 or 13 digits"),
  v.check((s) => s === "" || checkBarcode(s).ok, (issue) => barcodeProblem(issue.input)),
  v.transform((s) => {
    const result = checkBarcode(s);
    return result.ok ? result.code : undefined;
  }),
);

export const NewProductSchema = v.strictObject(
  {
    name: v.pipe(v.string("name is required"), v.trim(), v.minLength(1, "name is required"), v.maxLength(MAX_PRODUCT_NAME, `name must be at most ${MAX_PRODUCT_NAME} characters`)),
    brand: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_PRODUCT_NAME, `brand must be at most ${MAX_PRODUCT_NAME} characters`)), ""),
    productType: v.picklist(TYPE_NAMES, `productType must be one of: ${TYPE_NAMES.join(", ")}`),
    ingredients: v.pipe(
      v.string("ingredients is required"),
      v.trim(),
      v.minLength(3, "ingredients must be at least 3 characters"),
      v.maxLength(MAX_PRODUCT_INGREDIENTS, `ingredients must be at most ${MAX_PRODUCT_INGREDIENTS} characters`),
    ),
    /** EAN-8, UPC-A or EAN-13 from the package (typed or scanned); stored in its canonical form. */
    barcode: v.optional(BarcodeSchema),
  },
  objectMessage,
);

export type NewProduct = v.InferOutput<typeof NewProductSchema>;

/** PUT /api/products/{id}/barcode: the barcode a member attaches to a product they added. */
export const BarcodeClaimSchema = v.strictObject(
  {
    barcode: v.pipe(
      BarcodeSchema,
      v.check((code) => code !== undefined, "barcode is required"),
      v.transform((code) => code as string),
    ),
  },
  objectMessage,
);
