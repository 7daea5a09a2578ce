import { GOALS, SKIN_TYPES, type GoalId, type SkinType } from "@core/domain";
import { goalDescription, goalName, skinTypeHint, skinTypeName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { makePrimary, toggleGoal } from "~/components/routine/goals";
import { CheckIcon, StarIcon } from "./icons";

/**
 * The eight goals: toggling chooses or drops a goal; the first chosen is primary and cannot be
 * dropped; 'Make Primary' promotes another chosen goal.
 */
export function GoalPicker({ goals, onChange }: { goals: GoalId[]; onChange: (goals: GoalId[]) => void }) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-base font-bold">{t("wizard.goals.legend")}</legend>
      <p className="text-sm text-stone-700">{t("wizard.goals.primaryNote")}</p>
      <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {GOALS.map((goal) => {
          const selected = goals.includes(goal.id);
          const primary = goals[0] === goal.id;
          return (
            <li key={goal.id} className={`flex flex-col rounded-2xl border p-3 ${selected ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white"}`}>
              <button
                type="button"
                aria-pressed={selected}
                aria-describedby={`goal-${goal.id}-desc`}
                onClick={() => onChange(toggleGoal(goals, goal.id))}
                aria-disabled={primary || undefined}
                title={primary ? t("wizard.goals.primaryLocked") : undefined}
                className="flex items-center gap-2 text-left text-sm font-semibold text-stone-900"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-5 shrink-0 place-items-center rounded-md border ${selected ? "border-brand-700 bg-brand-600 text-white" : "border-stone-400 bg-white"}`}
                >
                  {selected ? <CheckIcon className="size-3.5" /> : null}
                </span>
                {goalName(t, goal.id)}
              </button>
              <p id={`goal-${goal.id}-desc`} className="mt-1 text-xs text-stone-700">
                {goalDescription(t, goal.id)}
              </p>
              {primary ? (
                <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <StarIcon className="size-3" /> {t("wizard.goals.primary")}
                </span>
              ) : selected ? (
                <button
                  type="button"
                  onClick={() => onChange(makePrimary(goals, goal.id))}
                  aria-label={t("wizard.goals.makePrimaryLabel", { goal: goalName(t, goal.id) })}
                  className="mt-2 w-fit rounded-full border border-brand-600 px-2 py-0.5 text-xs font-semibold text-brand-800 hover:bg-white"
                >
                  {t("wizard.goals.makePrimary")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function SkinTypePicker({ value, onChange }: { value: SkinType; onChange: (type: SkinType) => void }) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-base font-bold">{t("wizard.skinType.legend")}</legend>
      <div className="grid grid-cols-1 gap-2">
        {SKIN_TYPES.map((type) => (
          <label
            key={type}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 ${
              value === type ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white"
            }`}
          >
            <input
              type="radio"
              name="skinType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 accent-brand-700"
            />
            <span className="text-sm">
              <span className="font-semibold capitalize text-stone-900">{skinTypeName(t, type)}</span>
              <span className="block text-xs text-stone-700">{skinTypeHint(t, type)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
