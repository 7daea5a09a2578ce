/**
 * The card payment provider, chosen in ONE place (`paymentProvider`):
 *
 * - `STRIPE_SECRET_KEY` set: Stripe (lib/payments/stripe.ts).
 * - No key and `ENVIRONMENT` not production: the local TEST MODE sandbox (lib/payments/sandbox.ts),
 *   with the same shapes, so the rest of the code never asks which one it talks to.
 * - No key in production: 503 'Payments are not configured', never a fake success.
 */
import type { Database } from "@db/client";
import type { Env } from "../../env";
import { isProduction } from "../config";
import { paymentsNotConfigured, type PaymentProvider } from "./provider-contract";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

export type { CreateIntentInput, IntentStatus, PaymentProvider, ProviderIntent } from "./provider-contract";
export { paymentsNotConfigured } from "./provider-contract";

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
