/**
 * Texts and decisions of the evaluate submit, kept pure for tests.
 */
import { ApiError, statusTextOf } from "../../utils/http";

export const NEED_CREDIT_MESSAGE = "You need at least 1 credit to create a routine. Please purchase more credits to continue.";
export const INSUFFICIENT_REDIRECT_MESSAGE = "You need more credits to create a routine. Redirecting to purchase page...";
export const GENERIC_SUBMIT_FAILURE = "Failed to create the routine. Please try again.";
export const ROUTINE_ID_MISSING = "Failed to open the results page: the routine's id is missing.";
export const INSUFFICIENT_REDIRECT_MS = 2000;
export const SIGNED_OUT_REDIRECT_MS = 200;

export type SubmitFailure = { kind: "credits"; message: string } | { kind: "other"; message: string };

/** What a failed evaluate call means for the user. */
export function submitFailure(error: unknown): SubmitFailure {
  const message =
    error instanceof ApiError
      ? `Failed to evaluate stack: ${error.status} ${statusTextOf(error.status, "")}`
      : error instanceof Error && error.message
        ? error.message
        : GENERIC_SUBMIT_FAILURE;
  const serverMessage = error instanceof ApiError ? (error.serverMessage ?? "") : "";
  if ((error instanceof ApiError && error.status === 402) || `${message} ${serverMessage}`.includes("Insufficient credits")) {
    return { kind: "credits", message: INSUFFICIENT_REDIRECT_MESSAGE };
  }
  return { kind: "other", message: message || GENERIC_SUBMIT_FAILURE };
}

/**
 * Whether a failed evaluate request may still have stored the routine and spent the credit: the
 * network failed, or the server failed (503 while the database was cut, after its COMMIT may have
 * run). The retry then sends the same Idempotency-Key, so it finds that routine instead of paying
 * for a second one. A 4xx answer changed nothing.
 */
export function mayHaveBeenStored(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** The new stack's id from the evaluate answer (stack.id, else id), or null. */
export function routineIdOf(result: { stack?: { id?: unknown } | null; id?: unknown } | null | undefined): string | null {
  const id = result?.stack?.id ?? result?.id;
  return typeof id === "string" && id ? id : null;
}
