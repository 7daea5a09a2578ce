/**
 * Ingredient facts used by the advanced analysis ("Advanced analysis scoring (local)").
 *
 * Pure and browser-safe. Every decision here is documented in docs/methodology.md,
 * section "Advanced analysis (computed in the browser)".
 *
 * `describeIngredient(key)` is the single switch point between the knowledge base
 * (`core/kb`, when it knows the ingredient) and the keyword / INCI-name fallback below.
 */
import type { PrimaryConcern, Sensitivity } from "./domain";
import type { ActiveClass, KbEntry } from "./kb/types";
import { parseInci } from "./inci";
import { UV_FILTER_CLASSES, VEHICLE_CLASSES } from "./kb/class-groups";
import { lookupIngredient } from "./kb/index";
import { BoundedMemo } from "./bounded-memo";
import { keywordClasses } from "./ingredient-keywords";

/** The knowledge-base lookup; keyword matching below is the fallback for names it does not know. */
type KbLookup = (keyOrName: string) => KbEntry | undefined;
const kbLookup: KbLookup = lookupIngredient;

export interface IngredientFacts {
  /** Canonical key (the INCI parser's key, synonyms resolved). */
  key: string;
  classes: ReadonlySet<ActiveClass>;
  /** Primary concerns this ingredient counts as a target active for (vehicle-only ingredients and UV filters: none). */
  targets: ReadonlySet<PrimaryConcern>;
  /** Counts as an irritant hit in the safety score. */
  irritant: boolean;
  /** Vitamin C, vitamin E (tocopherol / tocotrienol) or ferulic acid: the fine-lines "vitamin" bonus. */
  antioxidantVitamin: boolean;
  /** Retinol and its esters / relatives that degrade with benzoyl peroxide (every retinoid except adapalene). */
  retinolLike: boolean;
  /** Usually avoided in pregnancy and breastfeeding (knowledge base; without an entry, any retinoid). */
  pregnancyCaution: boolean;
  /** Where the facts came from. */
  source: "kb" | "keywords";
}

export interface ParsedIngredient {
  /** The ingredient as written in the list (trimmed), for messages. */
  name: string;
  key: string;
}

/** Fallback normalisation: lowercase, collapse whitespace, drop trailing dots / asterisks / footnote marks. */
export function normalizeIngredientKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s\-–•*.;:]+/, "")
    .replace(/[\s.*†‡;:]+$/, "")
    .trim();
}

/**
 * Splits a comma-separated INCI list into de-duplicated ingredients using the shared
 * INCI parser (`core/inci.ts`): top-level commas only, "1,2-Hexanediol" kept whole, synonyms resolved to a
 * canonical key ("Aqua (Water)" and "Water" are one ingredient), a "May contain" tail dropped.
 */
export function splitIngredients(text: string | null | undefined): ParsedIngredient[] {
  if (!text) return [];
  return parseInci(text).ingredients.map((i) => ({ name: i.name, key: i.key }));
}

/** Canonical key of a single ingredient name (the parser's key, else the normalised name). */
export function ingredientKey(name: string): string {
  return parseInci(name).ingredients[0]?.key ?? normalizeIngredientKey(name);
}

// ---------------------------------------------------------------------------
// Keyword fallback: core/ingredient-keywords.ts, the one classifier shared with the evaluation engine
// ---------------------------------------------------------------------------

/** Irritants that have no dedicated class: menthol, camphor, citrus extracts, sodium lauryl sulfate. */
export const EXTRA_IRRITANT_PATTERN =
  /\bmenthol\b|\bcamphor\b|\bcitrus\b|\blemon\b|\blime\b|\bbergamot\b|\bgrapefruit\b|\borange (peel|fruit)\b|sodium lauryl sulfate/;

/**
 * Irritant hit: a drying alcohol, an essential oil, a fragrance that is not merely a declared fragrance allergen
 * (linalool, limonene... are components of a fragrance or oil already counted), or an extra irritant keyword.
 */
export function isIrritantByClasses(classes: ReadonlySet<ActiveClass>, canonicalName: string): boolean {
  if (classes.has("drying-alcohol") || classes.has("essential-oil")) return true;
  if (classes.has("fragrance") && !classes.has("fragrance-allergen")) return true;
  return EXTRA_IRRITANT_PATTERN.test(canonicalName);
}

/** Which classes (or extra keywords) target each primary concern, in keyword mode. */
export const CONCERN_TARGETS: Record<PrimaryConcern, { classes: readonly ActiveClass[]; keywords?: RegExp }> = {
  acne: { classes: ["retinoid", "bha", "benzoyl-peroxide", "azelaic-acid", "niacinamide"], keywords: /\bsulfur\b|\bsulphur\b/ },
  hyperpigmentation: { classes: ["vitamin-c", "niacinamide", "azelaic-acid", "aha", "retinoid", "brightening"] },
  "fine-lines": { classes: ["retinoid", "peptide", "vitamin-c", "aha"], keywords: /bakuchiol/ },
  "anti-aging": { classes: ["retinoid", "peptide", "vitamin-c", "aha"], keywords: /bakuchiol/ },
  hydration: { classes: ["humectant"] },
  rosacea: { classes: ["azelaic-acid", "niacinamide", "soothing"] },
  "barrier-repair": { classes: ["ceramide", "niacinamide"], keywords: /\bcholesterol\b|phytosphingosine/ },
};

/** Which classes a declared sensitivity matches. */
export const SENSITIVITY_CLASSES: Record<Sensitivity, readonly ActiveClass[]> = {
  fragrance: ["fragrance", "fragrance-allergen"],
  alcohol: ["drying-alcohol"],
  "essential-oils": ["essential-oil"],
  retinoids: ["retinoid"],
  acids: ["aha", "bha", "pha", "azelaic-acid"],
  "vitamin-c": ["vitamin-c"],
};

/**
 * Whether an ingredient with these classes may count as a target active (see docs/methodology.md).
 * UV filters never do: the sunscreen has its own completeness and effectiveness terms.
 */
export function canTargetConcerns(classes: ReadonlySet<ActiveClass>): boolean {
  if (UV_FILTER_CLASSES.some((c) => classes.has(c))) return false;
  return classes.size === 0 || [...classes].some((c) => !VEHICLE_CLASSES.has(c));
}

function keywordTargets(key: string, classes: ReadonlySet<ActiveClass>): Set<PrimaryConcern> {
  const targets = new Set<PrimaryConcern>();
  for (const [concern, rule] of Object.entries(CONCERN_TARGETS) as [PrimaryConcern, (typeof CONCERN_TARGETS)[PrimaryConcern]][]) {
    if (rule.classes.some((c) => classes.has(c)) || (rule.keywords?.test(key) ?? false)) targets.add(concern);
  }
  return targets;
}

const cache = new BoundedMemo<IngredientFacts>(10_000);

/** Facts about one ingredient (by name or normalised key). Deterministic; results are cached. */
export function describeIngredient(keyOrName: string): IngredientFacts {
  return cache.of(keyOrName, computeFacts);
}

function computeFacts(keyOrName: string): IngredientFacts {
  const key = ingredientKey(keyOrName);

  const entry = key ? (kbLookup(key) ?? kbLookup(keyOrName)) : undefined;
  let classes: Set<ActiveClass>;
  let targets: Set<PrimaryConcern>;
  if (entry) {
    classes = new Set(entry.classes);
    targets = new Set(entry.targetsConcerns);
  } else {
    classes = keywordClasses(key);
    targets = keywordTargets(key, classes);
  }
  if (!canTargetConcerns(classes)) targets = new Set();
  const canonical = entry ? `${key} ${entry.inci}` : key;
  return {
    key,
    classes,
    targets,
    irritant: isIrritantByClasses(classes, canonical),
    antioxidantVitamin: classes.has("vitamin-c") || /tocopher|tocotrienol|ferulic acid|vitamin e\b/.test(canonical),
    retinolLike: classes.has("retinoid") && !/adapalene/.test(canonical),
    pregnancyCaution: entry?.pregnancyCaution ?? classes.has("retinoid"),
    source: entry ? "kb" : "keywords",
  };
}

/** The active classes of an ingredient (knowledge base first, keyword matching as fallback). */
export function classifyIngredient(keyOrName: string): Set<ActiveClass> {
  return new Set(describeIngredient(keyOrName).classes);
}

/** True when the ingredient matches the declared sensitivity. */
export function matchesSensitivity(facts: IngredientFacts, sensitivity: Sensitivity): boolean {
  return (SENSITIVITY_CLASSES[sensitivity] ?? []).some((c) => facts.classes.has(c));
}
