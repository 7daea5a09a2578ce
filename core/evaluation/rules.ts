/**
 * The engine's rules as data (docs/methodology.md, "Routine evaluation (the engine)").
 *
 * Every rule has an id, a severity, the score it counts against (if any), an explanation, what to do
 * and an evidence note. The detection code (detect.ts) is generic per `check` kind; changing a
 * threshold, a wording or a penalty means editing this file only.
 */
import { NIACINAMIDE_VITAMIN_C_WAIT_SECONDS, waitWords } from "../layering";
import { PREGNANCY_SALICYLIC_ABOVE } from "../advanced-analysis/rules";
import type { GoalId, PrimaryConcern, ProductTypeName, Sensitivity, SkinType } from "../domain";
import { UV_FILTER_CLASSES, VEHICLE_CLASSES } from "../kb/class-groups";
import type { ActiveClass } from "../kb/types";
import type { InsightType, ScoreKey } from "./types";

export type Severity = "high" | "medium" | "low";

export const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

// ---------------------------------------------------------------------------
// Position weight and dose (see facts.ts)
// ---------------------------------------------------------------------------

/** [last position, weight]: full weight in the first five positions, then tapering to a floor of 0.25. */
export const POSITION_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [5, 1],
  [10, 0.85],
  [15, 0.7],
  [20, 0.55],
  [30, 0.4],
  [Number.POSITIVE_INFINITY, 0.25],
];

export const DOSE = {
  /** Dose of an ingredient in the first ten positions, before the 1% line. */
  major: 0.85,
  /** Dose at or above which an active counts as strongly present. */
  strong: 0.6,
  /** Dose at or above which an active counts at all for conflicts, treatments and full-severity warnings. */
  moderate: 0.35,
  /** Below this a pair side is a trace (a mild form late in a list) and the pair is not reported at all. */
  trace: 0.15,
  /** Cap for an ingredient after the 1% line (it is at most about 1%). */
  afterLineCap: 0.25,
  /** Cap after the 1% line for an active whose effective concentration is 1% or less (retinol 0.1%, salicylic acid 1%). */
  lowDoseActiveCap: 0.5,
  /** Floor of the weight of a declared percentage below the effective concentration. */
  declaredFloor: 0.25,
} as const;

/**
 * Ingredients that are almost always used at 1% or less (preservatives, chelators, fragrance, gums, retinoids):
 * whatever follows the first of them in a list is at or below about 1% (the "1% line"): labelling rules list the
 * ingredients above 1% in descending order before those at 1% or less (EU Regulation 1223/2009 art. 19(1)(g);
 * 21 CFR 701.3).
 */
export const ONE_PERCENT_MARKERS: ReadonlySet<string> = new Set([
  "phenoxyethanol",
  "methylparaben",
  "ethylparaben",
  "propylparaben",
  "butylparaben",
  "isobutylparaben",
  "sodium benzoate",
  "potassium sorbate",
  "chlorphenesin",
  "benzoic acid",
  "sorbic acid",
  "sodium dehydroacetate",
  "dehydroacetic acid",
  "ethylhexylglycerin",
  "edta",
  "disodium edta",
  "tetrasodium edta",
  "trisodium edta",
  "fragrance",
  "xanthan gum",
  "carbomer",
  // Retinoids: retinol and retinal are used at 0.01-1% (the EU caps retinol at 0.3% in face products), adapalene
  // at 0.1%, tretinoin at 0.025-0.1%. With a declared strength a list states the amount instead (facts.ts).
  "retinol",
  "retinal",
  "retinaldehyde",
  "retinoic acid",
  "tretinoin",
  "adapalene",
]);

/** Intrinsic potency of weaker forms (1 = the benchmark of the class; unlisted actives are 1). */
export const ACTIVE_POTENCY: ReadonlyMap<string, number> = new Map([
  // Retinol esters convert slowly and partly to retinoic acid.
  ["retinyl palmitate", 0.3],
  ["retinyl acetate", 0.3],
  ["retinyl propionate", 0.4],
  ["retinyl linoleate", 0.3],
  ["hydroxypinacolone retinoate", 0.8],
  // Vitamin C derivatives release less ascorbic acid.
  ["ascorbyl palmitate", 0.3],
  ["sodium ascorbate", 0.5],
  ["sodium ascorbyl phosphate", 0.6],
  ["magnesium ascorbyl phosphate", 0.6],
  ["ascorbyl glucoside", 0.6],
  ["tetrahexyldecyl ascorbate", 0.6],
  ["aminopropyl ascorbyl phosphate", 0.5],
  // Fruit acids mostly adjust pH; gentler salicylates.
  ["malic acid", 0.4],
  ["tartaric acid", 0.4],
  ["betaine salicylate", 0.6],
  ["capryloyl salicylic acid", 0.7],
]);

/** Humectants that are mainly solvents or preservative boosters (glycols) count at this potency. */
export const GLYCOL_HUMECTANT_POTENCY = 0.5;

/** Gel-forming polymers: a water-based product thickened by one of these high in its list is a gel. */
export const GEL_FORMERS: ReadonlySet<string> = new Set([
  "carbomer",
  "acrylates/c10-30 alkyl acrylate crosspolymer",
  "sodium polyacrylate",
  "polyacrylate-13",
  "polyacrylate crosspolymer-6",
  "polyacrylamide",
  "ammonium acryloyldimethyltaurate/vp copolymer",
  "sodium acrylate/sodium acryloyldimethyl taurate copolymer",
  "hydroxyethyl acrylate/sodium acryloyldimethyl taurate copolymer",
  "acrylamide/sodium acryloyldimethyltaurate copolymer",
  "dimethylacrylamide/sodium acryloyldimethyltaurate crosspolymer",
  "ammonium polyacryloyldimethyl taurate",
  "sodium polyacryloyldimethyl taurate",
  "hydroxyethylcellulose",
  "cellulose gum",
  "xanthan gum",
  "sclerotium gum",
  "gellan gum",
  "carrageenan",
  "agar",
]);

/**
 * An AHA that only adjusts a formula's pH: no declared strength, past the first `topPositions`
 * ingredients, in a product that is not an exfoliant and whose name claims no acid. AHAs exfoliate from
 * about 4-5 % at a low pH; as pH adjusters they are used well under 1 %, so they weigh as a trace.
 */
export const PH_ADJUSTER = {
  classes: ["aha"] as readonly ActiveClass[],
  topPositions: 5,
  claimPattern: /\baha\b|\bpha\b|alpha[- ]hydroxy|multi-acid|fruit acid|peel|exfoliat|resurfac|glycolic|lactic|mandelic|malic|tartaric|citric|gluconolactone/i,
  weight: 0.1,
} as const;

export const GEL = {
  /** A name that says gel: "Gel", "Gel-Cream", "Gelée", "Jelly". */
  namePattern: /\bgel\b|\bgel-|gel[ée]e|\bjelly\b/i,
  /** A gel former must sit at or before this position... */
  formerMaxPosition: 8,
  /** ...and none of the first this-many ingredients may be an oil, butter, wax or heavy emollient. */
  oilFreeTop: 5,
} as const;

/**
 * Sunscreen recognition beyond the product type: a claim, an SPF number or sunscreen wording in the name, or UV
 * filters with declared strengths (a Drug Facts label). UV filters alone are no claim: a cream can hold them to
 * protect its own formula or as a pigment, and only a tested, labelled SPF says how much it protects.
 */
export const SUNSCREEN = {
  /** Wording that claims sun protection besides an SPF (core/name-claims.ts reads the SPF). */
  claimPattern: /sun ?screen|sunblock|\buv (protector|defen[cs]e)\b/i,
  /**
   * Types never made a sunscreen by their filters: a cleanser or a mask is rinsed off or slept in, and its
   * zinc oxide or titanium dioxide is an absorbent, a soothing agent or a pigment, not a day's sun protection.
   */
  notByFilters: ["Cleanser", "Mask"] as readonly ProductTypeName[],
  /**
   * Not the face's sunscreen whatever it claims: a powder or a make-up setting spray is never applied at the
   * 2 mg/cm² its SPF was tested at (AAD: not as the only sunscreen); an eye cream or a lip product (ProductView.localised)
   * covers only its area.
   */
  partialPattern: /\bpowders?\b|\bsetting (?:spray|mist)\b/i,
  /** The least SPF the advice asks for (AAD: broad spectrum SPF 30 or higher); a suggestion never states less. */
  minimumSpf: 30,
} as const;

/** Keyword classes for ingredients the knowledge base does not know: core/ingredient-keywords.ts (shared with the advanced analysis). */

// ---------------------------------------------------------------------------
// Class groups
// ---------------------------------------------------------------------------

// Shared with the advanced analysis: defined in core/kb/class-groups.ts.
export { UV_FILTER_CLASSES, VEHICLE_CLASSES };
/** Treatment actives: their irritation is handled by the conflict rules, not by the KEEP/REPLACE concern test. */
export const TREATMENT_CLASSES: readonly ActiveClass[] = [
  "retinoid",
  "aha",
  "bha",
  "pha",
  "vitamin-c",
  "niacinamide",
  "benzoyl-peroxide",
  "azelaic-acid",
  "brightening",
  "peptide",
  "mineral-uv-filter",
  "chemical-uv-filter",
];
/** A concern "containing irritat, dry or sensitiz" can make a product row REPLACE. */
export const MARK_CONCERN_PATTERN = /irritat|dry|sensiti[sz]/;
/** Strength at which such a concern counts (docs/methodology.md, "KEEP, REPLACE and CARE"). */
export const MARK_STRENGTH = { leaveOn: DOSE.strong, rinseOff: DOSE.major } as const;
/**
 * Skin types for which a rinse-off product's cleansing agents (SLS, SLES, soaps) are a concern: their irritation
 * grows with concentration and contact time, and brief contact followed by rinsing is well tolerated by normal
 * and oily skin (CIR safety assessment of sodium lauryl sulfate; surfactant irritation studies).
 */
export const RINSE_OFF_SURFACTANT_SKIN_TYPES: readonly SkinType[] = ["dry", "sensitive"];
/**
 * Primary concerns of a barrier prone to eczema or rosacea: sulfates, soaps and drying ingredients concern it as
 * they concern dry skin, whatever the skin type (AAD guidance for eczema and for rosacea: avoid sodium lauryl
 * sulfate, alcohol and other drying or stripping ingredients; SLS raises water loss most in atopic skin).
 */
export const BARRIER_PRONE_CONCERNS: readonly PrimaryConcern[] = ["barrier-repair", "rosacea"];
/** Ingredients that earn ingredient-quality points and count as key ingredients of a recommendation. */
export const BENEFICIAL_CLASSES: readonly ActiveClass[] = [
  ...TREATMENT_CLASSES,
  "ceramide",
  "soothing",
  "antioxidant",
  "humectant",
];
/** Order in which a recommendation's key ingredients are listed (earlier classes first). */
export const KEY_INGREDIENT_CLASS_ORDER: readonly ActiveClass[] = [
  "mineral-uv-filter",
  "chemical-uv-filter",
  "retinoid",
  "vitamin-c",
  "niacinamide",
  "aha",
  "bha",
  "pha",
  "azelaic-acid",
  "benzoyl-peroxide",
  "peptide",
  "brightening",
  "ceramide",
  "soothing",
  "antioxidant",
  "humectant",
];
/**
 * Classes never counted as goal actives even if the knowledge base lists a goal for them: cleansing
 * agents, and UV filters (the sunscreen has its own points; as in the advanced analysis).
 */
export const GOAL_ACTIVE_EXCLUDED_CLASSES: readonly ActiveClass[] = [
  "surfactant",
  "sulfate-surfactant",
  "drying-alcohol",
  "mineral-uv-filter",
  "chemical-uv-filter",
];

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

/** Which ingredients a rule is about. All given conditions must hold (classes: any of them). */
export interface IngredientMatcher {
  /** Short noun phrase for texts: "a retinoid", "an AHA". */
  label: string;
  classes?: readonly ActiveClass[];
  keys?: readonly string[];
  /** Keys that start with one of these: a plant's every part and preparation ("hamamelis virginiana ..."). */
  keyPrefixes?: readonly string[];
  exceptKeys?: readonly string[];
  exceptClasses?: readonly ActiveClass[];
  /** Fulton comedogenic rating at or above this. */
  minComedogenic?: number;
  /** The knowledge base flags it for caution in pregnancy. */
  pregnancyCaution?: boolean;
  /** An emollient ester with no published comedogenic rating (UNRATED_ESTER). */
  unratedEster?: boolean;
}

/**
 * Severity of a product-ingredient rule by exposure (exposure.ts; docs/methodology.md, "Exposure"):
 * exposure = contact × (Σ weight of the sources + ½ × Σ weight of the declared components), where
 * the weight is the position weight, and a trace (after the 1% line, or in the last third of a list of
 * 15 or more) weighs 0.1; the components are declared fragrance allergens, menthol and camphor
 * (usually parts of a perfume or an oil already counted). Below `min` the product is not flagged;
 * below `medium` low; below `high` medium; else high.
 */
export interface ExposureScale {
  min: number;
  medium: number;
  high: number;
  /** "High in the list" rules: traces count 0. */
  ignoreTraces?: boolean;
}

/** Fragrance and essential oils: one allergen at the end is low, parfum high in a list medium, two oils near the top high. */
export const FRAGRANCE_EXPOSURE: ExposureScale = { min: 0, medium: 0.5, high: 1.5 };
/** "High in a leave-on list": traces do not count, and what is left must reach the medium level. */
export const FRAGRANCE_HIGH_EXPOSURE: ExposureScale = { min: 0.5, medium: 0.5, high: 1.5, ignoreTraces: true };
/** Drying alcohol: a trace ("position 46 of 51", after the 1% line) is not flagged. */
export const ALCOHOL_EXPOSURE: ExposureScale = { min: 0.3, medium: 0.5, high: 1.5, ignoreTraces: true };

/**
 * Emollient esters by name ("isocetyl stearate", "decyl oleate", "octyldodecyl neopentanoate"): a fatty
 * alcohol part and an acid part. Emulsifiers, salts, UV filters and silicones are excluded by EMULSIFIER_OR_SALT
 * and by class.
 */
export const UNRATED_ESTER = {
  name: /\b[a-z0-9-]*(yl|ol|glycol|alkyl) (di|tri|tetra)?[a-z]*(ate|oate)$/,
  excluded: /^(sorbitan|polyglyceryl|glyceryl|peg-|ppg-\d+ (?!myristyl)|methyl glucose|sucrose|sodium|potassium|calcium|magnesium|zinc|aluminum|ammonium|barium|disodium|trisodium|tetrasodium|tocopheryl|ascorbyl|retinyl)|(carbonate|citrate|carbamate|silylate|silicate|salicylate|phosphate|sulfate|sulfonate|glutamate|lactate|benzoate|sorbate|methoxycinnamate|acrylate)$/,
} as const;

/** "pause": the product is left out for a while (marked CARE, given no days in a suggested week). */
export type Remedy = "swap" | "add" | "schedule" | "move" | "reorder" | "pause" | "none";
export type AddTiming = "morning" | "night" | "missing-routine" | "by-active";

/** What an "add" remedy looks for in the catalogue. */
export interface AddSpec {
  types: readonly ProductTypeName[];
  /** The ingredients a candidate should carry (absent: any product of the type). */
  want?: IngredientMatcher;
  /** The candidate must target the user's primary goal. */
  wantGoal?: boolean;
  /** The candidate must be a gel product. */
  gel?: boolean;
  timing: AddTiming;
}

export interface Condition {
  /** Applies when the skin type is one of these, or (if given too) when a goal is one of `goals`, or the profile's concern one of `concerns`. */
  skinTypes?: readonly SkinType[];
  goals?: readonly GoalId[];
  concerns?: readonly PrimaryConcern[];
  /** Pregnant or breastfeeding: from the profile, or from what the owner wrote about their skin. */
  pregnant?: boolean;
  /** What the owner wrote about their skin mentions one of these signals (text.ts feelingSignals). */
  feeling?: "irritated" | "dry" | "breakouts" | "infection";
  sensitivity?: Sensitivity;
}

interface RuleBase {
  id: string;
  title: string;
  severity: Severity;
  insightType: InsightType;
  /** The score the finding counts against; none for coverage findings, which the coverage scores reflect. */
  scoreKey?: ScoreKey;
  remedy: Remedy;
  explanation: string;
  action: string;
  evidence: string;
  when?: Condition;
  add?: AddSpec;
  /** An allergy rule: an ingredient near the 1% line is as sure as one above it (exposure.ts hitCertainty). */
  allergy?: boolean;
  /** A drug whose strength is its potency, not its share of the list: any amount listed is a sure finding. */
  anyAmount?: boolean;
  /** About pore-clogging ingredients: an acne drug's product is kept for it (analyze.ts aboutTheVehicle). */
  poreClogging?: boolean;
}

export interface PairRule extends RuleBase {
  check: "pair";
  a: IngredientMatcher;
  b: IngredientMatcher;
  /** Severity when both sides only ever meet inside one product (formulated together). */
  sameProductSeverity?: Severity;
  /** Not reported at all when the sides only meet inside one product: its maker formulated them together. */
  sameProductExempt?: boolean;
  /**
   * The remedy is to split the pair between the routines, this side in the morning and the other at night: a
   * suggested week moves the product that is in the wrong routine there, when it can go (detect.ts planMoves).
   */
  morningSide?: "a" | "b";
  /** A sunscreen's own ingredients do not count: it goes on last, and the pair is about two treatment steps. */
  sunscreensExempt?: boolean;
}

export interface PresentRule extends RuleBase {
  check: "present";
  match: IngredientMatcher;
  /** Only leave-on products are checked. */
  leaveOnOnly?: boolean;
  /**
   * Only products spread over the face's oily zones: a patch over one spot (a hydrocolloid patch works by occluding
   * it), an eye cream or a lip product (almost no sebaceous glands there) is left out.
   */
  spreadOnly?: boolean;
  /** Full severity in a leave-on product when the dose is at least this. */
  fullDose: number;
  /** Severity otherwise (rinse-off, or below fullDose); null: not flagged. */
  reducedSeverity: Severity | null;
  /** When given, severity follows the product's exposure instead of fullDose / reducedSeverity. */
  exposure?: ExposureScale;
  /** Salicylic acid counts only above this declared strength, or in a peel (pregnancy: high-dose only). */
  salicylicAbove?: number;
  /**
   * Used at most `perWeek` times a week (a short course for flares), a product whose flagged ingredients all start
   * with one of `keyPrefixes` (an over-the-counter hydrocortisone) is a note, not a warning.
   */
  occasional?: { perWeek: number; keyPrefixes: readonly string[] };
  /** When every product it names is a prescription one, what to do is its `prescribed` text: follow the prescriber. */
  prescribedAction?: boolean;
}

export interface AbsentRule extends RuleBase {
  check: "absent";
  match: IngredientMatcher;
  leaveOnOnly: boolean;
  /** Strength (position weight x potency, before contact time) that counts as present. */
  minStrength: number;
  /** Not flagged when a product holds one of these at a moderate strength: its job is done another way. */
  unlessAlso?: IngredientMatcher;
}

export interface RoutineRule extends RuleBase {
  check:
    | "no-gel-product"
    | "photosensitiser-without-spf"
    | "no-morning-sunscreen"
    | "sunscreen-some-days"
    | "visible-light"
    | "low-spf"
    | "sunscreen-at-night"
    | "layering-order"
    | "duplicate-type"
    | "empty-routine"
    | "too-many-products"
    | "no-cleanser"
    | "no-moisturizer"
    | "goal-uncovered"
    | "over-exfoliation"
    | "duplicate-retinoid"
    | "retinoid-morning"
    | "night-product-morning"
    | "peel-strength"
    | "occasional-use"
    | "retinoid-pace"
    | "unreadable-list"
    | "not-topical"
    | "oral-isotretinoin"
    | "antibiotic-alone"
    | "oral-pregnancy"
    | "oral-photosensitiser"
    | "success-sunscreen"
    | "success-no-conflicts"
    | "success-goal"
    | "exfoliation-load"
    | "harsh-cleanser-dry"
    | "feeling-actives"
    | "feeling-doctor"
    | "ingredient-concern";
  match?: IngredientMatcher;
  /** As PresentRule.spreadOnly: an eye cream, a lip product or a patch is left out. */
  spreadOnly?: boolean;
  /** over-exfoliation: products needed to flag, and to flag at high severity; too-many-products: the maximum. */
  threshold?: number;
  highThreshold?: number;
}

export type Rule = PairRule | PresentRule | AbsentRule | RoutineRule;

const RETINOID: IngredientMatcher = { label: "a retinoid", classes: ["retinoid"] };
const AHA: IngredientMatcher = { label: "an AHA (glycolic, lactic, mandelic acid...)", classes: ["aha"] };
const VITAMIN_C: IngredientMatcher = { label: "vitamin C", classes: ["vitamin-c"] };
/** Pure, low-pH vitamin C. Derivatives (ascorbyl phosphates, glucoside, tetrahexyldecyl ascorbate, ethyl ascorbic acid) are not. */
const L_ASCORBIC_ACID: IngredientMatcher = { label: "L-ascorbic acid (pure vitamin C)", keys: ["ascorbic acid"] };
const BENZOYL_PEROXIDE: IngredientMatcher = { label: "benzoyl peroxide", classes: ["benzoyl-peroxide"] };
const AHA_BHA: IngredientMatcher = { label: "an AHA or BHA (glycolic, lactic, salicylic acid...)", classes: ["aha", "bha"] };
const FRAGRANCE: IngredientMatcher = {
  label: "fragrance, essential oils or menthol",
  classes: ["fragrance", "essential-oil"],
  keys: undefined,
};
const DRYING_ALCOHOL: IngredientMatcher = { label: "drying (denatured) alcohol", classes: ["drying-alcohol"], exceptClasses: ["fatty-alcohol"] };
const UV_FILTER: IngredientMatcher = { label: "UV filters", classes: UV_FILTER_CLASSES };
/** Hydroquinone under its label names. */
export const HYDROQUINONE: IngredientMatcher = { label: "hydroquinone", keys: ["hydroquinone", "hydroquinone usp"] };
/** Chemical and physical exfoliants, retinoids and benzoyl peroxide: what adds to the exfoliation load. */
/**
 * A peel: an AHA above 10% or salicylic acid above 2%, as its name, its list or its owner declares. The Cosmetic
 * Ingredient Review found AHAs safe in consumer products at 10% or less (pH 3.5 or higher) and at up to 30% only for
 * brief, discontinuous use followed by rinsing; 2% is the most salicylic acid a US over-the-counter acne product may
 * hold (21 CFR 333.310). Makers of at-home peels direct use at most twice a week.
 */
export const PEEL_STRENGTH = { ahaAbove: 10, salicylicAbove: PREGNANCY_SALICYLIC_ABOVE, usesPerWeek: 2 } as const;

/**
 * Scrubs and absorbent (clay, mud, charcoal) masks are made for a few uses a week: their makers direct one to three,
 * and the AAD advises exfoliating less often the more aggressive the method (and no more than once or twice a week on
 * dry or sensitive skin). A name that says daily or everyday is the maker directing daily use.
 */
export const OCCASIONAL_USE = { usesPerWeek: 3, dailyName: /\bdaily\b|\beveryday\b|\bevery day\b/i } as const;

/**
 * A product made to stay on through the night, by its name: a sleeping or overnight mask, a night cream or balm, a PM
 * formula. A plain "Night Repair" serum is left out: some makers direct it morning and night.
 */
export const NIGHT_ONLY_NAME =
  /\bsleeping\b|\bsleep (?:mask|masque|cream|cr[eè]me|balm|pack)\b|\bovernight\b|\bp\.?m\.?(?=$|[\s,)])|\bnight (?:cream|cr[eè]me|mask|masque|balm|moisturi[sz](?:er|ing)|emulsion|oil)\b/i;
/** A name that says the product is for the day too ("AM/PM Eye Gel", "Day & Night Cream"). */
export const DAY_TOO_NAME = /\bday\b|\ba\.?m\.?(?=$|[\s,/)])|\bmorning\b|\b24 ?h|\bdaily\b/i;

export const EXFOLIANT: IngredientMatcher = {
  label: "acids, retinoids, benzoyl peroxide or scrub particles",
  classes: ["aha", "bha", "retinoid", "benzoyl-peroxide", "exfoliant-physical"],
};
/** True soaps (saponified fats) and sulfate surfactants: stripping as the main cleanser of dry skin. */
export const HARSH_CLEANSING: IngredientMatcher = {
  label: "soap or sodium lauryl/laureth sulfate",
  keys: ["sodium tallowate", "sodium palmate", "sodium palm kernelate", "sodium cocoate", "sodium olivate", "potassium cocoate", "sodium lauryl sulfate", "sodium laureth sulfate", "ammonium lauryl sulfate", "ammonium laureth sulfate"],
};
/** Glycolic acid, witch hazel, menthol, scrub particles and vasodilators: common triggers of rosacea and reactive skin. */
export const REACTIVE_TRIGGERS: IngredientMatcher = {
  label: "glycolic acid, witch hazel, menthol, a scrub or a vasodilator",
  classes: ["exfoliant-physical"],
  // Witch hazel in every form a list names it: its water, distillate, extracts of bark, leaf or twig.
  keyPrefixes: ["hamamelis virginiana", "witch hazel"],
  keys: [
    "glycolic acid",
    "menthol",
    "mentha piperita oil",
    "hexyl nicotinate",
    "methyl nicotinate",
  ],
};
/** Topical corticosteroids by their INNs (hydrocortisone and its esters, betamethasone, clobetasol...). */
export const CORTICOSTEROID: IngredientMatcher = {
  label: "a corticosteroid",
  keyPrefixes: [
    "hydrocortisone",
    "betamethasone",
    "clobetasol",
    "triamcinolone",
    "mometasone",
    "desonide",
    "fluocinolone",
    "fluocinonide",
    "halobetasol",
    "desoximetasone",
    "fluticasone",
    "alclometasone",
    "prednicarbate",
  ],
};
/**
 * Prescription drug actives: a product holding one is kept as its prescriber directs, never marked REPLACE for its
 * vehicle (an alcohol, a preservative, a comedogenic base), which was chosen for the drug. The over-the-counter acne
 * drugs (benzoyl peroxide, adapalene 0.1%) and hydrocortisone are not here: another product with the same drug in a
 * better base is advice a person can follow without a prescription.
 */
export const DRUG_ACTIVE_KEYS: ReadonlySet<string> = new Set([
  "tretinoin",
  "retinoic acid",
  "tazarotene",
  "trifarotene",
  "clindamycin",
  "clindamycin phosphate",
  "erythromycin",
  "metronidazole",
  "ivermectin",
  "dapsone",
  "hydroquinone",
  "sulfacetamide sodium",
  "minocycline",
  "clascoterone",
  "tacrolimus",
  "pimecrolimus",
  "ketoconazole",
  "ciclopirox",
  "ciclopirox olamine",
  "roflumilast",
  "crisaborole",
  "ruxolitinib",
  "ruxolitinib phosphate",
  "brimonidine tartrate",
  "oxymetazoline hydrochloride",
]);
/** The prescription corticosteroids: every CORTICOSTEROID prefix but hydrocortisone (sold over the counter). */
export const DRUG_ACTIVE_PREFIXES: readonly string[] = (CORTICOSTEROID.keyPrefixes ?? []).filter((k) => k !== "hydrocortisone");
/** The pigments of tinted sunscreens and make-up, which block visible light (pigment-visible-light). */
const IRON_OXIDES: IngredientMatcher = { label: "iron oxides", keys: ["iron oxides"] };
const SUNSCREEN_ADD: AddSpec = { types: ["Sunscreen"], want: UV_FILTER, timing: "morning" };

/**
 * Medicines taken by mouth that a routine must answer to, by the names their products give: the INN, and the brands
 * only ever taken by mouth. All are ruled out in pregnancy (oral-pregnancy: their labels; AAD 2024); isotretinoin and
 * the tetracyclines make skin burn more easily (oral-photosensitiser), and isotretinoin pauses the routine's exfoliants
 * (oral-isotretinoin).
 */
export interface OralDrug {
  inn: RegExp;
  brands: RegExp;
  photosensitiser: boolean;
  pausesExfoliants: boolean;
}
export const ORAL_DRUGS: readonly OralDrug[] = [
  { inn: /\bisotretinoin/i, brands: /\b(?:accutane|roaccutane|absorica|claravis|amnesteem|myorisan|zenatane)/i, photosensitiser: true, pausesExfoliants: true },
  { inn: /\b(?:doxycycline|minocycline|tetracycline|sarecycline|lymecycline)/i, brands: /\b(?:vibramycin|doryx|oracea|solodyn|minocin|seysara)/i, photosensitiser: true, pausesExfoliants: false },
  { inn: /\bspironolactone/i, brands: /\baldactone/i, photosensitiser: false, pausesExfoliants: false },
];

/** The oral drugs a product's name names. */
export function oralDrugsNamed(name: string): OralDrug[] {
  return ORAL_DRUGS.filter((d) => d.inn.test(name) || d.brands.test(name));
}

const SENSITIVITY_MATCH: Record<Sensitivity, IngredientMatcher> = {
  fragrance: { label: "fragrance", classes: ["fragrance", "essential-oil"] },
  alcohol: DRYING_ALCOHOL,
  "essential-oils": { label: "essential oils", classes: ["essential-oil"] },
  retinoids: RETINOID,
  // Azelaic acid is no exfoliating acid (a dicarboxylic acid, a first-line rosacea treatment usually tolerated by those
  // who react to AHAs): a declared acid sensitivity leaves it, and the skin's own reaction speaks for it.
  acids: { label: "exfoliating acids", classes: ["aha", "bha", "pha"] },
  "vitamin-c": VITAMIN_C,
};

function sensitivityRule(s: Sensitivity): PresentRule {
  const m = SENSITIVITY_MATCH[s];
  return {
    id: `sensitivity-${s}`,
    check: "present",
    allergy: true,
    title: `Contains ${m.label}, which you react to`,
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { sensitivity: s },
    match: m,
    fullDose: 0,
    reducedSeverity: "low",
    explanation: `Your skin profile lists a sensitivity to ${m.label}.`,
    action: "Replace it with a product free of that ingredient, and patch test new products for 24-48 hours.",
    evidence: "A declared sensitivity is the best predictor of a reaction; dose matters less for allergy than for irritation.",
  };
}

export const RULES: readonly Rule[] = [
  // --- Conflicts, flagged per routine ---------------------------------------
  {
    id: "conflict-retinoid-aha",
    check: "pair",
    title: "Retinoid with AHA in the same routine",
    severity: "high",
    sameProductSeverity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    a: RETINOID,
    b: AHA,
    explanation: "Both speed up cell turnover; together they often cause redness, peeling and a damaged barrier.",
    action: "Alternate nights: the retinoid one night, the AHA on another night (or move the AHA to the morning, followed by SPF 30+).",
    evidence:
      "Combined retinoid and AHA use increases irritation in tolerance studies; dermatology guidance (AAD) is to introduce one exfoliating active at a time. Glycolic and lactic acid are the usual ones; every AHA is treated alike.",
  },
  {
    id: "conflict-vitamin-c-retinoid",
    check: "pair",
    title: "Vitamin C with a retinoid in the same routine",
    severity: "medium",
    sameProductExempt: true,
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "a",
    a: L_ASCORBIC_ACID,
    b: RETINOID,
    explanation:
      "Pure L-ascorbic acid works at a pH around 3.5; layered with a retinoid it adds up to more irritation, and each works best at a different time of day.",
    action: "Split morning and night: vitamin C in the morning under sunscreen, the retinoid at night.",
    evidence:
      "The concern is the low pH of L-ascorbic acid. Stable derivatives (magnesium or sodium ascorbyl phosphate, ascorbyl glucoside, tetrahexyldecyl ascorbate, ethyl ascorbic acid) work near skin pH and are not flagged, nor is a product that its maker formulated with both. Evidence is mixed: the irritation argument is from tolerance experience, not head-to-head trials.",
  },
  {
    id: "conflict-benzoyl-peroxide-retinoid",
    check: "pair",
    title: "Benzoyl peroxide with a retinoid in the same routine",
    severity: "high",
    sameProductSeverity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "a",
    a: { label: "benzoyl peroxide", classes: ["benzoyl-peroxide"] },
    b: { ...RETINOID, exceptKeys: ["adapalene"] },
    explanation: "Benzoyl peroxide oxidises retinol and tretinoin applied at the same time, and the pair is very drying.",
    action: "Split morning and night: benzoyl peroxide in the morning, the retinoid at night (or alternate nights).",
    evidence:
      "Benzoyl peroxide degrades tretinoin in laboratory studies; adapalene is stable with it (the two are sold combined), so adapalene is exempt.",
  },
  {
    id: "conflict-benzoyl-peroxide-aha",
    check: "pair",
    title: "Benzoyl peroxide with an AHA in the same routine",
    severity: "medium",
    sameProductSeverity: "low",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "a",
    a: BENZOYL_PEROXIDE,
    b: AHA,
    explanation: "Benzoyl peroxide dries and peels the skin, and an AHA exfoliates it; in one routine the two add up to redness and flaking.",
    action: "Use them in different routines (benzoyl peroxide in the morning, the AHA at night) or on alternate days.",
    evidence:
      "Additive irritation of exfoliating and drying acne treatments is documented in tolerance studies; some acne products combine glycolic acid with benzoyl peroxide at low strength, so the evidence against the pair as such is limited.",
  },
  {
    id: "conflict-benzoyl-peroxide-vitamin-c",
    check: "pair",
    title: "Benzoyl peroxide with vitamin C in the same routine",
    severity: "medium",
    sameProductExempt: true,
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "b",
    a: BENZOYL_PEROXIDE,
    b: L_ASCORBIC_ACID,
    explanation: "Benzoyl peroxide is a strong oxidiser and oxidises L-ascorbic acid applied with it, so the vitamin C is largely wasted.",
    action: "Split morning and night: vitamin C in the morning under sunscreen, benzoyl peroxide at night.",
    evidence:
      "Ascorbic acid is readily oxidised and benzoyl peroxide releases oxygen radicals; this is chemistry rather than a clinical trial, and stable derivatives are less affected.",
  },
  {
    id: "conflict-dapsone-benzoyl-peroxide",
    check: "pair",
    title: "Dapsone with benzoyl peroxide in the same routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "schedule",
    morningSide: "b",
    a: { label: "dapsone", keys: ["dapsone"] },
    b: BENZOYL_PEROXIDE,
    explanation: "Benzoyl peroxide applied with dapsone gel can turn the skin and facial hair yellow or orange for a while; it is harmless and fades, but it shows.",
    action: "Split morning and night: benzoyl peroxide in the morning, dapsone at night, as your prescriber directs.",
    evidence:
      "The dapsone gel labels (Aczone 5% and 7.5%, Drug Interactions) report temporary yellow or orange discolouration of the skin and facial hair when benzoyl peroxide was applied after it; the two are still used together in acne, at different times of day.",
  },
  {
    id: "conflict-acid-vitamin-c",
    check: "pair",
    title: "Exfoliating acid with vitamin C in the same routine",
    severity: "low",
    sameProductExempt: true,
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "b",
    a: AHA_BHA,
    b: L_ASCORBIC_ACID,
    explanation:
      "L-ascorbic acid and AHAs or BHAs are all formulated at low pH; layered, they can sting, and the acid's pH can shift the vitamin C out of the range where it is stable.",
    action: "If you notice stinging, use vitamin C in the morning and the acid at night.",
    evidence:
      "Evidence is mixed: several serums combine vitamin C with ferulic or other acids without problems, so this is a low-severity caution based on pH, not a proven conflict.",
  },
  {
    id: "conflict-niacinamide-vitamin-c",
    check: "pair",
    sunscreensExempt: true,
    title: "Niacinamide with vitamin C: fine, with a short wait",
    severity: "low",
    insightType: "info",
    remedy: "schedule",
    a: { label: "niacinamide", classes: ["niacinamide"] },
    b: VITAMIN_C,
    explanation: "The old warning that the pair turns into irritating nicotinic acid came from hot laboratory conditions; at skin temperature it is mostly unfounded.",
    action: `If you layer them one right after the other, wait ${waitWords(NIACINAMIDE_VITAMIN_C_WAIT_SECONDS)} between the two (the recommended order and its timer count it); if you notice flushing, use them in different routines.`,
    evidence:
      "Evidence is mixed: conversion to nicotinic acid needs heat over long periods, current evidence considers the warning mostly unfounded and many products combine the two; the wait is a precaution, not a proven need.",
  },

  {
    id: "conflict-hydroquinone-peroxide",
    check: "pair",
    title: "Hydroquinone with benzoyl or hydrogen peroxide in the same routine",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    morningSide: "b",
    a: HYDROQUINONE,
    b: { label: "benzoyl peroxide or hydrogen peroxide", classes: ["benzoyl-peroxide"], keys: ["hydrogen peroxide"] },
    explanation:
      "A peroxide oxidises hydroquinone on the skin, which leaves a temporary brown or orange stain and wastes the hydroquinone.",
    action: "Use them at different times: the peroxide in the morning, hydroquinone at night (or on different days).",
    evidence:
      "Transient skin discoloration from hydroquinone applied with benzoyl peroxide or hydrogen peroxide is named on US hydroquinone labels and in drug references; it washes off with soap and water.",
  },

  // --- Skin-type warnings ----------------------------------------------------
  {
    id: "dry-drying-alcohol",
    check: "present",
    title: "Drying alcohol for dry skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["dry"] },
    match: DRYING_ALCOHOL,
    fullDose: DOSE.moderate,
    reducedSeverity: "low",
    exposure: ALCOHOL_EXPOSURE,
    explanation:
      "Denatured alcohol strips lipids and worsens dryness, the more so the higher it sits in a list. Fatty alcohols (cetyl, cetearyl, stearyl) are not drying and are not flagged.",
    action: "Swap for an alcohol-free version of the same step.",
    evidence:
      "Ethanol disrupts the lipid barrier and raises water loss with repeated use; the effect depends on concentration, so alcohol at or after the 1% line is not flagged.",
  },
  {
    id: "dry-fragrance",
    check: "present",
    title: "Fragrance high in a leave-on product for dry skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["dry"] },
    match: FRAGRANCE,
    leaveOnOnly: true,
    fullDose: DOSE.moderate,
    reducedSeverity: null,
    exposure: FRAGRANCE_HIGH_EXPOSURE,
    explanation:
      "Fragrance and essential oils high in a leave-on list irritate a dry, weakened barrier; several of them near the top count more than one at the end.",
    action: "Swap for a fragrance-free version of the same step.",
    evidence:
      "Dry skin has an impaired barrier that lets irritants in more easily; fragrance is the commonest cosmetic allergen (NACDG, ESSCA). A trace at the end of a list is not flagged.",
  },
  {
    id: "dry-no-humectant",
    check: "absent",
    title: "Dry skin without a humectant",
    severity: "medium",
    insightType: "warning",
    remedy: "add",
    when: { skinTypes: ["dry"] },
    match: { label: "a humectant (glycerin, hyaluronic acid...)", classes: ["humectant"] },
    leaveOnOnly: true,
    minStrength: DOSE.moderate,
    add: { types: ["Serum", "Moisturizer", "Essence"], want: { label: "a humectant", classes: ["humectant"] }, timing: "night" },
    explanation: "None of your leave-on products has a humectant high in its list, so nothing draws water into dry skin.",
    action: "Add a serum or moisturizer with glycerin or hyaluronic acid near the top of its list.",
    evidence: "Humectants such as glycerin and hyaluronic acid raise skin hydration measurably (corneometry studies).",
  },
  {
    id: "oily-heavy-occlusive",
    poreClogging: true,
    check: "present",
    title: "Heavy occlusives for oily skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["oily"] },
    match: { label: "a heavy occlusive (petrolatum, mineral oil, butters, waxes)", classes: ["occlusive"], exceptClasses: ["silicone"] },
    leaveOnOnly: true,
    spreadOnly: true,
    fullDose: DOSE.major,
    reducedSeverity: null,
    explanation: "Rich occlusives high in a leave-on list feel greasy on oily skin and can trap sebum.",
    action: "Swap for a lighter, oil-free gel or lotion of the same type.",
    evidence: "Occlusives reduce water loss by forming a film; oily skin rarely needs one, and thick films worsen shine. Silicones are not counted.",
  },
  {
    id: "oily-no-bha",
    check: "absent",
    title: "Oily skin without salicylic acid",
    severity: "low",
    insightType: "warning",
    remedy: "add",
    when: { skinTypes: ["oily"] },
    match: { label: "salicylic acid (BHA)", classes: ["bha"] },
    leaveOnOnly: false,
    minStrength: 0.2,
    // A retinoid or benzoyl peroxide already clears pores (AAD acne guidelines): a BHA on top adds irritation, not a job.
    unlessAlso: { label: "a retinoid or benzoyl peroxide", classes: ["retinoid", "benzoyl-peroxide"] },
    add: { types: ["Serum", "Toner", "Exfoliant", "Cleanser", "Moisturizer", "Spot Treatment"], want: { label: "salicylic acid", classes: ["bha"] }, timing: "night" },
    explanation: "Salicylic acid is oil-soluble and clears pores, which is what oily skin benefits from most; none of your products has it.",
    action: "Add a salicylic acid (BHA) product, starting 2-3 times a week.",
    evidence: "0.5-2% salicylic acid reduces comedones and oiliness in controlled studies.",
  },
  {
    id: "sensitive-fragrance",
    check: "present",
    allergy: true,
    title: "Fragrance for sensitive skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["sensitive"] },
    match: FRAGRANCE,
    fullDose: 0,
    reducedSeverity: "low",
    exposure: FRAGRANCE_EXPOSURE,
    explanation:
      "Fragrance (parfum), essential oils and menthol are the commonest triggers of stinging and contact allergy, even in small amounts; several near the top of a leave-on list count most.",
    action: "Swap for a fragrance-free version of the same step; rinse-off products matter less than leave-on ones.",
    evidence: "Fragrance is the most frequent cause of cosmetic contact allergy in patch-test series (NACDG, ESSCA).",
  },
  {
    id: "sensitive-alcohol",
    check: "present",
    title: "Drying alcohol for sensitive skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["sensitive"] },
    match: DRYING_ALCOHOL,
    fullDose: DOSE.moderate,
    reducedSeverity: "low",
    exposure: ALCOHOL_EXPOSURE,
    explanation: "Denatured alcohol stings and weakens a reactive barrier, the more so the higher it sits in a list.",
    action: "Swap for an alcohol-free version of the same step.",
    evidence: "Ethanol raises transepidermal water loss and stinging in reactive skin; fatty alcohols are not counted.",
  },
  {
    id: "sensitive-no-soothing",
    check: "absent",
    title: "Sensitive skin without soothing ingredients",
    severity: "low",
    insightType: "warning",
    remedy: "add",
    when: { skinTypes: ["sensitive"] },
    match: { label: "a soothing ingredient (centella, allantoin, panthenol, oat...)", classes: ["soothing"] },
    leaveOnOnly: false,
    minStrength: 0,
    add: { types: ["Moisturizer", "Serum", "Essence", "Toner"], want: { label: "a soothing ingredient", classes: ["soothing"] }, timing: "night" },
    explanation: "Nothing in your routine calms the skin; sensitive skin tolerates actives better with a soothing step.",
    action: "Add a product with centella asiatica, panthenol, allantoin, oat or bisabolol.",
    evidence: "Panthenol, centella and oat reduce irritation markers in controlled studies.",
  },
  {
    id: "combination-no-gel",
    check: "no-gel-product",
    title: "Combination skin without a gel texture",
    severity: "low",
    insightType: "warning",
    remedy: "add",
    when: { skinTypes: ["combination"] },
    add: { types: ["Moisturizer"], gel: true, timing: "morning" },
    explanation:
      "A light, water-based gel hydrates the dry areas without weighing down the oily T-zone; none of your leave-on products is a gel.",
    action: "Use a gel or gel-cream moisturizer, at least in the morning.",
    evidence: "Texture guidance for combination skin (AAD): lightweight, oil-free hydration for the T-zone.",
  },
  {
    id: "reactive-skin-triggers",
    check: "present",
    title: "Triggers for rosacea-prone or sensitive skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["sensitive"], concerns: ["rosacea"], goals: ["reduce-redness"] },
    match: REACTIVE_TRIGGERS,
    fullDose: 0,
    reducedSeverity: "low",
    exposure: { min: 0, medium: 0.35, high: 1.5 },
    explanation:
      "Glycolic acid, witch hazel, menthol, scrub particles and warming agents (hexyl nicotinate) are common triggers of stinging, flushing and redness on rosacea-prone or sensitive skin.",
    action:
      "Swap for a gentler product of the same type; for exfoliation, azelaic acid, mandelic acid or a PHA (gluconolactone) once or twice a week is better tolerated.",
    evidence:
      "Rosacea guidance (AAD, National Rosacea Society surveys) lists menthol, witch hazel, glycolic acid, alcohol and abrasive scrubs among the commonest triggers; evidence is mostly from patient surveys and tolerance studies, and individual triggers vary.",
  },
  {
    id: "dry-harsh-cleanser",
    check: "harsh-cleanser-dry",
    title: "A soap or sulfate cleanser twice a day for dry skin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["dry"] },
    match: HARSH_CLEANSING,
    explanation:
      "True soaps (bar soaps, castile soap) are alkaline and sodium lauryl or laureth sulfate strips barrier lipids; as the main cleanser morning and night they leave dry skin tight.",
    action: "Use a gentle, non-foaming or syndet cleanser (or just water in the morning).",
    evidence:
      "SLS is the reference irritant in patch testing; alkaline soaps raise skin pH and water loss more than syndet cleansers (cleanser comparison studies). Once a day, or as a body wash, matters less.",
  },
  {
    id: "topical-steroid",
    check: "present",
    title: "A corticosteroid in the routine",
    anyAmount: true,
    // A prescription steroid follows its prescriber (clobetasol: never on the face, at most 2 weeks), whatever the days.
    occasional: { perWeek: 3, keyPrefixes: ["hydrocortisone"] },
    prescribedAction: true,
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    match: CORTICOSTEROID,
    leaveOnOnly: true,
    fullDose: 0,
    reducedSeverity: "medium",
    explanation:
      "A corticosteroid cream calms inflammation for a short course. Used every day for weeks, above all on the face, it thins the skin and can bring broken veins, steroid rosacea and perioral dermatitis, which flare when it is stopped.",
    action: "Use it only as a doctor directs: without one, on the face for no more than 7 days. Do not keep it as a daily step of the routine.",
    evidence:
      "US over-the-counter hydrocortisone labels say to stop and ask a doctor if the condition lasts more than 7 days; the AAD and the British Association of Dermatologists warn that long use of topical steroids on the face causes skin thinning, telangiectasia, steroid-induced rosacea and perioral dermatitis.",
  },
  {
    id: "ingredient-concern",
    check: "ingredient-concern",
    title: "Ingredients that can irritate, dry or sensitise",
    severity: "medium",
    insightType: "warning",
    remedy: "swap",
    explanation:
      "The knowledge base notes an irritation, drying or sensitising concern for these ingredients, and they are major ones in the product (high in a leave-on list; a rinse-off cleanser's foaming agents only for dry or sensitive skin; for sensitive skin, a sensitiser anywhere).",
    action: "Swap for a product of the same type without them; if it suits you, it can stay.",
    evidence:
      "Concern notes come from the knowledge base (CosIng functions, patch-test series, irritation studies); amount matters for irritation, less for allergy. Treatment actives are judged by the conflict rules instead, and a sunscreen is not judged for a concern the methodology ties to a skin type you do not have.",
  },
  {
    id: "normal-no-antioxidant",
    check: "absent",
    title: "Normal skin without antioxidants",
    severity: "low",
    // An optional extra, not a fault: the AAD's basic routine (cleanser, moisturizer, sunscreen) has none.
    insightType: "info",
    remedy: "add",
    when: { skinTypes: ["normal"] },
    match: { label: "an antioxidant (vitamin C, vitamin E, green tea...)", classes: ["antioxidant", "vitamin-c"] },
    leaveOnOnly: true,
    minStrength: DOSE.moderate,
    add: {
      types: ["Serum", "Essence", "Moisturizer"],
      want: { label: "an antioxidant", classes: ["vitamin-c", "antioxidant"] },
      timing: "morning",
    },
    explanation: "Normal skin mostly needs protection: none of your leave-on products has an antioxidant in a meaningful amount.",
    action: "Add a morning antioxidant serum (vitamin C, vitamin E, ferulic acid or green tea) under your sunscreen.",
    evidence: "Topical antioxidants such as vitamin C with E and ferulic acid reduce UV-induced oxidative damage alongside sunscreen.",
  },

  // --- Routine-level rules ---------------------------------------------------------------------
  {
    id: "over-exfoliation",
    check: "over-exfoliation",
    title: "Too many exfoliating actives in one routine",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    match: EXFOLIANT,
    threshold: 2,
    highThreshold: 3,
    explanation:
      "Several products with acids, retinoids, benzoyl peroxide or scrub particles in the same routine on the same day strip the barrier: redness, stinging and flaking follow.",
    action: "Keep one exfoliating product per routine and alternate the others on different nights.",
    evidence: "Over-exfoliation is a common cause of irritant dermatitis; guidance is to use one exfoliating active at a time and build up.",
  },
  {
    id: "duplicate-retinoid",
    check: "duplicate-retinoid",
    title: "More than one retinoid in one routine",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    match: RETINOID,
    threshold: 2,
    explanation:
      "Retinol, retinal, retinyl esters, retinoates and adapalene all work through the same retinoid receptors: a second retinoid on the same night adds irritation, not a second benefit.",
    action: "Keep one retinoid in the routine; for a stronger effect, move up to a higher strength of that one over a few months instead of layering two.",
    evidence:
      "Topical retinoids act on retinoic acid receptors (retinol and its esters after conversion in the skin); retinoid dermatitis rises with the total dose, and guidance (AAD) is one retinoid, started 2-3 nights a week and built up. There is no evidence that two together work better than one.",
  },
  {
    id: "photosensitiser-without-spf",
    check: "photosensitiser-without-spf",
    title: "Photosensitising actives without a morning sunscreen",
    severity: "high",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "add",
    match: { label: "AHAs or retinoids", classes: ["aha", "retinoid"] },
    add: SUNSCREEN_ADD,
    explanation: "AHAs and retinoids make skin more sensitive to the sun, and your morning routine has no sunscreen.",
    action: "Add a broad-spectrum SPF 30+ as the last morning step: 1/4 teaspoon (1.25 ml) for the face, reapplied every 2 hours outdoors.",
    evidence: "Glycolic acid increases UV sensitivity (FDA-sponsored study: about 18% more sunburn cells); product labels require sunscreen use.",
  },
  {
    id: "hydroquinone-without-spf",
    check: "photosensitiser-without-spf",
    title: "Hydroquinone without a daily sunscreen",
    severity: "high",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "add",
    match: HYDROQUINONE,
    add: SUNSCREEN_ADD,
    explanation: "Hydroquinone only works with daily sun protection: even a little sun undoes its effect and darkens the spots again, and your morning routine has no daily sunscreen.",
    action: "Add a broad-spectrum SPF 30+ every morning (a tinted one with iron oxides also blocks the visible light that worsens melasma).",
    evidence: "US hydroquinone labels tell users to use a sunscreen and protective clothing during and after treatment; sunscreen is part of the treatment.",
  },
  {
    id: "exfoliation-load",
    check: "exfoliation-load",
    title: "A heavy weekly exfoliation load",
    severity: "low",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    match: EXFOLIANT,
    threshold: 14,
    highThreshold: 21,
    explanation:
      "Summed over morning and night and over the week, your acids, retinoids, benzoyl peroxide and scrubs come to more exfoliating applications than most skin tolerates.",
    action: "Keep one exfoliating product a day and give the others set days.",
    evidence:
      "Evidence is mixed: there is no trial of a weekly limit. Dermatology guidance (AAD) is to start actives 2-3 times a week and not to stack exfoliants; the limit here (more than 14 exfoliating applications a week, i.e. more than two a day on average; medium above 21; on dry or sensitive skin more than 7, one a day, and medium above 14) flags only clear excess.",
  },
  {
    id: "peel-strength",
    check: "peel-strength",
    title: "A peel-strength acid used more than twice a week",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    threshold: PEEL_STRENGTH.usesPerWeek,
    highThreshold: 6,
    explanation:
      "An AHA above 10% or salicylic acid above 2% is a peel, made for short and occasional use. Used more often, it strips the barrier and leaves the skin red, raw and more sensitive to the sun; used daily, it is a burn risk.",
    action: "Use it at night, at most twice a week (once a week to start), for no longer than its label says, and rinse it off if the label says so.",
    evidence:
      "The Cosmetic Ingredient Review found AHAs safe in consumer products at 10% or less (pH 3.5 or higher), and at up to 30% only for brief, discontinuous use followed by rinsing; 2% is the most salicylic acid a US over-the-counter acne product may hold (21 CFR 333.310). Makers of at-home peels direct use at most twice a week.",
  },
  {
    id: "occasional-use",
    check: "occasional-use",
    title: "A scrub or clay mask used more than three times a week",
    severity: "low",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    threshold: OCCASIONAL_USE.usesPerWeek,
    explanation:
      "Scrub particles and absorbent clay, mud or charcoal masks are made for a few uses a week. Used daily, they wear down the barrier and dry the skin: tightness, redness and flaking follow, soonest on dry or sensitive skin.",
    action: "Keep it to two or three times a week (once or twice on dry or sensitive skin), on days without another exfoliant.",
    evidence:
      "Makers of scrubs and clay masks direct one to three uses a week; the AAD advises exfoliating less often the more aggressive the method, and gently, on dry or sensitive skin. A product whose name says daily is left alone: its maker directs daily use.",
  },
  {
    id: "retinoid-pace",
    check: "retinoid-pace",
    title: "A retinoid most days on sensitive skin",
    severity: "low",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "schedule",
    when: { skinTypes: ["sensitive"], concerns: ["rosacea", "barrier-repair"] },
    match: RETINOID,
    threshold: 3.5,
    explanation:
      "Retinoids irritate most in the first weeks: on sensitive, rosacea-prone or weakened skin, nightly use from the start often brings redness, stinging and peeling that make people give up.",
    action: "Start with two or three nights a week, over your moisturizer if it stings, and add nights as your skin allows over several weeks.",
    evidence:
      "The AAD advises starting a retinoid every second or third night and building up; retinoid dermatitis peaks in the first weeks and is worse on sensitive skin. If your skin already tolerates it every night, keep going.",
  },
  {
    id: "retinoid-morning",
    check: "retinoid-morning",
    title: "Retinoid in the morning routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "move",
    match: { ...RETINOID, exceptKeys: ["adapalene"] },
    explanation: "Retinol and its relatives break down in daylight, so a morning retinoid loses much of its effect before it can work.",
    action: "Move the retinoid to your night routine.",
    evidence:
      "Retinol and tretinoin degrade under UV and visible light (photolability studies); adapalene is light-stable and is not flagged. Trace amounts of retinyl esters in day creams are not counted.",
  },
  {
    id: "night-product-morning",
    check: "night-product-morning",
    title: "A night product in the morning routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "move",
    explanation:
      "A sleeping mask, an overnight treatment or a night cream is made to stay on for hours while you sleep: rich and occlusive, it can pill under sunscreen and make-up and keep sunscreen from spreading in an even film.",
    action: "Use it in your night routine; in the morning a lighter moisturizer under sunscreen does its job.",
    evidence:
      "Makers direct sleeping masks, overnight treatments and night creams for the evening. Sunscreen protects as tested only in an even film; a heavy layer under it makes it pill or spread unevenly.",
  },
  {
    id: "sunscreen-some-days",
    check: "sunscreen-some-days",
    title: "A sunscreen worn only some mornings",
    severity: "low",
    insightType: "warning",
    scoreKey: "safety",
    // Its remedy is how often it is used (every day): the product is marked CARE, never swapped.
    remedy: "schedule",
    explanation: "Sun protection works only on the days it is worn: UV reaches the skin on cloudy days and through windows, and the damage adds up.",
    action: "Wear it every morning as the last step, whatever the weather, and set it to daily in your routine.",
    evidence: "Daily sunscreen use slowed skin ageing in a randomised trial (Hughes et al., 2013); the AAD advises sunscreen every day, even when it is cloudy.",
  },
  {
    id: "pigment-visible-light",
    check: "visible-light",
    title: "Dark spots: a tinted sunscreen also blocks visible light",
    severity: "low",
    // Advice on top of a sunscreen already worn: the sunscreen stays KEEP and no score moves.
    insightType: "info",
    remedy: "none",
    when: { goals: ["even-tone"], concerns: ["hyperpigmentation"] },
    match: IRON_OXIDES,
    explanation:
      "Visible light, not only UV, darkens melasma and dark marks, above all in medium and dark skin, and sunscreens without a tint do not block it. Iron oxides, the pigments of tinted sunscreens, do.",
    action:
      "For your dark spots, choose a tinted sunscreen that lists iron oxides (CI 77491, 77492, 77499) in your shade, or wear a tinted product with iron oxides over your sunscreen.",
    evidence:
      "In a randomised trial in melasma, a tinted sunscreen with iron oxides kept the improvement better than a UV-only sunscreen (Castanedo-Cazares et al., 2014); visible light causes lasting pigmentation in skin types IV-VI (Mahmoud et al., 2010); the AAD advises a tinted sunscreen with iron oxides for melasma.",
  },
  {
    id: "antibiotic-alone",
    check: "antibiotic-alone",
    title: "A topical antibiotic without benzoyl peroxide",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "add",
    match: { label: "a topical antibiotic", keys: ["clindamycin", "clindamycin phosphate", "erythromycin"] },
    add: { types: ["Cleanser", "Spot Treatment", "Serum"], want: BENZOYL_PEROXIDE, timing: "morning" },
    explanation: "A topical antibiotic used on its own lets acne bacteria grow resistant within months, and it then stops working.",
    action: "Use it with benzoyl peroxide, which prevents that resistance: a benzoyl peroxide wash or gel in the morning, or a product that combines the two, as your prescriber directs.",
    evidence:
      "The AAD acne guideline (Reynolds et al., JAAD 2024) advises against topical antibiotics as monotherapy and pairs them with benzoyl peroxide to limit resistance; clindamycin- and erythromycin-resistant Cutibacterium acnes is widespread.",
  },
  {
    id: "oral-pregnancy",
    check: "oral-pregnancy",
    title: "A medicine taken by mouth that pregnancy rules out",
    severity: "high",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "none",
    when: { pregnant: true },
    explanation:
      "Isotretinoin causes severe birth defects; the tetracycline antibiotics (doxycycline, minocycline) discolour a baby's teeth and bones from the middle of pregnancy and pass into breast milk; spironolactone acts on hormones a developing baby needs.",
    action: "Contact your prescriber today: isotretinoin is stopped at once in pregnancy, and the others need their advice before the next dose.",
    evidence:
      "The isotretinoin label's boxed warning (iPLEDGE: two forms of contraception and monthly pregnancy tests); tetracycline labels warn of permanent tooth discolouration when used in the second half of pregnancy; the AAD acne guideline (Reynolds et al., JAAD 2024) advises against spironolactone in pregnancy.",
  },
  {
    id: "oral-isotretinoin",
    check: "oral-isotretinoin",
    title: "Exfoliating actives while taking isotretinoin",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "pause",
    explanation:
      "Isotretinoin taken by mouth dries and thins the skin for the whole course: acids, retinoids, benzoyl peroxide and scrubs on top of it bring peeling, cracks and wounds that heal slowly.",
    action: "During the course, leave them out and keep to a gentle cleanser, a rich moisturizer and a daily SPF 30+; ask your prescriber before any other active, waxing or peel.",
    evidence: "Isotretinoin labels advise against waxing, dermabrasion and laser treatment during the course and for 6 months after it; the AAD advises gentle skin care during treatment.",
  },
  {
    id: "oral-photosensitiser",
    check: "oral-photosensitiser",
    title: "A sun-sensitising medicine without a morning sunscreen",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "add",
    add: SUNSCREEN_ADD,
    explanation: "Taken by mouth, isotretinoin and the tetracycline antibiotics (doxycycline, minocycline) make skin burn more easily, and your morning routine has no sunscreen.",
    action: "While you take it, finish every morning with a broad-spectrum SPF 30+ and keep out of strong midday sun.",
    evidence: "Doxycycline and isotretinoin labels warn of exaggerated sunburn and advise sun protection during treatment.",
  },
  {
    id: "no-morning-sunscreen",
    check: "no-morning-sunscreen",
    title: "No sunscreen in the morning",
    severity: "medium",
    insightType: "warning",
    remedy: "add",
    add: SUNSCREEN_ADD,
    explanation: "Daily sunscreen is the single most effective step against sunburn, dark spots and photo-ageing.",
    action: "Finish the morning routine with a broad-spectrum SPF 30+.",
    evidence: "Daily sunscreen use slowed skin ageing in a randomised trial (Hughes et al., 2013).",
  },
  {
    id: "low-spf",
    check: "low-spf",
    title: "Morning sun protection under SPF 30",
    severity: "low",
    insightType: "warning",
    remedy: "add",
    add: SUNSCREEN_ADD,
    explanation:
      "An SPF under 30 lets through more of the UV that burns and ages skin, and a real application is thinner than the amount the SPF was tested with, which lowers it further.",
    action: "Finish the morning routine with a broad-spectrum SPF 30 or higher; this product can stay under it.",
    evidence:
      "Dermatology guidance (AAD) is a broad-spectrum SPF 30 or higher every day; people apply a quarter to half of the 2 mg/cm² used in SPF testing (Petersen and Wulf, 2014).",
  },
  {
    id: "sunscreen-at-night",
    check: "sunscreen-at-night",
    title: "Sunscreen in the night routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "move",
    explanation: "Sunscreen protects against daylight only; at night it just adds a layer between your skin and your treatments.",
    action: "Move the sunscreen to the end of your morning routine.",
    evidence: "Spec product types: sunscreen is a morning-only step.",
  },
  {
    id: "layering-order",
    check: "layering-order",
    title: "Products out of layering order",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "reorder",
    explanation: "Thin, watery products absorb best before thicker ones; the usual order is cleanser, exfoliant, toner, essence, serum, ampoule, spot treatment, eye cream, moisturizer, oil, sunscreen.",
    action: "Apply in the recommended order, waiting the listed time between steps.",
    evidence: "Layering from thinnest to thickest lets water-based actives reach the skin before occlusive layers.",
  },
  {
    id: "duplicate-type",
    check: "duplicate-type",
    title: "The same product type more than once in one routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "none",
    explanation: "Two products of the same type in one routine usually do the same job twice (a double cleanse at night is the usual exception).",
    action: "Keep the one that suits your goal best, or make sure the two do different jobs.",
    evidence: "Fewer, well-chosen products lower the risk of irritation and of ingredients cancelling each other out.",
  },
  {
    id: "too-many-products",
    check: "too-many-products",
    title: "A very long routine",
    severity: "low",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "none",
    threshold: 7,
    explanation: "More than seven steps in one routine raises the chance of irritation and of products pilling.",
    action: "Trim to the steps that serve your goals: cleanse, treat, moisturize (and protect in the morning).",
    evidence: "Each extra leave-on product adds ingredients that can irritate or interact.",
  },
  {
    id: "empty-routine",
    check: "empty-routine",
    title: "One routine is empty",
    severity: "medium",
    insightType: "warning",
    scoreKey: "routineBalance",
    remedy: "add",
    explanation: "Skin needs different things by day (protection) and by night (repair and treatment).",
    action: "Add at least a cleanser and a moisturizer to the empty routine, and sunscreen in the morning.",
    evidence: "Basic care guidance (AAD): cleanse, moisturize, and protect in the morning.",
  },
  {
    id: "no-cleanser",
    check: "no-cleanser",
    title: "No cleanser",
    severity: "low",
    insightType: "info",
    remedy: "add",
    add: { types: ["Cleanser"], timing: "missing-routine" },
    explanation: "A gentle cleanser removes sunscreen, sebum and grime so the rest of the routine can work.",
    action: "Add a gentle cleanser; massage it in for 30-60 seconds, then rinse.",
    evidence: "Basic care guidance (AAD): cleanse gently twice a day.",
  },
  {
    id: "no-moisturizer",
    check: "no-moisturizer",
    title: "No moisturizer",
    severity: "low",
    insightType: "info",
    remedy: "add",
    add: { types: ["Moisturizer"], timing: "missing-routine" },
    explanation: "A moisturizer seals in water and supports the barrier, especially under active ingredients.",
    action: "Add a moisturizer suited to your skin type.",
    evidence: "Moisturizers reduce water loss and irritation from actives such as retinoids.",
  },
  {
    id: "unreadable-list",
    check: "unreadable-list",
    title: "Part of an ingredient list could not be read",
    severity: "low",
    insightType: "info",
    remedy: "none",
    explanation:
      "A long stretch of the list reads as several ingredients without separators, so it was left out of the analysis rather than guessed.",
    action: "Check the pasted list: ingredients should be separated by commas or put one per line.",
    evidence: "An ingredient list names one ingredient per entry; a run of names without separators cannot be split reliably.",
  },
  {
    id: "not-topical",
    check: "not-topical",
    title: "Taken by mouth, not put on the skin",
    severity: "low",
    insightType: "info",
    remedy: "none",
    explanation:
      "A supplement or a medicine taken by mouth is swallowed, not applied: its ingredients were left out of this evaluation, which reads what touches your skin.",
    action: "Keep the routine to what you put on your skin; ask a doctor or pharmacist about what you take by mouth, above all when pregnant or on other medication.",
    evidence: "Supplements are regulated as foods, not cosmetics, and their effect on skin is a question for a doctor, not an ingredient list.",
  },
  {
    id: "goal-uncovered",
    check: "goal-uncovered",
    title: "Little for your main goal",
    severity: "low",
    insightType: "warning",
    remedy: "add",
    add: { types: ["Serum", "Essence", "Ampoule", "Moisturizer", "Toner", "Spot Treatment"], wantGoal: true, timing: "by-active" },
    explanation: "Few ingredients in your routine target your main goal in a meaningful amount.",
    action: "Add a treatment product whose key ingredient targets your goal.",
    evidence: "Results depend on actives present at effective levels, which the position of an ingredient in the list hints at.",
  },
  {
    id: "comedogenic-ingredients",
    poreClogging: true,
    check: "present",
    title: "Pore-clogging ingredients",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { skinTypes: ["oily", "combination"], goals: ["acne-care"] },
    match: { label: "a highly comedogenic ingredient (rating 4-5)", minComedogenic: 4 },
    leaveOnOnly: true,
    spreadOnly: true,
    fullDose: DOSE.strong,
    reducedSeverity: null,
    explanation: "Ingredients rated 4-5 on the comedogenic scale, high in a leave-on list, can clog pores on breakout-prone skin.",
    action: "Swap for a non-comedogenic version of the same step.",
    evidence: "Fulton comedogenicity ratings (rabbit-ear model) are a rough guide; they matter most for high concentrations in leave-on products.",
  },
  {
    id: "comedogenic-unrated-ester",
    poreClogging: true,
    check: "present",
    title: "Emollient esters with no comedogenic rating",
    severity: "low",
    insightType: "info",
    remedy: "none",
    when: { goals: ["acne-care"] },
    match: { label: "an emollient ester without a published comedogenic rating", unratedEster: true },
    leaveOnOnly: true,
    fullDose: DOSE.strong,
    reducedSeverity: null,
    explanation:
      "High in a leave-on list, fatty esters of this family are sometimes pore-clogging, and there is no published rating for these: unknown rather than safe.",
    action: "If you break out after starting this product, try a version without it; patch test on the jawline for two weeks.",
    evidence:
      "Related esters (isopropyl myristate, isocetyl stearate, ethylhexyl palmitate) rate 4-5 on the Fulton scale while others rate 0-1; without a test the risk is unknown. Fulton ratings themselves come from a rabbit-ear model and predict human breakouts only roughly.",
  },
  {
    id: "pregnancy-caution",
    check: "present",
    title: "Ingredients to avoid while pregnant or breastfeeding",
    severity: "high",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { pregnant: true },
    // A sunscreen filter is pregnancy-uv-filter's: a sunscreen is switched, never stopped.
    match: { label: "retinoids, hydroquinone and high-strength salicylic acid", pregnancyCaution: true, exceptClasses: ["chemical-uv-filter"] },
    salicylicAbove: PREGNANCY_SALICYLIC_ABOVE,
    fullDose: DOSE.moderate,
    reducedSeverity: "medium",
    explanation:
      "Retinoids (adapalene included), hydroquinone and high-strength salicylic acid (leave-on above 2%, peels) are advised against during pregnancy and breastfeeding; so, as a precaution, is lilial (butylphenyl methylpropional, a fragrance ingredient).",
    action: "Stop these products for now and ask your doctor; azelaic acid and niacinamide are common pregnancy-safe alternatives.",
    evidence:
      "Oral retinoids are teratogenic; topical retinoids are advised against as a precaution (ACOG, BAD guidance). Hydroquinone is absorbed far more than most topicals (about 35-45%). Evidence on low-strength salicylic acid is reassuring (ACOG lists it as acceptable), so only leave-on strengths above 2% and peels are flagged; evidence for breastfeeding is thinner and follows the same caution. Oxybenzone is found in blood and breast milk after use on the skin (FDA maximal-usage trials; Schlumpf et al. 2010), and lilial is classed as toxic to reproduction (banned in EU cosmetics since 2022).",
  },
  {
    id: "pregnancy-uv-filter",
    check: "present",
    title: "A sunscreen filter to avoid while pregnant or breastfeeding",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "swap",
    when: { pregnant: true },
    match: { label: "oxybenzone", pregnancyCaution: true, classes: ["chemical-uv-filter"] },
    fullDose: DOSE.moderate,
    reducedSeverity: "low",
    explanation:
      "Oxybenzone, a sunscreen filter, is absorbed through the skin and found in blood and breast milk; whether that harms a baby is not known, so it is avoided as a precaution.",
    action:
      "Keep wearing sunscreen every morning, since pregnancy makes dark patches (melasma) more likely: switch to one without oxybenzone, such as a mineral sunscreen with zinc oxide or titanium dioxide.",
    evidence:
      "FDA maximal-usage trials found oxybenzone in blood above the level that calls for further testing (Matta et al., JAMA 2020), and it is found in breast milk (Schlumpf et al., 2010); the FDA calls the data insufficient, not evidence of harm. Sunscreen is the first prevention of melasma, which affects up to half of pregnancies (AAD).",
  },
  sensitivityRule("fragrance"),
  sensitivityRule("alcohol"),
  sensitivityRule("essential-oils"),
  sensitivityRule("retinoids"),
  sensitivityRule("acids"),
  sensitivityRule("vitamin-c"),

  {
    id: "feeling-see-doctor",
    check: "feeling-doctor",
    title: "What you describe may need a doctor",
    severity: "medium",
    // About the skin, not a product: no score moves, and nothing in the routine is blamed.
    insightType: "warning",
    remedy: "none",
    when: { feeling: "infection" },
    explanation:
      "From what you wrote, your skin has crusts, pus, blisters, sores or swelling, or a patch that spreads: signs of an infection (impetigo, cold sores, infected eczema) or of a reaction that no skincare product treats.",
    action:
      "See a doctor or pharmacist soon, and today if you have a fever, it spreads fast or your eyes or lips swell; until then keep to a gentle cleanser and leave new products off the area.",
    evidence:
      "Honey-coloured crusts are the sign of impetigo, a contagious bacterial infection treated with antibiotics (AAD); grouped blisters around the lips are usually cold sores (herpes simplex), and eczema that weeps or crusts may be infected (AAD; NICE).",
  },
  {
    id: "feeling-irritated-actives",
    check: "feeling-actives",
    title: "Stinging or burning with strong actives in the routine",
    severity: "medium",
    insightType: "warning",
    scoreKey: "safety",
    // Its plan wins over any suggested week: the actives are paused, so none of them is given days meanwhile.
    remedy: "pause",
    when: { feeling: "irritated" },
    match: EXFOLIANT,
    explanation: "From what you wrote, your skin stings, burns or is red, and your routine has exfoliating actives that can cause exactly that.",
    action: "Pause them for 5-7 days, then bring one back at a time, 2 nights a week, with a plain moisturizer.",
    evidence: "Stinging and burning are the first signs of irritant dermatitis from retinoids and acids; guidance is to pause and reintroduce slowly.",
  },
  {
    id: "feeling-dry-stripping",
    check: "feeling-actives",
    title: "Tight or flaking skin with drying products",
    severity: "low",
    insightType: "warning",
    scoreKey: "safety",
    remedy: "none",
    when: { feeling: "dry" },
    match: { label: "drying alcohol, soap, sulfates or exfoliants", classes: ["drying-alcohol", "sulfate-surfactant", "aha", "bha", "retinoid", "benzoyl-peroxide", "exfoliant-physical"], keys: HARSH_CLEANSING.keys },
    explanation: "From what you wrote, your skin feels tight or flakes, and these products are drying or exfoliating.",
    action: "Cut the exfoliating products to 2-3 times a week and use a gentle cleanser; add a moisturizer with glycerin and ceramides.",
    evidence: "Tightness and flaking signal a stressed barrier; stripping cleansers and frequent exfoliation raise water loss.",
  },
  {
    id: "feeling-breakouts-comedogenic",
    poreClogging: true,
    check: "feeling-actives",
    title: "Breakouts with pore-clogging ingredients",
    severity: "low",
    insightType: "info",
    remedy: "none",
    when: { feeling: "breakouts" },
    match: { label: "a highly comedogenic ingredient (rating 4-5)", minComedogenic: 4 },
    spreadOnly: true,
    explanation: "From what you wrote, you are breaking out, and these leave-on products have ingredients rated highly comedogenic high in their lists.",
    action: "Try the routine without them for 4-6 weeks to see whether breakouts settle.",
    evidence: "Fulton ratings are a rough guide; a high-rated ingredient high in a leave-on list is the likeliest suspect.",
  },

  // --- Positive findings -------------------------------------------------------------------------
  {
    id: "success-sunscreen",
    check: "success-sunscreen",
    title: "Morning sunscreen in place",
    severity: "low",
    insightType: "success",
    remedy: "none",
    explanation: "Your morning routine ends with sun protection.",
    action: "Use 1/4 teaspoon (1.25 ml) for the face 15-30 minutes before going out and reapply every 2 hours outdoors.",
    evidence: "Daily broad-spectrum SPF 30+ prevents sunburn, dark spots and photo-ageing.",
  },
  {
    id: "success-no-conflicts",
    check: "success-no-conflicts",
    title: "No ingredient conflicts",
    severity: "low",
    insightType: "success",
    remedy: "none",
    explanation: "None of the known problem pairs meet in the same routine.",
    action: "Keep introducing new actives one at a time.",
    evidence:
      "Checked pairs: retinoid with AHA, L-ascorbic acid with retinoid, benzoyl peroxide with retinoid, AHA or L-ascorbic acid, AHA or BHA with L-ascorbic acid, niacinamide with vitamin C; too many exfoliants in one routine; two retinoids in one routine; a retinoid in the morning.",
  },
  {
    id: "success-goal",
    check: "success-goal",
    title: "Well targeted at your main goal",
    severity: "low",
    insightType: "success",
    remedy: "none",
    explanation: "Your routine holds several ingredients that target your main goal in meaningful amounts.",
    action: "Give them 8-12 weeks of consistent use before judging results.",
    evidence: "Most actives need several weeks of daily use to show measurable change.",
  },
];

export const RULE_INDEX: ReadonlyMap<string, number> = new Map(RULES.map((r, i) => [r.id, i]));

// ---------------------------------------------------------------------------
// Score constants (docs/methodology.md lists the same numbers)
// ---------------------------------------------------------------------------

/** Penalty per finding, by the score it counts against and its severity. */
export const PENALTIES: Record<"safety" | "routineBalance", Record<Severity, number>> = {
  safety: { high: 2.5, medium: 1.2, low: 0.3 },
  routineBalance: { high: 2.5, medium: 1.5, low: 0.75 },
};
/** A product-ingredient finding costs this much more for each product beyond the first... */
export const EXTRA_PRODUCT_PENALTY = 0.3;
/** ...counting at most this many extra products. */
export const EXTRA_PRODUCT_MAX = 3;

export const COMPLETENESS_POINTS = {
  morningCleanser: 1,
  morningMoisturizer: 1.5,
  morningSunscreen: 2.5,
  nightCleanser: 1,
  nightMoisturizer: 1.5,
  goalTreatment: 1.5,
  secondaryGoals: 0.5,
  skinTypeEssential: 0.5,
} as const;

export const EFFECTIVENESS_POINTS = {
  primaryGoal: 5,
  secondaryGoals: 2,
  morningSunscreen: 1.5,
  treatmentSteps: 1.5,
  /** Summed dose of goal actives at which a goal counts as fully covered. */
  goalFullAt: 1.5,
  /** Number of treatment products at which the treatment-steps points are full. */
  treatmentStepsFullAt: 2,
  /** Primary-goal coverage below which the goal-uncovered finding fires, and at or above which success-goal does. */
  uncoveredBelow: 0.5,
  successAt: 1,
} as const;

export const QUALITY_POINTS = {
  base: 5.5,
  perBeneficial: 1.5,
  maxBeneficial: 3,
  fragrance: 1.5,
  dryingAlcohol: 1.5,
  sulfate: 1,
  comedogenic: 1,
  sensitisingPreservative: 0.75,
  otherIrritant: 0.5,
  otherIrritantMax: 1,
  rinseOffWeight: 0.5,
  noListScore: 5,
} as const;

/** Number of recommendations at most, and swaps among them at most. */
export const RECOMMENDATION_LIMITS = { total: 5, swaps: 3, keyIngredients: 4 } as const;
