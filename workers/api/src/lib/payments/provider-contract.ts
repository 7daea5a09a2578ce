/**
 * What every card payment provider offers (Stripe, lib/payments/stripe.ts; the local sandbox,
 * lib/payments/sandbox.ts), the 503 of a missing setting and the 409 of a reused key. The providers
 * import this file and lib/payments/provider.ts imports the providers, so nothing imports in a circle.
 */
import type { PaymentProviderName } from "@core/api/payments";
import { ApiError, conflict } from "../errors";

/** The states of a PaymentIntent (Stripe's names; the sandbox uses the same). */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

/** What the api needs to know about a PaymentIntent, whichever provider made it. */
export interface ProviderIntent {
  id: string;
  status: IntentStatus | string;
  /** Smallest currency unit (cents). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  description: string;
  metadata: { userId: string; packageId: string; credits: string };
  /** Same key, same intent: a retried request never makes a second charge. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser for the Payment Element (Stripe only). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the provider sees it now, or null when the provider does not know it. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
}

const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

export function paymentsNotConfigured(setting: string) {
  return new ApiError(503, "not_configured", `${PAYMENTS_NOT_CONFIGURED}: set ${setting}`);
}

/** The 409 of an Idempotency-Key reused with other details (another package). */
export function idempotencyConflict() {
  return conflict("This payment request was already made with different details. Please start again.", "idempotency_conflict");
}
