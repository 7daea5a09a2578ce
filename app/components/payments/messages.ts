/**
 * The texts and timings of the credit purchase, and the mapping from a
 * failure to the message the spec asks for. Pure, so that it can be unit tested.
 */
import { ApiError, NO_TOKEN_MESSAGE } from "~/utils/http";
import { countOf } from "@core/plural";
import { translator, type MessageKey, type Translator } from "@core/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "@core/i18n/negotiate";
import { apiErrorText } from "~/utils/api-error-text";

export const MESSAGES = {
  loginRequired: "Please log in to purchase credits",
  initFailed: "Failed to initialize payment",
  noClientSecret: "Failed to initialize payment - no client secret received",
  initNetwork: "Failed to initialize payment. Please check your connection and try again.",
  paymentFailed: "Payment failed",
  paymentError: "An error occurred during payment",
  invalidPayment: "Invalid payment information",
  processingFailed: "Payment processing failed. Please contact support immediately.",
  processException:
    "Failed to process payment. Please contact support immediately - your payment may need manual processing.",
} as const;

/** The messages in the reader's language (catalogue keys payments.msg.*; the English ones are MESSAGES word for word). */
export function paymentText(t: Translator, name: keyof typeof MESSAGES): string {
  return t(`payments.msg.${name}`);
}

/** successToast in the reader's language. */
export function successToastIn(t: Translator, creditsAdded: number, newCredits: number): string {
  return t("payments.successToast", { added: creditsAdded, total: newCredits });
}

export function successToast(creditsAdded: number, newCredits: number): string {
  return `Payment successful! ${countOf(creditsAdded, "credit")} ${creditsAdded === 1 ? "has" : "have"} been added to your account. You now have ${countOf(newCredits, "credit")}.`;
}

export const PAYMENT_TOAST_MS = 5000;
export const SUCCESS_REDIRECT_MS = 5000;
export const FAILURE_REDIRECT_MS = 3000;
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 5000;

/** True when no session token is stored or the api says the session is gone. */
export function needsLogin(error: unknown): boolean {
  return (
    (error instanceof Error && error.message === NO_TOKEN_MESSAGE) || (error instanceof ApiError && error.status === 401)
  );
}

/** A failed create-payment-intent: the server's message, or the spec's fallbacks. */
export function initErrorMessage(error: unknown, t: Translator = translator(DEFAULT_LANGUAGE)): string {
  if (needsLogin(error)) return paymentText(t, "loginRequired");
  if (error instanceof ApiError) {
    // The api's message is English: other languages say the code's sentence, else the fallback.
    return t.language === DEFAULT_LANGUAGE ? error.serverMessage || MESSAGES.initFailed : apiErrorText(t, error, paymentText(t, "initFailed"));
  }
  // fetch itself failed: offline, DNS, connection reset.
  return paymentText(t, "initNetwork");
}

/** A failed confirmation: the provider's message (e.g. 'Your card was declined.'), or the fallbacks. */
export function paymentErrorMessage(error: unknown, t: Translator = translator(DEFAULT_LANGUAGE)): string {
  if (error instanceof ApiError) {
    return t.language === DEFAULT_LANGUAGE ? error.serverMessage || MESSAGES.paymentFailed : apiErrorText(t, error, paymentText(t, "paymentFailed"));
  }
  return paymentText(t, "paymentError");
}

/** validateTestCard's problems in the reader's language. */
const CARD_PROBLEM_KEYS: Record<string, MessageKey> = {
  "Your card number is incomplete.": "payments.card.numberIncomplete",
  "Your card's expiration date is incomplete.": "payments.card.expiryIncomplete",
  "Your card's expiration date is invalid.": "payments.card.expiryInvalid",
  "Your card's expiration year is in the past.": "payments.card.yearPast",
  "Your card's expiration date is in the past.": "payments.card.expiryPast",
  "Your card's security code is incomplete.": "payments.card.cvcIncomplete",
};

export function cardProblemText(t: Translator, message: string): string {
  const key = CARD_PROBLEM_KEYS[message];
  return key ? t(key) : message;
}

const INTENT_ID = /^pi_[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;

/**
 * The intent and client secret of the /payment-success query, or null when either is missing or
 * they do not belong together ('Invalid payment information').
 */
export function paymentReturn(params: URLSearchParams): { paymentIntentId: string; clientSecret: string } | null {
  const paymentIntentId = params.get("payment_intent")?.trim() ?? "";
  const clientSecret = params.get("payment_intent_client_secret")?.trim() ?? "";
  if (!paymentIntentId || !clientSecret) return null;
  if (paymentIntentId.length > 255 || !INTENT_ID.test(paymentIntentId)) return null;
  if (!clientSecret.startsWith(`${paymentIntentId}_secret_`)) return null;
  return { paymentIntentId, clientSecret };
}

/** Where Stripe (or the sandbox) sends the browser after a confirmed payment. */
export function returnUrl(origin: string): string {
  return `${origin}/payment-success`;
}

/** The sandbox's stand-in for Stripe's redirect: the same query Stripe appends. */
export function sandboxReturnUrl(origin: string, paymentIntentId: string, clientSecret: string): string {
  const query = new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: "succeeded",
  });
  return `${returnUrl(origin)}?${query}`;
}

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** '1234' -> '12 / 34' while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * Checks the local TEST MODE card form like Stripe's Payment Element does, with its wording.
 * Returns the first problem, or null.
 */
export function validateTestCard(
  input: { number: string; expiry: string; cvc: string },
  now: Date = new Date(),
): { field: "number" | "expiry" | "cvc"; message: string } | null {
  const number = input.number.replace(/\D/g, "");
  if (number.length < 12) return { field: "number", message: "Your card number is incomplete." };
  const expiry = input.expiry.replace(/\D/g, "");
  if (expiry.length !== 4) return { field: "expiry", message: "Your card's expiration date is incomplete." };
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  if (month < 1 || month > 12) return { field: "expiry", message: "Your card's expiration date is invalid." };
  if (year < now.getFullYear()) return { field: "expiry", message: "Your card's expiration year is in the past." };
  if (year === now.getFullYear() && month < now.getMonth() + 1) {
    return { field: "expiry", message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { field: "cvc", message: "Your card's security code is incomplete." };
  return null;
}

/** A price in US dollars the reader's way ("$4.99", "4,99 $"); whole dollars without cents, as formatPrice says them. */
export function formatMoney(language: string, cents: number, { cents: withCents = !Number.isInteger(cents / 100) } = {}): string {
  const digits = withCents ? 2 : 0;
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}
