/**
 * The translator of one language over its catalogue and the English one (ADR 0042): the one place
 * messages are compiled and formatted, whichever way the catalogues were loaded (Vite's
 * import.meta.glob in catalogues.ts, a template import in has-catalogue.ts for the api Worker).
 */
import { isArgumentElement, isLiteralElement, isNumberElement, parse } from "@formatjs/icu-messageformat-parser";
import { formatToParts, IntlMessageFormat, PART_TYPE, type Formatters } from "intl-messageformat";
import type english from "./messages/en.json";
import { plainDecimal } from "../plural";

export type MessageKey = keyof typeof english;
/** A message parsed into ICU's syntax tree: what the browser's catalogues hold for messages with ICU syntax (ADR 0079). */
export type MessageAst = ReturnType<typeof parse>;
/** Each key's message as written (ICU syntax). */
export type Catalogue = Record<string, string>;
/** A catalogue as the browser downloads it (precompile.ts): a message with ICU syntax as its parsed tree. */
export type PrecompiledCatalogue = Readonly<Record<string, string | MessageAst>>;
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
 * A message with no ICU syntax formats to itself, so it needs no parse (four in five messages are
 * plain). Without braces or tags the only syntax left is a doubled apostrophe (one apostrophe); a
 * lone apostrophe is literal.
 */
export function isPlainMessage(source: string): boolean {
  return !/[{}<>]/.test(source) && !source.includes("''");
}

/** How a message is parsed, the same at build time (precompile.ts) and on first use here. */
export function parseMessage(source: string, locale: Intl.Locale): MessageAst {
  return parse(source, { locale });
}

/**
 * The catalogue's own statement of how its language writes a number, checked against ICU by
 * catalogues.test.ts: the digits (Intl.NumberFormat's `numberingSystem`, "latn" for 0-9) and the
 * decimal separator. The translator writes small numbers itself with them (smallNumbers).
 */
const DIGITS_KEY = "language.digits" satisfies MessageKey;
const DECIMAL_KEY = "language.decimal" satisfies MessageKey;
const LATIN_DIGITS = "latn";

type Parts<T> = ReturnType<typeof formatToParts<T>>;

/** One Intl object per language and options, for every message of a translator. */
function sharedFormatters(decimalSeparator: string | undefined): Formatters {
  const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
    const made = new Map<string, R>();
    return (...args: A) => {
      const id = JSON.stringify(args);
      let value = made.get(id);
      if (value === undefined) made.set(id, (value = make(...args)));
      return value;
    };
  };
  const numberFormat = memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args));
  const smallFirst =
    decimalSeparator === undefined
      ? undefined
      : memo((...args: ConstructorParameters<typeof Intl.NumberFormat>) => smallNumbers(decimalSeparator, () => numberFormat(...args)));
  return {
    // Only the default format (no options: `#` and `{n, number}`) writes small numbers itself.
    getNumberFormat: (...args) => (smallFirst && args[1] === undefined ? smallFirst(...args) : numberFormat(...args)),
    getDateTimeFormat: memo((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
}

/**
 * The default number format of a language with Latin digits: a number from 0 to 999 with at most
 * three decimals is written as its shortest decimal form with the language's separator, which is
 * what ICU writes (no group separator below 1000, no sign, no rounding); anything else goes to
 * Intl.NumberFormat. A new browser page pays 40-60 ms for its first NumberFormat (ICU loading the
 * locale's data), and most pages format only counts and scores (ADR 0077). intl-messageformat
 * calls only `format`.
 */
function smallNumbers(decimalSeparator: string, full: () => Intl.NumberFormat): Intl.NumberFormat {
  const format = (value: number | bigint) => {
    const plain = typeof value === "number" ? plainDecimal(value) : null;
    if (!plain || plain.sign || plain.digits.length > 3) return full().format(value);
    return plain.digits + (plain.decimals && decimalSeparator + plain.decimals);
  };
  return { format } as Pick<Intl.NumberFormat, "format"> as Intl.NumberFormat;
}

/** IntlMessageFormat#format's joining of parts: adjacent text joined, one part as itself. */
function joinParts<T>(parts: Parts<T>): string | T | (string | T)[] {
  if (parts.length === 1) return parts[0].value;
  const result: (string | T)[] = [];
  for (const part of parts) {
    const last = result.length - 1;
    if (last >= 0 && part.type === PART_TYPE.literal && typeof result[last] === "string") result[last] += part.value as string;
    else result.push(part.value);
  }
  return result.length <= 1 ? (result[0] ?? "") : result;
}

/**
 * A message of text and plain arguments only (`{name}`, `{name, number}`), e.g. the list joins
 * "{a}, {b}": its literal texts around its arguments. Most messages with ICU syntax are like this,
 * and a results page formats some 900 of them (ADR 0081).
 */
interface ArgumentsOnly {
  texts: string[];
  names: string[];
  numeric: boolean[];
}

function argumentsOnly(ast: MessageAst): ArgumentsOnly | null {
  const texts = [""];
  const names: string[] = [];
  const numeric: boolean[] = [];
  for (const el of ast) {
    if (isLiteralElement(el)) texts[texts.length - 1] += el.value;
    else if (isArgumentElement(el) || (isNumberElement(el) && !el.style)) {
      names.push(el.value);
      numeric.push(isNumberElement(el));
      texts.push("");
    } else return null;
  }
  return { texts, names, numeric };
}

/**
 * The text formatToParts would join for such a message: each argument in place, a string as it is,
 * a number as String() gives it (a number argument in the language's default number format).
 * Undefined when an argument is missing or is not a string or a number (a rich value): the message
 * then goes through formatToParts, which throws or returns parts as it always did.
 */
function fillArguments<T>(m: ArgumentsOnly, values: MessageValues<T> | undefined, number: () => Intl.NumberFormat): string | undefined {
  let out = m.texts[0];
  for (let i = 0; i < m.names.length; i++) {
    const name = m.names[i];
    if (!values || !(name in values)) return undefined;
    const value = values[name];
    if (typeof value === "number") out += m.numeric[i] ? number().format(value) : String(value);
    else if (typeof value === "string" && !m.numeric[i]) out += value;
    else return undefined;
    out += m.texts[i + 1];
  }
  return out;
}

/** A translator of `language`; a key its catalogue lacks (the tests forbid it) reads in English rather than as its key. */
export function createTranslator(language: string, catalogue: PrecompiledCatalogue, reference: PrecompiledCatalogue): Translator {
  // What `new IntlMessageFormat(source, language).format(values)` gives, without its constructor's
  // per-message Intl objects: the formatters are shared (ADR 0070). The locale is the catalogue's
  // language as an Intl.Locale, made on the first parse: IntlMessageFormat.resolveLocale would call
  // Intl.NumberFormat.supportedLocalesOf, which makes ICU load the number formats' locale data
  // (40-60 ms on a new browser page, ADR 0077) to negotiate a language that needs no negotiating.
  let locale: Intl.Locale | undefined;
  const decimal = Object.hasOwn(catalogue, DECIMAL_KEY) ? catalogue[DECIMAL_KEY] : undefined;
  const latin = Object.hasOwn(catalogue, DIGITS_KEY) && catalogue[DIGITS_KEY] === LATIN_DIGITS && typeof decimal === "string";
  const formatters = sharedFormatters(latin ? decimal : undefined);
  // Messages are parsed once per key, on first use (unless the catalogue came parsed); a plain message is its own text.
  const compiled = new Map<string, { source?: string; ast: MessageAst; simple: ArgumentsOnly | null } | string>();
  const formatter = (key: MessageKey) => {
    let format = compiled.get(key);
    if (format === undefined) {
      const message = (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined) ?? reference[key] ?? key;
      if (typeof message !== "string") format = { ast: message, simple: argumentsOnly(message) };
      else if (isPlainMessage(message)) format = message;
      else {
        const ast = parseMessage(message, (locale ??= new Intl.Locale(language)));
        format = { source: message, ast, simple: argumentsOnly(ast) };
      }
      compiled.set(key, format);
    }
    return format;
  };
  const defaultNumber = () => formatters.getNumberFormat(language, undefined);
  const format = <T,>(key: MessageKey, values?: MessageValues<T>) => {
    const message = formatter(key);
    if (typeof message === "string") return message;
    const filled = message.simple ? fillArguments(message.simple, values, defaultNumber) : undefined;
    if (filled !== undefined) return filled;
    return joinParts(formatToParts<T>(message.ast, language, formatters, IntlMessageFormat.formats, values, undefined, message.source));
  };
  const text = (key: MessageKey, values?: MessageValues<string>) => String(format<string>(key, values));
  const rich = <T,>(key: MessageKey, values: MessageValues<T>) => {
    const result = format<T>(key, values);
    return Array.isArray(result) ? result : [result];
  };
  return Object.assign(text, { language, rich });
}
