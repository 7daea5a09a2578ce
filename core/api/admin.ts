/**
 * What the admin endpoints answer (/api/admin/*, POST /api/test-prompt): the api builds these
 * shapes, the admin panel reads them.
 */
export interface Person {
  id: string;
  email: string;
  name: string | null;
}

export interface TemplateSummary {
  id: string;
  name: string;
  description: string;
  activeVersion: number;
  latestVersion: number;
  /** The text of the active version. */
  template: string;
  updatedAt: string | null;
}

export interface TemplateVersion {
  version: number;
  template: string;
  createdAt: string;
  createdBy: Person | null;
  active: boolean;
}

export interface TemplateState {
  template: TemplateSummary;
  versions: TemplateVersion[];
}

export interface AiSettings {
  model: string;
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
  jsonMode: boolean;
}

export interface StoredAiSettings extends AiSettings {
  updatedAt: string | null;
  updatedBy: Person | null;
}

export interface AiSettingsOptions {
  models: readonly string[];
  temperature: { min: number; max: number; step: number };
  maxTokens: { min: number; max: number };
  timeoutMs: { min: number; max: number };
  defaults: AiSettings;
}

export interface DecodedIngredient {
  position: number;
  name: string;
  key: string;
  percent?: number;
  source: "kb" | "heuristic" | "unknown" | "override";
  function: string;
  classes: string[];
  benefits: string[];
  concerns: string[];
  researchNotes: string;
  comedogenic?: number;
  overridden: boolean;
}

export interface DecodeResult {
  ingredients: DecodedIngredient[];
  mayContain: string[];
  total: number;
  knownCount: number;
}

export interface IngredientRecord {
  name: string;
  function: string;
  benefits: string[];
  concerns: string[];
  researchNotes: string;
  source: string;
  overridden?: boolean;
}

export interface OverrideData {
  function?: string;
  benefits?: string[];
  concerns?: string[];
  researchNotes?: string;
}

export interface OverrideRow {
  inci: string;
  data: OverrideData;
  updatedAt: string;
  updatedBy: Person | null;
}

export interface IngredientEntry {
  key: string;
  curated: boolean;
  displayName: string;
  shipped: IngredientRecord;
  ingredient: IngredientRecord;
  override: OverrideRow | null;
}

/** A "wrong ingredients" report with its product and reporter (GET /api/admin/product-reports). */
export interface ProductReport {
  id: string;
  productId: string;
  message: string;
  suggestedIngredients: string | null;
  status: "open" | "resolved" | "dismissed";
  createdAt: string;
  resolvedAt: string | null;
  product: { id: string; name: string; brand: string; productType: string; ingredients: string; source: string };
  reporter: Person | null;
}

export interface PendingProduct {
  id: string;
  name: string;
  brand: string;
  productType: string;
  ingredients: string;
  status: string;
  createdAt: string;
  createdBy: Person | null;
}

/** GET /api/admin/barcodes/pending: a barcode a member attached to a product they added (ADR 0039). */
export interface PendingBarcode {
  id: string;
  barcode: string;
  createdAt: string;
  product: { id: string; name: string; brand: string; productType: string; status: string };
  claimedBy: Person;
}

export interface AuditEntry {
  id: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  createdAt: string;
  actor: Person | null;
  /**
   * Names of what a moderation entry is about, by "type:id" (the entry's target, and the members
   * its details name): a post's title, a comment's first words, a member's @username.
   */
  subjects?: Record<string, string>;
}

export interface AdminUser extends Person {
  role: "admin" | "user";
  createdAt?: string;
}

export interface PromptTestResult {
  model: string;
  settings: AiSettings;
  renderedPrompt: string;
  /** The model's answer exactly as it came. */
  raw: string;
  /** The answer parsed as JSON, or null when it is not JSON. */
  json: unknown;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number; totalTokens: number } | null;
  durationMs: number;
}

export interface SampleResult {
  sample: true;
  label: string;
  source: string;
  templateId: string | null;
  renderedPrompt: string;
  response: unknown;
}
