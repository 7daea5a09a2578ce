import { describe, expect, it } from "vitest";
import { CATALOG_PRODUCTS } from "../../drizzle/seed/products";
import { checkDeclaredStrength } from "./strengths";

const list = (name: string) => CATALOG_PRODUCTS.find((p) => p.name === name)?.ingredients ?? "";

describe("declared strengths (#28)", () => {
  it("refuses Retinol 50% on a cleanser without retinol, and says why", () => {
    const r = checkDeclaredStrength(list("Hydrating Facial Cleanser"), "Retinol", 50);
    expect(r).toMatchObject({ ok: false, code: "not-in-list" });
  });
  it("refuses an out-of-range strength with the reason, accepts a plausible one", () => {
    const adapalene = list("Adapalene Gel 0.1% Acne Treatment");
    expect(checkDeclaredStrength(adapalene, "Adapalene", 5)).toMatchObject({ ok: false, code: "out-of-range" });
    expect((checkDeclaredStrength(adapalene, "Adapalene", 5) as { message: string }).message).toMatch(/at most about 0.3%/);
    expect(checkDeclaredStrength(adapalene, "Adapalene", 0.1)).toEqual({ ok: true, key: "adapalene", percentage: 0.1 });
    expect(checkDeclaredStrength(adapalene, "Adapalene", 0)).toMatchObject({ ok: false, code: "invalid" });
  });
});
