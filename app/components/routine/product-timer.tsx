import { useEffect, useReducer } from "react";
import { formatSeconds, initialTimer, timerReducer } from "~/components/routine/timer";
import { useT } from "~/utils/i18n";
import { TimerIcon } from "./icons";

const small =
  "tap-target inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100";

/** The wait after a product (per product type, 0-120 s): Start, Pause, Resume, Reset. */
export function ProductTimer({ seconds, productName }: { seconds: number; productName: string }) {
  const [state, dispatch] = useReducer(timerReducer, seconds, initialTimer);
  const t = useT();

  useEffect(() => {
    if (state.status !== "running") return;
    const id = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(id);
  }, [state.status]);

  if (seconds <= 0) return null;

  const wait = seconds >= 60 && seconds % 60 === 0 ? t("routine.timer.minutes", { count: seconds / 60 }) : t("routine.timer.seconds", { count: seconds });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm" data-testid="product-timer">
      <TimerIcon className="size-4 text-stone-700" />
      {state.status === "done" ? (
        <p role="status" className="flex-1 font-medium text-emerald-800">
          {t("routine.timer.done")}
        </p>
      ) : (
        <p className="flex-1 text-stone-800">
          {t("routine.timer.wait", { wait })}{" "}
          <span
            className="font-mono font-semibold tabular-nums"
            aria-label={t("routine.timer.left", { count: state.remaining, product: productName })}
            data-testid="timer-remaining"
          >
            {formatSeconds(state.remaining)}
          </span>
        </p>
      )}
      <div className="flex gap-2">
        {state.status === "idle" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "start" })} aria-label={t("routine.timer.startLabel", { product: productName })}>
            {t("routine.timer.start")}
          </button>
        ) : null}
        {state.status === "running" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "pause" })} aria-label={t("routine.timer.pauseLabel", { product: productName })}>
            {t("routine.timer.pause")}
          </button>
        ) : null}
        {state.status === "paused" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "resume" })} aria-label={t("routine.timer.resumeLabel", { product: productName })}>
            {t("routine.timer.resume")}
          </button>
        ) : null}
        {state.status !== "idle" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "reset" })} aria-label={t("routine.timer.resetLabel", { product: productName })}>
            {t("routine.timer.reset")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
