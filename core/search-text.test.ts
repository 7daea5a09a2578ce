import { describe, expect, it } from "vitest";
import { chooseCandidates, editDistance, foldText, matchWord, searchTermsOf } from "./search-text";

describe("search words", () => {
  it("folds case and accents and splits on punctuation", () => {
    expect(foldText("Crème Éclat SÉBIUM")).toBe("creme eclat sebium");
    expect(searchTermsOf("La Roche-Posay  Cicaplast")).toEqual(["la", "roche", "posay", "cicaplast"]);
    expect(searchTermsOf("Ceramidin™ Cream")).toEqual(["ceramidin", "cream"]);
  });

  it("drops one-letter words but keeps digits", () => {
    expect(searchTermsOf("C-Firma")).toEqual(["firma"]);
    expect(searchTermsOf("Clarifying Lotion 2")).toEqual(["clarifying", "lotion", "2"]);
    expect(searchTermsOf("a b")).toEqual(["a", "b"]);
  });
});

describe("edit distance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one", () => {
    expect(editDistance("hydratng", "hydrating")).toBe(1);
    expect(editDistance("niacniamide", "niacinamide")).toBe(1);
    expect(editDistance("firma", "firming")).toBe(3);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("kitten", "sitting", 1)).toBe(2); // stops early above the cap
  });
});

describe("matching a typed word to catalogue words", () => {
  it("accepts the word itself (any accents), completions and close misspellings", () => {
    expect(matchWord("sebium", "sébium")?.kind).toBe("exact");
    expect(matchWord("hydr", "hydrating")?.kind).toBe("prefix");
    expect(matchWord("hydratng", "hydrating")?.kind).toBe("typo");
    expect(matchWord("cervae", "cerave")?.kind).toBe("typo");
  });

  it("refuses unrelated words that merely look alike", () => {
    expect(matchWord("firma", "firming")).toBeNull();
    expect(matchWord("zinc", "pink")).toBeNull();
    expect(matchWord("spf", "spa")).toBeNull(); // no typos in 3-letter words
    expect(matchWord("hy", "hydrating")).toBeNull(); // completions from 3 letters
  });

  it("ranks exact over completion over typo, and drops typos when the word exists", () => {
    const [c] = chooseCandidates(["serum"], [
      { term: "serum", word: "serums" },
      { term: "serum", word: "serum" },
      { term: "serum", word: "sérum" },
      { term: "serum", word: "sorum" },
    ]);
    expect(c.words.map((w) => w.word)).toEqual(["serum", "sérum", "serums"]);
    const [typo] = chooseCandidates(["niacinimide"], [{ term: "niacinimide", word: "niacinamide" }, { term: "niacinimide", word: "nicotinamide" }]);
    expect(typo.words.map((w) => w.word)).toEqual(["niacinamide"]);
  });
});
