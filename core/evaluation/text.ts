/**
 * The analysis text (ten headed sections), the score explanations and the reading of
 * the skin-feeling text. Plain text only: user-supplied names pass through cleanText (no line breaks,
 * so nothing can fake a heading) and the skin-feeling text is never echoed, only matched to keywords.
 */
import { goalName } from "../domain";
import { ANALYSIS_HEADINGS, composeAnalysis, type AnalysisSections } from "./analysis-text";
import { hasClassAt as listHasClassAt, matchingIngredients, type AnalyzedProduct } from "./analyze";
import type { ActiveClass } from "../kb/types";
import { recommendedOrder, routineLabel, waitText, type EngineContext, type Finding } from "./detect";
import { DOSE, RULES, type PresentRule } from "./rules";
import type { ProductQuality, ScoreResult, Scores } from "./scores";
import type { Recommendation, Routine, ScoreKey } from "./types";
import { fmt, joinCapped, joinList } from "./util";

export const SKIN_FEELING_MAX = 2000;

/** The heavy-occlusive matcher of the oily-skin rule, reused to name rich products. */
const HEAVY_OCCLUSIVE = (RULES.find((r): r is PresentRule => r.id === "oily-heavy-occlusive") as PresentRule).match;

export const SUNSCREEN_ADVICE =
  "Apply 1/4 teaspoon (1.25 ml) of a broad-spectrum SPF 30+ to the face 15-30 minutes before sun exposure, and reapply every 2 hours outdoors.";
export const CLEANSER_ADVICE = "Massage the cleanser in for 30-60 seconds before rinsing.";

// ---------------------------------------------------------------------------
// Skin feeling
// ---------------------------------------------------------------------------

/** The stored skin-feeling text: control characters removed, trimmed, at most 2,000 characters. */
export function normalizeSkinFeeling(raw: string | null | undefined): string {
  if (!raw) return "";
  const s = raw
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();
  return s.length > SKIN_FEELING_MAX ? s.slice(0, SKIN_FEELING_MAX) : s;
}

export { FEELING_KEYWORDS, feelingSignals, type FeelingSignal } from "./feeling";
import { feelingSignals } from "./feeling";

function productsWith(ctx: EngineContext, test: (p: AnalyzedProduct) => boolean): string[] {
  return ctx.routine.all.filter(test).map((p) => p.name);
}

function hasClassAt(p: AnalyzedProduct, classes: readonly ActiveClass[], min: number): boolean {
  return listHasClassAt(p.list, classes, min);
}

function feelingParagraph(ctx: EngineContext, feeling: string): string {
  if (!feeling) {
    return "You did not describe how your skin feels. Next time, a few words (tight, oily, red, breaking out...) let the advice match your skin on the day.";
  }
  const signals = feelingSignals(feeling);
  if (!signals.length) {
    return "We read your description but found none of the signs we look for (tight, dry, oily, shiny, red, itchy, breakouts, flaky, dull, fine lines). The rest of this analysis relies on your skin type and goals.";
  }
  const parts: string[] = [];
  for (const s of signals) {
    switch (s) {
      case "dry": {
        const drying = productsWith(ctx, (p) => hasClassAt(p, ["drying-alcohol", "sulfate-surfactant"], DOSE.moderate));
        parts.push(
          `You describe tightness or dryness: favour humectants (glycerin, hyaluronic acid) under a moisturizer with ceramides or squalane${
            drying.length ? `, and reconsider ${joinCapped(drying, 3)} (drying alcohol or sulfates high in the list)` : ""
          }.`,
        );
        break;
      }
      case "oily": {
        const heavy = productsWith(ctx, (p) => p.leaveOn && matchingIngredients(p, HEAVY_OCCLUSIVE).some((i) => i.strength >= DOSE.major));
        parts.push(
          `You describe oiliness or shine: niacinamide and salicylic acid help regulate oil, and lighter gel textures feel better${
            heavy.length ? `; ${joinCapped(heavy, 3)} ${heavy.length === 1 ? "is" : "are"} rich in occlusives` : ""
          }.`,
        );
        break;
      }
      case "irritated": {
        const irritants = productsWith(ctx, (p) => hasClassAt(p, ["fragrance", "essential-oil"], 0) || hasClassAt(p, ["drying-alcohol"], DOSE.moderate));
        const actives = productsWith(ctx, (p) => hasClassAt(p, ["retinoid", "aha", "bha", "benzoyl-peroxide"], DOSE.moderate));
        let t = "You describe redness, itching or stinging: pause strong actives for a few days and let soothing ingredients (panthenol, centella, oat) calm the skin";
        if (actives.length) t += `; the strongest actives in your routine are in ${joinCapped(actives, 3)}`;
        if (irritants.length) t += `; fragrance or alcohol is in ${joinCapped(irritants, 3)}`;
        parts.push(`${t}. If it persists, see a dermatologist.`);
        break;
      }
      case "breakouts": {
        const pore = productsWith(ctx, (p) => p.leaveOn && p.list.ingredients.some((i) => i.strength >= DOSE.strong && (i.facts.comedogenic ?? 0) >= 4));
        parts.push(
          `You mention breakouts: ${
            ctx.pregnancy ? "azelaic acid and, with your doctor's agreement, low-strength benzoyl peroxide are the options usually considered safe in pregnancy and breastfeeding (no retinoids, including adapalene)" : "salicylic acid, benzoyl peroxide, azelaic acid or adapalene are the evidence-based options"
          }${
            pore.length ? `, and ${joinCapped(pore, 3)} ${pore.length === 1 ? "has" : "have"} ingredients rated highly comedogenic` : ""
          }.`,
        );
        break;
      }
      case "dull":
        parts.push("You mention dullness or uneven tone: vitamin C in the morning, niacinamide, and an AHA a few nights a week help, always with daily sunscreen.");
        break;
      case "aging":
        parts.push(
          ctx.pregnancy
            ? "You mention lines or firmness: while pregnant or breastfeeding, peptides, niacinamide, vitamin C and daily sunscreen are the safe support; retinoids wait until afterwards."
            : "You mention lines or firmness: a night-time retinoid is the best-evidenced option, with peptides and daily sunscreen as support.",
        );
        break;
      case "pregnant":
        parts.push(
          "You mention pregnancy or breastfeeding: retinoids (adapalene included), hydroquinone and high-strength salicylic acid are flagged above and never suggested; azelaic acid, niacinamide and mineral sunscreen are the usual alternatives. Check with your doctor or midwife.",
        );
        break;
      case "fine":
        parts.push("Your skin sounds comfortable: keep the routine consistent and change one thing at a time.");
        break;
    }
  }
  return parts.join(" ");
}

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

function routineSteps(list: readonly AnalyzedProduct[], routine: Routine, pregnant = false): string {
  if (!list.length) {
    return routine === "morning"
      ? `Your morning routine is empty. A minimal morning routine is a gentle cleanser, a moisturizer and sunscreen. ${SUNSCREEN_ADVICE}`
      : "Your night routine is empty. A minimal night routine is a cleanser and a moisturizer, plus a treatment for your goal.";
  }
  const ordered = recommendedOrder(list);
  const steps = ordered.map((p, i) => {
    const wait = waitText(p, ordered[i + 1]);
    const type = p.type ? ` (${p.type})` : "";
    return `${i + 1}. ${p.name}${type}${wait ? `, then ${wait}` : ""}`;
  });
  const lines = [`Recommended order: ${steps.join("; ")}.`];
  if (list.some((p) => p.type === "Cleanser")) lines.push(CLEANSER_ADVICE);
  if (routine === "morning") {
    lines.push(list.some((p) => p.isSunscreen) ? SUNSCREEN_ADVICE : `There is no sunscreen in this routine; add one as the last step. ${SUNSCREEN_ADVICE}`);
    const vitC = list.filter((p) => hasClassAt(p, ["vitamin-c"], DOSE.strong)).map((p) => p.name);
    if (vitC.length) lines.push(`${joinList(vitC)}: vitamin C works best in the morning, under sunscreen.`);
  } else {
    const retinoid = list.filter((p) => hasClassAt(p, ["retinoid"], DOSE.moderate)).map((p) => p.name);
    if (retinoid.length && !pregnant) lines.push(`${joinList(retinoid)}: apply the retinoid to dry skin, a pea-sized amount for the face, starting 2-3 nights a week.`);
  }
  return lines.join(" ");
}

function scoreParagraph(label: string, s: ScoreResult, body: string): string {
  return `${label}: ${fmt(s.score)}/10. ${body}`;
}

function completenessText(s: ScoreResult): string {
  const have = s.items.filter((i) => i.earned >= i.points - 1e-9).map((i) => i.label);
  const partial = s.items.filter((i) => i.earned > 0 && i.earned < i.points - 1e-9).map((i) => i.label);
  const missing = s.items.filter((i) => i.earned === 0).map((i) => i.label);
  const parts = [];
  if (have.length) parts.push(`Covered: ${joinList(have)}.`);
  if (partial.length) parts.push(`Partly covered: ${joinList(partial)}.`);
  if (missing.length) parts.push(`Missing: ${joinList(missing)}.`);
  return scoreParagraph("Completeness", s, parts.join(" "));
}

function effectivenessText(ctx: EngineContext, s: ScoreResult): string {
  const describe = (c: EngineContext["primary"]): string => {
    const strong = c.actives.filter((a) => a.dose >= DOSE.moderate).slice(0, 4);
    const weak = c.actives.filter((a) => a.dose < DOSE.moderate).slice(0, 3);
    const out: string[] = [];
    if (strong.length) out.push(`${joinList(strong.map((a) => `${a.name} (${a.product.name})`))} in meaningful amounts`);
    if (weak.length) out.push(`${joinList(weak.map((a) => a.name))} only in small amounts`);
    return out.length ? out.join("; ") : "no ingredient that targets it";
  };
  const parts = [`For ${goalName(ctx.primary.goal)}: ${describe(ctx.primary)}.`];
  for (const c of ctx.secondary) parts.push(`For ${goalName(c.goal)}: ${describe(c)}.`);
  parts.push("An ingredient counts fully in the first five positions of a list and less further down; after the 1% line (the first preservative such as phenoxyethanol) it counts as a small amount.");
  return scoreParagraph("Effectiveness", s, parts.join(" "));
}

function findingsText(label: string, s: ScoreResult, findings: readonly Finding[], key: ScoreKey, none: string): string {
  const relevant = findings.filter((f) => f.rule.scoreKey === key && f.insightType === "warning");
  if (!relevant.length) return scoreParagraph(label, s, none);
  const items = relevant.map((f) => {
    const where = f.routine === "both" ? "" : ` (${f.routine})`;
    const names = f.hits.length ? `: ${joinCapped(unique(f.hits.map((h) => h.product.name)), 3)}` : "";
    return `${f.rule.title}${where}${names}, ${f.severity} severity`;
  });
  return scoreParagraph(label, s, `${items.join("; ")}.`);
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

function qualityText(s: ScoreResult, quality: readonly ProductQuality[]): string {
  if (!quality.length) return scoreParagraph("Ingredient quality", s, "None of your products has an ingredient list, so quality is scored neutral (5).");
  const parts = quality.map((q) => {
    const good = q.beneficial.length ? `${joinCapped(q.beneficial, 3)}` : "no standout actives";
    const bad = q.issues.length ? `; watch: ${joinList(q.issues)}` : "";
    return `${q.product.name} ${fmt(q.score)} (${good}${bad})`;
  });
  return scoreParagraph("Ingredient quality", s, `${parts.join("; ")}.`);
}

function suggestionsText(ctx: EngineContext, findings: readonly Finding[], recs: readonly Recommendation[]): string {
  // The findings are on the page already, each with its own "what to do"; this section only points to them.
  const lines: string[] = [];
  const warnings = findings.filter((f) => f.insightType === "warning").length;
  if (warnings) lines.push(`Start with the ${warnings === 1 ? "warning" : `${warnings} warnings`} above, most severe first.`);
  for (const r of recs) {
    lines.push(
      r.type === "swap"
        ? `Swap ${r.replaces} for ${r.name} by ${r.brand} (${r.timing}).`
        : `Add ${r.name} by ${r.brand} (${r.timing}).`,
    );
  }
  if (!ctx.routine.morning.some((p) => p.isSunscreen) || recs.some((r) => r.productType === "Sunscreen")) lines.push(SUNSCREEN_ADVICE);
  if (!lines.length) lines.push("Your routine is in good shape: keep it consistent and introduce any new product on its own for two weeks.");
  lines.push("Patch test every new product for 24-48 hours first.");
  return lines.join(" ");
}

const SKIN_TYPE_ADVICE: Record<EngineContext["input"]["skinType"], string> = {
  dry: "For dry skin: avoid denatured alcohol high in a list, layer a humectant (glycerin, hyaluronic acid) under a richer moisturizer, and cleanse gently.",
  oily: "For oily skin: choose lightweight, non-comedogenic textures, use salicylic acid to keep pores clear, and still moisturize.",
  combination: "For combination skin: a gel or gel-cream moisturizer hydrates without weighing down the T-zone; treat oily and dry areas differently if needed.",
  sensitive: "For sensitive skin: avoid fragrance, parfum, essential oils, menthol and drying alcohol, add soothing ingredients, and introduce actives slowly.",
  normal: "For normal skin: protect what you have with antioxidants in the morning and daily sunscreen.",
};

function tailoredText(ctx: EngineContext): string {
  const { input } = ctx;
  const lines = [SKIN_TYPE_ADVICE[input.skinType]];
  const goals = ctx.goals.map(goalName);
  lines.push(`Your goals: ${joinList(goals)}. Give new actives 8-12 weeks before judging results.`);
  const profile = input.profile;
  if (profile?.pregnant || profile?.breastfeeding) lines.push("Because you are pregnant or breastfeeding, avoid retinoids (adapalene included), hydroquinone and high-strength salicylic acid; azelaic acid and niacinamide are commonly used alternatives. Check with your doctor.");
  if (profile?.sensitivities?.length) lines.push(`You listed sensitivities to ${joinList(profile.sensitivities.map((s) => s.replace(/-/g, " ")))}: products containing them are flagged above.`);
  if (ctx.pregnancy) {
    // No retinoid advice during pregnancy or breastfeeding.
  } else if (profile?.ageBracket === "40-49" || profile?.ageBracket === "50+") {
    lines.push("At your age, a night-time retinoid and peptides do the most for firmness, with sunscreen every morning.");
  } else if (profile?.ageBracket === "under-20") {
    lines.push("At your age, keep it simple: cleanser, moisturizer, sunscreen, and a targeted treatment only if needed.");
  }
  if (profile?.primaryConcern) lines.push(`Primary concern: ${profile.primaryConcern.replace(/-/g, " ")}.`);
  return lines.join(" ");
}

export interface TextParts {
  analysis: string;
  scoreExplanations: Record<ScoreKey, string>;
}

export function buildTexts(
  ctx: EngineContext,
  scores: Scores & { quality: ProductQuality[] },
  findings: readonly Finding[],
  recs: readonly Recommendation[],
  feeling: string,
): TextParts {
  const texts: string[] = [
    completenessText(scores.completeness),
    effectivenessText(ctx, scores.effectiveness),
    findingsText("Safety", scores.safety, findings, "safety", "No conflicts, irritants for your skin type or profile warnings were found."),
    qualityText(scores.ingredientQuality, scores.quality),
    findingsText("Routine balance", scores.routineBalance, findings, "routineBalance", "Both routines are in a sensible order, without duplicated steps or misplaced sunscreen."),
    feelingParagraph(ctx, feeling),
    routineSteps(ctx.routine.morning, "morning", ctx.pregnancy !== null),
    routineSteps(ctx.routine.night, "night", ctx.pregnancy !== null),
    suggestionsText(ctx, findings, recs),
    tailoredText(ctx),
  ];
  const sections = Object.fromEntries(ANALYSIS_HEADINGS.map((h, i) => [h, texts[i]])) as AnalysisSections;
  const analysis = composeAnalysis(sections);
  return { analysis, scoreExplanations: explanations(scores) };
}

function explanations(scores: Scores): Record<ScoreKey, string> {
  const earned = (s: ScoreResult, intro: string): string => {
    const got = s.items.filter((i) => i.earned > 0).map((i) => `${i.label} +${fmt(i.earned)}`);
    const miss = s.items.filter((i) => i.earned < i.points - 1e-9).map((i) => `${i.label} (${fmt(i.points - i.earned)} available)`);
    return `${fmt(s.score)}/10. ${intro} ${got.length ? `Earned: ${got.join(", ")}.` : "Nothing earned yet."}${miss.length ? ` Not yet: ${miss.join(", ")}.` : ""}`;
  };
  const penalties = (s: ScoreResult, intro: string): string => {
    const lost = s.items.map((i) => `${i.label} -${fmt(i.earned)}`);
    return `${fmt(s.score)}/10. ${intro} ${lost.length ? `Deductions: ${lost.join(", ")}.` : "No deductions."}`;
  };
  const q = scores.ingredientQuality;
  return {
    completeness: earned(scores.completeness, "Points for each essential step and target the routine covers."),
    effectiveness: earned(scores.effectiveness, "Points for actives that target your goals, weighted by their position in each list."),
    safety: penalties(scores.safety, "10 minus penalties for conflicts, skin-type irritants and profile warnings."),
    ingredientQuality: `${fmt(q.score)}/10. Average of per-product scores (5.5 base, +1.5 per beneficial ingredient up to 3, minus fragrance, drying alcohol, sulfates, pore-cloggers and sensitising preservatives; rinse-off products count half).${
      q.items.length ? ` Products: ${q.items.map((i) => `${i.label} ${fmt(i.earned)}`).join(", ")}.` : " No ingredient lists to score."
    }`,
    routineBalance: penalties(scores.routineBalance, "10 minus penalties for empty routines, sunscreen at night, layering order, duplicated steps and very long routines."),
  };
}

export { routineLabel };
