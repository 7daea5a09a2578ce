import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { PasswordResetConfirmSchema } from "@core/schemas/account";
import { AuthLayout } from "~/components/auth-layout";
import { useSession } from "~/components/session";
import { NEW_PASSWORD_HINT, PasswordField } from "~/components/account-fields";
import { Button, ButtonLink, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import { useFormSubmit } from "~/utils/use-form-submit";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => pageMeta("Choose a new password");

type Name = "password" | "confirm";

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const { signedIn, logout } = useSession();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [done, setDone] = useState<string | null>(null);
  const { formError, setFormError, pending, onSubmit } = useFormSubmit({
    check: (form) => {
      const values = formValues(form, ["password", "confirm"] as const);
      const parsed = v.safeParse(PasswordResetConfirmSchema, { token, password: values.password });
      const found: FieldErrors<Name> = parsed.success ? {} : fieldErrors<Name>(parsed.issues);
      if (!found.password && values.confirm !== values.password) found.confirm = "The two passwords are not the same.";
      setErrors(found);
      if (Object.keys(found).length === 0 && parsed.success) return parsed.output;
      focusFirstInvalid(form, found);
      if (!found.password && !found.confirm) setFormError("This link is incomplete. Ask for a new one.");
      return null;
    },
    send: async (input) => {
      const result = await accountApi.confirmPasswordReset(input.token, input.password);
      // Every session ended on the server; forget this browser's one too.
      if (signedIn) await logout();
      setDone(result.message);
    },
    failure: "Could not change the password. Please try again.",
  });

  if (!token) {
    return (
      <AuthLayout title="Choose a new password">
        <Notice tone="error">This reset link is incomplete. Ask for a new one.</Notice>
        <ButtonLink to="/forgot-password" fullWidth>
          Ask for a new link
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" intro="Choose the password you will sign in with from now on.">
      {done ? (
        <>
          <Notice tone="success">{done}</Notice>
          <ButtonLink to="/login" fullWidth>
            Go to sign in
          </ButtonLink>
        </>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
          {params.get("undone") ? (
            <Notice tone="success">The change of email was undone and every device was signed out. Choose a new password now.</Notice>
          ) : null}
          {formError ? (
            <Notice tone="error">
              {formError}{" "}
              <Link to="/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            </Notice>
          ) : null}
          <PasswordField label="New password" kind="new" required hint={NEW_PASSWORD_HINT} error={errors.password} />
          <PasswordField label="Repeat the new password" name="confirm" kind="new" required error={errors.confirm} />
          <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
            Save new password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
