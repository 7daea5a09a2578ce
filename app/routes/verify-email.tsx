import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { serverMessageOr } from "~/utils/http";
import { safeRedirect } from "~/utils/format";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("Verify your email");

export const VERIFY_REDIRECT_MS = 3000;
const MISSING = "Verification token is missing";
const FAILED = "Verification failed. Please try again or request a new verification email.";

type State = { status: "loading" } | { status: "success"; message: string } | { status: "error"; message: string };

export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const { signedIn, ready, refresh } = useSession();
  const [state, setState] = useState<State>({ status: "loading" });
  const started = useRef<string | null>(null);

  // Verify once: a token can be used only once, so the call must not repeat (React StrictMode
  // runs effects twice in development).
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    setState({ status: "loading" });
    if (!token) {
      setState({ status: "error", message: MISSING });
      return;
    }
    authApi
      .verifyEmail(token)
      .then((result) => setState({ status: "success", message: result?.message || "Your email has been verified." }))
      .catch((error: unknown) => setState({ status: "error", message: serverMessageOr(error, FAILED) }));
  }, [token]);

  // A signed-in user's badge on /account should show the new status.
  useEffect(() => {
    if (state.status === "success" && ready && signedIn) void refresh();
  }, [state.status, ready, signedIn, refresh]);

  // Then on after 3 s: to the sign-in form, or, signed in already, to where they were going.
  const next = signedIn ? safeRedirect(params.get("redirectTo"), "/home") : "/login";
  useEffect(() => {
    if (state.status === "loading") return;
    const id = window.setTimeout(() => navigate(next), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [state.status, navigate, next]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">Email verification</PageTitle>
      <Card className="space-y-4 text-center">
        {state.status === "loading" ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
            <Spinner className="size-8 text-brand-600" />
            <p>Verifying your email...</p>
          </div>
        ) : (
          <>
            <div role={state.status === "error" ? "alert" : "status"} className="flex flex-col items-center gap-3">
              {state.status === "success" ? (
                <CheckCircleIcon className="size-10 text-emerald-700" />
              ) : (
                <AlertCircleIcon className="size-10 text-red-700" />
              )}
              <p className={`font-medium ${state.status === "success" ? "text-emerald-900" : "text-red-800"}`}>
                {state.message}
              </p>
            </div>
            <p className="text-sm text-stone-600">{signedIn ? "Taking you on in 3 seconds..." : "Taking you to the login page in 3 seconds..."}</p>
            <ButtonLink to={next} variant={state.status === "success" ? "primary" : "secondary"} fullWidth>
              {signedIn ? "Continue" : state.status === "success" ? "Go to Login" : "Back to Login"}
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
