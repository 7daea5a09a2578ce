/**
 * The message catalogues (ADR 0042): one JSON file per language in ./messages, named by its
 * language tag, holding ICU MessageFormat strings formatted by intl-messageformat. The list of
 * languages IS the list of files (Vite's import.meta.glob, resolved at build time): adding
 * `messages/it.json` adds Italian everywhere (negotiation, switcher, hreflang). English is the
 * reference every other catalogue must match key for key and argument for argument
 * (catalogues.test.ts).
 *
 * This module holds every catalogue: the server renders any language and the tests read them all.
 * The browser's build gets catalogues.browser.ts in its place (vite.config.ts, ADR 0048), with the
 * same exports but only the page's catalogue.
 */
import { createTranslator, type Catalogue, type Translator } from "./translator";
import { DEFAULT_LANGUAGE } from "./negotiate";
import { languageOfFile, languagesOf } from "./catalogue-files";

export type { Catalogue, MessageKey, MessageValues, Translator } from "./translator";
export { languageName } from "./catalogue-files";
import type { MessageKey } from "./translator";

const files = import.meta.glob<Catalogue>("./messages/*.json", { eager: true, import: "default" });

export const CATALOGUES: Readonly<Record<string, Catalogue>> = Object.fromEntries(
  Object.entries(files).map(([file, messages]) => [languageOfFile(file), messages]),
);

/** Every language with a catalogue, English first. */
export const LANGUAGES: readonly string[] = languagesOf(files);

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUES[DEFAULT_LANGUAGE] ?? {}, key);
}

export function isSupportedLanguage(value: unknown): value is string {
  return typeof value === "string" && Object.hasOwn(CATALOGUES, value);
}

/** Resolves once `language`'s catalogue can be used: at once here, where every catalogue is. */
export function loadCatalogue(_language: string): Promise<void> {
  return Promise.resolve();
}

/** The catalogue a page hydrates with (catalogues.browser.ts): here always the page's own. */
export function loadPageCatalogue(language: string): Promise<string> {
  return Promise.resolve(isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE);
}

const translators = new Map<string, Translator>();

/** The translator of a language (English for a language without a catalogue). */
export function translator(language: string): Translator {
  const lang = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, CATALOGUES[lang] ?? {}, CATALOGUES[DEFAULT_LANGUAGE] ?? {});
    translators.set(lang, t);
  }
  return t;
}
