import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { PasswordResetRequestSchema } from "@core/schemas/account";
import { AuthLayout } from "~/components/auth-layout";
import { Button, Field, Notice } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { formValues, validateForm, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => pageMeta("Forgot password");

export default function ForgotPassword() {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const input = validateForm(PasswordResetRequestSchema, form, formValues(form, ["email"] as const), (found: FieldErrors<"email">) =>
      setError(found.email),
    );
    if (!input) return;
    setPending(true);
    try {
      const result = await accountApi.requestPasswordReset(input.email);
      setSent(result.message);
    } catch (failure) {
      setFormError(serverMessageOr(failure, "Could not send the reset link. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthLayout title="Forgot your password?" intro="Enter the email of your account and we will send you a link to choose a new password.">
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Ask for a password reset link">
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required error={error} />
          <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
            Send reset link
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-stone-700">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
