import { useEffect, useId, useRef, useState } from "react";
import { defaultStackName } from "@core/domain";
import { MAX_SKIN_FEELING, MAX_STACK_NAME } from "@core/schemas/stacks";
import { Button, ButtonLink, Field, PageTitle, Spinner } from "../ui";
import { MIN_PRODUCTS_TOTAL } from "@core/schemas/stacks";
import { canContinue, totalProducts } from "~/components/routine/routine";
import { AnalyzingOverlay } from "./analyzing-overlay";
import { GoalPicker, SkinTypePicker } from "./goal-picker";
import { ArrowLeftIcon, QuizIcon } from "./icons";
import { QuizDialog } from "./quiz-dialog";
import { PregnancyQuestions } from "./pregnancy-questions";
import { RoutineBuilder } from "./routine-builder";
import type { StackWizardState } from "./use-stack-wizard";
import { countOf } from "@core/plural";

/** The create-routine wizard's screens (state in ./use-stack-wizard). */
export function StackWizard({ wizard }: { wizard: StackWizardState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

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
            <p>Create a free account to build and analyse your routine.</p>
            <ButtonLink to="/signup">Sign up</ButtonLink>
          </>
        ) : (
          <>
            <Spinner className="size-8 text-brand-600" />
            <p>Loading...</p>
          </>
        )}
      </div>
    );
  }

  const count = totalProducts(wizard.routines);

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-brand-700">Step {wizard.step} of 2</p>
        <PageTitle>
          <span ref={heading} tabIndex={-1} className="outline-none">
            {wizard.step === 1 ? "Add your products" : "Your skin and goals"}
          </span>
        </PageTitle>
        <p className="text-sm text-stone-700">
          {wizard.step === 1
            ? "List what you use in the morning and at night. Pick the routine with the sun and moon toggle."
            : "Tell us what you want from your routine; we tailor the analysis to it."}
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
              Continue
            </Button>
            <p id="continue-hint" className="text-center text-xs text-stone-600">
              {canContinue(wizard.routines)
                ? `${countOf(count, "product")} in your routine.`
                : `Add at least ${MIN_PRODUCTS_TOTAL} products to continue (${count} added).`}
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

function StepTwo({ wizard }: { wizard: StackWizardState }) {
  const [quizOpen, setQuizOpen] = useState(false);
  const feelingId = useId();
  const primary = wizard.goals[0];
  const credits = wizard.credits;

  return (
    <div className="space-y-6">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="text-sm text-stone-800">Not sure which goals fit your skin?</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setQuizOpen(true)}>
          <QuizIcon className="size-4" />
          Take the Skin Assessment Quiz
        </Button>
      </div>
      <GoalPicker goals={wizard.goals} onChange={wizard.setGoals} />
      <SkinTypePicker value={wizard.skinType} onChange={wizard.setSkinType} />
      <PregnancyQuestions value={wizard.pregnancy} onChange={wizard.setPregnancy} />
      <Field
        label="Routine name"
        name="stackName"
        optional
        value={wizard.name}
        onChange={(e) => wizard.setName(e.target.value)}
        maxLength={MAX_STACK_NAME}
        placeholder={primary ? defaultStackName(primary) : "My Routine"}
        hint={primary ? `Leave empty to use "${defaultStackName(primary)}".` : undefined}
        autoComplete="off"
      />
      <div className="space-y-1.5">
        <label htmlFor={feelingId} className="block text-sm font-medium text-stone-800">
          How does your skin feel? <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea
          id={feelingId}
          value={wizard.skinFeeling}
          onChange={(e) => wizard.setSkinFeeling(e.target.value)}
          maxLength={MAX_SKIN_FEELING}
          rows={3}
          placeholder="e.g. tight after washing, a few breakouts on my chin"
          className="block w-full rounded-xl border border-stone-400 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-500"
        />
      </div>
      <div className="space-y-2">
        <div className="flex gap-3">
          <Button variant="secondary" size="lg" onClick={() => wizard.setStep(1)}>
            <ArrowLeftIcon className="size-4" />
            Back
          </Button>
          <Button size="lg" className="flex-1" onClick={() => void wizard.submit()} disabled={!primary} loading={wizard.submitting}>
            Analyze My Routine
          </Button>
        </div>
        <p className="text-center text-xs text-stone-600">
          {primary ? "" : "Choose at least one goal. "}
          Uses 1 credit{typeof credits === "number" ? `; you have ${credits}.` : "."}
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
