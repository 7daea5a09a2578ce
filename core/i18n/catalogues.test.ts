import { describe, expect, it } from "vitest";
import { catalogueProblems, messageArguments } from "./catalogue-check";
import { CATALOGUES, isSupportedLanguage, LANGUAGES, languageName, translator } from "./catalogues";

describe("message catalogues", () => {
  it("are one file per language, English first", () => {
    expect(LANGUAGES[0]).toBe("en");
    expect(LANGUAGES).toEqual(expect.arrayContaining(["en", "de", "es", "fr"]));
    expect(isSupportedLanguage("fr")).toBe(true);
    expect(isSupportedLanguage("it")).toBe(false);
    expect(isSupportedLanguage("toString")).toBe(false);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every English key, with the same ICU arguments", (language) => {
    expect(catalogueProblems(CATALOGUES.en, CATALOGUES[language])).toEqual([]);
  });

  it.each(LANGUAGES)("%s states the digits and decimal separator ICU writes its numbers with", (language) => {
    // The translator writes small numbers itself with them (translator.ts, ADR 0077).
    const format = new Intl.NumberFormat(language);
    expect(CATALOGUES[language]["language.digits"]).toBe(format.resolvedOptions().numberingSystem);
    expect(CATALOGUES[language]["language.decimal"]).toBe(format.formatToParts(1.5).find((part) => part.type === "decimal")?.value);
  });

  it("every English message is valid ICU", () => {
    for (const message of Object.values(CATALOGUES.en)) expect(() => messageArguments(message)).not.toThrow();
  });

  it("the check catches a missing key, an extra key, a renamed or retyped argument and bad syntax", () => {
    const reference = { a: "Hi {name}", b: "{n, plural, one {# item} other {# items}}", c: "x", d: "<b>{n}</b>" };
    expect(
      catalogueProblems(reference, { a: "Salut {nom}", b: "{n} articles", e: "y", d: "{n" }).sort(),
    ).toEqual([
      "a has arguments [nom:argument], English has [name:argument]",
      "b has arguments [n:argument], English has [n:plural]",
      "d is not valid ICU: EXPECT_ARGUMENT_CLOSING_BRACE",
      "extra key e",
      "missing key c",
    ].sort());
    // Other plural branches (French "one" covers 0 and 1, some languages have "few") are fine.
    expect(catalogueProblems(reference, { ...reference, b: "{n, plural, one {# article} few {# articles} other {# articles}}" })).toEqual([]);
  });
});

describe("translator", () => {
  it("formats plurals and numbers the language's way", () => {
    const bold = (chunks: string[]) => `*${chunks.join("")}*`;
    expect(translator("en").rich<string>("landing.counter", { count: 1234, b: bold }).join("")).toBe("*1,234* people have analysed their routine");
    expect(translator("en").rich<string>("landing.counter", { count: 1, b: bold }).join("")).toBe("*1* person has analysed their routine");
    expect(translator("fr").rich<string>("landing.counter", { count: 1, b: bold }).join("")).toBe("*1* personne a déjà analysé sa routine");
    expect(translator("de").rich<string>("landing.counter", { count: 1234, b: bold }).join("")).toBe("*1.234* Personen haben ihre Routine schon analysiert");
    expect(translator("fr")("auth.newPasswordHint", { min: 8 })).toBe("Au moins 8 caractères.");
  });

  it("falls back to English for a language without a catalogue", () => {
    expect(translator("it").language).toBe("en");
    expect(translator("it")("nav.routines")).toBe("My Routines");
  });

  it("names each language in itself", () => {
    expect(["en", "de", "es", "fr"].map(languageName)).toEqual(["English", "Deutsch", "Español", "Français"]);
  });
});
