/** Strengths and SPF values a product's name declares (synthetic names and lists). */
import { describe, expect, it } from "vitest";
import { analyzeRoutine } from "./analyze";
import { spfOf, strengthsInName } from "./exposure";
import { weighedListOf } from "./facts";
import { normalizeProductType } from "./product-types";

const declared = (name: string, list: string) => Object.fromEntries(strengthsInName(name, weighedListOf(list)));

describe("percentages in a product's name", () => {
  it("reads the strength before or after the ingredient it names", () => {
    expect(declared("10% Niacinamide Booster", "Water, Niacinamide, Glycerin, Phenoxyethanol")).toEqual({ niacinamide: 10 });
    expect(declared("2% BHA Liquid Exfoliant", "Water, Methylpropanediol, Salicylic Acid, Butylene Glycol")).toEqual({ "salicylic acid": 2 });
    expect(declared("0.3% Retinol Night Serum", "Squalane, Caprylic/Capric Triglyceride, Retinol, Tocopherol")).toEqual({ retinol: 0.3 });
    expect(declared("Retinol 0,5 % in Squalane", "Squalane, Retinol, Tocopherol")).toEqual({ retinol: 0.5 });
    expect(declared("AHA 30% + BHA 2% Peeling Solution", "Glycolic Acid, Water, Lactic Acid, Salicylic Acid")).toEqual({ "glycolic acid": 30, "salicylic acid": 2 });
  });

  it("gives the strength to the active when a plant word stands on the other side", () => {
    expect(declared("Wild Rose 15% Vitamin C Serum", "Water, Rosa Canina Fruit Oil, Ascorbic Acid, Glycerin")).toEqual({ "ascorbic acid": 15 });
  });

  it("gives a complex's or a blend's strength to nothing: the percentage is of the complex, not of its active", () => {
    expect(declared("2% Retinol Complex Serum", "Water, Glycerin, Squalane, Retinol, Hydroxypinacolone Retinoate, Phenoxyethanol")).toEqual({});
    expect(declared("Vitamin C Blend 15% Serum", "Water, Ascorbic Acid, Glycerin")).toEqual({});
    expect(declared("15% Vitamin C Serum", "Water, Ascorbic Acid, Glycerin")).toEqual({ "ascorbic acid": 15 });
  });

  it("reads a strength written without its leading zero", () => {
    expect(declared("Retinol .5% Treatment", "Squalane, Retinol, Tocopherol")).toEqual({ retinol: 0.5 });
  });
});

describe("SPF values in a product's name", () => {
  it("reads the SPF however the label writes it", () => {
    expect(spfOf("Daily Fluid SPF 30+")).toBe(30);
    expect(spfOf("Aqua Gel SPF50 PA++++")).toBe(50);
    expect(spfOf("Day Cream Broad Spectrum SPF 40")).toBe(40);
    expect(spfOf("Face Protector Broad Spectrum 40 SPF")).toBe(40);
    expect(spfOf("Sun Oil 15 SPF")).toBe(15);
    expect(spfOf("Mineral Fluid SPF-50")).toBe(50);
    expect(spfOf("UV Protector Broad Spectrum 50+")).toBe(50);
    expect(spfOf("Night Cream")).toBeNull();
    expect(spfOf("Serum 15% Vitamin C")).toBeNull();
  });

  it("types and counts a product whose name states the SPF after the number as a sunscreen", () => {
    expect(normalizeProductType("", "Oil-Free Face Protector 40 SPF")).toBe("Sunscreen");
    expect(normalizeProductType("Treatment", "Tinted Veil Broad Spectrum 30")).toBe("Sunscreen");
    const p = analyzeRoutine({
      goal: "glow",
      secondaryGoals: [],
      skinType: "normal",
      skinFeeling: "",
      morningProducts: [{ name: "Daily Face Lotion 30 SPF", brand: "B", productType: "Moisturizer", ingredients: "Water, Glycerin, Dimethicone" }],
      nightProducts: [],
    }).morning[0];
    expect(p.claimsSpf).toBe(true);
  });
});
