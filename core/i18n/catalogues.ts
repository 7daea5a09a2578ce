/**
 * The message catalogues (ADR 0042): one JSON file per language in ./messages, named by its
 * language tag, holding ICU MessageFormat strings formatted by intl-messageformat. The list of
 * languages IS the list of files (Vite's import.meta.glob, resolved at build time): adding
 * `messages/it.json` adds Italian everywhere (negotiation, switcher, hreflang). English is the
 * reference every other catalogue must match key for key and argument for argument
 * (catalogues.test.ts).
 */
import { createTranslator, type Catalogue, type Translator } from "./translator";
import { DEFAULT_LANGUAGE } from "./negotiate";

export type { Catalogue, MessageKey, MessageValues, Translator } from "./translator";
import type { MessageKey } from "./translator";

const files = import.meta.glob<Catalogue>("./messages/*.json", { eager: true, import: "default" });

export const CATALOGUES: Readonly<Record<string, Catalogue>> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.replace(/^.*\/([^/]+)\.json$/, "$1"), messages]),
);

/** Every language with a catalogue, English first. */
export const LANGUAGES: readonly string[] = Object.keys(CATALOGUES).sort((a, b) =>
  a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b),
);

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUES[DEFAULT_LANGUAGE] ?? {}, key);
}

export function isSupportedLanguage(value: unknown): value is string {
  return typeof value === "string" && Object.hasOwn(CATALOGUES, value);
}

/** A language's name in that language, as the switcher lists it ("Français", "Deutsch"). */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
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
