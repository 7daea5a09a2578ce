import { Link } from "@remix-run/react";
import { goalCardLabel } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { scoreRingColor, scoreText, RING_STROKE, routineOverall } from "~/components/routine/scores";
import { productCount, type RoutineView } from "~/components/routine/routine-view";
import { ScoreRing } from "./score-ring";

import { twoLowestScores } from "@core/evaluation/score";
import { scoreName } from "@core/i18n/score-names";

/** A routine on /home: goal, product count, name, overall ring and the two lowest scores, which set the overall. */
export function StackCard({ routine }: { routine: RoutineView }) {
  const evaluation = routine.evaluation;
  const overall = evaluation ? routineOverall(evaluation) : null;
  const count = productCount(routine);
  const t = useT();
  return (
    <Link
      to={`/results/${routine.id}`}
      className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
      data-testid="stack-card"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{goalCardLabel(t, routine.goal)}</span>
            <span className="text-stone-600">
              {t("routine.productCount", { count })}
            </span>
            {routine.status === "pending" ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t("home.card.analyzing")}</span> : null}
            {routine.status === "failed" ? <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{t("home.card.failed")}</span> : null}
          </div>
          <h2 className="text-base font-bold text-stone-900 wrap-anywhere">{routine.name}</h2>
        </div>
        <ScoreRing
          score={overall}
          color={scoreRingColor(overall ?? 0)}
          size={56}
          stroke={5}
          label={t("home.card.overall")}
          textClassName="text-sm"
        />
      </div>
      {evaluation ? (
        <div className="mt-3 border-t border-stone-100 pt-3">
          <p className="text-center text-xs text-stone-600">{t("home.card.lowestNote")}</p>
          <dl className="mt-1 grid grid-cols-2 gap-2 text-center">
            {twoLowestScores(evaluation).map(({ key, value }) => (
              <div key={key}>
                <dt className="text-xs text-stone-600">{scoreName(t, key)}</dt>
                <dd className="text-sm font-bold text-stone-900">
                  {scoreText(t.language, value)}
                  <span aria-hidden="true" className="mx-auto mt-1 block h-1 w-10 overflow-hidden rounded-full bg-stone-200">
                    <span
                      className="block h-full rounded-full"
                      style={{ width: `${Math.min(100, Math.max(0, value * 10))}%`, backgroundColor: RING_STROKE[scoreRingColor(value)] }}
                    />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Link>
  );
}
