import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CheckCircleIcon, CoinIcon } from "~/components/icons";
import { CreditHistory } from "~/components/payments/credit-history";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { authApi } from "~/utils/api.client";
import { serverMessageOr } from "~/utils/http";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("My Account");

export default function Account() {
  const { ready, signedIn, user, refresh, logout } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [resending, setResending] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // On entry, once the stored session is known: not signed in goes to the login page, signed in
  // reloads the user. (Decided once: a later logout navigates by itself.)
  const entered = useRef(false);
  useEffect(() => {
    if (!ready || entered.current) return;
    entered.current = true;
    if (!signedIn) navigate("/login", { replace: true });
    else void refresh();
  }, [ready, signedIn, refresh, navigate]);

  async function resend() {
    setResending(true);
    try {
      const result = await authApi.resendVerification();
      toast(result?.message || "A new verification email is on its way.", { variant: "success" });
    } catch (error) {
      toast(serverMessageOr(error, "Could not send the verification email. Please try again."), { variant: "error" });
    } finally {
      setResending(false);
    }
  }

  async function onLogout() {
    setLoggingOut(true);
    await logout();
    navigate("/");
  }

  if (ready && !signedIn) {
    return (
      <div className="space-y-4 py-12 text-center">
        <PageTitle>My Account</PageTitle>
        <p className="text-stone-700">You are signed out.</p>
        <ButtonLink to="/login">Log in</ButtonLink>
      </div>
    );
  }

  if (!user) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner className="size-8 text-brand-600" />
        <p>Loading your account...</p>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <PageTitle>My Account</PageTitle>

      <Card>
        <h2 className="mb-3 text-base font-semibold">Profile</h2>
        <dl className="divide-y divide-stone-100 text-sm">
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-stone-600">Name</dt>
            <dd className="text-right font-medium text-stone-900">{user.name?.trim() || "Not set"}</dd>
          </div>
          {user.username ? (
            <div className="flex justify-between gap-4 py-2.5">
              <dt className="text-stone-600">Username</dt>
              <dd className="text-right font-medium text-stone-900">{user.username}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-stone-600">Email</dt>
            <dd className="break-all text-right font-medium text-stone-900">{user.email}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-stone-600">Email status</dt>
            <dd className="text-right">
              {user.emailVerified ? (
                <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                  <CheckCircleIcon className="size-4" />
                  Verified
                </span>
              ) : (
                <span className="font-medium text-amber-800">Not verified</span>
              )}
            </dd>
          </div>
        </dl>
        {user.emailVerified ? null : (
          <div className="mt-3 space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            <p>Check your inbox for the verification link, or ask for a new one.</p>
            <Button variant="secondary" size="sm" onClick={resend} loading={resending}>
              Resend verification email
            </Button>
          </div>
        )}
      </Card>

      <Card className="space-y-4">
        <h2 className="text-base font-semibold">Credits</h2>
        <p className="flex items-center gap-3 text-stone-700">
          <CoinIcon className="size-8 text-brand-600" />
          <span>
            <span data-testid="account-credits" className="text-3xl font-bold text-stone-900">
              {user.credits}
            </span>{" "}
            {user.credits === 1 ? "credit" : "credits"} available
          </span>
        </p>
        <p className="text-sm text-stone-600">Each routine analysis uses 1 credit.</p>
        <ButtonLink to="/buy-credits" fullWidth>
          Buy Credits
        </ButtonLink>
      </Card>

      <CreditHistory credits={user.credits} />

      <Button variant="secondary" fullWidth onClick={onLogout} loading={loggingOut}>
        Log out
      </Button>
    </div>
  );
}
