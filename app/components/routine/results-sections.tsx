import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Insight, Recommendation } from "@core/evaluation/types";
import type { AnalysisSections } from "@core/evaluation/analysis-text";
import { AlertCircleIcon, CheckCircleIcon } from "../icons";
import { routineApi, type IngredientRecord } from "~/components/routine/routine-api.client";
import { recommendationKey } from "~/components/routine/replace";
import {
  INSIGHTS_SHOWN_FIRST,
  productsContaining,
  routineLabelOf,
  sortInsights,
  type OptimizationText,
  type UsageAdvice,
} from "~/components/routine/results";
import { scoreText, SUB_SCORES } from "~/components/routine/scores";
import type { RoutineEvaluation, StackProduct } from "~/components/routine/routine-view";
import { CheckIcon, InfoIcon } from "./icons";
import { ReplacementPanel } from "./replacement-panel";
import { renderTiming } from "@core/evaluation/render";
import { evaluationTranslate } from "~/utils/evaluation-text";
import { SKIN_TYPES, type Period, type SkinType } from "@core/domain";
import type { MessageKey } from "@core/i18n/catalogues";
import { productTypeName, skinTypeName } from "@core/i18n/domain-labels";
import { scoreName } from "@core/i18n/score-names";
import { useT } from "~/utils/i18n";

export function Section({ title, id, children, className = "" }: { title: string; id: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`space-y-3 rounded-2xl border border-stone-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed text-stone-800">
      {text
        .split(/\n+/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}

const USAGE_KEYS = { sunscreen: "usage.sunscreen", cleanser: "usage.cleanser" } as const satisfies Record<UsageAdvice["id"], MessageKey>;

export function UsageAdviceSection({ advice }: { advice: UsageAdvice[] }) {
  const t = useT();
  if (advice.length === 0) return null;
  return (
    <Section title={t("results.usageAdvice")} id="usage-advice">
      <ul className="space-y-2">
        {advice.map((a) => (
          <li key={a.id} className="rounded-xl bg-stone-50 p-3 text-sm">
            <p className="font-semibold text-stone-900">{productTypeName(t, a.id)}</p>
            <p className="text-stone-800">{t(USAGE_KEYS[a.id])}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const ANALYSIS_KEYS = {
  completeness: "COMPLETENESS",
  effectiveness: "EFFECTIVENESS",
  safety: "SAFETY",
  ingredientQuality: "INGREDIENT_QUALITY",
  routineBalance: "ROUTINE_BALANCE",
} as const;

/** A collapsible block explaining each of the five scores. */
export function ScoreExplanations({ evaluation, sections, lang }: { evaluation: RoutineEvaluation; sections: AnalysisSections; lang?: string }) {
  const t = useT();
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white p-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-lg font-bold tracking-tight">
        {t("results.scoreExplanations")}
        <span aria-hidden="true" className="text-stone-600 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <dl className="mt-3 space-y-3">
        {SUB_SCORES.map((s) => {
          const engine = evaluation.scoreExplanations[s.explanationKey];
          const narrative = engine ? "" : sections[ANALYSIS_KEYS[s.explanationKey]];
          const text = engine || narrative || t("results.noExplanation");
          return (
            <div key={s.key}>
              <dt className="text-sm font-semibold text-stone-900">
                {scoreName(t, s.key)} <span className="font-normal text-stone-600">{t("scores.outOfTen", { score: scoreText(t.language, evaluation[s.key]) })}</span>
              </dt>
              <dd className="text-sm text-stone-800" lang={narrative ? lang : undefined}>
                {text}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}

export function TailoredAdvice({ text, lang }: { text: string; lang?: string }) {
  const t = useT();
  if (!text.trim()) return null;
  return (
    <Section title={t("results.tailoredAdvice")} id="tailored-advice">
      <div lang={lang}>
        <Paragraphs text={text} />
      </div>
    </Section>
  );
}

/** What a key ingredient card shows of the ingredient's record. */
export type KeyIngredientCard = Pick<IngredientRecord, "name" | "slug" | "function" | "benefits" | "concerns">;

/** Key ingredients' cards the page already has: the first load's, from the server. */
export interface LoadedKeyIngredients {
  names: readonly string[];
  records: KeyIngredientCard[];
}

/**
 * Key Ingredient Analysis: a card per active (function, benefits: 2 under 768 px, else 3; concerns).
 * The first load's cards come rendered with the page (`loaded`); other names are fetched here.
 */
export function KeyIngredients({ names, products, loaded }: { names: string[]; products: StackProduct[]; loaded?: LoadedKeyIngredients }) {
  const t = useT();
  const key = names.join("|");
  const [fetched, setFetched] = useState<{ key: string; records: KeyIngredientCard[] } | null>(() =>
    loaded && loaded.names.join("|") === key ? { key, records: loaded.records } : null,
  );
  const fetchedKey = fetched?.key;
  const records = !key ? [] : fetched?.key === key ? fetched.records : null;

  useEffect(() => {
    if (!key || fetchedKey === key) return;
    const controller = new AbortController();
    Promise.all(
      key.split("|").map((name) =>
        routineApi
          .ingredient(name, controller.signal)
          .then((data) => data?.ingredient ?? null)
          .catch(() => null),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setFetched({ key, records: found.filter((r): r is IngredientRecord => r !== null) });
    });
    return () => controller.abort();
  }, [key, fetchedKey]);

  return (
    <Section title={t("results.keyIngredients")} id="key-ingredients">
      {records === null ? (
        <ul className="space-y-2" aria-busy="true" aria-label={t("results.loadingIngredients")}>
          {names.slice(0, 3).map((n) => (
            <li key={n} className="h-20 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </ul>
      ) : records.length === 0 ? (
        <p className="text-sm text-stone-700">{t("results.noActives")}</p>
      ) : (
        <ul className="space-y-3">
          {records.map((r) => {
            const found = productsContaining(products, r.name);
            return (
              <li key={r.name} className="rounded-xl border border-stone-200 p-3 text-sm">
                <p className="font-semibold text-stone-900">
                  {r.slug ? (
                    <Link to={`/ingredients/${r.slug}`} className="tap-target underline decoration-stone-300 underline-offset-2 hover:decoration-brand-700">
                      {r.name}
                    </Link>
                  ) : (
                    r.name
                  )}
                </p>
                <p className="text-xs text-stone-600">{r.function}</p>
                {r.benefits.length > 0 ? (
                  <ul className="mt-2 space-y-0.5">
                    {r.benefits.slice(0, 3).map((b, i) => (
                      <li key={b} className={`flex items-start gap-1.5 text-stone-800 ${i === 2 ? "hidden md:flex" : "flex"}`}>
                        <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-emerald-700" />
                        {b}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {r.concerns.length > 0 ? (
                  <p className="mt-2 flex items-start gap-1.5 text-amber-900">
                    <AlertCircleIcon className="mt-0.5 size-3.5 shrink-0" />
                    {r.concerns.join("; ")}
                  </p>
                ) : null}
                {found.length > 0 ? <p className="mt-2 text-xs text-stone-600">{t("results.foundIn", { products: found.join(", ") })}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function FindingList({ insights, empty }: { insights: Insight[]; empty: string }) {
  const t = useT();
  if (insights.length === 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-emerald-900">
        <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {empty}
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {insights.map((insight, i) => (
        <li key={`${insight.ruleId}-${i}`} className="rounded-xl bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-stone-900">
            {insight.title}
            {routineLabelOf(insight.routine, t) ? (
              <span className="ml-2 inline-block rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-stone-700">{routineLabelOf(insight.routine, t)}</span>
            ) : null}
          </p>
          <p className="mt-1 text-stone-800">{insight.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function Interactions({ insights }: { insights: Insight[] }) {
  const t = useT();
  return (
    <Section title={t("results.interactions")} id="interactions">
      <FindingList insights={insights} empty={t("results.noConflicts")} />
    </Section>
  );
}

export function SkinTypeCompatibility({ insights, skinType }: { insights: Insight[]; skinType: string }) {
  const t = useT();
  const english = t.language === "en";
  const named = !english && (SKIN_TYPES as readonly string[]).includes(skinType) ? skinTypeName(t, skinType as SkinType) : skinType;
  return (
    <Section title={t("results.skinTypeCompatibility")} id="skin-type">
      <p className="text-sm text-stone-700">
        {t.rich("results.checkedFor", {
          skinType: named,
          b: (chunks) => (
            <span key="b" className={english ? "font-semibold capitalize" : "font-semibold"}>
              {chunks}
            </span>
          ),
        })}
      </p>
      <FindingList insights={insights} empty={t("results.suitsSkin", { skinType: named })} />
    </Section>
  );
}

/** The English titles optimizationTexts gives its texts, as the reader's language names them. */
const OPTIMIZATION_TITLES: Record<string, MessageKey> = {
  "Morning routine": "results.optimization.morning",
  "Night routine": "results.optimization.night",
  "How your skin feels": "results.optimization.feel",
  Suggestions: "results.optimization.suggestions",
};

/** Product Optimization Analysis: the routine texts, the replacement panel and suggested additions. */
export function Optimization({
  texts,
  recommendations,
  staged,
  products,
  canSwap,
  onPressSwap,
  lang,
}: {
  texts: OptimizationText[];
  recommendations: Recommendation[];
  staged: readonly string[];
  products: Readonly<Record<Period, readonly StackProduct[]>>;
  canSwap: boolean;
  onPressSwap: (rec: Recommendation) => void;
  /** The narrative's language where it is not the page's (ADR 0055). */
  lang?: string;
}) {
  const swaps = recommendations.filter((r) => r.type === "swap");
  const additions = recommendations.filter((r) => r.type === "add");
  const t = useT();
  return (
    <Section title={t("results.optimization")} id="optimization">
      {texts.map(({ title, text }) => (
        <div key={title}>
          <h3 className="text-sm font-semibold text-stone-900">{OPTIMIZATION_TITLES[title] ? t(OPTIMIZATION_TITLES[title]) : title}</h3>
          <div lang={lang}>
            <Paragraphs text={text} />
          </div>
        </div>
      ))}
      <ReplacementPanel swaps={swaps} staged={staged} products={products} canSwap={canSwap} onPressSwap={onPressSwap} />
      {additions.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-900">{t("results.suggestedAdditions")}</h3>
          {additions.map((rec) => (
            <div key={recommendationKey(rec)} className="rounded-xl bg-stone-50 p-3 text-sm">
              <p className="font-semibold text-stone-900">
                {rec.name}
                {rec.brand ? <span className="font-normal text-stone-600">{t("results.byBrand", { brand: rec.brand })}</span> : null}
              </p>
              <p className="text-stone-800">{rec.reason}</p>
              {rec.timing ? <p className="text-xs text-stone-600">{t("results.when", { timing: renderTiming(rec.timing, evaluationTranslate(t.language)) })}</p> : null}
            </div>
          ))}
        </div>
      ) : null}
    </Section>
  );
}

const INSIGHT_STYLE: Record<string, { box: string; Icon: typeof InfoIcon }> = {
  warning: { box: "border-amber-300 bg-amber-50", Icon: AlertCircleIcon },
  success: { box: "border-emerald-300 bg-emerald-50", Icon: CheckCircleIcon },
  info: { box: "border-sky-300 bg-sky-50", Icon: InfoIcon },
};

/** Key Insights: warnings first; 3 shown, the rest behind 'Show N more'. */
export function KeyInsights({ insights }: { insights: Insight[] }) {
  const [all, setAll] = useState(false);
  const t = useT();
  const sorted = sortInsights(insights);
  const shown = all ? sorted : sorted.slice(0, INSIGHTS_SHOWN_FIRST);
  const hidden = sorted.length - INSIGHTS_SHOWN_FIRST;
  return (
    <Section title={t("results.keyInsights")} id="insights">
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-700">{t("results.nothingMore")}</p>
      ) : (
        <>
          <ul className="space-y-2">
            {shown.map((insight, i) => {
              const style = INSIGHT_STYLE[insight.type] ?? INSIGHT_STYLE.info;
              return (
                <li key={`${insight.title}-${i}`} className={`rounded-xl border p-3 text-sm ${style.box}`}>
                  <p className="flex items-start gap-2 font-semibold text-stone-900">
                    <style.Icon className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{t("results.insightType", { type: insight.type })}</span>
                      {insight.title}
                    </span>
                  </p>
                  <p className="mt-1 text-stone-800">{insight.description}</p>
                </li>
              );
            })}
          </ul>
          {hidden > 0 ? (
            <button type="button" onClick={() => setAll((a) => !a)} aria-expanded={all} className="tap-target text-sm font-semibold text-brand-700 underline underline-offset-2">
              {all ? t("results.showLess") : t("results.showMore", { count: hidden })}
            </button>
          ) : null}
        </>
      )}
    </Section>
  );
}
