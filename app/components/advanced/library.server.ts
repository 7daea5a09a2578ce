/**
 * The product library's loaders: catalogue calls through the api's typed client on the server
 * (~/utils/api.server, the visitor's cookie forwarded), and the ingredient decode of a product with the knowledge base (core/ingredients). Server
 * only, so that the knowledge base never ships to the browser.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ingredientSlugForName } from "@core/ingredient-pages";
import { onePercentLineOf, skinTypeNoteCodesOf, skinTypeNotesOf } from "@core/product-page";
import { analyzeIngredient, analyzeIngredientList, type IngredientClassification } from "@core/ingredients";
import type { ActiveClass } from "@core/kb/types";
import type { SkinType } from "@core/domain";
import { createKbLocalizer, type KbLocalizer } from "@core/kb/translations";
import { concernCodes, functionLabelKey } from "@core/kb/labels";
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

/** A flag's code (what a screen words in its language) and its English label. */
const FLAG_LABELS = {
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
  "uv-filter": "UV filter",
  fragrance: "Fragrance",
  "essential-oil": "Essential oil",
  "fragrance-allergen": "Fragrance allergen",
  "drying-alcohol": "Drying alcohol",
  sulfate: "Sulfate",
  "may-irritate": "May irritate",
  sensitiser: "Sensitiser",
  "sun-sensitivity": "Sun sensitivity",
  drying: "Drying",
  "may-clog-pores": "May clog pores",
  "pregnancy-caution": "Pregnancy caution",
  "fungal-acne-trigger": "Fungal acne trigger",
} as const satisfies Record<string, string>;

type FlagCode = keyof typeof FLAG_LABELS;

const ACTIVE_FLAGS: Partial<Record<ActiveClass, FlagCode>> = {
  retinoid: "retinoid",
  aha: "aha",
  bha: "bha",
  pha: "pha",
  "vitamin-c": "vitamin-c",
  niacinamide: "niacinamide",
  "benzoyl-peroxide": "benzoyl-peroxide",
  "azelaic-acid": "azelaic-acid",
  peptide: "peptide",
  ceramide: "ceramide",
  humectant: "humectant",
  antioxidant: "antioxidant",
  soothing: "soothing",
  brightening: "brightening",
  "mineral-uv-filter": "uv-filter",
  "chemical-uv-filter": "uv-filter",
};

const CAUTION_FLAGS: Partial<Record<ActiveClass, FlagCode>> = {
  fragrance: "fragrance",
  "essential-oil": "essential-oil",
  "fragrance-allergen": "fragrance-allergen",
  "drying-alcohol": "drying-alcohol",
  "sulfate-surfactant": "sulfate",
};

/** Short flags for an ingredient: cautions first (irritants, allergens, pore-clogging...), then what it does. */
export function ingredientFlags(c: Pick<IngredientClassification, "classes" | "concerns" | "entry" | "pregnancyCaution" | "fungalAcneTrigger">): IngredientFlag[] {
  const flags: IngredientFlag[] = [];
  const add = (code: FlagCode | "comedogenic", tone: IngredientFlag["tone"], rating?: number) => {
    const label = code === "comedogenic" ? `Comedogenic ${rating}/5` : FLAG_LABELS[code];
    if (!flags.some((f) => f.label === label)) flags.push({ label, tone, code, ...(rating === undefined ? {} : { rating }) });
  };
  // Essential oils and declared allergens are classed as fragrance too; the specific flag says it.
  const specific = c.classes.includes("essential-oil") || c.classes.includes("fragrance-allergen");
  for (const cls of c.classes) {
    const code = CAUTION_FLAGS[cls];
    if (code && !(cls === "fragrance" && specific)) add(code, "caution");
  }
  if (c.concerns.includes("irritation")) add("may-irritate", "caution");
  if (c.concerns.includes("sensitising")) add("sensitiser", "caution");
  if (c.concerns.includes("photosensitising")) add("sun-sensitivity", "caution");
  if (c.concerns.includes("drying")) add("drying", "caution");
  const comedogenic = c.entry?.comedogenic;
  if (comedogenic !== undefined && comedogenic >= 3) add("comedogenic", "caution", comedogenic);
  else if (c.concerns.includes("comedogenic")) add("may-clog-pores", "caution");
  if (c.pregnancyCaution) add("pregnancy-caution", "caution");
  if (c.fungalAcneTrigger) add("fungal-acne-trigger", "caution");
  for (const cls of c.classes) {
    const code = ACTIVE_FLAGS[cls];
    if (code) add(code, "active");
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
    const notes = skinTypeNotesOf(item.classification);
    return {
      position: item.position,
      name: item.name,
      function: record.function,
      functionKey: functionLabelKey(item.classification),
      benefits: kb.benefits(record.benefits).map((b) => b.text),
      concerns: record.concerns,
      concernCodes: concernCodes(item.classification),
      flags: ingredientFlags(item.classification),
      source: record.source,
      researchNotes: kb.note(item.classification.entry?.inci, record.researchNotes).text,
      percent: typeof item.percent === "number" ? item.percent : null,
      slug: ingredientSlugForName(item.name),
      afterOnePercentLine: line > 0 && item.position > line,
      skinTypes: Object.entries(skinTypeNoteCodesOf(item.classification)).map(([type, codes]) => ({ type, note: notes[type as SkinType] ?? "", codes })),
    };
  });
  return { ingredients, mayContain: list.mayContain, knownCount: list.knownCount };
}
