/**
 * Ingredient analysis: classifies ingredient names with the knowledge base, falling back to
 * name-keyword heuristics, and builds the "Ingredient analysis record".
 */
import { parseInci, type ParsedIngredient } from "./inci";
import { canonicalKey } from "./inci-key";
import { fallbackFor, UNKNOWN_RULE, type FallbackRule } from "./ingredients-fallback";
import { lookupIngredient } from "./kb";
import type { ActiveClass, Concern, KbEntry } from "./kb/types";
import { BoundedMemo } from "./bounded-memo";

export const NOT_SPECIFIED = "Not specified";
export const UNKNOWN_FUNCTION = "Unknown";

export type IngredientSource = "kb" | "heuristic" | "unknown";

/** What is known about an ingredient name, independent of any product. Shared and immutable. */
export interface IngredientClassification {
  readonly key: string;
  readonly source: IngredientSource;
  readonly entry?: KbEntry;
  readonly rule?: FallbackRule;
  /** Human-readable function, e.g. "Humectant" or "Exfoliant (AHA)"; "Unknown" when nothing matched. */
  readonly functionLabel: string;
  /** CosIng-vocabulary function tags. */
  readonly functions: readonly string[];
  readonly classes: readonly ActiveClass[];
  readonly concerns: readonly Concern[];
  readonly fungalAcneTrigger: boolean;
  readonly pregnancyCaution: boolean;
}

/** The spec's ingredient analysis record, plus a few fields the engine uses. */
export interface IngredientAnalysis {
  name: string;
  concentration: string;
  function: string;
  benefits: string[];
  concerns: string[];
  researchNotes: string;
  productsContaining: string[];
  key: string;
  source: IngredientSource;
  classes: ActiveClass[];
  comedogenic?: number;
  effectiveConcentration?: number;
}

export interface AnalyzeIngredientOptions {
  /** Concentration in percent (5 -> "5%") or as display text. */
  concentration?: number | string;
  /** Names of the products that contain the ingredient; filled by the caller. */
  productsContaining?: string[];
}

export interface ClassifiedIngredient extends ParsedIngredient {
  classification: IngredientClassification;
}

export interface AnalyzedIngredientList {
  ingredients: ClassifiedIngredient[];
  mayContain: string[];
  /** How many ingredients have a known function (knowledge base or heuristic). */
  knownCount: number;
}

export const CLASS_LABELS: Record<ActiveClass, string | undefined> = {
  retinoid: "Retinoid",
  aha: "Exfoliant (AHA)",
  bha: "Exfoliant (BHA)",
  pha: "Exfoliant (PHA)",
  "vitamin-c": "Antioxidant (vitamin C)",
  niacinamide: "Vitamin B3 (barrier, tone, oil control)",
  "benzoyl-peroxide": "Acne treatment (antibacterial)",
  "azelaic-acid": "Acne and pigment treatment",
  peptide: "Peptide",
  ceramide: "Barrier lipid (ceramide)",
  humectant: "Humectant",
  emollient: "Emollient",
  occlusive: "Occlusive",
  "mineral-uv-filter": "UV filter (mineral)",
  "chemical-uv-filter": "UV filter (chemical)",
  soothing: "Soothing agent",
  antioxidant: "Antioxidant",
  fragrance: "Fragrance",
  "fragrance-allergen": "Fragrance allergen",
  "drying-alcohol": "Solvent (drying alcohol)",
  "fatty-alcohol": "Fatty alcohol (emollient)",
  "essential-oil": "Essential oil (fragrance)",
  surfactant: "Surfactant",
  "sulfate-surfactant": "Sulfate surfactant (cleansing)",
  preservative: "Preservative",
  silicone: "Silicone (emollient)",
  "exfoliant-physical": "Physical exfoliant",
  brightening: "Brightening agent",
  solvent: "Solvent",
  other: undefined,
};

export const CONCERN_TEXT: Record<Concern, string> = {
  irritation: "May irritate sensitive skin",
  drying: "Can be drying",
  sensitising: "Possible allergen for sensitised skin",
  photosensitising: "Increases sun sensitivity; pair with daily sunscreen",
  comedogenic: "May clog pores in acne-prone skin",
};

/** Plainer wording for CosIng tags, used when an entry has no specific class. */
export const FUNCTION_LABELS: Record<string, string> = {
  BUFFERING: "pH adjuster",
  CHELATING: "Chelating agent (stabiliser)",
  "VISCOSITY CONTROLLING": "Thickener",
  "FILM FORMING": "Film former",
  "EMULSION STABILISING": "Emulsion stabiliser",
  "SKIN CONDITIONING": "Skin conditioning",
  "SKIN PROTECTING": "Skin protecting",
  "SURFACTANT - EMULSIFYING": "Emulsifier",
  "LIGHT STABILIZER": "Photostabiliser",
};

function functionLabelOf(entry: KbEntry): string {
  for (const cls of entry.classes) {
    const label = CLASS_LABELS[cls];
    if (label) return label;
  }
  const tag = entry.functions[0];
  if (!tag) return UNKNOWN_FUNCTION;
  return FUNCTION_LABELS[tag] ?? tag.charAt(0) + tag.slice(1).toLowerCase();
}

function fromEntry(key: string, entry: KbEntry): IngredientClassification {
  return Object.freeze({
    key,
    source: "kb" as const,
    entry,
    functionLabel: functionLabelOf(entry),
    functions: entry.functions,
    classes: entry.classes,
    concerns: entry.concerns,
    fungalAcneTrigger: entry.fungalAcneTrigger === true,
    pregnancyCaution: entry.pregnancyCaution === true,
  });
}

function fromRule(key: string, rule: FallbackRule): IngredientClassification {
  return Object.freeze({
    key,
    source: rule === UNKNOWN_RULE ? ("unknown" as const) : ("heuristic" as const),
    rule,
    functionLabel: rule.functionLabel,
    functions: rule.functions,
    classes: rule.classes,
    concerns: rule.concerns,
    fungalAcneTrigger: rule.fungalAcneTrigger === true,
    pregnancyCaution: false,
  });
}

const classificationByKey = new BoundedMemo<IngredientClassification>(20_000);

/** Classifies an INCI key or label name; results are cached per key. */
export function classifyIngredient(keyOrName: string): IngredientClassification {
  const cached = classificationByKey.get(keyOrName);
  if (cached) return cached;
  const key = canonicalKey(keyOrName);
  let result = key === keyOrName ? undefined : classificationByKey.get(key);
  if (!result) {
    const entry = lookupIngredient(keyOrName);
    result = entry ? fromEntry(key, entry) : fromRule(key, fallbackFor(key));
  }
  classificationByKey.set(keyOrName, result);
  if (key !== keyOrName) classificationByKey.set(key, result);
  return result;
}

/** Parses an INCI list and classifies every ingredient; the fast path used by the engine. */
export function analyzeIngredientList(text: string): AnalyzedIngredientList {
  const parsed = parseInci(text);
  const ingredients = parsed.ingredients as ClassifiedIngredient[];
  let knownCount = 0;
  for (const item of ingredients) {
    const classification = classifyIngredient(item.key);
    item.classification = classification;
    if (classification.source !== "unknown") knownCount++;
  }
  return { ingredients, mayContain: parsed.mayContain, knownCount };
}

function concentrationText(value: number | string | undefined): string {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return `${value}%`;
  if (typeof value === "string" && value.trim()) return value.trim();
  return NOT_SPECIFIED;
}

function concernTexts(classification: IngredientClassification): string[] {
  const texts = classification.concerns.map((c) => CONCERN_TEXT[c]);
  const entry = classification.entry;
  if (classification.classes.includes("fragrance-allergen")) texts.push("EU-declarable fragrance allergen");
  if (entry?.comedogenic !== undefined && entry.comedogenic >= 3) texts.push(`Comedogenic rating ${entry.comedogenic}/5 (Fulton scale)`);
  if (classification.pregnancyCaution) texts.push("Ask a doctor before using during pregnancy");
  if (classification.fungalAcneTrigger) texts.push("May feed Malassezia (fungal acne)");
  return texts;
}

/**
 * Builds the analysis record for one ingredient. Unknown ingredients get function "Unknown";
 * concentration is "Not specified" unless the caller knows it.
 */
export function analyzeIngredient(name: string, opts: AnalyzeIngredientOptions = {}): IngredientAnalysis {
  const classification = classifyIngredient(name);
  const entry = classification.entry;
  const record: IngredientAnalysis = {
    name: name.trim(),
    concentration: concentrationText(opts.concentration),
    function: classification.functionLabel,
    benefits: [...(entry ? entry.benefits : (classification.rule?.benefits ?? []))],
    concerns: concernTexts(classification),
    researchNotes: entry?.researchNotes ?? classification.rule?.researchNotes ?? "",
    productsContaining: opts.productsContaining ? [...opts.productsContaining] : [],
    key: classification.key,
    source: classification.source,
    classes: [...classification.classes],
  };
  if (classification.source === "unknown") record.researchNotes = "Not in our knowledge base yet.";
  if (entry?.comedogenic !== undefined) record.comedogenic = entry.comedogenic;
  if (entry?.effectiveConcentration !== undefined) record.effectiveConcentration = entry.effectiveConcentration;
  return record;
}
