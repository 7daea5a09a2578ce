/**
 * Golden tests for issue #28 on real lists of the shipped catalogue (drizzle/seed/products.ts), so
 * they run in `npm test` without ../shared. Where a case needs a product the catalogue lacks, the
 * list is a shipped product's real list with the one ingredient the case is about put in place
 * (said in each case). Each case is a row of the validation table in docs/methodology.md: the test
 * checks that the table there is the one these cases give (run with UPDATE_METHODOLOGY=1 to write it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOG_PRODUCTS } from "../../drizzle/seed/products";
import type { Weekday } from "../domain";
import { waitAfterStep, waitWords } from "../layering";
import { factsFor } from "./facts";
import { describeIngredient } from "../advanced-analysis-mapping";
import { canonicalKey } from "../inci-key";
import { catalogue } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { parseAnalysis } from "./analysis-text";
import { evaluate } from "./index";
import type { EngineInput, Evaluation, Insight, RoutineProductInput } from "./types";

/** A product of the shipped catalogue by name. */
function S(name: string): RoutineProductInput {
  const c = CATALOG_PRODUCTS.find((p) => p.name === name);
  if (!c) throw new Error(`No shipped catalogue product named "${name}"`);
  return { name: c.name, brand: c.brand, productType: c.productType, ingredients: c.ingredients };
}

/** A shipped list with one ingredient put at a 1-based position (the case's trap). */
function withIngredientAt(base: RoutineProductInput, name: string, ingredient: string, position: number): RoutineProductInput {
  const list = base.ingredients.split(/,\s*(?![^()]*\))/);
  list.splice(position - 1, 0, ingredient);
  return { ...base, name, ingredients: list.join(", ") };
}

const CLEANSER = S("Hydrating Facial Cleanser");
const CREAM = S("Moisturizing Cream");
const ANTHELIOS = S("Anthelios UVMune 400 Invisible Fluid SPF50+");
const ADAPALENE = S("Adapalene Gel 0.1% Acne Treatment");
const BHA_LIQUID = S("Skin Perfecting 2% BHA Liquid Exfoliant");
const VITAMIN_C = S("20% Vitamin C + E Ferulic Acid Serum");
const NIACINAMIDE = S("Niacinamide 10% + Zinc 1%");
const GLYCOLIC_TONER = S("Glycolic Acid 7% Toning Solution");
const BPO = S("CLEAR Regular Strength Daily Skin Clearing Treatment with 2.5% Benzoyl Peroxide");
/** The vitamin C serum's real list with Algae Extract after its preservative (a trace, as at position 13 of C-Firma). */
const VITAMIN_C_ALGAE = withIngredientAt(VITAMIN_C, "Vitamin C Serum with Algae", "Algae Extract", 10);
/** A shipped 35-ingredient SPF moisturiser's list (preservative at 6) with magnesium ascorbyl phosphate at position 31. */
const MAP_31 = withIngredientAt(S("Positively Radiant Daily Moisturizer SPF 15"), "Moisturiser with MAP at 31", "Magnesium Ascorbyl Phosphate", 31);
/** The shipped cleanser's real list with walnut shell powder at position 3: a scrub. */
const WALNUT_SCRUB = withIngredientAt(CLEANSER, "Walnut Face Scrub", "Juglans Regia (Walnut) Shell Powder", 3);
/** Hydroquinone 4 % (no hydroquinone product is shipped): a shipped cream's real list after it. */
const HYDROQUINONE = { ...withIngredientAt(CREAM, "Hydroquinone 4% Cream", "Hydroquinone 4%", 1), productType: "Spot Treatment" };

function run(over: Partial<EngineInput>, cat: Parameters<typeof evaluate>[1] = []): Evaluation {
  return evaluate(
    { goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [CLEANSER, CREAM, ANTHELIOS], nightProducts: [CLEANSER, CREAM], ...over },
    cat,
  );
}
const rule = (e: Evaluation, id: string): Insight[] => e.insights.filter((i) => i.ruleId === id);
const markOf = (e: Evaluation, name: string) => e.productMarks.find((m) => m.name === name)?.mark ?? "none";
const none = (xs: readonly unknown[]) => (xs.length ? `${xs.length} finding(s)` : "none");

function applySchedules(input: EngineInput, e: Evaluation): EngineInput {
  const days = new Map<string, Weekday[]>();
  for (const i of e.insights) for (const s of i.schedule ?? []) days.set(`${s.routine}|${s.product}`, s.days);
  const apply = (routine: "morning" | "night", list: RoutineProductInput[]) => list.map((p) => (days.has(`${routine}|${p.name}`) ? { ...p, days: days.get(`${routine}|${p.name}`) } : p));
  return { ...input, morningProducts: apply("morning", input.morningProducts), nightProducts: apply("night", input.nightProducts) };
}

interface Case {
  /** The rule (or part of the engine) the case stands behind. */
  rule: string;
  name: string;
  expected: string;
  got: () => string;
}

const CASES: Case[] = [
  {
    rule: "comedogenic-ingredients, marks",
    name: "trace Algae Extract in a vitamin C serum (oily skin, acne care) is not REPLACE",
    expected: "KEEP",
    got: () => markOf(run({ goal: "acne-care", skinType: "oily", morningProducts: [CLEANSER, VITAMIN_C_ALGAE, ANTHELIOS] }, catalogue()), VITAMIN_C_ALGAE.name),
  },
  {
    rule: "sensitivity-vitamin-c, exposure",
    name: "magnesium ascorbyl phosphate at position 31 of a moisturiser: a possible finding, CARE",
    expected: "trace at 31, possible, CARE",
    got: () => {
      const e = run({ morningProducts: [CLEANSER, MAP_31], profile: { sensitivities: ["vitamin-c"] } }, catalogue());
      const f = rule(e, "sensitivity-vitamin-c")[0];
      const x = f?.exposure?.find((n) => n.ingredient === "Magnesium Ascorbyl Phosphate");
      return `${x?.place} at ${x?.position}, ${f?.certainty}, ${markOf(e, MAP_31.name)}`;
    },
  },
  {
    rule: "dry-drying-alcohol, marks",
    name: "Anthelios UVMune 400 on combination skin is KEEP (its alcohol concerns dry skin)",
    expected: "KEEP",
    got: () => markOf(run({ skinType: "combination" }, catalogue()), ANTHELIOS.name),
  },
  {
    rule: "dry-drying-alcohol, marks",
    name: "Anthelios UVMune 400 on dry skin is REPLACE, the reason names the warning, no lower SPF offered",
    expected: "REPLACE, Drying alcohol for dry skin, SPF kept",
    got: () => {
      const e = run({ skinType: "dry" }, catalogue());
      const m = e.productMarks.find((x) => x.name === ANTHELIOS.name);
      const lower = e.recommendations.filter((r) => r.replaces === ANTHELIOS.name).some((r) => Number(/spf\s*(\d+)/i.exec(r.name)?.[1] ?? 0) < 50);
      return `${m?.mark}, ${m?.reason?.split(/[:.(]/)[0].trim()}, ${lower ? "SPF lowered" : "SPF kept"}`;
    },
  },
  {
    rule: "pregnancy-caution",
    name: "pregnant (profile) with adapalene: a high warning, no retinoid suggested",
    expected: "warning high, REPLACE, no retinoid suggested",
    got: () => {
      const cat = catalogue();
      const e = run({ goal: "acne-care", nightProducts: [CLEANSER, ADAPALENE, CREAM], profile: { pregnant: true } }, cat);
      const f = rule(e, "pregnancy-caution")[0];
      const retinoid = e.recommendations.some((r) => (cat.find((c) => c.id === r.productId)?.ingredientKeys ?? []).some((k) => /retin|adapalene/.test(k)));
      return `${f?.type} ${f?.severity}, ${markOf(e, ADAPALENE.name)}, ${retinoid ? "retinoid suggested" : "no retinoid suggested"}`;
    },
  },
  {
    rule: "pregnancy-caution (skin feeling)",
    name: "'I am 20 weeks pregnant' written in the skin feeling: the warning says it comes from what you wrote",
    expected: "skin-feeling",
    got: () => rule(run({ goal: "acne-care", skinFeeling: "I am 20 weeks pregnant", nightProducts: [CLEANSER, ADAPALENE, CREAM] }, catalogue()), "pregnancy-caution")[0]?.source ?? "none",
  },
  {
    rule: "over-exfoliation, schedule",
    name: "adapalene and a BHA liquid the same night: a schedule the next evaluation accepts",
    expected: "Mon/Wed/Fri + Tue/Sat, then none",
    got: () => {
      const input: EngineInput = { goal: "acne-care", secondaryGoals: [], skinType: "oily", skinFeeling: "", morningProducts: [CLEANSER, ANTHELIOS], nightProducts: [CLEANSER, BHA_LIQUID, ADAPALENE, CREAM] };
      const e = evaluate(input, []);
      const days = (rule(e, "over-exfoliation")[0]?.schedule ?? []).map((s) => s.days.map((d) => d[0].toUpperCase() + d.slice(1)).join("/")).join(" + ");
      return `${days}, then ${none(rule(evaluate(applySchedules(input, e), []), "over-exfoliation"))}`;
    },
  },
  {
    rule: "conflict-retinoid-aha, frequency",
    name: "retinol and a glycolic toner on alternate nights and twice a week: a plan, not a warning",
    expected: "info low",
    got: () => {
      const f = rule(run({ nightProducts: [{ ...F.RETINOL_SERUM, usageFrequency: "alternate-nights" }, { ...GLYCOLIC_TONER, usageFrequency: "2x-week" }] }), "conflict-retinoid-aha")[0];
      return `${f?.type} ${f?.severity}`;
    },
  },
  {
    rule: "exfoliation-load",
    name: "a walnut scrub, a BHA liquid and adapalene every day: the weekly load counts the scrub",
    expected: "Walnut Face Scrub, Skin Perfecting 2% BHA Liquid Exfoliant, Adapalene Gel 0.1% Acne Treatment",
    got: () => (rule(run({ morningProducts: [WALNUT_SCRUB, BHA_LIQUID, ANTHELIOS], nightProducts: [CLEANSER, ADAPALENE, CREAM] }), "exfoliation-load")[0]?.products ?? []).join(", "),
  },
  {
    rule: "conflict-hydroquinone-peroxide, duplicate-type",
    name: "hydroquinone with benzoyl peroxide at night: the staining pair, not '2 × Spot Treatment'",
    expected: "pair warning, duplicate none",
    got: () => {
      const e = run({ nightProducts: [CLEANSER, HYDROQUINONE, BPO] });
      return `${rule(e, "conflict-hydroquinone-peroxide")[0] ? "pair warning" : "no pair"}, duplicate ${none(rule(e, "duplicate-type"))}`;
    },
  },
  {
    rule: "hydroquinone-without-spf",
    name: "hydroquinone without a morning sunscreen is a warning; with one it is not",
    expected: "warning, then none",
    got: () => {
      const without = rule(run({ morningProducts: [CLEANSER, CREAM], nightProducts: [CLEANSER, HYDROQUINONE] }), "hydroquinone-without-spf")[0];
      return `${without?.type}, then ${none(rule(run({ nightProducts: [CLEANSER, HYDROQUINONE] }), "hydroquinone-without-spf"))}`;
    },
  },
  {
    rule: "dry-harsh-cleanser",
    name: "dry skin: castile soap morning and night is flagged; a syndet bar is not",
    expected: "Pure-Castile Liquid Soap Unscented Baby; bar none",
    got: () => {
      const castile = S("Pure-Castile Liquid Soap Unscented Baby");
      const bar = S("Sensitive Skin Beauty Bar");
      const soap = rule(run({ skinType: "dry", morningProducts: [castile, CREAM, ANTHELIOS], nightProducts: [castile, CREAM] }), "dry-harsh-cleanser")[0];
      return `${soap?.products?.join(", ")}; bar ${none(rule(run({ skinType: "dry", morningProducts: [bar, CREAM, ANTHELIOS], nightProducts: [bar, CREAM] }), "dry-harsh-cleanser"))}`;
    },
  },
  {
    rule: "reactive-skin-triggers",
    name: "rosacea: a glycolic toner is a warning; on normal skin without the concern it is not",
    expected: "warning, then none",
    got: () => {
      const f = rule(run({ nightProducts: [CLEANSER, GLYCOLIC_TONER, CREAM], profile: { primaryConcern: "rosacea" } }), "reactive-skin-triggers")[0];
      return `${f?.type}, then ${none(rule(run({ nightProducts: [CLEANSER, GLYCOLIC_TONER, CREAM] }), "reactive-skin-triggers"))}`;
    },
  },
  {
    rule: "reactive-skin-triggers, comedogenic-unrated-ester",
    name: "hexyl nicotinate in the glycolic toner: a flushing trigger on sensitive skin, never an unrated ester",
    expected: "trigger, not an ester",
    got: () => {
      const sensitive = rule(run({ skinType: "sensitive", nightProducts: [CLEANSER, GLYCOLIC_TONER, CREAM] }), "reactive-skin-triggers")[0];
      const acne = rule(run({ goal: "acne-care", nightProducts: [CLEANSER, GLYCOLIC_TONER, CREAM] }), "comedogenic-unrated-ester").flatMap((i) => i.ingredients ?? []);
      return `${sensitive?.ingredients?.includes("Hexyl Nicotinate") ? "trigger" : "no trigger"}, ${acne.includes("Hexyl Nicotinate") ? "an ester" : "not an ester"}`;
    },
  },
  {
    rule: "duplicate-type",
    name: "a vitamin C serum and a niacinamide serum in one morning are not redundant",
    expected: "none",
    got: () => none(rule(run({ morningProducts: [CLEANSER, VITAMIN_C, NIACINAMIDE, CREAM, ANTHELIOS] }), "duplicate-type")),
  },
  {
    rule: "conflict-retinoid-aha (morning and night)",
    name: "the same retinol and glycolic toner morning and night give one finding",
    expected: "1 both",
    got: () => {
      const f = rule(run({ morningProducts: [F.RETINOL_SERUM, GLYCOLIC_TONER, ANTHELIOS], nightProducts: [F.RETINOL_SERUM, GLYCOLIC_TONER] }), "conflict-retinoid-aha");
      return `${f.length} ${f[0]?.routine}`;
    },
  },
  {
    rule: "no-moisturizer",
    name: "a moisturising SPF counts as the morning moisturizer",
    expected: "none",
    got: () => none(rule(run({ morningProducts: [CLEANSER, S("AM Facial Moisturizing Lotion SPF 30")] }), "no-moisturizer")),
  },
  {
    rule: "recommended order",
    name: "both routines start with the same cleanser: the night order numbers every step",
    expected: "1. Hydrating Facial Cleanser (Cleanser); 2. Moisturizing Cream (Moisturizer)",
    got: () => (/^Recommended order: (.+?\))(?:, then [^;.]+)?\.(?:\s|$)/.exec(parseAnalysis(run({ nightProducts: [CLEANSER, CREAM] }).analysis)["NIGHT ROUTINE"])?.[1] ?? "none"),
  },
  {
    rule: "wait times",
    name: "niacinamide right before vitamin C: the text says the timer's wait",
    expected: "wait 15 minutes (timer 900 s)",
    got: () => {
      const text = parseAnalysis(run({ morningProducts: [CLEANSER, NIACINAMIDE, VITAMIN_C, CREAM] }).analysis)["MORNING ROUTINE"];
      const timer = waitAfterStep(NIACINAMIDE, VITAMIN_C);
      return text.includes(`${NIACINAMIDE.name} (Serum), then wait ${waitWords(timer)}`) ? `wait ${waitWords(timer)} (timer ${timer} s)` : "text and timer differ";
    },
  },
  {
    rule: "fallback classifier",
    name: "a name the knowledge base does not know ('encapsulated retinaldehyde'): a retinoid in both analyses",
    expected: "retinoid / retinoid",
    got: () => `${[...factsFor(canonicalKey("encapsulated retinaldehyde")).classes].join()} / ${[...describeIngredient("encapsulated retinaldehyde").classes].join()}`,
  },
];

const TABLE_START = "<!-- validation-table:start -->";
const TABLE_END = "<!-- validation-table:end -->";
const cell = (s: string) => s.replace(/\|/g, "\\|");

describe("issue #28 on the shipped catalogue", () => {
  for (const c of CASES) it(`${c.rule}: ${c.name}`, () => expect(c.got()).toBe(c.expected));

  it("docs/methodology.md's validation table is these cases, expected and got", () => {
    const rows = CASES.map((c) => `| ${cell(c.rule)} | ${cell(c.name)} | ${cell(c.expected)} | ${cell(c.got())} |`);
    const table = [TABLE_START, "| rule | case (test in core/evaluation/advice.golden.test.ts) | expected | got |", "|---|---|---|---|", ...rows, TABLE_END].join("\n");
    const path = fileURLToPath(new URL("../../docs/methodology.md", import.meta.url));
    const doc = readFileSync(path, "utf8");
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, "the methodology has the table's markers").toBeGreaterThanOrEqual(0);
    const current = doc.slice(start, end + TABLE_END.length);
    if (current !== table && process.env.UPDATE_METHODOLOGY === "1") writeFileSync(path, doc.slice(0, start) + table + doc.slice(end + TABLE_END.length));
    else expect(current).toBe(table);
  });
});
