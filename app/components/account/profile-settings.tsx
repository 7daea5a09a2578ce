import { useState } from "react";
import * as v from "valibot";
import { ChangeEmailSchema, MAX_NAME_LENGTH, UpdateProfileSchema } from "@core/schemas/account";
import { MAX_USERNAME_LENGTH, UsernameSchema } from "@core/schemas/auth";
import { MIN_USERNAME_LENGTH } from "@core/usernames";
import type { MessageKey } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { EmailField, PasswordField } from "~/components/account-fields";
import { Button, Card, Field, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { authApi } from "~/utils/api.client";
import { formValues, validateForm, type FieldErrors } from "~/utils/forms";
import { apiErrorText } from "~/utils/api-error-text";
import { useT } from "~/utils/i18n";
import { parseUser, type SessionUser } from "~/utils/user";

/** One field of the account saved on its own (display name, username): validated, sent, the user refreshed. */
function AccountFieldForm<S extends v.GenericSchema, F extends "name" | "username">(props: {
  field: F;
  label: string;
  /** The form's own name (the field's label when absent), its button, its success and its failure. */
  formLabel?: string;
  saveLabel: string;
  savedKey: MessageKey;
  failedKey: MessageKey;
  schema: S;
  initial: string;
  maxLength: number;
  hint: string;
  save: (input: v.InferOutput<S>) => Promise<{ user?: unknown; message?: string } | undefined>;
}) {
  const { setUser } = useSession();
  const { toast } = useToast();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [pending, setPending] = useState(false);
  const t = useT();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validateForm(props.schema, event.currentTarget, formValues(event.currentTarget, [props.field] as const), setErrors);
    if (!input) return;
    setPending(true);
    try {
      const result = await props.save(input);
      const updated = parseUser(result?.user);
      if (updated) setUser(updated);
      toast(t(props.savedKey), { variant: "success" });
    } catch (error) {
      setErrors({ [props.field]: apiErrorText(t, error, t(props.failedKey)) } as FieldErrors<F>);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={props.formLabel ?? props.label}>
      <Field
        label={props.label}
        name={props.field}
        autoComplete={props.field}
        maxLength={props.maxLength}
        defaultValue={props.initial}
        hint={props.hint}
        error={errors[props.field]}
      />
      <Button type="submit" variant="secondary" size="sm" loading={pending}>
        {props.saveLabel}
      </Button>
    </form>
  );
}

function EmailForm({ user }: { user: SessionUser }) {
  const [errors, setErrors] = useState<FieldErrors<"email" | "password">>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { toast } = useToast();
  const t = useT();
  // The api answers in English; another language says it in its own words.
  const english = t.language === DEFAULT_LANGUAGE;

  async function resend() {
    setResending(true);
    try {
      const result = await authApi.resendVerification();
      toast((english && result?.message) || t("account.email.resent"), { variant: "success" });
    } catch (error) {
      toast(apiErrorText(t, error, t("account.email.resendFailed")), { variant: "error" });
    } finally {
      setResending(false);
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, ["email", "password"] as const);
    const input = validateForm(ChangeEmailSchema, form, { email: values.email, ...(values.password ? { password: values.password } : {}) }, setErrors);
    if (!input) return;
    setPending(true);
    setSent(null);
    try {
      const result = await accountApi.requestEmailChange(input);
      setSent((english && result.message) || t("account.email.linkSent", { email: input.email }));
      form.reset();
    } catch (error) {
      const message = apiErrorText(t, error, t("account.email.changeFailed"));
      const code = (error as { code?: string }).code;
      setErrors(code === "wrong_password" || code === "password_required" || code === "recent_sign_in_required" ? { password: message } : { email: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-stone-600">{t("auth.email")}</span>
        <span className="break-all font-medium text-stone-900">{user.email}</span>
      </div>
      <p className="text-sm">
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <CheckCircleIcon className="size-4" />
            {t("account.email.verified")}
          </span>
        ) : (
          <span className="font-medium text-amber-800">{t("account.email.notVerified")}</span>
        )}
      </p>
      {user.emailVerified ? null : (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t("account.email.checkInbox")}</p>
          <Button variant="secondary" size="sm" onClick={resend} loading={resending}>
            {t("account.email.resend")}
          </Button>
        </div>
      )}
      {user.emailVerified ? (
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={t("account.email.change")}>
          <h3 className="text-sm font-semibold text-stone-900">{t("account.email.change")}</h3>
          {sent ? <Notice tone="success">{sent}</Notice> : null}
          <EmailField label={t("account.email.new")} error={errors.email} />
          <PasswordField
            label={t("account.yourPassword")}
            kind="current"
            hint={t("account.email.passwordHint")}
            error={errors.password}
          />
          <p className="text-xs text-stone-600">{t("account.email.changeNote")}</p>
          <Button type="submit" variant="secondary" size="sm" loading={pending}>
            {t("account.email.send")}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-stone-700">{t("account.email.verifyFirst")}</p>
      )}
    </div>
  );
}

export function ProfileSettings({ user }: { user: SessionUser }) {
  const t = useT();
  return (
    <Card className="space-y-5">
      <h2 className="text-base font-semibold">{t("account.profile.title")}</h2>
      <AccountFieldForm
        field="name"
        label={t("account.profile.name")}
        formLabel={t("account.profile.nameForm")}
        saveLabel={t("account.profile.saveName")}
        savedKey="account.profile.nameSaved"
        failedKey="account.profile.nameFailed"
        schema={UpdateProfileSchema}
        initial={user.name ?? ""}
        maxLength={MAX_NAME_LENGTH}
        hint={t("account.profile.nameHint")}
        save={(input) => accountApi.updateName(input.name)}
      />
      <hr className="border-stone-100" />
      <AccountFieldForm
        field="username"
        label={t("account.profile.username")}
        saveLabel={t("account.profile.saveUsername")}
        savedKey="account.profile.usernameSaved"
        failedKey="account.profile.usernameFailed"
        schema={UsernameSchema}
        initial={user.username ?? ""}
        maxLength={MAX_USERNAME_LENGTH}
        hint={t("account.profile.usernameHint", { rules: t("onboarding.username.hint", { min: MIN_USERNAME_LENGTH, max: MAX_USERNAME_LENGTH }) })}
        save={(input) => authApi.updateUsername(input.username)}
      />
      <hr className="border-stone-100" />
      <EmailForm user={user} />
    </Card>
  );
}
