import { useCallback, useState } from "react";
import type { Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { apiErrorText } from "~/utils/api-error-text";
import { isApiError } from "~/utils/http";
import { useT } from "~/utils/i18n";

/**
 * An admin call's failure as text. In English: the api's message, else the error's, else
 * `fallback`, as before. In other languages: the catalogue's sentence for the api's code (the one
 * place the app does so, apiErrorText), else `fallback`, already in the reader's language.
 */
export function errorText(t: Translator, error: unknown, fallback: string): string {
  if (t.language !== DEFAULT_LANGUAGE) return apiErrorText(t, error, fallback);
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
  const t = useT();
  const run = useCallback(async (key: K, failure: string, action: () => Promise<void>): Promise<boolean> => {
    setBusy(key);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorText(t, e, failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, [t]);
  return { busy, error, setError, run };
}
