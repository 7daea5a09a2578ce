/**
 * An evaluation's texts in the page's language (ADR 0045): the api sends findings as codes with
 * parameters (or, stored before engine 1.4.0, English sentences, which read as they are); the
 * screens render them here, once, through the catalogues' `eval.*` keys.
 */
import { useMemo } from "react";
import type { RoutineEvaluation } from "@core/api/routines";
import { translator, type MessageKey } from "@core/i18n/catalogues";
import { renderExplanations, renderInsight, renderMark, renderMessage, renderRecommendation, type StoredText, type Translate } from "@core/evaluation/render";
import { useLanguage } from "./i18n";

const translates = new Map<string, Translate>();

/** The engine's messages' translate function for a language (English for one without a catalogue). */
export function evaluationTranslate(language: string): Translate {
  let t = translates.get(language);
  if (!t) {
    const tr = translator(language);
    t = Object.assign((key: string, values?: Record<string, string | number>) => tr(key as MessageKey, values), { language: tr.language });
    translates.set(language, t);
  }
  return t;
}

export function renderRoutineEvaluation(e: RoutineEvaluation<StoredText>, language: string): RoutineEvaluation<string> {
  const t = evaluationTranslate(language);
  return {
    ...e,
    insights: e.insights.map((i) => renderInsight(i, t)),
    recommendations: e.recommendations.map((r) => renderRecommendation(r, t)),
    analysis: renderMessage(e.analysis, t),
    scoreExplanations: renderExplanations(e.scoreExplanations, t),
    productMarks: e.productMarks.map((m) => renderMark(m, t)),
  };
}

/** In the browser, outside React: the page's language as the root set it on <html lang>. */
export function pageLanguage(): string {
  return typeof document === "undefined" ? "en" : document.documentElement.lang || "en";
}

/** The evaluation rendered in the page's language (null stays null). */
export function useRenderedEvaluation(e: RoutineEvaluation<StoredText> | null | undefined): RoutineEvaluation<string> | null {
  const language = useLanguage();
  return useMemo(() => (e ? renderRoutineEvaluation(e, language) : null), [e, language]);
}
