/**
 * Shown to a signed-in person whose email address is not verified yet: the free credits, posts
 * and comments wait for it (the api refuses them with email_not_verified). Offers the link again.
 */
import { useState } from "react";
import { authApi } from "~/utils/api.client";
import { serverMessageOr } from "~/utils/http";
import { useSession } from "./session";

export function VerifyEmailBanner() {
  const { user } = useSession();
  const [state, setState] = useState<{ status: "idle" | "sending" | "sent" | "failed"; message?: string }>({ status: "idle" });
  if (!user || user.emailVerified) return null;

  async function resend() {
    setState({ status: "sending" });
    try {
      const { message } = await authApi.resendVerification();
      setState({ status: "sent", message });
    } catch (error) {
      setState({ status: "failed", message: serverMessageOr(error, "The email could not be sent. Please try again.") });
    }
  }

  return (
    <section
      aria-label="Verify your email"
      data-testid="verify-email-banner"
      className="mx-auto mt-3 w-full max-w-md rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-stone-800"
    >
      <p>
        <strong>Verify your email</strong> ({user.email}) to get your free credits and to post and comment. Open the link we
        emailed you.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={resend}
          disabled={state.status === "sending"}
          className="font-semibold text-brand-800 underline underline-offset-2 disabled:opacity-60"
        >
          {state.status === "sending" ? "Sending..." : "Send the link again"}
        </button>
        {state.message ? (
          <span role="status" className={state.status === "failed" ? "text-red-800" : "text-stone-700"}>
            {state.message}
          </span>
        ) : null}
      </div>
    </section>
  );
}
