/**
 * Compressed sizes of the two deployables (after `npm run build`) against the Workers limits:
 * 3 MB (free plan) and 10 MB (paid), gzip. The api dry run writes build/api (its --outdir is relative
 * to workers/api/wrangler.toml, hence ../../build/api in package.json).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { OCR_ASSETS_DIR } from "../../app/components/routine/ocr-assets";
import { report } from "./stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MB = 1024 * 1024;

function gzipSizeOfDir(dir: string, ext = ".js", skip?: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (skip && path.join(entry.parentPath, entry.name).startsWith(skip)) continue;
    if (entry.isFile() && entry.name.endsWith(ext)) total += gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name))).length;
  }
  return total;
}

/** Gzip bytes of the files in build/client/assets whose names match. */
function gzipSizeOfAssets(pattern: RegExp): number {
  const dir = path.join(root, "build/client/assets");
  return fs
    .readdirSync(dir)
    .filter((name) => pattern.test(name))
    .reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(dir, name))).length, 0);
}

for (const [name, dir] of [
  ["bundle.api_worker", "build/api"],
  ["bundle.pages_functions", "build/functions"],
] as const) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) throw new Error(`${dir} is missing: run npm run build first`);
  const bytes = gzipSizeOfDir(full);
  if (bytes === 0) throw new Error(`${dir} holds no JavaScript: run npm run build first`);
  report(`${name}.gzip`, "bytes", bytes, { mb: bytes / MB, freePlanLimitMb: 3, paidPlanLimitMb: 10, shareOfFreeLimit: bytes / (3 * MB) });
}
const ocrDir = path.join(root, "build/client", OCR_ASSETS_DIR);
const clientJs = gzipSizeOfDir(path.join(root, "build/client/assets"), ".js", ocrDir);
report("bundle.web_client_js_total.gzip", "bytes", clientJs, { note: "all route chunks together, the readers' chunks included; each page loads only its own" });

// The readers (ADR 0013), fetched only when the user scans or picks a label photo.
const barcode = gzipSizeOfAssets(/^(barcode-decoder\.client-.*\.js|zxing_reader-.*\.wasm)$/);
report("bundle.barcode_reader_on_demand.gzip", "bytes", barcode, { note: "decoder chunk + zxing_reader.wasm, only where the browser has no BarcodeDetector" });
const ocrFile = (name: string) => gzipSync(fs.readFileSync(path.join(ocrDir, name))).length;
const ocr = gzipSizeOfAssets(/^label-ocr\.client-.*\.js$/) + ocrFile("worker.min.js") + ocrFile("tesseract-core-simd-lstm.wasm.js") + fs.statSync(path.join(ocrDir, "eng.traineddata.gz")).size;
report("bundle.label_reader_on_demand.gzip", "bytes", ocr, { note: "OCR chunk + worker + one core (SIMD) + eng.traineddata.gz, on the first label photo" });
