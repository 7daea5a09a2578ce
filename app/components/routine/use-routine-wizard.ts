import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import type { GoalId, SkinType } from "@core/domain";
import { EvaluateSchema } from "@core/schemas/routines";
import { useSession } from "../session";
import { userApi } from "~/utils/api.client";
import { success } from "~/utils/http";
import { useToast } from "../toast";
import { sentence } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { apiErrorText } from "~/utils/api-error-text";
import { defaultRoutineNameIn } from "@core/i18n/domain-labels";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { canContinue, EMPTY_ROUTINES, toPayload, type Routines } from "~/components/routine/routine";
import { displayOrder } from "./display-order";
import { newIdempotencyKey, routineApi, type EvaluatePayload } from "~/components/routine/routine-api.client";
import {
  browserStorage,
  clearPendingRoutine,
  readPendingRoutine,
  savePendingRoutine,
} from "~/components/routine/pending";
import {
  INSUFFICIENT_REDIRECT_MS,
  mayHaveBeenStored,
  SIGNED_OUT_REDIRECT_MS,
  routineIdOf,
  submitFailure,
} from "~/components/routine/submit";
import { useSpendCredit } from "./use-spend-credit";
import { useUrlStep } from "~/utils/use-url-step";
import type { PregnancyAnswers } from "./pregnancy-questions";
import type { Period } from "@core/domain";

type WizardStep = 1 | 2;
/** Step 2 is /add-stack?step=2; step 1 has no parameter. */
const readStep = (params: URLSearchParams): WizardStep => (params.get("step") === "2" ? 2 : 1);
const writeStep = (step: WizardStep, params: URLSearchParams) => {
  if (step === 2) params.set("step", "2");
  else params.delete("step");
};

/**
 * All state and actions of the create-routine wizard (the view is ./stack-wizard). The step is in
 * the URL (Back and Forward move between steps); what was entered stays here meanwhile.
 */
export function useRoutineWizard(initialTarget: Period) {
  const { ready, signedIn, user } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const spendCredit = useSpendCredit();
  const t = useT();

  const urlStep = useUrlStep(readStep, writeStep);
  const [routines, setRoutines] = useState<Routines>(EMPTY_ROUTINES);
  // Step 2 needs the products of step 1 (a reload there shows step 1 until they are restored).
  const step: WizardStep = urlStep.step === 2 && canContinue(routines) ? 2 : 1;
  const { go, back } = urlStep;
  const setStep = useCallback((next: WizardStep) => (next === 2 ? go(2) : back(1)), [go, back]);
  const [target, setTarget] = useState<Period>(initialTarget);
  const [recommended, setRecommended] = useState(true);
  const [goals, setGoals] = useState<GoalId[]>([]);
  const [skinType, setSkinType] = useState<SkinType>("normal");
  const [name, setName] = useState("");
  const [skinFeeling, setSkinFeeling] = useState("");
  const [pregnancy, setPregnancy] = useState<PregnancyAnswers>({});
  const [submitting, setSubmitting] = useState(false);
  const [restoreChecked, setRestoreChecked] = useState(false);
  const inFlight = useRef(false);
  const attemptKey = useRef<string | null>(null);

  // Signed-out visitors go to /signup after 200 ms.
  useEffect(() => {
    if (!ready || signedIn) return;
    const id = window.setTimeout(() => navigate("/signup", { replace: true }), SIGNED_OUT_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [ready, signedIn, navigate]);

  // The skin type defaults to the one saved in the user's skin profile (the questionnaire).
  useEffect(() => {
    if (!ready || !signedIn) return;
    const controller = new AbortController();
    success(userApi.profile.$get(undefined, { init: { signal: controller.signal } }))
      .then(({ profile, saved }) => {
        if (!saved) return;
        setSkinType(profile.skinType);
        setPregnancy((current) => ({ pregnant: profile.pregnant, breastfeeding: profile.breastfeeding, ...current }));
      })
      .catch(() => {}); // the default stays
    return () => controller.abort();
  }, [ready, signedIn]);

  // A pending routine saved within the last 30 minutes is restored; the user is told once per
  // hand-over (a reload or a later visit restores silently what the wizard already showed).
  useEffect(() => {
    if (!ready || !signedIn || restoreChecked) return;
    setRestoreChecked(true);
    const pending = readPendingRoutine(browserStorage());
    if (!pending) return;
    setRoutines(pending.routines);
    if (pending.announce) toast(t("wizard.pendingRestored"), { variant: "success" });
  }, [ready, signedIn, restoreChecked, toast, t]);

  // Then every change is kept, so that a reload or a detour (buying credits) loses nothing.
  useEffect(() => {
    if (restoreChecked && !submitting) savePendingRoutine(browserStorage(), routines, Date.now(), true);
  }, [routines, restoreChecked, submitting]);

  const updateRoutines = useCallback((update: (current: Routines) => Routines) => setRoutines(update), []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const goal = goals[0];
    if (!goal) {
      toast(t("wizard.chooseGoal"), { variant: "error" });
      return;
    }
    if (user && user.credits < 1) {
      toast(t("wizard.needCredit"), { variant: "error" });
      navigate("/buy-credits");
      return;
    }
    const payload: EvaluatePayload = {
      // Left empty, the api names it in English; another language names it here, in the reader's words.
      stackName: name.trim() || (t.language === DEFAULT_LANGUAGE ? "" : defaultRoutineNameIn(t, goal)),
      goal,
      secondaryGoals: goals.slice(1),
      skinType,
      morningProducts: toPayload(displayOrder(routines.morning, recommended)),
      nightProducts: toPayload(displayOrder(routines.night, recommended)),
      skinFeeling: skinFeeling.trim(),
      ...(pregnancy.pregnant === undefined ? {} : { pregnant: pregnancy.pregnant }),
      ...(pregnancy.breastfeeding === undefined ? {} : { breastfeeding: pregnancy.breastfeeding }),
    };
    const checked = v.safeParse(EvaluateSchema, payload);
    if (!checked.success) {
      toast(t.language === DEFAULT_LANGUAGE ? sentence(checked.issues[0]?.message ?? "Please check your routine.") : t("wizard.checkRoutine"), { variant: "error" });
      return;
    }
    inFlight.current = true;
    attemptKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    const stop = () => {
      inFlight.current = false;
      attemptKey.current = null;
      setSubmitting(false);
    };
    let id: string | null;
    try {
      id = routineIdOf(await routineApi.evaluate(payload, attemptKey.current));
    } catch (error) {
      const keepKey = mayHaveBeenStored(error) ? attemptKey.current : null;
      stop();
      attemptKey.current = keepKey;
      console.error("Evaluation request failed", error);
      const failure = submitFailure(error);
      const text =
        failure.kind === "credits"
          ? t("wizard.insufficientRedirect")
          : t.language === DEFAULT_LANGUAGE
            ? failure.message
            : apiErrorText(t, error, t("wizard.submitFailed"));
      toast(text, { variant: "error" });
      if (failure.kind === "credits") window.setTimeout(() => navigate("/buy-credits"), INSUFFICIENT_REDIRECT_MS);
      return;
    }
    spendCredit();
    if (!id) {
      stop();
      toast(t("wizard.stackIdMissing"), { variant: "error" });
      return;
    }
    clearPendingRoutine(browserStorage());
    navigate(`/results/${id}?new=true`);
  }, [goals, user, name, skinType, routines, recommended, skinFeeling, pregnancy, toast, navigate, spendCredit, t]);

  return {
    ready,
    signedIn,
    credits: user?.credits,
    step,
    setStep,
    routines,
    updateRoutines,
    target,
    setTarget,
    recommended,
    setRecommended,
    goals,
    setGoals,
    skinType,
    setSkinType,
    name,
    setName,
    skinFeeling,
    setSkinFeeling,
    pregnancy,
    setPregnancy,
    submitting,
    submit,
  };
}

export type RoutineWizardState = ReturnType<typeof useRoutineWizard>;
