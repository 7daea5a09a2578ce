import { describe, expect, it } from "vitest";
import { accessOf } from "./admin-access";

describe("admin panel access", () => {
  it("asks guests to log in, refuses users, and opens only for admins with a verified email", () => {
    expect(accessOf(null)).toBe("guest");
    expect(accessOf({ role: "user", emailVerified: true })).toBe("forbidden");
    expect(accessOf({ role: "admin", emailVerified: false })).toBe("unverified");
    expect(accessOf({ role: "admin" })).toBe("unverified");
    expect(accessOf({ role: "admin", emailVerified: true })).toBe("admin");
  });
});
