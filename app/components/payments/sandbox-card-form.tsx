/**
 * The local TEST MODE card form, used when the api runs the sandbox provider (no Stripe key
 * outside production). It confirms through POST /api/payments/sandbox/confirm and then lands on
 * /payment-success with the same query Stripe would append.
 */
import { useState } from "react";
import { Button, Field } from "~/components/ui";
import { cardProblemText, paymentErrorMessage, formatCardNumber, formatExpiry, sandboxReturnUrl, validateTestCard } from "./messages";
import { useT } from "~/utils/i18n";
import { paymentsApi } from "./payments-api.client";

type FieldName = "number" | "expiry" | "cvc";

export function SandboxCardForm({
  paymentIntentId,
  clientSecret,
  onError,
}: {
  paymentIntentId: string;
  clientSecret: string;
  /** A payment error to show (also toasted by the page). */
  onError(message: string): void;
}) {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const t = useT();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateTestCard({ number, expiry, cvc });
    setFieldError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setProcessing(true);
    try {
      const result = await paymentsApi.confirmSandbox(paymentIntentId, number);
      const secret = result?.paymentIntent?.clientSecret || clientSecret;
      window.location.assign(sandboxReturnUrl(window.location.origin, paymentIntentId, secret));
    } catch (error) {
      onError(paymentErrorMessage(error, t));
      setProcessing(false);
    }
  }

  const errorFor = (field: FieldName) => (fieldError?.field === field ? cardProblemText(t, fieldError.message) : null);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t("payments.card.testFormLabel")}>
      <div role="note" className="rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p>
          <span className="rounded bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wider text-white" data-testid="test-mode">
            {t("payments.card.testMode")}
          </span>
        </p>
        <p className="mt-2">
          {t.rich<React.ReactNode>("payments.card.testNote", {
            pay: "4242 4242 4242 4242",
            decline: "4000 0000 0000 0002",
            b: (chunks) => <strong key={String(chunks)}>{chunks}</strong>,
          })}
        </p>
      </div>
      <Field
        label={t("payments.card.number")}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
        error={errorFor("number")}
        disabled={processing}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t("payments.card.expiry")}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("payments.card.expiryPlaceholder")}
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          error={errorFor("expiry")}
          disabled={processing}
        />
        <Field
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, "").slice(0, 4))}
          error={errorFor("cvc")}
          disabled={processing}
        />
      </div>
      <Button type="submit" fullWidth size="lg" loading={processing}>
        {processing ? t("payments.processing") : t("payments.complete")}
      </Button>
    </form>
  );
}
