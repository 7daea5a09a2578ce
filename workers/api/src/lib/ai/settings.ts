/**
 * The AI settings (admin AI settings): model, temperature, max tokens, timeout
 * and JSON mode, kept in the single ai_settings row (id 1) that the evaluation's narrative stage
 * reads (queue/consumer.ts) and that POST /api/test-prompt uses.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@db/client";
import { aiSettings, users } from "@db/schema";
import type { AiSettings, StoredAiSettings } from "@core/api/admin";
import { DEFAULT_AI_SETTINGS } from "@core/schemas/admin";


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
