/**
 * The English translate function of the engine's messages, from the English catalogue alone: the
 * api Worker (bundled without import.meta.glob, ADR 0042) and the tests render English with it.
 * Most messages only place their arguments (`{name}`): those are filled in directly, the rest
 * (plurals, numbers, selects) go through intl-messageformat. The result is the same; the engine's
 * English evaluation renders several hundred messages, so the fast path keeps it cheap.
 */
import { IntlMessageFormat } from "intl-messageformat";
import messages from "../i18n/messages/en.json";
import type { Translate } from "./render";

const catalogue: Record<string, string> = messages;
type Compiled = (values: Record<string, string | number>) => string;
const compiled = new Map<string, Compiled>();

/** Only `{name}` and `{name, number}` arguments and no ICU quoting: filled in directly. */
const SIMPLE = /^(?:[^{}']|'(?![{}'#<]))*(?:\{[A-Za-z0-9_]+(?:, number)?\}(?:[^{}']|'(?![{}'#<]))*)*$/;
const NUMBER = new Intl.NumberFormat("en");

function compile(source: string): Compiled {
  if (!SIMPLE.test(source)) {
    // Plurals and selects: formatted once per distinct set of values (counts are small numbers).
    const icu = new IntlMessageFormat(source, "en");
    const seen = new Map<string, string>();
    return (values) => {
      const id = JSON.stringify(values);
      let text = seen.get(id);
      if (text === undefined) {
        text = String(icu.format<string>(values));
        if (seen.size < 500) seen.set(id, text);
      }
      return text;
    };
  }
  const parts = source.split(/\{([A-Za-z0-9_]+(?:, number)?)\}/);
  return (values) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const [name, kind] = parts[i].split(", ");
      const value = values[name] ?? "";
      out += (kind === "number" && typeof value === "number" ? NUMBER.format(value) : String(value)) + parts[i + 1];
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
