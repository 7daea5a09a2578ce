/**
 * Credit packages. Prices live here, on the server side of every
 * purchase: the browser sends only a package id, and the api charges the amount below.
 */
import * as v from "valibot";

export const PAYMENT_CURRENCY = "usd";

export interface CreditPackage {
  id: "small" | "medium" | "large";
  name: string;
  credits: number;
  /** Price in cents of PAYMENT_CURRENCY. */
  priceCents: number;
  description: string;
  /** The package the buy-credits screen marks 'Most Popular'. */
  popular: boolean;
}

export type PackageId = CreditPackage["id"];

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  {
    id: "small",
    name: "Starter",
    credits: 5,
    priceCents: 400,
    description: "Try a few routine analyses.",
    popular: false,
  },
  {
    id: "medium",
    name: "Regular",
    credits: 15,
    priceCents: 900,
    description: "Analyse every routine change for a while.",
    popular: true,
  },
  {
    id: "large",
    name: "Pro",
    credits: 35,
    priceCents: 1700,
    description: "The best price per analysis.",
    popular: false,
  },
];

export const PACKAGE_IDS = CREDIT_PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];

export function findPackage(id: string | null | undefined): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.id === id);
}

/** '$4', '$9', or '$4.50' when there are cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The price of one credit to 2 decimals, without the currency sign: '0.80', '0.60', '0.49'. */
export function pricePerCredit(pkg: Pick<CreditPackage, "priceCents" | "credits">): string {
  return (pkg.priceCents / 100 / pkg.credits).toFixed(2);
}

/** 'small (Starter, 5 credits, $4), medium (...), large (...)': used in the api's 400 message. */
export function describePackages(): string {
  return CREDIT_PACKAGES.map((p) => `${p.id} (${p.name}, ${p.credits} credits, ${formatPrice(p.priceCents)})`).join(
    ", ",
  );
}

/** A package as the api lists it (GET /api/payments/packages). */
export function publicPackage(pkg: CreditPackage) {
  return {
    id: pkg.id,
    name: pkg.name,
    credits: pkg.credits,
    price: pkg.priceCents / 100,
    priceCents: pkg.priceCents,
    currency: PAYMENT_CURRENCY,
    pricePerCredit: pricePerCredit(pkg),
    description: pkg.description,
    popular: pkg.popular,
  };
}

const objectMessage = (issue: v.BaseIssue<unknown>) => (issue.expected === "never" ? "unknown field" : "is required");

/** Body of POST /api/payments/create-payment-intent. */
export const CreatePaymentIntentSchema = v.strictObject(
  {
    packageId: v.picklist(PACKAGE_IDS, () => `packageId must be one of: ${describePackages()}`),
  },
  (issue) => (issue.expected === "never" ? "unknown field" : `packageId is required, one of: ${describePackages()}`),
);

/**
 * A PaymentIntent id as Stripe writes them ('pi_' and letters, digits or underscores; the sandbox
 * uses 'pi_sandbox_<hex>'). Anything else is refused before any lookup.
 */
export const PAYMENT_INTENT_ID_PATTERN = /^pi_[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;

export const paymentIntentIdSchema = v.pipe(
  v.string("paymentIntentId must be a string"),
  v.trim(),
  v.nonEmpty("paymentIntentId is required"),
  v.maxLength(255, "paymentIntentId is too long"),
  v.regex(PAYMENT_INTENT_ID_PATTERN, "paymentIntentId is not a payment intent id"),
);

/** Body of POST /api/payments/add-credits. */
export const AddCreditsSchema = v.strictObject({ paymentIntentId: paymentIntentIdSchema }, objectMessage);

/** Body of POST /api/payments/sandbox/confirm (local TEST MODE only). */
export const SandboxConfirmSchema = v.strictObject(
  {
    paymentIntentId: paymentIntentIdSchema,
    cardNumber: v.pipe(
      v.string("cardNumber must be a string"),
      v.transform((s) => s.replace(/[\s-]/g, "")),
      v.nonEmpty("cardNumber is required"),
      v.maxLength(19, "cardNumber is too long"),
      v.regex(/^\d+$/, "cardNumber must contain only digits"),
    ),
  },
  objectMessage,
);

/**
 * How many of a balance's credits were paid for: credits are spent in the order they came, and the
 * free ones come first (at sign-up), so a balance holds at most what was bought.
 */
export function paidCreditsLeft(balance: number, purchased: number): number {
  return Math.max(0, Math.min(balance, purchased));
}
