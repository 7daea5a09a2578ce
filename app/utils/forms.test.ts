import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LoginSchema, SignupSchema } from "@core/schemas/auth";
import { fieldErrors } from "./forms";
import { parseUser, parseUserJson } from "./user";

describe("fieldErrors with the shared account schemas", () => {
  it("gives one sentence per field", () => {
    const result = v.safeParse(LoginSchema, { email: "", password: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.issues)).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("reports an invalid email and a short password on signup", () => {
    const result = v.safeParse(SignupSchema, { email: "nope", password: "short" });
    if (result.success) throw new Error("expected failure");
    const errors = fieldErrors(result.issues);
    expect(errors.email).toBe("Email must be a valid email address");
    expect(errors.password).toBe("Password must be at least 8 characters");
  });
});

describe("parseUser", () => {
  const user = {
    id: "u1",
    name: null,
    email: "a@b.c",
    username: null,
    credits: 3,
    role: "user",
    emailVerified: true,
    pro: true,
    banned: false,
    language: "fr",
  };

  it("accepts the api's SessionUser and fills optional fields", () => {
    expect(parseUser(user)).toEqual(user);
    expect(parseUser({ id: "u1", email: "a@b.c", credits: 0 })).toEqual({
      id: "u1",
      name: null,
      email: "a@b.c",
      username: null,
      credits: 0,
      role: "user",
      emailVerified: false,
      pro: false,
      banned: false,
      language: null,
    });
  });

  it("rejects what is not a user", () => {
    expect(parseUser({ ...user, credits: "3" })).toBeNull();
    expect(parseUser({ ...user, id: "" })).toBeNull();
    expect(parseUser(null)).toBeNull();
    expect(parseUserJson("{not json")).toBeNull();
    expect(parseUserJson(JSON.stringify(user))).toEqual(user);
  });
});
