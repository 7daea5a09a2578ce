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
// Keyword rules (fallback when the knowledge base does not know an ingredient)
// ---------------------------------------------------------------------------

const ESSENTIAL_OIL_PLANTS =
  /\b(lavandula|lavender|mentha|peppermint|spearmint|eucalyptus|melaleuca|tea tree|citrus|lemon|orange|bergamot|grapefruit|lime|mandarin|rosmarinus|rosemary|cananga|ylang|pelargonium|geranium|rosa damascena|rosa centifolia|eugenia caryophyllus|clove|cinnamomum|cinnamon|santalum|sandalwood|pogostemon|patchouli|boswellia|frankincense|neroli|cymbopogon|lemongrass|cedrus|cedarwood|juniperus|salvia sclarea|clary sage|origanum|thymus|thyme|chamomilla|anthemis nobilis|litsea cubeba|vetiveria|jasminum|jasmine)\b/;

/** Ordered keyword rules: an ingredient gets every class whose pattern matches its normalised key. */
export const KEYWORD_CLASS_RULES: ReadonlyArray<{ cls: ActiveClass; pattern: RegExp }> = [
  {
    cls: "retinoid",
    pattern: /\bretin(ol|al|aldehyde|yl|oic|oate)\b|\bretinyl\b|tretinoin|adapalene|tazarotene|hydroxypinacolone retinoate/,
  },
  { cls: "aha", pattern: /\b(glycolic|lactic|mandelic) acid\b/ },
  { cls: "bha", pattern: /salicylic acid|betaine salicylate/ },
  { cls: "pha", pattern: /gluconolactone|lactobionic acid/ },
  { cls: "vitamin-c", pattern: /ascorb|vitamin c\b/ },
  { cls: "niacinamide", pattern: /niacinamide|nicotinamide/ },
  { cls: "benzoyl-peroxide", pattern: /benzoyl peroxide/ },
  { cls: "azelaic-acid", pattern: /azelaic acid|azeloyl/ },
  { cls: "peptide", pattern: /peptide|matrixyl|argireline/ },
  { cls: "ceramide", pattern: /ceramide/ },
  {
    cls: "humectant",
    pattern: /\bglycerin\b|\bglycerol\b|hyaluron|sodium pca|\burea\b|panthenol|polyglutamic|trehalose|^betaine$|sodium lactate/,
  },
  {
    cls: "occlusive",
    pattern:
      /petrolatum|lanolin|paraffinum liquidum|mineral oil|\bparaffin\b|cera alba|beeswax|microcrystalline wax|cera microcristallina|ozokerite|candelilla|carnauba|copernicia cerifera|butyrospermum parkii|shea butter/,
  },
  { cls: "mineral-uv-filter", pattern: /zinc oxide|titanium dioxide/ },
  {
    cls: "chemical-uv-filter",
    pattern:
      /avobenzone|butyl methoxydibenzoylmethane|octinoxate|ethylhexyl methoxycinnamate|octocrylene|homosalate|ethylhexyl salicylate|octisalate|oxybenzone|benzophenone-3|bis-ethylhexyloxyphenol methoxyphenyl triazine|tinosorb|ethylhexyl triazone|diethylamino hydroxybenzoyl hexyl benzoate|drometrizole trisiloxane|terephthalylidene dicamphor sulfonic acid|phenylbenzimidazole sulfonic acid|methylene bis-benzotriazolyl tetramethylbutylphenol|polysilicone-15/,
  },
  {
    cls: "soothing",
    pattern:
      /centella asiatica|madecassoside|asiaticoside|allantoin|bisabolol|panthenol|aloe barbadensis|avena sativa|colloidal oat|beta-glucan|glycyrrhiz|licorice|camellia sinensis|chamomilla recutita|matricaria/,
  },
  { cls: "antioxidant", pattern: /ascorb|tocopher|tocotrienol|ferulic acid|resveratrol|ubiquinone|astaxanthin|camellia sinensis/ },
  { cls: "brightening", pattern: /tranexamic acid|arbutin|kojic acid|glycyrrhiza glabra|licorice root|hydroquinone|cysteamine/ },
  { cls: "fragrance", pattern: /\bfragrance\b|\bparfum\b|\bperfume\b|\baroma\b/ },
  {
    cls: "fragrance-allergen",
    pattern:
      /\blinalool\b|\blimonene\b|\bcitronellol\b|\bgeraniol\b|\bcitral\b|\beugenol\b|isoeugenol|coumarin|benzyl benzoate|benzyl salicylate|benzyl cinnamate|hexyl cinnamal|amyl cinnamal|\bcinnamal\b|cinnamyl alcohol|farnesol|hydroxycitronellal|alpha-isomethyl ionone|butylphenyl methylpropional|anise alcohol|evernia/,
  },
  {
    cls: "drying-alcohol",
    pattern: /^alcohol$|^alcohol \(|alcohol denat|denatured alcohol|\bsd alcohol\b|\bethanol\b|\bethyl alcohol\b|isopropyl alcohol/,
  },
  { cls: "fatty-alcohol", pattern: /\b(cetyl|cetearyl|stearyl|behenyl|myristyl|arachidyl|lauryl|oleyl) alcohol\b/ },
  { cls: "sulfate-surfactant", pattern: /\b(lauryl|laureth|coco|myreth|tea-lauryl) sulfate\b/ },
];

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

function keywordClasses(key: string): Set<ActiveClass> {
  const classes = new Set<ActiveClass>();
  for (const rule of KEYWORD_CLASS_RULES) if (rule.pattern.test(key)) classes.add(rule.cls);
  if ((/\bessential oil\b/.test(key) || (/\boil\b/.test(key) && ESSENTIAL_OIL_PLANTS.test(key))) && !/\bseed oil\b/.test(key)) {
    classes.add("essential-oil");
  }
  return classes;
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
