import { describe, expect, it } from "vitest";
import { GOAL_IDS, PRIMARY_CONCERNS } from "../domain";
import { canonicalKey } from "../inci-key";
import { displayNameOf } from "./define";
import { kbEntries, lookupIngredient, namesOf } from "./index";
import type { ActiveClass, Concern, KbEntry } from "./types";

const ACTIVE_CLASSES: ReadonlySet<ActiveClass> = new Set<ActiveClass>([
  "retinoid", "aha", "bha", "pha", "vitamin-c", "niacinamide", "benzoyl-peroxide", "azelaic-acid", "peptide", "ceramide",
  "humectant", "emollient", "occlusive", "mineral-uv-filter", "chemical-uv-filter", "soothing", "antioxidant", "fragrance",
  "fragrance-allergen", "drying-alcohol", "fatty-alcohol", "essential-oil", "surfactant", "sulfate-surfactant", "preservative",
  "silicone", "exfoliant-physical", "brightening", "solvent", "other",
]);
const CONCERNS: ReadonlySet<Concern> = new Set<Concern>(["irritation", "drying", "sensitising", "photosensitising", "comedogenic"]);
const EXFOLIANT_CLASSES: ActiveClass[] = ["aha", "bha", "pha", "exfoliant-physical"];

function entry(name: string): KbEntry {
  const found = lookupIngredient(name);
  if (!found) throw new Error(`no knowledge-base entry for ${name}`);
  return found;
}

describe("knowledge base shape", () => {
  it("has at least 400 entries", () => {
    expect(kbEntries.length).toBeGreaterThanOrEqual(400);
  });

  it("uses only valid enum values and complete fields", () => {
    const problems: string[] = [];
    for (const e of kbEntries) {
      if (!e.inci || e.inci !== e.inci.toLowerCase()) problems.push(`${e.inci}: inci must be lowercased`);
      if (!e.displayName.trim()) problems.push(`${e.inci}: empty displayName`);
      if (e.functions.length === 0) problems.push(`${e.inci}: no functions`);
      if (e.functions.some((f) => f !== f.toUpperCase())) problems.push(`${e.inci}: functions must be CosIng upper case`);
      if (e.classes.length === 0) problems.push(`${e.inci}: no classes`);
      for (const c of e.classes) if (!ACTIVE_CLASSES.has(c)) problems.push(`${e.inci}: class ${c}`);
      for (const c of e.concerns) if (!CONCERNS.has(c)) problems.push(`${e.inci}: concern ${c}`);
      for (const c of e.targetsConcerns) if (!PRIMARY_CONCERNS.includes(c)) problems.push(`${e.inci}: target ${c}`);
      for (const g of e.targetsGoals) if (!GOAL_IDS.includes(g)) problems.push(`${e.inci}: goal ${g}`);
      if (e.comedogenic !== undefined && !(Number.isInteger(e.comedogenic) && e.comedogenic >= 0 && e.comedogenic <= 5)) {
        problems.push(`${e.inci}: comedogenic ${e.comedogenic}`);
      }
      if (e.effectiveConcentration !== undefined && !(e.effectiveConcentration > 0 && e.effectiveConcentration <= 100)) {
        problems.push(`${e.inci}: effectiveConcentration ${e.effectiveConcentration}`);
      }
      if (e.researchNotes.trim().length < 20) problems.push(`${e.inci}: researchNotes too short`);
      for (const a of e.aliases) if (a !== a.toLowerCase()) problems.push(`${e.inci}: alias ${a} must be lowercased`);
    }
    expect(problems).toEqual([]);
  });

  it("has no duplicate INCI keys or aliases across entries", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of kbEntries) {
      for (const name of namesOf(e)) {
        const previous = owner.get(name);
        if (previous !== undefined && previous !== e.inci) clashes.push(`${name}: ${previous} and ${e.inci}`);
        owner.set(name, e.inci);
      }
    }
    expect(clashes).toEqual([]);
    expect(new Set(kbEntries.map((e) => e.inci)).size).toBe(kbEntries.length);
  });

  it("stores every INCI key in the canonical form the parser produces", () => {
    expect(kbEntries.filter((e) => canonicalKey(e.inci) !== e.inci).map((e) => e.inci)).toEqual([]);
  });

  it("gives every entry findable by its own INCI name and aliases", () => {
    const lost = kbEntries.filter((e) => lookupIngredient(e.inci) !== e || e.aliases.some((a) => lookupIngredient(a) !== e));
    expect(lost.map((e) => e.inci)).toEqual([]);
  });
});

describe("knowledge base rules", () => {
  it("does not call hyaluronic acid or the fatty acids exfoliants", () => {
    for (const name of ["hyaluronic acid", "sodium hyaluronate", "stearic acid", "palmitic acid", "lauric acid", "myristic acid", "oleic acid"]) {
      const e = entry(name);
      expect(e.classes.filter((c) => EXFOLIANT_CLASSES.includes(c)), name).toEqual([]);
    }
    expect(entry("hyaluronic acid").classes).toContain("humectant");
    expect(entry("stearic acid").classes).toContain("emollient");
  });

  it("treats fatty alcohols as emollients and never as drying", () => {
    for (const name of ["cetyl alcohol", "cetearyl alcohol", "stearyl alcohol", "behenyl alcohol"]) {
      const e = entry(name);
      expect(e.classes, name).toContain("fatty-alcohol");
      expect(e.classes, name).toContain("emollient");
      expect(e.classes, name).not.toContain("drying-alcohol");
      expect(e.concerns, name).not.toContain("drying");
    }
  });

  it("flags denatured and other volatile alcohols as drying", () => {
    for (const name of ["Alcohol Denat.", "SD Alcohol 40-B", "denatured alcohol", "isopropyl alcohol", "ethanol", "alcohol"]) {
      const e = entry(name);
      expect(e.classes, name).toContain("drying-alcohol");
      expect(e.concerns, name).toContain("drying");
    }
  });

  it("flags the EU fragrance allergens and fragrance itself", () => {
    for (const name of ["linalool", "limonene", "citronellol", "geraniol", "citral", "eugenol", "coumarin", "benzyl alcohol", "hexyl cinnamal"]) {
      const e = entry(name);
      expect(e.classes, name).toContain("fragrance-allergen");
      expect(e.concerns, name).toContain("sensitising");
    }
    expect(entry("parfum").inci).toBe("fragrance");
    expect(entry("fragrance").classes).toContain("fragrance");
  });

  it("classes retinyl palmitate as a weak retinoid and bakuchiol as no retinoid", () => {
    const palmitate = entry("retinyl palmitate");
    expect(palmitate.classes).toContain("retinoid");
    expect(palmitate.researchNotes.toLowerCase()).toContain("weak");
    expect(palmitate.concerns).not.toContain("irritation");
    expect(entry("retinol").concerns).toContain("irritation");
    const bakuchiol = entry("bakuchiol");
    expect(bakuchiol.classes).not.toContain("retinoid");
    expect(bakuchiol.pregnancyCaution).not.toBe(true);
  });

  it("marks retinoids, high-dose salicylic acid and hydroquinone for pregnancy caution", () => {
    for (const name of ["retinol", "retinal", "retinyl palmitate", "salicylic acid", "hydroquinone"]) {
      expect(entry(name).pregnancyCaution, name).toBe(true);
    }
    expect(entry("niacinamide").pregnancyCaution).not.toBe(true);
  });

  it("records the established effective concentrations", () => {
    expect(entry("retinol").effectiveConcentration).toBe(0.1);
    expect(entry("niacinamide").effectiveConcentration).toBe(5);
    expect(entry("ascorbic acid").effectiveConcentration).toBe(10);
    expect(entry("glycolic acid").effectiveConcentration).toBe(5);
    expect(entry("salicylic acid").effectiveConcentration).toBe(1);
  });

  it("knows the actives' classes", () => {
    expect(entry("glycolic acid").classes).toContain("aha");
    expect(entry("lactic acid").classes).toContain("aha");
    expect(entry("mandelic acid").classes).toContain("aha");
    expect(entry("salicylic acid").classes).toContain("bha");
    expect(entry("gluconolactone").classes).toContain("pha");
    expect(entry("lactobionic acid").classes).toContain("pha");
    expect(entry("sodium ascorbyl phosphate").classes).toContain("vitamin-c");
    expect(entry("benzoyl peroxide").classes).toContain("benzoyl-peroxide");
    expect(entry("zinc oxide").classes).toContain("mineral-uv-filter");
    expect(entry("avobenzone").classes).toContain("chemical-uv-filter");
    expect(entry("sodium lauryl sulfate").classes).toContain("sulfate-surfactant");
    expect(entry("citric acid").classes).not.toContain("aha");
  });

  it("flags typical Malassezia foods but not the usual safe emollients", () => {
    for (const name of ["lauric acid", "oleic acid", "polysorbate 80", "isopropyl myristate", "olive oil"]) {
      expect(entry(name).fungalAcneTrigger, name).toBe(true);
    }
    for (const name of ["squalane", "caprylic/capric triglyceride", "mineral oil", "cetearyl alcohol"]) {
      expect(entry(name).fungalAcneTrigger, name).not.toBe(true);
    }
  });

  it("raises the comedogenic concern for every highly rated lipid", () => {
    const missing = kbEntries.filter(
      (e) => (e.comedogenic ?? 0) >= 4 && (e.classes.includes("emollient") || e.classes.includes("occlusive")) && !e.concerns.includes("comedogenic"),
    );
    expect(missing.map((e) => e.inci)).toEqual([]);
  });

  it("takes Fulton ratings where they exist", () => {
    expect(entry("isopropyl myristate").comedogenic).toBe(5);
    expect(entry("coconut oil").comedogenic).toBe(4);
    expect(entry("shea butter").comedogenic).toBe(0);
  });
});

describe("lookupIngredient", () => {
  it("finds entries by alias, case-insensitively and with normalisation", () => {
    expect(lookupIngredient("Vitamin C")?.inci).toBe("ascorbic acid");
    expect(lookupIngredient("NICOTINAMIDE")?.inci).toBe("niacinamide");
    expect(lookupIngredient("  shea   butter ")?.inci).toBe("butyrospermum parkii butter");
    expect(lookupIngredient("Butyrospermum Parkii (Shea) Butter")?.inci).toBe("butyrospermum parkii butter");
    expect(lookupIngredient("Shea Butter (Butyrospermum Parkii)")?.inci).toBe("butyrospermum parkii butter");
    expect(lookupIngredient("Aqua/Water/Eau")?.inci).toBe("water");
    expect(lookupIngredient("tea tree oil")?.inci).toBe("melaleuca alternifolia leaf oil");
    expect(lookupIngredient("Ceramide 3")?.inci).toBe("ceramide np");
  });

  it("returns undefined for names it does not know", () => {
    expect(lookupIngredient("unobtainium extract")).toBeUndefined();
    expect(lookupIngredient("")).toBeUndefined();
  });
});

describe("displayNameOf", () => {
  it("title-cases INCI names and keeps acronyms upper case", () => {
    expect(displayNameOf("peg-100 stearate")).toBe("PEG-100 Stearate");
    expect(displayNameOf("ceramide np")).toBe("Ceramide NP");
    expect(displayNameOf("c12-15 alkyl benzoate")).toBe("C12-15 Alkyl Benzoate");
    expect(displayNameOf("1,2-hexanediol")).toBe("1,2-Hexanediol");
  });
});
