/**
 * The shared reference data (../shared/data beside the repository, never copied into it), read the
 * same way by unit tests, integration tests, benchmarks and figures scripts. A missing folder fails
 * with where it belongs.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasRealIngredientList } from "../../core/inci";
import { parseCsvObjects } from "../../core/kb/csv";

export const SHARED_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/data");

/** The path of one shared file. */
export function sharedFile(name: string): string {
  const file = path.join(SHARED_DATA, name);
  if (!fs.existsSync(file)) throw new Error(`Missing ${file}: the reference data lives in ../shared/data beside the repository.`);
  return file;
}

export function readSharedFile(name: string): string {
  return fs.readFileSync(sharedFile(name), "utf8");
}

/** The shared Sephora catalogue's rows (by CSV header) that have a real ingredient list (about 1,290). */
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
