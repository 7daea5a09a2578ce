/**
 * The English translate function of the engine's messages, from the English catalogue alone: the
 * api Worker (bundled without import.meta.glob, ADR 0042) and the tests render English with it.
 * Most messages only place their arguments (`{name}`): those are filled in directly, the rest
 * (plurals, numbers, selects) go through intl-messageformat. The result is the same; the engine's
 * English evaluation renders several hundred messages, so the fast path keeps it cheap.
 *
 * The plural and select messages are parsed when the repository is built, not at run time
 * (english-icu.json, by message text; a test fails when it is stale), and formatted by
 * intl-messageformat's `formatToParts` with English number and plural formatters that need no Intl
 * object for whole numbers: a new isolate's first `new IntlMessageFormat` resolves its locale
 * through `Intl.NumberFormat`, which costs tens of milliseconds to set up (ADR 0052).
 */
import { formatToParts, IntlMessageFormat, type Formatters } from "intl-messageformat";
import messages from "../i18n/messages/en.json" with { type: "json" };
import parsed from "./english-icu.json" with { type: "json" };
import type { Translate } from "./render";
import { englishNumber, englishPlural } from "../plural";

const catalogue: Record<string, string> = messages;
/** A parsed message, as intl-messageformat's parser gives it. */
type Ast = Parameters<typeof formatToParts>[0];
const PARSED = parsed as unknown as Record<string, Ast>;
type Compiled = (values: Record<string, string | number>) => string;
const compiled = new Map<string, Compiled>();

/** Only `{name}` and `{name, number}` arguments and no ICU quoting: filled in directly. */
export const SIMPLE = /^(?:[^{}']|'(?![{}'#<]))*(?:\{[A-Za-z0-9_]+(?:, number)?\}(?:[^{}']|'(?![{}'#<]))*)*$/;

const ENGLISH_NUMBER = { format: englishNumber } as unknown as Intl.NumberFormat;
const ENGLISH_PLURAL = { select: englishPlural } as unknown as Intl.PluralRules;

/** English formatters: plain numbers and cardinal plurals without Intl; anything else with it. */
const FORMATTERS: Formatters = {
  getNumberFormat: (locales, opts) => (opts === undefined || Object.keys(opts).length === 0 ? ENGLISH_NUMBER : new Intl.NumberFormat(locales, opts)),
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getPluralRules: (locales, opts) => (opts?.type === "ordinal" ? new Intl.PluralRules(locales, opts) : ENGLISH_PLURAL),
};

/** A message intl-messageformat formats: from its parse made at build time when there is one. */
function icuFormatter(source: string): (values: Record<string, string | number>) => string {
  const ast = Object.hasOwn(PARSED, source) ? PARSED[source] : undefined;
  if (!ast) {
    const icu = new IntlMessageFormat(source, "en");
    return (values) => String(icu.format<string>(values));
  }
  return (values) => {
    const parts = formatToParts<string>(ast, "en", FORMATTERS, IntlMessageFormat.formats, values, undefined, source);
    let text = "";
    for (const p of parts) {
      // Only text parts can be joined as IntlMessageFormat#format would; anything richer goes through it.
      if (p.type !== 0 || typeof p.value !== "string") return String(new IntlMessageFormat(source, "en").format<string>(values));
      text += p.value;
    }
    return text;
  };
}

function compile(source: string): Compiled {
  if (!SIMPLE.test(source)) {
    // Plurals and selects: formatted once per distinct set of values (counts are small numbers).
    const icu = icuFormatter(source);
    const seen = new Map<string, string>();
    return (values) => {
      const id = JSON.stringify(values);
      let text = seen.get(id);
      if (text === undefined) {
        text = icu(values);
        if (seen.size < 500) seen.set(id, text);
      }
      return text;
    };
  }
  // Split once: literal text at even indexes, argument names at odd ones (a number argument is marked).
  const parts = source.split(/\{([A-Za-z0-9_]+(?:, number)?)\}/);
  const names: string[] = [];
  const numeric: boolean[] = [];
  const texts: string[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 2) {
    const [name, kind] = parts[i].split(", ");
    names.push(name);
    numeric.push(kind === "number");
    texts.push(parts[i + 1]);
  }
  if (names.length === 0) return () => texts[0];
  return (values) => {
    let out = texts[0];
    for (let i = 0; i < names.length; i++) {
      const value = values[names[i]] ?? "";
      out += (numeric[i] && typeof value === "number" ? englishNumber(value) : String(value)) + texts[i + 1];
    }
    return out;
  };
}

function format(key: string, values: Record<string, string | number> = {}): string {
  let f = compiled.get(key);
  if (!f) {
    f = compile(catalogue[key] ?? key);
    compiled.set(key, f);
  }
  return f(values);
}

export const english: Translate = Object.assign(format, { language: "en" });

