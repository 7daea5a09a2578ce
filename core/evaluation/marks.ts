/**
 * KEEP / REPLACE / CARE marks, agreeing with the findings on the page:
 *
 * - REPLACE when a swap recommendation names the product, when it is behind a high or medium warning
 *   whose remedy is a swap (an irritant for the skin type, a declared sensitivity, pregnancy...), or
 *   when one of its ingredients has a concern containing irritat, dry or sensitiz, weighed by position
 *   (docs/methodology.md, "KEEP, REPLACE and CARE"):
 *   - treatment actives (retinoids, acids, vitamin C, benzoyl peroxide...) are exempt from the concern
 *     test: their risks are what the conflict rules handle, and they are the reason the product is used;
 *   - a sensitising concern counts at any position for sensitive skin or a fragrance sensitivity
 *     (allergy is not dose-driven);
 *   - otherwise a concern counts only when the ingredient is a major one: in a leave-on product within
 *     the first 15 positions and before the 1% line (strength 0.6), in a rinse-off product within the
 *     first 10 (strength 0.85);
 *   - scrub particles (physical exfoliants) do not count in leave-on products other than exfoliants
 *     and masks: there they are texture or absorbents, and their irritation comes from rubbing.
 * - CARE ("use with care") when the product is behind any other warning that names it: a conflict
 *   to schedule, a product to move, a photosensitiser without sunscreen, or a low-severity swap warning.
 * - KEEP otherwise.
 */
import type { AnalyzedProduct } from "./analyze";
import type { EngineContext, Finding } from "./detect";
import type { WeightedIngredient, WeightedList } from "./facts";
import { MARK_STRENGTH } from "./rules";
import type { ProductMark, Recommendation } from "./types";
import { joinCapped } from "./util";

/** The ingredient concern the mark test looks at, if any ("irritation", "drying", "sensitising"). */
function concernFor(ing: WeightedIngredient, p: AnalyzedProduct, sensitiveUser: boolean): string | null {
  const f = ing.facts;
  if (f.treatment || f.markConcerns.length === 0) return null;
  // Scrub particles irritate by rubbing; in a leave-on product they are texture or absorbent.
  if (f.classes.has("exfoliant-physical") && p.leaveOn && p.type !== "Exfoliant" && p.type !== "Mask") return null;
  const threshold = p.leaveOn ? MARK_STRENGTH.leaveOn : MARK_STRENGTH.rinseOff;
  for (const c of f.markConcerns) {
    if (c === "sensitising" && sensitiveUser) return c;
    if (ing.strength >= threshold) return c;
  }
  return null;
}

const marksMemo = new WeakMap<WeightedList, Map<string, readonly string[]>>();

/** "Ingredient (concern)" for each ingredient that makes the product REPLACE (memoised per list). */
function concernHits(p: AnalyzedProduct, sensitiveUser: boolean): readonly string[] {
  let memo = marksMemo.get(p.list);
  if (!memo) {
    memo = new Map();
    marksMemo.set(p.list, memo);
  }
  const key = `${p.leaveOn ? 1 : 0}${sensitiveUser ? 1 : 0}`;
  let hits = memo.get(key);
  if (!hits) {
    const out: string[] = [];
    for (const ing of p.list.ingredients) {
      const c = concernFor(ing, p, sensitiveUser);
      if (c) out.push(`${ing.name} (${c})`);
    }
    hits = out;
    memo.set(key, hits);
  }
  return hits;
}

/**
 * Remedies whose warnings are about the product itself, not the routine's order or length. "add" warnings
 * name products only when an active needs the addition (a retinoid or AHA without a morning sunscreen).
 */
const PRODUCT_REMEDIES: ReadonlySet<string> = new Set(["swap", "schedule", "move", "add"]);

/** The most pressing warning naming each product (findings are sorted most severe first). */
function warningsByProduct(findings: readonly Finding[]): Map<AnalyzedProduct, Finding> {
  const out = new Map<AnalyzedProduct, Finding>();
  for (const f of findings) {
    if (f.insightType !== "warning" || !PRODUCT_REMEDIES.has(f.rule.remedy)) continue;
    for (const h of f.hits) if (!out.has(h.product)) out.set(h.product, f);
  }
  return out;
}

function findingTitle(f: Finding): string {
  return f.routine === "both" ? f.rule.title : `${f.rule.title} (${f.routine})`;
}

export function productMarks(ctx: EngineContext, recommendations: readonly Recommendation[], findings: readonly Finding[] = []): ProductMark[] {
  const replaced = new Map<string, Recommendation>();
  for (const r of recommendations) if (r.type === "swap" && r.replaces !== null && !replaced.has(r.replaces)) replaced.set(r.replaces, r);
  const sensitiveUser = ctx.input.skinType === "sensitive" || (ctx.input.profile?.sensitivities ?? []).includes("fragrance");
  const warned = warningsByProduct(findings);
  return ctx.routine.all.map((p): ProductMark => {
    const base = { routine: p.routine, position: p.position, name: p.input.name };
    const swap = replaced.get(p.input.name);
    if (swap) return { ...base, mark: "REPLACE", reason: `Swap suggested: ${swap.name} by ${swap.brand}.` };
    const hits = concernHits(p, sensitiveUser);
    if (hits.length) return { ...base, mark: "REPLACE", reason: `Contains ${joinCapped(hits, 3)}.` };
    const warning = warned.get(p);
    if (warning?.rule.remedy === "swap" && warning.severity !== "low") {
      return { ...base, mark: "REPLACE", reason: `${findingTitle(warning)}: ${warning.rule.action}` };
    }
    if (warning) return { ...base, mark: "CARE", reason: `${findingTitle(warning)}: ${warning.rule.action}` };
    return { ...base, mark: "KEEP" };
  });
}
