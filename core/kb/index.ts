/** The curated ingredient knowledge base and its lookup by INCI name, alias or everyday name. */
import { canonicalKey, firstParenthetical, tidyIngredientName } from "../inci-key";
import { activeEntries } from "./entries/actives";
import { botanicalEntries } from "./entries/botanicals";
import { emollientEntries } from "./entries/emollients";
import { formulationEntries } from "./entries/formulation";
import { fragranceEntries } from "./entries/fragrance";
import { humectantEntries } from "./entries/humectants";
import { preservativeEntries } from "./entries/preservatives";
import { siliconeEntries } from "./entries/silicones";
import { skinSupportEntries } from "./entries/skin-support";
import { surfactantEntries } from "./entries/surfactants";
import { uvFilterEntries } from "./entries/uv-filters";
import type { KbEntry } from "./types";
import { approximateIndex, approximateTable, type ApproximateTable } from "./approximate";
import table from "./approximate-table.json" with { type: "json" };

export type { ActiveClass, Concern, KbEntry } from "./types";

export const kbEntries: readonly KbEntry[] = [
  ...activeEntries,
  ...humectantEntries,
  ...skinSupportEntries,
  ...emollientEntries,
  ...siliconeEntries,
  ...surfactantEntries,
  ...preservativeEntries,
  ...fragranceEntries,
  ...uvFilterEntries,
  ...formulationEntries,
  ...botanicalEntries,
];

/** Every name an entry answers to: its INCI key, its aliases, and their canonical forms. */
export function namesOf(entry: KbEntry): string[] {
  const names = new Set<string>([entry.inci]);
  for (const alias of entry.aliases) {
    names.add(alias);
    names.add(canonicalKey(alias));
  }
  return [...names];
}

const byName = new Map<string, KbEntry>();
for (const entry of kbEntries) {
  for (const name of namesOf(entry)) if (!byName.has(name)) byName.set(name, entry);
}

/**
 * Finds the entry for an INCI key, a label name ("Butyrospermum Parkii (Shea) Butter"), an alias
 * or an everyday name ("Vitamin C"); case, spacing and parentheticals do not matter.
 */
export function lookupIngredient(keyOrName: string): KbEntry | undefined {
  const direct = byName.get(keyOrName);
  if (direct) return direct;
  const key = canonicalKey(keyOrName);
  const found = byName.get(key);
  if (found) return found;
  if (keyOrName.includes("(")) {
    // "Shea Butter (Butyrospermum Parkii)": the INCI name may sit inside the parentheses instead.
    const inner = firstParenthetical(tidyIngredientName(keyOrName));
    const entry = inner ? byName.get(canonicalKey(inner)) : undefined;
    if (entry) return entry;
  }
  // "Polysorbate-20", "Phenoxyethano": a slip in an otherwise known name (approximate.ts).
  return key ? approximate.find(key) : undefined;
}

const approximate = approximateIndex<KbEntry>(table as ApproximateTable, (name) => byName.get(name));

/** The approximate lookup's table as the knowledge base makes it now (approximate-table.json must equal it). */
export function knowledgeBaseApproximateTable(): ApproximateTable {
  return approximateTable(byName);
}
