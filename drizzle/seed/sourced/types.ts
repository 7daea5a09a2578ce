import type { ProductTypeName } from "../../../core/domain";

/**
 * A shipped catalogue product whose ingredient list (and barcode, when given) comes from a public
 * page, cited in `source`. Never invented: a product without a findable list stays out, a barcode
 * without a findable source stays undefined, and every barcode passes its GS1 check digit.
 */
export interface SourcedProduct {
  brand: string;
  name: string;
  productType: ProductTypeName;
  /** INCI, comma-separated, in label order, as the cited page gives it. */
  ingredients: string;
  /** The public page (brand site, retailer, Open Beauty Facts) the list was read from. */
  source: string;
  /** EAN-13 / UPC-A / EAN-8 digits from a cited page, when one gives it. */
  barcode?: string;
  /** Where the barcode was read, when not the same page as `source`. */
  barcodeSource?: string;
}
