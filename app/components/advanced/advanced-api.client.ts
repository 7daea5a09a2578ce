/**
 * The browser's calls for the skin profile, the advanced analysis and the library, on the shared
 * helpers of ./api.client and ./http. A `.client` module: call only
 * from effects and event handlers.
 */
import type { InferRequestType } from "hono/client";
import { userApi, viewerApi } from "../../utils/api.client";
import { success, successWithFindings } from "../../utils/http";
import type { CatalogueProduct } from "@core/api/products";
import type { Stack, RoutineResponse, RoutineSavedResponse } from "@core/api/routines";
import type { ProductFields } from "../../utils/product-fields";
import { profileAnswers, profilePayload, type ProfileAnswers } from "./profile";
import { toAdvancedRoutine, toEntry, type AdvancedEntry, type AdvancedRoutine } from "./routine";

export type CatalogueProductData = ProductFields & Pick<CatalogueProduct, "id">;

/** A routine to choose for the analysis, with how many products it holds. */
export type RoutineSummary = Pick<Stack, "id" | "name"> & { count: number };

const routines = userApi.stacks;
const param = (id: string) => ({ id: encodeURIComponent(id) });

export const advancedApi = {
  async profile(signal?: AbortSignal, fallback?: ProfileAnswers) {
    return profileAnswers(await success(userApi.profile.$get(undefined, { init: { signal } })), fallback);
  },

  async saveProfile(profile: ProfileAnswers) {
    return profileAnswers(await success(userApi.profile.$put({ json: profilePayload(profile) })));
  },

  async stack(id: string, signal?: AbortSignal): Promise<AdvancedRoutine> {
    return toAdvancedRoutine(await successWithFindings<RoutineResponse>(viewerApi().stacks[":id"].$get({ param: param(id) }, { init: { signal } })));
  },

  /** The signed-in user's routines, newest first (for choosing one to analyze). */
  async stacks(signal?: AbortSignal): Promise<RoutineSummary[]> {
    const { stacks: list } = await success(routines.$get(undefined, { init: { signal } }));
    return list.map((s) => ({ id: s.id, name: s.name, count: s.morningProducts.length + s.nightProducts.length }));
  },

  /** 'Save and Continue': one entry's advanced data. */
  async saveEntry(routineId: string, entryId: string, body: InferRequestType<(typeof routines)[":id"]["products"][":entryId"]["$put"]>["json"]): Promise<AdvancedEntry> {
    const { product } = await success(routines[":id"].products[":entryId"].$put({ param: { ...param(routineId), entryId: encodeURIComponent(entryId) }, json: body }));
    return toEntry(product);
  },

  /** PUT /api/stacks/{id}: replaces both product lists; answers the saved stack. */
  async updateStack(id: string, body: InferRequestType<(typeof routines)[":id"]["$put"]>["json"]): Promise<AdvancedRoutine> {
    return toAdvancedRoutine(await successWithFindings<RoutineSavedResponse>(routines[":id"].$put({ param: param(id), json: body })));
  },

  async product(id: string, signal?: AbortSignal): Promise<CatalogueProductData> {
    const { product: p } = await success(viewerApi().products[":id"].$get({ param: param(id) }, { init: { signal } }));
    return { id: p.id, name: p.name, brand: p.brand, productType: p.productType, ingredients: p.ingredients, imageUrl: p.imageUrl || null };
  },
};
