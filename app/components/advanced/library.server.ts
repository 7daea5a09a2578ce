/**
 * The product library's loaders: catalogue calls through the api's typed client on the server
 * (~/utils/api.server, the visitor's cookie forwarded), and the ingredient decode of a product with the knowledge base (core/ingredients). Server
 * only, so that the knowledge base never ships to the browser.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ingredientSlugForName } from "@core/ingredient-pages";
import { onePercentLineOf, skinTypeNotesOf } from "@core/product-page";
import { analyzeIngredient, analyzeIngredientList, type IngredientClassification } from "@core/ingredients";
import type { ActiveClass } from "@core/kb/types";
import { createKbLocalizer, type KbLocalizer } from "@core/kb/translations";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import type { ProductPage, ProductSearchPage } from "@core/api/products";
import { answerOf, serverApi, type ApiResult } from "~/utils/api.server";
import { catalogueQuery, searchCursor, type DecodedIngredient, type DecodedProduct, type IngredientFlag, type LibraryParams, type LibraryProduct } from "./library";

/** A page of the library: a browse page's cursor, or a search's next offset as one ("o:{offset}"). */
interface LibraryPage {
  products: LibraryProduct[];
  nextCursor: string | null;
  ingredient: { slug: string; name: string; message: string } | null;
}

export function libraryServer(context: AppLoadContext, request: Request) {
  const api = serverApi(context.cloudflare.env, request);

  return {
    async products(params: LibraryParams): Promise<ApiResult<LibraryPage>> {
      const result = await answerOf("/api/products", () => api.products.$get({ query: catalogueQuery(params) }));
      if (!result.ok) return result;
      const page: ProductPage & Partial<Pick<ProductSearchPage, "nextOffset" | "ingredient">> = result.data;
      const hint = page.ingredient;
      return {
        ...result,
        data: {
          products: page.products,
          nextCursor: page.nextCursor ?? searchCursor(page.nextOffset),
          ingredient: hint ? { slug: hint.slug, name: hint.name, message: hint.message } : null,
        },
      };
    },
    async product(id: string): Promise<ApiResult<LibraryProduct>> {
      const result = await answerOf("/api/products/{id}", () => api.products[":id"].$get({ param: { id: encodeURIComponent(id) } }));
      return result.ok ? { ...result, data: result.data.product } : result;
    },
    /** The product page's related data (shared routines, similar products). */
    related: (id: string) => answerOf("/api/products/{id}/related", () => api.products[":id"].related.$get({ param: { id: encodeURIComponent(id) } })),
  };
}

const ACTIVE_FLAGS: Partial<Record<ActiveClass, string>> = {
  retinoid: "Retinoid",
  aha: "AHA exfoliant",
  bha: "BHA exfoliant",
  pha: "PHA exfoliant",
  "vitamin-c": "Vitamin C",
  niacinamide: "Niacinamide",
  "benzoyl-peroxide": "Benzoyl peroxide",
  "azelaic-acid": "Azelaic acid",
  peptide: "Peptide",
  ceramide: "Ceramide",
  humectant: "Humectant",
  antioxidant: "Antioxidant",
  soothing: "Soothing",
  brightening: "Brightening",
  "mineral-uv-filter": "UV filter",
  "chemical-uv-filter": "UV filter",
};

const CAUTION_FLAGS: Partial<Record<ActiveClass, string>> = {
  fragrance: "Fragrance",
  "essential-oil": "Essential oil",
  "fragrance-allergen": "Fragrance allergen",
  "drying-alcohol": "Drying alcohol",
  "sulfate-surfactant": "Sulfate",
};

/** Short flags for an ingredient: cautions first (irritants, allergens, pore-clogging...), then what it does. */
export function ingredientFlags(c: Pick<IngredientClassification, "classes" | "concerns" | "entry" | "pregnancyCaution" | "fungalAcneTrigger">): IngredientFlag[] {
  const flags: IngredientFlag[] = [];
  const add = (label: string, tone: IngredientFlag["tone"]) => {
    if (!flags.some((f) => f.label === label)) flags.push({ label, tone });
  };
  // Essential oils and declared allergens are classed as fragrance too; the specific flag says it.
  const specific = c.classes.includes("essential-oil") || c.classes.includes("fragrance-allergen");
  for (const cls of c.classes) {
    const label = CAUTION_FLAGS[cls];
    if (label && !(cls === "fragrance" && specific)) add(label, "caution");
  }
  if (c.concerns.includes("irritation")) add("May irritate", "caution");
  if (c.concerns.includes("sensitising")) add("Sensitiser", "caution");
  if (c.concerns.includes("photosensitising")) add("Sun sensitivity", "caution");
  if (c.concerns.includes("drying")) add("Drying", "caution");
  const comedogenic = c.entry?.comedogenic;
  if (comedogenic !== undefined && comedogenic >= 3) add(`Comedogenic ${comedogenic}/5`, "caution");
  else if (c.concerns.includes("comedogenic")) add("May clog pores", "caution");
  if (c.pregnancyCaution) add("Pregnancy caution", "caution");
  if (c.fungalAcneTrigger) add("Fungal acne trigger", "caution");
  for (const cls of c.classes) {
    const label = ACTIVE_FLAGS[cls];
    if (label) add(label, "active");
  }
  return flags;
}

const ENGLISH = createKbLocalizer(DEFAULT_LANGUAGE, null, null);

/** Decodes a product's ingredient list, in list order (duplicates dropped, 'May contain' apart). */
export function decodeIngredients(text: string, kb: KbLocalizer = ENGLISH): DecodedProduct {
  const list = analyzeIngredientList(text);
  const line = onePercentLineOf(text);
  const ingredients: DecodedIngredient[] = list.ingredients.map((item) => {
    const record = analyzeIngredient(item.name, { concentration: item.percent });
    return {
      position: item.position,
      name: item.name,
      function: record.function,
      benefits: kb.benefits(record.benefits).map((b) => b.text),
      concerns: record.concerns,
      flags: ingredientFlags(item.classification),
      source: record.source,
      researchNotes: kb.note(item.classification.entry?.inci, record.researchNotes).text,
      percent: typeof item.percent === "number" ? item.percent : null,
      slug: ingredientSlugForName(item.name),
      afterOnePercentLine: line > 0 && item.position > line,
      skinTypes: Object.entries(skinTypeNotesOf(item.classification)).map(([type, note]) => ({ type, note })),
    };
  });
  return { ingredients, mayContain: list.mayContain, knownCount: list.knownCount };
}
