import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import { createTranslator, isPlainMessage, type MessageKey } from "./translator";

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
