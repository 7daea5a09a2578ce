/** What the payment and credit endpoints answer, as the api sends it and the buy-credits screens read it. */
import type { publicPackage } from "../credit-packages";

export type PaymentProviderName = "stripe" | "sandbox";

/** A credit package as GET /api/payments/packages lists it. */
export type PublicCreditPackage = ReturnType<typeof publicPackage>;

/** POST /api/payments/create-payment-intent */
export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  provider: PaymentProviderName;
  /** Stripe's publishable key; absent for the sandbox. */
  publishableKey?: string;
  package: PublicCreditPackage;
  amount: number;
  currency: string;
  message: string;
}

/** POST /api/payments/add-credits */
export interface AddCreditsResponse {
  newCredits: number;
  creditsAdded: number;
  paymentIntentId: string;
  /** The payment had been credited before (by the webhook or an earlier call). */
  alreadyProcessed: boolean;
  message: string;
}

/** POST /api/payments/sandbox/confirm (test mode only) */
export interface SandboxConfirmResponse {
  paymentIntent: { id: string; status: string; clientSecret: string | null };
  message: string;
}

export type LedgerReason =
  | "signup_grant"
  | "purchase"
  | "evaluation"
  | "refund"
  | "admin_adjustment"
  /** Credits a refunded payment took back (reference: the PaymentIntent). */
  | "payment_refund"
  /** Credits a disputed payment took back, or gave back when the dispute was won (reference: the PaymentIntent). */
  | "payment_dispute";

export interface LedgerEntry {
  id: number;
  delta: number;
  reason: LedgerReason;
  /** What the entry is about: a stack id, a payment intent id, an admin note. */
  reference: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** GET /api/credits/ledger: the caller's balance and latest entries, newest first. */
export interface LedgerResponse {
  credits: number;
  /** How many of `credits` were paid for (core/credit-packages paidCreditsLeft). */
  paidCredits: number;
  entries: LedgerEntry[];
}
