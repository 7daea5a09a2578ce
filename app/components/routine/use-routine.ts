import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "~/utils/http";
import { routineApi } from "~/components/routine/routine-api.client";
import type { RoutineView } from "~/components/routine/routine-view";

export const ROUTINE_POLL_MS = 1500;
/**
 * A window event a live-updates channel may dispatch (detail: {stackId}) when an evaluation is
 * ready; the results page then reloads the stack at once instead of waiting for its next poll.
 */
export const EVALUATION_READY_EVENT = "skinstack:evaluation_ready";

export type RoutineLoad =
  | { status: "loading" }
  | { status: "error"; notFound: boolean }
  | { status: "ready"; stack: RoutineView };

/**
 * The stack of the results and edit screens: the loader's copy when there is one, else fetched in
 * the browser (bearer token when stored, cookie otherwise). While it is pending it is polled every
 * 1.5 s until its status changes, so the page turns into the result without a reload.
 */
export function useRoutine(id: string, initial: RoutineView | null, initialNotFound = false) {
  const [state, setState] = useState<RoutineLoad>(
    initial ? { status: "ready", stack: initial } : initialNotFound ? { status: "error", notFound: true } : { status: "loading" },
  );
  const idRef = useRef(id);
  idRef.current = id;

  const fetchRoutine = useCallback(
    async (signal?: AbortSignal): Promise<RoutineLoad> => {
      try {
        return { status: "ready", stack: await routineApi.stack(id, signal) };
      } catch (error) {
        if (signal?.aborted) throw error;
        console.error("Could not load the routine", error);
        return { status: "error", notFound: isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 400) };
      }
    },
    [id],
  );

  /** Reloads now; keeps what is shown when the reload fails. */
  const refetch = useCallback(async () => {
    const next = await fetchRoutine();
    if (idRef.current !== id) return;
    setState((current) => (next.status === "ready" || current.status !== "ready" ? next : current));
  }, [fetchRoutine, id]);

  // Client-side first load.
  const loading = state.status === "loading";
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    fetchRoutine(controller.signal)
      .then(setState)
      .catch(() => {});
    return () => controller.abort();
  }, [loading, fetchRoutine]);

  // Poll while pending (and reload at once on a live 'evaluation ready' event).
  const pending = state.status === "ready" && state.stack.status === "pending";
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer: number | undefined;
    const controller = new AbortController();
    let busy = false;
    const poll = async () => {
      if (stopped || busy) return;
      busy = true;
      try {
        const next = await fetchRoutine(controller.signal);
        if (stopped) return;
        if (next.status === "ready" && next.stack.status !== "pending") {
          setState(next);
          return;
        }
      } catch {
        if (stopped) return;
      } finally {
        busy = false;
      }
      timer = window.setTimeout(poll, ROUTINE_POLL_MS);
    };
    timer = window.setTimeout(poll, ROUTINE_POLL_MS);
    const onReady = (event: Event) => {
      const detail = (event as CustomEvent<{ stackId?: string }>).detail;
      if (detail?.stackId && detail.stackId !== id) return;
      window.clearTimeout(timer);
      void poll();
    };
    window.addEventListener(EVALUATION_READY_EVENT, onReady);
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
      window.removeEventListener(EVALUATION_READY_EVENT, onReady);
    };
  }, [pending, fetchRoutine, id]);

  const setRoutine = useCallback((routine: RoutineView) => setState({ status: "ready", stack: routine }), []);

  return { state, refetch, setStack: setRoutine };
}
