import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import { MAX_NAME_LENGTH } from "@core/schemas/account";
import { MIN_PASSWORD_LENGTH, SignupSchema } from "@core/schemas/auth";
import { AuthLayout } from "~/components/auth-layout";
import { GoogleSignIn, OrDivider } from "~/components/google-sign-in";
import { EmailField, NEW_PASSWORD_HINT, PasswordField } from "~/components/account-fields";
import { Button, Field, Notice } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { formValues } from "~/utils/forms";
import { challengeLoader } from "~/components/person-check/challenge.server";
import { pageMeta } from "~/utils/meta";
import { useAuthForm } from "~/components/account/use-auth-form";

/** The person check's settings (shown when the api asks for one). */
export const loader = challengeLoader;

export const meta: MetaFunction = () => pageMeta("Create your account");

type Name = "name" | "email" | "password";

export default function Signup() {
  const { search } = useLocation();
  const { errors, formError, pending, hydrated, onSubmit, challengeField } = useAuthForm<Name, typeof SignupSchema>({
    schema: SignupSchema,
    read: (form) => {
      const values = formValues(form, ["name", "email", "password"] as const);
      // An empty name is no name (the field is optional).
      return { email: values.email, password: values.password, ...(values.name.trim() ? { name: values.name } : {}) };
    },
    send: (input) => authApi.signup(input),
    failure: "Signup failed",
    toastMessage: true,
  });

  return (
    <AuthLayout title="Create your account" intro="Free to start, no credit card. Your first analyses are on us.">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <Field label="Name" name="name" optional autoComplete="name" maxLength={MAX_NAME_LENGTH} error={errors.name} />
        <EmailField error={errors.email} />
        <PasswordField label="Password" kind="new" required minLength={MIN_PASSWORD_LENGTH} hint={NEW_PASSWORD_HINT} error={errors.password} />
        {challengeField}
        <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
          Create account
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className="text-center text-sm text-stone-700">
        Already have an account?{" "}
        <Link to={`/login${search}`} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
