/**
 * The browser's payment calls (spec section 7). A `.client` module like ~/utils/api.client: only
 * call these from effects and event handlers.
 */
import { api } from "~/utils/api.client";
import { ApiError, authFailureMessage, NO_TOKEN_MESSAGE, parseErrorBody } from "~/utils/http";
import { TOKEN_KEY } from "~/utils/session-state";

export interface PaymentIntentResult {
  clientSecret?: string;
  message?: string;
  paymentIntentId?: string;
  provider?: "stripe" | "sandbox";
  publishableKey?: string;
}

export interface AddCreditsResult {
  newCredits: number;
  creditsAdded: number;
  alreadyProcessed?: boolean;
  message?: string;
}

export interface LedgerEntry {
  id: number;
  delta: number;
  reason: "signup_grant" | "purchase" | "evaluation" | "refund" | "admin_adjustment";
  reference: string | null;
  createdAt: string;
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * An authenticated POST that also sends an Idempotency-Key (the shared helper sends no custom
 * headers); failures read exactly like the shared helper's ('HTTP {status}: {statusText}').
 */
async function authPostWithKey<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  const token = storedToken();
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  const response = await window.fetch(path, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
    credentials: "include",
  });
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    const { message, code } = parseErrorBody(text);
    throw new ApiError(authFailureMessage(response.status, response.statusText), {
      status: response.status,
      code,
      serverMessage: message,
    });
  }
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return undefined as T;
  }
}

export const paymentsApi = {
  /** `idempotencyKey` is one per checkout attempt: a retried request gets the same intent. */
  createPaymentIntent: (packageId: string, idempotencyKey: string) =>
    authPostWithKey<PaymentIntentResult | undefined>("/api/payments/create-payment-intent", { packageId }, idempotencyKey),
  addCredits: (paymentIntentId: string) =>
    api.authCall<AddCreditsResult>("/api/payments/add-credits", { method: "POST", body: { paymentIntentId } }),
  confirmSandbox: (paymentIntentId: string, cardNumber: string) =>
    api.authCall<{ paymentIntent: { id: string; status: string; clientSecret: string } }>("/api/payments/sandbox/confirm", {
      method: "POST",
      body: { paymentIntentId, cardNumber },
    }),
  ledger: (signal?: AbortSignal) =>
    api.authCall<{ credits: number; entries: LedgerEntry[] }>("/api/credits/ledger", { signal }),
};
