/**
 * The browser's build imports core/i18n/catalogues.browser.ts wherever the code imports
 * core/i18n/catalogues.ts (ADR 0048): the server keeps every catalogue in its bundle, the browser
 * fetches only the page's. Same exports, so the app's code and its types name one module.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../core/i18n");
const EVERY_CATALOGUE = path.join(i18n, "catalogues.ts");
const PAGE_CATALOGUE = path.join(i18n, "catalogues.browser.ts");

export function browserCatalogues(): Plugin {
  return {
    name: "skinstack:browser-catalogues",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options?.ssr || !/(^|\/)catalogues(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === EVERY_CATALOGUE ? PAGE_CATALOGUE : null;
    },
  };
}
