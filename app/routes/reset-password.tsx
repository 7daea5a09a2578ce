import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { MIN_PASSWORD_LENGTH } from "@core/schemas/auth";
import { PasswordResetConfirmSchema } from "@core/schemas/account";
import { AuthLayout } from "~/components/auth-layout";
import { useSession } from "~/components/session";
import { Button, ButtonLink, Field, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => pageMeta("Choose a new password");

type Name = "password" | "confirm";

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const { signedIn, logout } = useSession();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const values = formValues(form, ["password", "confirm"] as const);
    const parsed = v.safeParse(PasswordResetConfirmSchema, { token, password: values.password });
    const found: FieldErrors<Name> = parsed.success ? {} : fieldErrors<Name>(parsed.issues);
    if (!found.password && values.confirm !== values.password) found.confirm = "The two passwords are not the same.";
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      focusFirstInvalid(form, found);
      if (!found.password && !found.confirm) setFormError("This link is incomplete. Ask for a new one.");
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await accountApi.confirmPasswordReset(parsed.output.token, parsed.output.password);
      // Every session ended on the server; forget this browser's one too.
      if (signedIn) await logout();
      setDone(result.message);
    } catch (failure) {
      setFormError(serverMessageOr(failure, "Could not change the password. Please try again."));
    } finally {
      setPending(false);
    }
  }

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
          {formError ? (
            <Notice tone="error">
              {formError}{" "}
              <Link to="/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            </Notice>
          ) : null}
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            error={errors.password}
          />
          <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
          <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
            Save new password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
