/**
 * List-structure failure classes found by running the retail catalogue through the parser
 * (synthetic lists only: the catalogue itself is never copied here).
 */
import { describe, expect, it } from "vitest";
import { parseInci } from "./inci";

const keys = (text: string) => parseInci(text).ingredients.map((i) => i.key);

describe("list structure", () => {
  it("keeps the fragrance whose allergens follow a colon", () => {
    expect(keys("Water, Fragrance (Parfum): Linalool, Limonene")).toEqual(["water", "fragrance", "linalool", "limonene"]);
    expect(keys("Water, Parfum: Citral, Coumarin, Glycerin")).toEqual(["water", "fragrance", "citral", "coumarin", "glycerin"]);
  });

  it("joins a common name in parentheses cut off from its Latin name by a comma", () => {
    expect(keys("Water, Oenothera Biennis, (Evening Primrose) Oil, Glycerin")).toEqual(["water", "oenothera biennis oil", "glycerin"]);
  });

  it("splits two names joined by 'and' or '&'", () => {
    expect(keys("Water, Caprylyl Glycol and Ethylhexylglycerin, Glycerin")).toEqual(["water", "caprylyl glycol", "ethylhexylglycerin", "glycerin"]);
    expect(keys("Water, Caprylyl Glycol & Ethylhexylglycerin")).toEqual(["water", "caprylyl glycol", "ethylhexylglycerin"]);
    // Not inside parentheses.
    expect(keys("Water, Coco-Glucoside (Coconut and Sunflower Oil)")).toEqual(["water", "coco-glucoside"]);
  });

  it("drops marketing text before an 'Ingredients:' header", () => {
    expect(keys("Key benefits: hydrates, plumps, smooths. Ingredients: Water, Glycerin")).toEqual(["water", "glycerin"]);
    expect(keys("Suitable for all skin types, fragrance-free, vegan. Ingredients: Water, Glycerin")).toEqual(["water", "glycerin"]);
    expect(keys("Active Ingredients: Zinc Oxide 5%. Inactive Ingredients: Water, Glycerin")).toEqual(["zinc oxide", "water", "glycerin"]);
  });

  it("drops a 'free from' claim after the list", () => {
    expect(keys("Water, Glycerin. Free from parabens, sulfates, silicones and synthetic colours.")).toEqual(["water", "glycerin"]);
    expect(keys("Water, Glycerin. Formulated without: parabens, phthalates, mineral oil.")).toEqual(["water", "glycerin"]);
  });
});

describe("names cut by a stray comma", () => {
  it("joins a bare plant-part tail to the Latin name before it", () => {
    expect(keys("Water, Rosa Canina, Fruit Extract, Glycerin")).toEqual(["water", "rosa canina fruit extract", "glycerin"]);
    expect(keys("Water, Citrus Paradisi (Grapefruit), Fruit Extract")).toEqual(["water", "citrus paradisi fruit extract"]);
    // A tail after a whole name is left alone.
    expect(keys("Water, Glycerin, Leaf Extract")).toEqual(["water", "glycerin", "leaf extract"]);
  });

  it("joins a name cut after a word that never ends one", () => {
    expect(keys("Water, Hydrolyzed Sodium, Hyaluronate, Hydroxyethyl Acrylate/Sodium, Acryloyldimethyl Taurate Copolymer")).toEqual([
      "water",
      "hydrolyzed sodium hyaluronate",
      "hydroxyethyl acrylate/sodium acryloyldimethyl taurate copolymer",
    ]);
  });
});
