import { describe, expect, it } from "vitest";
import { ANALYSIS_HEADINGS, composeAnalysis, parseAnalysis, type AnalysisSections } from "./analysis-text";

describe("analysis text", () => {
  it("round-trips the ten sections in order", () => {
    const sections = Object.fromEntries(ANALYSIS_HEADINGS.map((h, i) => [h, `Text ${i}\nsecond line`])) as AnalysisSections;
    const text = composeAnalysis(sections);
    expect(text.split("\n").filter((l) => (ANALYSIS_HEADINGS as readonly string[]).includes(l))).toEqual([...ANALYSIS_HEADINGS]);
    expect(parseAnalysis(text)).toEqual(sections);
  });

  it("reads a missing section as empty", () => {
    expect(parseAnalysis("SAFETY\nFine.").COMPLETENESS).toBe("");
    expect(parseAnalysis("SAFETY\nFine.").SAFETY).toBe("Fine.");
  });
});
