/** Helpers for writing knowledge-base entries tersely; every entry still ends up as a full KbEntry. */
import type { KbEntry } from "./types";

type Defaulted = "aliases" | "displayName" | "benefits" | "concerns" | "targetsConcerns" | "targetsGoals";

export type EntryInput = Omit<KbEntry, Defaulted> & Partial<Pick<KbEntry, Defaulted>>;

export function entry(input: EntryInput): KbEntry {
  return {
    aliases: [],
    displayName: displayNameOf(input.inci),
    benefits: [],
    concerns: [],
    targetsConcerns: [],
    targetsGoals: [],
    ...input,
  };
}

/** Entries of one family share their tags; each call gives the name, its note and any differences. */
export function family(shared: Partial<EntryInput> & Pick<EntryInput, "functions" | "classes">) {
  return (inci: string, researchNotes: string, own: Partial<EntryInput> = {}): KbEntry =>
    entry({ ...shared, inci, researchNotes, ...own } as EntryInput);
}

const UPPER_TOKENS = new Set([
  "peg", "ppg", "edta", "bht", "pca", "ci", "hcl", "rna", "dna", "sd", "mea", "dea", "tea", "pvp", "vp", "hdi",
  "np", "ap", "eop", "ns", "eos", "ag", "sh", "rh", "ii", "se", "dl", "uv",
]);

/** "peg-100 stearate" -> "PEG-100 Stearate", "ceramide np" -> "Ceramide NP". */
export function displayNameOf(inci: string): string {
  return inci.replace(/[a-z0-9]+/g, (word, offset: number) => {
    if (UPPER_TOKENS.has(word) || /^c\d/.test(word)) return word.toUpperCase();
    // Keep locants and parts after a hyphen lowercase when they are numbers ("1,2-hexanediol").
    if (offset > 0 && inci[offset - 1] === "-" && /^\d/.test(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}
