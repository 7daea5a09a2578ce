import type { MetaFunction } from "@remix-run/cloudflare";
import { lazy, Suspense, useRef, useState } from "react";
import type { PaymentIntentResponse } from "@core/api/payments";
import type { CreditPackage } from "@core/credit-packages";
import { OrderSummary, PackageCards } from "~/components/payments/package-cards";
import { initErrorMessage, needsLogin, paymentText } from "~/components/payments/messages";
import { paymentsApi } from "~/components/payments/payments-api.client";
import { SandboxCardForm } from "~/components/payments/sandbox-card-form";
import { useSession } from "~/components/session";
import { Button, ButtonLink, Card, Notice, PageTitle, Spinner } from "~/components/ui";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { useLoginPath } from "~/utils/use-login-path";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "payments.title");

// Stripe's Payment Element only loads when Stripe is the provider.
const StripePaymentForm = lazy(() => import("~/components/payments/stripe-payment-form"));

type Checkout = Pick<PaymentIntentResponse, "paymentIntentId" | "clientSecret" | "provider" | "publishableKey"> & { pkg: CreditPackage };

export default function BuyCredits() {
  const loginPath = useLoginPath();
  const { signedIn } = useSession();
  const hydrated = useHydrated();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One idempotency key per checkout attempt and package: retrying after a failure reuses it, so
  // the api hands back the same PaymentIntent instead of making another.
  const attemptKeys = useRef(new Map<string, string>());
  const loginNotice = useRef<HTMLDivElement>(null);
  const t = useT();

  // Said once, beside the form (role=alert announces it), not again in a toast.
  function fail(message: string) {
    setError(message);
  }

  async function choose(pkg: CreditPackage) {
    setError(null);
    if (!signedIn) {
      // The page already says so: point at that notice rather than saying it twice more.
      loginNotice.current?.focus();
      return;
    }
    let key = attemptKeys.current.get(pkg.id);
    if (!key) {
      key = crypto.randomUUID();
      attemptKeys.current.set(pkg.id, key);
    }
    setPendingId(pkg.id);
    try {
      const result = await paymentsApi.createPaymentIntent(pkg.id, key);
      if (!result?.clientSecret || !result.paymentIntentId) {
        fail(paymentText(t, "noClientSecret"));
        return;
      }
      setCheckout({
        pkg,
        paymentIntentId: result.paymentIntentId,
        clientSecret: result.clientSecret,
        provider: result.provider === "stripe" && result.publishableKey ? "stripe" : "sandbox",
        publishableKey: result.publishableKey,
      });
    } catch (err) {
      if (!needsLogin(err)) console.warn("create-payment-intent failed", err);
      fail(initErrorMessage(err, t));
    } finally {
      setPendingId(null);
    }
  }

  function backToPackages() {
    if (checkout) attemptKeys.current.delete(checkout.pkg.id);
    setCheckout(null);
    setError(null);
  }

  // Known from the server's render (the session cookie), so the notice is there from the first paint.
  const guest = !signedIn;

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <PageTitle>{t("payments.title")}</PageTitle>
        <p className="text-sm text-stone-700">{t("payments.intro")}</p>
      </div>

      {guest ? (
        <div ref={loginNotice} tabIndex={-1} data-testid="login-required" className="rounded-xl">
          <Notice tone="info">
            <p className="font-medium">{paymentText(t, "loginRequired")}</p>
            <div className="mt-3 flex gap-2">
              <ButtonLink to={loginPath} size="sm">
                {t("payments.logIn")}
              </ButtonLink>
              <ButtonLink to="/signup" size="sm" variant="secondary">
                {t("shell.signUp")}
              </ButtonLink>
            </div>
          </Notice>
        </div>
      ) : null}

      {error ? <Notice tone="error">{error}</Notice> : null}

      {checkout ? (
        <Card className="space-y-4">
          <h2 className="text-base font-semibold">{t("payments.details")}</h2>
          <OrderSummary pkg={checkout.pkg} />
          {checkout.provider === "stripe" && checkout.publishableKey ? (
            <Suspense
              fallback={
                <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-stone-700">
                  <Spinner className="size-5 text-brand-600" />
                  {t("payments.loadingForm")}
                </div>
              }
            >
              <StripePaymentForm publishableKey={checkout.publishableKey} clientSecret={checkout.clientSecret} onError={fail} />
            </Suspense>
          ) : (
            <SandboxCardForm paymentIntentId={checkout.paymentIntentId} clientSecret={checkout.clientSecret} onError={fail} />
          )}
          <Button variant="secondary" fullWidth onClick={backToPackages}>
            {t("payments.backToPackages")}
          </Button>
        </Card>
      ) : (
        <PackageCards onSelect={choose} pendingId={pendingId} disabled={!hydrated} />
      )}

      <ButtonLink to="/" variant="ghost" fullWidth>
        {t("payments.backHome")}
      </ButtonLink>
    </div>
  );
}
