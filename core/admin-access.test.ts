import { describe, expect, it } from "vitest";
import { adminAccessOf } from "./admin-access";

describe("admin panel access", () => {
  it("asks guests to log in, refuses users, and opens only for admins with a verified email", () => {
    expect(adminAccessOf(null)).toBe("guest");
    expect(adminAccessOf({ role: "user", emailVerified: true })).toBe("forbidden");
    expect(adminAccessOf({ role: "admin", emailVerified: false })).toBe("unverified");
    expect(adminAccessOf({ role: "admin" })).toBe("unverified");
    expect(adminAccessOf({ role: "admin", emailVerified: true })).toBe("admin");
  });
});
