/**
 * The browser's routine calls (catalogue search, ingredient suggestions and records, the user's own
 * products, stacks, evaluation), on the shared helpers of ./api.client and ./http so that failures
 * carry the spec's messages. A `.client` module: call only from effects and event handlers.
 */
import type { InferRequestType } from "hono/client";
import { api, readAsViewer as read, userApi } from "../../utils/api.client";
import type { EvaluationHistory } from "@core/api/evaluation-history";
import type { BarcodeResponse, ProductPage, ProductSearchPage } from "@core/api/products";
import type { IngredientAnalysis } from "@core/ingredients";
import type { EvaluationQueuedResponse, StackDeletedResponse, VisibilityResponse } from "@core/api/stacks";
import type { PayloadProduct } from "./routine";
import type { CatalogueProduct } from "./routine";

type ListedProduct = CatalogueProduct & { id: string };

export type CatalogueResult = Omit<ProductPage, "products"> & { products: ListedProduct[] };

/** A search page; the paging fields and the Open Beauty Facts report may be missing. */
export type SearchResult = CatalogueResult & Partial<Pick<ProductSearchPage, "hasMore" | "nextOffset" | "partial" | "external">>;

type BarcodeSuggestion = Extract<BarcodeResponse, { product: null }>;

/** A product found for a barcode, or a suggestion (Open Beauty Facts knows it but not its type). */
export interface BarcodeResult {
  product: ListedProduct | null;
  source?: BarcodeResponse["source"];
  suggestion?: BarcodeSuggestion["suggestion"];
  message?: BarcodeSuggestion["message"];
}

/** The spec's ingredient record, as GET /api/ingredients/{name} answers it (among the engine's fields). */
export type IngredientRecord = Pick<
  IngredientAnalysis,
  "name" | "concentration" | "function" | "benefits" | "concerns" | "researchNotes" | "productsContaining"
> & {
  /** Its page in the ingredient decoder, when there is one. */
  slug?: string | null;
};

/** The body of POST /api/evaluate-stack, as the api's validator takes it (core/schemas/stacks EvaluateSchema). */
export type EvaluatePayload = InferRequestType<typeof userApi["evaluate-stack"]["$post"]>["json"];

/** What an evaluation request answers (EvaluationQueuedResponse), read loosely by the submit flow. */
export type EvaluateResult = Partial<EvaluationQueuedResponse>;


const list = (items: readonly string[]) => items.map((i) => i.trim()).filter(Boolean).join(",");

export function newIdempotencyKey(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  }
}

export const routineApi = {
  /** Name or brand search (the caller checks the text is longer than 2 characters). */
  searchProducts: (text: string, signal?: AbortSignal, offset = 0) =>
    read<SearchResult>(`/api/products?search=${encodeURIComponent(text.trim())}${offset ? `&offset=${offset}` : ""}`, signal),

  /** GET /api/products/barcode/{code}: our catalogue, then Open Beauty Facts (404 when neither has it). */
  lookupBarcode: (code: string, signal?: AbortSignal) => read<BarcodeResult>(`/api/products/barcode/${encodeURIComponent(code.trim())}`, signal),

  /** "Report wrong ingredients" on a product. */
  reportProduct: (id: string, body: { message: string; suggestedIngredients?: string }) =>
    api.authCall<{ message: string }>(`/api/products/${encodeURIComponent(id)}/reports`, { method: "POST", body }),

  /** Browse (15 by default) or filter by ingredients: all wanted present, no unwanted present. */
  browseProducts: (options: { wanted?: readonly string[]; unwanted?: readonly string[]; limit?: number; signal?: AbortSignal } = {}) => {
    const params = new URLSearchParams();
    if (options.wanted?.length) params.set("wanted", list(options.wanted));
    if (options.unwanted?.length) params.set("unwanted", list(options.unwanted));
    if (options.limit) params.set("limit", String(options.limit));
    const query = params.toString();
    return read<CatalogueResult>(`/api/products${query ? `?${query}` : ""}`, options.signal);
  },

  /** The empty search's suggestions: the products most used in routines. */
  popularProducts: (signal?: AbortSignal) => read<CatalogueResult>("/api/products/popular", signal),

  suggestIngredients: (q: string, exclude: readonly string[], signal?: AbortSignal) =>
    api.call<{ suggestions: string[] }>(
      `/api/ingredients/suggest?q=${encodeURIComponent(q.trim())}&exclude=${encodeURIComponent(list(exclude))}`,
      { signal },
    ),

  ingredient: (name: string, signal?: AbortSignal) =>
    api.call<{ ingredient: IngredientRecord }>(`/api/ingredients/${encodeURIComponent(name)}`, { signal }),

  product: (id: string, signal?: AbortSignal) =>
    read<{ product: CatalogueProduct & { id: string } }>(`/api/products/${encodeURIComponent(id)}`, signal),

  /** The user's own product from a pasted ingredient list; usable at once. */
  createProduct: async (body: InferRequestType<typeof userApi.products.$post>["json"]) =>
    (await userApi.products.$post({ json: body })).json(),

  stacks: (signal?: AbortSignal) => api.authCall<{ stacks: unknown[] }>("/api/stacks", { signal }),

  stack: (id: string, signal?: AbortSignal) => read<unknown>(`/api/stacks/${encodeURIComponent(id)}`, signal),

  /** The routine's scores across its evaluations (the shared view's to anyone but the owner). */
  evaluationHistory: (id: string, signal?: AbortSignal) =>
    read<EvaluationHistory>(`/api/stacks/${encodeURIComponent(id)}/evaluations`, signal),

  updateStack: (id: string, body: { name?: string; goal?: string; morningProducts: PayloadProduct[]; nightProducts: PayloadProduct[] }) =>
    api.authCall<unknown>(`/api/stacks/${encodeURIComponent(id)}`, { method: "PUT", body }),

  /** Share the routine with everyone, or make it private again (refused while a post is about it). */
  setVisibility: (id: string, isPublic: boolean) =>
    api.authCall<VisibilityResponse>(`/api/stacks/${encodeURIComponent(id)}/visibility`, {
      method: "PUT",
      body: { isPublic },
    }),

  deleteStack: (id: string) => api.authCall<StackDeletedResponse>(`/api/stacks/${encodeURIComponent(id)}`, { method: "DELETE" }),

  /** Evaluate again for 1 credit (also the way to try again after a failed evaluation). */
  reevaluate: (id: string) => api.authCall<EvaluationQueuedResponse>(`/api/stacks/${encodeURIComponent(id)}/evaluate`, { method: "POST" }),

  /**
   * POST /api/evaluate-stack with an Idempotency-Key (one per submit attempt), so that a double
   * click creates one stack and spends one credit. Same failure messages as every authenticated call.
   */
  evaluate: async (payload: EvaluatePayload, idempotencyKey: string): Promise<EvaluateResult> =>
    (await userApi["evaluate-stack"].$post({ json: payload }, { headers: { "Idempotency-Key": idempotencyKey } })).json(),

};
