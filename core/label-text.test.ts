import { describe, expect, it } from "vitest";
import { isPlausibleIngredientName, labelListText, readIngredientLabel } from "./label-text";

const PANEL = `Gentle Hydrating Cream
For dry skin. 50 ml

INGREDIENTS: Aqua, Glycerin, Cetearyl Alcohol, Niacin-
amide, Butyrospermum Parkii Butter, PEG-
40 Stearate, Phenoxyethanol, Ceramide NP.

Made in France. Batch 2291A`;

describe("labelListText", () => {
  it("keeps the paragraph after the Ingredients heading and joins its lines, mending words broken by a hyphen", () => {
    expect(labelListText(PANEL)).toBe(
      "Aqua, Glycerin, Cetearyl Alcohol, Niacinamide, Butyrospermum Parkii Butter, PEG-40 Stearate, Phenoxyethanol, Ceramide NP.",
    );
  });

  it("takes the whole text when there is no heading", () => {
    expect(labelListText("Water, Glycerin,\nSqualane")).toBe("Water, Glycerin, Squalane");
  });
});

describe("readIngredientLabel", () => {
  it("reads a photographed panel as a list of plausible ingredients", () => {
    const reading = readIngredientLabel(PANEL);
    expect(reading).toMatchObject({ ok: true, ingredients: 8 });
  });

  it("refuses text that is not an ingredient list, saying why, so nothing is filled", () => {
    expect(readIngredientLabel("")).toMatchObject({ ok: false, reason: "empty" });
    expect(readIngredientLabel("Apply morning and evening to clean skin. Avoid the eyes.")).toMatchObject({ ok: false, reason: "too_few" });
    expect(readIngredientLabel("Ingredients: Aqua, Glycerin")).toMatchObject({ ok: false, reason: "too_few" });
    // OCR noise: marks and digits more than names.
    expect(readIngredientLabel("Ingredients: Aqua, Glycerin, Squalane, 3%#2, ~~1, 0.5 ,;;7, 88%, _/4, 12")).toMatchObject({ ok: false, reason: "unreadable" });
  });
});

describe("isPlausibleIngredientName", () => {
  it("accepts INCI names and refuses stray marks and sentences", () => {
    for (const name of ["Aqua", "PEG-40 Stearate", "1,2-Hexanediol", "CI 77891", "Sodium Hyaluronate"]) expect(isPlausibleIngredientName(name), name).toBe(true);
    for (const name of ["%", "3#2", "x", "Apply a small amount to clean dry skin every morning and evening"]) expect(isPlausibleIngredientName(name), name).toBe(false);
  });
});
