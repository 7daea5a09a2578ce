/**
 * The analysis text (ten headed sections), the score explanations and the reading of
 * the skin-feeling text. Plain text only: user-supplied names pass through cleanText (no line breaks,
 * so nothing can fake a heading) and the skin-feeling text is never echoed, only matched to keywords.
 */
import { ANALYSIS_HEADINGS } from "./analysis-text";
import { hasClassAt as listHasClassAt, matchingIngredients, type AnalyzedProduct } from "./analyze";
import type { ActiveClass } from "../kb/types";
import { recommendedOrder, routineLabel, waitText, type EngineContext, type Finding } from "./detect";
import { ANALYSIS_CODE, list, msg, type Message, type MessageParam } from "./message";
import { goalMsg, sentences, timingMsg, titleOf, typeMsg } from "./phrases";
import { DOSE, RULES, type PresentRule } from "./rules";
import type { ProductQuality, ScoreResult, Scores } from "./scores";
import type { Recommendation, Routine, ScoreKey } from "./types";
import { round1 } from "./util";

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

function productsWith(ctx: EngineContext, test: (p: AnalyzedProduct) => boolean): string[] {
  return ctx.routine.all.filter(test).map((p) => p.name);
}

function hasClassAt(p: AnalyzedProduct, classes: readonly ActiveClass[], min: number): boolean {
  return listHasClassAt(p.list, classes, min);
}

/** Names, at most three then "and N more". */
function capped(names: readonly string[]): MessageParam {
  return list(names, "and", 3);
}

function feelingParagraph(ctx: EngineContext, feeling: string): Message {
  if (!feeling) return msg("feeling.none");
  // The context read this same text (engine.ts buildContext), in order: a set keeps insertion order.
  const signals = [...ctx.feeling];
  if (!signals.length) return msg("feeling.no-signal");
  const parts: Message[] = [];
  for (const s of signals) {
    switch (s) {
      case "dry": {
        const drying = productsWith(ctx, (p) => hasClassAt(p, ["drying-alcohol", "sulfate-surfactant"], DOSE.moderate));
        parts.push(msg("feeling.dry", { tail: drying.length ? msg("feeling.dry-tail", { products: capped(drying) }) : "" }));
        break;
      }
      case "oily": {
        // As the oily-skin rule: an eye cream or a lip product is not spread over the oily zones.
        const heavy = productsWith(ctx, (p) => p.leaveOn && !p.localised && matchingIngredients(p, HEAVY_OCCLUSIVE).some((i) => i.strength >= DOSE.major));
        parts.push(msg("feeling.oily", { tail: heavy.length ? msg("feeling.oily-tail", { products: capped(heavy), count: heavy.length }) : "" }));
        break;
      }
      case "irritated": {
        const irritants = productsWith(ctx, (p) => hasClassAt(p, ["fragrance", "essential-oil"], 0) || hasClassAt(p, ["drying-alcohol"], DOSE.moderate));
        const actives = productsWith(ctx, (p) => hasClassAt(p, ["retinoid", "aha", "bha", "benzoyl-peroxide"], DOSE.moderate));
        parts.push(
          msg("feeling.irritated", {
            actives: actives.length ? msg("feeling.irritated-actives", { products: capped(actives) }) : "",
            irritants: irritants.length ? msg("feeling.irritated-irritants", { products: capped(irritants) }) : "",
          }),
        );
        break;
      }
      case "breakouts": {
        const pore = productsWith(ctx, (p) => p.leaveOn && !p.localised && p.list.ingredients.some((i) => i.strength >= DOSE.strong && (i.facts.comedogenic ?? 0) >= 4));
        parts.push(
          msg("feeling.breakouts", {
            options: msg(ctx.pregnancy ? "feeling.breakouts-pregnancy" : "feeling.breakouts-options"),
            tail: pore.length ? msg("feeling.breakouts-tail", { products: capped(pore), count: pore.length }) : "",
          }),
        );
        break;
      }
      case "dull":
        parts.push(msg("feeling.dull"));
        break;
      case "aging":
        parts.push(msg(ctx.pregnancy ? "feeling.aging-pregnancy" : "feeling.aging"));
        break;
      case "pregnant":
        parts.push(msg("feeling.pregnant"));
        break;
      case "infection":
        parts.push(msg("feeling.infection"));
        break;
      case "fine":
        parts.push(msg("feeling.fine"));
        break;
    }
  }
  return sentences(...parts);
}

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

const NO_RINSE_CLEANSER = /micellar|\bwipes?\b|towelettes?|cleansing water|no[- ]rinse/i;

function routineSteps(products: readonly AnalyzedProduct[], routine: Routine, pregnant = false): Message {
  if (!products.length) {
    return routine === "morning" ? sentences(msg("steps.empty-morning"), msg("advice.sunscreen")) : msg("steps.empty-night");
  }
  const ordered = recommendedOrder(products);
  const steps = ordered.map((p, i) => {
    const wait = waitText(p, ordered[i + 1]);
    const step = p.type ? msg("step-typed", { n: i + 1, name: p.name, type: typeMsg(p.type) }) : msg("step", { n: i + 1, name: p.name });
    return wait ? msg("then", { step, wait }) : step;
  });
  const lines: (Message | null)[] = [msg("recommended-order", { order: list(steps, "semicolon") })];
  // Micellar water and cleansing wipes are swept over the skin, not massaged in and rinsed.
  if (products.some((p) => p.type === "Cleanser" && !NO_RINSE_CLEANSER.test(p.name))) lines.push(msg("advice.cleanser"));
  if (routine === "morning") {
    lines.push(products.some((p) => p.isSunscreen) ? msg("advice.sunscreen") : sentences(msg("steps.no-sunscreen"), msg("advice.sunscreen")));
    const vitC = products.filter((p) => hasClassAt(p, ["vitamin-c"], DOSE.strong)).map((p) => p.name);
    if (vitC.length) lines.push(msg("steps.vitamin-c", { products: list(vitC) }));
  } else {
    // The pea-sized amount is the face's: an eye cream's retinoid is dabbed around the eyes.
    const retinoid = products.filter((p) => !p.localised && hasClassAt(p, ["retinoid"], DOSE.moderate)).map((p) => p.name);
    if (retinoid.length && !pregnant) lines.push(msg("steps.retinoid", { products: list(retinoid) }));
  }
  return sentences(...lines);
}

/** A score's number as the texts show it: one decimal, never "-0". */
function scoreNumber(x: number): number {
  return round1(x) || 0;
}

function scoreParagraph(key: ScoreKey, s: ScoreResult, body: MessageParam): Message {
  return msg("score-paragraph", { label: msg(`score.${key}`), score: scoreNumber(s.score), body });
}

function completenessText(s: ScoreResult): Message {
  const have = s.items.filter((i) => i.earned >= i.points - 1e-9).map((i) => i.label);
  const partial = s.items.filter((i) => i.earned > 0 && i.earned < i.points - 1e-9).map((i) => i.label);
  const missing = s.items.filter((i) => i.earned === 0).map((i) => i.label);
  return scoreParagraph(
    "completeness",
    s,
    sentences(
      have.length ? msg("completeness.covered", { items: list(have) }) : null,
      partial.length ? msg("completeness.partly", { items: list(partial) }) : null,
      missing.length ? msg("completeness.missing", { items: list(missing) }) : null,
    ),
  );
}

function effectivenessText(ctx: EngineContext, s: ScoreResult): Message {
  const describe = (c: EngineContext["primary"]): MessageParam => {
    const strong = c.actives.filter((a) => a.dose >= DOSE.moderate).slice(0, 4);
    const weak = c.actives.filter((a) => a.dose < DOSE.moderate).slice(0, 3);
    const out: Message[] = [];
    if (strong.length) out.push(msg("effectiveness.meaningful", { actives: list(strong.map((a) => msg("name-of-product", { name: a.name, product: a.product.name }))) }));
    if (weak.length) out.push(msg("effectiveness.small", { actives: list(weak.map((a) => a.name)) }));
    return out.length ? list(out, "semicolon") : msg("effectiveness.nothing");
  };
  const parts = [msg("effectiveness.for-goal", { goal: goalMsg(ctx.primary.goal), text: describe(ctx.primary) })];
  for (const c of ctx.secondary) parts.push(msg("effectiveness.for-goal", { goal: goalMsg(c.goal), text: describe(c) }));
  parts.push(msg("effectiveness.position-note"));
  return scoreParagraph("effectiveness", s, sentences(...parts));
}

function findingsText(s: ScoreResult, findings: readonly Finding[], key: "safety" | "routineBalance"): Message {
  const relevant = findings.filter((f) => f.rule.scoreKey === key && f.insightType === "warning");
  if (!relevant.length) {
    // "No irritants" must not stand beside a warning about ingredients that can irritate, which weighs no safety points.
    const concerns = key === "safety" && findings.some((f) => f.rule.check === "ingredient-concern" && f.insightType === "warning");
    return scoreParagraph(key, s, msg(concerns ? "safety.none-but-concerns" : `${key}.none`));
  }
  const items = relevant.map((f) => {
    const title = titleOf(f.rule, f.routine, true);
    const severity = msg(`severity.${f.severity}`);
    return f.hits.length
      ? msg("finding-line-products", { title, products: capped(unique(f.hits.map((h) => h.product.name))), severity })
      : msg("finding-line", { title, severity });
  });
  return scoreParagraph(key, s, msg("items-sentence", { items: list(items, "semicolon") }));
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

function qualityText(s: ScoreResult, quality: readonly ProductQuality[]): Message {
  if (!quality.length) return scoreParagraph("ingredientQuality", s, msg("quality.no-lists"));
  const parts = quality.map((q) =>
    msg("quality.product", {
      product: q.product.name,
      score: scoreNumber(q.score),
      good: q.beneficial.length ? capped(q.beneficial) : msg("quality.no-standout"),
      watch: q.issues.length ? msg("quality.watch", { issues: list(q.issues) }) : "",
    }),
  );
  return scoreParagraph("ingredientQuality", s, msg("items-sentence", { items: list(parts, "semicolon") }));
}

function suggestionsText(ctx: EngineContext, findings: readonly Finding[], recs: readonly Recommendation<unknown>[]): Message {
  // The findings are on the page already, each with its own "what to do"; this section only points to them.
  const lines: Message[] = [];
  const warnings = findings.filter((f) => f.insightType === "warning").length;
  if (warnings) lines.push(msg("suggestions.warnings-first", { count: warnings }));
  for (const r of recs) {
    lines.push(
      r.type === "swap"
        ? msg("suggestions.swap", { replaces: r.replaces ?? "", name: r.name, brand: r.brand, timing: timingMsg(r.timing) })
        : msg("suggestions.add", { name: r.name, brand: r.brand, timing: timingMsg(r.timing) }),
    );
  }
  if (!ctx.routine.morning.some((p) => p.isSunscreen) || recs.some((r) => r.productType === "Sunscreen")) lines.push(msg("advice.sunscreen"));
  if (!lines.length) lines.push(msg("suggestions.good-shape"));
  lines.push(msg("suggestions.patch-test"));
  return sentences(...lines);
}

/** Findings that take an active out of use: a pause, a declared sensitivity, or too much exfoliation. */
const HOLDS_BACK = (f: Finding) => f.rule.remedy === "pause" || f.rule.id.startsWith("sensitivity-") || f.rule.check === "over-exfoliation" || f.rule.check === "exfoliation-load";

/** Whether the page holds back an active of this class: the general advice then does not recommend it. */
function heldBack(findings: readonly Finding[], cls: ActiveClass): boolean {
  return findings.some((f) => HOLDS_BACK(f) && f.hits.some((h) => h.ingredients.some((i) => i.facts.classes.has(cls))));
}

function tailoredText(ctx: EngineContext, findings: readonly Finding[]): Message {
  const { input } = ctx;
  const sensitivities = input.profile?.sensitivities ?? [];
  // The skin type's general advice names salicylic acid for oily skin: not when the page holds acids back.
  const noAcid = input.skinType === "oily" && (heldBack(findings, "bha") || sensitivities.includes("acids"));
  const lines: Message[] = [msg(noAcid ? "tailored.oily-no-acid" : `tailored.${input.skinType}`)];
  lines.push(msg("tailored.your-goals", { count: ctx.goals.length, goals: list(ctx.goals.map(goalMsg)) }));
  const profile = input.profile;
  if (profile?.pregnant || profile?.breastfeeding) lines.push(msg("tailored.pregnant"));
  if (profile?.sensitivities?.length) lines.push(msg("tailored.sensitivities", { sensitivities: list(profile.sensitivities.map((s) => msg(`sensitivity.${s}`))) }));
  if (ctx.pregnancy) {
    // No retinoid advice during pregnancy or breastfeeding.
  } else if (profile?.ageBracket === "40-49" || profile?.ageBracket === "50+") {
    // No retinoid advice beside a paused or declined retinoid, or where redness is what the routine treats.
    const noRetinoid = heldBack(findings, "retinoid") || sensitivities.includes("retinoids") || ctx.goals.includes("reduce-redness") || profile.primaryConcern === "rosacea";
    lines.push(msg(noRetinoid ? "tailored.age-40-no-retinoid" : "tailored.age-40"));
  } else if (profile?.ageBracket === "under-20") {
    lines.push(msg("tailored.age-under-20"));
  }
  if (profile?.primaryConcern) lines.push(msg("tailored.concern", { concern: msg(`concern-name.${profile.primaryConcern}`) }));
  return sentences(...lines);
}

export interface TextParts {
  analysis: Message;
  scoreExplanations: Record<ScoreKey, Message>;
}

export function buildTexts(
  ctx: EngineContext,
  scores: Scores & { quality: ProductQuality[] },
  findings: readonly Finding[],
  recs: readonly Recommendation<unknown>[],
  feeling: string,
): TextParts {
  const texts: Message[] = [
    completenessText(scores.completeness),
    effectivenessText(ctx, scores.effectiveness),
    findingsText(scores.safety, findings, "safety"),
    qualityText(scores.ingredientQuality, scores.quality),
    findingsText(scores.routineBalance, findings, "routineBalance"),
    feelingParagraph(ctx, feeling),
    routineSteps(ctx.routine.morning, "morning", ctx.pregnancy !== null),
    routineSteps(ctx.routine.night, "night", ctx.pregnancy !== null),
    suggestionsText(ctx, findings, recs),
    tailoredText(ctx, findings),
  ];
  const analysis = msg(ANALYSIS_CODE, Object.fromEntries(ANALYSIS_HEADINGS.map((h, i) => [h, texts[i]])));
  return { analysis, scoreExplanations: explanations(scores) };
}

function explanations(scores: Scores): Record<ScoreKey, Message> {
  const score = (s: ScoreResult) => msg("score-of-10", { score: scoreNumber(s.score) });
  const earned = (s: ScoreResult, intro: Message): Message => {
    const got = s.items.filter((i) => i.earned > 0).map((i) => msg("explanation.plus", { label: i.label, points: scoreNumber(i.earned) }));
    const miss = s.items
      .filter((i) => i.earned < i.points - 1e-9)
      .map((i) => msg("explanation.available", { label: i.label, points: scoreNumber(i.points - i.earned) }));
    return sentences(
      score(s),
      intro,
      got.length ? msg("explanation.earned", { items: list(got, "comma") }) : msg("explanation.nothing-earned"),
      miss.length ? msg("explanation.not-yet", { items: list(miss, "comma") }) : null,
    );
  };
  const penalties = (s: ScoreResult, intro: Message): Message => {
    const lost = s.items.map((i) => msg("explanation.minus", { label: i.label, points: scoreNumber(i.earned) }));
    return sentences(score(s), intro, lost.length ? msg("explanation.deductions", { items: list(lost, "comma") }) : msg("explanation.no-deductions"));
  };
  const q = scores.ingredientQuality;
  return {
    completeness: earned(scores.completeness, msg("explanation.completeness")),
    effectiveness: earned(scores.effectiveness, msg("explanation.effectiveness")),
    safety: penalties(scores.safety, msg("explanation.safety")),
    ingredientQuality: sentences(
      score(q),
      msg("explanation.quality"),
      q.items.length
        ? msg("explanation.products", { items: list(q.items.map((i) => msg("explanation.product", { label: i.label, score: scoreNumber(i.earned) })), "comma") })
        : msg("explanation.no-lists"),
    ),
    routineBalance: penalties(scores.routineBalance, msg("explanation.balance")),
  };
}

export { routineLabel };
