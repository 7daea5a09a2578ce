import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { PasswordResetConfirmSchema } from "@core/schemas/account";
import { AuthLayout } from "~/components/auth-layout";
import { useSession } from "~/components/session";
import { PasswordField, useNewPasswordHint } from "~/components/account-fields";
import { Button, ButtonLink, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { metaTranslator, useT } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";
import { useFormSubmit } from "~/utils/use-form-submit";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "reset.title");

type Name = "password" | "confirm";

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const t = useT();
  const passwordHint = useNewPasswordHint();
  const { signedIn, logout } = useSession();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [done, setDone] = useState<string | null>(null);
  const { formError, setFormError, pending, onSubmit } = useFormSubmit({
    check: (form) => {
      const values = formValues(form, ["password", "confirm"] as const);
      const parsed = v.safeParse(PasswordResetConfirmSchema, { token, password: values.password });
      const found: FieldErrors<Name> = parsed.success ? {} : fieldErrors<Name>(parsed.issues);
      if (!found.password && values.confirm !== values.password) found.confirm = t("reset.mismatch");
      setErrors(found);
      if (Object.keys(found).length === 0 && parsed.success) return parsed.output;
      focusFirstInvalid(form, found);
      if (!found.password && !found.confirm) setFormError(t("reset.linkIncomplete"));
      return null;
    },
    send: async (input) => {
      const result = await accountApi.confirmPasswordReset(input.token, input.password);
      // Every session ended on the server; forget this browser's one too.
      if (signedIn) await logout();
      setDone(result.message);
    },
    failure: t("reset.failed"),
  });

  if (!token) {
    return (
      <AuthLayout title={t("reset.title")}>
        <Notice tone="error">{t("reset.incomplete")}</Notice>
        <ButtonLink to="/forgot-password" fullWidth>
          {t("reset.askNew")}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("reset.title")} intro={t("reset.intro")}>
      {done ? (
        <>
          <Notice tone="success">{done}</Notice>
          <ButtonLink to="/login" fullWidth>
            {t("reset.goToSignIn")}
          </ButtonLink>
        </>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("reset.title")}>
          {params.get("undone") ? (
            <Notice tone="success">{t("reset.undone")}</Notice>
          ) : null}
          {formError ? (
            <Notice tone="error">
              {formError}{" "}
              <Link to="/forgot-password" className="font-semibold underline">
                {t("reset.askNew")}
              </Link>
            </Notice>
          ) : null}
          <PasswordField label={t("reset.newPassword")} kind="new" required hint={passwordHint} error={errors.password} />
          <PasswordField label={t("reset.repeat")} name="confirm" kind="new" required error={errors.confirm} />
          <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
            {t("reset.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
