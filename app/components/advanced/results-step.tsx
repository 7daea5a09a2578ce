import { useId, useState } from "react";
import { ROUTINE_TIERS, type AdvancedAnalysisResult, type Insight, type RoutineTier, type SkinProfile } from "@core/advanced-analysis";
import { AlertCircleIcon, CheckCircleIcon, SparklesIcon } from "../icons";
import { Button, ButtonLink, Card } from "../ui";
import { ingredientPreview, INITIAL_VISIBLE_RECOMMENDATIONS, type ScoreKind } from "./display";
import {
  ownScoresBlockIn,
  profileSentenceIn,
  scoreExplanationIn,
  scoreKindDescription,
  scoreKindName,
  showMoreIn,
  suitabilityName,
  tierName,
  usageFrequencyIn,
} from "./display-text";
import { scoreName } from "@core/i18n/score-names";
import { useT } from "~/utils/i18n";
import { evaluationTranslate } from "~/utils/evaluation-text";
import { insightIn } from "@core/advanced-analysis/insight-text";
import { AdvancedScoreRing } from "./score-ring";
import type { AdvancedEntry, AdvancedRoutine, RecommendedProduct } from "~/components/advanced/routine";
import { addState, expertAnalysis, hasMore, visibleItems } from "~/components/advanced/results";
import { formatPercentage } from "~/components/advanced/wizard";
import type { Period } from "@core/domain";
import { PERIODS } from "@core/domain";

const SCORE_KINDS: { kind: ScoreKind; key: keyof AdvancedAnalysisResult }[] = [
  { kind: "overall", key: "overallScore" },
  { kind: "completeness", key: "completenessScore" },
  { kind: "effectiveness", key: "effectivenessScore" },
  { kind: "safety", key: "safetyScore" },
];

const TIER_STYLE: Record<RoutineTier, string> = {
  "Platinum Routine": "bg-violet-100 text-violet-900 border-violet-300",
  "Solid Routine": "bg-emerald-100 text-emerald-900 border-emerald-300",
  "Yellow Flag Routine": "bg-amber-100 text-amber-900 border-amber-300",
  "Red Flag Routine": "bg-red-100 text-red-900 border-red-300",
};

export interface ResultsActions {
  /** Owner only: edit the profile / product details again. */
  onEditProfile?: () => void;
  onEditProducts?: () => void;
  /** Owner only: asks to add a recommended product to the routine (confirmation, then Undo). */
  onAdd?: (product: RecommendedProduct, routine: Period) => void;
  /** `${product.key}|${routine}` of the add under way. */
  adding?: string | null;
}

/** Step 3: scores computed in the browser, recommendations, the routine as it stands. */
export function ResultsStep({
  routine,
  profile,
  result,
  actions,
}: {
  routine: AdvancedRoutine;
  profile: SkinProfile;
  result: AdvancedAnalysisResult;
  actions: ResultsActions;
}) {
  const tierRange = ROUTINE_TIERS.find((t) => t.tier === result.routineTier)?.range;
  const recommendations = routine.evaluation?.recommendations ?? [];
  const t = useT();
  return (
    <div className="space-y-6">
      <header className="space-y-2 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-stone-900">{routine.name}</h2>
        <p className="text-sm text-stone-700">{profileSentenceIn(t, profile)}</p>
        <p>
          <span className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${TIER_STYLE[result.routineTier]}`}>
            <SparklesIcon className="size-4" aria-hidden="true" />
            {tierName(t, result.routineTier)}
            {tierRange ? <span className="font-normal">({tierRange})</span> : null}
          </span>
        </p>
      </header>

      <Card className="space-y-4">
        <div className="flex justify-center">
          <AdvancedScoreRing score={result.overallScore} label={t("advanced.overall")} size={112} />
        </div>
        <div className="grid grid-cols-3 gap-2">
          <AdvancedScoreRing score={result.completenessScore} label={scoreName(t, "completenessScore")} />
          <AdvancedScoreRing score={result.effectivenessScore} label={scoreName(t, "effectivenessScore")} />
          <AdvancedScoreRing score={result.safetyScore} label={scoreName(t, "safetyScore")} />
        </div>
      </Card>

      <PriorityRecommendations insights={result.prioritizedRecommendations} />

      {recommendations.length > 0 ? <RecommendedProducts routine={routine} products={recommendations} actions={actions} /> : null}

      <ExpertAnalysisSection routine={routine} result={result} canReevaluate={Boolean(actions.onAdd)} />

      <Section title={t("advanced.current")}>
        <RoutineList title={t("domain.period.morning")} routine="morning" entries={routine.morningProducts} />
        <RoutineList title={t("domain.period.night")} routine="night" entries={routine.nightProducts} />
      </Section>

      <Section title={t("advanced.understanding")}>
        <dl className="space-y-3">
          {SCORE_KINDS.map(({ kind, key }) => {
            const score = result[key] as number;
            return (
              <div key={kind} className="rounded-xl bg-stone-50 p-3">
                <dt className="flex items-baseline justify-between font-semibold text-stone-900">
                  <span>{scoreKindName(t, kind)}</span>
                  <span className="text-sm">
                    {t("advanced.outOfTen", { score: new Intl.NumberFormat(t.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score) })}
                  </span>
                </dt>
                <dd className="mt-1 space-y-1 text-sm text-stone-700">
                  <p>{scoreKindDescription(t, kind)}</p>
                  <p className="font-medium text-stone-900">{scoreExplanationIn(t, kind, score)}</p>
                </dd>
              </div>
            );
          })}
        </dl>
      </Section>

      {actions.onEditProfile || actions.onEditProducts ? (
        <div className="flex flex-wrap gap-2">
          {actions.onEditProfile ? (
            <Button variant="secondary" onClick={actions.onEditProfile}>
              {t("advanced.editProfile")}
            </Button>
          ) : null}
          {actions.onEditProducts ? (
            <Button variant="secondary" onClick={actions.onEditProducts}>
              {t("advanced.reviewProducts")}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ButtonLink to={`/results/${routine.id}`} variant="ghost">
        {t("advanced.viewResults")}
      </ButtonLink>
    </div>
  );
}

/** The evaluation's text, or why it is not shown: never the text written for an earlier version of the routine. */
function ExpertAnalysisSection({ routine, result, canReevaluate }: { routine: AdvancedRoutine; result: AdvancedAnalysisResult; canReevaluate: boolean }) {
  const t = useT();
  const state = expertAnalysis(routine, ownScoresBlockIn(t, result));
  if (state.kind === "none") return null;
  return (
    <Section title={t("advanced.expert")}>
      {state.kind === "text" ? (
        <div className="space-y-3 text-sm leading-relaxed text-stone-800">
          {state.blocks.map((b, i) => (
            <div key={`${b.title ?? "text"}-${i}`}>
              {b.title ? <h4 className="font-semibold text-stone-900">{b.title}</h4> : null}
              <p className="whitespace-pre-line">{b.text}</p>
            </div>
          ))}
        </div>
      ) : state.kind === "pending" ? (
        <p className="text-sm text-stone-700">{t("advanced.expertPending")}</p>
      ) : (
        <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="routine-changed">
          <p className="font-semibold text-amber-950">{t("advanced.changedTitle")}</p>
          <p className="text-amber-950">{t("advanced.changedText")}</p>
          {canReevaluate ? (
            <ButtonLink to={`/results/${routine.id}`} size="sm">
              {t("advanced.reevaluate")}
            </ButtonLink>
          ) : (
            <p className="text-amber-950">{t("advanced.returnsLater")}</p>
          )}
        </div>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const INSIGHT_STYLE: Record<Insight["type"], string> = {
  warning: "border-amber-300 bg-amber-50",
  info: "border-sky-300 bg-sky-50",
  success: "border-emerald-300 bg-emerald-50",
};

function PriorityRecommendations({ insights }: { insights: Insight[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const t = useT();
  return (
    <Section title={t("advanced.priority")}>
      {insights.length === 0 ? (
        <p className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">{t("advanced.noRecommendations")}</p>
      ) : (
        <>
          <ul id={listId} className="space-y-2">
            {visibleItems(insights, expanded, INITIAL_VISIBLE_RECOMMENDATIONS).map((insight, i) => {
              const text = insightIn(insight, evaluationTranslate(t.language));
              return (
              <li key={`${insight.title}-${i}`} className={`flex gap-3 rounded-xl border p-3 ${INSIGHT_STYLE[insight.type]}`}>
                {insight.type === "success" ? (
                  <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                ) : (
                  <AlertCircleIcon className={`mt-0.5 size-5 shrink-0 ${insight.type === "warning" ? "text-amber-700" : "text-sky-700"}`} aria-hidden="true" />
                )}
                <div>
                  <p className="font-semibold text-stone-900">
                    <span className="sr-only">{t("results.insightType", { type: insight.type })}</span>
                    {text.title}
                  </p>
                  <p className="text-sm text-stone-700">{text.description}</p>
                </div>
              </li>
              );
            })}
          </ul>
          {hasMore(insights, INITIAL_VISIBLE_RECOMMENDATIONS) ? (
            <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
              {expanded ? t("advanced.showLess") : showMoreIn(t, insights.length)}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}

function RecommendedProducts({ routine: stack, products, actions }: { routine: AdvancedRoutine; products: RecommendedProduct[]; actions: ResultsActions }) {
  const t = useT();
  return (
    <Section title={t("advanced.recommended")}>
      <ul className="space-y-2">
        {products.map((p) => (
          <li key={p.key} className="space-y-2 rounded-xl border border-stone-200 bg-white p-3">
            <div>
              <p className="font-semibold text-stone-900">{p.name}</p>
              {p.brand || p.productType ? (
                <p className="text-sm text-stone-700">{[p.brand, p.productType].filter(Boolean).join(" · ")}</p>
              ) : null}
              {p.reason ? <p className="mt-1 text-sm text-stone-700">{p.reason}</p> : null}
            </div>
            {actions.onAdd ? (
              <div className="flex gap-2">
                {PERIODS.map((routine) => {
                  const state = addState(stack, p, routine);
                  const busy = actions.adding === `${p.key}|${routine}`;
                  const short = t("advanced.short", { routine });
                  return (
                    <Button
                      key={routine}
                      size="sm"
                      variant={state === "add" ? "secondary" : "ghost"}
                      loading={busy}
                      disabled={state !== "add" || Boolean(actions.adding)}
                      // The name starts with the words shown, so speech input can press it by what it says.
                      aria-label={
                        state === "added"
                          ? t("advanced.inRoutineLabel", { short, product: p.name, routine })
                          : t("advanced.addToLabel", { short, product: p.name })
                      }
                      onClick={() => actions.onAdd?.(p, routine)}
                    >
                      {state === "added" ? t("advanced.inRoutine", { short }) : t("advanced.addTo", { short })}
                    </Button>
                  );
                })}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RoutineList({ title, routine, entries }: { title: string; routine: Period; entries: AdvancedEntry[] }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-stone-900">{title}</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t("advanced.emptyRoutine", { routine })}</p>
      ) : (
        <ul className="space-y-2" aria-label={t("advanced.productsOf", { title })}>
          {entries.map((entry) => (
            <RoutineEntry key={entry.id} entry={entry} routine={routine} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RoutineEntry({ entry, routine }: { entry: AdvancedEntry; routine: Period }) {
  const [showAll, setShowAll] = useState(false);
  const t = useT();
  const frequency = entry.usageFrequency ?? (routine === "morning" ? "daily-am" : "daily-pm");
  const rating = entry.selfAssessment ?? 3;
  const preview = ingredientPreview(entry.ingredients);
  const all = preview.hidden > 0 && showAll ? ingredientPreview(entry.ingredients, Number.MAX_SAFE_INTEGER).shown : preview.shown;
  return (
    <li className="space-y-1.5 rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{entry.name}</p>
          <p className="text-sm text-stone-700">{[entry.brand, entry.productType].filter(Boolean).join(" · ")}</p>
        </div>
      </div>
      <p className="flex flex-wrap gap-1.5 text-xs font-medium">
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">{usageFrequencyIn(t, frequency)}</span>
        <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-900">
          {t("advanced.rating", { rating, label: suitabilityName(t, rating) ?? "" })}
        </span>
      </p>
      {preview.shown.length > 0 ? (
        <p className="text-sm text-stone-700">
          <span className="font-medium text-stone-900">{t("advanced.ingredients")}</span>
          {all.join(", ")}
          {preview.hidden > 0 ? (
            <>
              {showAll ? " " : t("advanced.moreIngredients", { count: preview.hidden })}
              <button type="button" className="font-semibold text-brand-700 underline" aria-expanded={showAll} onClick={() => setShowAll((s) => !s)}>
                {showAll ? t("advanced.showLess") : t("advanced.showAll")}
              </button>
            </>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-stone-600">{t("advanced.noIngredients")}</p>
      )}
      {entry.concentrations.length > 0 ? (
        <p className="text-sm text-stone-700">
          <span className="font-medium text-stone-900">{t("advanced.concentrations")}</span>
          {entry.concentrations.map((c) => `${c.ingredient} ${formatPercentage(c.percentage)}`).join(", ")}
        </p>
      ) : null}
    </li>
  );
}
