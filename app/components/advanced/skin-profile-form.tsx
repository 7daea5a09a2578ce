import { useId } from "react";
import { Button } from "../ui";
import { PregnancyQuestions } from "../routine/pregnancy-questions";
import {
  AGE_OPTIONS,
  concernOptions,
  SENSITIVITY_OPTIONS,
  SKIN_TYPE_OPTIONS,
  toggleSensitivity,
  type Option,
  type ProfileAnswers,
} from "~/components/advanced/profile";
import { sensitivityName } from "@core/i18n/domain-labels";
import type { Translator } from "@core/i18n/catalogues";
import type { AgeBracket, PrimaryConcern, SkinType } from "@core/domain";
import { useT } from "~/utils/i18n";
import { concernHint, concernName, skinTypeOption } from "./display-text";

/** The questionnaire's options in the reader's language (profile.ts keeps their ids and order). */
const skinTypeOptions = (t: Translator): Option<SkinType>[] => SKIN_TYPE_OPTIONS.map((o) => ({ id: o.id, ...skinTypeOption(t, o.id) }));
const concernOptionsIn = (t: Translator, current: PrimaryConcern): Option<PrimaryConcern>[] =>
  concernOptions(current).map((o) => ({ id: o.id, label: concernName(t, o.id), description: concernHint(t, o.id) }));
const ageOptions = (t: Translator): Option<AgeBracket>[] =>
  AGE_OPTIONS.map((o) => (o.id === "under-20" ? { ...o, label: t("advanced.form.under20") } : o));

/**
 * The skin profile questionnaire: skin type, primary concern (the six
 * offered), age bracket and sensitivities, then 'Continue to Product Selection'. Step 1 of the
 * advanced analysis and the /profile page. Controlled: the parent keeps the answers and saves them.
 */
export function SkinProfileForm({
  value,
  onChange,
  onContinue,
  busy = false,
  disabled = false,
}: {
  value: ProfileAnswers;
  onChange: (next: ProfileAnswers) => void;
  onContinue: () => void;
  busy?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !disabled) onContinue();
      }}
    >
      <ChoiceGroup
        legend={t("advanced.form.skinType")}
        name="skinType"
        options={skinTypeOptions(t)}
        value={value.skinType}
        onChange={(skinType) => onChange({ ...value, skinType })}
        columns={2}
      />
      <ChoiceGroup
        legend={t("advanced.form.concern")}
        name="primaryConcern"
        options={concernOptionsIn(t, value.primaryConcern)}
        value={value.primaryConcern}
        onChange={(primaryConcern) => onChange({ ...value, primaryConcern })}
        columns={2}
      />
      <ChoiceGroup
        legend={t("advanced.form.age")}
        name="ageBracket"
        options={ageOptions(t)}
        value={value.ageBracket}
        onChange={(ageBracket) => onChange({ ...value, ageBracket })}
        columns={3}
      />
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-stone-900">{t("advanced.form.sensitivities")}</legend>
        <p className="text-sm text-stone-600">{t("advanced.form.sensitivitiesHint")}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          {SENSITIVITY_OPTIONS.map((option) => {
            const checked = value.sensitivities.includes(option.id);
            return (
              <label
                key={option.id}
                className={`relative cursor-pointer rounded-full border px-3.5 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
                }`}
              >
                <input
                  type="checkbox"
                  className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  name="sensitivities"
                  value={option.id}
                  checked={checked}
                  onChange={() => onChange({ ...value, sensitivities: toggleSensitivity(value.sensitivities, option.id) })}
                />
                {sensitivityName(t, option.id)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <PregnancyQuestions value={value} onChange={(answers) => onChange({ ...value, ...answers })} />
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={disabled}>
        {t("advanced.form.continue")}
      </Button>
    </form>
  );
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns,
}: {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  columns: 2 | 3;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      <div className={`grid gap-2 pt-1 ${columns === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
        {options.map((option) => {
          const checked = option.id === value;
          return (
            <label
              key={option.id}
              htmlFor={`${id}-${option.id}`}
              className={`relative flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                checked ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-white hover:bg-stone-50"
              }`}
            >
              <input
                id={`${id}-${option.id}`}
                type="radio"
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                name={name}
                value={option.id}
                checked={checked}
                onChange={() => onChange(option.id)}
              />
              <span className={`text-sm font-semibold ${checked ? "text-brand-800" : "text-stone-900"}`}>{option.label}</span>
              {option.description ? <span className="text-xs text-stone-600">{option.description}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
