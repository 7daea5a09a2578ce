import { waitWords } from "@core/layering";
/**
 * The wait timer of a routine step: counts down each second from the
 * product type's wait time (0-120 s). Start, Pause, Resume and Reset; at zero it is done and the
 * screen shows "Time's up! You can proceed to the next step".
 */
export const TIMES_UP_MESSAGE = "Time's up! You can proceed to the next step";

export type TimerStatus = "idle" | "running" | "paused" | "done";

export interface TimerState {
  status: TimerStatus;
  total: number;
  remaining: number;
}

export type TimerAction = { type: "start" } | { type: "pause" } | { type: "resume" } | { type: "reset" } | { type: "tick" };

export function initialTimer(seconds: number): TimerState {
  const total = Math.max(0, Math.floor(seconds));
  return { status: "idle", total, remaining: total };
}

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case "start":
      if (state.status !== "idle" || state.total <= 0) return state;
      return { ...state, status: "running", remaining: state.total };
    case "pause":
      return state.status === "running" ? { ...state, status: "paused" } : state;
    case "resume":
      return state.status === "paused" ? { ...state, status: "running" } : state;
    case "reset":
      return initialTimer(state.total);
    case "tick": {
      if (state.status !== "running") return state;
      const remaining = Math.max(0, state.remaining - 1);
      return remaining === 0 ? { ...state, remaining, status: "done" } : { ...state, remaining };
    }
  }
}

/** m:ss, e.g. 120 -> '2:00', 5 -> '0:05'. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** How long to wait, in words: 30 -> '30 seconds', 60 -> '1 minute', 120 -> '2 minutes' (the analysis text's words too). */
export const waitText = waitWords;
