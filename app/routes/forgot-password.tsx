import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { PasswordResetRequestSchema } from "@core/schemas/account";
import { AuthLayout } from "~/components/auth-layout";
import { EmailField } from "~/components/account-fields";
import { Button, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { formValues, validateForm, type FieldErrors } from "~/utils/forms";
import { challengeLoader } from "~/components/person-check/challenge.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";
import { SOLVE_CHALLENGE_FIRST, useChallenge } from "~/components/person-check/use-challenge";
import { useFormSubmit } from "~/utils/use-form-submit";
import { useHydrated } from "~/utils/use-hydrated";

/** The person check's settings (shown when the api asks for one). */
export const loader = challengeLoader;

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "forgot.title");

export default function ForgotPassword() {
  const hydrated = useHydrated();
  const t = useT();
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const challenge = useChallenge();
  const { formError, setFormError, pending, onSubmit } = useFormSubmit({
    check: (form) => {
      const input = validateForm(PasswordResetRequestSchema, form, formValues(form, ["email"] as const), (found: FieldErrors<"email">) => setError(found.email));
      if (input === null || challenge.ready) return input;
      setFormError(SOLVE_CHALLENGE_FIRST);
      return null;
    },
    send: async (input) => {
      try {
        const { email, challenge: token } = challenge.withChallenge({ email: input.email });
        setSent((await accountApi.requestPasswordReset(email, token)).message);
      } catch (error) {
        challenge.settle(error);
        throw error;
      }
    },
    failure: t("forgot.failed"),
  });

  return (
    <AuthLayout title={t("forgot.heading")} intro={t("forgot.intro")}>
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("forgot.formLabel")}>
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          <EmailField error={error} />
          {challenge.field}
          <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
            {t("forgot.submit")}
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-stone-700">
        {t("forgot.remembered")}{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("forgot.backToSignIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
