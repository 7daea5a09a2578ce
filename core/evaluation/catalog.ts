/**
 * Pure helpers that turn catalogue rows (the shape of the Sephora reference CSV: Label, Brand, Name,
 * Rank, Ingredients and 0/1 suitability columns) into engine inputs. No I/O: callers read the file.
 */
import { SKIN_TYPES, type SkinType } from "../domain";
import { parseInci } from "../inci";
import { normalizeProductType } from "./product-types";
import type { CatalogCandidate, RoutineProductInput } from "./types";
import { joinsSeveralLists } from "./kit";

export type CatalogRow = Record<string, string>;

const SUITABILITY_COLUMNS: Record<SkinType, string> = {
  normal: "Normal",
  dry: "Dry",
  oily: "Oily",
  combination: "Combination",
  sensitive: "Sensitive",
};

/** Skin types whose 0/1 column is 1 (empty when the row marks none, meaning unknown). */
export function suitabilityOf(row: CatalogRow): SkinType[] {
  return SKIN_TYPES.filter((t) => row[SUITABILITY_COLUMNS[t]] === "1");
}

/** A routine entry for a catalogue row, typed with the spec product type the label and name suggest. */
export function routineProductFromRow(row: CatalogRow): RoutineProductInput {
  const name = row.Name ?? "";
  return {
    name,
    brand: row.Brand ?? "",
    productType: normalizeProductType(row.Label, name) ?? row.Label ?? "",
    ingredients: row.Ingredients ?? "",
  };
}

/** A catalogue candidate for a row; rows without a real ingredient list give null. */
export function candidateFromRow(row: CatalogRow, id: string): CatalogCandidate | null {
  const keys = parseInci(row.Ingredients ?? "").ingredients.map((i) => i.key);
  if (!keys.length) return null;
  const rank = Number.parseFloat(row.Rank ?? "");
  const name = row.Name ?? "";
  return {
    id,
    name,
    brand: row.Brand ?? "",
    productType: normalizeProductType(row.Label, name) ?? row.Label ?? "",
    ingredientKeys: keys,
    suitableFor: suitabilityOf(row),
    ...(joinsSeveralLists(row.Ingredients) ? { joinsLists: true } : {}),
    ...(Number.isFinite(rank) ? { rank } : {}),
  };
}

/** Candidates for every row with a real ingredient list; ids are "row-{index}". */
export function candidatesFromRows(rows: readonly CatalogRow[]): CatalogCandidate[] {
  const out: CatalogCandidate[] = [];
  rows.forEach((row, i) => {
    const c = candidateFromRow(row, `row-${i}`);
    if (c) out.push(c);
  });
  return out;
}
