/**
 * Applies the committed SQL migrations to DATABASE_URL (any PostgreSQL), then the data migration of
 * evaluations stored as English sentences (scripts/lib/old-evaluations.ts, ADR 0049).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { ANALYSIS_VERSION, productAnalysis } from "../core/evaluation/candidate-analysis";
import { parseInci } from "../core/inci";
import { databaseUrlOrExit, isMainModule } from "./lib/cli";
import { codeOldEvaluations, describeOldEvaluations, type OldEvaluationsResult } from "./lib/old-evaluations";

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export async function migratePostgres(databaseUrl: string): Promise<OldEvaluationsResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("set client_min_messages to warning");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await backfillAnalyses(client);
    const old = await codeOldEvaluations(client);
    const line = describeOldEvaluations(old);
    if (line) console.log(line);
    return old;
  } finally {
    await client.end();
  }
}

const BACKFILL_BATCH = 500;

/**
 * Stores the engine's compact analysis (ADR 0050) of every product that has none or one made by
 * another engine version, in batches by id. Returns how many products it wrote.
 *
 * Another engine version may read ingredient lists differently (core/inci.ts), so the product's
 * ingredient keys are read again from its stored list first (a product with no list keeps its
 * keys); the database trigger numbers them again (migration 0022).
 */
export async function backfillAnalyses(client: pg.Client): Promise<number> {
  let written = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const { rows } = await client.query<{ id: string; name: string; brand: string; product_type: string; ingredients: string; ingredient_keys: string[] }>(
      `select id, name, brand, product_type, ingredients, ingredient_keys from products
        where id > $1 and (analysis is null or analysis->>'v' is distinct from $2)
        order by id limit ${BACKFILL_BATCH}`,
      [after, ANALYSIS_VERSION],
    );
    if (!rows.length) return written;
    const keys = rows.map((r) => {
      const read = r.ingredients.trim() ? parseInci(r.ingredients).ingredients.map((i) => i.key) : [];
      return read.length ? read : r.ingredient_keys;
    });
    const analyses = rows.map((r, i) => JSON.stringify(productAnalysis({ name: r.name, brand: r.brand, productType: r.product_type, ingredientKeys: keys[i], ingredients: r.ingredients })));
    await client.query(
      `update products p set analysis = u.analysis::jsonb,
              ingredient_keys = array(select jsonb_array_elements_text(u.keys::jsonb))
         from unnest($1::uuid[], $2::text[], $3::text[]) as u(id, analysis, keys) where p.id = u.id`,
      [rows.map((r) => r.id), analyses, keys.map((k) => JSON.stringify(k))],
    );
    written += rows.length;
    after = rows[rows.length - 1].id;
  }
}

if (isMainModule(import.meta.url)) {
  await migratePostgres(databaseUrlOrExit());
  console.log("Migrations applied");
}
