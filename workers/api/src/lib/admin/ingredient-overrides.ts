/**
 * Admin adjustments of ingredient entries. The shipped knowledge base (core/kb) is never edited:
 * an adjustment is a row of ingredient_overrides keyed by the entry's INCI key (so "Vitamin C" and
 * "Ascorbic Acid" share one), laid over the record the knowledge base produces wherever the api
 * answers an ingredient record (GET /api/ingredients/{name}, the admin decode).
 *
 * Overrides change what people read (function, benefits, concerns, research notes); the
 * deterministic engine keeps scoring from the shipped data, so scores stay reproducible.
 */
import { eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { analyzeIngredient, analyzeIngredientList, classifyIngredient, type IngredientAnalysis } from "@core/ingredients";
import { IngredientOverrideSchema, type IngredientOverride } from "@core/schemas/admin";
import type { Database } from "@db/client";
import { ingredientOverrides, users } from "@db/schema";

/** The key an override is stored under: the knowledge-base entry's INCI key, else the canonical key. */
export function overrideKeyOf(name: string): { key: string; curated: boolean; displayName: string } {
  const c = classifyIngredient(name.trim());
  return c.entry
    ? { key: c.entry.inci, curated: true, displayName: c.entry.displayName }
    : { key: c.key, curated: false, displayName: name.trim() };
}

/** The stored data, re-validated (a row written by an older version must not break a read). */
function parseStored(data: unknown): IngredientOverride | null {
  const result = v.safeParse(IngredientOverrideSchema, data);
  return result.success ? result.output : null;
}

export type WithOverride<T> = T & { overridden?: boolean };

export function applyOverride<T extends Pick<IngredientAnalysis, "function" | "benefits" | "concerns" | "researchNotes">>(
  record: T,
  data: IngredientOverride | null,
): WithOverride<T> {
  if (!data) return record;
  return {
    ...record,
    ...(data.function !== undefined ? { function: data.function } : {}),
    ...(data.benefits !== undefined ? { benefits: [...data.benefits] } : {}),
    ...(data.concerns !== undefined ? { concerns: [...data.concerns] } : {}),
    ...(data.researchNotes !== undefined ? { researchNotes: data.researchNotes } : {}),
    overridden: true,
  };
}

export async function loadOverrides(db: Database, keys: string[]): Promise<Map<string, IngredientOverride>> {
  const unique = [...new Set(keys)];
  const map = new Map<string, IngredientOverride>();
  if (unique.length === 0) return map;
  const rows = await db.select().from(ingredientOverrides).where(inArray(ingredientOverrides.inci, unique));
  for (const row of rows) {
    const data = parseStored(row.data);
    if (data) map.set(row.inci, data);
  }
  return map;
}

/** The record of GET /api/ingredients/{name} with the admin's override laid over it, if any. */
export async function withIngredientOverride<T extends IngredientAnalysis>(db: Database, name: string, record: T): Promise<WithOverride<T>> {
  const { key } = overrideKeyOf(name);
  const found = await loadOverrides(db, [key]);
  return applyOverride(record, found.get(key) ?? null);
}

export interface OverrideRow {
  inci: string;
  data: IngredientOverride;
  updatedAt: string;
  updatedBy: { id: string; email: string; name: string | null } | null;
}

export async function listOverrides(db: Database, key?: string): Promise<OverrideRow[]> {
  const rows = await db
    .select({ o: ingredientOverrides, updater: { id: users.id, email: users.email, name: users.name } })
    .from(ingredientOverrides)
    .leftJoin(users, eq(users.id, ingredientOverrides.updatedBy))
    .where(key ? eq(ingredientOverrides.inci, key) : undefined)
    .orderBy(ingredientOverrides.inci)
    .limit(500);
  return rows.flatMap((r) => {
    const data = parseStored(r.o.data);
    return data ? [{ inci: r.o.inci, data, updatedAt: r.o.updatedAt.toISOString(), updatedBy: r.updater?.id ? r.updater : null }] : [];
  });
}


/** The knowledge base's reading of a pasted INCI list, ingredient by ingredient, overrides applied. */
export async function decodeIngredientList(db: Database, textInput: string) {
  const parsed = analyzeIngredientList(textInput);
  const keys = parsed.ingredients.map((i) => overrideKeyOf(i.key).key);
  const overrides = await loadOverrides(db, keys);
  const ingredients = parsed.ingredients.map((item, index) => {
    const record = analyzeIngredient(item.name, item.percent !== undefined ? { concentration: item.percent } : {});
    const merged = applyOverride(record, overrides.get(keys[index]) ?? null);
    return {
      position: item.position,
      name: item.name,
      key: item.key,
      ...(item.percent !== undefined ? { percent: item.percent } : {}),
      source: merged.overridden ? ("override" as const) : record.source,
      knowledgeSource: record.source,
      function: merged.function,
      classes: record.classes,
      benefits: merged.benefits,
      concerns: merged.concerns,
      researchNotes: merged.researchNotes,
      ...(record.comedogenic !== undefined ? { comedogenic: record.comedogenic } : {}),
      ...(record.effectiveConcentration !== undefined ? { effectiveConcentration: record.effectiveConcentration } : {}),
      overridden: Boolean(merged.overridden),
    };
  });
  return {
    ingredients,
    mayContain: parsed.mayContain,
    total: ingredients.length,
    knownCount: parsed.knownCount,
  };
}
