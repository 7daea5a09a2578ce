/**
 * The request bodies of the admin endpoints (/api/admin/*, POST /api/test-prompt) and their
 * limits: the api validates with these schemas, the admin panel reads the same limits.
 */
import * as v from "valibot";
import { GOAL_IDS, SKIN_TYPES } from "../domain";
import type { AiSettings } from "../api/admin";
import { objectMessage } from "./auth";

/* ---------------------------------------------------------------- the audit log */

/**
 * Every action written to the audit log: admins' changes, and the queue's failed dead-letter
 * refunds (no actor). The api writes only these (its `recordAudit` takes an AuditAction), its
 * GET /api/admin/audit?action= filter accepts exactly these, and the admin panel labels each one.
 */
export const AUDIT_ACTIONS = [
  "template.save",
  "template.revert",
  "ai_settings.update",
  "product.approve",
  "product.reject",
  "barcode.approve",
  "barcode.reject",
  "product_report.resolve",
  "product_report.dismiss",
  "ingredient.override",
  "ingredient.override_remove",
  "user.grant_admin",
  "user.revoke_admin",
  "queue.refund_failed",
  "content.hide",
  "content.restore",
  "report.dismiss",
  "user.ban",
  "user.unban",
  "payment.refund",
  "payment.dispute",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit's `action` filter. */
export const AuditActionSchema = v.picklist(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(", ")}`);

/* ---------------------------------------------------------------- roles and products */

export const RoleBodySchema = v.strictObject(
  {
    email: v.pipe(v.string("email must be text"), v.trim(), v.nonEmpty("email is required"), v.maxLength(254, "email is too long"), v.email("email must be a valid email address"), v.toLowerCase()),
    role: v.picklist(["admin", "user"], "role must be admin or user"),
  },
  objectMessage,
);

export const DECODE_MAX_CHARS = 20_000;

export const DecodeBodySchema = v.strictObject(
  {
    ingredients: v.pipe(
      v.string("ingredients must be text"),
      v.check((s) => s.trim().length > 0, "ingredients must not be empty"),
      v.maxLength(DECODE_MAX_CHARS, `ingredients must be at most ${DECODE_MAX_CHARS} characters`),
    ),
  },
  objectMessage,
);

/**
 * A body that changes some of `entries` and nothing else: at least one of them, and a field that
 * is not one of them is refused by name (`notAField`, then the fields there are).
 */
function someOf<const Entries extends v.ObjectEntries>(entries: Entries, words: { notAField: string; notAnObject: string }) {
  const names = Object.keys(entries).join(", ");
  return v.pipe(
    v.strictObject(entries, (issue) => (issue.expected === "never" ? `${words.notAField} (use ${names})` : words.notAnObject)),
    v.check((o) => Object.keys(o).length > 0, `send at least one of ${names}`),
  );
}

/* ---------------------------------------------------------------- ingredient overrides */

const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.minLength(1, `${field} must not be empty`), v.maxLength(max, `${field} must be at most ${max} characters`));

const list = (field: string) =>
  v.pipe(
    v.array(text(field, 200), `${field} must be a list of texts`),
    v.maxLength(12, `${field} may hold at most 12 entries`),
  );

/** What an override may set; every field is optional, at least one is required. */
export const IngredientOverrideSchema = someOf(
  {
    function: v.optional(text("function", 120)),
    benefits: v.optional(list("benefits")),
    concerns: v.optional(list("concerns")),
    researchNotes: v.optional(v.pipe(v.string("researchNotes must be text"), v.trim(), v.maxLength(2000, "researchNotes must be at most 2000 characters"))),
  },
  { notAField: "cannot be overridden", notAnObject: "the body must be a JSON object" },
);

export type IngredientOverride = v.InferOutput<typeof IngredientOverrideSchema>;

export const IngredientNameSchema = v.pipe(
  v.string("the ingredient name must be text"),
  v.trim(),
  v.minLength(1, "the ingredient name must not be empty"),
  v.maxLength(200, "the ingredient name must be at most 200 characters"),
);

export const OverrideBodySchema = v.strictObject({ name: IngredientNameSchema, override: IngredientOverrideSchema }, objectMessage);

export const RejectBodySchema = v.strictObject(
  { reason: v.optional(v.pipe(v.string("reason must be text"), v.trim(), v.maxLength(500, "reason must be at most 500 characters"))) },
  objectMessage,
);

/* ---------------------------------------------------------------- prompt templates */

export const TEMPLATE_MAX_CHARS = 20_000;

export const TemplateBodySchema = v.object({
  template: v.pipe(
    v.string("template must be text"),
    v.check((s) => s.trim().length > 0, "template must not be empty"),
    v.maxLength(TEMPLATE_MAX_CHARS, `template must be at most ${TEMPLATE_MAX_CHARS} characters`),
  ),
  /** Make it active although it lacks variables its evaluation needs (the panel asked first). */
  allowMissingVariables: v.optional(v.boolean("allowMissingVariables must be true or false"), false),
});

export const RevertBodySchema = v.object({
  version: v.pipe(v.number("version must be a number"), v.integer("version must be a whole number"), v.minValue(1, "version must be at least 1")),
});

/* ---------------------------------------------------------------- AI settings */

export const DEFAULT_AI_SETTINGS: AiSettings = { model: "gpt-4o", temperature: 0.5, maxTokens: 1000, timeoutMs: 30_000, jsonMode: true };

export const AI_MODELS = ["gpt-4o", "gpt-4-turbo", "gpt-4", "gpt-3.5-turbo"] as const;

/** The bounds the panel shows and the api enforces. */
export const AI_SETTINGS_OPTIONS = {
  models: AI_MODELS,
  temperature: { min: 0, max: 1, step: 0.1 },
  maxTokens: { min: 1, max: 16_000 },
  timeoutMs: { min: 1_000, max: 120_000 },
  defaults: DEFAULT_AI_SETTINGS,
} as const;

const { temperature: T, maxTokens: M, timeoutMs: TO } = AI_SETTINGS_OPTIONS;

/** A whole multiple of 0.1 (allowing for binary fractions such as 0.30000000000000004). */
const onTenthGrid = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

/** A whole number within `bounds`, every refusal naming the field. */
const wholeNumber = (field: string, { min, max }: { min: number; max: number }, words: { unit?: string; note?: string } = {}) => {
  const range = `${field} must be between ${min} and ${max}${words.note ?? ""}`;
  return v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number${words.unit ?? ""}`),
    v.minValue(min, range),
    v.maxValue(max, range),
  );
};

/** PUT body: any subset of the settings; what is left out keeps its stored value. */
export const AiSettingsPatchSchema = someOf(
  {
    model: v.optional(v.picklist(AI_MODELS, `model must be one of ${AI_MODELS.join(", ")}`)),
    temperature: v.optional(
      v.pipe(
        v.number("temperature must be a number"),
        v.finite("temperature must be a number"),
        v.minValue(T.min, `temperature must be between ${T.min} and ${T.max}`),
        v.maxValue(T.max, `temperature must be between ${T.min} and ${T.max}`),
        v.check(onTenthGrid, "temperature must be in steps of 0.1"),
        v.transform((n) => Math.round(n * 10) / 10),
      ),
    ),
    maxTokens: v.optional(wholeNumber("maxTokens", M)),
    timeoutMs: v.optional(wholeNumber("timeoutMs", TO, { unit: " of milliseconds", note: " (1-120 seconds)" })),
    jsonMode: v.optional(v.boolean("jsonMode must be true or false")),
  },
  { notAField: "is not a setting", notAnObject: "the body must be a JSON object of settings" },
);

export type AiSettingsPatch = v.InferOutput<typeof AiSettingsPatchSchema>;

/* ---------------------------------------------------------------- prompt tests */

export const MAX_TEST_PRODUCTS = 30;

const Product = v.object({
  name: v.pipe(v.string("products: name must be text"), v.trim(), v.minLength(1, "products: every product needs a name"), v.maxLength(200, "products: name is too long")),
  brand: v.optional(v.pipe(v.string("products: brand must be text"), v.trim(), v.maxLength(200, "products: brand is too long")), ""),
  productType: v.optional(v.pipe(v.string("products: productType must be text"), v.trim(), v.maxLength(60, "products: productType is too long")), ""),
  ingredients: v.optional(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(10_000, "products: ingredients are too long")),
        v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(200), v.transform((a) => a.join(", "))),
      ],
      "products: ingredients must be a comma-separated text or a list of names",
    ),
    "",
  ),
  routine: v.optional(v.picklist(["morning", "night"], "products: routine must be morning or night")),
});

export type PromptTestProduct = v.InferOutput<typeof Product>;
const productList = v.pipe(v.array(Product, "products must be a list of products"), v.maxLength(MAX_TEST_PRODUCTS, `products may hold at most ${MAX_TEST_PRODUCTS} products`));

/**
 * The products box: a list (each product may say `routine: "morning" | "night"`, default
 * morning), or `{morning: [...], night: [...]}` (also `morningProducts` / `nightProducts`).
 */
const ProductsObject = v.object(
  {
    morning: v.optional(productList, []),
    night: v.optional(productList, []),
    morningProducts: v.optional(productList, []),
    nightProducts: v.optional(productList, []),
  },
  "products must be a list of products or {morning: [...], night: [...]}",
);

/** Arrays are objects too: pick the form by shape, so that errors name the real problem. */
const ProductsInput = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = Array.isArray(dataset.value) ? v.safeParse(productList, dataset.value) : v.safeParse(ProductsObject, dataset.value);
    if (result.success) return result.output;
    const message = result.issues[0].message;
    addIssue({ message: message.startsWith("products") ? message : `products: ${message}` });
    return NEVER;
  }),
);

const goal = v.picklist(GOAL_IDS, `goal must be one of ${GOAL_IDS.join(", ")}`);

export const PromptTestSchema = v.object({
  prompt: v.pipe(
    v.string("prompt must be text"),
    v.check((s) => s.trim().length > 0, "prompt must not be empty"),
    v.maxLength(TEMPLATE_MAX_CHARS, `prompt must be at most ${TEMPLATE_MAX_CHARS} characters`),
  ),
  goal,
  secondaryGoals: v.optional(
    v.pipe(
      v.array(v.picklist(GOAL_IDS, `secondaryGoals must hold goal ids: ${GOAL_IDS.join(", ")}`), "secondaryGoals must be a list of goal ids"),
      v.maxLength(GOAL_IDS.length, "secondaryGoals has too many goals"),
    ),
    [],
  ),
  products: v.optional(ProductsInput, []),
  skinType: v.optional(v.picklist(SKIN_TYPES, `skinType must be one of ${SKIN_TYPES.join(", ")}`), "normal"),
  skinFeeling: v.optional(v.pipe(v.string("skinFeeling must be text"), v.maxLength(1000, "skinFeeling is too long")), ""),
  /** Which template is being tested, for labelling the sample (optional). */
  templateId: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export type PromptTest = v.InferOutput<typeof PromptTestSchema>;

/** The prompt tester's body as the panel sends it: the goal and the JSON boxes are checked by the api. */
export type PromptTestBody = Omit<v.InferInput<typeof PromptTestSchema>, "goal" | "secondaryGoals" | "products"> & {
  goal: string;
  secondaryGoals: unknown;
  products: unknown;
};
