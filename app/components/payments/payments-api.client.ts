/**
 * The browser's payment calls, through the api's typed client. A `.client` module like
 * ~/utils/api.client: only call these from effects and event handlers.
 */
import type { PackageId } from "@core/credit-packages";
import { userApi } from "~/utils/api.client";
import { success } from "~/utils/http";

const payments = userApi.payments;

export const paymentsApi = {
  /** `idempotencyKey` is one per checkout attempt: a retried request gets the same intent. */
  createPaymentIntent: (packageId: PackageId, idempotencyKey: string) =>
    success(payments["create-payment-intent"].$post({ json: { packageId } }, { headers: { "Idempotency-Key": idempotencyKey } })),
  addCredits: (paymentIntentId: string) => success(payments["add-credits"].$post({ json: { paymentIntentId } })),
  confirmSandbox: (paymentIntentId: string, cardNumber: string) =>
    success(payments.sandbox.confirm.$post({ json: { paymentIntentId, cardNumber } })),
  ledger: (signal?: AbortSignal) => success(userApi.credits.ledger.$get(undefined, { init: { signal } })),
};
