/** What the product endpoints answer about Open Beauty Facts, as the api sends it and the product search reads it. */

export type ExternalStatus = "off" | "limited" | "ok" | "timeout" | "unreachable" | "error" | "malformed" | "too_large";

/** What Open Beauty Facts contributed to an answer (status "off" where it is not configured). */
export interface ExternalReport {
  source: "openbeautyfacts";
  status: ExternalStatus;
  message: string;
  /** Products stored in our catalogue from this answer. */
  added?: number;
}

/** A catalogue product as every product endpoint answers it. */
export interface CatalogueProduct {
  id: string;
  name: string;
  /** The same as `name`, for clients that read `productName`. */
  productName: string;
  brand: string;
  productType: string;
  ingredients: string;
  imageUrl: string | null;
  /** approved; pending while a user's own product awaits review (only its author sees it); rejected. */
  status: "approved" | "pending" | "rejected";
  /** catalog, import, user or openbeautyfacts (third-party data: show its attribution). */
  source: "catalog" | "import" | "user" | "openbeautyfacts";
  barcode: string | null;
  /** The source had no ingredient list: it can be picked, but asks for one. */
  ingredientsMissing: boolean;
  licence: string | null;
  attribution: string | null;
  sourceUrl: string | null;
}

/** GET /api/products?type=&wanted=&unwanted=&cursor=&limit= (browsing, no search). */
export interface ProductPage {
  products: CatalogueProduct[];
  nextCursor: string | null;
}

/** GET /api/products?search=&offset=&limit=: searches page by offset, never by cursor. */
export interface ProductSearchPage extends ProductPage {
  nextCursor: null;
  /** More matches after this page: ask again with `nextOffset`. */
  hasMore: boolean;
  nextOffset: number | null;
  /** No product has every word: these are the closest. */
  partial: boolean;
  external?: ExternalReport;
  /** The search is an ingredient's name: its page, and what to tell the searcher. */
  ingredient?: { slug: string; name: string; message: string; prescription: boolean };
}

/** GET /api/products/{id}, POST /api/products (201, with a message). */
export interface ProductResponse {
  product: CatalogueProduct;
  /** A barcode given with the product: the member's own until an admin approves it (ADR 0039). */
  barcodeClaim?: BarcodeClaim;
  message?: string;
}

/** A barcode a member attached to a product they added (PUT /api/products/{id}/barcode). */
export interface BarcodeClaim {
  barcode: string;
  status: "pending" | "approved" | "rejected";
}

/**
 * GET /api/products/barcode/{code} (200): the product, or a suggestion for the add-product form when
 * Open Beauty Facts knows the barcode but not the product's type. A barcode nobody knows is 404.
 */
export type BarcodeResponse =
  | {
      product: CatalogueProduct;
      source: "catalog" | "openbeautyfacts";
      external?: ExternalReport;
      /** Found through the viewer's own barcode, not approved yet: nobody else finds it by it. */
      barcodeClaim?: BarcodeClaim;
      message?: string;
    }
  | {
      product: null;
      source: "openbeautyfacts";
      suggestion: { name: string; brand: string; barcode: string; ingredients: string; imageUrl: string | null; productType: null };
      message: string;
      external: ExternalReport;
    };
