import { describe, expect, it } from "vitest";
import { decodeCursor, decodeLikesCursor, decodeTimeCursor, encodeCursor } from "../src/lib/cursor";
import { ApiError } from "../src/lib/errors";

const time = { t: "2026-11-25T07:00:00.123456Z", i: "0b7c6f2e-4d1a-4c3b-9e8f-1a2b3c4d5e6f" };

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the cursor was accepted");
}

describe("paging cursors", () => {
  it("round-trips a time cursor and a most-liked cursor through base64url", () => {
    const cursor = encodeCursor({ ...time, l: 7 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTimeCursor(encodeCursor(time))).toEqual(time);
    expect(decodeLikesCursor(cursor)).toEqual({ ...time, l: 7 });
  });

  it("still reads a cursor written as plain base64", () => {
    const plain = btoa(JSON.stringify(["serum ??>", time.i])).replace(/=+$/, "");
    expect(plain).toMatch(/[+/]/);
    const read = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);
    expect(decodeCursor(plain, read)).toEqual(["serum ??>", time.i]);
  });

  it.each([
    ["not base64", "%%%"],
    ["not JSON", btoa("not json")],
    ["a time that would round", encodeCursor({ ...time, t: "2026-11-25T07:00:00.123Z" })],
    ["an id that is no uuid", encodeCursor({ ...time, i: "1 or 1=1" })],
    ["an array", encodeCursor([time.t, time.i])],
    ["a day no month has", encodeCursor({ ...time, t: "2026-02-30T07:00:00.123456Z" })],
    ["a thirteenth month", encodeCursor({ ...time, t: "2026-13-01T07:00:00.123456Z" })],
    ["a 25th hour", encodeCursor({ ...time, t: "2026-11-25T25:00:00.123456Z" })],
  ])("refuses %s with 400 invalid_cursor", (_what, cursor) => {
    const error = refusal(() => decodeTimeCursor(cursor));
    expect([error.status, error.code]).toEqual([400, "invalid_cursor"]);
  });

  it("refuses a most-liked cursor without a whole like count", () => {
    expect(refusal(() => decodeLikesCursor(encodeCursor({ ...time, l: -1 }))).code).toBe("invalid_cursor");
    expect(refusal(() => decodeLikesCursor(encodeCursor(time))).code).toBe("invalid_cursor");
  });
});
