/**
 * The Stripe implementation of PaymentProvider. In the Worker the SDK talks to Stripe through
 * fetch (`createFetchHttpClient`); tests fake Stripe's API at the HTTP layer (msw).
 */
import Stripe from "stripe";
import { ApiError } from "../errors";
import { idempotencyConflict, paymentsNotConfigured, type PaymentProvider, type ProviderIntent } from "./provider-contract";

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, timeout: 20_000 });
}

export function toProviderIntent(intent: Pick<Stripe.PaymentIntent, "id" | "status" | "amount" | "currency" | "metadata" | "client_secret">): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    clientSecret: intent.client_secret ?? null,
  };
}

/** Stripe's failures as api errors: the client never sees a 5xx for Stripe being away. */
export function mapStripeError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    switch (error.type) {
      case "StripeAuthenticationError":
      case "StripePermissionError":
        console.error("Stripe refused the secret key", error.message);
        throw paymentsNotConfigured("a valid STRIPE_SECRET_KEY");
      case "StripeIdempotencyError":
        throw idempotencyConflict();
      case "StripeConnectionError":
      case "StripeAPIError":
      case "StripeRateLimitError":
        console.warn("Stripe unavailable", error.type, error.message);
        throw new ApiError(503, "payment_provider_unavailable", "The payment provider is unavailable. Please try again shortly.");
      default:
        console.warn("Stripe request failed", error.type, error.code, error.message);
        throw new ApiError(502, "payment_provider_error", "The payment provider could not process this request.");
    }
  }
  throw error;
}

export function stripeProvider(secretKey: string, publishableKey: string | undefined): PaymentProvider {
  const stripe = stripeClient(secretKey);
  return {
    name: "stripe",
    publishableKey,
    async createIntent(input) {
      if (!publishableKey) throw paymentsNotConfigured("STRIPE_PUBLISHABLE_KEY");
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderIntent(intent);
      } catch (error) {
        mapStripeError(error);
      }
    },
    async retrieveIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === "resource_missing") return null;
        mapStripeError(error);
      }
    },
  };
}

/**
 * Verifies a webhook delivery on its raw body with the SubtleCrypto provider (the only one in
 * Workers). Throws a 400 for anything that is not a correctly signed Stripe event.
 */
export async function verifyWebhook(rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  try {
    return await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new ApiError(400, "invalid_signature", "The webhook signature is not valid");
    }
    // Correctly signed but not JSON (the SDK parses after verifying).
    throw new ApiError(400, "invalid_payload", "The webhook body must be a JSON Stripe event");
  }
}
