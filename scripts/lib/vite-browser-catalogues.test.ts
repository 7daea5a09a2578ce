import path from "node:path";
import { describe, expect, it } from "vitest";
import { browserCatalogues } from "./vite-browser-catalogues";

const i18n = path.resolve(import.meta.dirname, "../../core/i18n");

/** Runs the plugin's resolveId as Vite would, with Vite's own resolution stubbed to `resolvesTo`. */
function resolve(source: string, ssr: boolean, resolvesTo: string) {
  const hook = browserCatalogues().resolveId as (this: unknown, ...args: unknown[]) => Promise<string | null>;
  return hook.call({ resolve: async () => ({ id: resolvesTo }) }, source, "/any/importer.ts", { ssr, isEntry: false, attributes: {} });
}

describe("the browser's build gets the page's catalogue module (ADR 0048)", () => {
  it("swaps catalogues.ts for catalogues.browser.ts in the browser's build only", async () => {
    const everything = path.join(i18n, "catalogues.ts");
    expect(await resolve("@core/i18n/catalogues", false, everything)).toBe(path.join(i18n, "catalogues.browser.ts"));
    expect(await resolve("./catalogues", false, everything)).toBe(path.join(i18n, "catalogues.browser.ts"));
    expect(await resolve("@core/i18n/catalogues", true, everything)).toBeNull();
  });

  it("leaves other modules alone, whatever their name", async () => {
    expect(await resolve("./catalogues", false, "/elsewhere/catalogues.ts")).toBeNull();
    expect(await resolve("@core/i18n/catalogue-urls", false, path.join(i18n, "catalogue-urls.ts"))).toBeNull();
  });
});
