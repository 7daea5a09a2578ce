/**
 * The password hash's cost: production's 100,000 PBKDF2 iterations everywhere but ENVIRONMENT=test,
 * where the suite's many sign-ups and sign-ins hash at a lower, labelled cost (ADR 0064). The
 * stored value names its iterations, so a hash made at either cost verifies under both.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@db/schema";
import {
  dummyHash,
  hashPassword,
  passwordIterations,
  PBKDF2_ITERATIONS,
  TEST_PBKDF2_ITERATIONS,
  verifyPassword,
} from "../src/lib/accounts/password";
import { call, signUp, uniqueEmail, withTestDb } from "./helpers";

const iterationsOf = (stored: string) => Number(stored.split("$")[1]);

describe("password hashing cost", () => {
  it("is production's 100,000 iterations outside the test environment, and that hash verifies", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    for (const environment of ["production", "development", undefined]) {
      expect(passwordIterations({ ENVIRONMENT: environment })).toBe(PBKDF2_ITERATIONS);
    }
    const stored = await hashPassword("correct horse battery", passwordIterations({ ENVIRONMENT: "production" }));
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(iterationsOf(dummyHash(PBKDF2_ITERATIONS))).toBe(PBKDF2_ITERATIONS);
  });

  it("is the lower test cost only under ENVIRONMENT=test: sign-up stores it, sign-in reads it back", async () => {
    expect(TEST_PBKDF2_ITERATIONS).toBeLessThan(PBKDF2_ITERATIONS);
    expect(passwordIterations({ ENVIRONMENT: "test" })).toBe(TEST_PBKDF2_ITERATIONS);
    const account = await signUp();
    const stored = await withTestDb(async (db) => (await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, account.user.id)))[0].h!);
    expect(iterationsOf(stored)).toBe(TEST_PBKDF2_ITERATIONS);
    const login = await call("/api/auth/login", { method: "POST", json: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
    // An unknown address is checked against a dummy hash of the same cost as a real account's.
    expect(iterationsOf(dummyHash(TEST_PBKDF2_ITERATIONS))).toBe(TEST_PBKDF2_ITERATIONS);
  });

  it("an account hashed at production's cost still signs in where the test cost is in force", async () => {
    const email = uniqueEmail("real-cost");
    const passwordHash = await hashPassword("a production password", PBKDF2_ITERATIONS);
    await withTestDb((db) => db.insert(users).values({ email, name: "Real Cost", passwordHash, emailVerifiedAt: new Date() }));
    const login = await call("/api/auth/login", { method: "POST", json: { email, password: "a production password" } });
    expect(login.status).toBe(200);
    const wrong = await call("/api/auth/login", { method: "POST", json: { email, password: "not the password" } });
    expect(wrong.status).toBe(401);
  });
});
