import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { safeRedirect } from "~/utils/format";
import { authApi, GOOGLE_SIGN_IN_PATH } from "~/utils/api.client";
import { useHydrated } from "~/utils/use-hydrated";
import { GoogleIcon } from "./icons";
import { Button, Notice } from "./ui";
import { useT } from "~/utils/i18n";

/** 'Continue with Google': asks the api whether Google sign-in is set up, then hands the browser over. */
export function GoogleSignIn() {
  const t = useT();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [state, setState] = useState<"idle" | "checking" | "redirecting" | "unconfigured" | "error">("idle");

  async function onClick() {
    setState("checking");
    try {
      const status = await authApi.googleStatus();
      if (status?.configured) {
        setState("redirecting");
        // Back to where the visitor was once Google has signed them in (the api checks the path too).
        const back = safeRedirect(params.get("redirectTo"), "");
        window.location.assign(back ? `${GOOGLE_SIGN_IN_PATH}?redirect=${encodeURIComponent(back)}` : GOOGLE_SIGN_IN_PATH);
        return;
      }
      setState("unconfigured");
    } catch (error) {
      console.error("Google sign-in status check failed", error);
      setState("error");
    }
  }

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        fullWidth
        onClick={onClick}
        disabled={!hydrated}
        loading={state === "checking" || state === "redirecting"}
      >
        {state === "checking" || state === "redirecting" ? null : <GoogleIcon className="size-5" />}
        {t("auth.google")}
      </Button>
      {state === "unconfigured" ? <Notice>{t("auth.googleNotConfigured")}</Notice> : null}
      {state === "error" ? <Notice tone="error">{t("auth.googleFailed")}</Notice> : null}
    </div>
  );
}

export function OrDivider() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-300" />
      {t("auth.or")}
      <span className="h-px flex-1 bg-stone-300" />
    </div>
  );
}
