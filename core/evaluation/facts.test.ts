/** Position weighting, the 1% line, potency and ingredient classes as the engine sees them. */
import { describe, expect, it } from "vitest";
import { factsFor, positionWeight, weighedListOf } from "./facts";
import { normalizeProductType } from "./product-types";
import { DOSE, POSITION_WEIGHTS } from "./rules";

function ing(list: string, key: string) {
  const found = weighedListOf(list).ingredients.find((i) => i.key === key);
  if (!found) throw new Error(`${key} not in list`);
  return found;
}

describe("position weight", () => {
  it("is full in the first five positions and never increases further down", () => {
    for (let p = 1; p <= 5; p++) expect(positionWeight(p)).toBe(1);
    for (let p = 2; p <= 60; p++) expect(positionWeight(p)).toBeLessThanOrEqual(positionWeight(p - 1));
    expect(positionWeight(25)).toBeLessThan(DOSE.strong);
    expect(positionWeight(60)).toBe(0.25);
  });

  it("is the step of POSITION_WEIGHTS the position falls in, inside the precomputed table and beyond it", () => {
    const step = (p: number) => POSITION_WEIGHTS.find(([upTo]) => p <= upTo)![1];
    for (const p of [1, 5, 6, 10, 11, 15, 16, 20, 21, 30, 31, 127, 128, 129, 500, 5.5, 30.5]) expect(positionWeight(p)).toBe(step(p));
  });

  it("an active second on the list weighs more than the same active at position 25", () => {
    const second = ing("Water, Glycolic Acid, Glycerin", "glycolic acid");
    const filler = Array.from({ length: 23 }, (_, i) => `Extract ${i + 1}`).join(", ");
    const late = ing(`Water, ${filler}, Glycolic Acid`, "glycolic acid");
    expect(late.position).toBe(25);
    expect(second.strength).toBe(1);
    expect(late.strength).toBeLessThan(second.strength);
    expect(late.strength).toBeLessThan(DOSE.strong);
    const filler33 = Array.from({ length: 33 }, (_, i) => `Extract ${i + 1}`).join(", ");
    expect(ing(`Water, ${filler33}, Glycolic Acid`, "glycolic acid").strength).toBeLessThan(DOSE.moderate);
  });
});

describe("the 1% line", () => {
  const list = "Water, Glycerin, Squalane, Phenoxyethanol, Glycolic Acid, Retinol, Ascorbic Acid";

  it("caps an ingredient after the first preservative as low concentration", () => {
    const glycolic = ing(list, "glycolic acid");
    expect(glycolic.position).toBe(5);
    expect(glycolic.afterOnePercentLine).toBe(true);
    expect(glycolic.strength).toBe(DOSE.afterLineCap);
    expect(ing(list, "squalane").afterOnePercentLine).toBe(false);
    expect(weighedListOf(list).onePercentLinePosition).toBe(4);
  });

  it("an active effective below 1% (retinol) keeps a moderate weight after the line", () => {
    const retinol = ing(list, "retinol");
    expect(retinol.strength).toBe(DOSE.lowDoseActiveCap);
    expect(retinol.strength).toBeGreaterThanOrEqual(DOSE.moderate);
  });

  it("a declared percentage overrides the position", () => {
    expect(ing("Water, Glycerin, Phenoxyethanol, Niacinamide 5%", "niacinamide").strength).toBe(1);
    expect(ing("Benzoyl Peroxide 2.5%, Water", "benzoyl peroxide").strength).toBe(1);
  });
});

describe("potency and classes", () => {
  it("retinyl palmitate is a weak retinoid; retinol is the benchmark", () => {
    expect(factsFor("retinyl palmitate").classes.has("retinoid")).toBe(true);
    expect(factsFor("retinyl palmitate").potency).toBeLessThan(0.5);
    expect(factsFor("retinol").potency).toBe(1);
    const rp = ing("Retinyl Palmitate, Water", "retinyl palmitate");
    expect(rp.strength).toBeLessThan(DOSE.moderate); // even first on the list
  });

  it("hyaluronic acid is a humectant, not an exfoliating acid", () => {
    for (const key of ["hyaluronic acid", "sodium hyaluronate"]) {
      const f = factsFor(key);
      expect(f.classes.has("humectant")).toBe(true);
      for (const c of ["aha", "bha", "pha"] as const) expect(f.classes.has(c)).toBe(false);
    }
  });

  it("fatty alcohols are not drying alcohols; ethanol and denatured alcohol are", () => {
    for (const key of ["cetyl alcohol", "cetearyl alcohol", "stearyl alcohol", "behenyl alcohol"]) expect(factsFor(key).classes.has("drying-alcohol")).toBe(false);
    for (const key of ["alcohol", "alcohol denat"]) expect(factsFor(key).classes.has("drying-alcohol")).toBe(true);
    expect(ing("Water, SD Alcohol 40-B", "alcohol denat").facts.classes.has("drying-alcohol")).toBe(true);
  });

  it("the keyword fallback classifies names the knowledge base does not know", () => {
    expect(factsFor("retinyl linoleate").classes.has("retinoid")).toBe(true);
    expect(factsFor("sodium hyaluronate crosspolymer-2").classes.has("humectant")).toBe(true);
    expect(factsFor("some unknown extract").classes.size).toBe(0);
    expect(factsFor("eugenia caryophyllus bud oil").classes.has("essential-oil")).toBe(true);
    expect(factsFor("salvia hispanica seed oil").classes.has("essential-oil")).toBe(false);
  });
});

describe("product types", () => {
  it("spec types pass through; catalogue labels and names are recognised", () => {
    expect(normalizeProductType("Serum")).toBe("Serum");
    expect(normalizeProductType("moisturizer")).toBe("Moisturizer");
    expect(normalizeProductType("Sun protect")).toBe("Sunscreen");
    expect(normalizeProductType("Face Mask")).toBe("Mask");
    expect(normalizeProductType("Eye cream")).toBe("Eye Cream");
    expect(normalizeProductType("Treatment", "8% Glycolic Solutions Toner")).toBe("Toner");
    expect(normalizeProductType("Treatment", "Mystery Elixir")).toBe("Serum");
    expect(normalizeProductType(undefined, "Daily Moisture Lotion SPF 30")).toBe("Sunscreen");
    expect(normalizeProductType("", "Oil-Free Gel Cream")).toBe("Moisturizer");
    expect(normalizeProductType("", "Rose Face Oil")).toBe("Oil");
    expect(normalizeProductType("", "Mystery")).toBeNull();
  });
});
