/**
 * The translator of one language over its catalogue and the English one (ADR 0042): the one place
 * messages are compiled and formatted, whichever way the catalogues were loaded (Vite's
 * import.meta.glob in catalogues.ts, a template import in has-catalogue.ts for the api Worker).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type english from "./messages/en.json";

export type MessageKey = keyof typeof english;
export type Catalogue = Record<string, string>;
/** An ICU argument's value; rich-text tags (`<b>...</b>`) take a function of their chunks. */
export type MessageValues<T> = Record<string, string | number | Date | ((chunks: (string | T)[]) => T)>;

export interface Translator {
  readonly language: string;
  /** The message as text. */
  (key: MessageKey, values?: MessageValues<string>): string;
  /** The message as parts, for messages with rich-text tags rendered as elements. */
  rich<T>(key: MessageKey, values: MessageValues<T>): (string | T)[];
}

/**
 * A message with no ICU syntax formats to itself, so it needs no IntlMessageFormat (whose
 * constructor resolves the locale and parses; on a page's first render in the browser that was
 * most of the translation work, and four in five messages are plain). Without braces or tags the
 * only syntax left is a doubled apostrophe (one apostrophe); a lone apostrophe is literal.
 */
export function isPlainMessage(source: string): boolean {
  return !/[{}<>]/.test(source) && !source.includes("''");
}

/** A translator of `language`; a key its catalogue lacks (the tests forbid it) reads in English rather than as its key. */
export function createTranslator(language: string, catalogue: Catalogue, reference: Catalogue): Translator {
  // Messages are parsed once per key, on first use; a plain message is its own text.
  const compiled = new Map<string, IntlMessageFormat | string>();
  const formatter = (key: MessageKey) => {
    let format = compiled.get(key);
    if (format === undefined) {
      const source = (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined) ?? reference[key] ?? key;
      format = isPlainMessage(source) ? source : new IntlMessageFormat(source, language);
      compiled.set(key, format);
    }
    return format;
  };
  const text = (key: MessageKey, values?: MessageValues<string>) => {
    const format = formatter(key);
    return typeof format === "string" ? format : String(format.format<string>(values));
  };
  const rich = <T,>(key: MessageKey, values: MessageValues<T>) => {
    const format = formatter(key);
    if (typeof format === "string") return [format];
    const result = format.format<T>(values);
    return Array.isArray(result) ? result : [result];
  };
  return Object.assign(text, { language, rich });
}
