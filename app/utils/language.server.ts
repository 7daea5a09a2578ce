/** The language a page request is rendered in (ADR 0042); the root loader decides it once per request. */
import { LANGUAGES } from "@core/i18n/catalogues";
import { decideLanguage } from "@core/i18n/negotiate";

export function requestLanguage(request: Request, account: string | null | undefined): string {
  return decideLanguage(
    { account, cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") },
    LANGUAGES,
  );
}
