/**
 * The routine a post is about, as everyone sees it (the shared view: scores computed without the
 * owner's skin profile or skin feeling): overall and five scores, products by morning and night.
 */
import { goalCardLabel, productTypeName } from "@core/i18n/domain-labels";
import { Link } from "@remix-run/react";
import { scoreName } from "@core/i18n/score-names";
import { scoreRingColor, scoreText, SUB_SCORES } from "~/components/routine/scores";
import { ProductImage } from "../product-image";
import { ScoreRing } from "../routine/score-ring";
import type { ProductSummary, RoutineCardData } from "./feed-data";
import { MoonIcon, SunIcon } from "./icons";
import { useT } from "~/utils/i18n";

function ProductList({ title, label, products, Icon }: { title: string; label: string; products: ProductSummary[]; Icon: typeof SunIcon }) {
  const t = useT();
  return (
    <section className="min-w-0 space-y-2" aria-label={label}>
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-stone-800">
        <Icon className="size-4" />
        {title}
      </h3>
      {products.length === 0 ? (
        <p className="text-sm text-stone-600">{t("post.noProducts")}</p>
      ) : (
        <ol className="space-y-2">
          {products.map((p, i) => (
            <li key={`${p.id}-${i}`} className="flex items-center gap-2 text-sm">
              <ProductImage product={p} size="sm" className="!size-9 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-stone-900 wrap-anywhere">{p.name}</span>
                {p.brand || p.productType ? (
                  <span className="block text-xs text-stone-600 wrap-anywhere">{[p.brand, p.productType ? productTypeName(t, p.productType) : ""].filter(Boolean).join(" · ")}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PostRoutine({ routine, routineId }: { routine: RoutineCardData; routineId: string }) {
  const evaluation = routine.evaluation;
  const t = useT();
  return (
    <section aria-labelledby="post-routine-title" className="space-y-4 rounded-2xl border border-stone-200 bg-stone-50 p-4" data-testid="post-routine">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="post-routine-title" className="wrap-anywhere text-base font-bold text-stone-900">
            {routine.name || t("feed.untitledRoutine")}
          </h2>
          {routine.goal ? <p className="text-xs font-medium text-stone-700">{t("post.goal", { goal: goalCardLabel(t, routine.goal) })}</p> : null}
          <Link to={`/results/${encodeURIComponent(routineId)}`} className="tap-target text-sm font-medium text-brand-700 underline">
            {t("post.viewRoutine")}
          </Link>
        </div>
        <ScoreRing score={routine.overallScore} color={scoreRingColor(routine.overallScore)} size={60} stroke={6} label={t("feed.overallScore")} />
      </div>
      {evaluation ? (
        // Two scores a row; a name too long for half the row (Inhaltsstoffqualität) takes a row of its own rather than breaking inside the word.
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="post-scores">
          {SUB_SCORES.map((s) => (
            <div key={s.key} className="flex grow basis-[calc(50%-0.5rem)] items-baseline justify-between gap-2">
              <dt className="text-stone-700">{scoreName(t, s.key)}</dt>
              <dd className="font-semibold tabular-nums text-stone-900">{scoreText(t.language, evaluation[s.key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-stone-600">{t("post.noScores")}</p>
      )}
      <div className="space-y-4">
        <ProductList title={t("post.morning")} label={t("post.morningProducts")} products={routine.morningProducts} Icon={SunIcon} />
        <ProductList title={t("post.night")} label={t("post.nightProducts")} products={routine.nightProducts} Icon={MoonIcon} />
      </div>
    </section>
  );
}
