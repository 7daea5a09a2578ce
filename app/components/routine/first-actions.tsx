import { useState } from "react";
import type { Insight } from "@core/evaluation/types";
import { Button } from "../ui";
import { useToast } from "../toast";
import { routineApi } from "~/components/routine/routine-api.client";
import { applySchedulePayload, canApplySchedule, isScheduleApplied, scheduleText, type FirstAction } from "~/components/routine/schedule";
import type { RoutineView } from "~/components/routine/routine-view";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { CalendarIcon } from "./icons";

/** "Do these first": the three most important findings, one line each with what to do. */
export function FirstActions({ actions }: { actions: FirstAction[] }) {
  const t = useT();
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="first-actions-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4" data-testid="first-actions">
      <h2 id="first-actions-title" className="text-lg font-bold tracking-tight text-stone-900">
        {t("results.firstActions.title")}
      </h2>
      <ol className="mt-2 space-y-2">
        {actions.map(({ insight, action }, i) => (
          <li key={`${insight.title}-${i}`} className="flex gap-2 text-sm">
            <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-white font-bold text-amber-900 ring-1 ring-amber-300">
              {i + 1}
            </span>
            <p className="min-w-0 text-stone-900">
              <span className="font-semibold">{insight.title}:</span> {action}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A weekly schedule the evaluation suggests ("Adapalene Mon/Wed/Fri, BHA Tue/Sat"): the owner
 * applies it to the routine with one tap (the products' days and frequency), then is offered a
 * new analysis of the scheduled routine.
 */
export function ScheduleCard({
  insight,
  routine,
  isOwner,
  onApplied,
}: {
  insight: Insight;
  routine: RoutineView;
  isOwner: boolean;
  onApplied: (fresh: RoutineView | null) => void;
}) {
  const { toast } = useToast();
  const t = useT();
  const [saving, setSaving] = useState(false);
  const schedule = insight.schedule ?? [];
  const applied = isScheduleApplied(routine, schedule);

  async function apply() {
    setSaving(true);
    try {
      const data = await routineApi.updateStack(routine.id, applySchedulePayload(routine, schedule));
      onApplied(data);
      toast(t("results.schedule.applied"), { variant: "success" });
    } catch (error) {
      console.error("Could not apply the schedule", error);
      toast(apiErrorText(t, error, t("results.schedule.applyFailed")), { variant: "error" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={t("results.schedule.label", { title: insight.title })} className="space-y-2 rounded-2xl border border-brand-200 bg-white p-4" data-testid="schedule">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <CalendarIcon className="size-4" />
        {t("results.schedule.suggested")}
      </p>
      <p className="text-base font-semibold text-stone-900">{scheduleText(t, schedule)}</p>
      <p className="text-sm text-stone-700">{insight.title}</p>
      {isOwner ? (
        applied ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {t("results.schedule.followed")}
          </p>
        ) : (
          <Button size="sm" onClick={() => void apply()} loading={saving} disabled={!canApplySchedule(routine, schedule)}>
            {t("results.schedule.apply")}
          </Button>
        )
      ) : null}
    </section>
  );
}
