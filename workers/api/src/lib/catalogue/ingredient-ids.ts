/**
 * Ingredient keys as numbers (ingredient_key_ids, ADR 0047): the database numbers every key a product
 * lists and keeps products.ingredient_ids from ingredient_keys (a trigger), so queries turn the keys
 * they are given into numbers here, in SQL.
 */
import { sql } from "drizzle-orm";

/** The numbers of `keys`; null unless every key has one, so that `ingredient_ids @> ...` then matches nothing. */
export const allKeyIds = (keys: readonly string[]) =>
  sql`(select case when count(*) = ${new Set(keys).size} then array_agg(id) end from ingredient_key_ids where key = any(${sql.param([...keys])}::text[]))`;

/** The numbers of those of `keys` that some product has listed (an empty array when none has). */
export const anyKeyIds = (keys: readonly string[]) =>
  sql`(select coalesce(array_agg(id), '{}'::integer[]) from ingredient_key_ids where key = any(${sql.param([...keys])}::text[]))`;
