/**
 * Compressed sizes of the two deployables (after `npm run build`) against the Workers limits:
 * 3 MB (free plan) and 10 MB (paid), gzip. The api dry run writes build/api (its --outdir is relative
 * to workers/api/wrangler.toml, hence ../../build/api in package.json).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { report } from "./stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MB = 1024 * 1024;

function gzipSizeOfDir(dir: string, ext = ".js"): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(ext)) total += gzipSync(fs.readFileSync(path.join(entry.parentPath, entry.name))).length;
  }
  return total;
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
const clientJs = gzipSizeOfDir(path.join(root, "build/client/assets"));
report("bundle.web_client_js_total.gzip", "bytes", clientJs, { note: "all route chunks together; each page loads only its own" });
