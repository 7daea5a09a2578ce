/**
 * The message catalogues (ADR 0042): one JSON file per language in ./messages, named by its
 * language tag, holding ICU MessageFormat strings formatted by intl-messageformat. The list of
 * languages IS the list of files (Vite's import.meta.glob, resolved at build time): adding
 * `messages/it.json` adds Italian everywhere (negotiation, switcher, hreflang). English is the
 * reference every other catalogue must match key for key and argument for argument
 * (catalogues.test.ts).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type english from "./messages/en.json";
import { DEFAULT_LANGUAGE } from "./negotiate";

export type MessageKey = keyof typeof english;
export type Catalogue = Record<string, string>;
/** An ICU argument's value; rich-text tags (`<b>...</b>`) take a function of their chunks. */
export type MessageValues<T> = Record<string, string | number | Date | ((chunks: (string | T)[]) => T)>;

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

const compiled = new Map<string, IntlMessageFormat>();

function formatter(language: string, key: MessageKey): IntlMessageFormat {
  const id = `${language}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    // A key missing from a catalogue (the tests forbid it) reads in English rather than as its key.
    const source = CATALOGUES[language]?.[key] ?? CATALOGUES[DEFAULT_LANGUAGE]?.[key] ?? key;
    format = new IntlMessageFormat(source, language);
    compiled.set(id, format);
  }
  return format;
}

export interface Translator {
  readonly language: string;
  /** The message as text. */
  (key: MessageKey, values?: MessageValues<string>): string;
  /** The message as parts, for messages with rich-text tags rendered as elements. */
  rich<T>(key: MessageKey, values: MessageValues<T>): (string | T)[];
}

const translators = new Map<string, Translator>();

/** The translator of a language (English for a language without a catalogue). */
export function translator(language: string): Translator {
  const lang = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  let t = translators.get(lang);
  if (!t) {
    const text = (key: MessageKey, values?: MessageValues<string>) => String(formatter(lang, key).format<string>(values));
    const rich = <T,>(key: MessageKey, values: MessageValues<T>) => {
      const result = formatter(lang, key).format<T>(values);
      return Array.isArray(result) ? result : [result];
    };
    t = Object.assign(text, { language: lang, rich });
    translators.set(lang, t);
  }
  return t;
}
