import { describe, expect, it } from "vitest";
import { renderIn, textOf } from "~/utils/render-in";
import { foreignNarrativeLanguage, NarrativeLanguageNote } from "./narrative-language";
import { TailoredAdvice } from "./results-sections";

describe("the AI narrative read in another language (ADR 0055)", () => {
  it("is foreign only when the AI wrote it in another language than the page's", () => {
    expect(foreignNarrativeLanguage({ narrativeSource: "openai", narrativeLanguage: "fr" }, "de")).toBe("fr");
    expect(foreignNarrativeLanguage({ narrativeSource: "openai", narrativeLanguage: "fr" }, "fr")).toBeUndefined();
    // The engine's narrative is rendered in every language; old evaluations without a language too.
    expect(foreignNarrativeLanguage({ narrativeSource: "engine" }, "de")).toBeUndefined();
    expect(foreignNarrativeLanguage({ narrativeSource: "openai" }, "de")).toBeUndefined();
    expect(foreignNarrativeLanguage(null, "de")).toBeUndefined();
  });

  it("notes the language in the reader's, and marks the text with its lang", () => {
    expect(textOf(renderIn("de", <NarrativeLanguageNote language="fr" />)).trim()).toBe(
      "Die KI hat diese Analyse auf Französisch verfasst, in Ihrer Sprache zum Zeitpunkt Ihrer Anfrage.",
    );
    expect(textOf(renderIn("en", <NarrativeLanguageNote language="fr" />)).trim()).toBe(
      "The AI wrote this analysis in French, your language when you asked for the evaluation.",
    );
    expect(renderIn("de", <TailoredAdvice text="Texte du modèle." lang="fr" />)).toContain('lang="fr"');
    expect(renderIn("en", <TailoredAdvice text="Model text." />)).not.toContain("lang=");
  });
});
