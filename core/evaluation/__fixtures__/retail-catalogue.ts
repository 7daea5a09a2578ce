/**
 * The retail (Sephora) catalogue for the `*.sephora.test.ts` files only (read from ../shared/data,
 * never copied into the repository; tests/helpers/shared-data.ts reads it). Tests that run in a
 * fresh clone use the shipped catalogue instead (./catalogue.ts).
 */
import { realCatalogRecords } from "../../../tests/helpers/shared-data";
import { candidatesFromRows, routineProductFromRow } from "../catalog";
import type { CatalogCandidate, RoutineProductInput } from "../types";

let rows: Record<string, string>[] | null = null;

export function catalogueRows(): Record<string, string>[] {
  rows ??= realCatalogRecords();
  return rows;
}

let candidates: CatalogCandidate[] | null = null;

/** Every real product of the retail catalogue as a recommendation candidate (one array, reused). */
export function catalogue(): CatalogCandidate[] {
  candidates ??= candidatesFromRows(catalogueRows());
  return candidates;
}

/** A deterministic sample of real products (every k-th row) as routine entries. */
export function sampleProducts(count: number): RoutineProductInput[] {
  const all = catalogueRows();
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, i) => routineProductFromRow(all[(i * step) % all.length]));
}

/** The real catalogue product with this exact name, as a routine entry (throws when the catalogue lacks it). */
export function catalogueProduct(name: string): RoutineProductInput {
  const row = catalogueRows().find((r) => r.Name === name);
  if (!row) throw new Error(`No product named "${name}" in the retail catalogue`);
  return routineProductFromRow(row);
}
