/**
 * The card payment provider, chosen in ONE place (`paymentProvider`):
 *
 * - `STRIPE_SECRET_KEY` set: Stripe (lib/payments/stripe.ts).
 * - No key and `ENVIRONMENT` not production: the local TEST MODE sandbox (lib/payments/sandbox.ts),
 *   with the same shapes, so the rest of the code never asks which one it talks to.
 * - No key in production: 503 'Payments are not configured', never a fake success.
 */
import type { PaymentProviderName } from "@core/api/payments";
import type { Database } from "@db/client";
import type { Env } from "../../env";
import { isProduction } from "../config";
import { ApiError } from "../errors";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

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

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured";

export function paymentsNotConfigured(setting: string) {
  return new ApiError(503, "not_configured", `${PAYMENTS_NOT_CONFIGURED}: set ${setting}`);
}

/** Which provider this environment uses, without building it (for GET /api/payments/packages). */
export function paymentMode(env: Env): "stripe" | "sandbox" | "unconfigured" {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return isProduction(env) ? "unconfigured" : "sandbox";
}

/** The provider of this environment; 503 in production without a Stripe key. */
export function paymentProvider(env: Env, db: Database): PaymentProvider {
  switch (paymentMode(env)) {
    case "stripe":
      return stripeProvider(env.STRIPE_SECRET_KEY!, env.STRIPE_PUBLISHABLE_KEY);
    case "sandbox":
      return sandboxProvider(env, db);
    default:
      throw paymentsNotConfigured("STRIPE_SECRET_KEY");
  }
}
