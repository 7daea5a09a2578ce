/**
 * The one renderer of the engine's findings (ADR 0045): a Message (message.ts) becomes text in a
 * language through the `eval.*` keys of the catalogues. Pure: the caller passes the language's
 * translate function (core/i18n/catalogues translator() in the app, english.ts in the engine).
 */
export { ANALYSIS_CODE } from "./message";
import { ANALYSIS_HEADINGS, composeAnalysis, type AnalysisSections } from "./analysis-text";
import { timingMsg } from "./phrases";
import { ANALYSIS_CODE, isMessage, isMessageList, LEGACY_TEXT, type Message, type MessageList, type MessageParam } from "./message";
import type { Evaluation, Insight, ProductMark, Recommendation, ScoreKey } from "./types";
import { inRunningText } from "../i18n/running-text";

export type Translate = ((key: string, values?: Record<string, string | number>) => string) & { readonly language: string };



/** A stored text: a message, or (stored before findings were codes, or an AI narrative) a sentence as it is. */
export type StoredText = Message | string;

/** The catalogue key of a code: the engine's own under `eval.`; the app's labels (`domain.goal.*`, `domain.weekday.*`) as they are. */
export function messageKey(code: string): string {
  let key = messageKeys.get(code);
  if (key === undefined) {
    key = code.startsWith("domain.") ? code : `eval.${code}`;
    if (messageKeys.size < MESSAGE_KEYS_KEPT) messageKeys.set(code, key);
  }
  return key;
}
// Kept so that a render does not build each key string anew (some 900 per evaluation); codes are the
// catalogue's keys, a few hundred, and a stored evaluation read from the database cannot grow this past the cap.
const messageKeys = new Map<string, string>();
const MESSAGE_KEYS_KEPT = 5_000;

export function renderMessage(m: StoredText | MessageParam | null | undefined, t: Translate): string {
  if (m === null || m === undefined) return "";
  if (typeof m === "string") return m;
  if (typeof m === "number") return String(m);
  if (isMessageList(m)) return renderList(m, t);
  if (!isMessage(m)) return "";
  if (m.code === LEGACY_TEXT) return typeof m.params?.text === "string" ? m.params.text : "";
  if (m.code === ANALYSIS_CODE) {
    const sections = Object.fromEntries(ANALYSIS_HEADINGS.map((h) => [h, renderMessage(m.params?.[h], t)])) as AnalysisSections;
    return composeAnalysis(sections);
  }
  const values: Record<string, string | number> = {};
  const params = m.params;
  // for-in, not Object.entries: the same own keys in the same order, without an array per parameter.
  if (params) for (const name in params) {
    const value = params[name];
    values[name] = typeof value === "number" ? value : renderMessage(value, t);
  }
  const text = t(messageKey(m.code), values);
  return m.lower ? inRunningText(text, t.language) : text;
}

function renderList(l: MessageList, t: Translate): string {
  // Loops, not map and reduce with callbacks: a results page renders some 900 messages, many in lists.
  const count = l.list.length;
  if (!count) return "";
  const items = new Array<string>(count);
  for (let i = 0; i < count; i++) items[i] = renderMessage(l.list[i], t);
  switch (l.join) {
    case "semicolon":
      return joinFirst(items, count, "eval.join.semicolon", t);
    case "comma":
      return joinFirst(items, count, "eval.join.comma", t);
    case "space":
      return joinFirst(items, count, "eval.join.space", t);
    case "slash":
      return joinFirst(items, count, "eval.join.slash", t);
    case "and": {
      if (l.max !== undefined && count > l.max) {
        return t("eval.join.more", { list: joinFirst(items, l.max, "eval.join.comma", t), count: count - l.max });
      }
      if (count === 1) return items[0];
      return t("eval.join.and", { a: joinFirst(items, count - 1, "eval.join.comma", t), b: items[count - 1] });
    }
  }
}

/** The first `count` items joined pairwise by the two-place message `key` ("{a}, {b}"), left to right. */
function joinFirst(items: readonly string[], count: number, key: string, t: Translate): string {
  let out = count > 0 ? items[0] : "";
  for (let i = 1; i < count; i++) out = t(key, { a: out, b: items[i] });
  return out;
}

/** Stored fields: messages from the engine, strings from evaluations stored before them. */
export type StoredInsight = Insight<StoredText>;
export type StoredRecommendation = Recommendation<StoredText>;
export type StoredMark = ProductMark<StoredText>;

export function renderInsight(i: StoredInsight, t: Translate): Insight {
  const { title, description, action, evidence, ...rest } = i;
  const out: Insight = { ...rest, title: renderMessage(title, t), description: renderMessage(description, t) };
  if (action !== undefined) out.action = renderMessage(action, t);
  if (evidence !== undefined) out.evidence = renderMessage(evidence, t);
  return out;
}

export function renderRecommendation(r: StoredRecommendation, t: Translate): Recommendation {
  // The timing stays the stored English words: the app reads "morning"/"night" in it; it shows renderTiming.
  return { ...r, reason: renderMessage(r.reason, t) };
}

/** A recommendation's timing as shown ("morning routine"); stored, it stays the English words the app reads. */
export function renderTiming(timing: string, t: Translate): string {
  return renderMessage(timingMsg(timing), t);
}

export function renderMark(m: StoredMark, t: Translate): ProductMark {
  const { reason, ...rest } = m;
  return reason === undefined ? rest : { ...rest, reason: renderMessage(reason, t) };
}

export function renderExplanations<K extends string>(e: Partial<Record<K, StoredText>>, t: Translate): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(e).map(([k, v]) => [k, renderMessage(v as StoredText, t)])) as Partial<Record<K, string>>;
}

/** An evaluation's texts in the translate function's language (scores and structure unchanged). */
export function renderEvaluation(ev: Evaluation<StoredText>, t: Translate): Evaluation {
  return {
    ...ev,
    insights: ev.insights.map((i) => renderInsight(i, t)),
    recommendations: ev.recommendations.map((r) => renderRecommendation(r, t)),
    analysis: renderMessage(ev.analysis, t),
    scoreExplanations: renderExplanations(ev.scoreExplanations, t) as Record<ScoreKey, string>,
    productMarks: ev.productMarks.map((m) => renderMark(m, t)),
  };
}
