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
}

const CHILD = `
import fs from "node:fs";
const dir = process.argv[2];
const input = JSON.parse(fs.readFileSync(dir + "/input.json", "utf8"));
const catalog = JSON.parse(fs.readFileSync(dir + "/catalogue.json", "utf8"));
let t = performance.now();
const engine = await import(dir + "/engine.mjs");
const importMs = performance.now() - t;
t = performance.now();
engine.evaluate(input, catalog);
const firstMs = performance.now() - t;
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

function coldStart(dir: string): ColdStart {
  const child = spawnSync(process.execPath, [path.join(dir, "child.mjs"), dir], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(`cold-start run failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as ColdStart;
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
