import { describe, expect, it } from "vitest";
import { isConcurrencyConflict, isConnectionFailure, isForeignKeyViolation, isInvalidInput, isUniqueViolation } from "../src/lib/db-errors";

/** A driver error as the Neon driver raises it: the PostgreSQL code on the error or on its cause. */
const pgError = (code: string, message = "error") => Object.assign(new Error(message), { code });

describe("classifying database errors", () => {
  it("treats an unreachable or full server as a connection failure (503), not a fault (500)", () => {
    expect(isConnectionFailure(pgError("53300", "sorry, too many clients already"))).toBe(true);
    expect(isConnectionFailure(pgError("53200", "out of memory"))).toBe(true);
    expect(isConnectionFailure(pgError("08006"))).toBe(true);
    expect(isConnectionFailure(pgError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isConnectionFailure(new Error("wrapped", { cause: pgError("53300") }))).toBe(true);
    expect(isConnectionFailure(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isConnectionFailure(pgError("23505", "duplicate key value"))).toBe(false);
    expect(isConnectionFailure(pgError("22P02", "invalid input syntax for type uuid"))).toBe(false);
    expect(isConnectionFailure(pgError("42P01", "relation does not exist"))).toBe(false);
    expect(isConnectionFailure(new Error("something else"))).toBe(false);
    expect(isUniqueViolation(pgError("23505"))).toBe(true);
    expect(isForeignKeyViolation(new Error("wrapped", { cause: pgError("23503") }))).toBe(true);
    expect(isForeignKeyViolation(pgError("23505"))).toBe(false);
    expect(isInvalidInput(pgError("22P02"))).toBe(true);
    expect(isInvalidInput(pgError("53300"))).toBe(false);
  });

  it("treats a deadlock or a serialization failure as a collision of concurrent requests (409, retry), not a fault (500)", () => {
    expect(isConcurrencyConflict(pgError("40P01", "deadlock detected"))).toBe(true);
    expect(isConcurrencyConflict(new Error("Failed query", { cause: pgError("40001", "could not serialize access") }))).toBe(true);
    expect(isConcurrencyConflict(pgError("23505"))).toBe(false);
    expect(isConcurrencyConflict(new Error("something else"))).toBe(false);
    expect(isConnectionFailure(pgError("40P01"))).toBe(false);
  });
});
