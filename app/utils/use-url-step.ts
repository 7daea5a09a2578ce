import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useMemo } from "react";

/** What a step's history entry remembers: the search of the entry it was pushed from. */
type StepEntryState = { stepFrom?: string };

function searchOf(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * A wizard's position kept in the URL's search parameters: each step is its own history entry, so
 * the browser's Back and Forward move between steps, and a step's URL can be reloaded. What was
 * entered stays in the wizard's component, which the same route keeps mounted across these moves.
 *
 * `read` and `write` must be stable (module-level) functions.
 */
export function useUrlStep<T, Read extends T | null = T>(read: (params: URLSearchParams) => Read, write: (step: T, params: URLSearchParams) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const step = useMemo(() => read(new URLSearchParams(location.search)), [read, location.search]);

  const searchFor = useCallback(
    (next: T) => {
      const params = new URLSearchParams(location.search);
      write(next, params);
      return searchOf(params);
    },
    [write, location.search],
  );

  /** Moves to `next` as a new history entry (or in place of this one, for corrections). */
  const go = useCallback(
    (next: T, how: "push" | "replace" = "push") => {
      const here = searchOf(new URLSearchParams(location.search));
      const state: StepEntryState = { stepFrom: how === "push" ? here : (location.state as StepEntryState | null)?.stepFrom };
      navigate({ search: searchFor(next) }, { replace: how === "replace", preventScrollReset: true, state });
    },
    [navigate, searchFor, location.search, location.state],
  );

  /**
   * The wizard's own Back button to `previous`: the browser's Back when this entry was pushed from
   * that step (so Forward returns), otherwise a move like any other.
   */
  const back = useCallback(
    (previous: T) => {
      const from = (location.state as StepEntryState | null)?.stepFrom;
      if (from !== undefined && from === searchFor(previous)) navigate(-1);
      else go(previous);
    },
    [location.state, searchFor, navigate, go],
  );

  return { step, go, back };
}
