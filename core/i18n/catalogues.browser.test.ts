import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_URLS } from "./catalogue-urls";
import * as browser from "./catalogues.browser";
import { CATALOGUES, LANGUAGES } from "./catalogues";

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers each catalogue URL with that catalogue, counting the calls. */
function serveCatalogues() {
  const byUrl = new Map(Object.entries(CATALOGUE_URLS).map(([language, url]) => [url, CATALOGUES[language]]));
  const fetch = vi.fn(async (url: string) => {
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
});
