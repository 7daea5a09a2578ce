/**
 * Stripe's Payment Element. Loaded lazily by the buy-credits screen (React.lazy), so neither
 * Stripe.js nor @stripe/react-stripe-js weighs on any other page; Stripe.js itself is fetched from
 * js.stripe.com only when this renders (`@stripe/stripe-js/pure`).
 */
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useState } from "react";
import { Button, Spinner } from "~/components/ui";
import { paymentText, returnUrl } from "./messages";
import { useT } from "~/utils/i18n";

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  onError(message: string): void;
}

export default function StripePaymentForm({ publishableKey, clientSecret, onError }: Props) {
  const t = useT();
  // Stripe words its own fields and card errors in the page's language.
  const locale = t.language as StripeElementLocale;
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale, appearance: { theme: "stripe", variables: { colorPrimary: "#b94a3a", borderRadius: "12px" } } }}
    >
      <PaymentForm onError={onError} />
    </Elements>
  );
}

function PaymentForm({ onError }: { onError(message: string): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const t = useT();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      // On success the browser leaves for {origin}/payment-success?payment_intent=...; only
      // immediate errors (a declined card, an incomplete field) come back here.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl(window.location.origin) },
      });
      onError(error?.message || paymentText(t, "paymentFailed"));
    } catch (error) {
      console.error("Stripe confirmPayment failed", error);
      onError(paymentText(t, "paymentError"));
    }
    setProcessing(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t("payments.card.formLabel")}>
      {ready ? null : (
        <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-stone-700">
          <Spinner className="size-5 text-brand-600" />
          {t("payments.loadingForm")}
        </div>
      )}
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" fullWidth size="lg" loading={processing} disabled={!stripe || !elements || !ready}>
        {processing ? t("payments.processing") : t("payments.complete")}
      </Button>
    </form>
  );
}
