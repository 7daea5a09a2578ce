import { describe, expect, it } from "vitest";
import { COMMON_INGREDIENTS, suggestIngredients } from "./ingredient-suggestions";

describe("ingredient suggestions", () => {
  it("holds the 40 common ingredients of the spec", () => {
    expect(COMMON_INGREDIENTS).toHaveLength(40);
    expect(COMMON_INGREDIENTS).toEqual(expect.arrayContaining(["vitamin c", "niacinamide", "retinol"]));
  });

  it("starts at 2 characters, shows at most 8, prefix matches first, and excludes chosen ones", () => {
    expect(suggestIngredients("n")).toEqual([]);
    expect(suggestIngredients("ni")[0]).toBe("niacinamide");
    const acids = suggestIngredients("acid");
    expect(acids.length).toBeLessThanOrEqual(8);
    expect(acids.every((a) => a.includes("acid"))).toBe(true);
    expect(suggestIngredients("ret", ["retinol"])).not.toContain("retinol");
    expect(suggestIngredients("ret", ["Retinol"])).toContain("retinal");
  });

  it("adds knowledge-base names to the pool", () => {
    expect(suggestIngredients("ectoin", [], ["Ectoin"])).toEqual(["ectoin"]);
  });
});
