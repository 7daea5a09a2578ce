import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { formatToParts, IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it, vi } from "vitest";
import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import { precompileCatalogue } from "./precompile";
import { createTranslator, isPlainMessage, type MessageKey, type PrecompiledCatalogue } from "./translator";

// The real parser, watched: a precompiled catalogue must format without it (ADR 0079).
vi.mock("@formatjs/icu-messageformat-parser", async (importOriginal) => {
  const parser = await importOriginal<typeof import("@formatjs/icu-messageformat-parser")>();
  return { ...parser, parse: vi.fn(parser.parse) };
});

// Watched as well: a message of arguments only is filled in without it (ADR 0081).
vi.mock("intl-messageformat", async (importOriginal) => {
  const formatter = await importOriginal<typeof import("intl-messageformat")>();
  return { ...formatter, formatToParts: vi.fn(formatter.formatToParts) };
});

const CATALOGUES: Record<string, Record<string, string>> = { en, es, fr, de };
const formatted = (source: string, language: string) => String(new IntlMessageFormat(source, language).format());

describe("plain messages (the translator's fast path)", () => {
  it("formats every message it calls plain to its own text, in every catalogue", () => {
    let plain = 0;
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const source of Object.values(catalogue)) {
        if (!isPlainMessage(source)) continue;
        plain++;
        expect(formatted(source, language), source).toBe(source);
      }
    }
    expect(plain).toBeGreaterThan(0);
  });

  it("leaves ICU syntax to IntlMessageFormat: arguments, tags and a doubled apostrophe", () => {
    for (const source of ["Hi {name}", "a <b>bold</b> word", "it''s", "'{'literal'}'"]) {
      expect(isPlainMessage(source), source).toBe(false);
    }
    // Lone apostrophes and other punctuation are literal text.
    for (const source of ["l'analyse", "Schritt 1 # von 3", "C'est « prêt » !"]) {
      expect(isPlainMessage(source), source).toBe(true);
      expect(formatted(source, "fr")).toBe(source);
    }
  });

  it("gives the same text and parts as IntlMessageFormat for every key of every language", () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const t = createTranslator(language, catalogue, en);
      for (const [key, source] of Object.entries(catalogue)) {
        if (!isPlainMessage(source)) continue;
        expect(t(key as MessageKey, { unused: 1 })).toBe(source);
        expect(t.rich(key as MessageKey, { b: (chunks) => chunks.join("") })).toEqual([source]);
      }
    }
  });
});

/** Values for every argument of a message: numbers for plurals and numbers, a tag function for tags. */
function sampleValues(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] ??= "Ada";
    else if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = count;
    else if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2026, 10, 28, 4, 5));
    else if (el.type === TYPE.select) values[el.value] ??= Object.keys(el.options)[0];
    else if (el.type === TYPE.tag) {
      values[el.value] = (chunks: unknown[]) => ({ tag: el.value, chunks });
      sampleValues(el.children, count, values);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) sampleValues(option.value, count, values);
  }
  return values;
}

describe("messages with ICU syntax", () => {
  it("format as IntlMessageFormat formats them, as text and as parts, for every message of every language", () => {
    let checked = 0;
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const t = createTranslator(language, catalogue, en);
      for (const [key, source] of Object.entries(catalogue)) {
        if (isPlainMessage(source)) continue;
        const elements = parse(source);
        const hasTags = JSON.stringify(elements).includes(`"type":${TYPE.tag}`);
        for (const count of [0, -0, 1, 2, 5, 21, 999, 1000, 1234.5, -3]) {
          const values = sampleValues(elements, count) as never;
          const expected = new IntlMessageFormat(source, language).format(values);
          expect(t.rich(key as MessageKey, values), `${language} ${key} (${count})`).toEqual(Array.isArray(expected) ? expected : [expected]);
          if (!hasTags) expect(t(key as MessageKey, values)).toBe(String(expected));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

/** Messages of text and `{name}` / `{name, number}` arguments only, in every catalogue (ADR 0081). */
function argumentsOnlyMessages(): { language: string; key: MessageKey; source: string; elements: MessageFormatElement[] }[] {
  const out = [];
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    for (const [key, source] of Object.entries(catalogue)) {
      if (isPlainMessage(source)) continue;
      const elements = parse(source);
      const only = elements.every((el) => el.type === TYPE.literal || el.type === TYPE.argument || (el.type === TYPE.number && !el.style));
      if (only) out.push({ language, key: key as MessageKey, source, elements });
    }
  }
  return out;
}

describe("messages of arguments only (filled in, ADR 0081)", () => {
  const messages = argumentsOnlyMessages();
  const outcome = (f: () => unknown) => {
    try {
      return f();
    } catch (e) {
      return `error: ${(e as Error).message}`;
    }
  };

  it("format as IntlMessageFormat does, whatever string or number each argument is, in every language", () => {
    expect(messages.length).toBeGreaterThan(100);
    const samples: (string | number)[] = ["Ada", "", "{a} it's '{'", "1 000", 0, -0, 1, 2.5, 999, 1234.5, -3, 1e21];
    for (const { language, key, source, elements } of messages) {
      const t = createTranslator(language, CATALOGUES[language], en);
      for (const [i, sample] of samples.entries()) {
        // Each argument its own sample (a number argument a number), so that a swapped name would show.
        const values: Record<string, string | number> = {};
        elements.forEach((el, j) => {
          if (el.type === TYPE.argument) values[el.value] ??= samples[(i + j) % samples.length];
          if (el.type === TYPE.number) values[el.value] ??= typeof sample === "number" ? sample + j : j;
        });
        const expected = String(new IntlMessageFormat(source, language).format(values));
        expect(t(key, values), `${language} ${key} ${JSON.stringify(values)}`).toBe(expected);
        expect(t.rich(key, values)).toEqual([expected]);
      }
    }
  });

  it("are filled in without formatToParts", () => {
    const calls = vi.mocked(formatToParts).mock.calls.length;
    for (const { language, key, elements } of messages) {
      const values = Object.fromEntries(elements.filter((el) => el.type !== TYPE.literal).map((el) => [(el as { value: string }).value, 7]));
      createTranslator(language, CATALOGUES[language], en)(key, values);
    }
    expect(vi.mocked(formatToParts).mock.calls.length).toBe(calls);
  });

  it("leave a missing argument, a rich value and a non-number to a number argument to IntlMessageFormat's own outcome", () => {
    const catalogue = { join: "{a}, {b}", count: "{n, number} left" };
    const t = createTranslator("en", catalogue, catalogue);
    const icu = (source: string, values: Record<string, unknown>) => outcome(() => new IntlMessageFormat(source, "en").format(values as never));
    expect(outcome(() => t("join" as MessageKey, { a: "x" }))).toBe(icu("{a}, {b}", { a: "x" }));
    expect(String(icu("{a}, {b}", { a: "x" }))).toMatch(/^error: /);
    const element = { type: "em" };
    expect(t.rich("join" as MessageKey, { a: "x", b: element as never })).toEqual(icu("{a}, {b}", { a: "x", b: element }));
    expect(t("count" as MessageKey, { n: "12" })).toBe(String(icu("{n, number} left", { n: "12" })));
    expect(t("count" as MessageKey, { n: 1234.5 })).toBe("1,234.5 left");
  });
});

describe("precompiled catalogues, as the browser downloads them (ADR 0079)", () => {
  it("hold a plain message as its text and a message with ICU syntax as its tree", () => {
    const compiled = precompileCatalogue("en", { plain: "Save", counted: "{count, plural, one {# item} other {# items}}" });
    expect(compiled.plain).toBe("Save");
    expect(compiled.counted).toEqual(parse("{count, plural, one {# item} other {# items}}"));
  });

  it("format every message of every language as its source does, after a trip through JSON, without parsing anything", () => {
    let checked = 0;
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const compiled = JSON.parse(JSON.stringify(precompileCatalogue(language, catalogue))) as PrecompiledCatalogue;
      const fromSource = createTranslator(language, catalogue, en);
      const fromTrees = createTranslator(language, compiled, compiled);
      const parses = vi.mocked(parse).mock.calls.length;
      for (const [key, source] of Object.entries(catalogue)) {
        const elements = isPlainMessage(source) ? [] : parse(source);
        for (const count of isPlainMessage(source) ? [1] : [0, 1, 2, 5, 1234.5]) {
          const values = sampleValues(elements, count) as never;
          const before = vi.mocked(parse).mock.calls.length;
          const rich = fromTrees.rich(key as MessageKey, values);
          expect(vi.mocked(parse).mock.calls.length, `${language} ${key} parsed`).toBe(before);
          expect(rich, `${language} ${key} (${count})`).toEqual(fromSource.rich(key as MessageKey, values));
          checked++;
        }
      }
      expect(vi.mocked(parse).mock.calls.length).toBeGreaterThan(parses);
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe("numbers without an Intl.NumberFormat (ADR 0077)", () => {
  const counter = {
    "language.digits": "latn",
    "language.decimal": ",",
    items: "{count, plural, one {# item} other {# items}}",
    score: "{score, number}/10",
  };

  it("writes small numbers as Intl.NumberFormat does, in every language", () => {
    const values = new Set<number>([-1, -0.5, 1e-7, 0.1 + 0.2, 1 / 3, 2 / 3, 999.9995, 1000, 1000.5, 12345.678, Number.MAX_SAFE_INTEGER, NaN, Infinity]);
    for (let i = 0; i <= 1100; i++) values.add(i);
    for (let i = 0; i <= 10_000; i += 7) for (const step of [10, 100, 1000, 8]) values.add(i / step);
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const t = createTranslator(language, { ...catalogue, score: "{score, number}", items: counter.items }, en);
      const intl = new Intl.NumberFormat(language);
      const plural = new IntlMessageFormat(counter.items, language);
      for (const value of values) {
        expect(t("score" as MessageKey, { score: value }), `${language} ${value}`).toBe(intl.format(value));
        expect(t("items" as MessageKey, { count: value }), `${language} ${value}`).toBe(plural.format({ count: value }));
      }
    }
  });

  it("makes no NumberFormat for a number from 0 to 999 with up to three decimals, and one for the rest", () => {
    const made: unknown[] = [];
    const NumberFormat = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (...args: unknown[]) {
      made.push(args);
      return new NumberFormat(...(args as ConstructorParameters<typeof NumberFormat>));
    } as never);
    try {
      const t = createTranslator("de", counter, counter);
      const small = [t("items" as MessageKey, { count: 1 }), t("items" as MessageKey, { count: 999 }), t("score" as MessageKey, { score: 8.5 })];
      expect(small).toEqual(["1 item", "999 items", "8,5/10"]);
      expect(made).toEqual([]);
      expect(t("items" as MessageKey, { count: 1000 })).toBe("1.000 items");
      expect(t("score" as MessageKey, { score: 1 / 3 })).toBe("0,333/10");
      expect(made.length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
  });

  it("leaves every number to Intl.NumberFormat in a catalogue that does not state Latin digits and a separator", () => {
    const persian = { ...counter, "language.digits": "arabext", "language.decimal": "٫" };
    expect(createTranslator("fa", persian, counter)("score" as MessageKey, { score: 8.5 })).toBe("۸٫۵/10");
    const { "language.decimal": _, ...noSeparator } = counter;
    expect(createTranslator("fa", { ...noSeparator, "language.digits": "latn" }, counter)("score" as MessageKey, { score: 8.5 })).toBe("۸٫۵/10");
  });
});
