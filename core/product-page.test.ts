import { describe, expect, it } from "vitest";
import { classifyIngredient } from "./ingredients";
import { comparableTypes, compareProducts, keyActivesOf, listOverlap, onePercentLineOf, similarityReason, skinTypeNotesOf } from "./product-page";

// Real lists: The Ordinary Niacinamide 10% + Zinc 1% and CeraVe Moisturising Cream (the shipped catalogue).
const NIACINAMIDE_SERUM =
  "Aqua (Water), Niacinamide, Pentylene Glycol, Zinc PCA, Dimethyl Isosorbide, Tamarindus Indica Seed Gum, Xanthan Gum, Isoceteth-20, Ethoxydiglycol, Phenoxyethanol, Chlorphenesin";
const CERAVE_CREAM =
  "Aqua/Water, Glycerin, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Cetyl Alcohol, Ceteareth-20, Petrolatum, Potassium Phosphate, Ceramide NP, Ceramide AP, Ceramide EOP, Carbomer, Dimethicone, Behentrimonium Methosulfate, Sodium Lauroyl Lactylate, Sodium Hyaluronate, Cholesterol, Phenoxyethanol, Disodium EDTA, Dipotassium Phosphate, Tocopherol, Phytosphingosine, Xanthan Gum, Ethylhexylglycerin";

describe("key actives", () => {
  it("are the treatment actives and ceramides above trace level, in list order", () => {
    expect(keyActivesOf(NIACINAMIDE_SERUM).map((a) => a.key)).toEqual(["niacinamide"]);
    expect(keyActivesOf(NIACINAMIDE_SERUM)[0].slug).toBe("niacinamide");
  });

  it("leave out an active listed after the 1 % line", () => {
    const trace = "Water, Glycerin, Butylene Glycol, Phenoxyethanol, Niacinamide, Retinol";
    expect(onePercentLineOf(trace)).toBe(4);
    expect(keyActivesOf(trace)).toEqual([]);
    expect(keyActivesOf("Water, Niacinamide 5%, Glycerin, Phenoxyethanol, Retinol 0.3%").map((a) => a.key)).toEqual(["niacinamide", "retinol"]);
  });
});

describe("flags per skin type", () => {
  it("name the skin types an ingredient concerns, with why", () => {
    expect(skinTypeNotesOf(classifyIngredient("Alcohol Denat."))).toMatchObject({ dry: expect.stringMatching(/drying/), sensitive: expect.any(String) });
    expect(skinTypeNotesOf(classifyIngredient("Isopropyl Myristate"))).toMatchObject({ oily: expect.stringMatching(/clog/) });
    expect(skinTypeNotesOf(classifyIngredient("Parfum"))).toMatchObject({ sensitive: expect.stringMatching(/allergen/) });
    expect(skinTypeNotesOf(classifyIngredient("Glycerin"))).toEqual({});
  });
});

describe("similarity", () => {
  it("looks among products that stand in for one another", () => {
    expect(comparableTypes("Serum")).toEqual(["Serum", "Essence", "Ampoule"]);
    expect(comparableTypes("Sunscreen")).toEqual(["Sunscreen"]);
  });

  it("is the share of the product's list the other lists too, with the reason in words", () => {
    expect(listOverlap(["a", "b", "c", "d"], ["b", "c", "d", "e", "f"])).toBe(0.75);
    expect(listOverlap([], ["a"])).toBe(0);
    expect(similarityReason(3, 0.78)).toBe("same 3 key actives, 78 % of the list in common");
    expect(similarityReason(1, 0.5)).toBe("same 1 key active, 50 % of the list in common");
    expect(similarityReason(0, 0.4)).toBe("40 % of the list in common");
  });
});

describe("comparing products", () => {
  it("shows actives, skin-type flags, fragrance and what only one lists", () => {
    const [serum, cream] = compareProducts([NIACINAMIDE_SERUM, `${CERAVE_CREAM}, Parfum`]);
    expect(serum.keyActives.map((a) => a.key)).toEqual(["niacinamide"]);
    expect(cream.keyActives.map((a) => a.key)).toEqual(expect.arrayContaining(["ceramide np"]));
    expect(serum.fragrance).toEqual([]);
    expect(cream.fragrance).toHaveLength(1);
    expect(cream.skinTypes.sensitive).toEqual(expect.arrayContaining([cream.fragrance[0]]));
    expect(serum.onlyHere).toContain("Niacinamide (Vitamin B3)");
    expect(serum.onlyHere).not.toContain("Phenoxyethanol");
    expect(serum.shared).toBe(3); // water, xanthan gum and phenoxyethanol are in both
  });
});
