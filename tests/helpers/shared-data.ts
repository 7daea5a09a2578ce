/**
 * The reference data, read the same way by unit tests, integration tests, benchmarks and figures
 * scripts: a file the repository ships in data/ (with its licence, ADR 0031) first, else the shared
 * folder beside the repository (../shared/data; the retail catalogue lives only there and is never
 * copied in). A missing file fails with where it belongs; tests that need the retail catalogue are
 * named `*.sephora.test.ts` and left out of a run without it (scripts/lib/test-scope.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { hasRealIngredientList } from "../../core/inci";
import { parseCsvObjects } from "../../core/kb/csv";
import { SHARED_DATA, SHIPPED_DATA } from "../../scripts/lib/reference-data";

export { SHARED_DATA, SHIPPED_DATA };

/** The path of one reference file: the shipped copy, else the shared one. */
export function sharedFile(name: string): string {
  const shipped = path.join(SHIPPED_DATA, name);
  if (fs.existsSync(shipped)) return shipped;
  const file = path.join(SHARED_DATA, name);
  if (!fs.existsSync(file)) throw new Error(`Missing ${file}: the reference data lives in ../shared/data beside the repository.`);
  return file;
}

export function readSharedFile(name: string): string {
  return fs.readFileSync(sharedFile(name), "utf8");
}

/** The retail (Sephora) catalogue's rows (by CSV header) that have a real ingredient list (about 1,290). */
export function realCatalogRecords(): Record<string, string>[] {
  return parseCsvObjects(readSharedFile("sephora-cosmetics.csv")).filter((r) => hasRealIngredientList(r.Ingredients));
}

export interface CatalogRow {
  label: string;
  brand: string;
  name: string;
  ingredients: string;
}

/** The same rows, named. */
export function realCatalogRows(): CatalogRow[] {
  return realCatalogRecords().map((r) => ({ label: r.Label, brand: r.Brand, name: r.Name, ingredients: r.Ingredients }));
}
