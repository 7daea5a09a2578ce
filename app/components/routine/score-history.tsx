import { useEffect, useId, useState } from "react";
import type { EvaluationHistoryEntry } from "@core/api/evaluation-history";
import { routineApi } from "~/components/routine/routine-api.client";
import { RING_STROKE, scoreRingColor, SUB_SCORES } from "~/components/routine/scores";
import { scoreName } from "@core/i18n/score-names";
import { useT } from "~/utils/i18n";
import { historyDates, scoreIn, scoreSeries, shortDate, sparklinePoints, type ScoreSeries } from "./score-history-data";

const WIDTH = 160;
const HEIGHT = 32;
const INSET = 4;

/**
 * Progress over time on the results page: the routine's evaluations, loaded in the browser when
 * the shown evaluation changes. Nothing is shown until there are two evaluations (and nothing at
 * all to others, who cannot analyze the routine again).
 */
export function ScoreHistory({ routineId, evaluatedAt, isOwner }: { routineId: string; evaluatedAt: string | null; isOwner: boolean }) {
  const [entries, setEntries] = useState<EvaluationHistoryEntry[] | null>(null);
  const t = useT();

  useEffect(() => {
    const controller = new AbortController();
    routineApi
      .evaluationHistory(routineId, controller.signal)
      .then((history) => setEntries(history.evaluations))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Could not load the routine's score history", error);
      });
    return () => controller.abort();
  }, [routineId, evaluatedAt]);

  if (!entries) return null;
  if (entries.length < 2) {
    return isOwner ? (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700" data-testid="score-history-single">
        {t("routineUi.history.single")}
      </p>
    ) : null;
  }
  return <ScoreHistoryChart entries={entries} isOwner={isOwner} />;
}

export function ScoreHistoryChart({ entries, isOwner = true }: { entries: EvaluationHistoryEntry[]; isOwner?: boolean }) {
  const titleId = useId();
  const t = useT();
  const now = new Date();
  const date = (iso: string) => shortDate(iso, now, t.language === "en" ? undefined : t.language);
  const series = scoreSeries(entries, date, t);
  const first = date(entries[0].createdAt);
  const last = date(entries[entries.length - 1].createdAt);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="score-history">
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {isOwner ? t("routineUi.history.yours") : t("routineUi.history.title")}
      </h2>
      <p className="text-sm text-stone-700">
        {t.rich("routineUi.history.summary", {
          count: entries.length,
          first,
          last,
          dates: (chunks) => (
            <span key="dates" data-testid="score-history-dates">
              {chunks}
            </span>
          ),
        })}
      </p>
      <ul className="mt-3 space-y-2">
        {series.map((s) => (
          <SeriesRow key={s.score.key} series={s} />
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {t("routineUi.history.showTable")}
        </summary>
        <HistoryTable entries={entries} dates={historyDates(entries.map((e) => e.createdAt), now)} />
      </details>
    </section>
  );
}

function SeriesRow({ series }: { series: ScoreSeries }) {
  const titleId = useId();
  const descId = useId();
  const t = useT();
  const label = scoreName(t, series.score.key);
  const points = sparklinePoints(series.values, WIDTH, HEIGHT, INSET);
  return (
    <li className="flex items-center gap-2" data-testid="score-history-row">
      <span className="w-24 min-w-fit shrink-0 text-xs font-medium text-stone-800 min-[360px]:w-32 min-[360px]:text-sm">{label}</span>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-8 min-w-0 flex-1 overflow-visible"
      >
        <title id={titleId}>{t("routineUi.history.across", { label, count: series.values.length })}</title>
        <desc id={descId}>{series.description}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} stroke="#e7e5e4" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(" ")}
          fill="none"
          stroke="#78716c"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
        {/* Dots as zero-length round-capped strokes: they stay round however the box is stretched. */}
        {points.map((p, i) => (
          <path
            key={i}
            d={`M${p.x} ${p.y}h0`}
            stroke={RING_STROKE[scoreRingColor(p.value)]}
            strokeWidth={i === points.length - 1 ? 8 : 6}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <span className="w-[4.5rem] shrink-0 whitespace-nowrap text-right text-sm tabular-nums" aria-hidden="true">
        <span className="font-bold text-stone-900">{scoreIn(t.language, series.latest)}</span>{" "}
        <span className="text-xs text-stone-600">{series.change === "no change" ? "=" : series.change}</span>
      </span>
    </li>
  );
}

/** `dates`: each entry's date and time, as its row shows it. At the narrowest widths the table scrolls in its box, never the page. */
function HistoryTable({ entries, dates }: { entries: EvaluationHistoryEntry[]; dates: string[] }) {
  const columns = SUB_SCORES;
  const t = useT();
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-right text-xs tabular-nums min-[360px]:text-sm [&_td]:pl-1 [&_th]:pl-1">
        <caption className="sr-only">{t("routineUi.history.caption")}</caption>
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="!pl-0 py-1 text-left font-semibold">
              {t("routineUi.history.date")}
            </th>
            <th scope="col" className="whitespace-nowrap py-1 font-semibold">
              {t("routineUi.history.overall")}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="whitespace-nowrap py-1 font-semibold">
                <abbr title={scoreName(t, c.key)} className="no-underline">
                  {t(`routineUi.history.abbr.${c.key}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={e.id} className="border-t border-stone-200 text-stone-900">
              <th scope="row" className="!pl-0 py-1 text-left font-normal" data-testid="score-history-date">
                {dates[i]}
              </th>
              <td className="py-1 font-semibold">{scoreIn(t.language, e.overallScore)}</td>
              {columns.map((c) => (
                <td key={c.key} className="py-1">
                  {scoreIn(t.language, e[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
