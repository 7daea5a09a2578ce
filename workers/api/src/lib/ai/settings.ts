/**
 * The AI settings of spec section 9 (admin AI settings): model, temperature, max tokens, timeout
 * and JSON mode, kept in the single ai_settings row (id 1) that the evaluation's narrative stage
 * reads (queue/consumer.ts) and that POST /api/test-prompt uses.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "@db/client";
import { aiSettings, users } from "@db/schema";
import { DEFAULT_AI_SETTINGS, type AiSettings } from "./narrative";

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

/** PUT body: any subset of the settings; what is left out keeps its stored value. */
export const AiSettingsPatchSchema = v.pipe(
  v.strictObject(
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
      maxTokens: v.optional(
        v.pipe(
          v.number("maxTokens must be a number"),
          v.integer("maxTokens must be a whole number"),
          v.minValue(M.min, `maxTokens must be between ${M.min} and ${M.max}`),
          v.maxValue(M.max, `maxTokens must be between ${M.min} and ${M.max}`),
        ),
      ),
      timeoutMs: v.optional(
        v.pipe(
          v.number("timeoutMs must be a number"),
          v.integer("timeoutMs must be a whole number of milliseconds"),
          v.minValue(TO.min, `timeoutMs must be between ${TO.min} and ${TO.max} (1-120 seconds)`),
          v.maxValue(TO.max, `timeoutMs must be between ${TO.min} and ${TO.max} (1-120 seconds)`),
        ),
      ),
      jsonMode: v.optional(v.boolean("jsonMode must be true or false")),
    },
    (issue) =>
      issue.expected === "never"
        ? "is not a setting (use model, temperature, maxTokens, timeoutMs, jsonMode)"
        : "the body must be a JSON object of settings",
  ),
  v.check((o) => Object.keys(o).length > 0, "send at least one of model, temperature, maxTokens, timeoutMs, jsonMode"),
);

export type AiSettingsPatch = v.InferOutput<typeof AiSettingsPatchSchema>;

export interface StoredAiSettings extends AiSettings {
  updatedAt: string | null;
  updatedBy: { id: string; email: string; name: string | null } | null;
}

/** The stored settings (row 1), or the defaults when the row is missing. */
export async function readAiSettings(db: Database): Promise<StoredAiSettings> {
  const [row] = await db
    .select({ settings: aiSettings, updater: { id: users.id, email: users.email, name: users.name } })
    .from(aiSettings)
    .leftJoin(users, eq(users.id, aiSettings.updatedBy))
    .where(eq(aiSettings.id, 1))
    .limit(1);
  if (!row) return { ...DEFAULT_AI_SETTINGS, updatedAt: null, updatedBy: null };
  const s = row.settings;
  return {
    model: s.model,
    temperature: Math.round(s.temperature * 10) / 10,
    maxTokens: s.maxTokens,
    timeoutMs: s.timeoutMs,
    jsonMode: s.jsonMode,
    updatedAt: s.updatedAt.toISOString(),
    updatedBy: row.updater?.id ? row.updater : null,
  };
}

export function plainSettings(s: AiSettings): AiSettings {
  return { model: s.model, temperature: s.temperature, maxTokens: s.maxTokens, timeoutMs: s.timeoutMs, jsonMode: s.jsonMode };
}
