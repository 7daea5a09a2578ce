import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useSession } from "~/components/session";
import { Card, PageTitle, Spinner } from "~/components/ui";
import { safeRedirect } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { parseUserJson } from "~/utils/user";

export const meta: MetaFunction = () => [...pageMeta("Signing you in"), { name: "referrer", content: "no-referrer" }];

export const CALLBACK_REDIRECT_MS = 1000;
const DEFAULT_TARGET = "/add-stack";

/** Return from Google sign-in: store the login carried in the query, then go on after 1 s. */
export default function AuthCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const token = params.get("token");
  const userJson = params.get("user");
  const redirect = params.get("redirect");

  useEffect(() => {
    const user = parseUserJson(userJson);
    if (!token || !user) {
      navigate("/login", { replace: true });
      return;
    }
    signIn(token, user);
    const target = safeRedirect(redirect, DEFAULT_TARGET);
    const id = window.setTimeout(() => navigate(target, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [token, userJson, redirect, signIn, navigate]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">Signing you in</PageTitle>
      <Card>
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
          <Spinner className="size-8 text-brand-600" />
          <p>Completing sign-in...</p>
        </div>
      </Card>
    </div>
  );
}
