import { describe, expect, it } from "vitest";
import { ApiError } from "../../utils/http";
import { GENERIC_SUBMIT_FAILURE, INSUFFICIENT_REDIRECT_MESSAGE, mayHaveBeenStored, routineIdOf, submitFailure } from "./submit";

describe("evaluate submit", () => {
  it("keeps the attempt's Idempotency-Key only when the routine may have been stored", () => {
    expect(mayHaveBeenStored(new TypeError("Failed to fetch"))).toBe(true);
    expect(mayHaveBeenStored(new ApiError("HTTP 503: Service Unavailable", { status: 503, code: "unavailable" }))).toBe(true);
    expect(mayHaveBeenStored(new ApiError("HTTP 500: Internal Server Error", { status: 500 }))).toBe(true);
    expect(mayHaveBeenStored(new ApiError("HTTP 402: Payment Required", { status: 402 }))).toBe(false);
    expect(mayHaveBeenStored(new ApiError("HTTP 400: Bad Request", { status: 400 }))).toBe(false);
  });

  it("402 or 'Insufficient credits' means the purchase page", () => {
    expect(submitFailure(new ApiError("HTTP 402: Error", { status: 402, serverMessage: "Insufficient credits" }))).toEqual({
      kind: "credits",
      message: INSUFFICIENT_REDIRECT_MESSAGE,
    });
    expect(submitFailure(new Error("Insufficient credits")).kind).toBe("credits");
  });

  it("other failures: 'Failed to evaluate stack: {status} {statusText}', the message, or the fallback", () => {
    expect(submitFailure(new ApiError("HTTP 400: Bad Request", { status: 400 }))).toEqual({
      kind: "other",
      message: "Failed to evaluate stack: 400 Bad Request",
    });
    expect(submitFailure(new Error("No authentication token found")).message).toBe("No authentication token found");
    expect(submitFailure("weird").message).toBe(GENERIC_SUBMIT_FAILURE);
  });

  it("reads the new stack's id from stack.id, else id", () => {
    expect(routineIdOf({ stack: { id: "a" }, id: "b" })).toBe("a");
    expect(routineIdOf({ id: "b" })).toBe("b");
    expect(routineIdOf({})).toBeNull();
    expect(routineIdOf(null)).toBeNull();
  });
});
