import { useId } from "react";
import { useT } from "~/utils/i18n";

export const PREGNANCY_PRIVATE_NOTE = "Private: only you see this. Some actives (retinoids, hydroquinone, strong salicylic acid) are not advised.";

export interface PregnancyAnswers {
  pregnant?: boolean;
  breastfeeding?: boolean;
}

/**
 * "Are you pregnant or breastfeeding?": two checkboxes, asked in the wizard's profile step, on
 * /profile and in the advanced questionnaire. Saved to the owner's skin profile only.
 */
export function PregnancyQuestions({ value, onChange }: { value: PregnancyAnswers; onChange: (next: PregnancyAnswers) => void }) {
  const hint = useId();
  const t = useT();
  const box = (field: keyof PregnancyAnswers, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        name={field}
        className="size-5 shrink-0 accent-brand-700"
        checked={value[field] === true}
        onChange={(e) => onChange({ ...value, [field]: e.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2" aria-describedby={hint}>
      <legend className="text-base font-semibold text-stone-900">{t("wizard.pregnancy.legend")}</legend>
      <p id={hint} className="text-sm text-stone-600">
        {t("wizard.pregnancy.note")}
      </p>
      <div className="grid grid-cols-1 gap-2 pt-1 min-[360px]:grid-cols-2">
        {box("pregnant", t("wizard.pregnancy.pregnant"))}
        {box("breastfeeding", t("wizard.pregnancy.breastfeeding"))}
      </div>
    </fieldset>
  );
}
