import { useCallback, useState } from "react";
import { isApiError } from "~/utils/http";

/** An admin call's failure as text: the api's message, else the error's, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The admin panel's actions that may fail: `busy` is the key of the one running (a row's email, a
 * version; `true` where there is one), `error` the text of the last failure, cleared when the next
 * action starts. `run` resolves whether the action succeeded.
 */
export function useAdminAction<K extends string | number | boolean = boolean>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (key: K, failure: string, action: () => Promise<void>): Promise<boolean> => {
    setBusy(key);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorText(e, failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, error, setError, run };
}
