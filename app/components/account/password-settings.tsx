import { useState } from "react";
import * as v from "valibot";
import { ChangePasswordSchema } from "@core/schemas/account";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { PasswordField, useNewPasswordHint } from "~/components/account-fields";
import { Button, Card } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";

type Name = "currentPassword" | "newPassword" | "confirm";

/** Change password: the current one is required; the other devices are signed out, this one stays (with a new session). */
export function PasswordSettings({ onChanged }: { onChanged: () => void }) {
  const { toast } = useToast();
  const { user, signIn } = useSession();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [pending, setPending] = useState(false);
  const t = useT();
  const passwordRule = useNewPasswordHint();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, ["currentPassword", "newPassword", "confirm"] as const);
    const parsed = v.safeParse(ChangePasswordSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: FieldErrors<Name> = parsed.success ? {} : fieldErrors<Name>(parsed.issues);
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = t("account.password.mismatch");
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await accountApi.changePassword(parsed.output);
      // The api gave this browser a new session cookie (ADR 0062): a new key reopens the live updates on it.
      signIn(user);
      // The api answers in English; another language says it in its own words.
      toast(t.language === DEFAULT_LANGUAGE && result.message ? result.message : t("account.password.changed"), { variant: "success" });
      form.reset();
      onChanged();
    } catch (error) {
      const message = apiErrorText(t, error, t("account.password.failed"));
      const code = (error as { code?: string }).code;
      const next: FieldErrors<Name> =
        code === "wrong_password" || code === "no_password" ? { currentPassword: message } : { newPassword: message };
      setErrors(next);
      focusFirstInvalid(form, next);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("account.password.change")}>
        <h2 className="text-base font-semibold">{t("auth.password")}</h2>
        <PasswordField label={t("account.password.current")} name="currentPassword" kind="current" required error={errors.currentPassword} />
        <PasswordField
          label={t("account.password.new")}
          name="newPassword"
          kind="new"
          required
          hint={t("account.password.newHint", { rule: passwordRule })}
          error={errors.newPassword}
        />
        <PasswordField label={t("account.password.repeat")} name="confirm" kind="new" required error={errors.confirm} />
        <Button type="submit" variant="secondary" fullWidth loading={pending}>
          {t("account.password.change")}
        </Button>
      </form>
    </Card>
  );
}
