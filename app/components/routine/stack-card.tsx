import { Link } from "@remix-run/react";
import { goalLabel } from "@core/domain";
import { scoreRingColor, formatScore, isScore, RING_STROKE, stackOverall } from "~/components/routine/scores";
import { productCount, type StackView } from "~/components/routine/stack";
import { ScoreRing } from "./score-ring";
import { countOf } from "@core/plural";

const MINI_SCORES = [
  { key: "completenessScore", label: "Completeness" },
  { key: "safetyScore", label: "Safety" },
  { key: "effectivenessScore", label: "Effectiveness" },
] as const;

/** A routine on /home: goal, product count, name, overall ring and three scores (a dash when missing). */
export function StackCard({ stack }: { stack: StackView }) {
  const evaluation = stack.evaluation;
  const overall = evaluation ? stackOverall(evaluation) : null;
  const count = productCount(stack);
  return (
    <Link
      to={`/results/${stack.id}`}
      className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
      data-testid="stack-card"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{goalLabel(stack.goal)}</span>
            <span className="text-stone-600">
              {countOf(count, "product")}
            </span>
            {stack.status === "pending" ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Analyzing...</span> : null}
            {stack.status === "failed" ? <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">Analysis failed</span> : null}
          </div>
          <h2 className="text-base font-bold text-stone-900 wrap-anywhere">{stack.name}</h2>
        </div>
        <ScoreRing
          score={overall}
          color={scoreRingColor(overall ?? 0)}
          size={56}
          stroke={5}
          label="Overall score"
          textClassName="text-sm"
        />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-stone-100 pt-3 text-center">
        {MINI_SCORES.map(({ key, label }) => {
          const value = evaluation?.[key];
          return (
            <div key={key}>
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="text-sm font-bold text-stone-900">
                {isScore(value) ? formatScore(value) : "-"}
                <span aria-hidden="true" className="mx-auto mt-1 block h-1 w-10 overflow-hidden rounded-full bg-stone-200">
                  <span
                    className="block h-full rounded-full"
                    style={{
                      width: `${isScore(value) ? Math.min(100, Math.max(0, value * 10)) : 0}%`,
                      backgroundColor: RING_STROKE[scoreRingColor(isScore(value) ? value : 0)],
                    }}
                  />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </Link>
  );
}
