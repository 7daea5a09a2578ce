/**
 * Shown to a signed-in person whose email address is not verified yet: the free credits, posts
 * and comments wait for it (the api refuses them with email_not_verified). Offers the link again.
 */
import { useState } from "react";
import { authApi } from "~/utils/api.client";
import { useSession } from "./session";
import { useT } from "~/utils/i18n";
import { apiErrorText } from "~/utils/api-error-text";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";

export function VerifyEmailBanner() {
  const t = useT();
  const { user } = useSession();
  const [state, setState] = useState<{ status: "idle" | "sending" | "sent" | "failed"; message?: string }>({ status: "idle" });
  if (!user || user.emailVerified) return null;

  async function resend() {
    setState({ status: "sending" });
    try {
      const { message } = await authApi.resendVerification();
      // The api answers in English; another language has its own words.
      setState({ status: "sent", message: t.language === DEFAULT_LANGUAGE ? message : t("banner.verifySent") });
    } catch (error) {
      setState({ status: "failed", message: apiErrorText(t, error, t("banner.verifyFailed")) });
    }
  }

  return (
    <section
      aria-label={t("banner.verifyLabel")}
      data-testid="verify-email-banner"
      className="mx-auto mt-3 w-full max-w-md rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-stone-800"
    >
      <p>{t.rich<React.ReactNode>("banner.verify", { email: user.email, strong: (chunks) => <strong key="strong">{chunks}</strong> })}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={resend}
          disabled={state.status === "sending"}
          className="font-semibold text-brand-800 underline underline-offset-2 disabled:opacity-60"
        >
          {state.status === "sending" ? t("banner.verifySending") : t("banner.verifyResend")}
        </button>
        {state.message ? (
          <span role="status" className={state.status === "failed" ? "text-red-800" : "text-stone-700"}>
            {state.message}
          </span>
        ) : null}
      </div>
    </section>
  );
}
