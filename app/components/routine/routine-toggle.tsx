import { ROUTINE_NAMES } from "~/components/routine/routine";
import { periodName } from "@core/i18n/domain-labels";
import { useT } from "~/utils/i18n";
import { RoutineIcon } from "./icons";
import type { Period } from "@core/domain";

/** The sun / moon toggle: which routine new products go to. */
export function RoutineToggle({ value, onChange }: { value: Period; onChange: (routine: Period) => void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t("routine.toggle.label")} className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1">
      {ROUTINE_NAMES.map((routine) => {
        const checked = value === routine;
        return (
          <button
            key={routine}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(routine)}
            onKeyDown={(event) => {
              if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) {
                event.preventDefault();
                const next = routine === "morning" ? "night" : "morning";
                onChange(next);
                (event.currentTarget.parentElement?.querySelector(`[data-routine="${next}"]`) as HTMLElement | null)?.focus();
              }
            }}
            data-routine={routine}
            className={`tap-target flex min-h-10 items-center justify-center gap-2 rounded-full text-sm font-semibold ${
              checked ? "bg-white text-stone-900 shadow-sm" : "text-stone-700"
            }`}
          >
            <RoutineIcon routine={routine} />
            {periodName(t, routine)}
          </button>
        );
      })}
    </div>
  );
}

