/**
 * The admin panel's calls to the api (workers/api/src/routes/admin.ts), as the signed-in user.
 * A `.client` module: call only from effects and event handlers.
 */
import { api } from "~/utils/api.client";
import type { OperatorAlert } from "@core/api/alerts";
import type { ActionedPage, ModerationQueue, ModerationResult } from "@core/api/moderation";
import type { ModerationActionInput } from "@core/schemas/community";
import type {
  AdminUser,
  AiSettings,
  AiSettingsOptions,
  AuditEntry,
  DecodeResult,
  IngredientEntry,
  OverrideData,
  OverrideRow,
  PendingBarcode,
  PendingProduct,
  ProductReport,
  PromptTestResult,
  SampleResult,
  StoredAiSettings,
  TemplateState,
  TemplateSummary,
} from "@core/api/admin";
import type { PromptTestBody } from "@core/schemas/admin";

const enc = encodeURIComponent;

export const adminApi = {
  templates: () => api.authCall<{ templates: TemplateSummary[]; variables: string[] }>("/api/admin/templates"),
  template: (id: string) => api.authCall<TemplateState>(`/api/admin/templates/${enc(id)}`),
  saveTemplate: (id: string, template: string, allowMissingVariables = false) =>
    api.authCall<TemplateState & { created: boolean }>(`/api/admin/templates/${enc(id)}`, { method: "PUT", body: allowMissingVariables ? { template, allowMissingVariables } : { template } }),
  revertTemplate: (id: string, version: number) =>
    api.authCall<TemplateState & { changed: boolean }>(`/api/admin/templates/${enc(id)}/revert`, { method: "POST", body: { version } }),

  aiSettings: () => api.authCall<{ settings: StoredAiSettings; options: AiSettingsOptions; modelKeyConfigured: boolean }>("/api/admin/ai-settings"),
  saveAiSettings: (settings: Partial<AiSettings>) =>
    api.authCall<{ settings: StoredAiSettings; changed: boolean }>("/api/admin/ai-settings", { method: "PUT", body: settings }),

  testPrompt: (body: PromptTestBody) => api.authCall<PromptTestResult>("/api/test-prompt", { method: "POST", body }),
  sampleResponse: (body: PromptTestBody) => api.authCall<SampleResult>("/api/admin/sample-response", { method: "POST", body }),

  decode: (ingredients: string) => api.authCall<DecodeResult>("/api/admin/ingredients/decode", { method: "POST", body: { ingredients } }),
  ingredientEntry: (name: string) => api.authCall<IngredientEntry>(`/api/admin/ingredients/entry?name=${enc(name)}`),
  overrides: () => api.authCall<{ overrides: OverrideRow[] }>("/api/admin/ingredients/overrides"),
  saveOverride: (name: string, override: OverrideData) =>
    api.authCall<IngredientEntry>("/api/admin/ingredients/overrides", { method: "PUT", body: { name, override } }),
  removeOverride: (name: string) =>
    api.authCall<{ removed: boolean }>(`/api/admin/ingredients/overrides?name=${enc(name)}`, { method: "DELETE" }),

  pendingProducts: (cursor?: string | null) =>
    api.authCall<{ products: PendingProduct[]; total: number; nextCursor: string | null }>(
      `/api/admin/products/pending${cursor ? `?cursor=${enc(cursor)}` : ""}`,
    ),
  pendingBarcodes: (cursor?: string | null) =>
    api.authCall<{ claims: PendingBarcode[]; total: number; nextCursor: string | null }>(
      `/api/admin/barcodes/pending${cursor ? `?cursor=${enc(cursor)}` : ""}`,
    ),
  approveBarcode: (id: string) => api.authCall<{ changed: boolean }>(`/api/admin/barcodes/${enc(id)}/approve`, { method: "POST" }),
  rejectBarcode: (id: string) => api.authCall<{ changed: boolean }>(`/api/admin/barcodes/${enc(id)}/reject`, { method: "POST", body: {} }),
  productReports: () => api.authCall<{ reports: ProductReport[]; total: number }>("/api/admin/product-reports"),
  resolveReport: (id: string, applySuggestedIngredients: boolean) =>
    api.authCall<{ changed: boolean; ingredientsUpdated: boolean }>(`/api/admin/product-reports/${enc(id)}/resolve`, {
      method: "POST",
      body: { applySuggestedIngredients },
    }),
  moderationQueue: (cursor?: string | null) => api.authCall<ModerationQueue>(`/api/admin/moderation${cursor ? `?cursor=${enc(cursor)}` : ""}`),
  actioned: (cursor?: string | null) => api.authCall<ActionedPage>(`/api/admin/moderation/actioned${cursor ? `?cursor=${enc(cursor)}` : ""}`),
  moderate: (body: ModerationActionInput) => api.authCall<ModerationResult>("/api/admin/moderation", { method: "POST", body }),
  dismissReport: (id: string) => api.authCall<{ changed: boolean }>(`/api/admin/product-reports/${enc(id)}/dismiss`, { method: "POST" }),
  approveProduct: (id: string) => api.authCall<{ changed: boolean }>(`/api/admin/products/${enc(id)}/approve`, { method: "POST" }),
  rejectProduct: (id: string, reason?: string) =>
    api.authCall<{ changed: boolean }>(`/api/admin/products/${enc(id)}/reject`, { method: "POST", body: reason ? { reason } : {} }),

  alerts: () => api.authCall<{ alerts: OperatorAlert[] }>("/api/admin/alerts"),
  admins: () => api.authCall<{ admins: AdminUser[] }>("/api/admin/users/admins"),
  setRole: (email: string, role: "admin" | "user") =>
    api.authCall<{ user: AdminUser; changed: boolean }>("/api/admin/users/role", { method: "POST", body: { email, role } }),

  audit: (cursor?: string | null) =>
    api.authCall<{ entries: AuditEntry[]; nextCursor: string | null }>(`/api/admin/audit${cursor ? `?cursor=${enc(cursor)}` : ""}`),
};
