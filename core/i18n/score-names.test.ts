import { describe, expect, it } from "vitest";
import { SUB_SCORE_KEYS, SUB_SCORE_LABELS } from "../score-scale";
import { LANGUAGES, translator } from "./catalogues";
import { scoreName, scoreTooltip } from "./score-names";

describe("score names", () => {
  it("are the English labels in English", () => {
    for (const key of SUB_SCORE_KEYS) expect(scoreName(translator("en"), key)).toBe(SUB_SCORE_LABELS[key]);
  });

  it("are named and explained in every language, each name its own", () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const names = SUB_SCORE_KEYS.map((key) => scoreName(t, key));
      expect(new Set(names).size).toBe(5);
      for (const key of SUB_SCORE_KEYS) expect(scoreTooltip(t, key).length).toBeGreaterThan(20);
    }
    expect(SUB_SCORE_KEYS.map((key) => scoreName(translator("fr"), key))).toEqual([
      "Complétude",
      "Efficacité",
      "Sécurité",
      "Qualité des ingrédients",
      "Équilibre de la routine",
    ]);
    expect(scoreName(translator("de"), "ingredientQualityScore")).toBe("Inhaltsstoffqualität");
  });
});
