/**
 * The browser's payment calls. A `.client` module like ~/utils/api.client: only
 * call these from effects and event handlers.
 */
import { api } from "~/utils/api.client";

export interface PaymentIntentResult {
  clientSecret?: string;
  message?: string;
  paymentIntentId?: string;
  provider?: "stripe" | "sandbox";
  publishableKey?: string;
}

export interface AddCreditsResult {
  newCredits: number;
  creditsAdded: number;
  alreadyProcessed?: boolean;
  message?: string;
}

export interface LedgerEntry {
  id: number;
  delta: number;
  reason: "signup_grant" | "purchase" | "evaluation" | "refund" | "admin_adjustment";
  reference: string | null;
  createdAt: string;
}


export const paymentsApi = {
  /** `idempotencyKey` is one per checkout attempt: a retried request gets the same intent. */
  createPaymentIntent: (packageId: string, idempotencyKey: string) =>
    api.authCall<PaymentIntentResult | undefined>("/api/payments/create-payment-intent", {
      method: "POST",
      body: { packageId },
      idempotencyKey,
    }),
  addCredits: (paymentIntentId: string) =>
    api.authCall<AddCreditsResult>("/api/payments/add-credits", { method: "POST", body: { paymentIntentId } }),
  confirmSandbox: (paymentIntentId: string, cardNumber: string) =>
    api.authCall<{ paymentIntent: { id: string; status: string; clientSecret: string } }>("/api/payments/sandbox/confirm", {
      method: "POST",
      body: { paymentIntentId, cardNumber },
    }),
  ledger: (signal?: AbortSignal) =>
    api.authCall<{ credits: number; entries: LedgerEntry[] }>("/api/credits/ledger", { signal }),
};
