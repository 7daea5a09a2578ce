/**
 * How much of a flagged ingredient group a product puts on the skin, and the severity of a
 * product-ingredient rule for that product (docs/methodology.md, "Exposure").
 */
import { declaredSpf } from "../name-claims";
import { doseIn, isDrugActive, matchingIngredients, usedAsScrub, type ProductView } from "./analyze";
import { weighList, type RawIngredient, type WeightedIngredient, type WeightedList } from "./facts";
import { parseInci } from "../inci";
import { BoundedMemo } from "../bounded-memo";
import { PH_ADJUSTER, SUNSCREEN, type ExposureScale, type PresentRule, type Severity } from "./rules";
import type { ProductTypeName } from "../domain";

/** Weight of an ingredient at or below about 1%: after the 1% line, or in the last third of a list of 15 or more. */
export const TRACE_WEIGHT = 0.1;
const TRACE_MIN_LIST = 15;

/** After the 1% line, or in the last third of a long list ("position 46 of 51"). */
export function isTrace(ing: WeightedIngredient, listLength: number): boolean {
  if (ing.percent !== undefined) return false;
  return ing.afterOnePercentLine || (listLength >= TRACE_MIN_LIST && ing.position > (2 * listLength) / 3);
}

/**
 * exposure = contact × (Σ weight of the sources + ½ × Σ weight of the declared components), the
 * weight being the position weight, or TRACE_WEIGHT for a trace (or 0 when the scale ignores traces).
 * Declared fragrance allergens, menthol and camphor are usually constituents of a perfume or an
 * essential oil already counted, so they count half; an essential oil is a source.
 */
export function exposureOf(p: ProductView, ings: readonly WeightedIngredient[], ignoreTraces = false): number {
  const length = p.list.ingredients.length ? p.list.ingredients[p.list.ingredients.length - 1].position : 0;
  let sum = 0;
  for (const ing of ings) {
    const w = isTrace(ing, length) ? (ignoreTraces ? 0 : TRACE_WEIGHT) : ing.weight;
    const c = ing.facts.classes;
    sum += c.has("fragrance-allergen") && !c.has("essential-oil") ? w / 2 : w;
  }
  return sum * p.contact;
}

export function severityByExposure(exposure: number, scale: ExposureScale): Severity | null {
  if (exposure < scale.min) return null;
  if (exposure >= scale.high) return "high";
  if (exposure >= scale.medium) return "medium";
  return "low";
}

export interface PresentHit {
  ingredients: readonly WeightedIngredient[];
  severity: Severity;
  exposure: number;
}

/** The rule's verdict on one product, or null when it does not trigger it; `exclude`: keys already reported elsewhere. */
export function presentHit(rule: PresentRule, p: ProductView, exclude?: ReadonlySet<string>): PresentHit | null {
  if ((rule.leaveOnOnly && !p.leaveOn) || (rule.spreadOnly && p.localised)) return null;
  let ings = matchingIngredients(p, rule.match);
  // Scrub particles count where they scrub (a rinse-off product, an exfoliant, a mask, a scrub by name).
  if (!usedAsScrub(p)) ings = ings.filter((i) => !i.facts.classes.has("exfoliant-physical") || rule.match.keys?.includes(i.key));
  const sa = rule.salicylicAbove;
  if (sa !== undefined) ings = ings.filter((i) => !i.facts.classes.has("bha") || (i.percent ?? 0) > sa || /\bpeel/i.test(p.name));
  if (exclude?.size) ings = ings.filter((i) => !exclude.has(i.key));
  if (!ings.length) return null;
  const exposure = exposureOf(p, ings, rule.exposure?.ignoreTraces);
  let severity: Severity | null;
  if (rule.exposure) severity = severityByExposure(exposure, rule.exposure);
  else {
    let dose = 0;
    for (const ing of ings) dose = Math.max(dose, doseIn(ing, p));
    severity = p.leaveOn && dose >= rule.fullDose ? rule.severity : rule.reducedSeverity;
  }
  return severity ? { ingredients: ings, severity, exposure } : null;
}

// ---------------------------------------------------------------------------
// Declared strengths, the place of an ingredient in its list, and a finding's exposure
// ---------------------------------------------------------------------------

/** Words of a product name that stand for an ingredient or a class ("AHA 30% + BHA 2%", "Vitamin C 23%"). */
const NAME_ALIASES: ReadonlyArray<readonly [RegExp, (ing: WeightedIngredient) => boolean]> = [
  [/^aha$/, (i) => i.facts.classes.has("aha")],
  [/^bha$/, (i) => i.facts.classes.has("bha")],
  [/^pha$/, (i) => i.facts.classes.has("pha")],
  [/^(vitamin c|vit c)$/, (i) => i.facts.classes.has("vitamin-c")],
  [/^(retinoid)$/, (i) => i.facts.classes.has("retinoid")],
  // "12% Lactic Acid" on a lotion whose list gives it as ammonium lactate (AmLactin).
  [/^lactic acid$/, (i) => i.key === "lactic acid" || i.key === "ammonium lactate"],
];

// ".5%" is half a percent: a strength may be written without its leading zero.
const PERCENT_IN_NAME = /(\d+(?:[.,]\d+)?|(?<![\d.,])[.,]\d+)\s*%/g;
const STOP_WORDS = new Set(["with", "and", "the", "a", "+", "w/w", "pure", "solution", "serum", "gel", "cream", "toner", "concentrate", "suspension", "of"]);

function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9%.,+\s-]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w));
}

/** The list ingredient a phrase of the name names: an alias, or an ingredient whose key holds every word. */
function ingredientForPhrase(list: WeightedList, phrase: string): WeightedIngredient | undefined {
  if (!/[a-z]{2}/.test(phrase)) return undefined;
  for (const [re, test] of NAME_ALIASES) if (re.test(phrase)) return list.ingredients.find(test);
  const words = phrase.split(" ");
  return list.ingredients.find((i) => {
    const keyWords = i.key.split(/[\s/()-]+/);
    return words.every((w) => keyWords.includes(w));
  });
}

/** Phrases of up to three words next to a percentage, longest first ("vitamin c" before "c"). */
function phrasesNear(words: readonly string[], fromEnd: boolean): string[] {
  const out: string[] = [];
  for (let n = Math.min(3, words.length); n >= 1; n--) out.push((fromEnd ? words.slice(-n) : words.slice(0, n)).join(" "));
  return out;
}

/** Words that make the name before them one ingredient of a mixture: "Retinol Complex", "Peptide Blend". */
const COMPOUND_HEAD = /^(?:complex|blend|system|technology|matrix|cocktail)$/;

/** Strengths stated in a product name: "Niacinamide 10% + Zinc 1%", "20% Glycolic Solutions", "with 2.5% Benzoyl Peroxide". */
export function strengthsInName(name: string, list: WeightedList): Map<string, number> {
  const out = new Map<string, number>();
  const lower = name.toLowerCase();
  let prevEnd = 0;
  for (const m of lower.matchAll(PERCENT_IN_NAME)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const pct = Number.parseFloat(m[1].replace(",", "."));
    const before = nameWords(lower.slice(prevEnd, start)).filter((w) => !/\d/.test(w));
    const after = nameWords(lower.slice(end).split("%")[0].replace(/\d+(?:[.,]\d+)?\s*$/, "")).filter((w) => !/\d/.test(w));
    prevEnd = end;
    if (!Number.isFinite(pct) || pct <= 0 || pct > 100) continue;
    // "Niacinamide 10%": the words just before; "20% Glycolic Solutions": the words just after. A complex's or a
    // blend's percentage ("2% Retinol Complex", "Vitamin C Blend 15%") is of the mixture, not of its active.
    let ing: WeightedIngredient | undefined;
    if (!COMPOUND_HEAD.test(before.at(-1) ?? "")) for (const ph of phrasesNear(before, true)) if ((ing = ingredientForPhrase(list, ph))) break;
    if (!ing) {
      for (const ph of phrasesNear(after, false)) {
        const found = ingredientForPhrase(list, ph);
        if (!found) continue;
        if (!COMPOUND_HEAD.test(after[ph.split(" ").length] ?? "")) ing = found;
        break;
      }
    }
    if (ing && !out.has(ing.key)) out.set(ing.key, pct);
  }
  return out;
}

/**
 * Drug actives a US label states apart from the rest ("Active ingredient: Salicylic acid 2%") and retailers often leave
 * out of the list they publish. Named by a product's name and missing from its list, such an active is read as the
 * label's first ingredient (its strength, when the name states one, is then read by strengthsInName). Only these
 * unambiguous names: "BHA" is also an antioxidant, and a "retinol alternative" holds no retinol; never a name that
 * says it is free of one ("Salicylic Acid-Free", "without benzoyl peroxide").
 */
const DRUG_ACTIVES_BY_NAME: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/(?<!\b(?:no|non|without)[- ])\bsalicylic acid\b(?![- ]?free)/i, "salicylic acid", "Salicylic Acid"],
  [/(?<!\b(?:no|non|without)[- ])\bbenzoyl peroxide\b(?![- ]?free)/i, "benzoyl peroxide", "Benzoyl Peroxide"],
  [/(?<!\b(?:no|non|without)[- ])\badapalene\b(?![- ]?free)/i, "adapalene", "Adapalene"],
];

const namedMemo = new BoundedMemo<WeightedList>(5_000);

/** The list with the drug actives its product's name states and the published list leaves out (DRUG_ACTIVES_BY_NAME). */
export function withNamedActives(list: WeightedList, name: string): WeightedList {
  if (!list.ingredients.length) return list;
  const missing = DRUG_ACTIVES_BY_NAME.filter(([re, key]) => re.test(name) && !list.ingredients.some((i) => i.key === key));
  if (!missing.length) return list;
  const memoKey = `${missing.map(([, key]) => key).join(",")}|${list.ingredients.map((i) => `${i.key}@${i.position}${i.percent === undefined ? "" : `=${i.percent}`}`).join(",")}`;
  return namedMemo.of(memoKey, () => {
    const shift = missing.length;
    const raw: RawIngredient[] = [
      ...missing.map(([, key, label], j): RawIngredient => ({ key, name: label, position: j + 1 })),
      ...list.ingredients.map((i): RawIngredient => ({ key: i.key, name: i.name, position: i.position + shift, ...(i.percent === undefined ? {} : { percent: i.percent }) })),
    ];
    const out = weighList(raw);
    if (list.unreadable) out.unreadable = list.unreadable;
    return out;
  });
}

const declaredMemo = new BoundedMemo<WeightedList>(5_000);

/**
 * The list with the strengths its name or its owner declares: an ingredient with a declared percentage
 * is weighed by it (facts.ts weighList). A strength stated in the list itself wins. Unknown ingredients
 * are ignored here (checkDeclaredStrengths in core/advanced-analysis reports them).
 */
export function withDeclaredStrengths(
  list: WeightedList,
  name: string,
  concentrations: readonly { ingredient: string; percentage: number }[] | null | undefined,
): WeightedList {
  if (!list.ingredients.length) return list;
  const declared = strengthsInName(name, list);
  for (const c of concentrations ?? []) {
    if (!c || typeof c.ingredient !== "string" || !Number.isFinite(c.percentage) || c.percentage <= 0 || c.percentage > 100) continue;
    const key = parseInci(c.ingredient).ingredients[0]?.key;
    if (key && list.ingredients.some((i) => i.key === key)) declared.set(key, c.percentage);
  }
  const apply = list.ingredients.filter((i) => i.percent === undefined && declared.has(i.key));
  if (!apply.length) return list;
  const sig = `${apply.map((i) => `${i.key}=${declared.get(i.key)}`).join(";")}|`;
  const memoKey = sig + list.ingredients.map((i) => i.key).join(",");
  return declaredMemo.of(memoKey, () => {
    const raw: RawIngredient[] = list.ingredients.map((i) => {
      const pct = i.percent ?? declared.get(i.key);
      return pct !== undefined ? { key: i.key, name: i.name, position: i.position, percent: pct } : { key: i.key, name: i.name, position: i.position };
    });
    const out = weighList(raw);
    if (list.unreadable) out.unreadable = list.unreadable;
    return out;
  });
}

function adjustsPh(i: WeightedIngredient): boolean {
  return i.percent === undefined && i.position > PH_ADJUSTER.topPositions && PH_ADJUSTER.classes.some((c) => i.facts.classes.has(c));
}

const phMemo = new WeakMap<WeightedList, WeightedList>();

/** The list with an AHA that only adjusts the pH (rules.ts PH_ADJUSTER) weighed as a trace. */
export function withPhAdjusters(list: WeightedList, name: string, type: ProductTypeName | null): WeightedList {
  if (type === "Exfoliant" || PH_ADJUSTER.claimPattern.test(name) || !list.ingredients.some(adjustsPh)) return list;
  let out = phMemo.get(list);
  if (!out) {
    const w = PH_ADJUSTER.weight;
    const ingredients = list.ingredients.map((i) => (adjustsPh(i) ? { ...i, weight: Math.min(i.weight, w), strength: Math.min(i.strength, w * i.facts.potency) } : i));
    out = { ...list, ingredients };
    phMemo.set(list, out);
  }
  return out;
}

const vehicleMemo = new WeakMap<WeightedList, WeightedList>();

/**
 * A prescription drug's list (its first ingredient a drug active: hydroquinone, metronidazole...) with the treatment
 * actives of its vehicle weighed as traces. A drug label lists the active ingredients first and then the inactive
 * ones, often alphabetically: an ascorbic acid after a hydroquinone cream's water is its antioxidant, a niacinamide in
 * a metronidazole gel its solubiliser, never a second treatment. The actives listed together at the head (a
 * combination: clindamycin with benzoyl peroxide), and any with a declared strength, stay actives.
 */
export function withDrugVehicle(list: WeightedList): WeightedList {
  const ings = list.ingredients;
  if (!ings.length || !isDrugActive(ings[0])) return list;
  let head = 0;
  while (head < ings.length && (isDrugActive(ings[head]) || ings[head].percent !== undefined || ings[head].facts.treatment)) head++;
  const excipient = (i: WeightedIngredient, at: number) => at >= head && i.percent === undefined && i.facts.treatment;
  if (!ings.some(excipient)) return list;
  let out = vehicleMemo.get(list);
  if (!out) {
    const ingredients = ings.map((i, at) =>
      excipient(i, at) ? { ...i, afterOnePercentLine: true, weight: Math.min(i.weight, TRACE_WEIGHT), strength: Math.min(i.strength, TRACE_WEIGHT * i.facts.potency) } : i,
    );
    out = { ...list, ingredients };
    vehicleMemo.set(list, out);
  }
  return out;
}

const claimedMemo = new WeakMap<WeightedList, Map<string, WeightedList>>();

/**
 * The list with the treatment actives its product's name claims marked `named` ("Retinol Youth Renewal Serum",
 * "Hydroquinone 4% Cream"), never one the name says it is free of ("Retinol-Free", "without salicylic acid").
 */
export function withNamedIngredients(list: WeightedList, name: string): WeightedList {
  const lower = name.toLowerCase();
  const claimed = (i: WeightedIngredient) => i.facts.treatment && !i.named && i.key.length > 3 && lower.includes(i.key) && !freeOf(lower, i.key);
  if (!list.ingredients.some(claimed)) return list;
  let byName = claimedMemo.get(list);
  if (!byName) claimedMemo.set(list, (byName = new Map()));
  let out = byName.get(lower);
  if (!out) {
    out = { ...list, ingredients: list.ingredients.map((i) => (claimed(i) ? { ...i, named: true } : i)) };
    byName.set(lower, out);
  }
  return out;
}

function freeOf(name: string, key: string): boolean {
  const at = name.indexOf(key);
  const after = name.slice(at + key.length, at + key.length + 6);
  const before = name.slice(Math.max(0, at - 9), at);
  return /^[- ]?free/.test(after) || /\b(?:no|non|without)[- ]$/.test(before);
}

/** Where an ingredient sits relative to the estimated 1 % line. */
export type Place = "above" | "near" | "trace";
/** Positions just before the 1% line whose amount is uncertain (about 1-2 %). */
export const NEAR_LINE_POSITIONS = 2;
/** The first five ingredients are major ones (rules.ts POSITION_WEIGHTS): never "near" the line. */
const NEAR_LINE_MIN = 5;

/**
 * How sure a finding is for one product: from the best-placed ingredient it names (a product-level
 * finding is sure). For allergy rules (a declared sensitivity, fragrance on sensitive skin) dose
 * matters little, so an ingredient near the line counts as sure; a trace never does.
 */
export function hitCertainty(ingredients: readonly WeightedIngredient[], list: WeightedList, rule: { allergy?: boolean; anyAmount?: boolean } = {}): "clear" | "likely" | "possible" {
  if (!ingredients.length || rule.anyAmount) return "clear";
  const c = certaintyOf(ingredients.map((i) => placeOf(i, list)));
  return rule.allergy && c === "likely" ? "clear" : c;
}

/**
 * The estimated 1% line of a list: the first ingredient almost always used at 1% or less (a
 * preservative, chelator, fragrance or gum; rules.ts ONE_PERCENT_MARKERS); without one, in a list of
 * 15 or more, two thirds of the way down; else none (0).
 */
export function onePercentLine(list: WeightedList): number {
  if (list.onePercentLinePosition > 0) return list.onePercentLinePosition;
  const n = list.ingredients.length ? list.ingredients[list.ingredients.length - 1].position : 0;
  return n >= TRACE_MIN_LIST ? Math.floor((2 * n) / 3) + 1 : 0;
}

/** Above the line, near it (its last positions before the line, or the line's own marker), or a trace after it. */
export function placeOf(ing: WeightedIngredient, list: WeightedList): Place {
  // A declared strength is known: an active at its labelled strength (adapalene 0.1%) is no trace.
  if (ing.percent !== undefined) return ing.percent >= 1 || ing.facts.treatment ? "above" : "trace";
  // An active the name claims is what the product is sold for: a retinol serum's retinol, wherever the list puts it.
  if (ing.named) return "above";
  const length = list.ingredients.length ? list.ingredients[list.ingredients.length - 1].position : 0;
  if (isTrace(ing, length)) return "trace";
  const line = onePercentLine(list);
  if (line > 0 && ing.position > NEAR_LINE_MIN && ing.position >= line - NEAR_LINE_POSITIONS) return "near";
  return "above";
}

/** SPF stated in a product name ("SPF50+", "SPF 30", "40 SPF", "Broad Spectrum 50+"), or null. */
export const spfOf = declaredSpf;

/** Whether a product's name states no SPF under the one the advice asks for (SUNSCREEN.minimumSpf): unstated passes. */
export function statesEnoughSpf(name: string): boolean {
  return (spfOf(name) ?? SUNSCREEN.minimumSpf) >= SUNSCREEN.minimumSpf;
}

export type { ExposureNote } from "./types";

/** How sure a finding about these places is: "clear" when one is above the line, "likely" when the best is near it, else "possible". */
export function certaintyOf(places: readonly Place[]): "clear" | "likely" | "possible" {
  if (places.includes("above")) return "clear";
  return places.includes("near") ? "likely" : "possible";
}
