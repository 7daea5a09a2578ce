import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { apiErrorText } from "~/utils/api-error-text";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { metaTranslator, useT } from "~/utils/i18n";
import { safeRedirect } from "~/utils/format";
import { translatedPageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "onboarding.verify.pageTitle");

export const VERIFY_REDIRECT_MS = 3000;


type State = { status: "loading" } | { status: "success"; message: string } | { status: "error"; message: string };

export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const { signedIn, ready, refresh } = useSession();
  const [state, setState] = useState<State>({ status: "loading" });
  const started = useRef<string | null>(null);
  const t = useT();

  // Verify once: a token can be used only once, so the call must not repeat (React StrictMode
  // runs effects twice in development).
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    setState({ status: "loading" });
    if (!token) {
      setState({ status: "error", message: t("onboarding.verify.missing") });
      return;
    }
    authApi
      .verifyEmail(token)
      .then((result) =>
        setState({
          status: "success",
          // The api's message is English. An administrator's address, once promoted, has no password any more
          // (ADR 0084, ADR 0085): the page says how to set one.
          message:
            result && "setPassword" in result
              ? t("onboarding.verify.setPassword")
              : (t.language === DEFAULT_LANGUAGE && result?.message) || t("onboarding.verify.verified"),
        }),
      )
      .catch((error: unknown) => setState({ status: "error", message: apiErrorText(t, error, t("onboarding.verify.failed")) }));
    // Verify once per token, in the language of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // A signed-in user's badge on /account should show the new status.
  useEffect(() => {
    if (state.status === "success" && ready && signedIn) void refresh();
  }, [state.status, ready, signedIn, refresh]);

  // Then on after 3 s: to the sign-in form, or, signed in already, to where they were going.
  const next = signedIn ? safeRedirect(params.get("redirectTo"), "/home") : "/login";
  useEffect(() => {
    if (state.status === "loading") return;
    const id = window.setTimeout(() => navigate(next), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [state.status, navigate, next]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">{t("onboarding.verify.title")}</PageTitle>
      <Card className="space-y-4 text-center">
        {state.status === "loading" ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
            <Spinner className="size-8 text-brand-600" />
            <p>{t("onboarding.verify.verifying")}</p>
          </div>
        ) : (
          <>
            <div role={state.status === "error" ? "alert" : "status"} className="flex flex-col items-center gap-3">
              {state.status === "success" ? (
                <CheckCircleIcon className="size-10 text-emerald-700" />
              ) : (
                <AlertCircleIcon className="size-10 text-red-700" />
              )}
              <p className={`font-medium ${state.status === "success" ? "text-emerald-900" : "text-red-800"}`}>
                {state.message}
              </p>
            </div>
            <p className="text-sm text-stone-600">{signedIn ? t("onboarding.verify.onIn", { seconds: VERIFY_REDIRECT_MS / 1000 }) : t("onboarding.verify.loginIn", { seconds: VERIFY_REDIRECT_MS / 1000 })}</p>
            <ButtonLink to={next} variant={state.status === "success" ? "primary" : "secondary"} fullWidth>
              {signedIn ? t("wizard.continue") : state.status === "success" ? t("onboarding.verify.goToLogin") : t("onboarding.verify.backToLogin")}
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
