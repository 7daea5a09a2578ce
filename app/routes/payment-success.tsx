import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckCircleIcon } from "~/components/icons";
import { Confetti } from "~/components/payments/confetti";
import { firstCelebration } from "~/components/payments/payment-celebration";
import {
  FAILURE_REDIRECT_MS,
  PAYMENT_TOAST_MS,
  paymentReturn,
  paymentText,
  SUCCESS_REDIRECT_MS,
  successToastIn,
} from "~/components/payments/messages";
import type { AddCreditsResponse } from "@core/api/payments";
import { paymentsApi } from "~/components/payments/payments-api.client";
import { useSession } from "~/components/session";
import { useToast } from "~/components/toast";
import { Button, ButtonLink, Card, PageTitle, Spinner } from "~/components/ui";
import { isApiError } from "~/utils/http";
import { translatedPageMeta } from "~/utils/meta";
import { metaTranslator, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => translatedPageMeta(metaTranslator(matches), "payments.paymentTitle");

/** A payment Stripe reports as still processing is asked about again a few times. */
const NOT_YET_RETRIES = 3;
const NOT_YET_DELAY_MS = 1500;

type State =
  | { status: "verifying" }
  | { status: "success"; creditsAdded: number; newCredits: number; celebrate: boolean }
  | { status: "failed"; message: string; redirect: boolean };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function addCreditsPatiently(paymentIntentId: string): Promise<AddCreditsResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await paymentsApi.addCredits(paymentIntentId);
    } catch (error) {
      if (attempt < NOT_YET_RETRIES && isApiError(error, 409) && error.code === "payment_not_succeeded") {
        await sleep(NOT_YET_DELAY_MS);
        continue;
      }
      throw error;
    }
  }
}

export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ready, user, setUser, refresh } = useSession();
  const { toast } = useToast();
  const [state, setState] = useState<State>({ status: "verifying" });
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const started = useRef<string | null>(null);
  const userRef = useRef(user);
  userRef.current = user;

  // Verify once per intent (and per "Try again"), after the stored session is known.
  useEffect(() => {
    if (!ready) return;
    const payment = paymentReturn(params);
    const runKey = `${payment?.paymentIntentId ?? "invalid"}:${attempt}`;
    if (started.current === runKey) return;
    started.current = runKey;
    if (!payment) {
      toast(paymentText(t, "invalidPayment"), { variant: "error" });
      navigate("/", { replace: true });
      return;
    }
    setState({ status: "verifying" });
    addCreditsPatiently(payment.paymentIntentId)
      .then((result) => {
        const creditsAdded = Number(result?.creditsAdded ?? 0);
        const newCredits = Number(result?.newCredits ?? 0);
        const current = userRef.current;
        if (current) setUser({ ...current, credits: newCredits });
        // The header's own refresh on landing may have read the balance before the credit.
        window.setTimeout(() => void refresh(), 500);
        const celebrate = firstCelebration(browserStorage(), payment.paymentIntentId);
        if (celebrate) toast(successToastIn(t, creditsAdded, newCredits), { variant: "success", duration: PAYMENT_TOAST_MS });
        setState({ status: "success", creditsAdded, newCredits, celebrate });
      })
      .catch((error: unknown) => {
        console.error("add-credits failed", error);
        if (isApiError(error)) {
          toast(paymentText(t, "processingFailed"), { variant: "error" });
          setState({ status: "failed", message: paymentText(t, "processingFailed"), redirect: true });
        } else {
          toast(paymentText(t, "processException"), { variant: "error" });
          setState({ status: "failed", message: paymentText(t, "processException"), redirect: false });
        }
      });
  }, [ready, params, attempt, navigate, toast, setUser, refresh, t]);

  // Home after 5 s on success, after 3 s when add-credits failed.
  useEffect(() => {
    if (state.status === "verifying" || (state.status === "failed" && !state.redirect)) return;
    const delay = state.status === "success" ? SUCCESS_REDIRECT_MS : FAILURE_REDIRECT_MS;
    const id = window.setTimeout(() => navigate("/"), delay);
    return () => window.clearTimeout(id);
  }, [state, navigate]);

  return (
    <div className="space-y-5">
      {state.status === "success" && state.celebrate ? <Confetti /> : null}
      <Card className="space-y-4 py-8 text-center">
        {state.status === "verifying" ? (
          <div role="status" className="flex flex-col items-center gap-3 text-stone-700">
            <Spinner className="size-10 text-brand-600" />
            <PageTitle>{t("payments.verifying")}</PageTitle>
            <p className="text-sm">{t("payments.verifyingNote")}</p>
          </div>
        ) : state.status === "success" ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <CheckCircleIcon className="size-12 text-emerald-700" />
            <PageTitle>{state.celebrate ? t("payments.success") : t("payments.alreadyAdded")}</PageTitle>
            <p className="text-stone-700">
              {t.rich<React.ReactNode>(state.celebrate ? "payments.addedNow" : "payments.addedEarlier", {
                added: state.creditsAdded,
                total: state.newCredits,
                a: (chunks) => (
                  <span key="added" data-testid="credits-added">
                    {chunks}
                  </span>
                ),
                n: (chunks) => (
                  <span key="new" data-testid="new-credits">
                    {chunks}
                  </span>
                ),
              })}
            </p>
            <p className="text-sm text-stone-600">{t("payments.homeIn", { seconds: SUCCESS_REDIRECT_MS / 1000 })}</p>
            <ButtonLink to="/" fullWidth>
              {t("payments.backHome")}
            </ButtonLink>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <AlertCircleIcon className="size-12 text-red-700" />
            <PageTitle>{t("payments.notCompleted")}</PageTitle>
            <p className="font-medium text-red-800">{state.message}</p>
            {state.redirect ? (
              <p className="text-sm text-stone-600">{t("payments.homeIn", { seconds: FAILURE_REDIRECT_MS / 1000 })}</p>
            ) : (
              <Button variant="secondary" fullWidth onClick={() => setAttempt((n) => n + 1)}>
                {t("payments.tryAgain")}
              </Button>
            )}
            <ButtonLink to="/" variant={state.redirect ? "secondary" : "ghost"} fullWidth>
              {t("payments.backHome")}
            </ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
