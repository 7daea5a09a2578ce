/**
 * The AI's narrative read in another language than it was written in (ADR 0055): its owner sees
 * it as written, marked with its `lang`, under a note in the page's language saying which it is.
 */
import type { RoutineEvaluation } from "@core/api/routines";
import { useT } from "~/utils/i18n";

/** The language of the narrative when it differs from the page's, else undefined (the engine's reads in every language). */
export function foreignNarrativeLanguage(evaluation: Pick<RoutineEvaluation<unknown>, "narrativeSource" | "narrativeLanguage"> | null, pageLanguage: string): string | undefined {
  if (evaluation?.narrativeSource !== "openai" || !evaluation.narrativeLanguage) return undefined;
  return evaluation.narrativeLanguage === pageLanguage ? undefined : evaluation.narrativeLanguage;
}

export function NarrativeLanguageNote({ language }: { language: string }) {
  const t = useT();
  const name = new Intl.DisplayNames([t.language], { type: "language" }).of(language) ?? language;
  return (
    <p role="note" className="rounded-2xl border border-stone-200 bg-stone-50 p-3 text-sm text-stone-700" data-testid="narrative-language">
      {t("narrativeUi.otherLanguage", { language: name })}
    </p>
  );
}
