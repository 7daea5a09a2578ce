import type { AdvancedEntry } from "../routine";

/** A routine entry of the advanced analysis with no details saved yet (frequency, self-assessment, concentrations). */
export function advancedEntry(over: Partial<AdvancedEntry> & Pick<AdvancedEntry, "id" | "name">): AdvancedEntry {
  return {
    productId: null,
    brand: "Brand",
    productType: "Serum",
    ingredients: "Aqua, Glycerin",
    imageUrl: null,
    order: 1,
    usageFrequency: null,
    selfAssessment: null,
    concentrations: [],
    ...over,
  };
}
