import { describe, expect, it } from "vitest";
import { PRODUCT_TYPES } from "@core/domain";
import { CATALOG_PRODUCTS } from "@db/seed/products";
import {
  catalogueQuery,
  filterByType,
  LIBRARY_TYPES,
  libraryHref,
  readLibraryParams,
  searchCursor,
  searchOffsetOf,
} from "./library";
import { decodeIngredients, ingredientFlags } from "./library.server";
import { classifyIngredient } from "@core/ingredients";
import { kbLocalizer, loadKbTranslation } from "@core/kb/translations";

describe("library parameters", () => {
  it("has a chip for each of the 13 product types", () => {
    expect(LIBRARY_TYPES).toHaveLength(13);
    expect(LIBRARY_TYPES).toEqual(PRODUCT_TYPES.map((t) => t.name));
  });

  it("reads type (case-insensitive, unknown ignored), search (more than 2 characters) and cursor", () => {
    expect(readLibraryParams(new URLSearchParams("type=serum&q=ce"))).toEqual({ type: "Serum", q: "ce", searching: false, cursor: null });
    expect(readLibraryParams(new URLSearchParams("type=Potion&q=cerave&cursor=abc"))).toEqual({ type: null, q: "cerave", searching: true, cursor: "abc" });
  });

  it("asks the products api to browse by type or to search", () => {
    expect(catalogueQuery(readLibraryParams(new URLSearchParams("type=Eye Cream&cursor=c1")))).toEqual({ type: "Eye Cream", cursor: "c1", limit: "20" });
    expect(catalogueQuery(readLibraryParams(new URLSearchParams("type=Serum&q= cerave ")))).toEqual({ search: "cerave", limit: "20" });
    // A search's next page is an offset, carried as the cursor "o:{offset}".
    expect(catalogueQuery(readLibraryParams(new URLSearchParams("q=the ordinary&cursor=o:20")))).toEqual({ search: "the ordinary", offset: "20", limit: "20" });
    expect(catalogueQuery(readLibraryParams(new URLSearchParams("q=the ordinary&cursor=garbage")))).toEqual({ search: "the ordinary", limit: "20" });
    expect(searchOffsetOf("o:40")).toBe(40);
    expect(searchCursor(20)).toBe("o:20");
    expect(searchCursor(null)).toBeNull();
    expect(catalogueQuery(readLibraryParams(new URLSearchParams("")))).toEqual({ limit: "20" });
  });

  it("builds chip and next-page links", () => {
    expect(libraryHref({ type: null, q: "" })).toBe("/library");
    expect(libraryHref({ type: "Spot Treatment", q: "" })).toBe("/library?type=Spot+Treatment");
    expect(libraryHref({ type: "Serum", q: "" }, { cursor: "c", index: true })).toBe("/library?index&type=Serum&cursor=c");
  });

  it("filters search results by the chosen type", () => {
    const items = [{ productType: "Serum" }, { productType: "Cleanser" }];
    expect(filterByType(items, "serum")).toEqual([{ productType: "Serum" }]);
    expect(filterByType(items, null)).toEqual(items);
  });
});

describe("ingredient decode (server)", () => {
  it("decodes a real catalogue product in list order with function, benefits, concerns and flags", () => {
    const product = CATALOG_PRODUCTS.find((p) => p.brand === "CeraVe" && p.name === "Hydrating Facial Cleanser")!;
    const decoded = decodeIngredients(product.ingredients);
    expect(decoded.ingredients[0]).toMatchObject({ position: 1, name: "Aqua/Water" });
    expect(decoded.ingredients.map((i) => i.name).slice(1, 3)).toEqual(["Glycerin", "Cetearyl Alcohol"]);
    const glycerin = decoded.ingredients[1];
    expect(glycerin.function).toBe("Humectant");
    expect(glycerin.benefits.length).toBeGreaterThan(0);
    expect(glycerin.flags).toContainEqual({ label: "Humectant", tone: "active", code: "humectant" });
    expect(glycerin.source).toBe("kb");
    const ceramide = decoded.ingredients.find((i) => i.name === "Ceramide NP")!;
    expect(ceramide.flags).toContainEqual({ label: "Ceramide", tone: "active", code: "ceramide" });
    expect(decoded.knownCount).toBeGreaterThan(decoded.ingredients.length / 2);
  });

  it("flags cautions first: fragrance, drying alcohol, allergens, comedogenic", () => {
    const decoded = decodeIngredients("Aqua, Alcohol Denat., Parfum, Linalool, Lavandula Angustifolia Oil, Mystery Extract 2000");
    const byName = Object.fromEntries(decoded.ingredients.map((i) => [i.name, i]));
    expect(byName["Alcohol Denat"].flags[0]).toEqual({ label: "Drying alcohol", tone: "caution", code: "drying-alcohol" });
    expect(byName["Alcohol Denat"].function).toBe("Solvent (drying alcohol)");
    expect(byName["Parfum"].flags.map((f) => f.label)).toContain("Fragrance");
    expect(byName["Linalool"].flags.map((f) => f.label)).toEqual(["Fragrance allergen", "Sensitiser"]);
    const lavender = byName["Lavandula Angustifolia Oil"].flags.map((f) => f.label);
    expect(lavender).toContain("Essential oil");
    expect(lavender).not.toContain("Fragrance");
    expect(byName["Mystery Extract 2000"]).toMatchObject({ function: expect.any(String), flags: expect.any(Array) });
    expect(ingredientFlags(classifyIngredient("Coconut Oil")).some((f) => f.label.startsWith("Comedogenic") || f.label === "May clog pores")).toBe(true);
  });

  it("keeps a percentage printed on the label and an empty list empty", () => {
    expect(decodeIngredients("Salicylic Acid 2%, Aqua").ingredients[0]).toMatchObject({ name: "Salicylic Acid", percent: 2 });
    expect(decodeIngredients("")).toEqual({ ingredients: [], mayContain: [], knownCount: 0 });
  });
});

describe("a decoded list in the reader's language", () => {
  it("gives Spanish notes and benefits where translated, the unknown ingredient's line and English unchanged", async () => {
    const text = "Aqua, Niacinamide, Zzqx Florp";
    const english = decodeIngredients(text);
    const spanish = decodeIngredients(text, await kbLocalizer("es"));
    const es = (await loadKbTranslation("es"))!;
    expect(english.ingredients[1].researchNotes).toBe(classifyIngredient("Niacinamide").entry!.researchNotes);
    expect(spanish.ingredients[1].researchNotes).toBe(es.notes.niacinamide);
    expect(spanish.ingredients[1].benefits).toEqual(english.ingredients[1].benefits.map((b) => es.benefits[b]));
    expect(spanish.ingredients[2].researchNotes).toBe(english.ingredients[2].researchNotes);
    expect(decodeIngredients(text, await kbLocalizer("en"))).toEqual(english);
  });
});
