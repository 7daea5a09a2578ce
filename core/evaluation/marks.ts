/**
 * KEEP / REPLACE / CARE marks, agreeing with the findings on the page:
 *
 * - REPLACE when a swap recommendation names the product, when it is behind a high or medium warning
 *   whose remedy is a swap (an irritant for the skin type, a declared sensitivity, pregnancy...), or
 *   when one of its ingredients has a concern containing irritat, dry or sensitiz, weighed by position
 *   (docs/methodology.md, "KEEP, REPLACE and CARE"):
 *   - treatment actives (retinoids, acids, vitamin C, benzoyl peroxide...) are exempt from the concern
 *     test: their risks are what the conflict rules handle, and they are the reason the product is used;
 *   - a sensitising concern counts at any position for sensitive skin (allergy is not dose-driven); a
 *     fragrance sensitivity is the sensitivity-fragrance rule's, not a reason to flag other sensitisers;
 *   - anything in a rinse-off product (its cleansing agents, its fragrance) counts only for dry or sensitive skin
 *     (brief contact), and so does a drying concern in any product (bentonite, witch hazel, soaps); a declared
 *     fragrance allergen's allergy counts only for sensitive skin (it is a part of the perfume);
 *   - otherwise a concern counts only when the ingredient is a major one: in a leave-on product within
 *     the first 15 positions and before the 1% line (strength 0.6), in a rinse-off product within the
 *     first 10 (strength 0.85);
 *   - scrub particles (physical exfoliants) do not count in leave-on products other than exfoliants
 *     and masks: there they are texture or absorbents, and their irritation comes from rubbing.
 * - never REPLACE for a finding about a drug product's vehicle alone (a prescription product, or an acne drug's base
 *   for a pore-clogging finding; analyze.ts aboutTheVehicle): CARE, with what to ask or watch for instead;
 * - CARE ("use with care") when the product is behind any other warning that names it: a conflict
 *   to schedule, a product to move, a photosensitiser without sunscreen, or a low-severity swap warning.
 * - KEEP otherwise.
 */
import { sortDays } from "../schedule";
import { aboutTheVehicle, drugActives, type AnalyzedProduct, type ProductView } from "./analyze";
import type { EngineContext, Finding } from "./detect";
import type { WeightedIngredient } from "./facts";
import { BARRIER_PRONE_CONCERNS, MARK_STRENGTH, RINSE_OFF_SURFACTANT_SKIN_TYPES } from "./rules";
import type { SkinType } from "../domain";
import type { ProductMark, Recommendation } from "./types";
import { unique } from "./util";
import { list, msg, type Message, type MessageParam } from "./message";
import { ruleText, sentences, titleOf, typeWithArticle } from "./phrases";
import { hitCertainty } from "./exposure";

/** Concerns tied to a skin type: a sunscreen is never judged for them on other skin types (docs/methodology.md). */
const SKIN_TYPE_CONCERNS: Readonly<Record<string, readonly string[]>> = {
  drying: ["dry", "sensitive"],
  sensitising: ["sensitive"],
};

/** The ingredient concern the mark test looks at, if any ("irritation", "drying", "sensitising"). */
function concernFor(ing: WeightedIngredient, p: ProductView, sensitiveUser: boolean, skinType: string): string | null {
  const f = ing.facts;
  if (f.treatment || f.markConcerns.length === 0) return null;
  // Scrub particles irritate by rubbing; in a leave-on product they are texture or absorbent.
  if (f.classes.has("exfoliant-physical") && p.leaveOn && p.type !== "Exfoliant" && p.type !== "Mask") return null;
  // Irritation and allergy depend on contact time: whatever a rinse-off product holds (its foaming agents, its
  // fragrance) concerns dry or sensitive skin only.
  if (!p.leaveOn && !RINSE_OFF_SURFACTANT_SKIN_TYPES.includes(skinType as SkinType)) return null;

  const threshold = p.leaveOn ? MARK_STRENGTH.leaveOn : MARK_STRENGTH.rinseOff;
  // A sunscreen's alcohol (a fast-drying vehicle) concerns dry and sensitive skin only.
  if (p.isSunscreen && f.classes.has("drying-alcohol") && !SKIN_TYPE_CONCERNS.drying.includes(skinType)) return null;
  for (const c of f.markConcerns) {
    // A declared fragrance allergen (limonene, linalool) is a part of the perfume, not a second exposure: only sensitive
    // skin is flagged for its allergy by itself (menthol's and camphor's irritation still counts).
    if (c === "sensitising" && f.classes.has("fragrance-allergen") && !sensitiveUser) continue;
    const tied = SKIN_TYPE_CONCERNS[c];
    // Drying (a clay's oil absorption, witch hazel, a soap) is a concern for dry or sensitive skin, whatever the product.
    if (c === "drying" && !tied.includes(skinType)) continue;
    if (p.isSunscreen && tied && !tied.includes(skinType) && !(c === "sensitising" && sensitiveUser)) continue;
    if (c === "sensitising" && sensitiveUser) return c;
    if (ing.strength >= threshold) return c;
  }
  return null;
}

/** The product's ingredients that the concern test flags, with their concern. */
export function concernIngredients(p: ProductView, sensitiveUser: boolean, skinType: string): { ing: WeightedIngredient; concern: string }[] {
  const out: { ing: WeightedIngredient; concern: string }[] = [];
  for (const ing of p.list.ingredients) {
    const c = concernFor(ing, p, sensitiveUser, skinType);
    if (c) out.push({ ing, concern: c });
  }
  return out;
}

/**
 * Is this user sensitive to sensitisers at any position? Sensitive skin is. A declared fragrance sensitivity is
 * not: fragrance allergy does not extend to other sensitisers (propylene glycol, preservatives), and fragrance
 * itself is flagged at any position by the sensitivity-fragrance rule.
 */
export function sensitiveUserOf(ctx: EngineContext): boolean {
  return ctx.input.skinType === "sensitive";
}

/**
 * The skin type whose concerns apply: the user's, or dry when their profile's main concern is a barrier prone to
 * eczema or rosacea (rules.ts BARRIER_PRONE_CONCERNS) and their skin type is neither dry nor sensitive.
 */
export function concernSkinTypeOf(ctx: EngineContext): SkinType {
  const t = ctx.input.skinType;
  if (t === "dry" || t === "sensitive") return t;
  const concern = ctx.input.profile?.primaryConcern;
  return concern && BARRIER_PRONE_CONCERNS.includes(concern) ? "dry" : t;
}

/**
 * Remedies whose warnings are about the product itself, not the routine's order or length. "add" warnings
 * name products only when an active needs the addition (a retinoid or AHA without a morning sunscreen).
 */
const PRODUCT_REMEDIES: ReadonlySet<string> = new Set(["swap", "schedule", "move", "add", "pause"]);

function findingTitle(f: Finding): Message {
  return titleOf(f.rule, f.routine, true);
}

/** Is a finding sure for this product: a product-level finding, or one of its ingredients above the 1% line? */
function sureFor(f: Finding, p: AnalyzedProduct): "clear" | "likely" | "possible" {
  const hit = f.hits.find((h) => h.product === p);
  return hit ? hitCertainty(hit.ingredients, p.list, f.rule) : "clear";
}

/**
 * Marks that agree with the page: REPLACE only behind a warning on the same page whose remedy is a
 * swap, of medium or high severity, with an ingredient above the 1% line (a trace never makes a
 * product REPLACE by itself; near the line it is CARE, "likely"); the reason names the finding and the
 * suggested alternative of the same type, or says none fits.
 */
export function productMarks(
  ctx: EngineContext,
  recommendations: readonly Recommendation<unknown>[],
  findings: readonly Finding[] = [],
  searched: ReadonlySet<string> = new Set(),
): ProductMark<Message>[] {
  const replaced = new Map<string, Recommendation<unknown>>();
  for (const r of recommendations) if (r.type === "swap" && r.replaces !== null && !replaced.has(r.replaces)) replaced.set(r.replaces, r);
  const byProduct = new Map<AnalyzedProduct, Finding[]>();
  for (const f of findings) {
    if (f.insightType !== "warning" || !PRODUCT_REMEDIES.has(f.rule.remedy)) continue;
    for (const h of f.hits) byProduct.set(h.product, [...(byProduct.get(h.product) ?? []), f]);
  }
  return ctx.routine.all.map((p): ProductMark<Message> => {
    const base: Pick<ProductMark, "routine" | "position" | "name" | "usageFrequency" | "days"> = { routine: p.routine, position: p.position, name: p.input.name };
    // How often the evaluation took the product to be used: shown beside it, also in the shared view.
    if (p.input.days?.length) base.days = sortDays(p.input.days);
    else if (p.input.usageFrequency) base.usageFrequency = p.input.usageFrequency;
    const warnings = byProduct.get(p) ?? [];
    // A drug product is kept as directed: a finding about its vehicle alone (Retin-A's alcohol) never makes it REPLACE.
    const vehicleOnly = (f: Finding) => aboutTheVehicle(p, f.hits.find((h) => h.product === p)?.ingredients ?? [], f.rule);
    const replaceBy = warnings.find((f) => f.rule.remedy === "swap" && f.severity !== "low" && sureFor(f, p) === "clear" && !vehicleOnly(f));
    if (replaceBy) {
      const swap = replaced.get(p.input.name);
      // "None in the catalogue fits" only when it was searched (not when the suggestions were full, or no catalogue).
      const lookFor = { type: p.type ? typeWithArticle(p.type) : msg("type-a.product"), ingredients: flaggedNames(replaceBy, p) };
      const alt = swap ? msg("swap-suggested", { name: swap.name, brand: swap.brand }) : msg(searched.has(p.input.name) ? "no-swap-found" : "look-for", lookFor);
      return { ...base, mark: "REPLACE", reason: sentences(msg("title-sentence", { title: findingTitle(replaceBy) }), alt) };
    }
    const warning = warnings[0];
    if (warning && warning.rule.remedy === "swap" && vehicleOnly(warning)) {
      // A prescription product's base is its prescriber's to change; an acne drug's is judged by the skin, not a rating.
      const code = drugActives(p).length ? "care.drug-vehicle" : "care.acne-drug-vehicle";
      return { ...base, mark: "CARE", reason: msg(code, { title: findingTitle(warning) }) };
    }
    if (warning) {
      const sure = sureFor(warning, p);
      return { ...base, mark: "CARE", reason: msg(`care.${sure}`, { title: findingTitle(warning), action: ruleText(warning.rule, "action") }) };
    }
    return { ...base, mark: "KEEP" };
  });
}

function flaggedNames(f: Finding, p: AnalyzedProduct): MessageParam {
  const names = unique((f.hits.find((h) => h.product === p)?.ingredients ?? []).map((i) => i.name));
  return names.length ? list(names, "and", 3) : msg("flagged-ingredients");
}
