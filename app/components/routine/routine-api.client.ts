/**
 * The browser's routine calls (catalogue search, ingredient suggestions and records, the user's own
 * products, stacks, evaluation), on the shared helpers of ./api.client and ./http so that failures
 * carry the spec's messages. A `.client` module: call only from effects and event handlers.
 */
import type { InferRequestType } from "hono/client";
import { publicApi, userApi, viewerApi } from "../../utils/api.client";
import { success, successWithFindings } from "../../utils/http";
import type { BarcodeResponse, ProductPage, ProductSearchPage } from "@core/api/products";
import type { EvaluationQueuedResponse, RoutineListResponse, RoutineResponse, RoutineSavedResponse } from "@core/api/routines";
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

/** The spec's ingredient record, as GET /api/ingredients/{name} answers it (the engine's fields, and its decoder page's `slug`). */
export type IngredientRecord = Awaited<ReturnType<typeof routineApi.ingredient>>["ingredient"];

/** The body of POST /api/evaluate-stack, as the api's validator takes it (core/schemas/routines EvaluateSchema). */
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
  searchProducts: (text: string, signal?: AbortSignal, offset = 0): Promise<SearchResult> =>
    success(viewerApi().products.$get({ query: { search: text.trim(), ...(offset ? { offset: String(offset) } : {}) } }, { init: { signal } })),

  /** GET /api/products/barcode/{code}: our catalogue, then Open Beauty Facts (404 when neither has it). */
  lookupBarcode: (code: string, signal?: AbortSignal) =>
    success(viewerApi().products.barcode[":code"].$get({ param: { code: encodeURIComponent(code.trim()) } }, { init: { signal } })),

  /** "Report wrong ingredients" on a product. */
  reportProduct: (id: string, body: { message: string; suggestedIngredients?: string }) =>
    success(userApi.products[":id"].reports.$post({ param: { id: encodeURIComponent(id) }, json: body })),

  /** Browse (15 by default) or filter by ingredients: all wanted present, no unwanted present. */
  browseProducts: (options: { wanted?: readonly string[]; unwanted?: readonly string[]; limit?: number; signal?: AbortSignal } = {}) =>
    success(
      viewerApi().products.$get(
        {
          query: {
            ...(options.wanted?.length ? { wanted: list(options.wanted) } : {}),
            ...(options.unwanted?.length ? { unwanted: list(options.unwanted) } : {}),
            ...(options.limit ? { limit: String(options.limit) } : {}),
          },
        },
        { init: { signal: options.signal } },
      ),
    ),

  /** The empty search's suggestions: the products most used in routines. */
  popularProducts: (signal?: AbortSignal) => success(viewerApi().products.popular.$get(undefined, { init: { signal } })),

  suggestIngredients: (q: string, exclude: readonly string[], signal?: AbortSignal) =>
    success(publicApi.ingredients.suggest.$get({ query: { q: q.trim(), exclude: list(exclude) } }, { init: { signal } })),

  ingredient: (name: string, signal?: AbortSignal) =>
    success(publicApi.ingredients[":name"].$get({ param: { name: encodeURIComponent(name) } }, { init: { signal } })),

  product: (id: string, signal?: AbortSignal) =>
    success(viewerApi().products[":id"].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } })),

  /** The user's own product from a pasted ingredient list; usable at once. */
  createProduct: async (body: InferRequestType<typeof userApi.products.$post>["json"]) =>
    (await userApi.products.$post({ json: body })).json(),

  stacks: (signal?: AbortSignal) => successWithFindings<RoutineListResponse>(userApi.stacks.$get(undefined, { init: { signal } })),

  stack: (id: string, signal?: AbortSignal) => successWithFindings<RoutineResponse>(viewerApi().stacks[":id"].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } })),

  /** The routine's scores across its evaluations (the shared view's to anyone but the owner). */
  evaluationHistory: (id: string, signal?: AbortSignal) =>
    success(viewerApi().stacks[":id"].evaluations.$get({ param: { id: encodeURIComponent(id) }, query: {} }, { init: { signal } })),

  /** PUT /api/stacks/{id}: both product lists; the goal and skin type stay as they are unless sent. */
  updateStack: (id: string, body: InferRequestType<(typeof userApi.stacks)[":id"]["$put"]>["json"]) =>
    successWithFindings<RoutineSavedResponse>(userApi.stacks[":id"].$put({ param: { id: encodeURIComponent(id) }, json: body })),

  /** Share the routine with everyone, or make it private again (refused while a post is about it). */
  setVisibility: (id: string, isPublic: boolean) =>
    success(userApi.stacks[":id"].visibility.$put({ param: { id: encodeURIComponent(id) }, json: { isPublic } })),

  deleteStack: (id: string) => success(userApi.stacks[":id"].$delete({ param: { id: encodeURIComponent(id) } })),

  /** Evaluate again for 1 credit (also the way to try again after a failed evaluation). */
  reevaluate: (id: string) => success(userApi.stacks[":id"].evaluate.$post({ param: { id: encodeURIComponent(id) } })),

  /**
   * POST /api/evaluate-stack with an Idempotency-Key (one per submit attempt), so that a double
   * click creates one stack and spends one credit. Same failure messages as every authenticated call.
   */
  evaluate: async (payload: EvaluatePayload, idempotencyKey: string): Promise<EvaluateResult> =>
    (await userApi["evaluate-stack"].$post({ json: payload }, { headers: { "Idempotency-Key": idempotencyKey } })).json(),
};

