/**
 * The browser's calls for the skin profile, the advanced analysis and the library, on the shared
 * helpers of ./api.client and ./http. A `.client` module: call only
 * from effects and event handlers.
 */
import { api, readAsViewer as read } from "../../utils/api.client";
import type { CatalogueProduct } from "@core/api/products";
import type { Stack } from "@core/api/stacks";
import type { ProductFields } from "../../utils/product-fields";
import { parseProfileResponse, profilePayload, type ProfileAnswers } from "./profile";
import { parseAdvancedStack, parseEntry, type AdvancedEntry, type AdvancedStack } from "./stack";

export type CatalogueProductData = ProductFields & Pick<CatalogueProduct, "id">;

/** A routine to choose for the analysis, with how many products it holds. */
export type StackSummary = Pick<Stack, "id" | "name"> & { count: number };

export const advancedApi = {
  async profile(signal?: AbortSignal, fallback?: ProfileAnswers) {
    return parseProfileResponse(await api.authCall<unknown>("/api/profile", { signal }), fallback);
  },

  async saveProfile(profile: ProfileAnswers) {
    return parseProfileResponse(await api.authCall<unknown>("/api/profile", { method: "PUT", body: profilePayload(profile) }));
  },

  async stack(id: string, signal?: AbortSignal): Promise<AdvancedStack | null> {
    return parseAdvancedStack(await read<unknown>(`/api/stacks/${encodeURIComponent(id)}`, signal));
  },

  /** The signed-in user's routines, newest first (for choosing one to analyze). */
  async stacks(signal?: AbortSignal): Promise<StackSummary[]> {
    const data = await api.authCall<{ stacks?: unknown[] }>("/api/stacks", { signal });
    return (data?.stacks ?? [])
      .map(parseAdvancedStack)
      .filter((s): s is AdvancedStack => s !== null)
      .map((s) => ({ id: s.id, name: s.name, count: s.morningProducts.length + s.nightProducts.length }));
  },

  /** 'Save and Continue': one entry's advanced data. */
  async saveEntry(stackId: string, entryId: string, body: unknown): Promise<AdvancedEntry | null> {
    const data = await api.authCall<{ product?: unknown }>(
      `/api/stacks/${encodeURIComponent(stackId)}/products/${encodeURIComponent(entryId)}`,
      { method: "PUT", body },
    );
    return parseEntry(data?.product);
  },

  /** PUT /api/stacks/{id}: replaces both product lists; answers the saved stack. */
  async updateStack(id: string, body: unknown): Promise<AdvancedStack | null> {
    return parseAdvancedStack(await api.authCall<unknown>(`/api/stacks/${encodeURIComponent(id)}`, { method: "PUT", body }));
  },

  async product(id: string, signal?: AbortSignal): Promise<CatalogueProductData | null> {
    const data = await read<{ product?: Record<string, unknown> }>(`/api/products/${encodeURIComponent(id)}`, signal);
    const p = data?.product;
    if (!p || typeof p.id !== "string") return null;
    const text = (x: unknown) => (typeof x === "string" ? x : "");
    return {
      id: p.id,
      name: text(p.name) || text(p.productName),
      brand: text(p.brand),
      productType: text(p.productType),
      ingredients: text(p.ingredients),
      imageUrl: text(p.imageUrl) || null,
    };
  },
};
