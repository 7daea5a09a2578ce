/**
 * The evaluation engine's cold start as a Worker isolate meets it: the engine is bundled by esbuild
 * into one ES module (as wrangler bundles the api Worker), and each run is a new node process (a
 * new V8 isolate: no compiled code, no module state, no memo tables) that loads the module, reads
 * the catalogue as the queue consumer gets it from the database (plain objects from JSON), and
 * times its first evaluation, then a second one of the same input.
 *
 * `ENGINE_COLD_BASELINE=/path/to/another/checkout` bundles that checkout's engine too and alternates
 * the two, run by run, so that both meet the same load on a shared machine (before/after figures).
 * Each engine's catalogue carries each product's compact analysis made by that checkout's own
 * engine, as its database would store it (ADR 0050, 0052); a baseline without compact analyses gets
 * the plain catalogue.
 *
 * Each run also starts one more process for `evaluateRoutine` alone (the coded evaluation the api's queue
 * consumer runs and stores; `evaluate` renders it in English as well, which the consumer never does).
 * `ENGINE_COLD_CALLGRIND=1` counts the instructions instead (valgrind's callgrind, one V8 thread and fixed
 * seeds, so the count repeats under any load; ADR 0059, ADR 0066): loading the module, the first `evaluate`
 * and the first `evaluateRoutine`, each the difference between two processes.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { CatalogCandidate, EngineInput } from "../../core/evaluation/index";
import { computeCandidateAnalysis } from "../../core/evaluation/candidate-analysis";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ColdStart {
  /** Loading (parsing and running) the bundled engine module. */
  importMs: number;
  /** The first evaluation in the new isolate. */
  firstMs: number;
  /** The same evaluation again in that isolate. */
  secondMs: number;
  /** The first `evaluateRoutine` (coded, not rendered) in another new isolate. */
  codedMs: number;
}

/** What the child does after reading its input: stop, load the engine, or load it and evaluate. */
type ChildMode = "read" | "load" | "evaluate" | "coded" | "time";

const CHILD = `
import fs from "node:fs";
const dir = process.argv[2];
const mode = process.argv[3];
const input = JSON.parse(fs.readFileSync(dir + "/input.json", "utf8"));
const catalog = JSON.parse(fs.readFileSync(dir + "/catalogue.json", "utf8"));
if (mode === "read") process.exit(0);
let t = performance.now();
const engine = await import(dir + "/engine.mjs");
const importMs = performance.now() - t;
if (mode === "load") process.exit(0);
const first = mode === "coded" ? engine.evaluateRoutine : engine.evaluate;
t = performance.now();
first(input, catalog);
const firstMs = performance.now() - t;
if (mode !== "time") process.stdout.write(JSON.stringify({ firstMs }));
if (mode !== "time") process.exit(0);
t = performance.now();
engine.evaluate(input, catalog);
const secondMs = performance.now() - t;
process.stdout.write(JSON.stringify({ importMs, firstMs, secondMs }));
`;

async function bundleEngine(checkout: string, dir: string, input: EngineInput, catalog: readonly CatalogCandidate[]) {
  fs.mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(checkout, "core/evaluation/index.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    minify: true,
    outfile: path.join(dir, "engine.mjs"),
    logLevel: "error",
  });
  fs.writeFileSync(path.join(dir, "input.json"), JSON.stringify(input));
  fs.writeFileSync(path.join(dir, "catalogue.json"), JSON.stringify(catalog));
  fs.writeFileSync(path.join(dir, "child.mjs"), CHILD);
}

function runChild(dir: string, mode: ChildMode): string {
  const child = spawnSync(process.execPath, [path.join(dir, "child.mjs"), dir, mode], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(`cold-start run failed: ${child.stderr}`);
  return child.stdout;
}

function coldStart(dir: string): ColdStart {
  const timed = JSON.parse(runChild(dir, "time")) as Omit<ColdStart, "codedMs">;
  const coded = JSON.parse(runChild(dir, "coded")) as { firstMs: number };
  return { ...timed, codedMs: coded.firstMs };
}

/** Instructions one child process executes under callgrind (one V8 thread, fixed seeds: repeatable). */
function instructions(dir: string, mode: ChildMode): number {
  const out = path.join(dir, `callgrind.${mode}.out`);
  const env = { ...process.env };
  // Reading extra certificates at start-up adds instructions that have nothing to do with the engine.
  delete env.NODE_EXTRA_CA_CERTS;
  const args = ["--tool=callgrind", `--callgrind-out-file=${out}`, process.execPath, "--single-threaded", "--hash-seed=1", "--random-seed=1"];
  const child = spawnSync("valgrind", [...args, path.join(dir, "child.mjs"), dir, mode], { encoding: "utf8", env });
  const collected = /Collected : (\d+)/.exec(child.stderr ?? "");
  if (child.status !== 0 || !collected) throw new Error(`callgrind run failed (is valgrind installed?): ${child.stderr ?? child.error}`);
  return Number(collected[1]);
}

export interface ColdInstructions {
  moduleLoad: number;
  firstEvaluate: number;
  firstEvaluateRoutine: number;
}

/** Instructions of loading the engine and of each first evaluation, each the difference between two processes. */
export async function countColdInstructions(input: EngineInput, catalog: readonly CatalogCandidate[]): Promise<ColdInstructions> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-callgrind-"));
  try {
    await bundleEngine(root, dir, input, catalog.map((c) => ({ ...c, analysis: computeCandidateAnalysis(c) })));
    const [read, load, evaluate, coded] = (["read", "load", "evaluate", "coded"] as const).map((mode) => instructions(dir, mode));
    return { moduleLoad: load - read, firstEvaluate: evaluate - load, firstEvaluateRoutine: coded - load };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The catalogue with the compact analyses another checkout's engine stores, when it has them. */
async function analysedBy(checkout: string, catalog: readonly CatalogCandidate[]): Promise<readonly CatalogCandidate[]> {
  const file = path.join(checkout, "core/evaluation/candidate-analysis.ts");
  if (!fs.existsSync(file)) return catalog;
  const mod = (await import(pathToFileURL(file).href)) as { computeCandidateAnalysis: (c: CatalogCandidate) => unknown };
  return catalog.map((c) => ({ ...c, analysis: mod.computeCandidateAnalysis(c) }) as CatalogCandidate);
}

/**
 * `runs` cold starts of this checkout's engine, one new process each, one after another; with a
 * baseline checkout, as many of its engine, alternating with them.
 */
export async function measureColdStarts(
  input: EngineInput,
  catalog: readonly CatalogCandidate[],
  runs: number,
  baseline?: string,
): Promise<{ current: ColdStart[]; baseline: ColdStart[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-cold-"));
  try {
    const analysed = catalog.map((c) => ({ ...c, analysis: computeCandidateAnalysis(c) }));
    await bundleEngine(root, path.join(dir, "current"), input, analysed);
    if (baseline) await bundleEngine(path.resolve(baseline), path.join(dir, "baseline"), input, await analysedBy(path.resolve(baseline), catalog));
    const out = { current: [] as ColdStart[], baseline: [] as ColdStart[] };
    for (let i = 0; i < runs; i++) {
      out.current.push(coldStart(path.join(dir, "current")));
      if (baseline) out.baseline.push(coldStart(path.join(dir, "baseline")));
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
