import { useEffect, useId, useRef, useState } from "react";
import { defaultRoutineNameIn } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { MAX_ROUTINE_NAME, MAX_SKIN_FEELING, MIN_PRODUCTS_TOTAL } from "@core/routine-limits";
import { Button, ButtonLink, Field, PageTitle, Spinner } from "../ui";
import { canContinue, totalProducts } from "~/components/routine/routine";
import { AnalyzingOverlay } from "./analyzing-overlay";
import { GoalPicker, SkinTypePicker } from "./goal-picker";
import { ArrowLeftIcon, QuizIcon } from "./icons";
import { QuizDialog } from "./quiz-dialog";
import { PregnancyQuestions } from "./pregnancy-questions";
import { RoutineBuilder } from "./routine-builder";
import type { RoutineWizardState } from "./use-routine-wizard";


/** The create-routine wizard's screens (state in ./use-stack-wizard). */
export function RoutineWizard({ wizard }: { wizard: RoutineWizardState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const t = useT();

  // Moving between steps starts at the top with focus on the step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [wizard.step]);

  if (!wizard.signedIn) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-center text-stone-700">
        {wizard.ready ? (
          <>
            <p>{t("wizard.signUpPrompt")}</p>
            <ButtonLink to="/signup">{t("shell.signUp")}</ButtonLink>
          </>
        ) : (
          <>
            <Spinner className="size-8 text-brand-600" />
            <p>{t("wizard.loading")}</p>
          </>
        )}
      </div>
    );
  }

  const count = totalProducts(wizard.routines);

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-brand-700">{t("wizard.stepOf", { step: wizard.step, total: 2 })}</p>
        <PageTitle>
          <span ref={heading} tabIndex={-1} className="outline-none">
            {wizard.step === 1 ? t("wizard.step1.title") : t("wizard.step2.title")}
          </span>
        </PageTitle>
        <p className="text-sm text-stone-700">
          {wizard.step === 1 ? t("wizard.step1.intro") : t("wizard.step2.intro")}
        </p>
      </header>

      {wizard.step === 1 ? (
        <>
          <RoutineBuilder
            routines={wizard.routines}
            onChange={wizard.updateRoutines}
            target={wizard.target}
            onTargetChange={wizard.setTarget}
            recommended={wizard.recommended}
            onRecommendedChange={wizard.setRecommended}
          />
          <div className="space-y-2">
            <Button size="lg" fullWidth disabled={!canContinue(wizard.routines)} onClick={() => wizard.setStep(2)} aria-describedby="continue-hint">
              {t("wizard.continue")}
            </Button>
            <p id="continue-hint" className="text-center text-xs text-stone-600">
              {canContinue(wizard.routines)
                ? t("wizard.productsInRoutine", { count })
                : t("wizard.addAtLeast", { min: MIN_PRODUCTS_TOTAL, count })}
            </p>
          </div>
        </>
      ) : (
        <StepTwo wizard={wizard} />
      )}
      <AnalyzingOverlay open={wizard.submitting} />
    </div>
  );
}

function StepTwo({ wizard }: { wizard: RoutineWizardState }) {
  const [quizOpen, setQuizOpen] = useState(false);
  const t = useT();
  const feelingId = useId();
  const primary = wizard.goals[0];
  const credits = wizard.credits;

  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="text-sm text-stone-800">{t("wizard.quizPrompt")}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setQuizOpen(true)}>
          <QuizIcon className="size-4" />
          {t("wizard.quizButton")}
        </Button>
      </div>
      <GoalPicker goals={wizard.goals} onChange={wizard.setGoals} />
      <SkinTypePicker value={wizard.skinType} onChange={wizard.setSkinType} />
      <PregnancyQuestions value={wizard.pregnancy} onChange={wizard.setPregnancy} />
      <Field
        label={t("wizard.routineName")}
        name="stackName"
        optional
        value={wizard.name}
        onChange={(e) => wizard.setName(e.target.value)}
        maxLength={MAX_ROUTINE_NAME}
        placeholder={primary ? defaultRoutineNameIn(t, primary) : t("wizard.routineNamePlaceholder")}
        hint={primary ? t("wizard.routineNameHint", { name: defaultRoutineNameIn(t, primary) }) : undefined}
        autoComplete="off"
      />
      <div className="space-y-1.5">
        <label htmlFor={feelingId} className="block text-sm font-medium text-stone-800">
          {t("wizard.skinFeeling")} <span className="font-normal text-stone-600">({t("auth.optional")})</span>
        </label>
        <textarea
          id={feelingId}
          value={wizard.skinFeeling}
          onChange={(e) => wizard.setSkinFeeling(e.target.value)}
          maxLength={MAX_SKIN_FEELING}
          rows={3}
          placeholder={t("wizard.skinFeelingPlaceholder")}
          className="block w-full rounded-xl border border-stone-400 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500"
        />
      </div>
      <div className="space-y-2">
        <div className="flex gap-3">
          <Button variant="secondary" size="lg" onClick={() => wizard.setStep(1)}>
            <ArrowLeftIcon className="size-4" />
            {t("wizard.back")}
          </Button>
          <Button size="lg" className="flex-1" onClick={() => void wizard.submit()} disabled={!primary} loading={wizard.submitting}>
            {t("wizard.analyze")}
          </Button>
        </div>
        <p className="text-center text-xs text-stone-600">
          {primary ? "" : `${t("wizard.chooseGoal")} `}
          {typeof credits === "number" ? t("wizard.usesCreditHave", { credits }) : t("wizard.usesCredit")}
        </p>
      </div>
      <QuizDialog
        open={quizOpen}
        onClose={() => setQuizOpen(false)}
        onComplete={(goals, skinType) => {
          if (goals.length > 0) wizard.setGoals(goals);
          if (skinType) wizard.setSkinType(skinType);
        }}
      />
    </div>
  );
}
