/** Reads the shared reference data (never copied into the repository) for benchmarks and tests. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasRealIngredientList } from "../../core/inci";
import { parseCsvObjects } from "../../core/kb/csv";

export const SHARED_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/data");

export function sharedFile(name: string): string {
  const file = path.join(SHARED_DATA, name);
  if (!fs.existsSync(file)) throw new Error(`Missing ${file}: the reference data lives in ../shared/data beside the repository.`);
  return file;
}

export interface CatalogRow {
  label: string;
  brand: string;
  name: string;
  ingredients: string;
}

/** The shared Sephora catalogue's rows that have a real ingredient list (about 1,290). */
export function realCatalogRows(): CatalogRow[] {
  return parseCsvObjects(fs.readFileSync(sharedFile("sephora-cosmetics.csv"), "utf8"))
    .filter((r) => hasRealIngredientList(r.Ingredients))
    .map((r) => ({ label: r.Label, brand: r.Brand, name: r.Name, ingredients: r.Ingredients }));
}
