import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { MIN_PASSWORD_LENGTH, SignupSchema } from "@core/schemas/auth";
import { AuthLayout } from "~/components/auth-layout";
import { GoogleSignIn, OrDivider } from "~/components/google-sign-in";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, Field, Notice } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { fieldErrors, focusFirstInvalid, formValues, type FieldErrors } from "~/utils/forms";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { parseUser } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Create your account");

type Name = "name" | "email" | "password";

export default function Signup() {
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const values = formValues(form, ["name", "email", "password"] as const);
    const parsed = v.safeParse(SignupSchema, {
      email: values.email,
      password: values.password,
      ...(values.name.trim() ? { name: values.name } : {}),
    });
    if (!parsed.success) {
      const found = fieldErrors<Name>(parsed.issues);
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await authApi.signup(parsed.output);
      signIn(result.token, parseUser(result.user));
      if (result.message) toast(result.message, { variant: "success" });
      navigate("/home");
    } catch (error) {
      setFormError(serverMessageOr(error, "Signup failed"));
      setPending(false);
    }
  }

  return (
    <AuthLayout title="Create your account" intro="Free to start, no credit card. Your first analyses are on us.">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <Field label="Name" name="name" optional autoComplete="name" maxLength={100} error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password}
        />
        <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
          Create account
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className="text-center text-sm text-stone-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
