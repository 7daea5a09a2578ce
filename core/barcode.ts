/**
 * Product barcodes: EAN-8, UPC-A (12 digits) and EAN-13, with their check digit (GS1 mod 10).
 * Stored and looked up in one form: UPC-A becomes its EAN-13 twin (a leading 0), as Open Beauty
 * Facts files it, so a product scanned either way is found once.
 */

export type BarcodeFormat = "EAN-8" | "UPC-A" | "EAN-13";

export type BarcodeCheck =
  | { ok: true; code: string; format: BarcodeFormat }
  | { ok: false; rule: "digits" | "length" | "check_digit"; message: string };

/** The GS1 check digit of the digits before it (weights 3,1,3,... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const FORMATS: Record<number, BarcodeFormat> = { 8: "EAN-8", 12: "UPC-A", 13: "EAN-13" };

/**
 * Checks a typed or scanned barcode. Spaces and hyphens between digits are ignored (labels print
 * "5 012345 678900"); anything else is refused with the rule it breaks.
 */
export function checkBarcode(input: string): BarcodeCheck {
  const digits = input.trim().replace(/[\s-]+/g, "");
  if (!/^\d+$/.test(digits)) {
    return { ok: false, rule: "digits", message: "barcode must contain digits only (EAN-8, UPC-A or EAN-13)" };
  }
  const format = FORMATS[digits.length];
  if (!format) {
    return { ok: false, rule: "length", message: `barcode must have 8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits, not ${digits.length}` };
  }
  const expected = gs1CheckDigit(digits.slice(0, -1));
  if (Number(digits[digits.length - 1]) !== expected) {
    return { ok: false, rule: "check_digit", message: `barcode check digit is wrong for ${format}: the last digit should be ${expected}` };
  }
  return { ok: true, code: format === "UPC-A" ? `0${digits}` : digits, format };
}

/** The stored form of a valid barcode, or null. */
export function canonicalBarcode(input: string | null | undefined): string | null {
  if (!input) return null;
  const result = checkBarcode(input);
  return result.ok ? result.code : null;
}
