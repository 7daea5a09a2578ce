import { describe, expect, it } from "vitest";
import { ApiError, NO_TOKEN_MESSAGE } from "~/utils/http";
import {
  formatCardNumber,
  formatExpiry,
  initErrorMessage,
  MESSAGES,
  paymentErrorMessage,
  paymentReturn,
  sandboxReturnUrl,
  successToast,
  validateTestCard,
} from "./messages";

const apiError = (status: number, serverMessage?: string) =>
  new ApiError(`HTTP ${status}: x`, { status, serverMessage, code: serverMessage ? "c" : undefined });

describe("payment messages", () => {
  it("create-payment-intent failures", () => {
    expect(initErrorMessage(new Error(NO_TOKEN_MESSAGE))).toBe("Please log in to purchase credits");
    expect(initErrorMessage(apiError(401, "Authentication required"))).toBe("Please log in to purchase credits");
    expect(initErrorMessage(apiError(503, "Payments are not configured: set STRIPE_SECRET_KEY"))).toBe(
      "Payments are not configured: set STRIPE_SECRET_KEY",
    );
    expect(initErrorMessage(apiError(500))).toBe("Failed to initialize payment");
    expect(initErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Failed to initialize payment. Please check your connection and try again.",
    );
    expect(MESSAGES.noClientSecret).toBe("Failed to initialize payment - no client secret received");
  });

  it("payment failures: the provider's message, 'Payment failed', or 'An error occurred during payment'", () => {
    expect(paymentErrorMessage(apiError(402, "Your card was declined."))).toBe("Your card was declined.");
    expect(paymentErrorMessage(apiError(500))).toBe("Payment failed");
    expect(paymentErrorMessage(new TypeError("Failed to fetch"))).toBe("An error occurred during payment");
  });

  it("the success toast names both numbers", () => {
    expect(successToast(15, 18)).toBe(
      "Payment successful! 15 credits have been added to your account. You now have 18 credits.",
    );
  });

  it("the success toast says 1 credit, not 1 credits", () => {
    expect(successToast(1, 1)).toBe("Payment successful! 1 credit has been added to your account. You now have 1 credit.");
  });
});

describe("the /payment-success query", () => {
  const q = (s: string) => new URLSearchParams(s);
  it("needs the intent and its own client secret", () => {
    expect(paymentReturn(q("payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x"))).toEqual({
      paymentIntentId: "pi_1",
      clientSecret: "pi_1_secret_x",
    });
    expect(paymentReturn(q("payment_intent=pi_1"))).toBeNull();
    expect(paymentReturn(q("payment_intent_client_secret=pi_1_secret_x"))).toBeNull();
    expect(paymentReturn(q("payment_intent=pi_1&payment_intent_client_secret=pi_2_secret_x"))).toBeNull();
    expect(paymentReturn(q("payment_intent=<script>&payment_intent_client_secret=<script>_secret_"))).toBeNull();
  });

  it("the sandbox lands where Stripe would", () => {
    expect(sandboxReturnUrl("http://x.test", "pi_sandbox_1", "pi_sandbox_1_secret_2")).toBe(
      "http://x.test/payment-success?payment_intent=pi_sandbox_1&payment_intent_client_secret=pi_sandbox_1_secret_2&redirect_status=succeeded",
    );
  });
});

describe("the TEST MODE card form", () => {
  const now = new Date(2026, 5, 15);
  it("formats as the user types", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42x")).toBe("4242 42");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("1")).toBe("1");
  });

  it("checks like the Payment Element, with its wording", () => {
    const ok = { number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };
    expect(validateTestCard(ok, now)).toBeNull();
    expect(validateTestCard({ ...ok, number: "4242" }, now)?.message).toBe("Your card number is incomplete.");
    expect(validateTestCard({ ...ok, expiry: "12" }, now)?.message).toBe("Your card's expiration date is incomplete.");
    expect(validateTestCard({ ...ok, expiry: "12 / 20" }, now)?.message).toBe("Your card's expiration year is in the past.");
    expect(validateTestCard({ ...ok, expiry: "05 / 26" }, now)?.message).toBe("Your card's expiration date is in the past.");
    expect(validateTestCard({ ...ok, expiry: "06 / 26" }, now)).toBeNull();
    expect(validateTestCard({ ...ok, cvc: "1" }, now)?.message).toBe("Your card's security code is incomplete.");
  });
});
