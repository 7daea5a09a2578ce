import { Link } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/utils/i18n";
import { useSession } from "../session";
import { useToast } from "../toast";
import { Button, ButtonLink, Notice, PageTitle, Spinner } from "../ui";
import { AddConfirmDialog, UndoAddBar } from "./add-recommended";
import { ProductDetailsStep } from "./product-details-step";
import { ResultsStep } from "./results-step";
import { useAddRecommended } from "./use-add-recommended";
import { SkinProfileForm } from "./skin-profile-form";
import { advancedApi, type RoutineSummary } from "~/components/advanced/advanced-api.client";
import { profileDefaultsFor, type ProfileAnswers } from "~/components/advanced/profile";
import { replaceEntry, type AdvancedRoutine } from "~/components/advanced/routine";
import {
  afterProfile,
  afterSave,
  applyDraft,
  back,
  draftFor,
  initialPosition,
  isLastProduct,
  positionInUrl,
  samePosition,
  savePayload,
  scoreStack,
  wizardProducts,
  type ProductDraft,
  usablePosition,
  writePosition,
} from "~/components/advanced/wizard";
import { useUrlStep } from "~/utils/use-url-step";
import { RoutineNotFound } from "~/components/routine/routine-not-found";
import { isApiError, serverMessageOr } from "~/utils/http";


type Load =
  | { status: "loading" }
  | { status: "notFound" }
  | { status: "error" }
  | { status: "ready"; stack: AdvancedRoutine; profile: ProfileAnswers; canEdit: boolean };

/** /advanced-analysis/{id?}: the three-step wizard, or the way to pick a routine. */
export function AdvancedAnalysisScreen({ id, profileDone = false }: { id: string | undefined; profileDone?: boolean }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <PageTitle>{t("advanced.title")}</PageTitle>
      {id ? <RoutineAnalysis key={id} id={id} profileDone={profileDone} /> : <ChooseRoutine />}
    </div>
  );
}

function Analyzing() {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-700">
      <Spinner className="size-5" />
      {t("advanced.analyzing")}
    </p>
  );
}

function NoRoutine() {
  const t = useT();
  return (
    <section className="space-y-4 py-8 text-center">
      <p className="text-stone-800">{t("advanced.noRoutine")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/add-stack">{t("advanced.createRoutine")}</ButtonLink>
        <ButtonLink to="/library" variant="secondary">
          {t("advanced.browseLibrary")}
        </ButtonLink>
      </div>
    </section>
  );
}

/** No id: the signed-in user's routines to choose from; with none (or signed out) the spec's message. */
function ChooseRoutine() {
  const { ready, signedIn } = useSession();
  const [routines, setRoutines] = useState<RoutineSummary[] | null>(null);
  const t = useT();

  useEffect(() => {
    if (!ready || !signedIn) return;
    const controller = new AbortController();
    advancedApi
      .stacks(controller.signal)
      .then(setRoutines)
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error("Could not load the routines", error);
        setRoutines([]);
      });
    return () => controller.abort();
  }, [ready, signedIn]);

  if (!ready || (signedIn && routines === null)) return <Analyzing />;
  if (!signedIn || !routines || routines.length === 0) return <NoRoutine />;
  return (
    <section className="space-y-3" aria-labelledby="choose-routine">
      <h2 id="choose-routine" className="text-lg font-semibold text-stone-900">
        {t("advanced.choose")}
      </h2>
      <ul className="space-y-2">
        {routines.map((s) => (
          <li key={s.id}>
            <Link
              to={`/advanced-analysis/${s.id}`}
              className="flex items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 hover:bg-stone-50"
            >
              <span className="font-semibold text-stone-900">{s.name}</span>
              <span className="text-sm text-stone-600">{t("routine.productCount", { count: s.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">
        {t.rich("advanced.orCreate", {
          create: (chunks) => (
            <Link key="create" to="/add-stack" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
          library: (chunks) => (
            <Link key="library" to="/library" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}

function RoutineAnalysis({ id, profileDone }: { id: string; profileDone: boolean }) {
  const { ready, signedIn, user } = useSession();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    (async () => {
      let routine: AdvancedRoutine | null;
      try {
        routine = await advancedApi.stack(id, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Could not load the routine", error);
        const missing = isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 400);
        setLoad({ status: missing ? "notFound" : "error" });
        return;
      }
      if (!routine) {
        setLoad({ status: "notFound" });
        return;
      }
      const defaults = profileDefaultsFor(routine);
      let profile = defaults;
      if (signedIn) {
        try {
          profile = (await advancedApi.profile(controller.signal, defaults)).profile;
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn("Could not load the skin profile; using the defaults", error);
        }
      }
      if (controller.signal.aborted) return;
      setLoad({ status: "ready", stack: routine, profile, canEdit: Boolean(signedIn && userId && userId === routine.userId) });
    })();
    return () => controller.abort();
  }, [ready, signedIn, userId, id, attempt]);

  if (load.status === "loading") return <Analyzing />;
  if (load.status === "notFound") {
    return (
      <RoutineNotFound heading="h2">
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to="/home" variant="secondary">
            {t("advanced.backToRoutines")}
          </ButtonLink>
          <ButtonLink to="/advanced-analysis">{t("advanced.chooseAnother")}</ButtonLink>
        </div>
      </RoutineNotFound>
    );
  }
  if (load.status === "error") {
    return (
      <section className="space-y-4 py-8 text-center">
        <Notice tone="error">{t("advanced.loadFailed")}</Notice>
        <Button onClick={() => setAttempt((a) => a + 1)}>{t("advanced.tryAgain")}</Button>
      </section>
    );
  }
  return (
    <Wizard
      key={String(load.canEdit)}
      initialRoutine={load.stack} initialProfile={load.profile} canEdit={load.canEdit} signedIn={signedIn} profileDone={profileDone} />
  );
}

const STEP_KEYS = ["advanced.step.profile", "advanced.step.products", "advanced.step.results"] as const;

function StepIndicator({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label={t("advanced.steps")}>
      {STEP_KEYS.map((key, i) => (
        <StepItem key={key} title={t(key)} index={i} step={step} stepLabel={t("advanced.stepNumber", { number: i + 1 })} />
      ))}
    </ol>
  );
}

function StepItem({ title, index: i, step, stepLabel }: { title: string; index: number; step: number; stepLabel: string }) {
  return (
    <li
          aria-current={i === step ? "step" : undefined}
          className={`rounded-full px-2 py-1.5 text-center text-xs font-semibold ${
            i === step ? "bg-brand-600 text-white" : i < step ? "bg-brand-100 text-brand-800" : "bg-stone-100 text-stone-600"
          }`}
        >
          <span className="sr-only">{stepLabel}</span>
          {title}
        </li>
  );
}

function Wizard({
  initialRoutine,
  initialProfile,
  canEdit,
  signedIn,
  profileDone,
}: {
  initialRoutine: AdvancedRoutine;
  initialProfile: ProfileAnswers;
  canEdit: boolean;
  signedIn: boolean;
  profileDone: boolean;
}) {
  const { toast } = useToast();
  const t = useT();
  const [routine, setRoutine] = useState(initialRoutine);
  const [profile, setProfile] = useState(initialProfile);
  const [drafts, setDrafts] = useState<Record<string, ProductDraft>>({});
  const [savingProfile, setSavingProfile] = useState(false);
  const [savingEntry, setSavingEntry] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const products = useMemo(() => wizardProducts(routine), [routine]);
  // The wizard opens where initialPosition says (whatever the URL held), then follows the URL, so
  // that Back and Forward move between the steps and products; only the owner moves.
  const [opening] = useState(() => initialPosition(initialRoutine, canEdit, profileDone));
  const url = useUrlStep(positionInUrl, writePosition);
  const inUrl = usablePosition(url.step, products.length);
  const [following, setFollowing] = useState(false);
  if (canEdit && !following && samePosition(inUrl, opening)) setFollowing(true);
  const { go } = url;
  useEffect(() => {
    if (canEdit && !following) go(opening, "replace");
  }, [canEdit, following, go, opening]);
  const pos = following && inUrl ? inUrl : opening;
  const setPos = go;
  const current = pos.step === 1 ? products[pos.index] : undefined;
  const currentId = current?.product.id;

  // Each product's edits, kept while moving back and forth; otherwise its saved data or the defaults.
  const draft = current ? (drafts[current.product.id] ?? draftFor(current.product, current.routine)) : null;
  const setDraft = useCallback(
    (next: ProductDraft) => {
      if (currentId) setDrafts((d) => ({ ...d, [currentId]: next }));
    },
    [currentId],
  );

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView({ block: "start" });
  }, [pos.step, pos.index]);

  const result = useMemo(() => (pos.step === 2 ? scoreStack(profile, routine) : null), [pos.step, profile, routine]);

  const continueFromProfile = useCallback(async () => {
    if (canEdit) {
      setSavingProfile(true);
      try {
        const saved = await advancedApi.saveProfile(profile);
        setProfile(saved.profile);
      } catch (error) {
        console.error("Could not save the skin profile", error);
        toast(serverMessageOr(error, t("advanced.profileSaveFailed")), { variant: "error" });
      } finally {
        setSavingProfile(false);
      }
    }
    setPos(afterProfile(products.length));
  }, [canEdit, profile, products.length, toast, setPos, t]);

  const saveCurrent = useCallback(async () => {
    if (!current || !draft) return;
    const entry = current.product;
    setSavingEntry(true);
    try {
      const saved = await advancedApi.saveEntry(routine.id, entry.id, savePayload(entry, draft));
      setRoutine((s) => replaceEntry(s, saved ?? applyDraft(entry, draft)));
      setDrafts((d) => {
        const rest = { ...d };
        delete rest[entry.id];
        return rest;
      });
      setPos(afterSave(pos.index, products.length));
    } catch (error) {
      console.error("Could not save the product details", error);
      toast(serverMessageOr(error, t("advanced.entrySaveFailed")), { variant: "error" });
      if (isApiError(error, 404)) {
        // The routine was edited elsewhere: reload it and carry on from its first unsaved product.
        const fresh = await advancedApi.stack(routine.id).catch(() => null);
        if (fresh) {
          setRoutine(fresh);
          setPos(initialPosition(fresh, true), "replace");
        }
      }
    } finally {
      setSavingEntry(false);
    }
  }, [current, draft, routine.id, pos.index, products.length, toast, setPos, t]);

  const add = useAddRecommended(routine, setRoutine);

  return (
    <div ref={top} className="scroll-mt-20 space-y-5">
      {canEdit ? (
        <StepIndicator step={pos.step} />
      ) : (
        <Notice>
          {signedIn
            ? t("advanced.othersRoutine")
            : t("advanced.sharedGuest")}
        </Notice>
      )}

      {pos.step === 0 ? (
        <section className="space-y-4" aria-label={t("advanced.step.profile")}>
          <p className="text-sm text-stone-700">
            {t.rich("advanced.profileIntro", {
              name: routine.name,
              b: (chunks) => (
                <span key="b" className="font-semibold text-stone-900">
                  {chunks}
                </span>
              ),
            })}
          </p>
          <SkinProfileForm value={profile} onChange={setProfile} onContinue={() => void continueFromProfile()} busy={savingProfile} />
        </section>
      ) : null}

      {pos.step === 1 && current && draft ? (
        <ProductDetailsStep
          key={current.product.id}
          item={current}
          draft={draft}
          onChange={setDraft}
          onSave={() => void saveCurrent()}
          onBack={() => url.back(back(pos.index))}
          saving={savingEntry}
          isLast={isLastProduct(pos.index, products.length)}
        />
      ) : null}

      {pos.step === 2 && result ? (
        <ResultsStep
          routine={routine}
          profile={profile}
          result={result}
          actions={
            canEdit
              ? {
                  onEditProfile: () => setPos({ step: 0, index: 0 }),
                  onEditProducts: products.length > 0 ? () => setPos({ step: 1, index: 0 }) : undefined,
                  onAdd: add.request,
                  adding: add.adding,
                }
              : {}
          }
        />
      ) : null}
      {pos.step === 2 && canEdit ? (
        <>
          <AddConfirmDialog asking={add.asking} busy={Boolean(add.adding)} onCancel={add.cancel} onConfirm={(choice) => void add.confirm(choice)} />
          <UndoAddBar last={add.last} undoing={add.undoing} onUndo={() => void add.undo()} onDismiss={add.dismiss} />
        </>
      ) : null}
    </div>
  );
}
