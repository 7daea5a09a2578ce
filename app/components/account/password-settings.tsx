import { useState } from "react";
import * as v from "valibot";
import { ChangePasswordSchema } from "@core/schemas/account";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { NEW_PASSWORD_HINT, PasswordField } from "~/components/account-fields";
import { Button, Card } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";

type Name = "currentPassword" | "newPassword" | "confirm";

/** Change password: the current one is required; the other devices are signed out, this one stays (with a new session). */
export function PasswordSettings({ onChanged }: { onChanged: () => void }) {
  const { toast } = useToast();
  const { user, signIn } = useSession();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form, ["currentPassword", "newPassword", "confirm"] as const);
    const parsed = v.safeParse(ChangePasswordSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword });
    const found: FieldErrors<Name> = parsed.success ? {} : fieldErrors<Name>(parsed.issues);
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = "The two new passwords are not the same.";
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
      toast(result.message, { variant: "success" });
      form.reset();
      onChanged();
    } catch (error) {
      const message = serverMessageOr(error, "Could not change the password. Please try again.");
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
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
        <h2 className="text-base font-semibold">Password</h2>
        <PasswordField label="Current password" name="currentPassword" kind="current" required error={errors.currentPassword} />
        <PasswordField
          label="New password"
          name="newPassword"
          kind="new"
          required
          hint={`${NEW_PASSWORD_HINT} Your other devices will be signed out.`}
          error={errors.newPassword}
        />
        <PasswordField label="Repeat the new password" name="confirm" kind="new" required error={errors.confirm} />
        <Button type="submit" variant="secondary" fullWidth loading={pending}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
