/**
 * The admin panel's calls to the api (workers/api/src/routes/admin.ts), as the signed-in user,
 * through the api's typed client: paths, bodies and answers are the Worker's own types.
 * A `.client` module: call only from effects and event handlers.
 */
import type { InferRequestType } from "hono/client";
import { userApi } from "~/utils/api.client";
import { success } from "~/utils/http";
import type { ModerationActionInput } from "@core/schemas/community";
import type { OverrideData } from "@core/api/admin";
import type { PromptTestBody } from "@core/schemas/admin";

const admin = userApi.admin;
const enc = encodeURIComponent;
type PromptTest = InferRequestType<typeof admin["sample-response"]["$post"]>["json"];
/** `?cursor=` when there is one. */
const page = (cursor?: string | null) => ({ query: cursor ? { cursor } : {} });

export const adminApi = {
  templates: () => success(admin.templates.$get()),
  template: (id: string) => success(admin.templates[":id"].$get({ param: { id: enc(id) } })),
  saveTemplate: (id: string, template: string, allowMissingVariables = false) =>
    success(admin.templates[":id"].$put({ param: { id: enc(id) }, json: allowMissingVariables ? { template, allowMissingVariables } : { template } })),
  revertTemplate: (id: string, version: number) => success(admin.templates[":id"].revert.$post({ param: { id: enc(id) }, json: { version } })),

  aiSettings: () => success(admin["ai-settings"].$get()),
  saveAiSettings: (settings: InferRequestType<typeof admin["ai-settings"]["$put"]>["json"]) => success(admin["ai-settings"].$put({ json: settings })),

  // The tester sends the goal and the JSON boxes as the admin typed them: the api checks them and
  // its 400 names what is wrong, so this body alone is not narrowed to the validator's input.
  testPrompt: (body: PromptTestBody) => success(userApi["test-prompt"].$post({ json: body as PromptTest })),
  sampleResponse: (body: PromptTestBody) => success(admin["sample-response"].$post({ json: body as PromptTest })),

  decode: (ingredients: string) => success(admin.ingredients.decode.$post({ json: { ingredients } })),
  ingredientEntry: (name: string) => success(admin.ingredients.entry.$get({ query: { name } })),
  overrides: () => success(admin.ingredients.overrides.$get()),
  saveOverride: (name: string, override: OverrideData) => success(admin.ingredients.overrides.$put({ json: { name, override } })),
  removeOverride: (name: string) => success(admin.ingredients.overrides.$delete({ query: { name } })),

  pendingProducts: (cursor?: string | null) => success(admin.products.pending.$get(page(cursor))),
  pendingBarcodes: (cursor?: string | null) => success(admin.barcodes.pending.$get(page(cursor))),
  approveBarcode: (id: string) => success(admin.barcodes[":id"].approve.$post({ param: { id: enc(id) } })),
  rejectBarcode: (id: string) => success(admin.barcodes[":id"].reject.$post({ param: { id: enc(id) }, json: {} })),
  productReports: () => success(admin["product-reports"].$get({ query: {} })),
  resolveReport: (id: string, applySuggestedIngredients: boolean) =>
    success(admin["product-reports"][":id"].resolve.$post({ param: { id: enc(id) }, json: { applySuggestedIngredients } })),
  moderationQueue: (cursor?: string | null) => success(admin.moderation.$get(page(cursor))),
  actioned: (cursor?: string | null) => success(admin.moderation.actioned.$get(page(cursor))),
  moderate: (body: ModerationActionInput) => success(admin.moderation.$post({ json: body })),
  dismissReport: (id: string) => success(admin["product-reports"][":id"].dismiss.$post({ param: { id: enc(id) } })),
  approveProduct: (id: string) => success(admin.products[":id"].approve.$post({ param: { id: enc(id) } })),
  rejectProduct: (id: string, reason?: string) =>
    success(admin.products[":id"].reject.$post({ param: { id: enc(id) }, json: reason ? { reason } : {} })),

  alerts: () => success(admin.alerts.$get()),
  admins: () => success(admin.users.admins.$get()),
  setRole: (email: string, role: "admin" | "user") => success(admin.users.role.$post({ json: { email, role } })),

  audit: (cursor?: string | null) => success(admin.audit.$get(page(cursor))),
};
