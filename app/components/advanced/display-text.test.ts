import { describe, expect, it } from "vitest";
import { translator } from "@core/i18n/catalogues";
import { SCORE_EXPLANATIONS, SUITABILITY_HINT, SUITABILITY_LABELS, ownScoresBlock, profileSentence, scoreExplanation, showMoreLabel, type ScoreKind } from "./display";
import { ownScoresBlockIn, profileSentenceIn, scoreExplanationIn, scoreKindDescription, scoreKindName, showMoreIn, suitabilityName, tierName } from "./display-text";

const en = translator("en");
const fr = translator("fr");
const de = translator("de");
const KINDS: ScoreKind[] = ["overall", "completeness", "effectiveness", "safety"];
const RESULT = { overallScore: 6.8, completenessScore: 7.5, effectivenessScore: 6, safetyScore: 7.2, routineTier: "Yellow Flag Routine" as const, prioritizedRecommendations: [] };

describe("the advanced analysis's words", () => {
  it("read in English exactly as the English screens always did", () => {
    for (const kind of KINDS) {
      expect(scoreKindName(en, kind)).toBe(SCORE_EXPLANATIONS[kind].title);
      expect(scoreKindDescription(en, kind)).toBe(SCORE_EXPLANATIONS[kind].description);
      for (const score of [9, 6, 2]) expect(scoreExplanationIn(en, kind, score)).toBe(scoreExplanation(kind, score));
    }
    for (const rating of [1, 2, 3, 4, 5] as const) expect(suitabilityName(en, rating)).toBe(SUITABILITY_LABELS[rating]);
    expect(en("advanced.details.suitHint")).toBe(SUITABILITY_HINT);
    expect(showMoreIn(en, 7)).toBe(showMoreLabel(7));
    expect(ownScoresBlockIn(en, RESULT)).toEqual(ownScoresBlock(RESULT));
    for (const profile of [
      { ageBracket: "40-49", skinType: "dry", primaryConcern: "fine-lines" },
      { ageBracket: "under-20", skinType: "combination", primaryConcern: "barrier-repair" },
      { ageBracket: "50+", skinType: "sensitive", primaryConcern: "anti-aging" },
    ] as const) {
      expect(profileSentenceIn(en, profile)).toBe(profileSentence(profile));
    }
  });

  it("read in French and German, with the score names the rest of the app uses", () => {
    expect(profileSentenceIn(fr, { ageBracket: "40-49", skinType: "dry", primaryConcern: "fine-lines" })).toBe(
      "40-49 ans · Peau sèche · Préoccupation principale : Ridules",
    );
    expect(profileSentenceIn(de, { ageBracket: "under-20", skinType: "oily", primaryConcern: "acne" })).toBe("Unter 20 · Hauttyp: fettig · Hauptanliegen: Akne");
    expect(scoreKindName(fr, "completeness")).toBe(fr("scores.name.completeness"));
    expect(scoreKindName(de, "safety")).toBe("Sicherheit");
    expect(tierName(fr, "Solid Routine")).toBe("Routine solide");
    expect(showMoreIn(de, 7)).toBe("4 weitere Empfehlungen anzeigen");
    const block = ownScoresBlockIn(fr, RESULT);
    expect(block.title).toBe("Vos scores");
    expect(block.text).toMatch(/^Global : 6,8\/10, une Routine à surveiller\.\nComplétude : 7,5\/10\. Presque complète/);
    expect(scoreExplanationIn(de, "safety", 9)).toBe("Ausgezeichnet: geringes Reizrisiko für Ihre Haut.");
  });
});
