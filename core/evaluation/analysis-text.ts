/** The analysis text: headed sections in a fixed order ("Evaluation"). */

export const ANALYSIS_HEADINGS = [
  "COMPLETENESS",
  "EFFECTIVENESS",
  "SAFETY",
  "INGREDIENT_QUALITY",
  "ROUTINE_BALANCE",
  "HOW YOUR SKIN FEELS",
  "MORNING ROUTINE",
  "NIGHT ROUTINE",
  "SUGGESTIONS",
  "TAILORED ADVICE",
] as const;

export type AnalysisHeading = (typeof ANALYSIS_HEADINGS)[number];
export type AnalysisSections = Record<AnalysisHeading, string>;

/** Each heading on its own line, then its text, sections separated by a blank line. */
export function composeAnalysis(sections: AnalysisSections): string {
  return ANALYSIS_HEADINGS.map((h) => `${h}\n${sections[h].trim()}`).join("\n\n");
}

/** Reads the sections back from an analysis text; a missing section reads as ''. */
export function parseAnalysis(text: string): AnalysisSections {
  const sections = Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, ""])) as AnalysisSections;
  let current: AnalysisHeading | null = null;
  const lines: string[] = [];
  const flush = () => {
    if (current) sections[current] = lines.join("\n").trim();
    lines.length = 0;
  };
  for (const line of text.split("\n")) {
    const heading = ANALYSIS_HEADINGS.find((h) => line.trim() === h);
    if (heading) {
      flush();
      current = heading;
    } else if (current) {
      lines.push(line);
    }
  }
  flush();
  return sections;
}
