/** The language a page request is rendered in (ADR 0042); the root loader decides it once per request. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { LANGUAGES } from "@core/i18n/catalogues";
import { decideLanguage } from "@core/i18n/negotiate";
import { apiServer } from "./api.server";

export function requestLanguage(request: Request, account: string | null | undefined): string {
  return decideLanguage(
    { account, cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") },
    LANGUAGES,
  );
}

/**
 * The language a route's own loader writes data in: the same decision as the root loader's (it runs
 * alongside, so it cannot read it), asking the api for the account only when there is a session.
 */
export async function readerLanguage(context: AppLoadContext, request: Request): Promise<string> {
  const user = await apiServer(context, request).currentUser();
  return requestLanguage(request, user?.language);
}
