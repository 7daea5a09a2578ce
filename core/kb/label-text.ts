/**
 * The knowledge base's labels as the browser renders them (light: no knowledge base here): a code
 * from core/kb/labels.ts, sent by a loader, becomes text in the reader's language, or stays English
 * when the catalogues have no key for it.
 */
import { isMessageKey, type Translator } from "../i18n/catalogues";

/** A text and the language it is in (English where no label exists). */
export interface LabelText {
  text: string;
  language: string;
}

/** A concern of an ingredient record (core/ingredients.ts concernTexts), as a catalogue key. */
export interface ConcernCode {
  key: string;
  rating?: number;
}

/** The text of `key` in the reader's language; `english` (marked English) when there is no such key. */
export function labelIn(
  t: Translator,
  key: string | null | undefined,
  english: string,
  values?: Record<string, string | number>
): LabelText {
  return key && isMessageKey(key)
    ? { text: t(key, values), language: t.language }
    : { text: english, language: "en" };
}

/** The concerns in the reader's language; null when a code has no key (the caller keeps the English). */
export function concernTextsIn(
  t: Translator,
  codes: readonly ConcernCode[] | undefined
): string[] | null {
  if (!codes || !codes.every((c) => isMessageKey(c.key))) return null;
  return codes.map((c) =>
    t(
      c.key as Parameters<Translator>[0],
      c.rating === undefined ? undefined : { rating: c.rating }
    )
  );
}
