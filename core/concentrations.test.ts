import { describe, expect, it } from "vitest";
import { concentrationProblem } from "./concentrations";

const cleanser = "Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Sodium Chloride, Parfum";
const retinolSerum = "Aqua, Squalane, Retinol, Tocopherol";
const vitaminC = "Aqua, Ascorbic Acid, Glycerin, Ferulic Acid";

describe("concentrationProblem", () => {
  it("refuses a strength for an ingredient the list does not contain, naming both", () => {
    const problem = concentrationProblem(cleanser, [{ ingredient: "Retinol", percentage: 50 }], "Foaming Cleanser");
    expect(problem).toMatchObject({ code: "concentration_not_listed", ingredient: "Retinol" });
    expect(problem?.message).toContain("Retinol is not in the ingredient list of Foaming Cleanser");
  });

  it("accepts listed ingredients, by INCI name, common name or family", () => {
    expect(concentrationProblem(retinolSerum, [{ ingredient: "retinol", percentage: 0.3 }])).toBeNull();
    expect(concentrationProblem(vitaminC, [{ ingredient: "Vitamin C", percentage: 15 }])).toBeNull();
    expect(concentrationProblem("Aqua, Niacinamide, Zinc PCA", [{ ingredient: "Niacinamide (Vitamin B3)", percentage: 10 }])).toBeNull();
    expect(concentrationProblem("Aqua, Sodium Ascorbyl Phosphate", [{ ingredient: "Vitamin C", percentage: 5 }])).toBeNull();
  });

  it("says why a strength above what any product contains is refused", () => {
    const problem = concentrationProblem(retinolSerum, [{ ingredient: "Retinol", percentage: 50 }], "Retinol Serum");
    expect(problem).toMatchObject({ code: "concentration_out_of_range", ingredient: "Retinol" });
    expect(problem?.message).toMatch(/Retinol at 50 % is more than any product contains: retinol products go up to about 1 %/);
  });

  it("refuses strengths that add up to more than 100 %", () => {
    const problem = concentrationProblem("Aqua, Glycerin, Squalane", [
      { ingredient: "Glycerin", percentage: 60 },
      { ingredient: "Squalane", percentage: 50 },
    ]);
    expect(problem?.code).toBe("concentration_out_of_range");
    expect(problem?.message).toContain("add up to 110 %");
  });

  it("checks only the limits of a product listed without ingredients", () => {
    expect(concentrationProblem("", [{ ingredient: "Niacinamide", percentage: 10 }])).toBeNull();
    expect(concentrationProblem("", [{ ingredient: "Adapalene", percentage: 1 }])?.code).toBe("concentration_out_of_range");
  });
});
