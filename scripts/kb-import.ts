/**
 * `npm run kb:import -- <file.csv>`: loads function tags for the long tail of ingredients from the
 * EU CosIng inventory export into `ingredient_functions` on DATABASE_URL.
 *
 * Keys are the lowercased, trimmed INCI names. Names the curated knowledge base (core/kb) already
 * knows are skipped, so curated entries always win; rows stored by anything other than this import
 * (source other than 'cosing') are never overwritten. Importing again refreshes the CosIng rows.
 * Broken rows are reported on stderr with their line number and the import goes on.
 *
 * Prints one JSON line of counts:
 * {read, upserted, skippedCurated, skippedNoFunctions, keptExisting, merged, broken}.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { lookupIngredient } from "../core/kb/index";
import { ingredientFunctions } from "../drizzle/schema";
import { withDatabaseUrl, type ImportOptions } from "./catalog-import";
import { readCosingCsv } from "./lib/catalog-formats";
import { fileArgumentOrExit, isMainModule } from "./lib/cli";
import type { AnyPgDatabase } from "./seed";

export interface CosingImportCounts {
  /** Data rows read (preamble, header and blank lines not counted). */
  read: number;
  /** Rows inserted or refreshed. */
  upserted: number;
  /** Names the curated knowledge base knows. */
  skippedCurated: number;
  /** Rows with an empty Function column. */
  skippedNoFunctions: number;
  /** Names already stored from another source, left as they are. */
  keptExisting: number;
  /** Rows repeating a name seen earlier in the file; their tags are merged into the first. */
  merged: number;
  broken: number;
}

/** Imports a CosIng inventory CSV and returns the counts. */
export async function importCosingFile(
  db: AnyPgDatabase,
  file: string,
  options: ImportOptions = {},
): Promise<CosingImportCounts> {
  const report = options.report ?? ((message: string) => void process.stderr.write(`${message}\n`));
  const batchSize = options.batchSize ?? 1000;
  const counts: CosingImportCounts = {
    read: 0,
    upserted: 0,
    skippedCurated: 0,
    skippedNoFunctions: 0,
    keptExisting: 0,
    merged: 0,
    broken: 0,
  };

  const byKey = new Map<string, string[]>();
  for (const row of readCosingCsv(fs.readFileSync(file, "utf8"))) {
    counts.read++;
    if (row.kind === "broken") {
      counts.broken++;
      report(`${file}:${row.line}: broken row, ${row.reason}`);
    } else if (row.kind === "noFunctions") {
      counts.skippedNoFunctions++;
    } else if (lookupIngredient(row.inci) || lookupIngredient(row.name)) {
      counts.skippedCurated++;
    } else {
      const existing = byKey.get(row.inci);
      if (existing) {
        counts.merged++;
        for (const f of row.functions) if (!existing.includes(f)) existing.push(f);
      } else {
        byKey.set(row.inci, [...row.functions]);
      }
    }
  }

  const entries = [...byKey].map(([inci, functions]) => ({ inci, functions, source: "cosing" }));
  for (let i = 0; i < entries.length; i += batchSize) {
    const batch = entries.slice(i, i + batchSize);
    const written = await db
      .insert(ingredientFunctions)
      .values(batch)
      .onConflictDoUpdate({
        target: ingredientFunctions.inci,
        set: { functions: sql`excluded.functions`, updatedAt: sql`now()` },
        setWhere: sql`${ingredientFunctions.source} = 'cosing'`,
      })
      .returning({ inci: ingredientFunctions.inci });
    counts.upserted += written.length;
    counts.keptExisting += batch.length - written.length;
  }
  return counts;
}

if (isMainModule(import.meta.url)) {
  const file = fileArgumentOrExit("npm run kb:import -- <cosing-inventory.csv>");
  try {
    const counts = await withDatabaseUrl((db) => importCosingFile(db, file));
    console.log(JSON.stringify(counts));
  } catch (error) {
    console.error(`kb:import failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
