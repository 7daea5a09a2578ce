import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { apiErrorText } from "~/utils/api-error-text";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "onboarding.confirm.pageTitle");

type State = { status: "loading" } | { status: "success" | "error"; message: string };

/** Opened from the link sent to the NEW address of a change of email: confirms it once. */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { ready, signedIn, refresh, signIn, user } = useSession();
  const [state, setState] = useState<State>({ status: "loading" });
  const started = useRef<string | null>(null);
  const t = useT();

  useEffect(() => {
    if (started.current === token) return; // a link works once: never send it twice
    started.current = token;
    if (!token) {
      setState({ status: "error", message: t("onboarding.confirm.incomplete") });
      return;
    }
    accountApi
      .confirmEmailChange(token)
      .then((result) => {
        // Opened in a browser signed in to the account: the api gave it a new session cookie (ADR 0062).
        if ("token" in result && signedIn) signIn(user);
        // The api's message is English; an administrator's address ended the earlier password (ADR 0084).
        const message = "setPassword" in result ? t("onboarding.confirm.setPassword") : t.language === DEFAULT_LANGUAGE ? result.message : t("onboarding.confirm.done");
        setState({ status: "success", message });
      })
      .catch((error: unknown) => setState({ status: "error", message: apiErrorText(t, error, t("onboarding.confirm.failed")) }));
    // A link works once, in the language of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (state.status === "success" && ready && signedIn) void refresh();
  }, [state.status, ready, signedIn, refresh]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">{t("onboarding.confirm.title")}</PageTitle>
      <Card className="space-y-4 text-center">
        {state.status === "loading" ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
            <Spinner className="size-8 text-brand-600" />
            <p>{t("onboarding.confirm.confirming")}</p>
          </div>
        ) : (
          <>
            <div role={state.status === "error" ? "alert" : "status"} className="flex flex-col items-center gap-3">
              {state.status === "success" ? (
                <CheckCircleIcon className="size-10 text-emerald-700" />
              ) : (
                <AlertCircleIcon className="size-10 text-red-700" />
              )}
              <p className={`font-medium ${state.status === "success" ? "text-emerald-900" : "text-red-800"}`}>{state.message}</p>
            </div>
            <ButtonLink to={signedIn ? "/account" : "/login"} fullWidth>
              {signedIn ? t("onboarding.confirm.backToAccount") : t("onboarding.goToSignIn")}
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
