/**
 * The message catalogues in the browser (ADR 0048): catalogues.ts's exports, but holding only the
 * catalogues this page has fetched, so a page downloads its own language (55-65 KB gzip) rather
 * than all of them, precompiled by the build (ADR 0079). vite.config.ts puts this module in
 * catalogues.ts's place in the browser's build only. The page's catalogue is fetched before
 * hydration (entry.client.tsx) and before the root's data changes language (root.tsx's
 * clientLoader), so translator() stays synchronous for components. The languages are still the
 * files in ./messages (their URLs).
 */
import { CATALOGUE_URLS } from "./catalogue-urls";
import { languagesOf } from "./catalogue-files";
import { DEFAULT_LANGUAGE } from "./negotiate";
import { createTranslator, type MessageKey, type PrecompiledCatalogue, type Translator } from "./translator";
import type * as Everywhere from "./catalogues";

export type { Catalogue, MessageKey, MessageValues, Translator } from "./translator";
export { languageName } from "./catalogue-files";

export const LANGUAGES: readonly string[] = languagesOf(CATALOGUE_URLS);

export function isSupportedLanguage(value: unknown): value is string {
  return typeof value === "string" && Object.hasOwn(CATALOGUE_URLS, value);
}

const loaded = new Map<string, PrecompiledCatalogue>();
const loading = new Map<string, Promise<void>>();
/** Languages whose texts are English for now, their own catalogue having failed to load. */
const standIns = new Set<string>();
const translators = new Map<string, Translator>();

const supported = (language: string) => (isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE);

/** Fetches `language`'s catalogue once (the page preloads it); resolves when translator() can use it. */
export function loadCatalogue(language: string): Promise<void> {
  const lang = supported(language);
  if (loaded.has(lang) && !standIns.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetch(CATALOGUE_URLS[lang]!)
      .then((res) => {
        if (!res.ok) throw new Error(`The ${lang} catalogue answered ${res.status}`);
        return res.json() as Promise<PrecompiledCatalogue>;
      })
      .then((catalogue) => {
        loaded.set(lang, catalogue);
        standIns.delete(lang);
        translators.delete(lang);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * The catalogue a page hydrates with, so that a failed fetch (offline, a 5xx) never leaves the page
 * without its scripts: the page's own, tried twice; else English standing in for it (logged), which
 * React's hydration then renders over the server's text; it rejects only when neither can be had.
 * Resolves with the language whose texts the page will show. A later loadCatalogue of the page's
 * language (a switch back to it) fetches its own catalogue again.
 */
export async function loadPageCatalogue(language: string, warn: (message: string) => void = console.warn): Promise<string> {
  const lang = supported(language);
  let error: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await loadCatalogue(lang);
      return lang;
    } catch (e) {
      error = e;
    }
  }
  if (lang === DEFAULT_LANGUAGE) throw error;
  await loadCatalogue(DEFAULT_LANGUAGE);
  loaded.set(lang, loaded.get(DEFAULT_LANGUAGE)!);
  standIns.add(lang);
  translators.delete(lang);
  warn(`The ${lang} messages could not be loaded (${String(error)}): the page shows English until they can be.`);
  return DEFAULT_LANGUAGE;
}

/** Every catalogue has every English key (catalogues.test.ts): any loaded one answers. */
export function isMessageKey(key: string): key is MessageKey {
  const [catalogue] = loaded.values();
  return catalogue !== undefined && Object.hasOwn(catalogue, key);
}


/**
 * The translator of a loaded language (English for a language without a catalogue). Its own
 * catalogue is its fallback: the tests forbid a key missing in any language, so the server's
 * English fallback never differs from it.
 */
export function translator(language: string): Translator {
  const lang = supported(language);
  let t = translators.get(lang);
  if (!t) {
    const catalogue = loaded.get(lang);
    if (!catalogue) throw new Error(`The ${lang} catalogue was not loaded: await loadCatalogue("${lang}") first`);
    t = createTranslator(lang, catalogue, catalogue);
    translators.set(lang, t);
  }
  return t;
}

/** What the app imports from catalogues.ts, this module has too, with the same types. */
({ LANGUAGES, isSupportedLanguage, loadCatalogue, loadPageCatalogue, isMessageKey, translator }) satisfies Pick<
  typeof Everywhere,
  "LANGUAGES" | "isSupportedLanguage" | "loadCatalogue" | "loadPageCatalogue" | "isMessageKey" | "translator"
>;
