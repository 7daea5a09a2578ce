/**
 * A list read page by page with a cursor (the explore tabs, the notifications page): the first page
 * whenever `fetchPage` changes (shown as loading until a list is shown; an `initial` page, rendered
 * on the server, is shown at once and not read again), later pages on `more()` without repeating
 * what is shown. Failures are logged: a first page that fails is the error state, unless a list is shown
 * already (a `reload()` keeps it); a later page that fails only stops the spinner.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Page } from "./feed-data";

export type ListState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; items: T[]; nextCursor: string | null; loadingMore: boolean };

export function usePagedList<T extends { id: string }>(
  fetchPage: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>,
  what: string,
  initial?: Page<T>,
) {
  const [state, setState] = useState<ListState<T>>(
    initial ? { status: "ready", items: initial.items, nextCursor: initial.nextCursor, loadingMore: false } : { status: "loading" },
  );
  // The reader the initial page was read for: its effect has nothing to read (even when run twice).
  const initialFor = useRef(initial ? fetchPage : null);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const page = await fetchPage(null, signal);
        setState({ status: "ready", items: page.items, nextCursor: page.nextCursor, loadingMore: false });
      } catch (error) {
        if (signal?.aborted) return;
        console.error(`Could not load ${what}`, error);
        setState((s) => (s.status === "ready" ? s : { status: "error" }));
      }
    },
    [fetchPage, what],
  );

  useEffect(() => {
    if (initialFor.current === fetchPage) return;
    const controller = new AbortController();
    // A list already shown stays until the fresh one replaces it (no jump back to "Loading...").
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload, fetchPage]);

  /** From the error state: loading again, then the first page. */
  const retry = () => {
    setState({ status: "loading" });
    void reload();
  };

  async function more() {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await fetchPage(state.nextCursor);
      setState((s) =>
        s.status === "ready"
          ? { status: "ready", items: [...s.items, ...page.items.filter((item) => !s.items.some((x) => x.id === item.id))], nextCursor: page.nextCursor, loadingMore: false }
          : s,
      );
    } catch (error) {
      console.error(`Could not load more ${what}`, error);
      setState((s) => (s.status === "ready" ? { ...s, loadingMore: false } : s));
    }
  }

  return { state, setState, reload, retry, more };
}
