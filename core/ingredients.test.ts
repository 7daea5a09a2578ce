import { describe, expect, it } from "vitest";
import { analyzeIngredient, analyzeIngredientList, classifyIngredient, NOT_SPECIFIED, UNKNOWN_FUNCTION } from "./ingredients";
import { fallbackFor } from "./ingredients-fallback";

const EXFOLIANT_CLASSES = ["aha", "bha", "pha", "exfoliant-physical"];
const isExfoliant = (classes: readonly string[]) => classes.some((c) => EXFOLIANT_CLASSES.includes(c));

describe("analyzeIngredient (the ingredient analysis record)", () => {
  it("builds the record from the knowledge base", () => {
    const record = analyzeIngredient("Niacinamide", { concentration: 5, productsContaining: ["Serum A"] });
    expect(record).toMatchObject({
      name: "Niacinamide",
      concentration: "5%",
      function: "Vitamin B3 (barrier, tone, oil control)",
      productsContaining: ["Serum A"],
      key: "niacinamide",
      source: "kb",
      effectiveConcentration: 5,
    });
    expect(record.benefits.length).toBeGreaterThanOrEqual(3);
    expect(record.researchNotes).toMatch(/ceramide/i);
  });

  it("copies caller arrays instead of sharing them", () => {
    const products = ["Serum A"];
    const record = analyzeIngredient("glycerin", { productsContaining: products });
    record.productsContaining.push("Cream B");
    record.benefits.push("changed");
    expect(products).toEqual(["Serum A"]);
    expect(analyzeIngredient("glycerin").benefits).not.toContain("changed");
  });

  it("describes concerns in words, including allergen, comedogenic and pregnancy notes", () => {
    expect(analyzeIngredient("Linalool").concerns).toContain("EU-declarable fragrance allergen");
    expect(analyzeIngredient("Isopropyl Myristate").concerns).toContain("Comedogenic rating 5/5 (Fulton scale)");
    expect(analyzeIngredient("Retinol").concerns).toContain("Ask a doctor before using during pregnancy");
    expect(analyzeIngredient("Alcohol Denat.").concerns).toContain("Can be drying");
    expect(analyzeIngredient("Cetearyl Alcohol").concerns).not.toContain("Can be drying");
    expect(analyzeIngredient("Cetearyl Alcohol").function).toBe("Fatty alcohol (emollient)");
  });

  it("labels formulation helpers plainly", () => {
    expect(analyzeIngredient("Citric Acid").function).toBe("pH adjuster");
    expect(analyzeIngredient("Xanthan Gum").function).toBe("Thickener");
    expect(analyzeIngredient("Hyaluronic Acid").function).toBe("Humectant");
  });

  it("gives unknown ingredients function 'Unknown' and concentration 'Not specified'", () => {
    const record = analyzeIngredient("Zorblax Complex");
    expect(record).toMatchObject({
      name: "Zorblax Complex",
      concentration: NOT_SPECIFIED,
      function: UNKNOWN_FUNCTION,
      benefits: [],
      concerns: [],
      source: "unknown",
      productsContaining: [],
    });
    expect(analyzeIngredient("Glycerin").concentration).toBe(NOT_SPECIFIED);
    expect(analyzeIngredient("Glycerin", { concentration: "2-5%" }).concentration).toBe("2-5%");
  });
});

describe("fallback heuristics for names the knowledge base does not know", () => {
  it("does not call hyaluronic or fatty acids exfoliants", () => {
    expect(fallbackFor("hydroxypropyl hyaluronic acid").id).toBe("hyaluronic");
    for (const key of ["arachidic acid", "undecylenic acid", "olive acid", "coconut fatty acids"]) {
      const rule = fallbackFor(key);
      expect(rule.id, key).toBe("fatty-acid");
      expect(isExfoliant(rule.classes), key).toBe(false);
    }
    expect(fallbackFor("etidronic-like acid").id).toBe("acid");
    expect(isExfoliant(fallbackFor("pentetic acid").classes)).toBe(false);
    expect(fallbackFor("fruit acids").id).toBe("exfoliating-acid");
  });

  it("maps oil and butter to emollients, but leaf and peel oils to essential oils", () => {
    expect(fallbackFor("crambe hispanica seed oil").functionLabel).toBe("Emollient (oil)");
    expect(fallbackFor("shorea stenoptera seed butter").functionLabel).toBe("Emollient (butter)");
    const essential = fallbackFor("cinnamomum zeylanicum leaf oil");
    expect(essential.classes).toContain("essential-oil");
    expect(essential.concerns).toContain("sensitising");
  });

  it("maps water and aqua to solvent", () => {
    expect(fallbackFor("declustered water/aqua").functionLabel).toBe("Solvent");
    expect(fallbackFor("citrus aurantium amara flower water").functionLabel).toBe("Solvent");
  });

  it("maps alkyl sulfates to cleansing surfactants, but not metal sulfates", () => {
    const sulfate = fallbackFor("sodium trideceth sulfate");
    expect(sulfate.classes).toContain("sulfate-surfactant");
    expect(fallbackFor("sodium c12-13 pareth sulfate").classes).toContain("sulfate-surfactant");
    expect(fallbackFor("copper sulfate").classes).not.toContain("surfactant");
  });

  it("maps silicone names to silicone emollients", () => {
    for (const key of ["bis-vinyl dimethicone", "stearyl dimethicone", "phenyl methicone", "decamethylcyclopentasiloxane", "amodimethicone/silsesquioxane copolymer"]) {
      expect(fallbackFor(key).classes, key).toContain("silicone");
    }
  });

  it("never treats a fatty alcohol as drying", () => {
    for (const key of ["isocetyl alcohol", "c16-18 alcohols", "coconut alcohol", "octyldodecanol"]) {
      const c = classifyIngredient(key);
      expect(c.classes, key).not.toContain("drying-alcohol");
      expect(c.concerns, key).not.toContain("drying");
    }
    expect(fallbackFor("isocetyl alcohol").classes).toContain("fatty-alcohol");
  });

  it("falls back to Unknown when no keyword applies", () => {
    expect(fallbackFor("zorblax complex").functionLabel).toBe("Unknown");
  });
});

describe("analyzeIngredientList", () => {
  it("parses and classifies a real list, counting known functions", () => {
    const list =
      "Water, Glycerin, Cetearyl Alcohol, Alcohol Denat., Simmondsia Chinensis (Jojoba) Seed Oil, Sodium Hyaluronate, Linalool, Zorblax Complex, Niacinamide. May contain: Mica.";
    const result = analyzeIngredientList(list);
    expect(result.ingredients.map((i) => i.key)).toEqual([
      "water",
      "glycerin",
      "cetearyl alcohol",
      "alcohol denat",
      "simmondsia chinensis seed oil",
      "sodium hyaluronate",
      "linalool",
      "zorblax complex",
      "niacinamide",
    ]);
    expect(result.mayContain).toEqual(["Mica"]);
    expect(result.knownCount).toBe(8);
    const byKey = new Map(result.ingredients.map((i) => [i.key, i.classification]));
    expect(byKey.get("alcohol denat")?.classes).toContain("drying-alcohol");
    expect(byKey.get("cetearyl alcohol")?.classes).toContain("fatty-alcohol");
    expect(byKey.get("sodium hyaluronate")?.classes).toContain("humectant");
    expect(byKey.get("zorblax complex")?.source).toBe("unknown");
  });

  it("returns an empty analysis for placeholder text", () => {
    expect(analyzeIngredientList("No Info")).toEqual({ ingredients: [], mayContain: [], knownCount: 0 });
  });
});
