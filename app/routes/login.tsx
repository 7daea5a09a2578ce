import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import { LoginSchema } from "@core/schemas/auth";
import { AuthLayout } from "~/components/auth-layout";
import { GoogleSignIn, OrDivider } from "~/components/google-sign-in";
import { EmailField, PasswordField } from "~/components/account-fields";
import { Button, Notice } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { apiServer } from "~/utils/api.server";
import { safeRedirect } from "~/utils/format";
import { formValues } from "~/utils/forms";
import { challengeLoader } from "~/components/person-check/challenge.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { translatedPageMeta } from "~/utils/meta";
import { useAuthForm } from "~/components/account/use-auth-form";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "login.title");

/**
 * Someone already signed in goes on to where they were going, not to a sign-in form; others get the
 * person check's settings (shown when the api asks for one).
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await apiServer(args.context, args.request).currentUser();
  if (user) throw redirect(safeRedirect(new URL(args.request.url).searchParams.get("redirectTo"), "/home"));
  return challengeLoader(args);
}

type Name = "email" | "password";

export default function Login() {
  const { search } = useLocation();
  const t = useT();
  const { errors, formError, pending, hydrated, onSubmit, challengeField } = useAuthForm<Name, typeof LoginSchema>({
    schema: LoginSchema,
    read: (form) => formValues(form, ["email", "password"] as const),
    send: (input) => authApi.login(input), // api.client is empty on the server: read it only when sending
    failure: t("login.failed"),
  });

  return (
    <AuthLayout title={t("login.heading")} intro={t("login.intro")}>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("login.title")}>
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <EmailField error={errors.email} />
        <PasswordField label={t("auth.password")} kind="current" required error={errors.password} />
        {challengeField}
        <Button type="submit" fullWidth size="lg" loading={pending} disabled={!hydrated}>
          {t("login.submit")}
        </Button>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className="tap-target font-medium text-brand-700 underline">
            {t("login.forgot")}
          </Link>
        </p>
      </form>
      <OrDivider />
      <GoogleSignIn />
      <p className="text-center text-sm text-stone-700">
        {t("login.newHere")}{" "}
        <Link to={`/signup${search}`} className="font-semibold text-brand-700 underline">
          {t("login.createAccount")}
        </Link>
      </p>
    </AuthLayout>
  );
}
