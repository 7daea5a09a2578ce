/**
 * The browser's payment calls. A `.client` module like ~/utils/api.client: only
 * call these from effects and event handlers.
 */
import type { AddCreditsResponse, LedgerResponse, PaymentIntentResponse, SandboxConfirmResponse } from "@core/api/payments";
import { api } from "~/utils/api.client";

export const paymentsApi = {
  /** `idempotencyKey` is one per checkout attempt: a retried request gets the same intent. */
  createPaymentIntent: (packageId: string, idempotencyKey: string) =>
    api.authCall<PaymentIntentResponse | undefined>("/api/payments/create-payment-intent", {
      method: "POST",
      body: { packageId },
      idempotencyKey,
    }),
  addCredits: (paymentIntentId: string) =>
    api.authCall<AddCreditsResponse>("/api/payments/add-credits", { method: "POST", body: { paymentIntentId } }),
  confirmSandbox: (paymentIntentId: string, cardNumber: string) =>
    api.authCall<SandboxConfirmResponse>("/api/payments/sandbox/confirm", {
      method: "POST",
      body: { paymentIntentId, cardNumber },
    }),
  ledger: (signal?: AbortSignal) =>
    api.authCall<LedgerResponse>("/api/credits/ledger", { signal }),
};
