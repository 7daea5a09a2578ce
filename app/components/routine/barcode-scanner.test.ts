import { describe, expect, it } from "vitest";
import { firstValidBarcode } from "./barcode-scanner";

describe("camera barcode reading", () => {
  it("keeps the first read that passes the check digit (misreads are skipped)", () => {
    expect(firstValidBarcode(["4006381333932", "4006381333931"])).toBe("4006381333931");
    expect(firstValidBarcode(["036000291452"])).toBe("0036000291452");
    expect(firstValidBarcode(["QR-text", "123"])).toBeNull();
  });
});
