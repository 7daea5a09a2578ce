import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckCircleIcon } from "~/components/icons";
import { useSession } from "~/components/session";
import { ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { accountApi } from "~/components/account/account-api.client";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("Confirm your new email");

type State = { status: "loading" } | { status: "success" | "error"; message: string };

/** Opened from the link sent to the NEW address of a change of email: confirms it once. */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { ready, signedIn, refresh } = useSession();
  const [state, setState] = useState<State>({ status: "loading" });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return; // a link works once: never send it twice
    started.current = token;
    if (!token) {
      setState({ status: "error", message: "This confirmation link is incomplete." });
      return;
    }
    accountApi
      .confirmEmailChange(token)
      .then((result) => setState({ status: "success", message: result.message }))
      .catch((error: unknown) =>
        setState({ status: "error", message: serverMessageOr(error, "The email could not be confirmed. Please try again.") }),
      );
  }, [token]);

  useEffect(() => {
    if (state.status === "success" && ready && signedIn) void refresh();
  }, [state.status, ready, signedIn, refresh]);

  return (
    <div className="space-y-5">
      <PageTitle className="text-center">New email address</PageTitle>
      <Card className="space-y-4 text-center">
        {state.status === "loading" ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-stone-700">
            <Spinner className="size-8 text-brand-600" />
            <p>Confirming your new email...</p>
          </div>
        ) : (
          <>
            <div role={state.status === "error" ? "alert" : "status"} className="flex flex-col items-center gap-3">
              {state.status === "success" ? (
                <CheckCircleIcon className="size-10 text-emerald-700" />
              ) : (
                <AlertCircleIcon className="size-10 text-red-700" />
              )}
              <p className={`font-medium ${state.status === "success" ? "text-emerald-900" : "text-red-800"}`}>{state.message}</p>
            </div>
            <ButtonLink to={signedIn ? "/account" : "/login"} fullWidth>
              {signedIn ? "Back to my account" : "Go to sign in"}
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
