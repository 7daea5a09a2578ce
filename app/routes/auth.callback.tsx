import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useSession } from "~/components/session";
import { Card, PageTitle, Spinner } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { safeRedirect } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";
import { parseUser } from "~/utils/user";

export const meta: MetaFunction = ({ matches }) => [...pageMeta(metaTranslator(matches)("misc.signingIn")), { name: "referrer", content: "no-referrer" }];

export const CALLBACK_REDIRECT_MS = 1000;
const DEFAULT_TARGET = "/add-stack";

/**
 * Return from Google sign-in. The api has set the HttpOnly session cookie; this page asks it who
 * is signed in and goes on after 1 s. Nothing in the URL signs anyone in: a session token or user
 * in the query is ignored, so a crafted link cannot swap someone's session.
 */
export default function AuthCallback() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const redirect = params.get("redirect");

  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    authApi
      .currentUser()
      .then((data) => parseUser(data?.user))
      .catch(() => null)
      .then((user) => {
        if (cancelled) return;
        if (!user) {
          navigate("/login", { replace: true });
          return;
        }
        signIn(user);
        const target = safeRedirect(redirect, DEFAULT_TARGET);
        timer = window.setTimeout(() => navigate(target, { replace: true }), CALLBACK_REDIRECT_MS);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [redirect, signIn, navigate]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">{t("misc.signingIn")}</PageTitle>
      <Card>
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
          <Spinner className="size-8 text-brand-600" />
          <p>{t("misc.completingSignIn")}</p>
        </div>
      </Card>
    </div>
  );
}
