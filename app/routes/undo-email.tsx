import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout } from "~/components/auth-layout";
import { useSession } from "~/components/session";
import { Button, ButtonLink, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { apiErrorText } from "~/utils/api-error-text";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "onboarding.undo.title");

/**
 * Opened from the notice mailed to the OLD address after a change of email (ADR 0027). Undoing
 * needs a click (mail scanners open links; they must not undo anything): the address comes back,
 * every device is signed out, and the page goes on to choosing a new password.
 */
export default function UndoEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { signedIn, logout } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function undo() {
    setPending(true);
    setError(null);
    try {
      const result = await accountApi.undoEmailChange(token);
      // Every session ended on the server; forget this browser's one too.
      if (signedIn) await logout();
      navigate(`/reset-password?token=${encodeURIComponent(result.resetToken)}&undone=1`, { replace: true });
    } catch (failure) {
      setError(apiErrorText(t, failure, t("onboarding.undo.failed")));
      setPending(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title={t("onboarding.undo.title")}>
        <Notice tone="error">{t("onboarding.undo.incomplete")}</Notice>
        <ButtonLink to="/login" fullWidth>
          {t("onboarding.goToSignIn")}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t("onboarding.undo.title")}
      intro={t("onboarding.undo.intro")}
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button fullWidth size="lg" onClick={undo} loading={pending} disabled={!hydrated}>
        {t("onboarding.undo.button")}
      </Button>
    </AuthLayout>
  );
}
