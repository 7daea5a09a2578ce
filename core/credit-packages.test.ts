import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AddCreditsSchema,
  CREDIT_PACKAGES,
  paidCreditsLeft,
  CreatePaymentIntentSchema,
  describePackages,
  findPackage,
  formatPrice,
  pricePerCredit,
  publicPackage,
  SandboxConfirmSchema,
} from "./credit-packages";

describe("credit packages", () => {
  it("are Starter 5 for $4, Regular 15 for $9 (most popular) and Pro 35 for $17", () => {
    expect(CREDIT_PACKAGES.map((p) => [p.id, p.name, p.credits, p.priceCents, p.popular])).toEqual([
      ["small", "Starter", 5, 400, false],
      ["medium", "Regular", 15, 900, true],
      ["large", "Pro", 35, 1700, false],
    ]);
  });

  it("show the price per credit to 2 decimals", () => {
    expect(CREDIT_PACKAGES.map(pricePerCredit)).toEqual(["0.80", "0.60", "0.49"]);
  });

  it("format prices without needless cents", () => {
    expect(formatPrice(400)).toBe("$4");
    expect(formatPrice(1700)).toBe("$17");
    expect(formatPrice(450)).toBe("$4.50");
  });

  it("are found by id only", () => {
    expect(findPackage("medium")?.name).toBe("Regular");
    expect(findPackage("Regular")).toBeUndefined();
    expect(findPackage(undefined)).toBeUndefined();
  });

  it("are listed publicly with dollars and cents", () => {
    expect(publicPackage(CREDIT_PACKAGES[1])).toMatchObject({ id: "medium", price: 9, priceCents: 900, currency: "usd", pricePerCredit: "0.60", popular: true });
  });
});

describe("payment request schemas", () => {
  it("accept a known packageId only, listing the packages otherwise", () => {
    expect(v.parse(CreatePaymentIntentSchema, { packageId: "large" })).toEqual({ packageId: "large" });
    for (const input of [{ packageId: "xl" }, { packageId: 9 }, {}]) {
      const result = v.safeParse(CreatePaymentIntentSchema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toContain(describePackages());
    }
    expect(v.safeParse(CreatePaymentIntentSchema, { packageId: "small", amount: 1 }).success).toBe(false);
  });

  it("accept Stripe-shaped intent ids only", () => {
    for (const id of ["pi_3Nx2abcDEF", "pi_sandbox_0123abcd", " pi_123 "]) {
      expect(v.safeParse(AddCreditsSchema, { paymentIntentId: id }).success).toBe(true);
    }
    for (const id of ["", "pi_", "ch_123", "pi_123;--", "pi__x", "pi_x_", "pi_" + "a".repeat(300), 5]) {
      expect(v.safeParse(AddCreditsSchema, { paymentIntentId: id }).success, String(id)).toBe(false);
    }
  });

  it("normalise the sandbox card number", () => {
    expect(v.parse(SandboxConfirmSchema, { paymentIntentId: "pi_sandbox_ab", cardNumber: "4242 4242-4242 4242" }).cardNumber).toBe(
      "4242424242424242",
    );
    expect(v.safeParse(SandboxConfirmSchema, { paymentIntentId: "pi_sandbox_ab", cardNumber: "4242 abcd" }).success).toBe(false);
  });
});

describe("paidCreditsLeft", () => {
  it("is at most what was bought: free credits are spent first", () => {
    expect(paidCreditsLeft(18, 15)).toBe(15);
    expect(paidCreditsLeft(10, 15)).toBe(10);
    expect(paidCreditsLeft(3, 0)).toBe(0);
    expect(paidCreditsLeft(0, 15)).toBe(0);
  });
});
