/**
 * Benchmark of the deterministic evaluation engine (core/evaluation): stacks of 4, 10 and 25 real
 * products from the shared Sephora catalogue, with a candidate catalogue made from the same file.
 *
 *   npx tsx scripts/bench-engine.ts
 *
 * Prints one JSON line per measurement: engine.evaluate.{4,10,25} (warm: the module-level memo
 * tables hold the ingredient facts, parsed lists and the analysed catalogue, as in a long-lived
 * Worker isolate); engine.evaluate.10.new-catalogue-array (a fresh copy of the catalogue array
 * before each run, as when the api refreshes its cached catalogue: the per-array index and candidate
 * lists are rebuilt, per-product analysis is reused by id); engine.evaluate.10.cold (every memo table
 * emptied as well, so parsing, knowledge-base lookups and candidate analysis are all paid again).
 */
import { candidatesFromRows, evaluate, resetEngineCaches, routineProductFromRow, type EngineInput } from "../../core/evaluation/index";
import { realCatalogRecords } from "../../tests/helpers/shared-data";
import { report, summarize } from "./stats";

const rows = realCatalogRecords();
const catalog = candidatesFromRows(rows);

const byLabel = new Map<string, Record<string, string>[]>();
for (const r of rows) byLabel.set(r.Label, [...(byLabel.get(r.Label) ?? []), r]);

const MORNING_LABELS = ["Cleanser", "Treatment", "Moisturizer", "Sun protect", "Eye cream", "Treatment"];
const NIGHT_LABELS = ["Cleanser", "Treatment", "Treatment", "Eye cream", "Moisturizer", "Face Mask"];

/** A deterministic stack of n real products: labels cycle through a sensible routine, rows advance. */
function stack(n: number): EngineInput {
  const taken = new Map<string, number>();
  const pick = (label: string) => {
    const list = byLabel.get(label) ?? [];
    const k = taken.get(label) ?? 0;
    taken.set(label, k + 1);
    return routineProductFromRow(list[(k * 37 + 11) % list.length]);
  };
  const morningCount = Math.ceil(n / 2);
  return {
    goal: "anti-aging",
    secondaryGoals: ["hydration", "even-tone"],
    skinType: "sensitive",
    skinFeeling: "My skin feels tight after cleansing and a bit red around the nose; some breakouts on the chin, not oily.",
    profile: { sensitivities: ["fragrance"], ageBracket: "30-39", primaryConcern: "fine-lines" },
    morningProducts: Array.from({ length: morningCount }, (_, i) => pick(MORNING_LABELS[i % MORNING_LABELS.length])),
    nightProducts: Array.from({ length: n - morningCount }, (_, i) => pick(NIGHT_LABELS[i % NIGHT_LABELS.length])),
  };
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

for (const n of [4, 10, 25]) {
  const input = stack(n);
  for (let i = 0; i < 300; i++) evaluate(input, catalog);
  const runs = n === 25 ? 1000 : 2000;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(time(() => evaluate(input, catalog)));
  const s = summarize(samples);
  report(`engine.evaluate.${n}`, "ms", s.median, { p95: s.p95, runs: s.runs, products: n, catalogue: catalog.length });
}

for (const cold of [false, true]) {
  const input = stack(10);
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) {
    if (cold) resetEngineCaches();
    const fresh = catalog.map((c) => ({ ...c, ingredientKeys: [...c.ingredientKeys] }));
    samples.push(time(() => evaluate(input, fresh)));
  }
  const s = summarize(samples);
  const name = cold ? "engine.evaluate.10.cold" : "engine.evaluate.10.new-catalogue-array";
  report(name, "ms", s.median, { p95: s.p95, runs: s.runs, products: 10, catalogue: catalog.length });
}
