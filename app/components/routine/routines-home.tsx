import { useEffect, useState } from "react";
import { useSession } from "../session";
import { ButtonLink, Notice, PageTitle, Spinner, TitleRow } from "../ui";
import { routineApi } from "~/components/routine/routine-api.client";
import type { RoutineView } from "~/components/routine/routine-view";
import { MoonIcon, SunIcon } from "./icons";
import { SplashSearch } from "./splash-search";
import { StackCard } from "./routine-card";
import { useT } from "~/utils/i18n";

/** /home: 'Skincare Routines', the routine cards, or the empty state. */
export function RoutinesHome({ initial }: { initial: RoutineView[] | null }) {
  const { ready, signedIn } = useSession();
  const [routines, setRoutines] = useState<RoutineView[] | null>(initial);
  const [failed, setFailed] = useState(false);
  const t = useT();

  useEffect(() => setRoutines(initial), [initial]);

  useEffect(() => {
    if (routines !== null || !ready || !signedIn) return;
    const controller = new AbortController();
    routineApi
      .stacks(controller.signal)
      .then((data) => setRoutines(data.stacks))
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error("Could not load routines", error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [routines, ready, signedIn]);

  const signedOut = ready && !signedIn;

  return (
    <div className="space-y-5">
      <TitleRow>
        <PageTitle>{t("home.title")}</PageTitle>
        <ButtonLink to={signedIn ? "/add-stack" : "/login"} size="sm" className="whitespace-nowrap">
          {t("home.addRoutine")}
        </ButtonLink>
      </TitleRow>

      {signedOut ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 text-center">
          <p className="text-stone-700">{t("home.logInPrompt")}</p>
          <ButtonLink to="/login">{t("shell.login")}</ButtonLink>
        </div>
      ) : failed ? (
        <Notice tone="error">{t("home.failed")}</Notice>
      ) : routines === null ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-700">
          <Spinner className="size-5 text-brand-600" />
          {t("home.loading")}
        </p>
      ) : routines.length === 0 ? (
        <EmptyState />
      ) : (
        <ul
          className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3"
          aria-label={t("home.yourRoutines")}
        >
          {routines.map((routine) => (
            <li key={routine.id}>
              <StackCard routine={routine} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <section aria-labelledby="no-routines" className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 text-center">
      <div className="space-y-1">
        <h2 id="no-routines" className="text-xl font-bold">
          {t("home.empty.title")}
        </h2>
        <p className="text-sm text-stone-700">{t("home.empty.intro")}</p>
      </div>
      <SplashSearch />
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to="/add-stack?routine=morning" variant="secondary">
          <SunIcon className="size-4 text-amber-600" />
          {t("domain.periodRoutine", { routine: "morning" })}
        </ButtonLink>
        <ButtonLink to="/add-stack?routine=night" variant="secondary">
          <MoonIcon className="size-4 text-indigo-700" />
          {t("domain.periodRoutine", { routine: "night" })}
        </ButtonLink>
      </div>
    </section>
  );
}
