import { useState } from "react";
import type { GoalId, SkinType } from "@core/domain";
import { QUIZ_QUESTIONS, quizGoals, quizSkinType } from "~/components/routine/goals";
import { Button } from "../ui";
import { Dialog } from "./dialog";
import { useT } from "~/utils/i18n";
import type { MessageKey } from "@core/i18n/catalogues";

/**
 * The Skin Assessment Quiz overlay: 3 questions, Previous / Next (Next needs an answer), then
 * 'Complete Quiz', which chooses up to 3 goals, the first primary.
 */
export function QuizDialog({ open, onClose, onComplete }: { open: boolean; onClose: () => void; onComplete: (goals: GoalId[], skinType: SkinType | null) => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => QUIZ_QUESTIONS.map(() => null));
  const question = QUIZ_QUESTIONS[step];
  const last = step === QUIZ_QUESTIONS.length - 1;
  const answered = answers[step] !== null;
  const t = useT();

  function close() {
    setStep(0);
    setAnswers(QUIZ_QUESTIONS.map(() => null));
    onClose();
  }

  return (
    <Dialog open={open} onClose={close} title={t("wizard.quiz.title")} description={t("wizard.quiz.questionOf", { number: step + 1, total: QUIZ_QUESTIONS.length })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!answered) return;
          if (!last) {
            setStep(step + 1);
            return;
          }
          onComplete(quizGoals(answers), quizSkinType(answers));
          close();
        }}
        className="space-y-4"
      >
        <div className="h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${((step + 1) / QUIZ_QUESTIONS.length) * 100}%` }} />
        </div>
        <fieldset key={question.id} className="space-y-2">
          <legend className="mb-2 text-base font-semibold text-stone-900">{t(`wizard.quiz.${question.id}` as MessageKey)}</legend>
          {question.answers.map((answer, i) => (
            <label
              key={answer.label}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-3 text-sm ${
                answers[step] === i ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white hover:bg-stone-50"
              }`}
            >
              <input
                type="radio"
                name={`quiz-${question.id}`}
                checked={answers[step] === i}
                onChange={() => setAnswers((a) => a.map((x, j) => (j === step ? i : x)))}
                className="size-4 accent-brand-700"
                data-autofocus={i === 0 ? true : undefined}
              />
              {t(`wizard.quiz.${question.id}.${i}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-between gap-2">
          <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
            {t("wizard.quiz.previous")}
          </Button>
          <Button type="submit" disabled={!answered}>
            {last ? t("wizard.quiz.complete") : t("wizard.quiz.next")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
