/** Routine products and catalogue candidates turned into weighted, typed views the rules run on. */
import type { GoalId, ProductTypeName } from "../domain";
import type { ActiveClass } from "../kb/types";
import { hasAnyClass, weighedKeys, weighedListOf, type IngredientFacts, type WeightedIngredient, type WeightedList } from "./facts";
import { declaredSpf } from "../name-claims";
import { contactFactor, isRinseOff } from "../product-types";
import { normalizeProductType, typeFromName } from "./product-types";
import { DRUG_ACTIVE_KEYS, DRUG_ACTIVE_PREFIXES, GEL, ORAL_DRUGS, GOAL_ACTIVE_EXCLUDED_CLASSES, SUNSCREEN, UNRATED_ESTER, UV_FILTER_CLASSES, VEHICLE_CLASSES, type IngredientMatcher } from "./rules";
import type { CatalogCandidate, EngineInput, Routine, RoutineProductInput } from "./types";
import { cleanText } from "./util";
import { BoundedMemo } from "../bounded-memo";
import { usageOf, type Usage } from "./schedule";
import { withDeclaredStrengths, withDrugVehicle, withNamedActives, withNamedIngredients, withPhAdjusters } from "./exposure";

/** What the rules need to know about any product, routine entry or catalogue candidate alike. */
export interface ProductView {
  name: string;
  brand: string;
  type: ProductTypeName | null;
  /** Share of the actives that reaches the skin (cleanser 0.4, mask 0.7, leave-on 1). */
  contact: number;
  leaveOn: boolean;
  list: WeightedList;
  hasList: boolean;
  isSunscreen: boolean;
  /** Sun protection stated by the name (SPF number, "sunscreen") or shown by strong UV filters. */
  claimsSpf: boolean;
  isGel: boolean;
  /**
   * Not spread over the face's oily zones: a patch worn over one spot (a hydrocolloid pimple patch), an eye cream or
   * a lip product (the eye area and the lips have almost no sebaceous glands).
   */
  localised: boolean;
  /** Made for the lips only (not "Lip & Cheek", not "Face & Lip"): it never meets what goes on the face. */
  onLips: boolean;
  /**
   * Made for the eye area only (an eye cream, "Eye Serum"; not "Face & Eye"): it meets only other eye products, since
   * face treatments are kept off the eyelids (tretinoin and adapalene labels: avoid the eyes).
   */
  onEyes: boolean;
  /** A supplement, taken by mouth: its list is not read as skincare and it has no skincare type (rule not-topical). */
  takenByMouth: boolean;
}

export const SCRUB_NAME = /scrub|polish|exfoliat|microderm|peel/i;

/**
 * A product whose particles scrub: rinsed off, an exfoliant or mask, or named as a scrub. In a leave-on cream the same
 * particles (sunflower seedcake, silica) are not rubbed over the skin (methodology: marks).
 */
export function usedAsScrub(p: ProductView): boolean {
  return !p.leaveOn || p.type === "Exfoliant" || p.type === "Mask" || SCRUB_NAME.test(p.name);
}

/** A name that says the product is for the face too ("Face & Lip Sunscreen Stick"). */
const FACE_NAME = /\bfac(?:e|ial)\b/i;

/** A lip product by its name; one also for the cheeks or face is not lips only. */
const LIP_NAME = /\blips?\b/i;
const NOT_ONLY_LIPS = /\bcheeks?\b|\bfac(?:e|ial)\b|\bbody\b/i;

/** A name for the lips only ("Lip Sleeping Mask"; not "Lip & Cheek Tint", not "Face & Lip Sunscreen"). */
export function isLipOnlyName(name: string): boolean {
  return LIP_NAME.test(name) && !NOT_ONLY_LIPS.test(name);
}

/** A name for the eye area ("Eye Serum", "Under-Eye Patches", "Eyelid Balm"). */
const EYE_NAME = /\b(?:eyes?|eyelids?)\b/i;

/** Where on the face a product goes: products of different areas never meet (no pair, stacking or duplicate). */
export function areaOf(p: Pick<ProductView, "onLips" | "onEyes">): "lips" | "eyes" | "face" {
  return p.onLips ? "lips" : p.onEyes ? "eyes" : "face";
}

/** A patch or sticker worn over a spot or the nose, or a lip product, named as one. */
const LOCALISED_NAME = /\bpatch(es)?\b|\b(pimple|acne|spot) (dots?|stickers?)\b|hydrocolloid|\bnose strips?\b|\blips?\b/i;

export interface AnalyzedProduct extends ProductView {
  routine: Routine;
  /** 1-based position in its routine, as given. */
  position: number;
  /** Index over both routines, morning first. */
  order: number;
  input: RoutineProductInput;
  /** How often and on which days it is used (schedule.ts). */
  usage: Usage;
}

export interface AnalyzedCandidate extends ProductView {
  candidate: CatalogCandidate;
}

export interface AnalyzedRoutine {
  morning: AnalyzedProduct[];
  night: AnalyzedProduct[];
  all: AnalyzedProduct[];
}

/**
 * A product taken by mouth, by its name: a supplement ("Clarifying Dietary Supplement", "Skin Gummies"), a tablet,
 * pill or lozenge, anything "oral", or capsules with a dose in mg ("Isotretinoin 20 mg Capsules"; a serum sold in
 * capsules states no mg).
 */
const TAKEN_BY_MOUTH_NAME = /\bsupplements?\b|\bdietary\b|\bsoftgels?\b|\bgumm(?:y|ies)\b|\b(?:tablets?|caplets?|pills?|lozenges?)\b|\boral(?:ly)?\b|\bby mouth\b/i;
const DOSED_CAPSULES_NAME = /^(?=.*\bcapsules?\b)(?=.*\d ?mg\b)/i;
/** An oral drug's INN is taken by mouth unless a vehicle word makes it topical (Isotrex gel, a minocycline foam). */
const TOPICAL_VEHICLE_NAME = /\b(?:gel|cream|cr[eè]me|foam|lotion|solution|ointment|serum|wash)\b/i;

const NOTHING: WeightedList = { ingredients: [], onePercentLinePosition: 0 };

function view(name: string, brand: string, rawType: string | undefined, listed: WeightedList): ProductView {
  const takenByMouth =
    TAKEN_BY_MOUTH_NAME.test(name) || DOSED_CAPSULES_NAME.test(name) || ORAL_DRUGS.some((d) => d.brands.test(name) || (d.inn.test(name) && !TOPICAL_VEHICLE_NAME.test(name)));
  const weighed = takenByMouth ? NOTHING : listed;
  const type = takenByMouth ? null : sunscreenByItsList(normalizeProductType(rawType, name), name, weighed);
  const list = withNamedIngredients(withDrugVehicle(withPhAdjusters(weighed, name, type)), name);
  const leaveOn = !isRinseOff(type);
  const traits = listTraits(list);
  const byDrugFacts = traits.declaredFilters && !(type !== null && SUNSCREEN.notByFilters.includes(type));
  const claimsSpf = type !== "Cleanser" && (declaredSpf(name) !== null || SUNSCREEN.claimPattern.test(name) || byDrugFacts);
  const localised = type === "Eye Cream" || LOCALISED_NAME.test(name);
  return {
    name,
    brand,
    type,
    contact: contactFactor(type, name),
    leaveOn,
    list,
    hasList: list.ingredients.length > 0,
    isSunscreen: (type === "Sunscreen" || claimsSpf) && !(localised && !FACE_NAME.test(name)) && !SUNSCREEN.partialPattern.test(name),
    claimsSpf,
    isGel: leaveOn && (GEL.namePattern.test(name) || traits.gelTexture),
    localised,
    onLips: isLipOnlyName(name),
    onEyes: type === "Eye Cream" || (EYE_NAME.test(name) && !FACE_NAME.test(name) && type !== "Cleanser"),
    takenByMouth,
  };
}

/**
 * A retailer's sun aisle ("Sun protect") holds after-sun gels and self-tanners too: a product typed Sunscreen by its
 * label alone, whose name claims no protection and whose list holds no UV filter, is typed by its name instead.
 */
function sunscreenByItsList(type: ProductTypeName | null, name: string, list: WeightedList): ProductTypeName | null {
  if (type !== "Sunscreen" || !list.ingredients.length || declaredSpf(name) !== null || SUNSCREEN.claimPattern.test(name)) return type;
  if (list.ingredients.some((i) => hasAnyClass(i.facts, UV_FILTER_CLASSES))) return type;
  return typeFromName(name) ?? null;
}

/**
 * Sun protection the product itself claims: its type, an SPF or sunscreen in its name, or UV filters with declared
 * strengths (the active ingredients of a Drug Facts label). Filters alone (a night cream's homosalate) claim nothing:
 * such a product was never tested or labelled for protection, so it is neither the morning's sunscreen nor "a
 * sunscreen in the night routine" (engine 1.4.4; 1.4.3 required the claim at night only).
 */
export function claimsSunProtection(p: ProductView): boolean {
  return p.isSunscreen;
}

interface ListTraits {
  /** UV filters with declared strengths (a Drug Facts label's active ingredients). */
  declaredFilters: boolean;
  /** Gel by composition (see detectGel). */
  gelTexture: boolean;
}

const traitsMemo = new WeakMap<WeightedList, ListTraits>();

function listTraits(list: WeightedList): ListTraits {
  let t = traitsMemo.get(list);
  if (!t) {
    let declaredFilters = false;
    for (const ing of list.ingredients) if (ing.percent !== undefined && hasAnyClass(ing.facts, UV_FILTER_CLASSES)) declaredFilters = true;
    t = { declaredFilters, gelTexture: detectGel(list) };
    traitsMemo.set(list, t);
  }
  return t;
}

/**
 * A gel by composition: a gel-forming polymer sits in the first GEL.formerMaxPosition ingredients
 * while none of the first GEL.oilFreeTop is an oil, butter, wax or fatty alcohol.
 */
function detectGel(list: WeightedList): boolean {
  let former = false;
  for (const ing of list.ingredients) {
    if (ing.position > GEL.formerMaxPosition) break;
    if (ing.facts.gelFormer) former = true;
    if (ing.position <= GEL.oilFreeTop && isOily(ing.facts)) return false;
  }
  return former;
}

function isOily(f: IngredientFacts): boolean {
  const c = f.classes;
  return c.has("occlusive") || c.has("fatty-alcohol") || (c.has("emollient") && !c.has("humectant") && !c.has("silicone"));
}

export function analyzeRoutine(input: EngineInput): AnalyzedRoutine {
  let order = 0;
  const build = (routine: Routine, items: readonly RoutineProductInput[]): AnalyzedProduct[] =>
    items.map((p, i) => {
      const name = cleanText(p.name) || `${routine === "morning" ? "Morning" : "Night"} product ${i + 1}`;
      const list = withDeclaredStrengths(withNamedActives(weighedListOf(p.ingredients ?? ""), name), name, p.concentrations);
      const v = view(name, cleanText(p.brand ?? ""), p.productType, list);
      return { ...v, routine, position: i + 1, order: order++, input: p, usage: usageOf(p) };
    });
  const morning = build("morning", input.morningProducts);
  const night = build("night", input.nightProducts);
  return { morning, night, all: [...morning, ...night] };
}

const candidateMemo = new BoundedMemo<{ keys: readonly string[]; type: string; name: string; analyzed: AnalyzedCandidate }>(50_000);

export function resetCandidateCache(): void {
  candidateMemo.clear();
}

/** Analyses a catalogue candidate, memoised by id (checked against its keys, type and name). */
export function analyzeCandidate(c: CatalogCandidate): AnalyzedCandidate {
  const hit = candidateMemo.get(c.id);
  if (hit && hit.type === c.productType && hit.name === c.name && sameKeys(hit.keys, c.ingredientKeys)) {
    return hit.analyzed.candidate === c ? hit.analyzed : { ...hit.analyzed, candidate: c };
  }
  const name = cleanText(c.name);
  const analyzed: AnalyzedCandidate = { ...view(name, cleanText(c.brand), c.productType, withNamedActives(weighedKeys(c.ingredientKeys), name)), candidate: c };
  candidateMemo.set(c.id, { keys: [...c.ingredientKeys], type: c.productType, name: c.name, analyzed });
  return analyzed;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------
// Matching and dose
// ---------------------------------------------------------------------------

const matcherIds = new Map<IngredientMatcher, number>();

/** Does the matcher select this ingredient? Cached per ingredient in a small typed array (0 unknown, 1 yes, 2 no). */
export function matchesFacts(m: IngredientMatcher, f: IngredientFacts): boolean {
  let id = matcherIds.get(m);
  if (id === undefined) {
    id = matcherIds.size;
    matcherIds.set(m, id);
  }
  let cache = f.matchCache;
  if (id >= cache.length) {
    const grown = new Int8Array(Math.max(64, id * 2));
    grown.set(cache);
    cache = f.matchCache = grown;
  }
  const hit = cache[id];
  if (hit !== 0) return hit === 1;
  const result = computeMatch(m, f);
  cache[id] = result ? 1 : 2;
  return result;
}

function computeMatch(m: IngredientMatcher, f: IngredientFacts): boolean {
  if (m.exceptKeys?.includes(f.key)) return false;
  if (m.exceptClasses && hasAnyClass(f, m.exceptClasses)) return false;
  let any = false;
  const keyed = (m.keys?.includes(f.key) ?? false) || (m.keyPrefixes?.some((p) => f.key.startsWith(p)) ?? false);
  if (m.classes) {
    if (!hasAnyClass(f, m.classes) && !keyed) return false;
    any = true;
  } else if (m.keys || m.keyPrefixes) {
    if (!keyed) return false;
    any = true;
  }
  if (m.minComedogenic !== undefined) {
    if ((f.comedogenic ?? 0) < m.minComedogenic) return false;
    any = true;
  }
  if (m.pregnancyCaution) {
    if (!f.pregnancyCaution) return false;
    any = true;
  }
  if (m.unratedEster) {
    if (!isUnratedEster(f)) return false;
    any = true;
  }
  return any;
}

const NOT_EMOLLIENT_ESTER: readonly ActiveClass[] = ["silicone", "surfactant", "sulfate-surfactant", "preservative", "fragrance", "fatty-alcohol", ...UV_FILTER_CLASSES];

/** An emollient ester (by name) with no comedogenic rating: known to the knowledge base as an emollient, or unknown to it. */
function isUnratedEster(f: IngredientFacts): boolean {
  if (f.comedogenic !== undefined || f.treatment || !UNRATED_ESTER.name.test(f.key) || UNRATED_ESTER.excluded.test(f.key)) return false;
  if (hasAnyClass(f, NOT_EMOLLIENT_ESTER)) return false;
  return !f.known || f.classes.has("emollient");
}

/** Dose of an ingredient as applied: strength x contact time of its product. */
export function doseIn(ing: WeightedIngredient, p: ProductView): number {
  return ing.strength * p.contact;
}

const listMatchMemo = new WeakMap<WeightedList, Map<IngredientMatcher, readonly WeightedIngredient[]>>();

/** The product's ingredients a matcher selects, in list order (memoised per list; do not mutate). */
export function matchingIngredients(p: ProductView, m: IngredientMatcher): readonly WeightedIngredient[] {
  let memo = listMatchMemo.get(p.list);
  if (!memo) {
    memo = new Map();
    listMatchMemo.set(p.list, memo);
  }
  let found = memo.get(m);
  if (!found) {
    const out: WeightedIngredient[] = [];
    const ings = p.list.ingredients;
    for (let i = 0; i < ings.length; i++) if (matchesFacts(m, ings[i].facts)) out.push(ings[i]);
    found = out;
    memo.set(m, found);
  }
  return found;
}

/** Highest dose among the product's ingredients a matcher selects (0 if none). */
export function maxDose(p: ProductView, m: IngredientMatcher): number {
  let best = 0;
  for (const ing of matchingIngredients(p, m)) if (ing.strength > best) best = ing.strength;
  return best * p.contact;
}

/** An ingredient the knowledge base lists for the goal, unless it is a cleansing agent, a UV filter or pure vehicle. */
export function isGoalActive(f: IngredientFacts, goal: GoalId): boolean {
  if (!f.targetsGoals.has(goal) || hasAnyClass(f, GOAL_ACTIVE_EXCLUDED_CLASSES)) return false;
  if (f.classes.size === 0) return true;
  for (const c of f.classes) if (!VEHICLE_CLASSES.has(c)) return true;
  return false;
}

export interface GoalActive {
  key: string;
  name: string;
  dose: number;
  product: ProductView;
  position: number;
}

export interface GoalCoverage {
  goal: GoalId;
  /** 0-1: summed best dose of the distinct goal actives over EFFECTIVENESS_POINTS.goalFullAt. */
  cover: number;
  /** Distinct actives, strongest first (ties: earlier product, then key). */
  actives: GoalActive[];
}

const classMemo = new WeakMap<WeightedList, ReadonlyMap<ActiveClass, number>>();

/** Highest strength per class in a list (memoised per list). */
export function classStrengths(list: WeightedList): ReadonlyMap<ActiveClass, number> {
  let m = classMemo.get(list);
  if (!m) {
    const map = new Map<ActiveClass, number>();
    for (const ing of list.ingredients) for (const c of ing.facts.classes) if ((map.get(c) ?? -1) < ing.strength) map.set(c, ing.strength);
    m = map;
    classMemo.set(list, m);
  }
  return m;
}

/** Does the list hold an ingredient of one of the classes at a strength of at least min? */
export function hasClassAt(list: WeightedList, classes: readonly ActiveClass[], min: number): boolean {
  const m = classStrengths(list);
  for (const c of classes) {
    const v = m.get(c);
    if (v !== undefined && v >= min) return true;
  }
  return false;
}

const goalMemo = new WeakMap<WeightedList, Map<GoalId, readonly WeightedIngredient[]>>();

/** The list's ingredients that are actives for a goal (memoised per list). */
export function goalIngredients(list: WeightedList, goal: GoalId): readonly WeightedIngredient[] {
  let memo = goalMemo.get(list);
  if (!memo) {
    memo = new Map();
    goalMemo.set(list, memo);
  }
  let found = memo.get(goal);
  if (!found) {
    found = list.ingredients.filter((ing) => isGoalActive(ing.facts, goal));
    memo.set(goal, found);
  }
  return found;
}

/**
 * How well a set of products covers a goal (best dose per distinct active, summed). `avoided`: ingredients the
 * routine's own warnings tell the owner to stop (pregnancy), which serve no goal.
 */
export function goalCoverage(products: readonly ProductView[], goal: GoalId, fullAt: number, avoided?: ReadonlySet<WeightedIngredient>): GoalCoverage {
  const best = new Map<string, GoalActive>();
  for (const p of products) {
    for (const ing of goalIngredients(p.list, goal)) {
      if (avoided?.has(ing)) continue;
      const dose = doseIn(ing, p);
      const prev = best.get(ing.key);
      if (!prev || dose > prev.dose) best.set(ing.key, { key: ing.key, name: ing.name, dose, product: p, position: ing.position });
    }
  }
  const actives = [...best.values()].sort((a, b) => b.dose - a.dose || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let sum = 0;
  for (const a of actives) sum += a.dose;
  return { goal, cover: Math.min(1, sum / fullAt), actives };
}

/**
 * The prescription drug actives a product holds (rules.ts DRUG_ACTIVE_KEYS): what it is prescribed for; with
 * `acneDrugs`, also the over-the-counter acne drugs (benzoyl peroxide, adapalene).
 */
export function drugActives(p: ProductView, acneDrugs = false): WeightedIngredient[] {
  return p.list.ingredients.filter((i) => isDrugActive(i) || (acneDrugs && (i.key === "adapalene" || i.facts.classes.has("benzoyl-peroxide"))));
}

/**
 * A drug active: one of the prescription drugs (rules.ts DRUG_ACTIVE_KEYS, DRUG_ACTIVE_PREFIXES), or a first
 * ingredient given with its strength that no cosmetic list names ("Minoxidil 5%"): a label's active ingredient that
 * no table can list in full, kept as the product's reason to be.
 */
export function isDrugActive(i: WeightedIngredient): boolean {
  return isPrescriptionActive(i) || (i.position === 1 && i.percent !== undefined && !i.facts.known && i.facts.classes.size === 0);
}

/** One of the prescription drugs (rules.ts DRUG_ACTIVE_KEYS, DRUG_ACTIVE_PREFIXES). */
export function isPrescriptionActive(i: WeightedIngredient): boolean {
  return DRUG_ACTIVE_KEYS.has(i.key) || DRUG_ACTIVE_PREFIXES.some((k) => i.key.startsWith(k));
}

/**
 * A finding about a drug product's vehicle only: it names ingredients of the product, none of them its drug. For a
 * pore-clogging finding an acne drug counts too: its base was chosen for acne, and a single ingredient's rating does
 * not predict a finished product (stopping benzoyl peroxide for its Laureth-4 would be the worse advice).
 */
export function aboutTheVehicle(p: ProductView, ingredients: readonly WeightedIngredient[], rule: { poreClogging?: boolean } = {}): boolean {
  if (!ingredients.length) return false;
  const drugs = drugActives(p, rule.poreClogging === true);
  return drugs.length > 0 && !ingredients.some((i) => drugs.includes(i));
}
