import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_URLS } from "./catalogue-urls";
import * as browser from "./catalogues.browser";
import { CATALOGUES, LANGUAGES, translator } from "./catalogues";
import { precompileCatalogue } from "./precompile";

afterEach(() => vi.unstubAllGlobals());

/**
 * A fetch that answers each catalogue URL with that catalogue, precompiled as the build serves it
 * (ADR 0079), counting the calls; `failing` URLs fail that many times first.
 */
function serveCatalogues(failing: Record<string, number | "always"> = {}) {
  const byUrl = new Map(Object.entries(CATALOGUE_URLS).map(([language, url]) => [url, precompileCatalogue(language, CATALOGUES[language]!)]));
  const fetch = vi.fn(async (url: string) => {
    const fails = failing[url];
    if (fails === "always") throw new TypeError("Failed to fetch");
    if (fails) {
      failing[url] = fails - 1;
      return new Response("down", { status: 503 });
    }
    const catalogue = byUrl.get(url);
    return catalogue ? Response.json(catalogue) : new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the browser's catalogues (ADR 0048)", () => {
  it("names the same languages as the files, each with its own URL", () => {
    expect(browser.LANGUAGES).toEqual(LANGUAGES);
    expect(new Set(Object.values(CATALOGUE_URLS)).size).toBe(LANGUAGES.length);
    expect(browser.isSupportedLanguage("fr")).toBe(true);
    expect(browser.isSupportedLanguage("toString")).toBe(false);
  });

  it("translates a language only once its catalogue is fetched, fetching it once", async () => {
    const fetch = serveCatalogues();
    expect(() => browser.translator("de")).toThrow(/not loaded/);
    await Promise.all([browser.loadCatalogue("de"), browser.loadCatalogue("de")]);
    await browser.loadCatalogue("de");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CATALOGUE_URLS.de);
    expect(browser.translator("de")("error.heading")).toBe(CATALOGUES.de["error.heading"]);
    expect(browser.translator("de")("ingredient.index.found", { count: 1234 })).toBe("1.234 Inhaltsstoffe gefunden");
    expect(translator("de")("ingredient.index.found", { count: 1234 })).toBe("1.234 Inhaltsstoffe gefunden");
    expect(browser.isMessageKey("error.heading")).toBe(true);
    expect(browser.isMessageKey("no.such.key")).toBe(false);
    // Only German was fetched: French is still not there.
    expect(() => browser.translator("fr")).toThrow(/not loaded/);
  });

  it("a language without a catalogue is English; a failed fetch can be tried again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 503 })));
    await expect(browser.loadCatalogue("xx")).rejects.toThrow(/en catalogue answered 503/);
    serveCatalogues();
    await browser.loadCatalogue("xx");
    expect(browser.translator("xx").language).toBe("en");
    expect(browser.translator("xx")("error.heading")).toBe(CATALOGUES.en["error.heading"]);
  });

  describe("the page's catalogue before hydration", () => {
    /** The module as a new page has it: nothing loaded yet. */
    const freshModule = async () => {
      vi.resetModules();
      return import("./catalogues.browser");
    };

    it("is fetched again once after a failure, and the page reads in its language", async () => {
      const browser = await freshModule();
      const warn = vi.fn();
      const fetch = serveCatalogues({ [CATALOGUE_URLS.fr!]: 1 });
      await expect(browser.loadPageCatalogue("fr", warn)).resolves.toBe("fr");
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(browser.translator("fr")("error.heading")).toBe(CATALOGUES.fr["error.heading"]);
      expect(warn).not.toHaveBeenCalled();
    });

    it("that cannot be fetched is stood in for by English, with a warning, until it can be", async () => {
      const browser = await freshModule();
      const warn = vi.fn();
      const fetch = serveCatalogues({ [CATALOGUE_URLS.es!]: "always" });
      await expect(browser.loadPageCatalogue("es", warn)).resolves.toBe("en");
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([CATALOGUE_URLS.es, CATALOGUE_URLS.es, CATALOGUE_URLS.en]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The es messages could not be loaded .*English/));
      // Components translate synchronously as ever: Spanish reads in English, numbers still the Spanish way.
      const t = browser.translator("es");
      expect(t("error.heading")).toBe(CATALOGUES.en["error.heading"]);
      expect(t.language).toBe("es");
      // Once Spanish answers (a switch back to it), its own texts replace the English ones.
      serveCatalogues();
      await browser.loadCatalogue("es");
      expect(browser.translator("es")("error.heading")).toBe(CATALOGUES.es["error.heading"]);
    });

    it("rejects only when English cannot be fetched either", async () => {
      const browser = await freshModule();
      vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
      await expect(browser.loadPageCatalogue("de", vi.fn())).rejects.toThrow(/Failed to fetch/);
      await expect(browser.loadPageCatalogue("en", vi.fn())).rejects.toThrow(/Failed to fetch/);
    });
  });
});
