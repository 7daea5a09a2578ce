/**
 * One fake Stripe for every test that pays: PaymentIntents kept in memory and served in Stripe's
 * wire format at https://api.stripe.com/v1 through msw, so the real Stripe SDK and fetch run.
 * `new FakeStripe()` holds the state; `setupServer(...fake.handlers)` (msw/node) serves it.
 */
import { http, HttpResponse } from "msw";

export const STRIPE_API = "https://api.stripe.com/v1";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  livemode: false;
  created: number;
  last_payment_error: null | { type: string; code: string; decline_code?: string; message: string };
}

const stripeError = (status: number, error: Record<string, string>) => HttpResponse.json({ error }, { status });

export class FakeStripe {
  intents = new Map<string, FakeIntent>();
  /** Each idempotency key's intent and the request body it was first sent with. */
  byIdempotencyKey = new Map<string, { id: string; body: string }>();
  createRequests: Array<{ body: URLSearchParams; idempotencyKey: string | null; authorization: string | null }> = [];
  retrieveCount = 0;
  /** While true, every call answers 500 as during an outage. */
  down = false;
  private seq = 0;

  reset() {
    this.intents.clear();
    this.byIdempotencyKey.clear();
    this.createRequests = [];
    this.retrieveCount = 0;
    this.down = false;
  }

  /** An intent made directly at Stripe (as the api would have made it, or not). */
  add(partial: Partial<FakeIntent> & { metadata: Record<string, string>; amount: number }): FakeIntent {
    const id = `pi_fake${++this.seq}${Math.random().toString(36).slice(2, 10)}`;
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      currency: "usd",
      status: "requires_payment_method",
      client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
      description: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      last_payment_error: null,
      ...partial,
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** What Stripe.js does in the browser when the card is accepted. */
  succeed(id: string) {
    const intent = this.intents.get(id)!;
    intent.status = "succeeded";
    intent.last_payment_error = null;
    return intent;
  }

  /** ...and when it is declined: the intent goes back to requires_payment_method. */
  decline(id: string) {
    const intent = this.intents.get(id)!;
    intent.status = "requires_payment_method";
    intent.last_payment_error = { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
    return intent;
  }

  readonly handlers = [
    http.post(`${STRIPE_API}/payment_intents`, async ({ request }) => {
      if (this.down) return stripeError(500, { type: "api_error", message: "Stripe is down (fake)" });
      const text = await request.text();
      const body = new URLSearchParams(text);
      const idempotencyKey = request.headers.get("idempotency-key");
      this.createRequests.push({ body, idempotencyKey, authorization: request.headers.get("authorization") });
      const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known && known.body !== text) {
        // Stripe compares a reused key's parameters with the first request's.
        return stripeError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with (fake: ${idempotencyKey}).`,
        });
      }
      if (known) return HttpResponse.json(this.intents.get(known.id));
      const metadata: Record<string, string> = {};
      for (const [key, value] of body) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const intent = this.add({
        amount: Number(body.get("amount")),
        currency: body.get("currency") ?? "usd",
        description: body.get("description"),
        metadata,
      });
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, { id: intent.id, body: text });
      return HttpResponse.json(intent);
    }),
    http.get(`${STRIPE_API}/payment_intents/:id`, ({ params }) => {
      this.retrieveCount++;
      if (this.down) return stripeError(500, { type: "api_error", message: "Stripe is down (fake)" });
      const intent = this.intents.get(String(params.id));
      if (!intent) {
        return stripeError(404, {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "intent",
          message: `No such payment_intent: '${String(params.id)}'`,
        });
      }
      return HttpResponse.json(intent);
    }),
  ];
}

/** A webhook event's JSON payload about an intent, as Stripe sends it. */
export function stripeEvent(type: string, intent: FakeIntent, id?: string) {
  return stripeObjectEvent(type, { ...intent }, id);
}

/** The api's Stripe settings for the fake: test keys named after `tag`, and the secret webhooks are signed with. */
export function fakeStripeSettings(tag: string, webhookSecret: string) {
  return { STRIPE_SECRET_KEY: `sk_test_fake_${tag}`, STRIPE_PUBLISHABLE_KEY: `pk_test_fake_${tag}`, STRIPE_WEBHOOK_SECRET: webhookSecret };
}

/** A webhook event's JSON payload about any Stripe object (a Charge, a Dispute). */
export function stripeObjectEvent(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The Charge of a paid intent as charge.refunded carries it: `amount_refunded` is the running total of its refunds. */
export function chargeOf(intent: FakeIntent, amountRefunded: number) {
  return {
    id: `ch_${intent.id.slice(3)}`,
    object: "charge",
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: amountRefunded,
    captured: true,
    currency: intent.currency,
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intent.id,
    refunded: amountRefunded >= intent.amount,
    status: "succeeded",
  };
}

/** A Dispute of an intent's charge, as the charge.dispute.* events carry it. */
export function disputeOf(intent: FakeIntent, status: string, options: { amount?: number; id?: string } = {}) {
  return {
    id: options.id ?? `dp_${intent.id.slice(3)}`,
    object: "dispute",
    amount: options.amount ?? intent.amount,
    charge: `ch_${intent.id.slice(3)}`,
    created: Math.floor(Date.now() / 1000),
    currency: intent.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: "fraudulent",
    status,
  };
}
