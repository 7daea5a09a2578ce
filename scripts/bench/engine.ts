/**
 * Benchmark of the deterministic evaluation engine (core/evaluation): stacks of 4, 10 and 25 real
 * products from the shared Sephora catalogue, with a candidate catalogue made from the same file.
 *
 *   npm run bench -- engine          (ENGINE_COLD_RUNS=25, ENGINE_COLD_BASELINE=/other/checkout)
 *
 * Prints one JSON line per measurement: engine.evaluate.{4,10,25} (warm: the module-level memo
 * tables hold the ingredient facts, parsed lists and the analysed catalogue, as in a long-lived
 * Worker isolate; coded and rendered in English) and engine.evaluateRoutine.{4,10,25} (coded only,
 * what the queue consumer stores); engine.render.10.{en,es,fr,de} (the stored evaluation rendered by
 * the app's translator, as a results page does on each view); engine.evaluate.10.new-catalogue-array (a fresh copy of the catalogue array
 * before each run, as when the api refreshes its cached catalogue: the per-array index and candidate
 * lists are rebuilt, per-product analysis is reused by id); engine.evaluate.10.caches-reset (every
 * memo table emptied as well in this warm process: parsing, knowledge-base lookups and candidate
 * analysis are paid again, but with compiled code); engine.evaluate.10.cold, engine.cold.module-load
 * and engine.evaluate.10.cold.second (a new isolate per run: scripts/bench/engine-cold.ts; with
 * ENGINE_COLD_BASELINE, the same for that checkout's engine, alternated, and the speedup);
 * engine.evaluateRoutine.10.cold (the coded evaluation the queue consumer runs, in a new isolate);
 * with ENGINE_COLD_CALLGRIND=1, engine.cold.instructions.* (callgrind counts, repeatable under load).
 */
import { candidatesFromRows, evaluate, evaluateRoutine, resetEngineCaches, routineProductFromRow, type EngineInput } from "../../core/evaluation/index";
import { renderEvaluation } from "../../core/evaluation/render";
import { createTranslator, type Catalogue, type MessageKey } from "../../core/i18n/translator";
import fs from "node:fs";
import { realCatalogRecords } from "../../tests/helpers/shared-data";
import { report, summarize } from "./stats";
import { countColdInstructions, measureColdStarts } from "./engine-cold";
import os from "node:os";

const rows = realCatalogRecords();
const catalog = candidatesFromRows(rows);

const byLabel = new Map<string, Record<string, string>[]>();
for (const r of rows) byLabel.set(r.Label, [...(byLabel.get(r.Label) ?? []), r]);

const MORNING_LABELS = ["Cleanser", "Treatment", "Moisturizer", "Sun protect", "Eye cream", "Treatment"];
const NIGHT_LABELS = ["Cleanser", "Treatment", "Treatment", "Eye cream", "Moisturizer", "Face Mask"];

/** A deterministic stack of n real products: labels cycle through a sensible routine, rows advance. */
function routine(n: number): EngineInput {
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

/** Median and p95 of `runs` calls after 300 to warm up. */
function warm(fn: () => unknown, runs: number) {
  for (let i = 0; i < 300; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(time(fn));
  return summarize(samples);
}

for (const n of [4, 10, 25]) {
  const input = routine(n);
  const runs = n === 25 ? 1000 : 2000;
  const s = warm(() => evaluate(input, catalog), runs);
  report(`engine.evaluate.${n}`, "ms", s.median, { p95: s.p95, runs: s.runs, products: n, catalogue: catalog.length, what: "coded, then rendered in English" });
  const coded = warm(() => evaluateRoutine(input, catalog), runs);
  report(`engine.evaluateRoutine.${n}`, "ms", coded.median, { p95: coded.p95, runs: coded.runs, products: n, catalogue: catalog.length, what: "the coded evaluation the queue consumer stores" });
}

{
  // What a results page does with the stored evaluation on each view: render it in the reader's language.
  const coded = evaluateRoutine(routine(10), catalog);
  const messages = (language: string) => JSON.parse(fs.readFileSync(new URL(`../../core/i18n/messages/${language}.json`, import.meta.url), "utf8")) as Catalogue;
  const english = messages("en");
  for (const language of ["en", "es", "fr", "de"]) {
    const tr = createTranslator(language, language === "en" ? english : messages(language), english);
    // As app/utils/evaluation-text.ts hands the app's translator to the renderer.
    const t = Object.assign((key: string, values?: Record<string, string | number>) => tr(key as MessageKey, values), { language });
    const s = warm(() => renderEvaluation(coded, t), 2000);
    report(`engine.render.10.${language}`, "ms", s.median, { p95: s.p95, runs: s.runs, products: 10, what: "a stored evaluation rendered by the app's translator" });
  }
}

{
  const input = routine(10);
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) {
    const fresh = catalog.map((c) => ({ ...c, ingredientKeys: [...c.ingredientKeys] }));
    samples.push(time(() => evaluate(input, fresh)));
  }
  const s = summarize(samples);
  report("engine.evaluate.10.new-catalogue-array", "ms", s.median, { p95: s.p95, runs: s.runs, products: 10, catalogue: catalog.length });
}

{
  // In this warm process with the memo tables emptied: the old measure of "cold", kept for comparison.
  const input = routine(10);
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) {
    resetEngineCaches();
    const fresh = catalog.map((c) => ({ ...c, ingredientKeys: [...c.ingredientKeys] }));
    samples.push(time(() => evaluate(input, fresh)));
  }
  const s = summarize(samples);
  report("engine.evaluate.10.caches-reset", "ms", s.median, { p95: s.p95, runs: s.runs, products: 10, catalogue: catalog.length });
}

{
  const runs = Number(process.env.ENGINE_COLD_RUNS ?? 25);
  const baselineCheckout = process.env.ENGINE_COLD_BASELINE;
  const cold = await measureColdStarts(routine(10), catalog, runs, baselineCheckout);
  const extra = { runs, products: 10, catalogue: catalog.length, isolate: "a new node process per run, the engine bundled by esbuild as the Worker's is" };
  const load = os.loadavg()[0];
  const first = summarize(cold.current.map((c) => c.firstMs));
  report("engine.evaluate.10.cold", "ms", first.median, { ...extra, p95: first.p95, loadAverage1m: load });
  const moduleLoad = summarize(cold.current.map((c) => c.importMs));
  report("engine.cold.module-load", "ms", moduleLoad.median, { ...extra, p95: moduleLoad.p95 });
  const second = summarize(cold.current.map((c) => c.secondMs));
  report("engine.evaluate.10.cold.second", "ms", second.median, { ...extra, p95: second.p95 });
  const coded = summarize(cold.current.map((c) => c.codedMs));
  report("engine.evaluateRoutine.10.cold", "ms", coded.median, { ...extra, p95: coded.p95, what: "the coded evaluation the queue consumer stores, not rendered" });
  if (process.env.ENGINE_COLD_CALLGRIND === "1") {
    const counted = await countColdInstructions(routine(10), catalog);
    const how = { products: 10, catalogue: catalog.length, how: "callgrind, node --single-threaded --hash-seed=1 --random-seed=1, difference of two processes" };
    report("engine.cold.instructions.module-load", "instructions", counted.moduleLoad, how);
    report("engine.cold.instructions.evaluate", "instructions", counted.firstEvaluate, how);
    report("engine.cold.instructions.evaluateRoutine", "instructions", counted.firstEvaluateRoutine, how);
  }
  if (baselineCheckout) {
    const before = summarize(cold.baseline.map((c) => c.firstMs));
    const beforeLoad = summarize(cold.baseline.map((c) => c.importMs));
    const pairs = summarize(cold.current.map((c, i) => cold.baseline[i].firstMs / c.firstMs));
    report("engine.evaluate.10.cold.baseline", "ms", before.median, { ...extra, baseline: baselineCheckout, p95: before.p95, alternated: true });
    report("engine.cold.module-load.baseline", "ms", beforeLoad.median, { ...extra, baseline: baselineCheckout, p95: beforeLoad.p95 });
    report("engine.evaluate.10.cold.speedup", "ratio", before.median / first.median, { pairedMedian: pairs.median, runs });
  }
}
