/**
 * Golden tests for issue #28 (exposure, weekly schedules, the person, findings that are right once),
 * on real ingredient lists (run where ../shared/data is, as in CI): the shipped catalogue (drizzle/seed/products.ts), the shared Sephora
 * catalogue (read at run time) and the fixtures of __fixtures__/products.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOG_PRODUCTS } from "../../drizzle/seed/products";
import type { SkinType, Weekday } from "../domain";
import { analyzeRoutine } from "./analyze";
import { catalogue, catalogueProduct as C, sampleProducts } from "./__fixtures__/retail-catalogue";
import { catalogue as shippedCatalogue } from "./__fixtures__/catalogue";
import * as F from "./__fixtures__/products";
import { exfoliantIngredients } from "./detect";
import { placeOf, spfOf, strengthsInName } from "./exposure";
import { evaluate } from "./index";
import type { CatalogCandidate, EngineInput, Evaluation, Insight, RoutineProductInput } from "./types";

/** A product of the shipped catalogue by name. */
function S(name: string): RoutineProductInput {
  const c = CATALOG_PRODUCTS.find((p) => p.name === name);
  if (!c) throw new Error(`No shipped catalogue product named "${name}"`);
  return { name: c.name, brand: c.brand, productType: c.productType, ingredients: c.ingredients };
}

/**
 * Obagi Nu-Derm Clear (hydroquinone USP 4%), Rx cream: active and inactive ingredients as listed on
 * its US label (DailyMed, "Obagi Nu-Derm Clear", package insert). Hydroquinone is in no catalogue here.
 */
const OBAGI_CLEAR: RoutineProductInput = {
  name: "Nu-Derm Clear",
  brand: "Obagi",
  productType: "Spot Treatment",
  ingredients:
    "Hydroquinone USP 4%, Purified Water, Cetyl Alcohol, Glycerin, Sodium Lauryl Sulfate, Stearyl Alcohol, Tocopheryl Acetate, Ascorbic Acid, Sodium Metabisulfite, Lactic Acid, Saponins, Disodium EDTA, BHT, Methylparaben, Propylparaben",
};

const ADAPALENE = S("Adapalene Gel 0.1% Acne Treatment");
const BHA_LIQUID = S("Skin Perfecting 2% BHA Liquid Exfoliant");
const CERAVE_CLEANSER = S("Hydrating Facial Cleanser");
const CERAVE_CREAM = S("Moisturizing Cream");
const ANTHELIOS = S("Anthelios UVMune 400 Invisible Fluid SPF50+");

function run(over: Partial<EngineInput>, cat: Parameters<typeof evaluate>[1] = []): Evaluation {
  return evaluate(
    {
      goal: "glow",
      secondaryGoals: [],
      skinType: "normal",
      skinFeeling: "",
      morningProducts: [CERAVE_CLEANSER, CERAVE_CREAM, ANTHELIOS],
      nightProducts: [CERAVE_CLEANSER, CERAVE_CREAM],
      ...over,
    },
    cat,
  );
}
const rule = (e: Evaluation, id: string): Insight[] => e.insights.filter((i) => i.ruleId === id);
const markOf = (e: Evaluation, name: string, routine?: string) => e.productMarks.find((m) => m.name === name && (!routine || m.routine === routine));

/** Applies every schedule of an evaluation to its input (the one-tap apply). */
function applySchedules(input: EngineInput, e: Evaluation): EngineInput {
  const entries = e.insights.flatMap((i) => i.schedule ?? []);
  const lists = { morning: [...input.morningProducts], night: [...input.nightProducts] };
  // A split pair's product moves to the routine its entry names (as the results page applies it).
  for (const s of entries) {
    const other = s.routine === "morning" ? "night" : "morning";
    const p = lists[other].find((x) => x.name === s.product);
    if (!p || lists[s.routine].some((x) => x.name === s.product)) continue;
    lists[other] = lists[other].filter((x) => x !== p);
    lists[s.routine] = [...lists[s.routine], p];
  }
  const days = new Map<string, Weekday[]>(entries.map((s) => [`${s.routine}|${s.product}`, s.days]));
  const apply = (routine: "morning" | "night", list: RoutineProductInput[]) =>
    list.map((p) => (days.has(`${routine}|${p.name}`) ? { ...p, days: days.get(`${routine}|${p.name}`) } : p));
  return { ...input, morningProducts: apply("morning", lists.morning), nightProducts: apply("night", lists.night) };
}

describe("exposure decides severity and marks", () => {
  it("strengths stated in a name reach the ingredient they name", () => {
    const list = (p: RoutineProductInput) => analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [p], nightProducts: [] }).morning[0].list;
    expect([...strengthsInName("Niacinamide 10% + Zinc 1%", list(F.NIACINAMIDE_SERUM))]).toEqual([
      ["niacinamide", 10],
      ["zinc pca", 1],
    ]);
    expect([...strengthsInName(F.GLYCOLIC_TONER.name, list(F.GLYCOLIC_TONER))]).toEqual([["glycolic acid", 8]]);
    expect([...strengthsInName(BHA_LIQUID.name, list(BHA_LIQUID))]).toEqual([["salicylic acid", 2]]);
    // The owner's concentrations reach the engine too.
    const owned = analyzeRoutine({
      goal: "glow",
      secondaryGoals: [],
      skinType: "normal",
      skinFeeling: "",
      morningProducts: [{ ...F.RETINOL_SERUM, concentrations: [{ ingredient: "Retinol", percentage: 0.5 }] }],
      nightProducts: [],
    }).morning[0];
    expect(owned.list.ingredients.find((i) => i.key === "retinol")?.percent).toBe(0.5);
  });

  it("Anthelios UVMune 400 on combination skin is not REPLACE: its alcohol concerns dry and sensitive skin only", () => {
    const e = run({ skinType: "combination" });
    expect(markOf(e, ANTHELIOS.name)?.mark).toBe("KEEP");
    // On dry skin the alcohol at position 2 is a finding on the page, and the mark names it.
    const dry = run({ skinType: "dry" }, catalogue());
    const m = markOf(dry, ANTHELIOS.name);
    expect(m?.mark).toBe("REPLACE");
    expect(rule(dry, "dry-drying-alcohol")[0]?.products).toContain(ANTHELIOS.name);
    expect(m?.reason).toMatch(/^Drying alcohol for dry skin/);
  });

  it("a suggested sunscreen never lowers the SPF the name states", () => {
    expect(spfOf(ANTHELIOS.name)).toBe(50);
    const dry = run({ skinType: "dry" }, catalogue());
    for (const r of dry.recommendations.filter((x) => x.replaces === ANTHELIOS.name)) expect(spfOf(r.name) ?? 0).toBeGreaterThanOrEqual(50);
  });

  it("a trace never makes a product REPLACE: magnesium ascorbyl phosphate at position 31 is CARE, 'possibly'", () => {
    const surge = C("Moisture Surge 72-Hour Auto-Replenishing Hydrator");
    const e = run({ nightProducts: [CERAVE_CLEANSER, surge], profile: { sensitivities: ["vitamin-c"] } }, catalogue());
    const f = rule(e, "sensitivity-vitamin-c")[0];
    expect(f.exposure?.[0]).toMatchObject({ ingredient: "Magnesium Ascorbyl Phosphate", position: 31, place: "trace" });
    expect(f.certainty).toBe("possible");
    const m = markOf(e, surge.name);
    expect(m?.mark).toBe("CARE");
    expect(m?.reason).toMatch(/^Possibly/);
    expect(e.recommendations.some((r) => r.replaces === surge.name)).toBe(false);
  });

  it("retinyl palmitate at position 39 in pregnancy: a warning, but CARE (a trace), not REPLACE", () => {
    const e = run({ nightProducts: [CERAVE_CLEANSER, F.NIGHT_CREAM_RETINYL_PALMITATE], profile: { pregnant: true } });
    expect(rule(e, "pregnancy-caution")[0]?.certainty).toBe("possible");
    expect(markOf(e, F.NIGHT_CREAM_RETINYL_PALMITATE.name)?.mark).toBe("CARE");
  });

  it("every REPLACE names a warning on the same page", () => {
    const e = run({ skinType: "dry", nightProducts: [CERAVE_CLEANSER, F.ALCOHOL_NECK_CREAM, F.FRAGRANCED_CREAM] }, catalogue());
    const titles = e.insights.filter((i) => i.type === "warning").map((i) => i.title.replace(/ \((morning|night)\)$/, ""));
    for (const m of e.productMarks.filter((x) => x.mark === "REPLACE")) expect(titles.some((t) => m.reason?.startsWith(t)), m.reason).toBe(true);
  });
});

/** Follows every schedule, swap and add of a first evaluation, and checks that nothing of it is to be undone. */
function followAllAdvice(cat: CatalogCandidate[], skinType: SkinType, morning: RoutineProductInput[], night: RoutineProductInput[]): void {
  const input: EngineInput = { goal: "glow", secondaryGoals: [], skinType, skinFeeling: "", morningProducts: morning, nightProducts: night };
  const first = evaluate(input, cat);
  let next = applySchedules(input, first);
  const added = new Set<string>();
  for (const r of first.recommendations) {
    const c = cat.find((x) => x.id === r.productId);
    if (!c) continue;
    const entry: RoutineProductInput = { name: c.name, brand: c.brand, productType: c.productType, ingredients: c.ingredientKeys.join(", ") };
    const key = r.timing.startsWith("morning") ? "morningProducts" : "nightProducts";
    const list = r.replaces ? next[key].map((p) => (p.name === r.replaces ? entry : p)) : [...next[key], entry];
    next = { ...next, [key]: list };
    added.add(c.name);
  }
  const second = evaluate(next, cat);
  // Nothing we suggested is now to be replaced or swapped out.
  for (const m of second.productMarks) if (added.has(m.name)) expect(m.mark, `${m.name}: ${m.reason}`).not.toBe("REPLACE");
  for (const r of second.recommendations) if (r.replaces) expect(added.has(r.replaces), r.replaces).toBe(false);
  // Scheduled products are not told to meet again, nor given other days.
  const scheduled = new Map<string, string>();
  for (const i of first.insights) for (const s of i.schedule ?? []) scheduled.set(`${s.routine}|${s.product}`, s.days.join("/"));
  for (const i of second.insights) {
    for (const s of i.schedule ?? []) {
      const before = scheduled.get(`${s.routine}|${s.product}`);
      if (before) expect(s.days.join("/"), s.product).toBe(before);
    }
  }
}

describe("a weekly schedule instead of circular advice", () => {
  it("adapalene and a BHA liquid the same night: a schedule that the next evaluation accepts", () => {
    const input: EngineInput = { goal: "acne-care", secondaryGoals: [], skinType: "oily", skinFeeling: "", morningProducts: [CERAVE_CLEANSER, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, BHA_LIQUID, ADAPALENE, CERAVE_CREAM] };
    const e = evaluate(input, []);
    const f = rule(e, "over-exfoliation")[0];
    expect(f.schedule).toEqual([
      { product: ADAPALENE.name, routine: "night", days: ["mon", "wed", "fri"] },
      { product: BHA_LIQUID.name, routine: "night", days: ["tue", "sat"] },
    ]);
    expect(f.description).toContain("Suggested week: Adapalene Gel 0.1% Acne Treatment Mon/Wed/Fri (night)");
    const after = evaluate(applySchedules(input, e), []);
    expect(rule(after, "over-exfoliation")).toEqual([]);
    expect(after.productMarks.filter((m) => [ADAPALENE.name, BHA_LIQUID.name].includes(m.name) && m.mark === "REPLACE")).toEqual([]);
  });

  it("retinoid with an AHA: counts per week without days are a plan, not a warning; days apart are accepted", () => {
    const base: EngineInput = { goal: "anti-aging", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [ANTHELIOS], nightProducts: [F.RETINOL_SERUM, F.GLYCOLIC_TONER] };
    expect(rule(evaluate(base, []), "conflict-retinoid-aha")[0]).toMatchObject({ type: "warning", severity: "high" });
    const counted = { ...base, nightProducts: [{ ...F.RETINOL_SERUM, usageFrequency: "3x-week" as const }, { ...F.GLYCOLIC_TONER, usageFrequency: "2x-week" as const }] };
    const plan = rule(evaluate(counted, []), "conflict-retinoid-aha")[0];
    expect(plan).toMatchObject({ type: "info", severity: "low" });
    expect(plan.schedule?.map((s) => s.days)).toEqual([["mon", "wed", "fri"], ["tue", "sat"]]);
    const applied = evaluate(applySchedules(counted, evaluate(counted, [])), []);
    expect(rule(applied, "conflict-retinoid-aha")).toEqual([]);
  });

  it("property: following every schedule, swap and add never brings advice to undo it", () => {
    const cat = catalogue();
    const pool = [...sampleProducts(30), F.RETINOL_SERUM, F.GLYCOLIC_TONER, F.LACTIC_PADS, F.BENZOYL_PEROXIDE_GEL, F.VITAMIN_C_POWDER, ADAPALENE, BHA_LIQUID, OBAGI_CLEAR];
    const arb = fc.record({
      skinType: fc.constantFrom("normal" as const, "dry" as const, "oily" as const, "sensitive" as const),
      morning: fc.array(fc.constantFrom(...pool), { maxLength: 4 }),
      night: fc.array(fc.constantFrom(...pool), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(arb, ({ skinType, morning, night }) => followAllAdvice(cat, skinType, morning, night)),
      { numRuns: 60 },
    );
  }, 60_000);

  it("a weak retinoid left out of a pair's description is still kept apart from the AHA (once found by the property above)", () => {
    // The strong retinoid is replaced by a suggestion; the weak one (retinyl palmitate) then meets the AHA.
    const night = ["Retinol Fusion PM", "Honeymoon Glow AHA Resurfacing Night Serum with Echinacea GreenEnvy™", "Sleeping Mask - Pearl", "DermalQuench Liquid Lift™ Advanced Wrinkle Treatment"].map(C);
    followAllAdvice(catalogue(), "normal", [], night);
  });

  it("exfoliation load sums morning and night over the week; scrubs count", () => {
    const walnut = C("Transforming Walnut Scrub");
    const scrub = analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [walnut], nightProducts: [] }).morning[0];
    expect(exfoliantIngredients(scrub).map((i) => i.key)).toContain("juglans regia shell powder");
    const e = run({ morningProducts: [walnut, BHA_LIQUID, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, ADAPALENE, CERAVE_CREAM] });
    const load = rule(e, "exfoliation-load")[0];
    expect(load?.products).toEqual([walnut.name, BHA_LIQUID.name, ADAPALENE.name]);
    expect(load?.description).toMatch(/^About 21 exfoliating applications a week/);
    // Used twice a week each, the scrub and the BHA bring the load under the line.
    const lighter = run({ morningProducts: [{ ...walnut, usageFrequency: "2x-week" }, { ...BHA_LIQUID, usageFrequency: "2x-week" }, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, ADAPALENE, CERAVE_CREAM] });
    expect(rule(lighter, "exfoliation-load")).toEqual([]);
  });
});

describe("the person, not only the products", () => {
  it("'I am 20 weeks pregnant': adapalene is a clear warning from what you wrote, and nothing suggests a retinoid", () => {
    const cat = catalogue();
    const e = run({ goal: "acne-care", skinFeeling: "I am 20 weeks pregnant and breaking out", nightProducts: [CERAVE_CLEANSER, ADAPALENE, CERAVE_CREAM] }, cat);
    const f = rule(e, "pregnancy-caution")[0];
    expect(f).toMatchObject({ type: "warning", severity: "high", source: "skin-feeling" });
    expect(f.products).toEqual([ADAPALENE.name]);
    expect(markOf(e, ADAPALENE.name)?.mark).toBe("REPLACE");
    expect(e.analysis).not.toMatch(/or adapalene are the evidence-based options/);
    for (const r of e.recommendations) {
      const keys = cat.find((c) => c.id === r.productId)?.ingredientKeys ?? [];
      expect(keys.some((k) => /retin|adapalene|hydroquinone/.test(k)), r.name).toBe(false);
    }
  });

  it("breastfeeding: hydroquinone is a warning; salicylic acid 2% is not, a peel is", () => {
    const e = run({ nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR, BHA_LIQUID], profile: { breastfeeding: true } });
    expect(rule(e, "pregnancy-caution")[0]?.products).toEqual([OBAGI_CLEAR.name]);
    const peel = run({ nightProducts: [CERAVE_CLEANSER, S("AHA 30% + BHA 2% Peeling Solution")], profile: { breastfeeding: true } });
    expect(rule(peel, "pregnancy-caution")[0]?.products).toEqual(["AHA 30% + BHA 2% Peeling Solution"]);
  });

  it("breastfeeding: a hydroquinone cream named 'Clear' is swapped for a spot brightener, never an acne or scar product", () => {
    const e = run({ goal: "even-tone", nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR, CERAVE_CREAM], profile: { breastfeeding: true } }, catalogue());
    const swap = e.recommendations.find((r) => r.type === "swap" && r.replaces === OBAGI_CLEAR.name);
    expect(swap?.name).toMatch(/bright|dark spot|even/i);
    const shipped = run({ goal: "even-tone", nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR, CERAVE_CREAM], profile: { breastfeeding: true } }, shippedCatalogue());
    for (const r of shipped.recommendations.filter((x) => x.replaces === OBAGI_CLEAR.name)) expect(r.name).not.toMatch(/acne|pimple|blemish|scar/i);
  });

  it("rosacea or sensitive skin: glycolic acid, witch hazel, menthol and scrubs are warnings", () => {
    const rosacea = run({ nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, CERAVE_CREAM], morningProducts: [C("Transforming Walnut Scrub"), F.MENTHOL_TONER, ANTHELIOS], profile: { primaryConcern: "rosacea" } });
    const f = rule(rosacea, "reactive-skin-triggers")[0];
    expect(f).toMatchObject({ type: "warning", source: "profile" });
    expect(f.ingredients).toEqual(expect.arrayContaining(["Glycolic Acid", "Juglans Regia Shell Powder", "Menthol"]));
    expect(f.ingredients?.some((i) => /Hamamelis|Witch Hazel/i.test(i))).toBe(true);
    expect(rosacea.safetyScore).toBeLessThan(10);
    // Normal skin without the concern: no such warning.
    expect(rule(run({ nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, CERAVE_CREAM] }), "reactive-skin-triggers")).toEqual([]);
  });

  it("hexyl nicotinate is a known vasodilator, not an unrated ester", () => {
    const mask = C("Tsubaki Oil Deep Hydrating Bio-Cellulose Mask");
    const acne = run({ goal: "acne-care", nightProducts: [CERAVE_CLEANSER, mask] });
    expect(rule(acne, "comedogenic-unrated-ester").flatMap((i) => i.ingredients ?? [])).not.toContain("Hexyl Nicotinate");
    const rosacea = run({ skinType: "sensitive", nightProducts: [CERAVE_CLEANSER, mask] });
    expect(rule(rosacea, "reactive-skin-triggers")[0]?.ingredients).toContain("Hexyl Nicotinate");
  });

  it("hydroquinone with benzoyl peroxide stains; without a daily sunscreen it is a warning", () => {
    const bp = S("CLEAR Regular Strength Daily Skin Clearing Treatment with 2.5% Benzoyl Peroxide");
    const e = run({ morningProducts: [CERAVE_CLEANSER, CERAVE_CREAM], nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR, bp] });
    expect(rule(e, "conflict-hydroquinone-peroxide")[0]?.schedule?.length).toBe(2);
    expect(rule(e, "hydroquinone-without-spf")[0]?.products).toEqual([OBAGI_CLEAR.name]);
    // Not "2 × Spot Treatment": they do different jobs.
    expect(rule(e, "duplicate-type")).toEqual([]);
    // A sunscreen used only on some mornings is not daily: one finding says to wear it every morning (medium beside
    // hydroquinone), none says there is no sunscreen, and it is not praised.
    const someDays = run({ morningProducts: [CERAVE_CLEANSER, { ...ANTHELIOS, usageFrequency: "3x-week" }], nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR] });
    expect(rule(someDays, "sunscreen-some-days")[0]).toMatchObject({ severity: "medium", products: [ANTHELIOS.name] });
    expect(rule(someDays, "hydroquinone-without-spf")).toEqual([]);
    expect(rule(someDays, "success-sunscreen")).toEqual([]);
    expect(markOf(someDays, ANTHELIOS.name)?.mark).toBe("CARE");
    expect(someDays.recommendations.filter((r) => r.type === "add" && /spf|sunscreen/i.test(r.name))).toEqual([]);
    // With no photosensitiser it is a low warning, and a sunscreen worn every morning is praised.
    expect(rule(run({ morningProducts: [CERAVE_CLEANSER, { ...ANTHELIOS, usageFrequency: "as-needed" }] }), "sunscreen-some-days")[0]?.severity).toBe("low");
    expect(rule(run({}), "success-sunscreen")).toHaveLength(1);
    // Two sunscreens whose days together cover the week are a sunscreen every morning.
    const weekdays: Weekday[] = ["mon", "tue", "wed", "thu", "fri"];
    const split = run({ morningProducts: [CERAVE_CLEANSER, { ...ANTHELIOS, days: weekdays }, { ...S("UV Clear Broad-Spectrum SPF 46"), days: ["sat", "sun"] }], nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR] });
    expect(rule(split, "sunscreen-some-days")).toEqual([]);
    expect(rule(split, "hydroquinone-without-spf")).toEqual([]);
    expect(rule(run({ nightProducts: [CERAVE_CLEANSER, OBAGI_CLEAR] }), "hydroquinone-without-spf")).toEqual([]);
  });

  it("a pair whose remedy is a morning/night split moves one product there, and keeps daily drugs daily", () => {
    const bp = S("CLEAR Regular Strength Daily Skin Clearing Treatment with 2.5% Benzoyl Peroxide");
    const tretinoin: RoutineProductInput = { name: "Tretinoin Cream 0.05%", brand: "Generic", productType: "Serum", ingredients: "Tretinoin 0.05%, Water, Stearic Acid, Isopropyl Myristate, Stearyl Alcohol, Xanthan Gum, Sorbic Acid, BHT" };
    const hydroquinone: RoutineProductInput = { name: "Hydroquinone 4% Cream", brand: "Generic", productType: "Serum", ingredients: "Hydroquinone 4%, Water, Cetyl Alcohol, Glycerin, Stearyl Alcohol, Sodium Metabisulfite" };
    const every = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    // Tretinoin with benzoyl peroxide at night: the action says benzoyl peroxide in the morning, and so does the week.
    const acne = rule(run({ nightProducts: [CERAVE_CLEANSER, tretinoin, bp, CERAVE_CREAM] }), "conflict-benzoyl-peroxide-retinoid")[0];
    expect(acne.schedule).toEqual([
      { product: bp.name, routine: "morning", days: every },
      { product: tretinoin.name, routine: "night", days: every },
    ]);
    expect(acne.description).toContain(`Move ${bp.name} to your morning routine.`);
    // Hydroquinone stays a daily drug at night; the peroxide goes to the morning.
    const melasma = rule(run({ nightProducts: [CERAVE_CLEANSER, hydroquinone, bp, CERAVE_CREAM] }), "conflict-hydroquinone-peroxide")[0];
    expect(melasma.schedule).toEqual([
      { product: bp.name, routine: "morning", days: every },
      { product: hydroquinone.name, routine: "night", days: every },
    ]);
    // Both in the morning: the retinoid is the one that moves, to the night.
    const morning = rule(run({ morningProducts: [CERAVE_CLEANSER, bp, F.RETINOL_SERUM, CERAVE_CREAM, ANTHELIOS] }), "conflict-benzoyl-peroxide-retinoid")[0];
    expect(morning.schedule?.map((e) => [e.product, e.routine])).toEqual([
      [bp.name, "morning"],
      [F.RETINOL_SERUM.name, "night"],
    ]);
    // A move that would meet a conflict there (benzoyl peroxide beside a morning vitamin C) is not made: days apart instead.
    const blocked = rule(run({ morningProducts: [CERAVE_CLEANSER, F.VITAMIN_C_POWDER, CERAVE_CREAM, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, tretinoin, bp, CERAVE_CREAM] }), "conflict-benzoyl-peroxide-retinoid")[0];
    expect(blocked.schedule?.every((e) => e.routine === "night" && e.days.length < 7)).toBe(true);
    expect(blocked.description).not.toContain("Move ");
    // Nor one that would bring a caution there that asks for days apart in turn (vitamin C beside a glycolic toner):
    // following the week must not bring new days.
    const cautioned = rule(run({ morningProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, CERAVE_CREAM, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, F.VITAMIN_C_POWDER, F.RETINOL_SERUM, CERAVE_CREAM] }), "conflict-vitamin-c-retinoid")[0];
    expect(cautioned.schedule?.every((e) => e.routine === "night")).toBe(true);
  });

  it("a sunscreen's niacinamide is no niacinamide-vitamin C pair and no 15-minute wait before it", () => {
    const uvClear = S("UV Clear Broad-Spectrum SPF 46");
    const e = run({ morningProducts: [CERAVE_CLEANSER, F.VITAMIN_C_POWDER, uvClear] });
    expect(rule(e, "conflict-niacinamide-vitamin-c")).toEqual([]);
    expect(e.analysis).not.toContain("wait 15 minutes");
    // Two treatment steps still are.
    expect(rule(run({ morningProducts: [CERAVE_CLEANSER, F.VITAMIN_C_POWDER, F.NIACINAMIDE_SERUM, uvClear] }), "conflict-niacinamide-vitamin-c")).toHaveLength(1);
  });

  it("a lip product never meets what goes on the face: no pair, no schedule, no duplicated mask", () => {
    const lipMask: RoutineProductInput = { name: "Lip Sleeping Mask Berry", brand: "LANEIGE", productType: "Mask", ingredients: "Diisostearyl Malate, Ascorbic Acid, Glycolic Acid, Hydrogenated Polyisobutene, Shea Butter, Polybutene, Microcrystalline Wax, Fragrance" };
    const faceMask: RoutineProductInput = { name: "Water Sleeping Mask", brand: "LANEIGE", productType: "Mask", ingredients: "Water, Butylene Glycol, Cyclopentasiloxane, Glycerin, Trehalose, Dimethicone, Sodium Hyaluronate" };
    const e = run({ nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, F.RETINOL_SERUM, faceMask, lipMask] });
    const naming = e.insights.filter((i) => (i.products ?? []).includes(lipMask.name) || (i.schedule ?? []).some((s) => s.product === lipMask.name));
    expect(naming.map((i) => i.ruleId).filter((id) => /^conflict-|over-exfoliation|exfoliation-load|duplicate-type/.test(id ?? ""))).toEqual([]);
    expect(naming.filter((i) => i.schedule?.length)).toEqual([]);
    // The face products still meet each other.
    expect(rule(e, "conflict-retinoid-aha")).toHaveLength(1);
    // "Lip & Cheek" is not lips only.
    const tint = { ...lipMask, name: "Lip & Cheek Tint", productType: "Serum" };
    expect(rule(run({ nightProducts: [CERAVE_CLEANSER, F.RETINOL_SERUM, tint] }), "conflict-vitamin-c-retinoid")).toHaveLength(1);
  });

  it("a medicated wash beside a retinoid is no over-exfoliation: rinsed off, it is the AAD's short-contact combination", () => {
    const wash: RoutineProductInput = { name: "Oil-Free Acne Wash", brand: "Neutrogena", productType: "Cleanser", ingredients: "Salicylic Acid 2%, Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Sodium Chloride, Polysorbate 20, Glycerin" };
    const e = run({ skinType: "oily", nightProducts: [wash, ADAPALENE, CERAVE_CREAM] });
    expect(rule(e, "over-exfoliation")).toEqual([]);
    expect(markOf(e, ADAPALENE.name)?.mark).toBe("KEEP");
  });

  it("a salicylic acid wash is never given days: the suggested week spaces the leave-on exfoliants only", () => {
    const wash: RoutineProductInput = { name: "Oil-Free Acne Wash", brand: "Neutrogena", productType: "Cleanser", ingredients: "Salicylic Acid 2%, Water, Sodium C14-16 Olefin Sulfonate, Cocamidopropyl Betaine, Sodium Chloride, Polysorbate 20, Glycerin" };
    const pads: RoutineProductInput = { name: "Maximum Strength Acne Pads", brand: "Stridex", productType: "Exfoliant", ingredients: "Salicylic Acid 2%, Water, Alcohol, Ammonium Lauryl Sulfate, Citric Acid, Menthol" };
    const e = run({ skinType: "oily", morningProducts: [wash, pads, CERAVE_CREAM, ANTHELIOS], nightProducts: [wash, pads, F.GLYCOLIC_TONER, CERAVE_CREAM] });
    const weeks = e.insights.flatMap((i) => i.schedule ?? []);
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.filter((w) => w.product === wash.name)).toEqual([]);
  });

  it("a lip product is swapped only for a lip product, and a face product never for one", () => {
    const lipRetinol: RoutineProductInput = { name: "Retinol Lip Treatment", brand: "Test", productType: "Serum", ingredients: "Squalane, Retinol, Tocopherol, Ricinus Communis Seed Oil, Shea Butter" };
    const cat = shippedCatalogue();
    const e = run({ profile: { pregnant: true }, nightProducts: [CERAVE_CLEANSER, lipRetinol, F.RETINOL_SERUM, CERAVE_CREAM] }, cat);
    expect(rule(e, "pregnancy-caution")[0]?.products).toEqual(expect.arrayContaining([lipRetinol.name, F.RETINOL_SERUM.name]));
    for (const r of e.recommendations.filter((x) => x.replaces === lipRetinol.name)) expect(r.name).toMatch(/\blips?\b/i);
    for (const r of e.recommendations.filter((x) => x.replaces === F.RETINOL_SERUM.name)) expect(r.name).not.toMatch(/\blips?\b/i);
    expect(e.recommendations.some((x) => x.replaces === lipRetinol.name && !/\blips?\b/i.test(x.name))).toBe(false);
  });

  it("a morning retinoid the engine moves to the night gets no morning days in a suggested week", () => {
    const e = run({ morningProducts: [CERAVE_CLEANSER, F.RETINOL_SERUM, CERAVE_CREAM, ANTHELIOS], nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, F.RETINOL_SERUM, CERAVE_CREAM] });
    expect(rule(e, "retinoid-morning")).toHaveLength(1);
    const weeks = e.insights.flatMap((i) => i.schedule ?? []);
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.filter((w) => w.routine === "morning" && w.product === F.RETINOL_SERUM.name)).toEqual([]);
  });

  it("dry skin: castile soap or an SLES gel morning and night is flagged; a syndet bar is not", () => {
    const castile = S("Pure-Castile Liquid Soap Unscented Baby");
    const e = run({ skinType: "dry", morningProducts: [castile, CERAVE_CREAM, ANTHELIOS], nightProducts: [castile, CERAVE_CREAM] });
    expect(rule(e, "dry-harsh-cleanser")[0]?.products).toEqual([castile.name]);
    const sles = S("Effaclar Purifying Foaming Gel");
    expect(rule(run({ skinType: "dry", morningProducts: [sles, CERAVE_CREAM, ANTHELIOS], nightProducts: [sles, CERAVE_CREAM] }), "dry-harsh-cleanser")).toHaveLength(1);
    // Once a day only, or a syndet bar (sodium lauroyl isethionate first), is not flagged.
    expect(rule(run({ skinType: "dry", morningProducts: [CERAVE_CLEANSER, CERAVE_CREAM, ANTHELIOS], nightProducts: [sles, CERAVE_CREAM] }), "dry-harsh-cleanser")).toEqual([]);
    const dove = S("Sensitive Skin Beauty Bar");
    expect(rule(run({ skinType: "dry", morningProducts: [dove, CERAVE_CREAM, ANTHELIOS], nightProducts: [dove, CERAVE_CREAM] }), "dry-harsh-cleanser")).toEqual([]);
  });

  it("stinging with strong actives: the pause wins, and no suggested week brings them back meanwhile", () => {
    const e = run({ skinFeeling: "it stings and burns at night", nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, F.RETINOL_SERUM, CERAVE_CREAM] });
    expect(rule(e, "feeling-irritated-actives")[0]?.products).toEqual([F.GLYCOLIC_TONER.name, F.RETINOL_SERUM.name]);
    expect(rule(e, "conflict-retinoid-aha")).toHaveLength(1);
    expect(e.insights.flatMap((i) => i.schedule ?? [])).toEqual([]);
    for (const name of [F.GLYCOLIC_TONER.name, F.RETINOL_SERUM.name]) expect(markOf(e, name)?.mark).not.toBe("KEEP");
  });

  it("what the owner wrote shapes findings, marked as such: stinging with strong actives", () => {
    const e = run({ skinFeeling: "it stings and burns after my toner", nightProducts: [CERAVE_CLEANSER, F.GLYCOLIC_TONER, CERAVE_CREAM] });
    expect(rule(e, "feeling-irritated-actives")[0]).toMatchObject({ source: "skin-feeling", products: [F.GLYCOLIC_TONER.name] });
    expect(rule(e, "feeling-irritated-actives")[0].description).toMatch(/^From what you wrote/);
  });
});

describe("findings that are right once", () => {
  it("a vitamin C serum and a niacinamide serum are not redundant; two exfoliating toners and two sunscreens are", () => {
    const e = run({ morningProducts: [CERAVE_CLEANSER, F.VITAMIN_C_POWDER, F.NIACINAMIDE_SERUM, CERAVE_CREAM, ANTHELIOS] });
    expect(rule(e, "duplicate-type")).toEqual([]);
    const toners = run({ nightProducts: [CERAVE_CLEANSER, S("Glycolic Acid 7% Toning Solution"), F.LACTIC_PADS, CERAVE_CREAM] });
    expect(rule(toners, "duplicate-type")[0]?.description).toContain("2 × Exfoliant");
    const sun = run({ morningProducts: [CERAVE_CLEANSER, CERAVE_CREAM, ANTHELIOS, F.SUNSCREEN] });
    expect(rule(sun, "duplicate-type")[0]?.description).toContain("2 × Sunscreen");
  });

  it("a product used morning and night gives one finding", () => {
    const e = run({ morningProducts: [F.RETINOL_SERUM, F.GLYCOLIC_TONER, ANTHELIOS], nightProducts: [F.RETINOL_SERUM, F.GLYCOLIC_TONER] });
    const f = rule(e, "conflict-retinoid-aha");
    expect(f).toHaveLength(1);
    expect(f[0].routine).toBe("both");
  });

  it("a moisturising SPF counts as the morning moisturizer", () => {
    const e = run({ morningProducts: [CERAVE_CLEANSER, S("AM Facial Moisturizing Lotion SPF 30")] });
    expect(rule(e, "no-moisturizer")).toEqual([]);
  });

  it("the place of an ingredient: near the line only past the first five", () => {
    const p = analyzeRoutine({ goal: "glow", secondaryGoals: [], skinType: "normal", skinFeeling: "", morningProducts: [C("Beauty Elixir")], nightProducts: [] }).morning[0];
    expect(placeOf(p.list.ingredients[1], p.list)).toBe("above");
  });
});
