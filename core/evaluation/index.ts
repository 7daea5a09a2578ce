/** Public API of the deterministic evaluation engine. */
export { ENGINE_VERSION, evaluate, evaluateRoutine, overallScore, resetEngineCaches } from "./engine";
export { ANALYSIS_HEADINGS, composeAnalysis, parseAnalysis, type AnalysisHeading, type AnalysisSections } from "./analysis-text";
export { candidateFromRow, candidatesFromRows, routineProductFromRow, suitabilityOf, type CatalogRow } from "./catalog";
export { normalizeProductType } from "./product-types";
export { RULES, type Rule, type Severity } from "./rules";
export { feelingSignals, normalizeSkinFeeling, CLEANSER_ADVICE, SUNSCREEN_ADVICE } from "./text";
export type * from "./types";
