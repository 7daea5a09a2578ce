/**
 * An api failure as the reader's language says it (ADR 0042): the api answers `{message, code}`
 * in English; for every code of the api (core/api/error-codes.ts) the catalogue has a sentence (`apiError.<code>`), used in the
 * other languages (the client's own "offline" and "unreachable" failures too). English readers keep
 * the api's own, often more specific, message.
 */
import { isMessageKey, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { ApiError, serverMessageOr } from "./http";

export function apiErrorText(t: Translator, error: unknown, fallback: string): string {
  const english = serverMessageOr(error, fallback);
  if (t.language === DEFAULT_LANGUAGE || !(error instanceof ApiError)) return english;
  const key = `apiError.${error.code ?? ""}`;
  if (error.code && isMessageKey(key)) return t(key);
  // A code the catalogue does not know: the form's own (translated) failure beats English.
  return fallback;
}
