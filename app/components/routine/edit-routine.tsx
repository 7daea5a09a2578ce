import { useNavigate } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { useState } from "react";
import { MAX_ROUTINE_NAME } from "@core/routine-limits";
import { NotFound } from "../not-found";
import { useSession } from "../session";
import { Button, ButtonLink, Field, PageTitle, Spinner } from "../ui";
import { itemsFromRoutineProducts, toPayload, totalProducts, type Routines } from "~/components/routine/routine";
import { displayOrder } from "./display-order";
import { routineApi } from "~/components/routine/routine-api.client";
import type { RoutineView } from "~/components/routine/routine-view";
import { RoutineBuilder } from "./routine-builder";
import { useRoutine } from "./use-routine";
import type { Period } from "@core/domain";

export const LOADING_ROUTINE = "Loading your routine...";

/** /edit-stack/{id}: the owner edits the products (and name); others get the not-found page. */
export function EditRoutineScreen({ id, initial, initialNotFound }: { id: string; initial: RoutineView | null; initialNotFound: boolean }) {
  const { state } = useRoutine(id, initial, initialNotFound);
  const { ready, user } = useSession();
  const t = useT();

  if (state.status === "error") return <NotFound />;
  if (state.status === "loading" || (!initial && !ready)) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-stone-700">
        <Spinner className="size-5 text-brand-600" />
        {t("routine.edit.loading")}
      </p>
    );
  }
  // Nothing of someone else's routine is shown: the same page as an unknown id.
  if (!initial && (!user || user.id !== state.stack.userId)) return <NotFound />;
  return <EditForm routine={state.stack} />;
}

function EditForm({ routine }: { routine: RoutineView }) {
  const navigate = useNavigate();
  const [routines, setRoutines] = useState<Routines>(() => ({
    morning: itemsFromRoutineProducts(routine.morningProducts),
    night: itemsFromRoutineProducts(routine.nightProducts),
  }));
  const [target, setTarget] = useState<Period>("morning");
  const [recommended, setRecommended] = useState(true);
  const [name, setName] = useState(routine.name);
  const [saving, setSaving] = useState(false);
  const empty = totalProducts(routines) === 0;
  const t = useT();

  async function save() {
    if (empty || saving) return;
    setSaving(true);
    try {
      await routineApi.updateStack(routine.id, {
        name: name.trim(),
        morningProducts: toPayload(displayOrder(routines.morning, recommended)),
        nightProducts: toPayload(displayOrder(routines.night, recommended)),
      });
      navigate(`/results/${routine.id}`);
    } catch (error) {
      // An edit-save failure is only logged.
      console.error("Could not save the routine", error);
      setSaving(false);
    }
  }

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <PageTitle>{t("routine.edit.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("routine.edit.intro", { name: routine.name })}</p>
      </header>
      <Field label={t("wizard.routineName")} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_ROUTINE_NAME} autoComplete="off" />
      <RoutineBuilder
        routines={routines}
        onChange={setRoutines}
        target={target}
        onTargetChange={setTarget}
        recommended={recommended}
        onRecommendedChange={setRecommended}
      />
      <div className="flex gap-3">
        <ButtonLink to={`/results/${routine.id}`} variant="secondary" size="lg">
          {t("routine.cancel")}
        </ButtonLink>
        <Button size="lg" className="flex-1" onClick={save} disabled={empty} loading={saving}>
          {t("routine.edit.save")}
        </Button>
      </div>
      {empty ? <p className="text-center text-xs text-stone-600">{t("routine.edit.needProduct")}</p> : null}
    </div>
  );
}
