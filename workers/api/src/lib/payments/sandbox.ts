/**
 * The local TEST MODE payment provider: used when no STRIPE_SECRET_KEY is set outside production.
 * Same shapes and states as Stripe: intents 'pi_sandbox_<hex>' with client secrets
 * '<id>_secret_<hex>', confirmed with Stripe's test card numbers and declined with Stripe's wording.
 * A sandbox intent is its `payments` row (provider 'sandbox'); no money moves.
 */
import { and, eq, ne } from "drizzle-orm";
import type { ApiErrorCode } from "@core/api/error-codes";
import type { Database } from "@db/client";
import { payments } from "@db/schema";
import type { Env } from "../../env";
import { sessionSecret } from "../config";
import { ApiError, forbidden, notFound } from "../errors";
import { idempotencyConflict, type PaymentProvider, type ProviderIntent } from "./provider-contract";
import { sha256Hex } from "../tokens";

export const SANDBOX_INTENT_PREFIX = "pi_sandbox_";

type Payment = typeof payments.$inferSelect;

async function sandboxSecret(env: Env, label: string, value: string) {
  return (await sha256Hex(`${sessionSecret(env)}:sandbox:${label}:${value}`)).slice(0, 24);
}

async function clientSecretOf(env: Env, id: string) {
  return `${id}_secret_${await sandboxSecret(env, "client-secret", id)}`;
}

async function toIntent(env: Env, row: Payment): Promise<ProviderIntent> {
  return {
    id: row.paymentIntentId,
    status: row.status === "created" ? "requires_payment_method" : row.status,
    amount: row.amountCents,
    currency: row.currency,
    metadata: { userId: row.userId, packageId: row.packageId, credits: String(row.credits) },
    clientSecret: await clientSecretOf(env, row.paymentIntentId),
  };
}

async function findSandboxPayment(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentIntentId, id), eq(payments.provider, "sandbox")))
    .limit(1);
  return row ?? null;
}

export function sandboxProvider(env: Env, db: Database): PaymentProvider {
  return {
    name: "sandbox",
    async createIntent(input) {
      // The id follows from the idempotency key, so a retried request finds the same intent.
      const id = `${SANDBOX_INTENT_PREFIX}${await sandboxSecret(env, "intent", input.idempotencyKey)}`;
      await db
        .insert(payments)
        .values({
          userId: input.metadata.userId,
          provider: "sandbox",
          paymentIntentId: id,
          packageId: input.metadata.packageId,
          credits: Number(input.metadata.credits),
          amountCents: input.amountCents,
          currency: input.currency,
          status: "requires_payment_method",
        })
        .onConflictDoNothing();
      const row = await findSandboxPayment(db, id);
      if (!row) throw new Error(`sandbox intent ${id} vanished`);
      if (row.packageId !== input.metadata.packageId || row.amountCents !== input.amountCents) throw idempotencyConflict();
      return toIntent(env, row);
    },
    async retrieveIntent(id) {
      const row = await findSandboxPayment(db, id);
      return row ? toIntent(env, row) : null;
    },
  };
}

/** Stripe's card error codes the sandbox answers with. */
type CardErrorCode = Extract<ApiErrorCode, "card_declined" | "expired_card" | "incorrect_cvc" | "incorrect_number" | "processing_error">;

/** A card error with Stripe's code, decline code and message (HTTP 402, as Stripe answers). */
export class CardError extends ApiError {
  constructor(
    message: string,
    readonly declineCode: string | null,
    code: CardErrorCode = "card_declined",
  ) {
    super(402, code, message);
  }
}

const DECLINED = "Your card was declined.";

/** Stripe's test cards (https://docs.stripe.com/testing) and what the sandbox does with them. */
const TEST_CARDS: Record<string, { outcome: "succeeded" } | { outcome: "declined"; code: CardErrorCode; decline: string | null; message: string }> = {
  "4242424242424242": { outcome: "succeeded" },
  "4000056655665556": { outcome: "succeeded" },
  "5555555555554444": { outcome: "succeeded" },
  "4000000000000002": { outcome: "declined", code: "card_declined", decline: "generic_decline", message: DECLINED },
  "4000000000009995": {
    outcome: "declined",
    code: "card_declined",
    decline: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000009987": { outcome: "declined", code: "card_declined", decline: "lost_card", message: DECLINED },
  "4000000000009979": { outcome: "declined", code: "card_declined", decline: "stolen_card", message: DECLINED },
  "4000000000000069": { outcome: "declined", code: "expired_card", decline: null, message: "Your card has expired." },
  "4000000000000127": {
    outcome: "declined",
    code: "incorrect_cvc",
    decline: null,
    message: "Your card's security code is incorrect.",
  },
  "4000000000000119": {
    outcome: "declined",
    code: "processing_error",
    decline: null,
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What confirming with this card number does: nothing (success) or a CardError. */
export function sandboxCardOutcome(cardNumber: string): CardError | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits.length < 12 || !passesLuhn(digits)) {
    return new CardError("Your card number is incorrect.", null, "incorrect_number");
  }
  const card = TEST_CARDS[digits];
  if (!card) {
    return new CardError(
      "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
      "test_mode_live_card",
    );
  }
  if (card.outcome === "succeeded") return null;
  return new CardError(card.message, card.decline, card.code);
}

/**
 * Confirms a sandbox intent with a test card, as Stripe.js would in the browser. Only the intent's
 * owner may confirm it. A declined card leaves it at requires_payment_method (Stripe does the same);
 * a confirmed one is only marked succeeded here: crediting is fulfilment's job (lib/payments/purchases.ts).
 */
export async function confirmSandboxIntent(env: Env, db: Database, userId: string, id: string, cardNumber: string) {
  const row = await findSandboxPayment(db, id);
  if (!row) throw notFound("No such payment_intent: " + id, "payment_intent_not_found");
  if (row.userId !== userId) throw forbidden("This payment belongs to another account", "payment_forbidden");
  if (row.status === "succeeded") return toIntent(env, row);
  if (row.status === "canceled") {
    throw new ApiError(400, "payment_intent_unexpected_state", "This payment was canceled. Please start again.");
  }
  const declined = sandboxCardOutcome(cardNumber);
  if (declined) throw declined;
  const [updated] = await db
    .update(payments)
    .set({ status: "succeeded" })
    .where(and(eq(payments.id, row.id), ne(payments.status, "succeeded")))
    .returning();
  return toIntent(env, updated ?? { ...row, status: "succeeded" });
}
