import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "@core/api/error-codes";

/** An error a client caused or may see: rendered as JSON `{message, code}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    /** Sent with the error answer (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ApiErrorCode = "invalid_request") => new ApiError(400, code, message);
export const unauthorized = (message = "Authentication required", code: ApiErrorCode = "unauthorized") =>
  new ApiError(401, code, message);
export const forbidden = (message = "You are not allowed to do this", code: ApiErrorCode = "forbidden") =>
  new ApiError(403, code, message);
export const notFound = (message = "Not found", code: ApiErrorCode = "not_found") => new ApiError(404, code, message);
export const conflict = (message: string, code: ApiErrorCode = "conflict") => new ApiError(409, code, message);
export const notConfigured = (setting: string, what: string) =>
  new ApiError(503, "not_configured", `${what} is not configured: set ${setting}`);
export const unavailable = (message = "The service is temporarily unavailable. Please try again shortly.") =>
  new ApiError(503, "unavailable", message);
