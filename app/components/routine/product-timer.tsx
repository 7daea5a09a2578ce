import { useEffect, useReducer } from "react";
import { formatSeconds, initialTimer, TIMES_UP_MESSAGE, timerReducer, waitText } from "~/components/routine/timer";
import { TimerIcon } from "./icons";

const small =
  "inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100";

/** The wait after a product (per product type, 0-120 s): Start, Pause, Resume, Reset. */
export function ProductTimer({ seconds, productName }: { seconds: number; productName: string }) {
  const [state, dispatch] = useReducer(timerReducer, seconds, initialTimer);

  useEffect(() => {
    if (state.status !== "running") return;
    const id = window.setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearInterval(id);
  }, [state.status]);

  if (seconds <= 0) return null;

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm" data-testid="product-timer">
      <TimerIcon className="size-4 text-stone-700" />
      {state.status === "done" ? (
        <p role="status" className="flex-1 font-medium text-emerald-800">
          {TIMES_UP_MESSAGE}
        </p>
      ) : (
        <p className="flex-1 text-stone-800">
          Wait {waitText(seconds)} after this step:{" "}
          <span
            className="font-mono font-semibold tabular-nums"
            aria-label={`${state.remaining} seconds left for ${productName}`}
            data-testid="timer-remaining"
          >
            {formatSeconds(state.remaining)}
          </span>
        </p>
      )}
      <div className="flex gap-2">
        {state.status === "idle" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "start" })} aria-label={`Start timer for ${productName}`}>
            Start
          </button>
        ) : null}
        {state.status === "running" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "pause" })} aria-label={`Pause timer for ${productName}`}>
            Pause
          </button>
        ) : null}
        {state.status === "paused" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "resume" })} aria-label={`Resume timer for ${productName}`}>
            Resume
          </button>
        ) : null}
        {state.status !== "idle" ? (
          <button type="button" className={small} onClick={() => dispatch({ type: "reset" })} aria-label={`Reset timer for ${productName}`}>
            Reset
          </button>
        ) : null}
      </div>
    </div>
  );
}
