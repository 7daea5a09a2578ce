/**
 * The browser's catalogues in the build:
 * - the browser imports core/i18n/catalogues.browser.ts wherever the code imports
 *   core/i18n/catalogues.ts (ADR 0048): the server keeps every catalogue in its bundle, the browser
 *   fetches only the page's. Same exports, so the app's code and its types name one module;
 * - in a production build, each catalogue's URL (`./messages/xx.json?url`) is a precompiled copy
 *   (core/i18n/precompile.ts, ADR 0079), in both builds so that they name the same file, and the
 *   browser's build takes ICU's parser out (FormatJS's `no-parser` entry: the same exports, a
 *   `parse` that throws), as no message is left for it to parse: a browser module that imports a
 *   catalogue itself gets it precompiled as well. `vite dev` serves the catalogues as written and
 *   keeps the parser.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { precompileCatalogue } from "../../core/i18n/precompile";

const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../core/i18n");
const EVERY_CATALOGUE = path.join(i18n, "catalogues.ts");
const PAGE_CATALOGUE = path.join(i18n, "catalogues.browser.ts");
const CATALOGUE = /^(.*\/core\/i18n\/messages\/([^/]+)\.json)(\?url)?$/;
const ICU_PARSER = "@formatjs/icu-messageformat-parser";

export function browserCatalogues(): Plugin {
  let building = false;
  let base = "/";
  const emitted = new Set<string>();
  return {
    name: "skinstack:browser-catalogues",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
      base = config.base;
    },
    async resolveId(source, importer, options) {
      if (options?.ssr) return null;
      if (building && source === ICU_PARSER) return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      if (!/(^|\/)catalogues(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === EVERY_CATALOGUE ? PAGE_CATALOGUE : null;
    },
    async load(id, options) {
      const match = building ? CATALOGUE.exec(id) : null;
      if (!match) return null;
      const [, file, language, url] = match;
      if (!url && options?.ssr) return null;
      const catalogue = JSON.parse(await readFile(file!, "utf8")) as Record<string, string>;
      const precompiled = JSON.stringify(precompileCatalogue(language!, catalogue));
      // A module importing a catalogue itself (the advanced analysis's English texts) gets it precompiled too, as JSON for Vite's JSON plugin.
      if (!url) return precompiled;
      const reference = this.emitFile({ type: "asset", name: `${language}.json`, source: precompiled });
      emitted.add(reference);
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    resolveFileUrl({ referenceId, fileName }) {
      return emitted.has(referenceId) ? JSON.stringify(base + fileName) : null;
    },
  };
}
