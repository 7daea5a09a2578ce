import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { LoginSchema } from "@core/schemas/auth";
import { AuthLayout } from "~/components/auth-layout";
import { GoogleSignIn, OrDivider } from "~/components/google-sign-in";
import { useSession } from "~/components/session";
import { Button, Field, Notice } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { parseUser } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Sign in");

type Name = "email" | "password";

export default function Login() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = v.safeParse(LoginSchema, formValues(form, ["email", "password"] as const));
    if (!parsed.success) {
      const found = fieldErrors<Name>(parsed.issues);
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await authApi.login(parsed.output);
      signIn(result.token, parseUser(result.user));
      navigate("/home");
    } catch (error) {
      setFormError(serverMessageOr(error, "Login failed"));
      setPending(false);
    }
  }

  return (
    <AuthLayout title="Welcome back" intro="Sign in to see your routines and credits.">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
          Sign in
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className="text-center text-sm text-stone-700">
        New to Skinstack?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
