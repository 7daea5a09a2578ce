/**
 * The feed's filters: the routine's goal and skin type, as two labelled selects that fit a 320 px
 * screen side by side. The values live in the URL (?goal=&skinType=), so a filtered feed can be
 * shared and survives a reload.
 */
import { useId } from "react";
import { GOALS, SKIN_TYPES } from "@core/domain";
import type { FeedFilter } from "@core/schemas/community";
import { useT } from "~/utils/i18n";
import { GoalOptions } from "../goal-options";
import { skinTypeName } from "./skin-type";

const SELECT = "block w-full min-h-11 rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900";

export function FeedFilters({ filter, onChange }: { filter: FeedFilter; onChange(next: FeedFilter): void }) {
  const goalId = useId();
  const skinId = useId();
  const active = Boolean(filter.goal || filter.skinType);
  const t = useT();
  return (
    <div className="space-y-2" data-testid="feed-filters">
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0 space-y-1">
          <label htmlFor={goalId} className="text-xs font-semibold text-stone-800">
            {t("explore.filterGoal")}
          </label>
          <select
            id={goalId}
            value={filter.goal ?? ""}
            onChange={(e) => onChange({ ...filter, goal: GOALS.find((g) => g.id === e.target.value)?.id })}
            className={SELECT}
          >
            <option value="">{t("explore.allGoals")}</option>
            <GoalOptions />
          </select>
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={skinId} className="text-xs font-semibold text-stone-800">
            {t("explore.filterSkinType")}
          </label>
          <select
            id={skinId}
            value={filter.skinType ?? ""}
            onChange={(e) => onChange({ ...filter, skinType: SKIN_TYPES.find((s) => s === e.target.value) })}
            className={`${SELECT} capitalize`}
          >
            <option value="">{t("explore.allSkinTypes")}</option>
            {SKIN_TYPES.map((s) => {
              const name = skinTypeName(t, s);
              return (
                <option key={s} value={s} className="capitalize">
                  {name.charAt(0).toLocaleUpperCase(t.language) + name.slice(1)}
                </option>
              );
            })}
          </select>
        </div>
      </div>
      {active ? (
        <button type="button" onClick={() => onChange({})} className="text-sm font-medium text-brand-700 underline" data-testid="clear-filters">
          {t("explore.clearFilters")}
        </button>
      ) : null}
    </div>
  );
}
