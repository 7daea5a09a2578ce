import { describe, expect, it } from "vitest";
import { canonicalBarcode, checkBarcode, gs1CheckDigit } from "./barcode";

describe("barcodes", () => {
  it("accepts EAN-13, EAN-8 and UPC-A with the right check digit", () => {
    expect(checkBarcode("4006381333931")).toEqual({ ok: true, code: "4006381333931", format: "EAN-13" });
    expect(checkBarcode("96385074")).toEqual({ ok: true, code: "96385074", format: "EAN-8" });
    // UPC-A is stored as its EAN-13 twin.
    expect(checkBarcode("036000291452")).toEqual({ ok: true, code: "0036000291452", format: "UPC-A" });
    expect(checkBarcode(" 4 006381 333931 ")).toMatchObject({ ok: true, code: "4006381333931" });
  });

  it("names the rule a malformed barcode breaks", () => {
    expect(checkBarcode("4006381333932")).toMatchObject({ ok: false, rule: "check_digit", message: expect.stringContaining("should be 1") });
    expect(checkBarcode("12345")).toMatchObject({ ok: false, rule: "length", message: expect.stringContaining("not 5") });
    expect(checkBarcode("40063813339x1")).toMatchObject({ ok: false, rule: "digits" });
    expect(checkBarcode("")).toMatchObject({ ok: false, rule: "digits" });
  });

  it("computes the GS1 check digit", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1);
    expect(gs1CheckDigit("9638507")).toBe(4);
    expect(canonicalBarcode("bad")).toBeNull();
    expect(canonicalBarcode("036000291452")).toBe("0036000291452");
  });
});
