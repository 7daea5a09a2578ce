/**
 * Serves the label reader's files from our own origin (ADR 0013): tesseract.js's worker, its LSTM
 * WASM cores and the English traineddata (gzip) go to build/client/<OCR_ASSETS_DIR> under fixed
 * names, because the worker builds their URLs from a directory (corePath, langPath) and so cannot
 * use Vite's hashed names. The dev server serves the same paths from node_modules.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { OCR_ASSETS_DIR, OCR_CORES, OCR_VERSIONS } from "../../app/components/routine/ocr-assets";

const require = createRequire(import.meta.url);

function packageDir(name: string, from?: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, from ? { paths: [from] } : undefined));
}

/** The files to serve, by name, with the path each is read from. */
export function ocrAssetFiles(): Map<string, string> {
  const tesseract = packageDir("tesseract.js");
  const core = packageDir("tesseract.js-core", tesseract);
  const eng = packageDir("@tesseract.js-data/eng");
  const installed = {
    tesseract: JSON.parse(fs.readFileSync(path.join(tesseract, "package.json"), "utf8")).version,
    core: JSON.parse(fs.readFileSync(path.join(core, "package.json"), "utf8")).version,
    eng: JSON.parse(fs.readFileSync(path.join(eng, "package.json"), "utf8")).version,
  };
  for (const key of Object.keys(OCR_VERSIONS) as (keyof typeof OCR_VERSIONS)[]) {
    if (installed[key] !== OCR_VERSIONS[key]) throw new Error(`OCR assets: ${key} ${installed[key]} is installed but app/components/routine/ocr-assets.ts says ${OCR_VERSIONS[key]}`);
  }
  const files = new Map<string, string>([["worker.min.js", path.join(tesseract, "dist/worker.min.js")]]);
  for (const name of OCR_CORES) files.set(name, path.join(core, name));
  files.set("eng.traineddata.gz", path.join(eng, "4.0.0_best_int/eng.traineddata.gz"));
  return files;
}

export function ocrAssets(): Plugin {
  let ssr = false;
  return {
    name: "skinstack-ocr-assets",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const files = ocrAssetFiles();
      server.middlewares.use(`/${OCR_ASSETS_DIR}`, (req, res, next) => {
        const file = files.get((req.url ?? "").replace(/^\//, "").split("?")[0]);
        if (!file) return next();
        res.setHeader("Content-Type", file.endsWith(".js") ? "text/javascript" : "application/octet-stream");
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const [name, file] of ocrAssetFiles()) {
        this.emitFile({ type: "asset", fileName: `${OCR_ASSETS_DIR}/${name}`, source: fs.readFileSync(file) });
      }
    },
  };
}
