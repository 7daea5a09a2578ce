import { Link, useNavigate } from "@remix-run/react";
import { useRenderedEvaluation } from "~/utils/evaluation-text";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { goalName, skinTypeName } from "@core/i18n/domain-labels";
import { scoreName, scoreTooltip } from "@core/i18n/score-names";
import { SKIN_TYPES, type SkinType } from "@core/domain";
import { useT } from "~/utils/i18n";
import type { Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { apiErrorText } from "~/utils/api-error-text";
import { parseAnalysis } from "@core/evaluation/analysis-text";
import { AlertCircleIcon } from "../icons";
import { useSession } from "../session";
import { useToast } from "../toast";
import { Button, ButtonLink, Spinner } from "../ui";
import { routineApi } from "~/components/routine/routine-api.client";
import { markRoutine } from "~/components/routine/replace";
import {
  changedSinceEvaluation,
  interactionInsights,
  otherInsights,
  routineKeyIngredientNames,
  optimizationTexts,
  secondaryChips,
  skinTypeInsights,
  usageAdvice,
} from "~/components/routine/results";
import { scoreRingColor, routineOverall, SUB_SCORES, scoreText, RING_STROKE, isScore } from "~/components/routine/scores";
import type { RoutineView } from "~/components/routine/routine-view";
import { INSUFFICIENT_REDIRECT_MS, submitFailure } from "~/components/routine/submit";
import { Celebration } from "./celebration";
import { Dialog } from "./dialog";
import { PencilIcon, TrashIcon } from "./icons";
import {
  Interactions,
  KeyIngredients,
  KeyInsights,
  type LoadedKeyIngredients,
  Optimization,
  ScoreExplanations,
  SkinTypeCompatibility,
  TailoredAdvice,
  UsageAdviceSection,
} from "./results-sections";
import { ScoreHistory } from "./score-history";
import { ScoreRing } from "./score-ring";
import { ScoreTooltip } from "./score-tooltip";
import { ShareButton } from "../share-button";
import { SharingCard } from "./sharing-card";
import { StagedSwapsBar } from "./staged-swaps-bar";
import { useSwapStage } from "./use-swap-stage";
import { ProductsSection } from "./your-products";
import { useSpendCredit } from "./use-spend-credit";
import { useRoutine } from "./use-routine";
import { RoutineNotFound } from "./routine-not-found";
import { foreignNarrativeLanguage, NarrativeLanguageNote } from "./narrative-language";
import { FirstActions, ScheduleCard } from "./first-actions";
import { currentAdvice, firstActions, removedProductNames, scheduleInsights, withoutRemoved } from "~/components/routine/schedule";

export const CELEBRATION_DELAY_MS = 600;

/** /results/{id}: every state of a routine's results. */
export function ResultsScreen({
  id,
  initial,
  initialNotFound,
  isNew,
  keyIngredients,
}: {
  id: string;
  initial: RoutineView | null;
  initialNotFound: boolean;
  isNew: boolean;
  /** The first load's key ingredient records (the server's), rendered with the page. */
  keyIngredients?: LoadedKeyIngredients;
}) {
  const { state, refetch, setStack: setRoutine } = useRoutine(id, initial, initialNotFound);

  if (state.status === "loading") return <ResultsSkeleton />;
  if (state.status === "error") {
    return (
      <RoutineNotFound>
        <BackToRoutines />
      </RoutineNotFound>
    );
  }
  return <RoutineResults routine={state.stack} isNew={isNew} refetch={refetch} setRoutine={setRoutine} keyIngredients={keyIngredients} />;
}

function ResultsSkeleton() {
  const t = useT();
  return (
    <div className="space-y-4" aria-busy="true" role="status" aria-label={t("results.loading")}>
      <div className="h-8 w-2/3 animate-pulse rounded-lg bg-stone-200" />
      <div className="h-5 w-1/3 animate-pulse rounded-lg bg-stone-200" />
      <div className="h-56 animate-pulse rounded-2xl bg-stone-200" />
      <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
    </div>
  );
}

function BackToRoutines() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        const idx = (window.history.state as { idx?: number } | null)?.idx;
        if (typeof idx === "number" && idx > 0) navigate(-1);
        else navigate("/explore");
      }}
    >
      {t("results.backToRoutines")}
    </Button>
  );
}

function RoutineResults({
  routine,
  isNew,
  refetch,
  setRoutine,
  keyIngredients,
}: {
  routine: RoutineView;
  isNew: boolean;
  refetch: () => Promise<void>;
  setRoutine: (routine: RoutineView) => void;
  keyIngredients?: LoadedKeyIngredients;
}) {
  const { user } = useSession();
  const { toast } = useToast();
  const t = useT();
  const navigate = useNavigate();
  const spendCredit = useSpendCredit();
  const isOwner = Boolean(user && user.id === routine.userId);
  const evaluation = useRenderedEvaluation(routine.status === "evaluated" ? routine.evaluation : null);
  const [retrying, setRetrying] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const celebrated = useRef(false);

  // The celebration: 600 ms after the result is there, once, only with ?new=true.
  useEffect(() => {
    if (!isNew || !evaluation || celebrated.current) return;
    celebrated.current = true;
    const timer = window.setTimeout(() => setCelebrate(true), CELEBRATION_DELAY_MS);
    // A reload should not celebrate again.
    const url = new URL(window.location.href);
    url.searchParams.delete("new");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    return () => window.clearTimeout(timer);
  }, [isNew, evaluation]);

  // Right after an edit the old evaluation no longer describes the routine: no KEEP / REPLACE
  // marks, and findings about a removed product are set apart rather than shown as current.
  const stale = Boolean(evaluation) && changedSinceEvaluation(routine);
  const advice = useMemo(
    () => (evaluation ? currentAdvice(routine, evaluation) : { insights: [], recommendations: [], outdated: [] }),
    [routine, evaluation],
  );
  const removed = useMemo(() => (stale && evaluation ? removedProductNames(routine, evaluation.productMarks) : []), [stale, routine, evaluation]);
  const sections = useMemo(() => {
    const all = parseAnalysis(evaluation?.analysis ?? "");
    // How the skin feels speaks to the owner (even to say they did not describe it): others never read it.
    const parsed = isOwner ? all : { ...all, "HOW YOUR SKIN FEELS": "" };
    if (removed.length === 0) return parsed;
    return Object.fromEntries(Object.entries(parsed).map(([key, text]) => [key, withoutRemoved(text, removed)])) as typeof parsed;
  }, [evaluation, removed, isOwner]);
  const explained = useMemo(
    () =>
      evaluation && removed.length > 0
        ? {
            ...evaluation,
            scoreExplanations: Object.fromEntries(
              Object.entries(evaluation.scoreExplanations).map(([key, text]) => [key, withoutRemoved(text ?? "", removed)]),
            ),
          }
        : evaluation,
    [evaluation, removed],
  );
  // The owner's AI narrative written in another language than the page's (ADR 0055).
  const narrativeLang = foreignNarrativeLanguage(evaluation, t.language);
  const recommendations = advice.recommendations;
  const insights = advice.insights;
  const actions = useMemo(() => firstActions(insights, recommendations, t), [insights, recommendations, t]);
  const schedules = useMemo(() => scheduleInsights(insights), [insights]);
  const [scheduleApplied, setScheduleApplied] = useState(false);
  const lists = useMemo(
    () => ({
      morning: markRoutine(routine.morningProducts, evaluation?.productMarks ?? [], recommendations, "morning", t),
      night: markRoutine(routine.nightProducts, evaluation?.productMarks ?? [], recommendations, "night", t),
    }),
    [routine, evaluation, recommendations, t],
  );
  const allProducts = useMemo(() => [...routine.morningProducts, ...routine.nightProducts], [routine]);
  const usage = useMemo(() => usageAdvice(allProducts), [allProducts]);
  const marks = useMemo(() => new Map([...lists.morning, ...lists.night].map((m) => [m.product.id, m])), [lists]);
  const onSaved = useCallback(
    async (fresh: RoutineView | null) => {
      if (fresh) setRoutine(fresh);
      else await refetch();
    },
    [setRoutine, refetch],
  );
  const swapStage = useSwapStage({ routine, recommendations, enabled: isOwner, onSaved });
  const products = useMemo(() => ({ morning: routine.morningProducts, night: routine.nightProducts }), [routine]);

  async function analyzeAgain() {
    setRetrying(true);
    try {
      await routineApi.reevaluate(routine.id);
      spendCredit();
      setRoutine({ ...routine, status: "pending" });
    } catch (error) {
      console.error("Could not start the analysis", error);
      const failure = submitFailure(error);
      const text =
        failure.kind === "credits"
          ? t("wizard.insufficientRedirect")
          : t.language === DEFAULT_LANGUAGE
            ? failure.message
            : apiErrorText(t, error, t("results.analyzeAgainFailed"));
      toast(text, { variant: "error" });
      if (failure.kind === "credits") window.setTimeout(() => navigate("/buy-credits"), INSUFFICIENT_REDIRECT_MS);
    } finally {
      setRetrying(false);
    }
  }

  return (
    // From lg the sections flow down two columns in reading order; none is split between them.
    <article
      className="flex flex-col gap-4 lg:block lg:columns-2 lg:gap-8 lg:[&>*]:mb-4 lg:[&>*]:break-inside-avoid"
      aria-labelledby="stack-name"
      data-testid="results"
    >
      {celebrate ? <Celebration /> : null}
      <ResultsHeader routine={routine} />

      {evaluation ? <FirstActions actions={actions} /> : null}
      {evaluation
        ? schedules.map((insight) => (
            <ScheduleCard
              key={insight.title}
              insight={insight}
              routine={routine}
              isOwner={isOwner}
              onApplied={(fresh) => {
                setScheduleApplied(true);
                void onSaved(fresh);
              }}
            />
          ))
        : null}
      {/* A schedule just applied changes how often products are used, so the evaluation is out of date: this offer says why. */}
      {evaluation && isOwner && scheduleApplied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm" data-testid="reevaluate-offer">
          <p className="text-stone-900">{t("results.scheduleApplied")}</p>
          <Button size="sm" onClick={analyzeAgain} loading={retrying}>
            {t("results.analyzeAgain")}
          </Button>
        </div>
      ) : null}

      {routine.status === "pending" ? (
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center" data-testid="pending">
          <Spinner className="size-8 text-brand-600" />
          <p className="font-semibold text-stone-900">{t("results.analyzing")}</p>
          <p className="text-sm text-stone-700">{t("wizard.analyzing.note")}</p>
        </div>
      ) : routine.status === "failed" ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-center">
          <AlertCircleIcon className="mx-auto size-8 text-red-700" />
          <p className="font-semibold text-red-900">{t("results.failed")}</p>
          {isOwner ? (
            <Button onClick={analyzeAgain} loading={retrying}>
              {t("results.tryAgain")}
            </Button>
          ) : null}
        </div>
      ) : !evaluation ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 text-center">
          <h2 className="text-xl font-bold">{t("results.incompleteTitle")}</h2>
          <p className="text-stone-700">{t("results.incompleteText")}</p>
          {isOwner ? (
            <ButtonLink to={`/edit-stack/${routine.id}`} variant="secondary">
              {t("results.editRoutine")}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          <ScoresCard evaluation={evaluation} />
          <ScoreHistory routineId={routine.id} evaluatedAt={evaluation.createdAt} isOwner={isOwner} />
        </>
      )}

      {stale && !(isOwner && scheduleApplied) ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="stale">
          <p className="text-amber-950">
            {t("results.stale")}
            {advice.outdated.length > 0 ? ` ${outdatedText(advice.outdated.length, t)}` : ""}
          </p>
          {isOwner ? (
            <Button size="sm" onClick={analyzeAgain} loading={retrying}>
              {t("results.analyzeAgain")}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ProductsSection rows={swapStage.rows} marks={marks} showMarks={Boolean(evaluation) && !stale} />

      <StagedSwapsBar changes={swapStage.changes} saving={swapStage.saving} onSave={() => void swapStage.save()} onDiscard={swapStage.discard} />

      {evaluation ? (
        // A Suspense boundary lets React hydrate the long, below-the-fold part as its own unit
        // after the top of the page (selective hydration), so no single task blocks for long.
        <Suspense fallback={null}>
          <UsageAdviceSection advice={usage} />
          {narrativeLang ? <NarrativeLanguageNote language={narrativeLang} /> : null}
          <ScoreExplanations evaluation={explained ?? evaluation} sections={sections} lang={narrativeLang} />
          <TailoredAdvice text={sections["TAILORED ADVICE"]} lang={narrativeLang} />
          <KeyIngredients names={routineKeyIngredientNames(routine)} products={allProducts} loaded={keyIngredients} />
          <Interactions insights={interactionInsights(insights)} />
          <SkinTypeCompatibility insights={skinTypeInsights(insights)} skinType={routine.skinType} />
          <Optimization
            texts={optimizationTexts(sections, { recommendations, advice: usage, insights }, t.language)}
            recommendations={recommendations}
            staged={swapStage.staged}
            products={products}
            canSwap={isOwner}
            onPressSwap={swapStage.press}
            lang={narrativeLang}
          />
          <KeyInsights insights={otherInsights(insights)} />
        </Suspense>
      ) : null}

      {isOwner ? (
        <SharingCard routineId={routine.id} isPublic={routine.isPublic} onChange={(isPublic) => setRoutine({ ...routine, isPublic })} />
      ) : null}
      {routine.isPublic ? <ShareButton data={{ url: `/results/${encodeURIComponent(routine.id)}`, title: routine.name, text: t("results.shareText", { name: routine.name }) }} label={t("results.shareLabel")} /> : null}
      <Actions routine={routine} isOwner={isOwner} />
    </article>
  );
}

/** What the stale banner says of the findings set apart. */
export function outdatedText(count: number, t?: Translator): string {
  if (t && t.language !== "en") return t("results.outdated", { count });
  return count === 1
    ? "One finding was about a product you removed and is no longer shown."
    : `${count} findings were about products you removed and are no longer shown.`;
}

function ResultsHeader({ routine }: { routine: RoutineView }) {
  const chips = secondaryChips(routine.secondaryGoals, routine.goal);
  const t = useT();
  const english = t.language === "en";
  const skinType = (SKIN_TYPES as readonly string[]).includes(routine.skinType) ? skinTypeName(t, routine.skinType as SkinType) : routine.skinType;
  return (
    <header className="space-y-2">
      <h1 id="stack-name" className="text-2xl font-bold tracking-tight text-stone-900">
        {routine.name}
      </h1>
      <ul className="flex flex-wrap items-center gap-2 text-xs font-semibold" aria-label={t("results.goals")}>
        {routine.goal ? <li className="rounded-full bg-brand-700 px-2.5 py-1 text-white">{goalName(t, routine.goal)}</li> : null}
        {chips.shown.map((g) => (
          <li key={g} className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-200">
            {goalName(t, g)}
          </li>
        ))}
        {chips.more > 0 ? <li className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">{t("results.moreGoals", { count: chips.more })}</li> : null}
        <li className={`px-1 font-normal text-stone-600${english ? " capitalize" : ""}`}>{t("results.skinTypeLine", { skinType: english ? routine.skinType : skinType })}</li>
      </ul>
    </header>
  );
}

function ScoresCard({ evaluation }: { evaluation: NonNullable<RoutineView["evaluation"]> }) {
  const overall = routineOverall(evaluation);
  const t = useT();
  return (
    <section aria-labelledby="scores-title" className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="scores">
      <h2 id="scores-title" className="sr-only">
        {t("scores.heading")}
      </h2>
      <div className="flex items-center gap-4">
        <ScoreRing score={overall} color={scoreRingColor(overall)} size={104} stroke={9} label={t("scores.overall")} textClassName="text-2xl" />
        <div>
          <p className="text-lg font-bold text-stone-900">{t("scores.overall")}</p>
          <p className="text-sm text-stone-700">{t("scores.overallNote")}</p>
        </div>
      </div>
      {/* 44 px from one info button to the next: a tap never lands on the neighbour's. */}
      <ul className="mt-4 space-y-3">
        {SUB_SCORES.map((s) => {
          const value = evaluation[s.key];
          const color = RING_STROKE[scoreRingColor(isScore(value) ? value : 0)];
          return (
            <li key={s.key} className="flex items-center gap-2" data-testid="sub-score">
              <span className="w-32 min-w-fit shrink-0 text-sm font-medium text-stone-800">{scoreName(t, s.key)}</span>
              <ScoreTooltip label={scoreName(t, s.key)} text={scoreTooltip(t, s.key)} />
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full" style={{ width: `${isScore(value) ? value * 10 : 0}%`, backgroundColor: color }} />
              </span>
              <span className="w-9 text-right text-sm font-bold tabular-nums text-stone-900">{scoreText(t.language, value)}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/methodology" className="tap-target font-medium text-brand-700 underline">
          {t("scores.howTheyWork")}
        </Link>
      </p>
    </section>
  );
}

function Actions({ routine, isOwner }: { routine: RoutineView; isOwner: boolean }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await routineApi.deleteStack(routine.id);
      setConfirming(false);
      navigate("/");
    } catch (error) {
      console.error("Could not delete the routine", error);
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-2 pt-2">
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        {isOwner ? <ButtonLink to={`/create-post?stackId=${encodeURIComponent(routine.id)}`}>{t("results.createPost")}</ButtonLink> : null}
        <BackToRoutines />
      </div>
      {isOwner ? (
        <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
          <ButtonLink to={`/edit-stack/${routine.id}`} variant="secondary">
            <PencilIcon className="size-4" />
            {t("results.editThis")}
          </ButtonLink>
          <ButtonLink to={`/advanced-analysis/${routine.id}`} variant="secondary">
            {t("results.advanced")}
          </ButtonLink>
          <Button variant="secondary" className="text-red-800 min-[480px]:col-span-2" onClick={() => setConfirming(true)}>
            <TrashIcon className="size-4" />
            {t("results.delete")}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => !deleting && setConfirming(false)}
        role="alertdialog"
        title={t("results.deleteTitle")}
        description={t("results.deleteText")}
        dismissible={!deleting}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting} data-autofocus>
            {t("results.cancel")}
          </Button>
          <Button variant="danger" onClick={remove} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting ? t("results.deleting") : t("results.deleteConfirm")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
