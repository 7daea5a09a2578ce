import { useState } from "react";
import * as v from "valibot";
import { ChangeEmailSchema, MAX_NAME_LENGTH, UpdateProfileSchema } from "@core/schemas/account";
import { MAX_USERNAME_LENGTH, UsernameSchema } from "@core/schemas/auth";
import { USERNAME_HINT } from "@core/usernames";
import { CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { EmailField, PasswordField } from "~/components/account-fields";
import { Button, Card, Field, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { authApi } from "~/utils/api.client";
import { formValues, validateForm, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { parseUser, type SessionUser } from "~/utils/user";

/** One field of the account saved on its own (display name, username): validated, sent, the user refreshed. */
function AccountFieldForm<S extends v.GenericSchema, F extends "name" | "username">(props: {
  field: F;
  label: string;
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
  const noun = props.label.toLowerCase();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validateForm(props.schema, event.currentTarget, formValues(event.currentTarget, [props.field] as const), setErrors);
    if (!input) return;
    setPending(true);
    try {
      const result = await props.save(input);
      const updated = parseUser(result?.user);
      if (updated) setUser(updated);
      toast(result?.message || `${props.label} saved`, { variant: "success" });
    } catch (error) {
      setErrors({ [props.field]: serverMessageOr(error, `Could not save the ${noun}. Please try again.`) } as FieldErrors<F>);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={props.field === "name" ? "Display name" : props.label}>
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
        Save {noun}
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

  async function resend() {
    setResending(true);
    try {
      const result = await authApi.resendVerification();
      toast(result?.message || "A new verification email is on its way.", { variant: "success" });
    } catch (error) {
      toast(serverMessageOr(error, "Could not send the verification email. Please try again."), { variant: "error" });
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
      setSent(result.message);
      form.reset();
    } catch (error) {
      const message = serverMessageOr(error, "Could not start the change. Please try again.");
      const code = (error as { code?: string }).code;
      setErrors(code === "wrong_password" || code === "password_required" || code === "recent_sign_in_required" ? { password: message } : { email: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-stone-600">Email</span>
        <span className="break-all font-medium text-stone-900">{user.email}</span>
      </div>
      <p className="text-sm">
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <CheckCircleIcon className="size-4" />
            Verified
          </span>
        ) : (
          <span className="font-medium text-amber-800">Not verified</span>
        )}
      </p>
      {user.emailVerified ? null : (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p>Check your inbox for the verification link, or ask for a new one.</p>
          <Button variant="secondary" size="sm" onClick={resend} loading={resending}>
            Resend verification email
          </Button>
        </div>
      )}
      {user.emailVerified ? (
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Change email">
          <h3 className="text-sm font-semibold text-stone-900">Change email</h3>
          {sent ? <Notice tone="success">{sent}</Notice> : null}
          <EmailField label="New email" error={errors.email} />
          <PasswordField
            label="Your password"
            kind="current"
            hint="Accounts made with Google have none: leave it empty within 10 minutes of signing in with Google."
            error={errors.password}
          />
          <p className="text-xs text-stone-600">
            We send a link to the new address; your email changes only once you open it. Then your other devices are signed
            out, and we tell your current address, which can undo the change for 7 days.
          </p>
          <Button type="submit" variant="secondary" size="sm" loading={pending}>
            Send confirmation link
          </Button>
        </form>
      ) : (
        <p className="text-sm text-stone-700">You can change your email once this address is verified.</p>
      )}
    </div>
  );
}

export function ProfileSettings({ user }: { user: SessionUser }) {
  return (
    <Card className="space-y-5">
      <h2 className="text-base font-semibold">Profile</h2>
      <AccountFieldForm
        field="name"
        label="Name"
        schema={UpdateProfileSchema}
        initial={user.name ?? ""}
        maxLength={MAX_NAME_LENGTH}
        hint="Shown with your posts and comments when you have no username."
        save={(input) => accountApi.updateName(input.name)}
      />
      <hr className="border-stone-100" />
      <AccountFieldForm
        field="username"
        label="Username"
        schema={UsernameSchema}
        initial={user.username ?? ""}
        maxLength={MAX_USERNAME_LENGTH}
        hint={`How others see you in the community. ${USERNAME_HINT}`}
        save={(input) => authApi.updateUsername(input.username)}
      />
      <hr className="border-stone-100" />
      <EmailForm user={user} />
    </Card>
  );
}
