import type { Recommendation } from "@core/evaluation/types";

/** The engine's advice to swap "Anthelios" for a morning sunscreen from the catalogue. */
export const swapRecommendation = (over: Partial<Recommendation> = {}): Recommendation => ({
  type: "swap",
  name: "AM Lotion SPF 50",
  brand: "CeraVe",
  replaces: "Anthelios",
  reason: "drying alcohol",
  keyIngredients: ["Zinc Oxide"],
  timing: "morning, as the last step",
  imageUrl: null,
  productId: "p-spf",
  productType: "Sunscreen",
  ...over,
});
