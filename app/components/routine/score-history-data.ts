/**
 * The results page's "progress" chart: one small line per score across a routine's evaluations,
 * oldest to latest, evenly spaced (the order matters, not the days between evaluations).
 */
import type { EvaluationHistoryEntry } from "@core/api/evaluation-history";
import type { Translator } from "@core/i18n/translator";
import { scoreName } from "@core/i18n/score-names";
import { formatScore, scoreText, SUB_SCORES, type SubScore } from "./scores";

export interface Point {
  x: number;
  y: number;
  value: number;
}

/** The points of one score's line in a `width` × `height` box, scores 0-10 from bottom to top, `inset` kept free for the dots. */
export function sparklinePoints(values: readonly number[], width: number, height: number, inset: number): Point[] {
  const span = Math.max(1, values.length - 1);
  return values.map((raw, i) => {
    const value = Math.min(10, Math.max(0, raw));
    const x = values.length === 1 ? width / 2 : inset + ((width - 2 * inset) * i) / span;
    const y = inset + ((height - 2 * inset) * (10 - value)) / 10;
    return { x: round(x), y: round(y), value };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** "+1.5", "-0.5" or "no change" from the first evaluation to the latest. */
export function changeText(first: number, latest: number): string {
  const change = Math.round((latest - first) * 10) / 10;
  if (change === 0) return "no change";
  return `${change > 0 ? "+" : "-"}${formatScore(Math.abs(change))}`;
}

export interface ScoreSeries {
  score: SubScore;
  values: number[];
  latest: number;
  change: string;
  /** What the line shows, for screen readers. */
  description: string;
}

/** A score as the reader's language writes it ("7.5", "7,5", "8"), rounded like formatScore. */
export function scoreIn(language: string, value: number): string {
  return scoreText(language, value);
}

/** changeText in the reader's language ("+1,5"); "no change" stays the sentinel the chart reads. */
export function changeIn(language: string, first: number, latest: number): string {
  const change = Math.round((latest - first) * 10) / 10;
  if (change === 0 || language === "en") return changeText(first, latest);
  return `${change > 0 ? "+" : "-"}${scoreIn(language, Math.abs(change))}`;
}

/** One series per sub-score, in the order of the scores card; the description in `t`'s language (English without one). */
export function scoreSeries(entries: readonly EvaluationHistoryEntry[], formatDate: (iso: string) => string, t?: Translator): ScoreSeries[] {
  return SUB_SCORES.map((score) => {
    const values = entries.map((e) => e[score.key]);
    const first = values[0] ?? 0;
    const latest = values[values.length - 1] ?? 0;
    const change = changeText(first, latest);
    if (!t || t.language === "en") {
      const steps = entries.map((e, i) => `${formatScore(values[i])} on ${formatDate(e.createdAt)}`).join(", ");
      return { score, values, latest, change, description: `${score.label}: ${steps}. ${change === "no change" ? "No change" : `Change ${change}`} since the first evaluation.` };
    }
    const steps = entries.map((e, i) => t("history.step", { score: scoreIn(t.language, values[i]), date: formatDate(e.createdAt) })).join(", ");
    const label = scoreName(t, score.key);
    const description =
      change === "no change" ? t("history.noChange", { label, steps }) : t("history.change", { label, steps, change: changeIn(t.language, first, latest) });
    return { score, values, latest, change: changeIn(t.language, first, latest), description };
  });
}

/** The short date and the time ("25 Nov, 14:05", with seconds when asked). */
export function shortDateTime(iso: string, now: Date = new Date(), locale?: string, seconds = false): string {
  const day = shortDate(iso, now, locale);
  if (!day) return "";
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", ...(seconds ? { second: "2-digit" } : {}) });
  return `${day}, ${time.format(new Date(iso))}`;
}

/** The history table's dates: date and time, with seconds for analyses of the same minute, so no two read alike. */
export function historyDates(isos: readonly string[], now: Date = new Date(), locale?: string): string[] {
  const plain = isos.map((iso) => shortDateTime(iso, now, locale));
  return isos.map((iso, i) => (plain.indexOf(plain[i]) !== plain.lastIndexOf(plain[i]) ? shortDateTime(iso, now, locale, true) : plain[i]));
}

/** A short date in the reader's locale ("25 Nov"), the year added when it is not this year's. */
export function shortDate(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }) }).format(date);
}
